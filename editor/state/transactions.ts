// Changes as transactions: each action's change items are shown in the page at once (instant
// updates), then saved one by one through the mutation server (which writes the source; the
// preview then reloads with it), recorded in the history, and taken back out of the page when the
// server refuses them. One action runs at a time; undo and redo wait their turn.
import { buildRequest, codebaseIdsOf, createChangeItem, isGeneratedId, isInstantUndoable, type FrameClient } from 'visual-editing-runtime/host';
import { errorMessage, type ChangeItemData } from '../../types';
import { detailsOf } from '../lib/api';
import { popRedo, popUndo, push, type HistoryEntry } from '../lib/history';
import { remapIds } from '../lib/remap';
import { serverItem } from '../lib/restored-history';
import { redoLabel, undoLabel } from '../lib/labels';
import { requireFrame, type ActionContext, type Report } from './action-context';
import { waitForInstantUpdate, waitForReconnect } from './frame-events';
import type { SaveEntry } from './model';
import type { Reselect } from './reselection';
import { pagePathOf, renderingsOf } from './selectors';
import type { SelectionActions } from './selection';

/** What a caller of `perform` hears between its steps (a check that the save took effect). */
export interface PerformHooks {
  /** The page shows every item (their instant updates), and no save has been sent yet. */
  applied?(): Promise<void>;
  /** Every item was saved; `idMap` has the codebase ids the saves moved (null: none, or no server). */
  saved?(idMap: Record<string, string> | null): void;
}

interface TransactionDeps {
  report: Report;
  refreshInspector(): Promise<void>;
  selection: Pick<SelectionActions, 'plan' | 'saveSent'>;
}

export function createTransactions(ctx: ActionContext, { report, refreshInspector, selection }: TransactionDeps) {
  const { dispatch, api } = ctx;
  const canvasId = api?.session.canvasId ?? 'site';
  /** Resolves when the running action ends (queued undo/redo wait for it); the store's `busy` says whether one runs. */
  let idle: Promise<void> = Promise.resolve();

  /**
   * Runs one action at a time; its failure reaches the error list. Another action while one runs is
   * refused, and says so (it was aimed at a page that is about to change), except undo and redo
   * (`queue`), which wait their turn: they act on the history, whatever the page shows by then.
   * The selection's values are read again afterwards: the page changed.
   */
  async function run(action: () => Promise<void>, { queue = false }: { queue?: boolean } = {}): Promise<void> {
    if (ctx.state().busy && !queue) {
      dispatch({ type: 'notice', message: 'Still applying the previous change: try again in a moment.' });
      return;
    }
    while (ctx.state().busy) await idle;
    let finished = () => {};
    idle = new Promise<void>((resolve) => (finished = resolve));
    // A notice speaks of the action before: a new action retires it.
    if (ctx.state().notice) dispatch({ type: 'notice', message: null });
    dispatch({ type: 'busy', busy: true });
    try {
      await action();
    } catch (error) {
      report(error);
    } finally {
      dispatch({ type: 'busy', busy: false });
      finished();
    }
    if (!ctx.state().reloadExpected) await refreshInspector();
  }

  /** Applies an item's instant update and resolves with the item as the frame applied it. */
  async function applyItem(item: ChangeItemData): Promise<ChangeItemData> {
    const frame = requireFrame(ctx);
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
    const frame: FrameClient = requireFrame(ctx);
    const reconnected = waitForReconnect(frame);
    await frame.refresh();
    await reconnected;
  }

  /** Page path and renderings of the edited source element, so the server can count what an edit shows in. */
  function hintFor(codebaseId: string | undefined) {
    const pagePath = pagePathOf(ctx.state(), ctx.previewUrl());
    const count = codebaseId ? renderingsOf(ctx.state().tree, codebaseId).length : 0;
    return { pagePath, renderings: count > 0 ? count : null };
  }

  /** Sends a request for `item` (a change, or an UNDO/REDO activity) and lists it; rejects with the server's reason. */
  async function save(item: ChangeItemData, label: string): Promise<Record<string, string> | null> {
    const request = buildRequest(item, canvasId, ctx.state().lookups?.treeElementLookup ?? {});
    // The server's id of the change: an undo or a redo names the change it takes back or makes again.
    const activityId = item.type === 'UNDO' ? (item.changeFields as { changeToUndo: ChangeItemData }).changeToUndo.id : item.type === 'REDO' ? (item.changeFields as { changeToRedo: ChangeItemData }).changeToRedo.id : item.id;
    const made = item.type !== 'UNDO' && item.type !== 'REDO';
    const seq = ctx.state().saveSeq;
    const entry: Omit<SaveEntry, 'seq'> = { label, urlPath: request.urlPath, body: JSON.stringify(request.body, null, 2), status: api ? 'saving' : 'preview', activityId, made };
    dispatch({ type: 'save', entry });
    if (!api) return null;
    const changeId = item.type === 'UNDO' || item.type === 'REDO' ? null : item.id;
    selection.saveSent();
    try {
      const answer = await api.send(request, changeId, hintFor(codebaseIdsOf(item.changeFields)[0]));
      // Marks the reload that follows as expected: the page reloads with the new source (and reads its values then).
      dispatch({ type: 'saveUpdate', seq, update: { status: 'saved', message: answer.message, files: answer.files } });
      // The entries that made an undone (or redone) change say so, and offer its undo only while it is applied.
      if (!made && activityId) dispatch({ type: 'changeUndone', activityId, undone: item.type === 'UNDO' });
      return answer.prevIdToNewIdMap;
    } catch (error) {
      const details = detailsOf(error);
      dispatch({ type: 'saveUpdate', seq, update: { status: 'failed', message: errorMessage(error), ...(details ? { details } : {}) } });
      throw error;
    }
  }

  /** Tells the frame the source is being written: the page that reloads next holds the instant updates. */
  async function flushing(): Promise<void> {
    try {
      await requireFrame(ctx).setIsFlushing(true);
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

  /**
   * One action: `items` (one per element for a change that names one element) are applied and saved
   * in order; a failure takes the earlier ones back out of the page and reports the server's reason.
   */
  function perform(items: ChangeItemData[], label: string, reselect?: Reselect, note?: string | null, onRefused?: (reason: string) => void, hooks?: PerformHooks): Promise<void> {
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
          // For whoever reads the console: the designer sees it once the saved source reloads.
          console.warn(`${label}: the page could not show it at once (${errorMessage(error)}); it shows once the save reloads the page.`);
          applied.push(item);
          instant.push(false);
        }
      }
      let idMap: Record<string, string> | null = null;
      let saved = 0;
      await hooks?.applied?.();
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
      if (reselect) selection.plan(reselect, idMap);
      hooks?.saved?.(idMap);
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

  return {
    applyItem,
    perform,

    undo: () =>
      run(
        async () => {
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
        },
        { queue: true },
      ),

    /**
     * The one-click undo of the changes list (a change whose type check found errors, say): takes
     * that change back on the server even when later changes followed it (the server merges, or
     * says which later change is in the way). This tab's history forgets it.
     */
    undoChange: (activityId: string, label: string) =>
      run(
        async () => {
          const { history } = ctx.state();
          const owner = history.past.find((entry) => entry.items.some((item) => item.id === activityId));
          const item = owner?.items.find((candidate) => candidate.id === activityId) ?? serverItem(activityId, 'change');
          if (api) await flushing();
          await save(createChangeItem('UNDO', { changeToUndo: item }), undoLabel(label));
          if (!owner) return;
          const rest = owner.items.filter((candidate) => candidate !== item);
          const past = ctx.state().history.past.flatMap((entry) => (entry !== owner ? [entry] : rest.length ? [{ ...entry, items: rest, instant: entry.instant.filter((_, i) => entry.items[i] !== item) }] : []));
          dispatch({ type: 'history', history: { ...ctx.state().history, past } });
        },
        { queue: true },
      ),

    redo: () =>
      run(
        async () => {
          const step = popRedo(ctx.state().history);
          if (!step) return;
          const [entry, finish] = step;
          const { entry: redone } = await replay(entry, 'redo');
          dispatch({ type: 'history', history: finish(redone) });
        },
        { queue: true },
      ),
  };
}

export type TransactionActions = ReturnType<typeof createTransactions>;
