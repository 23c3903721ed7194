// The connection to the preview: connects the SDK to the iframe, turns frame events into reducer
// actions and editor actions, and sets the frame up again after every reload. `close()` ends it all.
import { connectFrame, type FrameClient } from 'visual-editing-runtime/host';
import { errorMessage } from '../../types';
import type { MutationApi } from '../lib/api';
import { STORYBOARD_ID } from '../lib/tree';
import type { EditorActions } from './actions';
import type { KeyPress } from './keys';
import { wireDrag } from './drag';
import { createTextEditGate } from './text-edit-gate';
import { pagePathOf } from './selectors';
import type { EditorStore } from './store';

export interface ConnectionContext {
  store: EditorStore;
  actions: EditorActions;
  api: MutationApi | null;
  /** A key pressed in the page (the same keys as in the editor); true when the editor used it. */
  onKey(press: KeyPress): boolean;
  /** The frame settings the editor owns (zoom and drive mode), sent on connect and after every reload. */
  applySettings(frame: FrameClient): Promise<void>;
}


/** Loads `url` into `iframe` and connects; resolves with the client once the frame is set up. */
export async function openConnection(iframe: HTMLIFrameElement, url: string, ctx: ConnectionContext, signal: AbortSignal): Promise<FrameClient> {
  const { store, actions, api } = ctx;
  const { dispatch } = store;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new Error(`The preview URL ${url} is not a valid URL`);
  }
  // Connect once the page has loaded: the SDK treats later load events as reloads.
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  iframe.src = url;
  await loaded;
  const frame = await connectFrame(iframe, { origin, connectTimeoutMs: 6000 });
  if (signal.aborted) {
    frame.close();
    throw new Error('The connection was closed');
  }

  /** The source's lookups (names, static text, files, lines) from the server; without one, elements are named by tag. */
  const readLookups = async () => {
    if (!api) return;
    try {
      dispatch({ type: 'lookups', lookups: await api.lookups() });
    } catch (error) {
      actions.report(error, "The editing server's lookups are not available; elements are named by tag");
    }
  };
  /** What the frame needs from the editor, on connect and again after every reload. */
  const setUp = async () => {
    const lookups = store.getState().lookups;
    // Patches: after the first tree, a change costs a message of what changed, not the whole tree.
    await frame.initProject(STORYBOARD_ID, lookups?.treeElementLookup ?? {}, lookups?.scopeLookup ?? {}, null, { navTreePatches: true });
    await ctx.applySettings(frame);
    await readPageStyles();
  };
  /** The page's class names and tokens: on connect, and after every reload or swapped stylesheet (a save may change them). */
  const readPageStyles = async () => {
    // Class suggestions are a help, not a reason to give up on the preview.
    await actions.readPageClasses(frame).catch((error: unknown) => actions.report(error, 'Reading the page’s class names'));
    // The same for the site's tokens.
    await frame
      .getPageCustomProperties()
      .then((tokens) => dispatch({ type: 'pageTokens', tokens }))
      .catch((error: unknown) => actions.report(error, 'Reading the site’s colours and sizes'));
  };

  // Only the end of a text edit that began in this page writes (text-edit-gate.ts).
  const textEdits = createTextEditGate();

  // The SDK's tree with its node index, after every whole tree and every patch it applied: stored as
  // it is, and what the editor derives from it is derived once per tree (lib/tree-index.ts).
  frame.on('tree', (tree) => actions.treeArrived(tree));
  // A page that loaded in the preview and whose runtime never answered (a navigation to a page without
  // one, a runtime that failed to start): the designer is told, with Retry; the next page that answers clears it.
  frame.on('state', ({ state, reason }) => {
    if (state === 'lost') dispatch({ type: 'status', status: { kind: 'error', message: `A page loaded in the preview and its editing runtime did not answer${reason ? ` (${reason})` : ''}.` } });
  });
  frame.on('reconnected', () => {
    if (store.getState().status.kind === 'error') dispatch({ type: 'status', status: { kind: 'ready' } });
    textEdits.reset();
    actions.reloaded();
    // A save moves ids: read the lookups again before the frame gets them.
    void readLookups()
      .then(setUp)
      .catch((error: unknown) => actions.report(error, 'After the preview reloaded'));
  });
  /**
   * A page's modules were swapped in place: React re-rendered them from the saved source, so ids moved
   * as after a reload. The frame gets the source's lookups again, ids the source no longer has deleted.
   */
  const resendLookups = async () => {
    const before = store.getState().lookups;
    await readLookups();
    const after = store.getState().lookups;
    if (!after) return;
    const gone = <T,>(old: Record<string, T> | undefined, now: Record<string, T>) => Object.fromEntries(Object.keys(old ?? {}).filter((id) => !(id in now)).map((id) => [id, null]));
    await frame.setNewLookups({ ...gone(before?.treeElementLookup, after.treeElementLookup), ...after.treeElementLookup }, { ...gone(before?.scopeLookup, after.scopeLookup), ...after.scopeLookup });
  };
  // The page swapped the saved stylesheet in place (nothing re-rendered: the keys and the lookups stay)
  // or a page's modules (the lookups are sent again): what the styles decide is read again, and then
  // the swap is counted (the site styles panel reads itself again on it).
  frame.on('HOT_UPDATED', ({ kind }) => {
    // What a save planned to select (the copy a duplicate made) is in the trees that follow the new lookups.
    if (kind === 'module') {
      // Until the lookups are read again, actions that need them wait (afterFreshLookups), as after a reload.
      dispatch({ type: 'lookupsStale' });
      actions.swapped();
    }
    const lookups = kind === 'module' ? resendLookups().catch((error: unknown) => actions.report(error, 'After the preview swapped a module in')) : Promise.resolve();
    void lookups.then(() => Promise.all([actions.refreshInspector(), readPageStyles()])).then(() => dispatch({ type: 'hotUpdated' }));
  });
  // With `previousKey(s)` the page re-rendered what was hovered or selected: the element has a new key, or none.
  frame.on('SELECTED_ELEMENT_KEY', ({ elementKey, previousKey }) => (previousKey === undefined ? actions.frameSelected(elementKey) : actions.followed('selected', previousKey, elementKey)));
  frame.on('MULTI_SELECTED_ELEMENT_KEYS', ({ elementKeys, previousKeys }) => (previousKeys === undefined ? dispatch({ type: 'multi', keys: elementKeys }) : actions.followedMany(previousKeys, elementKeys)));
  frame.on('HOVERED_ELEMENT_KEY', ({ elementKey, previousKey }) => (previousKey === undefined ? actions.frameHovered(elementKey) : actions.followed('hovered', previousKey, elementKey)));
  frame.on('LATEST_HREF', ({ href }) => dispatch({ type: 'href', href }));
  frame.on('KEY_DOWN_EVENT', ({ event }) => {
    // Keys typed into the page's text (the text being edited in place) are the text's, Escape too: it
    // ends the text edit, and only that.
    const typing = event.activeElement.isContentEditable || ['INPUT', 'TEXTAREA'].includes(event.activeElement.tagName);
    if (!typing) ctx.onKey({ key: event.key, mod: event.metaKey || event.ctrlKey, shift: event.shiftKey, alt: event.altKey ?? false, code: event.code ?? '' });
  });
  frame.on('START_EDITING_TEXT', ({ data }) => textEdits.began(data.key, data.oldText));
  frame.on('EDITED_TEXT', ({ data }) => {
    const refused = textEdits.ended(data.key, data.oldText);
    if (refused) return console.warn(`A text edit from the preview was refused (${refused}): nothing was written.`);
    // The page fills part of this text in from its state: the edit would have changed it, so the page put the text back.
    if (data.refused) return dispatch({ type: 'notice', message: `The text was not changed. ${data.refused.reason}.` });
    if (data.newText === data.oldText) return;
    void actions.editText(data.key, data.newText, data.oldText);
  });
  // A right click in the page: the menu of what is under the pointer (the page's hover).
  frame.on('CONTEXT_REQUESTED', ({ event }) => {
    const { hovered, hoverFromFrame } = store.getState();
    actions.openContextMenu({ x: event.clientX, y: event.clientY, inPreview: true }, hoverFromFrame ? hovered : null);
  });
  // The page rendered the text of an edit not saved yet again from its state: the preview no longer shows it (the save still writes it).
  frame.on('TEXT_OVERWRITTEN', ({ text, now }) =>
    dispatch({ type: 'notice', message: `The page wrote over the text you typed ("${text}" now reads "${now}"): it renders this text again from its state.` }),
  );
  frame.on('EDIT_DYNAMIC_TEXT', ({ elementKey }) => actions.editDynamicText(elementKey));
  frame.on('ERROR', ({ error }) => dispatch({ type: 'error', message: `The page reported an error: ${error.message}${error.filename ? ` (${error.filename}:${error.lineno ?? 0})` : ''}` }));
  wireDrag(frame, {
    tree: () => store.getState().tree,
    lookups: () => store.getState().lookups,
    stale: () => store.getState().lookupsStale,
    pagePath: () => pagePathOf(store.getState(), url),
    scale: () => store.getState().scale,
    selected: () => store.getState().selected,
    select: (key) => actions.select(key),
    move: (item, moved, sibling) => void actions.move(item, moved, sibling),
    feedback: (drag) => dispatch({ type: 'drag', drag }),
    onScroll: (x, y) => dispatch({ type: 'scroll', x, y }),
    report: (error) => actions.report(error, 'Dragging', true),
  });
  signal.addEventListener('abort', () => frame.close(), { once: true });

  try {
    await readLookups();
    await setUp();
  } catch (error) {
    frame.close();
    throw new Error(`Setting up the preview failed: ${errorMessage(error)}`);
  }
  return frame;
}
