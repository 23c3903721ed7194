// The frame side of the protocol: makes the services (selection, nav tree, tools, adapters, page
// errors; the editing surface once the tools are here), wires them to one another and to the
// messenger, and stops them all. Each service owns its state; FrameState holds what they share.
import { PROTOCOL_VERSION } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { ADAPTER_NAMES, type AdapterName } from '../adapters/names';
import type { EditingSurface } from '../tools';
import { createElementIds } from '../shared/element-ids';
import { createAdapterService } from './adapter-service';
import { readDriveMode, sessionStorageOf, writeDriveMode } from './drive-mode';
import { trackHref } from './href-tracker';
import { createLogger } from './logger';
import { createMessenger } from './messenger';
import { createModuleLoader } from './module-loader';
import { createNavTreeService } from './nav-tree-service';
import { parseAllowedOrigins } from './origins';
import type { PackageImports } from './package-files';
import { watchPageErrors } from './page-errors';
import { injectStyle, storyboardCss } from './page-styles';
import { readPageParams } from './query-params';
import { createSelectionService, ownOuterHTML } from './selection-service';
import { createToolsService } from './tools-service';
import { listenToWindowInput } from './window-input';
import { createFunctions } from './frame/functions';
import { createRequests } from './frame/requests';
import { createState } from './frame/state';

export interface StartOptions {
  /** Editor origins allowed to connect: an array, or a space-separated string. No wildcard. */
  allowedOrigins: readonly string[] | string;
  /**
   * Component introspection: an adapter object; a framework name (`react`, `preact`, `vue`, `svelte`, `lit`, `angular`),
   * whose adapter loads from beside the runtime when an editor connects; `auto` (the default: detect
   * what the page runs); or `none` / null.
   */
  adapter?: ComponentAdapter | AdapterChoice | null;
  /** Debug logging (also on with `?debugLog=true`). */
  debugLog?: boolean;
  /**
   * Where runtime-tools.mjs and the adapters live: a URL of a file in that folder, absolute or relative
   * to the document's base URL. By default the package's own: beside the script tag's file, or what
   * an app's bundler emitted for the ESM build's imports of them.
   */
  toolsBase?: string;
}

export type AdapterChoice = AdapterName | 'auto' | 'none';
const ADAPTER_CHOICES: readonly string[] = [...ADAPTER_NAMES, 'auto', 'none'];

export interface RuntimeHandle {
  /** Removes every listener, observer, overlay and style the runtime added, and closes the port. */
  stop(): void;
}

/** `files`: where the build's lazily loaded files come from unless `toolsBase` says (module-loader.ts). */
export function createRuntime(options: StartOptions, files: PackageImports | string, win: Window = window): RuntimeHandle {
  const doc = win.document;
  const allowedOrigins = parseAllowedOrigins(options.allowedOrigins);
  const params = readPageParams(win.location.search);
  const log = createLogger(options.debugLog ?? params.debugLog);
  const choice = options.adapter ?? (options.adapter === null ? 'none' : 'auto');
  if (typeof choice === 'string' && !ADAPTER_CHOICES.includes(choice)) {
    throw new Error(`adapter must be one of ${ADAPTER_CHOICES.join(', ')}, or an adapter object; got ${JSON.stringify(choice)}`);
  }
  const storage = sessionStorageOf(win);
  const abort = new AbortController();
  const { signal } = abort;
  const ids = createElementIds(doc);
  const windowInput = listenToWindowInput(win, signal);
  /** This instance of the runtime: random, so a reloaded page's runtime has another. */
  const runtimeId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const state = createState(readDriveMode(storage));
  // The overlay and the pointer come with the editing tools: until an editor has called initProject
  // the page is the app's, and a page no editor connects to loads neither.
  let surface: EditingSurface | null = null;
  let removeStoryboardStyle = () => {};
  const modules = createModuleLoader(options.toolsBase ?? files, doc);

  const messenger = createMessenger({
    win,
    allowedOrigins,
    log,
    signal,
    onRequest: (request, reply) => requests.receive(request, reply),
    onConnect: () => {
      // An editor tells a reload of the page from a late load event of the same page by this id.
      messenger.post('RUNTIME_CONNECTED', { runtimeId, protocolVersion: PROTOCOL_VERSION });
      messenger.post('LATEST_HREF', { href: win.location.href });
      tree.repost();
    },
  });
  const errors = watchPageErrors({ win, signal, vite: params.framework === 'VITE', onError: (error) => messenger.post('ERROR', { error }) });
  const selection = createSelectionService({ doc, state, messenger, ids, changed: () => surface?.refresh(), endTextEdit: () => surface?.endTextEdit() });
  const tools = createToolsService({ doc, state, ids, load: modules.tools, messenger, log, replaced: selection.replaced, loaded: startEditing });
  const adapters = createAdapterService({
    choice,
    win,
    // Detection comes with the editing tools, which keeps it out of the core every page loads.
    detect: async () => (await tools.get()).module.detect(doc),
    load: (name) => modules.adapter(name),
    onFound(adapter) {
      // A framework that hydrated after connect: the editor is told, and the tree gets its props.
      messenger.post('ADAPTER_CHANGED', { adapter });
      tree.request();
    },
    warn: (message) => log.warn(message),
    debug: (message) => log.debug(message),
  });
  const tree = createNavTreeService({
    doc,
    state,
    messenger,
    ids,
    log,
    isOwnNode: (node) => !!surface?.isOwnNode(node),
    // A walk skips an own node with its subtree, so it meets only the overlay's host itself.
    isOwnRoot: (element) => element === surface?.overlay.host,
    adapter: adapters.current,
    readProps: () => tools.current()?.module.adapterNavProps ?? null,
    hold: selection.hold,
    built(held) {
      selection.follow(held);
      surface?.refresh();
    },
    hotReloadEnded() {
      // A refresh replaced the page. While flushing, the source now holds the instant updates.
      tools.pageReplaced(state.isFlushing);
      void Promise.resolve()
        .then(functions.checkIfHydrationError)
        .catch((error: unknown) => log.warn(error));
    },
  });

  /** The tools are here (`loaded`), or the DOM is ready with them: the overlay and the pointer start. */
  function startEditing(): void {
    const loaded = tools.current();
    const changes = tree.changes();
    if (!loaded || !changes || surface || state.stopped) return;
    changes.listen((change) => change.type === 'mutations' && loaded.instant.pageChanged());
    surface = loaded.module.createEditingSurface({
      win,
      windowInput,
      state,
      messenger,
      ids,
      changes,
      selection,
      outerHTML: ownOuterHTML,
      measure: tree.rebuildNow,
      catchUp: tree.flush,
      pageReplaced: tools.pageReplaced,
      unwind: () => loaded.instant.unwind(),
    });
  }

  function setDriveMode(on: boolean): void {
    state.driveMode = on;
    writeDriveMode(storage, on);
    // Into drive mode: the text being edited is committed and a drag cancelled before the hover goes.
    surface?.driveModeChanged();
    if (on) selection.change({ type: 'hover', key: null });
  }

  const functions = createFunctions({ win, state, messenger, log, ids, signal, errors, tools, adapters, tree, selection, surface: () => surface, setDriveMode });
  const requests = createRequests({ win, state, log, ids, functions, tools, adapters });

  function setUp(): void {
    if (state.stopped) return;
    removeStoryboardStyle = injectStyle(doc, storyboardCss(params));
    adapters.watch(tree.start());
    startEditing();
    trackHref(win, signal, (href) => messenger.post('LATEST_HREF', { href }));
    requests.ready();
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', setUp, { once: true, signal });
  else setUp();
  log.debug(`started; accepting editors at ${[...allowedOrigins].join(', ')}`);

  return {
    stop() {
      if (state.stopped) return;
      surface?.stop();
      surface = null;
      state.stopped = true;
      abort.abort();
      adapters.stop();
      tree.stop();
      tools.stop();
      removeStoryboardStyle();
      messenger.close();
      requests.stop();
      state.nav = null;
    },
  };
}
