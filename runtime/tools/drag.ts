// Dragging an element: starts once the pointer has moved 20 px / zoom with the button held, then
// captures the pointer; releasing the button before that is a click, not a drag.
//
// The pointer is captured, not locked: a captured pointer keeps reporting clientX/clientY, which
// every engine already maps through the editor's scaled canvas into the page's own pixels. A locked
// pointer reports only its movement, whose unit differs by engine (Chromium: the page's pixels,
// already scaled; Firefox: screen pixels), so no one zoom correction was right in all of them.

export const DRAG_THRESHOLD_PX = 20;

export interface DragCandidate {
  element: Element;
  key: string;
  startX: number;
  startY: number;
  /** The pressed pointer, to capture once the drag starts. */
  pointerId?: number;
}

export function passedThreshold(candidate: DragCandidate, clientX: number, clientY: number, zoom: number): boolean {
  return Math.hypot(clientX - candidate.startX, clientY - candidate.startY) >= DRAG_THRESHOLD_PX / zoom;
}

/** Capture is best effort: a pointer already released, or a drag started by the editor, has none to capture. */
export function capturePointer(element: Element, pointerId: number | undefined): void {
  if (pointerId === undefined) return;
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // see above
  }
}

export function releasePointer(element: Element, pointerId: number | undefined): void {
  if (pointerId === undefined) return;
  try {
    if (element.hasPointerCapture(pointerId)) element.releasePointerCapture(pointerId);
  } catch {
    // see above
  }
}
