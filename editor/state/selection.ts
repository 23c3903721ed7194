// What is selected and hovered, in the editor and the page: the designer's choices, the page's own
// re-renders, and the reselection an action plans for the page that shows its result.
import { FrameError, type NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf } from '../../types';
import { elementName } from '../lib/labels';
import { neighbour } from '../lib/tree';
import type { ActionContext, Report } from './action-context';
import { selectionOf } from './model';
import { due, keyFor, mapTarget, type Reselect } from './reselection';
import { nodeOf, renderingIndex } from './selectors';

/** The frame's refusal of a key no element has now (docs/protocol.md §6, keys over time). */
const isStaleKey = (error: unknown): boolean => error instanceof FrameError && error.code === 'unknown-key';

export function createSelection(ctx: ActionContext, report: Report) {
  const { dispatch, api } = ctx;

  /**
   * The key the editor selected by itself (a reselection after a reload) and the page has not answered
   * with a click since: a click the designer made meanwhile may reach the editor after the frame
   * applied this, so the editor gives the designer's choice back to the frame (frameSelected).
   */
  let automatic: string | null = null;

  /**
   * The selected key a tree took out of the selection (the element left that place): the frame posts
   * where it went just after that tree, naming this key as the one it replaces.
   */
  let leftWithTree: string | null = null;

  /** The page took the selected element away: a reselection the last action planned looks for it again. */
  function selectionLost(): void {
    dispatch({ type: 'reselection', event: { type: 'lost' } });
    lookForPlanned(ctx.state().tree);
  }

  /** Selects `key` in the editor and the page (the planned reselection stays as it is). */
  function show(key: string | null, { scroll = false, byEditor = false }: { scroll?: boolean; byEditor?: boolean } = {}): void {
    automatic = byEditor ? key : null;
    leftWithTree = null;
    dispatch({ type: 'select', key });
    const frame = ctx.frame();
    if (!frame) return;
    frame
      .setSelectedElement(key)
      // A hidden element (display: none, or deleted until the source reloads) has nowhere to scroll to.
      .then(() => (scroll && key && nodeOf(ctx.state(), key)?.displayType !== 'none' ? frame.scrollToElement(key) : undefined))
      .catch((error: unknown) => {
        // The page re-rendered since the layers were drawn: the frame has posted where the element went, or that it is gone.
        if (isStaleKey(error)) return dispatch({ type: 'notice', message: 'That element is no longer in the page: the page re-rendered it. The layers show the page as it is now; pick the element again.' });
        report(error, 'Selecting in the preview');
      });
  }

  /** Selects the planned element if the page shows it now. */
  function lookForPlanned(tree: NavTreeIndex | null): void {
    const { reselection } = ctx.state();
    if (!tree || !reselection.target || !due(reselection)) return;
    const key = keyFor(reselection.target, tree);
    dispatch({ type: 'reselection', event: { type: 'looked', found: key !== null } });
    if (key) show(key, { scroll: true, byEditor: true });
  }

  /** Where the selection is in the source (its codebase id and which rendering), to find it in a reloaded page. */
  function selectionPlace(): Reselect | null {
    const state = ctx.state();
    const node = nodeOf(state, state.selected);
    const codebaseId = node?.tempoElement.codebaseId;
    if (!node || !codebaseId) return null;
    return { codebaseId, nth: renderingIndex(state.tree, codebaseId, state.selected) };
  }

  const selection = {
    show,

    /**
     * What to select once the page shows an action's result; `map` has the ids the action's saves
     * moved. With a server the page reloads with the new source first.
     */
    plan(target: Reselect, map: Readonly<Record<string, string>> | null) {
      const afterReload = api !== null;
      dispatch({ type: 'reselection', event: { type: 'planned', target: mapTarget(target, map), afterReload } });
      // The page may have reloaded with the save before its answer came: try that page at once.
      if (afterReload) lookForPlanned(ctx.state().tree);
    },
    /** A save was sent: a reload from now on may be its page. */
    saveSent: () => dispatch({ type: 'reselection', event: { type: 'saveSent' } }),

    /** Called with every tree the frame posts: the layers show it, and keys it no longer has leave the selection. */
    treeArrived(tree: NavTreeIndex | null) {
      const before = ctx.state().selected;
      dispatch({ type: 'tree', tree });
      dispatch({ type: 'reselection', event: { type: 'tree' } });
      if (before !== null && ctx.state().selected === null) {
        leftWithTree = before;
        selectionLost();
      } else {
        lookForPlanned(tree);
      }
    },
    /** The preview reloaded (a save, refresh or navigation): a new page. */
    reloaded() {
      leftWithTree = null;
      // The selection survives the reload: it is found again by its place in the source.
      dispatch({ type: 'reselection', event: { type: 'reloaded', selection: selectionPlace() } });
      dispatch({ type: 'reloaded' });
    },

    /** The page swapped a save's modules in place: what a save planned to select is looked for in the trees that follow. */
    swapped: () => dispatch({ type: 'reselection', event: { type: 'swapped' } }),

    /** The designer clicked an element in the page. */
    frameSelected(key: string | null) {
      leftWithTree = null;
      // A choice of the designer's own outranks the reselection an earlier action planned.
      if (key !== null) dispatch({ type: 'reselection', event: { type: 'chosen' } });
      dispatch({ type: 'select', key });
      // The editor's own reselection may have reached the page after this click: the click stands
      // there too (else the second click of a double click would select instead of editing).
      const stale = automatic !== null && automatic !== key;
      automatic = null;
      if (stale) ctx.frame()?.setSelectedElement(key).catch((error: unknown) => report(error, 'Selecting in the preview', true));
    },
    /** Selects an element (or nothing); `scroll` brings it into the canvas's view. */
    select(key: string | null, options: { scroll?: boolean } = {}) {
      dispatch({ type: 'reselection', event: { type: 'chosen' } });
      show(key, options);
    },
    /**
     * The page re-rendered the hovered or selected element: it has a new key now (or none). Applied
     * only while the editor still shows the old key; a choice made since (the editor's reselection
     * after an action, a click in the layers) stands, and the frame has been told of it.
     */
    followed(what: 'hovered' | 'selected', previousKey: string | null, key: string | null) {
      if (what === 'hovered') {
        if (ctx.state().hovered === previousKey) dispatch({ type: 'hover', key, fromFrame: ctx.state().hoverFromFrame });
        return;
      }
      // The tree before this message may have taken the old key out of the selection already.
      const current = ctx.state().selected;
      if (current !== previousKey && !(current === null && previousKey !== null && leftWithTree === previousKey)) return;
      leftWithTree = null;
      dispatch({ type: 'select', key });
      if (key === null) selectionLost();
    },
    followedMany(previousKeys: string[], keys: string[]) {
      const shown = selectionOf(ctx.state());
      if (shown.length !== previousKeys.length || shown.some((key, i) => key !== previousKeys[i])) return;
      dispatch({ type: 'multi', keys });
    },
    /** The page hovered an element under the pointer (or nothing). */
    frameHovered(key: string | null) {
      dispatch({ type: 'hover', key, fromFrame: true });
    },
    /**
     * The pointer is over the editor's own page. A page in another process does not always hear that
     * the pointer left it (nor does the canvas), so the hover the page set is cleared here.
     */
    pointerOverEditor() {
      if (ctx.state().hoverFromFrame) selection.hover(null);
    },
    hover(key: string | null) {
      const { hovered, hoverFromFrame } = ctx.state();
      if (hovered === key && !hoverFromFrame) return;
      dispatch({ type: 'hover', key });
      if (hovered === key) return;
      ctx.frame()?.setHoveredElement(key).catch((error: unknown) => report(error, 'Hovering in the preview', true));
    },
    /** Shift-click: adds `key` to the selection, or takes it out; only siblings go together. */
    toggleInSelection(key: string) {
      const state = ctx.state();
      const current = selectionOf(state);
      if (!current.length) return selection.select(key);
      const keys = current.includes(key) ? current.filter((other) => other !== key) : [...current, key];
      const nodes = keys.map((other) => nodeOf(state, other));
      const parent = nodes[0]?.parent;
      const stranger = nodes.find((node) => node?.parent !== parent);
      if (stranger) {
        dispatch({ type: 'notice', message: `Only siblings can be selected together: ${elementName(stranger)} is not a sibling of ${elementName(nodes[0])}. Select elements of the same parent, or select the parent.` });
        return;
      }
      if (keys.length === 1) return selection.select(keys[0]!);
      dispatch({ type: 'multi', keys });
      ctx.frame()?.setMultiselectedElementKeys(keys).catch((error: unknown) => report(error, 'Selecting in the preview'));
    },
    /** Moves the selection with the arrow keys through the tree. */
    step(direction: 'up' | 'down' | 'left' | 'right') {
      const { selected, tree } = ctx.state();
      if (!selected) {
        // Nothing selected: the first element of the page, so a keyboard alone can start.
        const first = tree?.tree.children[0];
        if (direction === 'down' && first) selection.select(keyOf(first), { scroll: true });
        return;
      }
      const next = neighbour(tree, selected, direction);
      if (next) selection.select(next, { scroll: true });
    },
  };
  return selection;
}

export type SelectionActions = ReturnType<typeof createSelection>;
