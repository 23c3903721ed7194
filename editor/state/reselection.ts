// What the editor selects once the page shows an action's result, as a pure state machine: the
// store keeps it, the selection actions feed it the page's events, and `due` says when to look.
// A save's reload may come before its answer, or after a reload of an older build; a page that
// renders on the client posts its empty root first; and a reload for any other reason keeps the
// selection too, found again by its place in the source.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf } from '../../types';
import { renderingsOf } from '../lib/renderings';

/** The `nth` rendering of a source element, a parent's child, or a key. */
export type Reselect = { codebaseId: string; nth?: number } | { parentId: string; index: number } | { key: string | null };

export interface Reselection {
  /** What to select, or null: nothing planned. */
  target: Reselect | null;
  /** Wait for a reloaded page (the save rewrote the source), and keep the target for later reloads until the designer picks something else. */
  afterReload: boolean;
  /** The page reloaded since the target was last looked for. */
  reloadedSince: boolean;
  /** The page reloaded since the latest save was sent. */
  reloadedSinceSend: boolean;
  /** The reloaded page's tree has arrived (the SDK sends a new page's events after `reconnected`). */
  treeSinceReload: boolean;
  /** Trees since the reload that did not show the target yet. */
  treesWithout: number;
  /** The target was found in a page since it was planned (a swap in place keeps it there). */
  shown: boolean;
}

/** How many trees of a reloaded page may come before the one with the element (it may be gone). */
export const TREES_TO_WAIT_FOR = 10;

export const noReselection: Reselection = { target: null, afterReload: false, reloadedSince: false, reloadedSinceSend: false, treeSinceReload: true, treesWithout: 0, shown: false };

export type ReselectionEvent =
  /** An action planned its reselection (ids already mapped to the saved source's). */
  | { type: 'planned'; target: Reselect; afterReload: boolean }
  /** The designer chose an element: that outranks any plan. */
  | { type: 'chosen' }
  | { type: 'saveSent' }
  /** The preview reloaded; `selection` is where the selection was in the source, kept when nothing else is planned. */
  | { type: 'reloaded'; selection: Reselect | null }
  /**
   * The page swapped modules in place (a save's source re-rendered without a reload): a plan not found
   * yet (a copy the save made) is looked for in the trees from now on, as after a reload; one found
   * already stays where it is, and so does the selection.
   */
  | { type: 'swapped' }
  | { type: 'tree' }
  /**
   * The page took the selected element away after the target was found: a re-render replaced it
   * (a reloaded page's script from a newer build than its HTML renders it again), so the kept target
   * is looked for again in this tree and the next ones.
   */
  | { type: 'lost' }
  /** The target was looked for in a tree: `found` when the tree showed it. */
  | { type: 'looked'; found: boolean };

export function reselectionReducer(state: Reselection, event: ReselectionEvent): Reselection {
  switch (event.type) {
    case 'planned':
      // The page may have reloaded with the save before its answer came: that page is looked at at once.
      return { ...state, target: event.target, afterReload: event.afterReload, reloadedSince: state.reloadedSinceSend, shown: false };
    case 'chosen':
      return state.target ? { ...state, target: null } : state;
    case 'saveSent':
      return { ...state, reloadedSinceSend: false };
    case 'reloaded': {
      const keep = state.target ? { target: state.target, afterReload: state.afterReload } : event.selection ? { target: event.selection, afterReload: true } : { target: null, afterReload: false };
      return { ...state, ...keep, reloadedSince: true, reloadedSinceSend: true, treeSinceReload: false, treesWithout: 0 };
    }
    case 'swapped':
      return state.shown ? { ...state, reloadedSinceSend: true } : { ...state, reloadedSince: true, reloadedSinceSend: true, treeSinceReload: false, treesWithout: 0 };
    case 'tree':
      return state.treeSinceReload ? state : { ...state, treeSinceReload: true };
    case 'lost':
      return state.target && state.afterReload ? { ...state, reloadedSince: true, treeSinceReload: true, treesWithout: 0 } : state;
    case 'looked':
      if (!state.afterReload) return { ...state, target: null };
      if (event.found) return { ...state, reloadedSince: false, shown: true };
      // Not there yet: the next trees are looked at too, up to a limit.
      return state.treesWithout + 1 >= TREES_TO_WAIT_FOR ? { ...state, treesWithout: state.treesWithout + 1, reloadedSince: false } : { ...state, treesWithout: state.treesWithout + 1 };
  }
}

/** Whether the target is to be looked for in the page now. */
export const due = (state: Reselection): boolean => state.target !== null && (!state.afterReload || (state.reloadedSince && state.treeSinceReload));

/** The element `target` names in `tree`, if it is there. */
export function keyFor(target: Reselect, tree: NavTreeIndex): string | null {
  if ('key' in target) return target.key;
  if ('codebaseId' in target) {
    // Exactly the nth, never the last one instead: a page still loading posts trees of its first part
    // (renderings come in document order), and the nth is in a later tree. Plans count what remains.
    const match = renderingsOf(tree, target.codebaseId)[target.nth ?? 0];
    return match ? keyOf(match) : null;
  }
  // The first rendering of the parent, as the source names it.
  const parent = renderingsOf(tree, target.parentId)[0];
  const child = parent?.children[Math.min(target.index, parent.children.length - 1)];
  return child ? keyOf(child) : parent ? keyOf(parent) : null;
}

/** `target` with the ids a save moved (`map`: old id → new id). */
export function mapTarget(target: Reselect, map: Readonly<Record<string, string>> | null): Reselect {
  const mapped = (id: string) => map?.[id] ?? id;
  if ('codebaseId' in target) return { codebaseId: mapped(target.codebaseId), nth: target.nth };
  if ('parentId' in target) return { parentId: mapped(target.parentId), index: target.index };
  return target;
}
