// Dragging an element of the page: a press makes a candidate, moving past the threshold (or the
// editor's triggerDragStart) starts the drag, and the editor hears DRAG_START_EVENT, then
// DRAG_END_EVENT or DRAG_CANCEL_EVENT. The geometry and the pointer lock are lib/drag.ts.
import type { Messenger } from '../lib/messenger';
import { lockPointer, unlockPointer, type DragCandidate } from '../lib/drag';
import type { FrameState } from './state';

export interface DragContext {
  win: Window;
  state: FrameState;
  messenger: Messenger;
  select(key: string): void;
  elementFor(key: string | null): Element | null;
  parentKeyOf(key: string): string | null;
  outerHTML(element: Element): string | undefined;
}

export interface Drag {
  /** Pressed on an element, not moved past the threshold yet. */
  candidate: DragCandidate | null;
  active: boolean;
  start(key: string, element: Element): void;
  /** Ends the drag; the editor hears `kind` only if one was active. */
  finish(kind: 'DRAG_END_EVENT' | 'DRAG_CANCEL_EVENT'): void;
}

export function createDrag({ win, state, messenger, select, elementFor, parentKeyOf, outerHTML }: DragContext): Drag {
  const doc = win.document;
  const drag: Drag = {
    candidate: null,
    active: false,
    start(key, element) {
      drag.candidate = null;
      const { selected, multiSelected } = state.selection;
      if (selected !== key || multiSelected.length) select(key);
      const parentKey = parentKeyOf(key);
      const parentElement = elementFor(parentKey) ?? element.parentElement;
      const parentStyle = parentElement ? win.getComputedStyle(parentElement) : null;
      const rect = element.getBoundingClientRect();
      const { clientX, clientY } = state.pointer;
      drag.active = true;
      messenger.post('DRAG_START_EVENT', {
        event: {
          pageX: clientX + win.scrollX,
          pageY: clientY + win.scrollY,
          offsetX: clientX - rect.left,
          offsetY: clientY - rect.top,
          parentSelectedElementKey: parentKey,
          dragging: true,
          selectedParentDisplay: parentStyle?.display ?? null,
          selectedParentFlexDirection: parentStyle?.flexDirection ?? null,
        },
        outerHTML: outerHTML(element),
      });
      lockPointer(doc.documentElement);
    },
    finish(kind) {
      const wasActive = drag.active;
      drag.active = false;
      drag.candidate = null;
      unlockPointer(doc);
      if (wasActive) messenger.post(kind, { event: {} });
    },
  };
  return drag;
}
