// The canvas's scale: the frame keeps its viewport width (so the page's media queries apply) and is
// scaled to fit the canvas's width, or by the zoom the designer chose.

/** Room around the frame inside the canvas, in editor pixels (both sides together). */
export const CANVAS_GUTTER = 24;

/**
 * The scale the frame is shown at: `fit` makes `frameWidth` fit `available` (never enlarged past
 * 100 %); a number is the zoom itself.
 */
export function canvasScale(zoom: 'fit' | number, frameWidth: number, available: number): number {
  if (zoom !== 'fit') return zoom;
  if (frameWidth <= 0 || available <= 0) return 1;
  return Math.min(1, Math.floor(((available - CANVAS_GUTTER) / frameWidth) * 1000) / 1000);
}

/** The frame's viewport height: the canvas's visible height, in the frame's own pixels at this scale. */
export function frameHeight(visibleHeight: number, scale: number): number {
  return Math.max(200, Math.floor((visibleHeight - CANVAS_GUTTER) / scale));
}
