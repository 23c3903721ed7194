// Drag to move: the frame reports the drag (DRAG_START/MOUSE_MOVE/DRAG_END); the editor picks the drop
// target from the nav tree, shows the insertion bar through the runtime, and commits a MOVE_JSX item.
import { createChangeItem, type FrameClient } from 'visual-editing-runtime/host';
import type { ChangeItemData, NavTreeNode } from '../../types';
import { dropTarget, keyOf } from '../lib/tree';

export interface DragContext {
  tree: () => NavTreeNode | null;
  selected: () => string | null;
  node: (key: string) => NavTreeNode | undefined;
  perform: (item: ChangeItemData, label: string) => void;
  /** The frame's scroll offset changed (page minus client coordinates of its mouse). */
  onScroll: (x: number, y: number) => void;
}

export function wireDrag(frame: FrameClient, context: DragContext): void {
  const drag = { key: null as string | null, x: 0, y: 0 };
  frame.on('DRAG_START_EVENT', ({ event }) => {
    // The frame selects the dragged element before it reports the drag.
    drag.key = context.selected();
    drag.x = event.pageX;
    drag.y = event.pageY;
  });
  frame.on('MOUSE_MOVE_EVENT', ({ event }) => {
    context.onScroll(event.pageX - event.clientX, event.pageY - event.clientY);
    if (!drag.key) return;
    drag.x = event.pageX;
    drag.y = event.pageY;
    const target = dropTarget(context.tree(), drag.key, drag.x, drag.y);
    if (target) void frame.tempMoveToNewParent(target.bar.width, target.bar.height, target.bar.x, target.bar.y, keyOf(target.parent), false).catch(() => undefined);
  });
  const end = (commit: boolean) => {
    const key = drag.key;
    drag.key = null;
    if (!key) return;
    void frame.tempMoveToNewParent(0, 0, 0, 0, '', true).catch(() => undefined);
    const target = commit ? dropTarget(context.tree(), key, drag.x, drag.y) : null;
    const moved = context.node(key);
    if (!target || !moved) return;
    const sibling = target.sibling.tempoElement.codebaseId;
    context.perform(
      createChangeItem('MOVE_JSX', {
        codebaseIdToMoveTo: target.parent.tempoElement.codebaseId,
        codebaseIdToMove: moved.tempoElement.codebaseId,
        ...(target.position === 'before' ? { beforeCodebaseId: sibling } : { afterCodebaseId: sibling }),
      }),
      'Move',
    );
  };
  frame.on('DRAG_END_EVENT', () => end(true));
  frame.on('DRAG_CANCEL_EVENT', () => end(false));
}
