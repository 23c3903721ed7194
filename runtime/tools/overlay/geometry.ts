// Pure rectangle math. Every box here is in ONE coordinate space: the overlay host's, i.e. a
// client rect minus the host's client rect, both read in the same frame. The host scrolls with the
// document, so boxes in its space stay valid while the window scrolls.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Anything with a client-rect shape (DOMRect, DOMRectReadOnly, a plain object). */
export type RectLike = Readonly<Box>;

/** A client rect converted into host space. */
export function toHostSpace(rect: RectLike, hostRect: RectLike): Box {
  return { left: rect.left - hostRect.left, top: rect.top - hostRect.top, width: rect.width, height: rect.height };
}

/** The smallest box holding all `boxes`, or null when there are none. */
export function unionBoxes(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.left + box.width);
    bottom = Math.max(bottom, box.top + box.height);
  }
  return { left, top, width: right - left, height: bottom - top };
}

/** `${name} ${width} x ${height}`, the size rounded to whole CSS px. */
export function badgeText(name: string, box: Box): string {
  return `${name} ${Math.round(box.width)} x ${Math.round(box.height)}`;
}

/**
 * Top of the label (badge row) of an outline: just above the outline, or inside its top edge when
 * there is no room above it on the page.
 */
export function labelTop(outline: Box, labelHeight: number): number {
  return outline.top < labelHeight ? outline.top : outline.top - labelHeight;
}

/**
 * Left of a label of `width` that wants to start at the outline's left edge, moved left just enough
 * to end inside the viewport (`viewLeft`..`viewRight`, host space): a badge poking past the right
 * edge would widen the page and give the preview a horizontal scrollbar while hovering.
 */
export function labelLeft(outline: Box, width: number, viewLeft: number, viewRight: number): number {
  const shifted = Math.min(outline.left, viewRight - width);
  // Never push it past the viewport's left edge (unless the outline itself starts there).
  return Math.max(shifted, Math.min(outline.left, viewLeft));
}

