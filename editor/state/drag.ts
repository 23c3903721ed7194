// Drag to move: the frame reports the drag (DRAG_START/MOUSE_MOVE/DRAG_END); the editor picks the drop
// target from the nav tree, shows the insertion bar through the runtime, and commits a MOVE_JSX item.
import { createChangeItem, type FrameClient } from 'visual-editing-runtime/host';
import type { ChangeItemData, NavTreeNode } from '../../types';
import { dropTarget, indexTree, keyOf } from '../lib/tree';

export interface DragContext {
  tree: () => NavTreeNode | null;
  selected: () => string | null;
  /** Commits the move (the dragged element stays selected). */
  move: (item: ChangeItemData<'MOVE_JSX'>, moved: NavTreeNode, sibling: NavTreeNode) => void;
  /** The frame's scroll offset changed (page minus client coordinates of its mouse). */
  onScroll: (x: number, y: number) => void;
  report: (error: unknown) => void;
}

/** Subscribes to the frame's drag events; returns the function that unsubscribes. */
export function wireDrag(frame: FrameClient, context: DragContext): () => void {
  const drag = { key: null as string | null, x: 0, y: 0 };
  const showBar = (bar: { x: number; y: number; width: number; height: number }, parentKey: string, done: boolean) =>
    frame.tempMoveToNewParent(bar.width, bar.height, bar.x, bar.y, parentKey, done).catch(context.report);
  const end = (commit: boolean) => {
    const key = drag.key;
    drag.key = null;
    if (!key) return;
    void showBar({ x: 0, y: 0, width: 0, height: 0 }, '', true);
    const tree = context.tree();
    const target = commit ? dropTarget(tree, key, drag.x, drag.y) : null;
    const moved = indexTree(tree).get(key);
    if (!target || !moved) return;
    const sibling = target.sibling.tempoElement.codebaseId;
    context.move(
      createChangeItem('MOVE_JSX', {
        codebaseIdToMoveTo: target.parent.tempoElement.codebaseId,
        codebaseIdToMove: moved.tempoElement.codebaseId,
        ...(target.position === 'before' ? { beforeCodebaseId: sibling } : { afterCodebaseId: sibling }),
      }),
      moved,
      target.sibling,
    );
  };
  const offs = [
    frame.on('DRAG_START_EVENT', ({ event }) => {
      // The frame selects the dragged element before it reports the drag.
      drag.key = context.selected();
      drag.x = event.pageX;
      drag.y = event.pageY;
    }),
    frame.on('MOUSE_MOVE_EVENT', ({ event }) => {
      context.onScroll(event.pageX - event.clientX, event.pageY - event.clientY);
      if (!drag.key) return;
      drag.x = event.pageX;
      drag.y = event.pageY;
      const target = dropTarget(context.tree(), drag.key, drag.x, drag.y);
      if (target) void showBar(target.bar, keyOf(target.parent), false);
    }),
    frame.on('DRAG_END_EVENT', () => end(true)),
    frame.on('DRAG_CANCEL_EVENT', () => end(false)),
  ];
  return () => offs.forEach((off) => off());
}
