// The editor's state and actions: one connection to the frame, the tree, selection, inspector data,
// history and the changes it saved. Frame events update React state; each action is an instant
// update in the page AND a request to the mutation server, which writes the source (the preview then
// reloads with it). Without a server (a page not served by `npm start`) the editor previews only.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildRequest, codebaseIdsOf, connectFrame, createChangeItem, isGeneratedId, isInstantUndoable, type FrameClient } from 'visual-editing-runtime/host';
import type { ChangeItemData, LookupsAnswer, NavTreeNode, ProcessedCssRule, WrittenFile } from '../../types';
import { createMutationApi, readSession, type BuiltRequest, type MutationApi } from '../lib/api';
import { emptyHistory, popRedo, popUndo, push, type History } from '../lib/history';
import { STORYBOARD_ID, flatten, indexTree, keyOf, neighbour } from '../lib/tree';
import { wireDrag } from './drag';
import { waitForInstantUpdate, waitForReconnect } from './frame-events';

/** One change the designer made, and what became of it on the server. */
export interface SaveEntry {
  seq: number;
  label: string;
  urlPath: string;
  body: string;
  /** `preview`: no editing server, the change lives in the page only. */
  status: 'saving' | 'saved' | 'failed' | 'preview';
  /** The server's message, or why it failed. */
  message?: string;
  files?: WrittenFile[];
}

export interface InspectorData {
  key: string;
  cssEvals: Record<string, string>;
  classList: string[];
  rules: ProcessedCssRule[];
}

export type Status = { kind: 'connecting' } | { kind: 'ready' } | { kind: 'error'; message: string };

/** The preview URL: the dev-domain host, `?path=` the page to open; `?preview=` overrides the whole URL (the error test). */
export function previewUrl(): string {
  const params = new URLSearchParams(location.search);
  const override = params.get('preview');
  if (override) return override;
  const path = params.get('path') ?? '/';
  return `http://preview.dev.localhost:${location.port}${path.startsWith('/') ? path : `/${path}`}`;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useEditor(iframe: React.RefObject<HTMLIFrameElement>) {
  const [status, setStatus] = useState<Status>({ kind: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  const [tree, setTree] = useState<NavTreeNode | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [multi, setMulti] = useState<string[]>([]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [href, setHref] = useState('');
  const [driveMode, setDriveMode] = useState(false);
  const [zoom, setZoomState] = useState(1);
  const [inspector, setInspector] = useState<InspectorData | null>(null);
  const [history, setHistory] = useState<History>(emptyHistory);
  const [saves, setSaves] = useState<SaveEntry[]>([]);
  const [busy, setBusy] = useState(false);
  /** The frame's scroll offset, as its mouse moves report it (page minus client coordinates). */
  const [scroll, setScroll] = useState({ x: 0, y: 0 });
  const [lastError, setLastError] = useState<string | null>(null);

  const frameRef = useRef<FrameClient | null>(null);
  const live = useRef({ tree, selected, history, zoom, driveMode, href, busy: false });
  live.current.tree = tree;
  live.current.href = href;
  live.current.selected = selected;
  live.current.history = history;
  live.current.zoom = zoom;
  const index = useMemo(() => indexTree(tree), [tree]);
  const indexRef = useRef(index);
  indexRef.current = index;
  const seq = useRef(0);
  /** The mutation server that served this page (its session is in the page), or null: preview only. */
  const api = useMemo<MutationApi | null>(() => {
    const session = readSession(document);
    return session ? createMutationApi(session) : null;
  }, []);
  const canvasId = api?.session.canvasId ?? 'site';
  /** The source's lookups (names, static text, files) from the server; null without one. */
  const lookups = useRef<LookupsAnswer | null>(null);
  /** After a save the preview reloads with the new source: the codebase id to select again then. */
  const reselect = useRef<string | null>(null);
  /** Tells the frame the editor's drive mode (on connect, after a reload, on a toggle). */
  const sendDriveMode = (frame: FrameClient) => (live.current.driveMode ? frame.enableDriveMode() : frame.disableDriveMode());

  /** Adds a change to the list and returns the function that updates it. */
  const record = useCallback((label: string, request: BuiltRequest, status: SaveEntry['status']) => {
    seq.current += 1;
    const entry: SaveEntry = { seq: seq.current, label, urlPath: request.urlPath, body: JSON.stringify(request.body, null, 2), status };
    setSaves((old) => [entry, ...old].slice(0, 50));
    return (update: Partial<SaveEntry>) => setSaves((old) => old.map((other) => (other.seq === entry.seq ? { ...other, ...update } : other)));
  }, []);

  /** What the server needs to count the renderings of an edit: this page's path and, for the edited source element, how many elements the tree shows for it. */
  const hintFor = useCallback((codebaseId: string | undefined) => {
    let pagePath = '/';
    try {
      pagePath = new URL(live.current.href || previewUrl()).pathname;
    } catch {
      // An address the frame reported that is not a URL: the server counts without a page.
    }
    const count = codebaseId ? flatten(live.current.tree).filter((node) => node.tempoElement.codebaseId === codebaseId).length : 0;
    return { pagePath, renderings: count > 0 ? count : null };
  }, []);

  /**
   * Sends a request for `item` (a change, or an UNDO/REDO activity) and records it. Resolves with the
   * server's answer, or null without a server; rejects with the server's reason.
   */
  const save = useCallback(
    async (item: ChangeItemData, label: string) => {
      const request = buildRequest(item, canvasId, lookups.current?.treeElementLookup ?? {});
      if (!api) {
        record(label, request, 'preview');
        return null;
      }
      const update = record(label, request, 'saving');
      const changeId = item.type === 'UNDO' || item.type === 'REDO' ? null : item.id;
      try {
        const answer = await api.send(request, changeId, hintFor(codebaseIdsOf(item.changeFields)[0]));
        update({ status: 'saved', message: answer.message, files: answer.files });
        // The page reloads with the new source: the frame can drop its instant updates then.
        void frameRef.current?.setIsFlushing(true).catch((error: unknown) => setLastError(`The preview did not take the flush: ${String(error)}`));
        const selectedId = live.current.selected ? indexRef.current.get(live.current.selected)?.tempoElement.codebaseId : undefined;
        if (selectedId) reselect.current = answer.prevIdToNewIdMap[selectedId] ?? selectedId;
        return answer;
      } catch (error) {
        update({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
    [api, canvasId, hintFor, record],
  );

  /** Applies an item's instant update and resolves with the item as the frame applied it. */
  const applyItem = useCallback(async (item: ChangeItemData): Promise<ChangeItemData> => {
    const frame = frameRef.current;
    if (!frame) throw new Error('Not connected to the frame');
    const refused = new AbortController();
    const done = waitForInstantUpdate(frame, item.id, { signal: refused.signal });
    // The frame posts INSTANT_UPDATE_DONE before it answers the call, so `done` may fail before it is
    // awaited below: mark it handled now (the await still sees the failure).
    done.catch(() => undefined);
    try {
      await frame.applyChangeItemToDocument(item);
    } catch (error) {
      // The frame answered with an error and will post no INSTANT_UPDATE_DONE: stop waiting for it.
      refused.abort();
      throw error;
    }
    return done;
  }, []);

  /** Runs one action at a time and reports its failure in the status line. */
  const run = useCallback(async (action: () => Promise<void>) => {
    if (live.current.busy) return;
    live.current.busy = true;
    setBusy(true);
    setLastError(null);
    try {
      await action();
    } catch (error) {
      setLastError(error instanceof Error ? error.message : String(error));
    } finally {
      live.current.busy = false;
      setBusy(false);
    }
  }, []);

  /** Reloads the preview and waits until the SDK has connected to the new page. */
  const reloadPreview = useCallback(async () => {
    const frame = frameRef.current;
    if (!frame) return;
    const reconnected = waitForReconnect(frame);
    await frame.refresh();
    await reconnected;
  }, []);

  /** Takes an instant update out of the page again (the server refused the change it showed). */
  const rollBack = useCallback(
    async (applied: ChangeItemData) => {
      if (isInstantUndoable(applied)) await applyItem(createChangeItem('UNDO', { changeToUndo: applied }));
      else await reloadPreview();
    },
    [applyItem, reloadPreview],
  );

  const perform = useCallback(
    (item: ChangeItemData, label: string) =>
      run(async () => {
        if (api) {
          // An element no JSX of the site writes (a library renders it) has no source to change.
          if (codebaseIdsOf(item.changeFields).some(isGeneratedId)) {
            throw new Error(`${label}: this element is not in the site's source (a library component renders it), so the change cannot be saved. Select the element that uses that component instead.`);
          }
        }
        let applied = item;
        let instant = true;
        try {
          applied = await applyItem(item);
        } catch (error) {
          // Without a server the page is all there is; with one, the reloaded source shows the change.
          if (!api) throw error;
          instant = false;
        }
        try {
          await save(item, label);
        } catch (error) {
          if (instant) await rollBack(applied);
          throw error;
        }
        const next = push(live.current.history, { item: applied, label, instant });
        live.current.history = next;
        setHistory(next);
      }),
    [api, applyItem, rollBack, run, save],
  );

  const undo = useCallback(
    () =>
      run(async () => {
        const step = popUndo(live.current.history);
        if (!step || !frameRef.current) return;
        const [entry, next] = step;
        const undoItem = createChangeItem('UNDO', { changeToUndo: entry.item });
        // With a server the reloaded source shows the undo, so an instant undo that fails is only a preview missed.
        const instant = entry.instant && isInstantUndoable(entry.item) && (await applyItem(undoItem).then(() => true, (error: unknown) => {
          if (!api) throw error;
          return false;
        }));
        try {
          await save(undoItem, `Undo ${entry.label}`);
        } catch (error) {
          // The source still holds the change: show it again.
          if (instant) await applyItem(createChangeItem('REDO', { changeToRedo: entry.item }));
          throw error;
        }
        if (!api && !instant) {
          // Preview only, and no instant undo for this type: reload and replay what remains.
          await reloadPreview();
          const past = [];
          for (const old of next.past) past.push({ ...old, item: await applyItem(old.item) });
          next.past = past;
        }
        live.current.history = next;
        setHistory(next);
      }),
    [api, applyItem, reloadPreview, run, save],
  );

  const redo = useCallback(
    () =>
      run(async () => {
        const step = popRedo(live.current.history);
        if (!step) return;
        const [entry, finish] = step;
        const redoItem = createChangeItem('REDO', { changeToRedo: entry.item });
        let redone = entry;
        // As for undo: with a server, the reloaded source shows the redo whatever the instant preview does.
        const instant = entry.instant && isInstantUndoable(entry.item) && (await applyItem(redoItem).then(() => true, (error: unknown) => {
          if (!api) throw error;
          return false;
        }));
        if (!instant && !api) redone = { ...entry, item: await applyItem(entry.item) };
        try {
          await save(redoItem, `Redo ${entry.label}`);
        } catch (error) {
          if (instant) await applyItem(createChangeItem('UNDO', { changeToUndo: entry.item }));
          throw error;
        }
        const next = finish(redone);
        live.current.history = next;
        setHistory(next);
      }),
    [api, applyItem, run, save],
  );

  // The frame does not echo what the host sets itself: mirror it here.
  const select = useCallback((key: string | null) => {
    setSelected(key);
    setMulti([]);
    live.current.selected = key;
    void frameRef.current?.setSelectedElement(key).catch(() => undefined);
  }, []);
  const hover = useCallback((key: string | null) => {
    setHovered(key);
    void frameRef.current?.setHoveredElement(key).catch(() => undefined);
  }, []);
  const multiSelect = useCallback((keys: string[]) => {
    setMulti(keys.length > 1 ? keys : []);
    setSelected(keys[0] ?? null);
    void frameRef.current?.setMultiselectedElementKeys(keys).catch(() => undefined);
  }, []);

  const codebaseIdOf = useCallback((key: string | null) => (key ? indexRef.current.get(key)?.tempoElement.codebaseId ?? null : null), []);

  const removeSelection = useCallback(() => {
    const keys = multi.length ? multi : selected ? [selected] : [];
    const ids = keys.map((key) => codebaseIdOf(key)).filter((id): id is string => !!id);
    if (!ids.length) return;
    void perform(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ids }), 'Delete');
    select(null);
  }, [codebaseIdOf, multi, perform, select, selected]);

  // Keyboard: the same keys in the editor document and from the frame (KEY_DOWN_EVENT).
  const onKey = useCallback(
    (key: string, mod: boolean, shift: boolean): boolean => {
      const current = live.current.selected;
      if (mod && key.toLowerCase() === 'z') {
        void (shift ? redo() : undo());
        return true;
      }
      if (mod) return false;
      if (key === 'Escape') select(null);
      else if ((key === 'Delete' || key === 'Backspace') && current) removeSelection();
      else if (key.startsWith('Arrow') && current) {
        const direction = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const)[key as 'ArrowUp'];
        const next = direction ? neighbour(live.current.tree, current, direction) : null;
        if (next) select(next);
      } else if (key === 'ArrowDown' && live.current.tree?.children[0] && document.activeElement?.getAttribute('role') === 'tree') {
        // Nothing selected and the layers tree focused: its first element, so a keyboard alone can start.
        select(keyOf(live.current.tree.children[0]));
      } else return false;
      return true;
    },
    [redo, removeSelection, select, undo],
  );
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (isTyping(event.target) && !(event.key === 'Escape')) return;
      if (onKeyRef.current(event.key, event.metaKey || event.ctrlKey, event.shiftKey)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The connection and its event subscriptions.
  useEffect(() => {
    const element = iframe.current;
    if (!element) return;
    let cancelled = false;
    let frame: FrameClient | null = null;
    setStatus({ kind: 'connecting' });
    const url = previewUrl();
    // Connect once the page has loaded: the SDK treats later load events as reloads.
    const loaded = new Promise<void>((resolve) => element.addEventListener('load', () => resolve(), { once: true }));
    element.src = url;
    (async () => {
      await loaded;
      let origin: string;
      try {
        origin = new URL(url).origin;
      } catch {
        throw new Error(`The preview URL ${url} is not a valid URL`);
      }
      frame = await connectFrame(element, { origin, connectTimeoutMs: 6000 });
      if (cancelled) return frame.close();
      frameRef.current = frame;
      frame.on('NAV_TREE', ({ navTree }) => {
        setTree(navTree);
        // After a save's reload, select the element that was selected, under its new id.
        const wanted = reselect.current;
        const match = wanted ? flatten(navTree).find((node) => node.tempoElement.codebaseId === wanted) : undefined;
        if (match && frameRef.current) {
          reselect.current = null;
          const key = keyOf(match);
          live.current.selected = key;
          setSelected(key);
          void frameRef.current.setSelectedElement(key).catch((error: unknown) => setLastError(String(error)));
        }
      });
      // After a reload (a save, refresh, undo by replay) the page is new: nothing selected, the zoom
      // set again, and the source's lookups read again (a save moves ids).
      frame.on('reconnected', () => {
        live.current.selected = null;
        setSelected(null);
        setMulti([]);
        if (!frame) return;
        const current = frame;
        void (async () => {
          await current.setZoomPerc(live.current.zoom);
          await sendDriveMode(current);
          if (api) {
            lookups.current = await api.lookups();
            await current.initProject(STORYBOARD_ID, lookups.current.treeElementLookup, lookups.current.scopeLookup);
          }
        })().catch((error: unknown) => setLastError(`After the preview reloaded: ${error instanceof Error ? error.message : String(error)}`));
      });
      frame.on('SELECTED_ELEMENT_KEY', ({ elementKey }) => {
        live.current.selected = elementKey;
        setSelected(elementKey);
      });
      frame.on('MULTI_SELECTED_ELEMENT_KEYS', ({ elementKeys }) => setMulti(elementKeys));
      frame.on('HOVERED_ELEMENT_KEY', ({ elementKey }) => setHovered(elementKey));
      frame.on('LATEST_HREF', ({ href: next }) => setHref(next));
      frame.on('CSS_EVALS_FOR_ELEMENT', ({ cssEvals }) => setInspector((old) => (old ? { ...old, cssEvals } : old)));
      frame.on('ELEMENT_CLASS_LIST', ({ classList }) => setInspector((old) => (old ? { ...old, classList } : old)));
      frame.on('PROCESSED_CSS_RULES_FOR_ELEMENT', ({ processedCssRules }) => setInspector((old) => (old ? { ...old, rules: processedCssRules } : old)));
      frame.on('KEY_DOWN_EVENT', ({ event }) => {
        const typing = event.activeElement.isContentEditable || ['INPUT', 'TEXTAREA'].includes(event.activeElement.tagName);
        if (!typing || event.key === 'Escape') onKeyRef.current(event.key, event.metaKey || event.ctrlKey, event.shiftKey);
      });
      frame.on('EDITED_TEXT', ({ data }) => {
        const codebaseId = indexRef.current.get(data.key)?.tempoElement.codebaseId;
        if (!codebaseId || data.newText === data.oldText) return;
        void perform(createChangeItem('EDIT_TEXT', { codebaseIdToEditText: codebaseId, newText: data.newText, oldText: data.oldText }), 'Edit text');
      });
      wireDrag(frame, {
        tree: () => live.current.tree,
        selected: () => live.current.selected,
        node: (key) => indexRef.current.get(key),
        perform: (item, label) => void perform(item, label),
        onScroll: (x, y) => setScroll((old) => (old.x === x && old.y === y ? old : { x, y })),
      });
      // The source's lookups: element names, which text is static (editable in place), files.
      if (api) {
        try {
          lookups.current = await api.lookups();
        } catch (error) {
          setLastError(`The editing server's lookups are not available (${error instanceof Error ? error.message : String(error)}); elements are named by tag.`);
        }
      }
      await frame.initProject(STORYBOARD_ID, lookups.current?.treeElementLookup ?? {}, lookups.current?.scopeLookup ?? {});
      // The frame may remember drive mode from earlier in this browser session; the editor's checkbox decides.
      await sendDriveMode(frame);
      setStatus({ kind: 'ready' });
    })().catch((error: unknown) => {
      if (!cancelled) setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
      frame?.close();
      frameRef.current = null;
    };
    // `perform` is stable; the connection restarts only on Retry.
  }, [attempt]);

  // Inspector data for the selection.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !selected) {
      setInspector(null);
      return;
    }
    setInspector({ key: selected, cssEvals: {}, classList: [], rules: [] });
    void Promise.all([frame.getCssEvals(selected), frame.getElementClassList(selected), frame.processRulesForSelectedElement({}, selected)]).catch(() => undefined);
  }, [selected, history]);

  const frame = () => frameRef.current;
  return {
    status,
    retry: () => setAttempt((n) => n + 1),
    tree,
    index,
    selected,
    multi,
    hovered,
    href,
    driveMode,
    zoom,
    scroll,
    inspector,
    history,
    saves,
    saving: api !== null,
    busy,
    lastError,
    select,
    hover,
    multiSelect,
    perform,
    undo,
    redo,
    removeSelection,
    setZoom(next: number) {
      const z = Math.min(2, Math.max(0.5, next));
      setZoomState(z);
      void frame()?.setZoomPerc(z).catch(() => undefined);
    },
    async toggleDriveMode() {
      // The editor owns the mode: it changes at once, and is sent again after a reload (the call can
      // fail while the preview reloads), so the checkbox never disagrees with the frame for long.
      const next = !live.current.driveMode;
      live.current.driveMode = next;
      setDriveMode(next);
      const f = frame();
      if (f) await sendDriveMode(f).catch(() => undefined);
    },
    goBack: () => void frame()?.goBack().catch(() => undefined),
    goForward: () => void frame()?.goForward().catch(() => undefined),
    refresh: () => void frame()?.refresh().catch(() => undefined),
    setModifiers: (modifiers: string[]) => {
      if (!selected) return;
      // Computed values are read at once and again once a short transition has run.
      const reread = () => void frame()?.getCssEvals(selected).catch(() => undefined);
      void frame()?.setModifiersForSelectedElement(modifiers, selected).then(() => {
        reread();
        setTimeout(reread, 400);
      }).catch(() => undefined);
    },
  };
}

export type Editor = ReturnType<typeof useEditor>;
