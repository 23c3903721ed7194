// Drag to move: the frame reports the drag (DRAG_START/MOUSE_MOVE/DRAG_END); the editor picks the drop
// target from the nav tree (measured again by the frame as the drag starts), checks it against what
// the server would refuse (lib/drop-check.ts), shows the insertion bar through the runtime and says
// in words where the element lands or why it cannot, and commits a MOVE_JSX item for an allowed drop.
import { createChangeItem, type FrameClient, type NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type ChangeItemData, type LookupsAnswer, type NavTreeNode } from '../../types';
import { blockName, otherName, placeWord, sentence } from '../lib/block-names';
import { SOURCE_LOADING, findUsesIn } from '../lib/component-uses';
import { sameListIn } from '../lib/data-items';
import { checkDrop, liftedKey, type DropVerdict } from '../lib/drop-check';
import { elementName } from '../lib/labels';
import { barAtScale, dropTarget } from '../lib/tree';
import type { DragFeedback } from './model';

export interface DragContext {
  /** The tree as the store holds it (the SDK's, with its index). */
  tree: () => NavTreeIndex | null;
  lookups: () => LookupsAnswer | null;
  /** True while the lookups are older than the page (read again after each reload): no drop then. */
  stale: () => boolean;
  /** The path of the page the preview shows (which cards show which data items depends on it). */
  pagePath: () => string;
  selected: () => string | null;
  /** The scale the canvas shows the page at (the insertion bar keeps its thickness on screen). */
  scale: () => number;
  /** Selects the element the drag lifted (a wrapper of the pressed one). */
  select: (key: string) => void;
  /** Commits the move (the dragged element stays selected). */
  move: (item: ChangeItemData<'MOVE_JSX'>, moved: NavTreeNode, sibling: NavTreeNode) => void;
  /** What the designer sees while dragging (null when the drag ends). */
  feedback: (feedback: DragFeedback | null) => void;
  /** The frame's scroll offset changed (page minus client coordinates of its mouse). */
  onScroll: (x: number, y: number) => void;
  report: (error: unknown) => void;
}

/** The verdict for a pointer at page (x, y) while `key` is dragged. */
export function verdictAt(tree: NavTreeIndex | null, lookups: LookupsAnswer | null, key: string, x: number, y: number, pagePath = '/'): DropVerdict | null {
  const dragged = tree?.nodes.get(key);
  if (!tree || !dragged) return null;
  const parent = dragged.parent ? tree.nodes.get(dragged.parent) : undefined;
  return checkDrop(lookups, dragged, parent, dropTarget(tree, key, x, y), lookups ? sameListIn(lookups, tree, pagePath) : null, lookups ? findUsesIn(lookups, tree, pagePath) : null);
}

/**
 * The words the canvas shows for a verdict. `plain`: name the elements as the page shows them ("the
 * section “Learning Process” above “Outcomes”"), for a block that moves as a component's use.
 */
export function feedbackFor(verdict: DropVerdict | null, dragged: NavTreeNode | undefined, plain = false): DragFeedback {
  const name = plain ? blockName(dragged) : elementName(dragged);
  if (!verdict) return { allowed: false, message: `Move the pointer over the page to place ${name}.` };
  if (verdict.kind === 'refused') return { allowed: false, message: `Can’t drop here: ${verdict.reason}` };
  if (verdict.kind === 'same') return { allowed: true, message: `${plain ? sentence(name) : name} stays where it is.` };
  const { sibling, position } = verdict.target;
  if (plain && dragged) return { allowed: true, message: `Drop to place ${name} ${placeWord(sibling, dragged, position)} ${otherName(sibling, dragged)}.` };
  return { allowed: true, message: `Drop to place ${name} ${position} ${elementName(sibling)}.` };
}

/** Whether the dragged element moves as a component's use (its drag is told in the page's words). */
function movesAsUse(tree: NavTreeIndex | null, lookups: LookupsAnswer | null, key: string, pagePath: string): boolean {
  const node = tree?.nodes.get(key);
  return !!node && !!lookups && findUsesIn(lookups, tree, pagePath)(node) !== null;
}

/** Subscribes to the frame's drag events; returns the function that unsubscribes. */
export function wireDrag(frame: FrameClient, context: DragContext): () => void {
  const drag = { key: null as string | null, x: 0, y: 0 };
  const clearBar = () => frame.tempMoveToNewParent(0, 0, 0, 0, '', true).catch(context.report);
  /** Shows where a drop lands now (the bar), or that it cannot (no bar, the reason in words). */
  const show = () => {
    const key = drag.key;
    if (!key) return;
    const tree = context.tree();
    const verdict: DropVerdict | null = context.stale() ? { kind: 'refused', reason: SOURCE_LOADING } : verdictAt(tree, context.lookups(), key, drag.x, drag.y, context.pagePath());
    context.feedback(feedbackFor(verdict, tree?.nodes.get(key), movesAsUse(tree, context.lookups(), key, context.pagePath())));
    if (verdict?.kind === 'move') {
      const { parent } = verdict.target;
      const bar = barAtScale(verdict.target.bar, context.scale());
      void frame.tempMoveToNewParent(bar.width, bar.height, bar.x, bar.y, keyOf(parent), false).catch(context.report);
    } else void clearBar();
  };
  const end = (commit: boolean) => {
    const key = drag.key;
    drag.key = null;
    if (!key) return;
    void clearBar();
    context.feedback(null);
    const tree = context.tree();
    // Only an allowed move is sent: a refused one was shown as such while dragging.
    const verdict = commit && !context.stale() ? verdictAt(tree, context.lookups(), key, drag.x, drag.y, context.pagePath()) : null;
    const moved = tree?.nodes.get(key);
    if (verdict?.kind !== 'move' || !moved) return;
    const { parent, sibling, position } = verdict.target;
    const siblingId = sibling.tempoElement.codebaseId;
    context.move(
      createChangeItem('MOVE_JSX', {
        codebaseIdToMoveTo: parent.tempoElement.codebaseId,
        codebaseIdToMove: moved.tempoElement.codebaseId,
        ...(position === 'before' ? { beforeCodebaseId: siblingId } : { afterCodebaseId: siblingId }),
      }),
      moved,
      sibling,
    );
  };
  const offs = [
    frame.on('DRAG_START_EVENT', ({ event }) => {
      // The frame selects the pressed element before it reports the drag; a chart that cannot move
      // on its own lifts the box it fills.
      const pressed = context.selected();
      const tree = context.tree();
      const lookups = context.lookups();
      const pagePath = context.pagePath();
      drag.key = pressed && tree && liftedKey(tree.nodes, lookups, pressed, lookups ? sameListIn(lookups, tree, pagePath) : null, lookups ? findUsesIn(lookups, tree, pagePath) : null);
      if (drag.key && drag.key !== pressed) context.select(drag.key);
      drag.x = event.pageX;
      drag.y = event.pageY;
      show();
    }),
    frame.on('MOUSE_MOVE_EVENT', ({ event }) => {
      context.onScroll(event.pageX - event.clientX, event.pageY - event.clientY);
      if (!drag.key) return;
      drag.x = event.pageX;
      drag.y = event.pageY;
      show();
    }),
    // The frame measures the page again as the drag starts: the place under the pointer may change with it.
    // (Subscribed after the editor's own `tree` listener, so the store holds this tree already.)
    frame.on('tree', () => show()),
    frame.on('DRAG_END_EVENT', () => end(true)),
    // A reloaded page has no drag (its old one ended with the page).
    frame.on('reconnected', () => end(false)),
    frame.on('DRAG_CANCEL_EVENT', () => end(false)),
  ];
  return () => offs.forEach((off) => off());
}
