// The editor as React sees it: the one store's state, the actions, and the connection to the preview
// (made on mount and again on Retry, closed on unmount). Keys pressed in the editor or the preview
// run the same commands.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FrameClient } from 'visual-editing-runtime/host';
import { errorMessage } from '../../types';
import { createMutationApi, readSession } from '../lib/api';
import { editorTabId } from '../lib/editor-tab';
import { historyOf, savesOf } from '../lib/restored-history';
import { pagePathTarget } from '../lib/page-path';
import { PreviewRefused, previewUrl } from '../lib/preview-url';
import { createActions, type EditorActions } from './actions';
import { openConnection } from './connection';
import { commandFor, type KeyPress } from './keys';
import { followLiveBuild } from './live-build';
import { nodesOf } from './selectors';
import { createStore } from './store';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A style field holding its applied value (nothing typed since Enter): undo and redo are the
 * editor's, as in a design tool — the change it applied is what the designer takes back.
 */
const isSettledStyleField = (target: EventTarget | null) => target instanceof HTMLInputElement && target.hasAttribute('data-settled');

/** Inputs whose Escape is their own: it puts typed text back, or closes their picker. A slider, a checkbox or a button has none. */
const OWN_ESCAPE_INPUTS = new Set(['text', 'search', 'url', 'email', 'tel', 'password', 'number', 'color', 'date', 'datetime-local', 'month', 'time', 'week']);
const ownsEscape = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || (target instanceof HTMLInputElement && OWN_ESCAPE_INPUTS.has(target.type)));

/** Runs the command for a key press; true when the editor used the key. */
function runKey(actions: EditorActions, press: KeyPress, hasSelection: boolean): boolean {
  // An open context menu takes the keys first (also those pressed in the preview).
  if (actions.menuKey(press.key)) return true;
  const command = commandFor(press);
  switch (command) {
    case null:
      return false;
    case 'undo':
      void actions.undo();
      return true;
    case 'redo':
      void actions.redo();
      return true;
    case 'deselect':
      // Escape closes the innermost thing open: a question before an edit goes before the selection.
      if (actions.hasConfirmation()) actions.cancelConfirmation();
      else actions.select(null);
      return true;
    case 'copyStyles':
      void actions.copyStyles();
      return true;
    case 'pasteStyles':
      void actions.pasteStyles();
      return true;
    case 'selectAll':
      // Nothing to select as text outside a field: the key is kept from selecting the editor's words.
      return true;
    case 'delete':
      if (!hasSelection) return false;
      void actions.deleteSelection();
      return true;
    case 'duplicate':
      if (!hasSelection) return false;
      void actions.duplicateSelection();
      return true;
    case 'moveUp':
    case 'moveDown':
      if (!hasSelection) return false;
      void actions.moveSelection(command === 'moveUp' ? 'up' : 'down');
      return true;
    default:
      actions.step(command);
      return true;
  }
}

export function useEditor(iframe: React.RefObject<HTMLIFrameElement>) {
  const [store] = useState(createStore);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<FrameClient | null>(null);
  /** The mutation server that served this page (its session is in the page), or null: preview only. */
  const [api] = useState(() => {
    const session = readSession(document);
    return session ? createMutationApi(session, undefined, editorTabId()) : null;
  });
  /** The page the canvas opens, or why it will not open the one the address names. */
  const [target] = useState((): { url: string } | { refused: string } => {
    try {
      return { url: previewUrl(location.search, location.port, api?.session.previewOrigin ?? null) };
    } catch (error) {
      if (error instanceof PreviewRefused) return { refused: error.message };
      throw error;
    }
  });

  const actions = useMemo(
    () =>
      createActions({
        dispatch: store.dispatch,
        state: store.getState,
        subscribe: store.subscribe,
        frame: () => frameRef.current,
        api,
        previewUrl: () => ('url' in target ? target.url : ''),
        reconnect: () => setAttempt((n) => n + 1),
      }),
    [api, store, target],
  );

  const onKey = (press: KeyPress) => runKey(actions, press, store.getState().selected !== null);

  // Keys pressed in the editor's own page (the preview forwards its keys through the connection).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const press: KeyPress = { key: event.key, mod: event.metaKey || event.ctrlKey, shift: event.shiftKey, alt: event.altKey, code: event.code };
      const command = commandFor(press);
      // While typing in a field, keys are the field's, Escape too (it puts the field's value back, or
      // closes the colour picker): it closes the innermost thing open, not the selection as well.
      const undoing = (command === 'undo' || command === 'redo') && isSettledStyleField(event.target);
      const fieldKey = isTyping(event.target) && !undoing && (event.key !== 'Escape' || ownsEscape(event.target));
      if (event.defaultPrevented || fieldKey) return;
      // Arrow keys move the selection only from the layers tree, the canvas or the page, not from buttons or panels.
      const focused = document.activeElement;
      const inTree = focused?.getAttribute('role') === 'tree' || focused === document.body || focused?.hasAttribute('data-canvas-stop') === true;
      if (event.key.startsWith('Arrow') && !inTree) return;
      if (onKey(press)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  });

  // The connection: made on mount and on Retry; closed on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Retry's counter: a new one connects again.
  useEffect(() => {
    const element = iframe.current;
    if (!element) return;
    if (!('url' in target)) {
      store.dispatch({ type: 'status', status: { kind: 'refused', message: target.refused } });
      return;
    }
    const closed = new AbortController();
    store.dispatch({ type: 'status', status: { kind: 'connecting' } });
    openConnection(
      element,
      target.url,
      {
        store,
        actions,
        api,
        onKey: (press) => runKey(actions, press, store.getState().selected !== null),
        async applySettings(frame) {
          const { scale, driveMode } = store.getState();
          await frame.setZoomPerc(scale);
          await (driveMode ? frame.enableDriveMode() : frame.disableDriveMode());
        },
      },
      closed.signal,
    ).then(
      (frame) => {
        frameRef.current = frame;
        store.dispatch({ type: 'status', status: { kind: 'ready' } });
      },
      (error: unknown) => {
        if (!closed.signal.aborted) store.dispatch({ type: 'status', status: { kind: 'error', message: errorMessage(error) } });
      },
    );
    return () => {
      closed.abort();
      frameRef.current?.close();
      frameRef.current = null;
    };
  }, [actions, api, attempt, iframe, store, target]);

  // The server's history: Undo, Redo and the changes list survive a reload of the editor.
  useEffect(() => {
    if (!api) return;
    let current = true;
    api.activities().then(
      ({ activities }) => {
        if (current) store.dispatch({ type: 'restore', history: historyOf(activities, editorTabId()), saves: savesOf(activities, editorTabId()) });
      },
      (error: unknown) => actions.report(error, 'Reading the edit history'),
    );
    return () => {
      current = false;
    };
  }, [actions, api, store]);

  // With an editing server that rebuilds the preview live (`npm start`), its build errors show here too.
  useEffect(() => {
    if (!api || !document.querySelector('meta[name="live-build"]')) return;
    // The live build runs in the editing server: the API's origin (usually this page's own).
    return followLiveBuild(
      new URL(api.session.apiBase).origin,
      (problems) => store.dispatch({ type: 'buildProblems', problems }),
      (what) => actions.report(new Error(what)),
      ({ activityId, typeCheck }) => {
        store.dispatch({ type: 'typeChecked', activityId, typeCheck });
        // A change this editor did not make (another tab, a script): list it, with who made it.
        if (store.getState().saves.some((entry) => entry.activityId === activityId)) return;
        api.activities().then(
          ({ activities }) => store.dispatch({ type: 'othersChanges', saves: savesOf(activities, editorTabId()) }),
          (error: unknown) => actions.report(error, 'Reading the edit history'),
        );
      },
    );
  }, [actions, api, store]);

  // A new selection: its values, read fresh.
  useEffect(() => {
    if (state.selected && state.status.kind === 'ready') void actions.refreshInspector();
  }, [actions, state.selected, state.status.kind]);

  // The frame scales its overlay labels by the canvas's scale.
  useEffect(() => {
    frameRef.current?.setZoomPerc(state.scale).catch((error: unknown) => actions.report(error, 'Zoom', true));
  }, [actions, state.scale]);

  /**
   * Opens the page at the path the designer typed in the preview; answers why not, or null. The SDK
   * has no navigation call: a new page is a load of the frame, which the SDK follows like a reload.
   */
  const navigate = (input: string): string | null => {
    const element = iframe.current;
    if (!element || !('url' in target) || store.getState().status.kind !== 'ready') return 'The preview is not connected yet; try again once it has loaded.';
    const next = pagePathTarget(input, store.getState().href || target.url);
    if ('error' in next) return next.error;
    element.src = next.url;
    return null;
  };

  // `index`: the SDK's node index, stored as it came.
  // `editQueue`: the server's queue of edits, which a save that takes a while asks for its place in.
  return { state, actions, index: nodesOf(state), saving: api !== null, editQueue: api?.queue ?? null, dispatch: store.dispatch, navigate };
}

export type Editor = ReturnType<typeof useEditor>;
