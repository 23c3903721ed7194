// Reordering without dragging in the canvas: one place up or down among the siblings (Alt+↑ / Alt+↓,
// "Move up" / "Move down") and a drop chosen in the layers panel. Each is checked as a canvas drop is
// (lib/drop-check.ts: the places the server would refuse are said at once, with the reason) and sent
// as the same MOVE_JSX (structure.move: a card moves its data item, a section its component's use).
import { createChangeItem } from 'visual-editing-runtime/host';
import { keyOf, type NavTreeNode } from '../../types';
import { blockName, sentence } from '../lib/block-names';
import { SOURCE_LOADING, findUsesIn } from '../lib/component-uses';
import { sameListIn } from '../lib/data-items';
import { checkDrop, type DropVerdict } from '../lib/drop-check';
import { stepTarget, type Direction } from '../lib/reorder';
import { barAtScale, type DropTarget } from '../lib/tree';
import type { ActionContext, Report } from './action-context';
import { selectionOf } from './model';
import { nodeOf, pagePathOf } from './selectors';
import type { StructureActions } from './structure';

interface ReorderDeps {
  report: Report;
  structure: Pick<StructureActions, 'move'>;
}

export function createReorder(ctx: ActionContext, { report, structure }: ReorderDeps) {
  const { dispatch } = ctx;

  /** What dropping `key` at `target` does, checked as a drag in the canvas is. */
  function verdictFor(key: string, target: DropTarget | null): DropVerdict | null {
    const state = ctx.state();
    if (state.lookupsStale) return { kind: 'refused', reason: SOURCE_LOADING };
    const node = nodeOf(state, key);
    if (!node) return null;
    const pagePath = pagePathOf(state, ctx.previewUrl());
    const { lookups, tree } = state;
    const parent = nodeOf(state, node.parent);
    return checkDrop(lookups, node, parent, target, lookups ? sameListIn(lookups, tree, pagePath) : null, lookups ? findUsesIn(lookups, tree, pagePath) : null);
  }

  /** Sends the move of an allowed verdict (the MOVE_JSX a drag sends). */
  function commit(moved: NavTreeNode, target: DropTarget): Promise<void> {
    const { parent, sibling, position } = target;
    const siblingId = sibling.tempoElement.codebaseId;
    const item = createChangeItem('MOVE_JSX', {
      codebaseIdToMoveTo: parent.tempoElement.codebaseId,
      codebaseIdToMove: moved.tempoElement.codebaseId,
      ...(position === 'before' ? { beforeCodebaseId: siblingId } : { afterCodebaseId: siblingId }),
    });
    return structure.move(item, moved, sibling);
  }

  const notice = (message: string) => {
    dispatch({ type: 'notice', message });
    return Promise.resolve();
  };

  return {
    /** The verdict for a drop of `key` at `target` (the layers panel shows it while dragging). */
    checkMove: verdictFor,

    /** Drops `key` at `target` (a drop in the layers): moves it, or says why not. */
    moveTo(key: string, target: DropTarget): Promise<void> {
      const verdict = verdictFor(key, target);
      const node = nodeOf(ctx.state(), key);
      if (!verdict || !node) return Promise.resolve();
      if (verdict.kind === 'refused') return notice(verdict.reason);
      if (verdict.kind === 'same') return Promise.resolve();
      return commit(node, verdict.target);
    },

    /** Why the selected element cannot move one place up or down (none further, or a place the code refuses), or null. */
    whyNotStep(direction: Direction): string | null {
      const state = ctx.state();
      const keys = selectionOf(state);
      if (keys.length !== 1) return keys.length ? 'Select one element to move it one place up or down.' : 'Select an element to move it.';
      const step = stepTarget(state.tree, keys[0]!, direction);
      if ('refused' in step) return step.refused;
      const verdict = verdictFor(keys[0]!, step.target);
      return verdict?.kind === 'refused' ? verdict.reason : null;
    },

    /** Moves the selected element one place up or down among its siblings (Alt+↑ / Alt+↓). */
    moveSelection(direction: Direction): Promise<void> {
      const state = ctx.state();
      const keys = selectionOf(state);
      if (keys.length !== 1) return notice(keys.length ? 'Select one element to move it one place up or down.' : 'Select an element to move it.');
      const key = keys[0]!;
      const step = stepTarget(state.tree, key, direction);
      if ('refused' in step) return notice(step.refused);
      const verdict = verdictFor(key, step.target);
      const node = nodeOf(state, key);
      if (!verdict || !node) return Promise.resolve();
      if (verdict.kind === 'refused') return notice(verdict.reason === SOURCE_LOADING ? SOURCE_LOADING : `${sentence(blockName(node))} cannot move ${direction}: ${verdict.reason}`);
      if (verdict.kind === 'same') return notice(`${sentence(blockName(node))} stays where it is: the place ${direction === 'up' ? 'above' : 'below'} it is the same spot in the code.`);
      return commit(node, verdict.target);
    },

    /** The insertion bar in the page for a drop chosen outside it (the layers); null hides it. */
    showDropBar(target: DropTarget | null): void {
      const frame = ctx.frame();
      if (!frame) return;
      const bar = target ? barAtScale(target.bar, ctx.state().scale) : null;
      const shown = bar && target ? frame.tempMoveToNewParent(bar.width, bar.height, bar.x, bar.y, keyOf(target.parent), false) : frame.tempMoveToNewParent(0, 0, 0, 0, '', true);
      shown.catch((error: unknown) => report(error, 'Showing where the element lands', true));
    },
  };
}

export type ReorderActions = ReturnType<typeof createReorder>;
