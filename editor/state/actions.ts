// Everything the editor does, in one place: each action applies change items to the page as instant
// updates, saves them through the mutation server (which writes the source; the preview then reloads
// with it), keeps the history, and reports every failure through `report`, never silently.
import { buildRequest, codebaseIdsOf, createChangeItem, FrameReloadedError, isGeneratedId, isInstantUndoable, type FrameClient } from 'visual-editing-runtime/host';
import { errorMessage, type ChangeItemData, type NavTreeNode } from '../../types';
import { sourceEntry, sourcePlace } from '../lib/components';
import type { MutationApi } from '../lib/api';
import { popRedo, popUndo, push, type HistoryEntry } from '../lib/history';
import { remapIds } from '../lib/remap';
import { serverItem } from '../lib/restored-history';
import { elementName, labelFor, redoLabel, undoLabel } from '../lib/labels';
import { flatten, keyOf, neighbour } from '../lib/tree';
import { waitForInstantUpdate, waitForReconnect } from './frame-events';
import { selectionOf, type EditorState, type SaveEntry } from './model';
import type { EditorAction } from './reducer';

/** How the frame refuses a key no element has now (docs/protocol.md §6, keys over time). */
const STALE_KEY = /^No element with key /;

export interface ActionContext {
  dispatch(action: EditorAction): void;
  /** The latest state (actions run across awaits). */
  state(): EditorState;
  frame(): FrameClient | null;
  api: MutationApi | null;
  /** The page's address the preview would load (for the page path a save sends). */
  previewUrl(): string;
  /** Reloads the preview from scratch (a new connection), for Retry. */
  reconnect(): void;
}

/** What to select once an action's result is in the page: the `nth` rendering of a source element, a parent's child, or a key. */
export type Reselect = { codebaseId: string; nth?: number } | { parentId: string; index: number } | { key: string | null };


/** How many trees of a reloaded page may come before the one with the element to select again (it may be gone). */
const TREES_TO_WAIT_FOR = 10;

export function createActions(ctx: ActionContext) {
  const { dispatch, api } = ctx;
  const canvasId = api?.session.canvasId ?? 'site';
  let running = false;
  /** Resolves when the running action ends (queued undo/redo wait for it). */
  let idle: Promise<void> = Promise.resolve();
  let seq = 0;
  /**
   * What to select once the page shows an action's result: on the next tree, or with `afterReload`
   * on the first tree after each reload that shows it, kept until the designer picks something else.
   * A save's reload may come before its answer, or after a reload of an older build; and a reload for
   * any other reason keeps the selection too.
   */
  let pending: { target: Reselect; afterReload: boolean } | null = null;
  /** The page reloaded since `pending` was last tried. */
  let reloadedSince = false;
  /** The page reloaded since the latest save was sent. */
  let reloadedSinceSend = false;
  /** The reloaded page's tree has arrived (the SDK sends a new page's events after `reconnected`). */
  let treeSinceReload = true;
  /** Trees since the reload that did not show the reselection's element yet. */
  let treesWithout = 0;
  /** A save succeeded during the running action: the preview reloads with the new source, and the reselection reads its values. */
  let reloadExpected = false;
  /** The hover came from the page (cleared when the pointer shows up over the editor itself). */
  let hoverFromFrame = false;

  const report = (error: unknown, what?: string) => {
    // A call to a page that has since reloaded: the new page is set up again on reconnecting, so this is no failure a designer can act on.
    if (error instanceof FrameReloadedError) return;
    dispatch({ type: 'error', message: what ? `${what}: ${errorMessage(error)}` : errorMessage(error) });
  };
  const index = () => new Map(flatten(ctx.state().tree).map((node) => [keyOf(node), node]));
  const nodeOf = (key: string | null) => (key ? index().get(key) : undefined);

  /** Reads of the inspector's values started so far: only the latest one's answer is shown. */
  let inspectorReads = 0;
  /** Fresh inspector values for the selected element: computed values (once transitions have run), classes, rules. */
  async function readInspector(): Promise<void> {
    const key = ctx.state().selected;
    const frame = ctx.frame();
    if (!key || !frame) return;
    const read = ++inspectorReads;
    const [evals, rules] = await Promise.all([frame.getCssEvals(key, { settle: true }), frame.processRulesForSelectedElement({}, key)]);
    // A read that waited for a transition can answer after a later one (the page changed again
    // meanwhile, as when a forced state is set and cleared in quick succession): its values are older.
    if (read !== inspectorReads) return;
    dispatch({ type: 'inspector', key, data: { cssEvals: evals.cssEvals, rules } });
  }
  const refreshInspector = () => readInspector().catch((error: unknown) => report(error, 'Reading the selection\'s styles'));

  /**
   * Runs one action at a time; its failure reaches the error list. Another action while one runs is
   * refused, and says so (it was aimed at a page that is about to change), except undo and redo
   * (`queue`), which wait their turn: they act on the history, whatever the page shows by then.
   * The selection's values are read again afterwards: the page changed.
   */
  async function run(action: () => Promise<void>, { queue = false }: { queue?: boolean } = {}): Promise<void> {
    if (running && !queue) {
      dispatch({ type: 'notice', message: 'Still applying the previous change: try again in a moment.' });
      return;
    }
    while (running) await idle;
    running = true;
    let finished = () => {};
    idle = new Promise<void>((resolve) => (finished = resolve));
    reloadExpected = false;
    // A notice speaks of the action before: a new action retires it.
    if (ctx.state().notice) dispatch({ type: 'notice', message: null });
    dispatch({ type: 'busy', busy: true });
    try {
      await action();
    } catch (error) {
      report(error);
    } finally {
      running = false;
      finished();
      dispatch({ type: 'busy', busy: false });
    }
    if (!reloadExpected) await refreshInspector();
  }

  function requireFrame(): FrameClient {
    const frame = ctx.frame();
    if (!frame) throw new Error('Not connected to the preview');
    return frame;
  }

  /** Applies an item's instant update and resolves with the item as the frame applied it. */
  async function applyItem(item: ChangeItemData): Promise<ChangeItemData> {
    const frame = requireFrame();
    const refused = new AbortController();
    const done = waitForInstantUpdate(frame, item.id, { signal: refused.signal });
    // The frame posts INSTANT_UPDATE_DONE before it answers, so `done` may fail before it is awaited
    // below: give it a handler now; the await still sees the failure.
    done.catch(() => undefined);
    try {
      await frame.applyChangeItemToDocument(item);
    } catch (error) {
      // The frame refused the item and will post no INSTANT_UPDATE_DONE: stop waiting for it.
      refused.abort();
      throw error;
    }
    return done;
  }

  /** Reloads the preview and waits until the SDK has connected to the new page. */
  async function reloadPreview(): Promise<void> {
    const frame = requireFrame();
    const reconnected = waitForReconnect(frame);
    await frame.refresh();
    await reconnected;
  }

  /** Page path and renderings of the edited source element, so the server can count what an edit shows in. */
  function hintFor(codebaseId: string | undefined) {
    let pagePath = '/';
    try {
      pagePath = new URL(ctx.state().href || ctx.previewUrl()).pathname;
    } catch {
      // An address that is not a URL: the server counts without a page.
    }
    const count = codebaseId ? flatten(ctx.state().tree).filter((node) => node.tempoElement.codebaseId === codebaseId).length : 0;
    return { pagePath, renderings: count > 0 ? count : null };
  }

  /** Sends a request for `item` (a change, or an UNDO/REDO activity) and lists it; rejects with the server's reason. */
  async function save(item: ChangeItemData, label: string): Promise<Record<string, string> | null> {
    const request = buildRequest(item, canvasId, ctx.state().lookups?.treeElementLookup ?? {});
    seq += 1;
    // The server's id of the change: an undo or a redo names the change it takes back or makes again.
    const activityId = item.type === 'UNDO' ? (item.changeFields as { changeToUndo: ChangeItemData }).changeToUndo.id : item.type === 'REDO' ? (item.changeFields as { changeToRedo: ChangeItemData }).changeToRedo.id : item.id;
    const made = item.type !== 'UNDO' && item.type !== 'REDO';
    const entry: SaveEntry = { seq, label, urlPath: request.urlPath, body: JSON.stringify(request.body, null, 2), status: api ? 'saving' : 'preview', activityId, made };
    dispatch({ type: 'save', entry });
    if (!api) return null;
    const changeId = item.type === 'UNDO' || item.type === 'REDO' ? null : item.id;
    reloadedSinceSend = false;
    try {
      const answer = await api.send(request, changeId, hintFor(codebaseIdsOf(item.changeFields)[0]));
      dispatch({ type: 'saveUpdate', seq: entry.seq, update: { status: 'saved', message: answer.message, files: answer.files } });
      // The page reloads with the new source (and reads its values then).
      reloadExpected = true;
      return answer.prevIdToNewIdMap;
    } catch (error) {
      dispatch({ type: 'saveUpdate', seq: entry.seq, update: { status: 'failed', message: errorMessage(error) } });
      throw error;
    }
  }

  /** Tells the frame the source is being written: the page that reloads next holds the instant updates. */
  async function flushing(): Promise<void> {
    try {
      await requireFrame().setIsFlushing(true);
    } catch (error) {
      report(error, 'The preview may show the old page for a moment while it reloads');
    }
  }

  /** Takes instant updates back out of the page (the server refused what they showed), newest first. */
  async function rollBack(applied: ChangeItemData[], instant: boolean[]): Promise<void> {
    let reload = false;
    for (let i = applied.length - 1; i >= 0; i--) {
      if (!instant[i]) continue;
      const item = applied[i]!;
      if (isInstantUndoable(item)) await applyItem(createChangeItem('UNDO', { changeToUndo: item }));
      else reload = true;
    }
    if (reload) await reloadPreview();
  }

  function remember(target: Reselect, map: Record<string, string> | null) {
    const mapped = (id: string) => map?.[id] ?? id;
    const resolved: Reselect = 'codebaseId' in target ? { codebaseId: mapped(target.codebaseId), nth: target.nth } : 'parentId' in target ? { parentId: mapped(target.parentId), index: target.index } : target;
    pending = { target: resolved, afterReload: api !== null };
    // The page may have reloaded with the save before its answer came: try that page at once.
    reloadedSince = reloadedSinceSend;
    if (pending.afterReload && reloadedSince && treeSinceReload) applyPending(ctx.state().tree);
  }

  /** The element `target` names in `tree`, if it is there. */
  function keyFor(target: Reselect, tree: NavTreeNode): string | null {
    if ('key' in target) return target.key;
    const nodes = flatten(tree);
    if ('codebaseId' in target) {
      const matches = nodes.filter((node) => node.tempoElement.codebaseId === target.codebaseId);
      const match = matches[Math.min(target.nth ?? 0, matches.length - 1)];
      return match ? keyOf(match) : null;
    }
    const parent = nodes.find((node) => node.tempoElement.codebaseId === target.parentId);
    const child = parent?.children[Math.min(target.index, parent.children.length - 1)];
    return child ? keyOf(child) : parent ? keyOf(parent) : null;
  }

  /**
   * Selects what `pending` names once its page shows it. After a reload the first trees may not: a
   * page that renders on the client posts its empty root first. A target for reloaded pages stays
   * for the next reload.
   */
  function applyPending(tree: NavTreeNode | null): void {
    if (!pending || (pending.afterReload && !reloadedSince) || !tree) return;
    const { target, afterReload } = pending;
    const key = keyFor(target, tree);
    if (!afterReload) pending = null;
    else if (key || ++treesWithout >= TREES_TO_WAIT_FOR) reloadedSince = false;
    if (key) show(key, { scroll: true });
  }

  /** Where the selection is in the source (its codebase id and which rendering), to find it in a reloaded page. */
  function selectionTarget(): Reselect | null {
    const node = nodeOf(ctx.state().selected);
    const codebaseId = node?.tempoElement.codebaseId;
    if (!node || !codebaseId) return null;
    const nth = flatten(ctx.state().tree).filter((candidate) => candidate.tempoElement.codebaseId === codebaseId).indexOf(node);
    return { codebaseId, nth: Math.max(nth, 0) };
  }

  /** Selects `key` in the editor and the page (the planned reselection stays as it is). */
  function show(key: string | null, { scroll = false }: { scroll?: boolean } = {}): void {
    dispatch({ type: 'select', key });
    const frame = ctx.frame();
    if (!frame) return;
    frame
      .setSelectedElement(key)
      // A hidden element (display: none, or deleted until the source reloads) has nowhere to scroll to.
      .then(() => (scroll && key && nodeOf(key)?.displayType !== 'none' ? frame.scrollToElement(key) : undefined))
      .catch((error: unknown) => {
        // The page re-rendered since the layers were drawn: the frame has posted where the element went, or that it is gone.
        if (STALE_KEY.test(errorMessage(error))) return dispatch({ type: 'notice', message: 'That element is no longer in the page: the page re-rendered it. The layers show the page as it is now; pick the element again.' });
        report(error, 'Selecting in the preview');
      });
  }

  /**
   * One action: `items` (one per element for a change that names one element) are applied and saved
   * in order; a failure takes the earlier ones back out of the page and reports the server's reason.
   */
  function perform(items: ChangeItemData[], label: string, reselect?: Reselect, note?: string | null, onRefused?: (reason: string) => void): Promise<void> {
    return run(async () => {
      if (note) dispatch({ type: 'notice', message: note });
      if (api) {
        // An element no JSX of the site writes (a library renders it) has no source to change.
        if (items.some((item) => codebaseIdsOf(item.changeFields).some(isGeneratedId))) {
          throw new Error(`${label}: this element is not in the site's source (a library component renders it), so the change cannot be saved. Select the element that uses that component instead.`);
        }
      }
      // First the page shows every item (instant updates), then the server writes them one by one.
      const applied: ChangeItemData[] = [];
      const instant: boolean[] = [];
      for (const item of items) {
        try {
          applied.push(await applyItem(item));
          instant.push(true);
        } catch (error) {
          // Without a server the page is all there is; with one, the reloaded source shows the change.
          if (!api) {
            await rollBack(applied, instant);
            throw error;
          }
          applied.push(item);
          instant.push(false);
        }
      }
      let idMap: Record<string, string> | null = null;
      let saved = 0;
      if (api) await flushing();
      try {
        for (const original of items) {
          // An earlier save of this action may have moved the ids this item names.
          const item = idMap ? remapIds(original, idMap) : original;
          const moved = await save(item, items.length > 1 ? `${label} (${saved + 1} of ${items.length})` : label);
          if (moved) idMap = { ...(idMap ?? {}), ...moved };
          saved += 1;
        }
      } catch (error) {
        onRefused?.(errorMessage(error));
        // What the server refused leaves the page; what it wrote stays, and can be undone.
        await rollBack(applied.slice(saved), instant.slice(saved));
        if (saved) dispatch({ type: 'history', history: push(ctx.state().history, { items: applied.slice(0, saved), label, instant: instant.slice(0, saved) }) });
        throw error;
      }
      dispatch({ type: 'history', history: push(ctx.state().history, { items: applied, label, instant }) });
      if (reselect) remember(reselect, idMap);
    });
  }

  /** Applies (or reverses) a history entry's items through the frame and the server; `undo` runs them newest first. */
  async function replay(entry: HistoryEntry, direction: 'undo' | 'redo'): Promise<{ entry: HistoryEntry; missed: boolean }> {
    /** Some item was not (un)done in the page at once. */
    let missed = false;
    const order = entry.items.map((_, i) => i);
    if (direction === 'undo') order.reverse();
    const items = [...entry.items];
    if (api) await flushing();
    for (const i of order) {
      const item = entry.items[i]!;
      const activity = direction === 'undo' ? createChangeItem('UNDO', { changeToUndo: item }) : createChangeItem('REDO', { changeToRedo: item });
      const reverse = direction === 'undo' ? createChangeItem('REDO', { changeToRedo: item }) : createChangeItem('UNDO', { changeToUndo: item });
      // With a server the reloaded source shows the result, so an instant preview that fails is only a preview missed.
      const instant =
        entry.instant[i] &&
        isInstantUndoable(item) &&
        (await applyItem(activity).then(
          () => true,
          (error: unknown) => {
            // Without a server, an undo the page refuses (it re-rendered over the change) is made by reloading and replaying the rest.
            if (!api && direction === 'redo') throw error;
            return false;
          },
        ));
      if (!instant && !api && direction === 'redo') items[i] = await applyItem(item);
      if (!instant) missed = true;
      try {
        await save(activity, direction === 'undo' ? undoLabel(entry.label) : redoLabel(entry.label));
      } catch (error) {
        // The source still is as it was: show that again.
        if (instant) await applyItem(reverse);
        throw error;
      }
    }
    return { entry: { ...entry, items }, missed };
  }

  /** The selected nodes (the multi-selection, or the selected element), in selection order. */
  const selectedNodes = () => selectionOf(ctx.state()).map(nodeOf).filter((node): node is NavTreeNode => !!node);

  /** How many elements of the page show the source element `codebaseId`. */
  const renderingsOf = (codebaseId: string) => flatten(ctx.state().tree).filter((node) => node.tempoElement.codebaseId === codebaseId).length;

  /** Where the source element is written, from the server's lookups ("CardGrid, site/components/CardGrid.tsx:13"). */
  const sourceOf = (codebaseId: string) => sourcePlace(sourceEntry(ctx.state().lookups, codebaseId));

  /** A structural edit of an element rendered several times changes them all: say so before the designer is surprised. */
  function renderingsNote(nodes: readonly NavTreeNode[], verb: string): string | null {
    const many = nodes.map((node) => ({ node, count: renderingsOf(node.tempoElement.codebaseId) })).find(({ count }) => count > 1);
    if (!many) return null;
    const where = sourceOf(many.node.tempoElement.codebaseId);
    return `${verb} applies to all ${many.count} renderings of ${elementName(many.node)}: they come from one place in the source${where ? ` (${where})` : ''}.`;
  }

  const actions = {
    report,
    applyItem,
    refreshInspector,

    /** Called with every tree the frame posts. */
    treeArrived(tree: NavTreeNode | null) {
      treeSinceReload = true;
      applyPending(tree);
    },
    /** The preview reloaded (a save, refresh or navigation): a new page. */
    reloaded() {
      // The selection survives the reload: it is found again by its place in the source.
      if (!pending) {
        const target = selectionTarget();
        if (target) pending = { target, afterReload: true };
      }
      reloadedSince = true;
      reloadedSinceSend = true;
      treeSinceReload = false;
      treesWithout = 0;
      dispatch({ type: 'reloaded' });
    },

    perform,

    /** One change item per selected element (`make` builds it from a codebase id), as one history step. */
    /** `onRefused` hears the server's reason when it refuses the change (the field that made it shows it). */
    performEach(make: (codebaseId: string) => ChangeItemData, onRefused?: (reason: string) => void) {
      const nodes = selectedNodes();
      const ids = [...new Set(nodes.map((node) => node.tempoElement.codebaseId))];
      const items = ids.map(make);
      if (!items.length) return Promise.resolve();
      // Without a server the page keeps its keys, and the selection stays as it is. With one, the
      // reloaded page has new keys: select the same rendering of the same source element again.
      const selected = ctx.state().selected;
      const renderings = flatten(ctx.state().tree).filter((node) => node.tempoElement.codebaseId === ids[0]);
      const nth = Math.max(0, renderings.findIndex((node) => keyOf(node) === selected));
      return perform(items, labelFor(items[0]!, nodes), api ? { codebaseId: ids[0]!, nth } : undefined, null, onRefused);
    },

    /** Text typed in place in the canvas or in the inspector's text field. */
    editText(key: string, newText: string, oldText: string) {
      const node = nodeOf(key);
      if (!node) return Promise.resolve(report(new Error('The element whose text was edited has left the page')));
      const item = createChangeItem('EDIT_TEXT', { codebaseIdToEditText: node.tempoElement.codebaseId, newText, oldText });
      const nth = flatten(ctx.state().tree).filter((other) => other.tempoElement.codebaseId === node.tempoElement.codebaseId).findIndex((other) => keyOf(other) === key);
      return perform([item], labelFor(item, [node]), api ? { codebaseId: node.tempoElement.codebaseId, nth: Math.max(0, nth) } : undefined);
    },

    /** 'Edit Dynamic Text' on text that is not a literal: say where it is computed and open the inspector's text field. */
    editDynamicText(key: string) {
      const node = nodeOf(key);
      if (!node) return;
      if (ctx.state().selected !== key) actions.select(key);
      const where = sourceOf(node.tempoElement.codebaseId);
      dispatch({
        type: 'notice',
        message: `The text of ${elementName(node)} is computed${where ? ` in ${where}` : ' by the page'}, not written as one literal. Type the new text in the inspector's Text field: the server changes the literal it comes from when there is one, and otherwise says which candidates it found.`,
      });
      dispatch({ type: 'focusText' });
    },

    undo: () =>
      run(async () => {
        const step = popUndo(ctx.state().history);
        if (!step) return;
        const [entry, next] = step;
        const { missed } = await replay(entry, 'undo');
        if (!api && missed) {
          // Preview only, and no instant undo for a type: reload and replay what remains.
          await reloadPreview();
          for (const old of next.past) {
            const items: ChangeItemData[] = [];
            for (const item of old.items) items.push(await applyItem(item));
            old.items = items;
          }
        }
        dispatch({ type: 'history', history: next });
      }, { queue: true }),

    /**
     * The one-click undo of the changes list (a change whose type check found errors, say): takes
     * that change back on the server even when later changes followed it (the server merges, or
     * says which later change is in the way). This tab's history forgets it.
     */
    undoChange: (activityId: string, label: string) =>
      run(async () => {
        const { history } = ctx.state();
        const owner = history.past.find((entry) => entry.items.some((item) => item.id === activityId));
        const item = owner?.items.find((candidate) => candidate.id === activityId) ?? serverItem(activityId, 'change');
        if (api) await flushing();
        await save(createChangeItem('UNDO', { changeToUndo: item }), undoLabel(label));
        if (!owner) return;
        const rest = owner.items.filter((candidate) => candidate !== item);
        const past = ctx.state().history.past.flatMap((entry) => (entry !== owner ? [entry] : rest.length ? [{ ...entry, items: rest, instant: entry.instant.filter((_, i) => entry.items[i] !== item) }] : []));
        dispatch({ type: 'history', history: { ...ctx.state().history, past } });
      }, { queue: true }),

    redo: () =>
      run(async () => {
        const step = popRedo(ctx.state().history);
        if (!step) return;
        const [entry, finish] = step;
        const { entry: redone } = await replay(entry, 'redo');
        dispatch({ type: 'history', history: finish(redone) });
      }, { queue: true }),

    /** The designer clicked an element in the page. */
    frameSelected(key: string | null) {
      // A choice of the designer's own outranks the reselection an earlier action planned.
      if (key !== null) pending = null;
      dispatch({ type: 'select', key });
    },
    /** Selects an element (or nothing); `scroll` brings it into the canvas's view. */
    select(key: string | null, options: { scroll?: boolean } = {}) {
      pending = null;
      show(key, options);
    },
    /**
     * The page re-rendered the hovered or selected element: it has a new key now (or none). Applied
     * only while the editor still shows the old key; a choice made since (the editor's reselection
     * after an action, a click in the layers) stands, and the frame has been told of it.
     */
    followed(what: 'hovered' | 'selected', previousKey: string | null, key: string | null) {
      if (ctx.state()[what] !== previousKey) return;
      if (what === 'hovered') dispatch({ type: 'hover', key });
      else dispatch({ type: 'select', key });
    },
    followedMany(previousKeys: string[], keys: string[]) {
      const shown = selectionOf(ctx.state());
      if (shown.length !== previousKeys.length || shown.some((key, i) => key !== previousKeys[i])) return;
      dispatch({ type: 'multi', keys });
    },
    /** The page hovered an element under the pointer (or nothing). */
    frameHovered(key: string | null) {
      hoverFromFrame = key !== null;
      dispatch({ type: 'hover', key });
    },
    /**
     * The pointer is over the editor's own page. A page in another process does not always hear that
     * the pointer left it (nor does the canvas), so the hover the page set is cleared here.
     */
    pointerOverEditor() {
      if (hoverFromFrame) actions.hover(null);
    },
    hover(key: string | null) {
      hoverFromFrame = false;
      if (ctx.state().hovered === key) return;
      dispatch({ type: 'hover', key });
      ctx.frame()?.setHoveredElement(key).catch((error: unknown) => report(error, 'Hovering in the preview'));
    },
    /** Shift-click: adds `key` to the selection, or takes it out; only siblings go together. */
    toggleInSelection(key: string) {
      const current = selectionOf(ctx.state());
      if (!current.length) return actions.select(key);
      const keys = current.includes(key) ? current.filter((other) => other !== key) : [...current, key];
      const nodes = keys.map(nodeOf);
      const parent = nodes[0]?.parent;
      const stranger = nodes.find((node) => node?.parent !== parent);
      if (stranger) {
        dispatch({ type: 'notice', message: `Only siblings can be selected together: ${elementName(stranger)} is not a sibling of ${elementName(nodes[0])}. Select elements of the same parent, or select the parent.` });
        return;
      }
      if (keys.length === 1) return actions.select(keys[0]!);
      dispatch({ type: 'multi', keys });
      ctx.frame()?.setMultiselectedElementKeys(keys).catch((error: unknown) => report(error, 'Selecting in the preview'));
    },

    deleteSelection() {
      const keys = selectionOf(ctx.state());
      const nodes = selectedNodes();
      if (!nodes.length) return Promise.resolve();
      // The neighbour to select afterwards: the next sibling that stays, else the previous, else the parent.
      const parent = nodes[0]!.parent ? nodeOf(nodes[0]!.parent) : undefined;
      const removedIds = new Set(nodes.map((node) => node.tempoElement.codebaseId));
      const siblings = parent?.children ?? [];
      const at = siblings.findIndex((node) => keyOf(node) === keys[0]);
      const stays = (node: NavTreeNode) => !removedIds.has(node.tempoElement.codebaseId);
      const keep = siblings.slice(at + 1).find(stays) ?? siblings.slice(0, Math.max(at, 0)).reverse().find(stays);
      const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [...removedIds] });
      // Remaining siblings keep their order in the parent; with a server the reloaded page has new ids.
      // Without one the page keeps the removed elements (hidden, for an instant undo) and every key.
      const target: Reselect | undefined =
        keep && !api
          ? { key: keyOf(keep) }
          : keep && parent
            ? { parentId: parent.tempoElement.codebaseId, index: siblings.filter(stays).indexOf(keep) }
            : parent
              ? { codebaseId: parent.tempoElement.codebaseId }
              : undefined;
      return perform([item], labelFor(item, nodes), target, renderingsNote(nodes, 'Delete'));
    },
    duplicateSelection() {
      const nodes = selectedNodes();
      if (!nodes.length) return Promise.resolve();
      const item = createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: [...new Set(nodes.map((node) => node.tempoElement.codebaseId))] });
      const last = nodes[nodes.length - 1]!;
      const parent = last.parent ? nodeOf(last.parent) : undefined;
      const at = parent?.children.findIndex((node) => keyOf(node) === keyOf(last)) ?? -1;
      // The copy lands right after the last duplicated element: select it.
      return perform([item], labelFor(item, nodes), parent && at >= 0 ? { parentId: parent.tempoElement.codebaseId, index: at + 1 } : undefined, renderingsNote(nodes, 'Duplicate'));
    },
    wrapSelection() {
      const nodes = selectedNodes();
      if (!nodes.length) return Promise.resolve();
      const item = createChangeItem('WRAP_DIV', { codebaseIdsToWrap: nodes.map((node) => node.tempoElement.codebaseId) });
      const parent = nodes[0]!.parent ? nodeOf(nodes[0]!.parent) : undefined;
      const at = Math.min(...nodes.map((node) => parent?.children.findIndex((child) => keyOf(child) === keyOf(node)) ?? 0));
      // The wrapper takes the place of the first wrapped element: select it.
      return perform([item], labelFor(item, nodes), parent ? { parentId: parent.tempoElement.codebaseId, index: at } : undefined);
    },
    changeTag(newTagName: string) {
      return actions.performEach((codebaseId) => createChangeItem('CHANGE_TAG', { codebaseIdToChange: codebaseId, newTagName }));
    },
    /** A new native element with its text, after the selected element in the same parent. */
    addAfter(tag: string, text: string) {
      const node = nodeOf(ctx.state().selected);
      const parent = node?.parent ? nodeOf(node.parent) : undefined;
      if (!node || !parent?.parent) return Promise.resolve(report(new Error('Select an element inside the page to add a new one after it')));
      const escaped = text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
      const item = createChangeItem('ADD_JSX', {
        codebaseIdToAddTo: parent.tempoElement.codebaseId,
        afterCodebaseId: node.tempoElement.codebaseId,
        addNativeTag: tag,
        propsToSet: text ? { children: text } : {},
        htmlForInstantUpdate: `<${tag}>${escaped}</${tag}>`,
      });
      const at = parent.children.findIndex((child) => keyOf(child) === keyOf(node));
      return perform([item], labelFor(item, [node]), { parentId: parent.tempoElement.codebaseId, index: at + 1 });
    },
    /** A drag ended over a drop target: the MOVE_JSX item the drag made. */
    move(item: ChangeItemData, moved: NavTreeNode) {
      return perform([item], labelFor(item, [moved]), { codebaseId: moved.tempoElement.codebaseId }, renderingsNote([moved], 'Move'));
    },

    /** Moves the selection with the arrow keys through the tree. */
    step(direction: 'up' | 'down' | 'left' | 'right') {
      const current = ctx.state().selected;
      const tree = ctx.state().tree;
      if (!current) {
        // Nothing selected: the first element of the page, so a keyboard alone can start.
        if (direction === 'down' && tree?.children[0]) actions.select(keyOf(tree.children[0]), { scroll: true });
        return;
      }
      const next = neighbour(tree, current, direction);
      if (next) actions.select(next, { scroll: true });
    },

    /** Forces pseudo states (`hover`, …) on the selection, then reads its values in that state. */
    forceStates(modifiers: string[], key: string | null = ctx.state().selected) {
      const frame = ctx.frame();
      if (!key || !frame) return Promise.resolve();
      return frame
        .setModifiersForSelectedElement(modifiers, key)
        .then(refreshInspector)
        .catch((error: unknown) => report(error, 'Forcing the state'));
    },

    /** Class names the page's style sheets use, for the class field's suggestions. */
    /** `frame` while the connection is still being set up (before ctx.frame() knows it). */
    async readPageClasses(frame: FrameClient | null = ctx.frame()) {
      if (!frame) return;
      dispatch({ type: 'pageClasses', classes: await frame.getPageClassNames() });
    },

    setDriveMode(on: boolean) {
      // The editor owns the mode: it changes at once, and is sent again after every reload.
      dispatch({ type: 'driveMode', on });
      const frame = ctx.frame();
      if (frame) (on ? frame.enableDriveMode() : frame.disableDriveMode()).catch((error: unknown) => report(error, 'Drive mode'));
    },
    goBack: () => ctx.frame()?.goBack().catch((error: unknown) => report(error, 'Back')),
    goForward: () => ctx.frame()?.goForward().catch((error: unknown) => report(error, 'Forward')),
    refresh: () => ctx.frame()?.refresh().catch((error: unknown) => report(error, 'Refresh')),
    retry: () => ctx.reconnect(),
    dismissError: (id: number) => dispatch({ type: 'dismissError', id }),
    dismissNotice: () => dispatch({ type: 'notice', message: null }),
  };
  return actions;
}

export type EditorActions = ReturnType<typeof createActions>;
