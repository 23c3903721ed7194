// Dragging an element: starts once the pointer has moved 20 px / zoom with the button held, then
// locks the pointer; releasing the button before that is a click, not a drag.

export const DRAG_THRESHOLD_PX = 20;

export interface DragCandidate {
  element: Element;
  key: string;
  startX: number;
  startY: number;
}

export function passedThreshold(candidate: DragCandidate, clientX: number, clientY: number, zoom: number): boolean {
  return Math.hypot(clientX - candidate.startX, clientY - candidate.startY) >= DRAG_THRESHOLD_PX / zoom;
}

/** Pointer lock is best effort: a page without focus or a browser that refuses it still drags. */
export function lockPointer(element: Element): void {
  try {
    const request = element.requestPointerLock() as unknown;
    if (request instanceof Promise) request.catch(() => {});
  } catch {
    // see above
  }
}

export function unlockPointer(doc: Document): void {
  if (doc.pointerLockElement) doc.exitPointerLock();
}
