// The frame side of the protocol: creates the messenger, the state and the modules of frame/ and lib/,
// and wires them to one another; the nav tree's part of the wiring lives here too.
import { PROTOCOL_VERSION, errorMessage } from '../../types';
import type { TreeElementLookup } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { sessionStorageOf, writeDriveMode, readDriveMode } from './drive-mode';
import { trackHref } from './href-tracker';
import { createElementIds } from '../shared/element-ids';
import { createLogger } from './logger';
import { createMessenger } from './messenger';
import { buildNavTree, sameBuild, type NavTreeIndex, type NavTreeOptions } from '../shared/nav-tree';
import { postFirstTree, type FirstTree } from './first-tree';
import { watchPageChanges, type PageChangeWatcher } from './nav-tree-scheduler';
import { createPageChangeSource, type PageChangeSource } from './page-changes';
import { parseAllowedOrigins } from './origins';
import { watchPageErrors } from './page-errors';
import { injectStyle, storyboardCss } from './page-styles';
import { readPageParams } from './query-params';
import { ADAPTER_NAMES, type AdapterName } from '../adapters/names';
import { createModuleLoader, type ToolsModule } from './module-loader';
import { createAdapterService } from './adapter-service';
import type { PackageImports } from './package-files';
import type { NavTreePatcher, OutlineTarget, OverlayLayer, Pointer, PointerContext } from '../tools';
import type { TextPlace } from '../shared/text-editing';
import { createFunctions, type Tools } from './frame/functions';
import { createRequests } from './frame/requests';
import { next, selectedKeys, type Selection, type SelectionAction, type SelectionEvent } from './frame/selection';
import { createState } from './frame/state';
import { listenToWindowInput } from './window-input';

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

const OUTER_HTML_CAP = 1024 * 1024;

function ownOuterHTML(element: Element): string | undefined {
  const html = element.outerHTML;
  return html.length <= OUTER_HTML_CAP ? html : undefined;
}

/** `files`: where the build's lazily loaded files come from unless `toolsBase` says (module-loader.ts). */

/** Two clicks on one element this close together are a double click (the usual desktop setting). */
const DOUBLE_CLICK_MS = 500;
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
  let overlay: OverlayLayer | null = null;
  let pointer: Pointer | null = null;
  /** The one place the runtime hears the page change (set up with the DOM). */
  let changes: PageChangeSource | null = null;
  let pageChanges: PageChangeWatcher | null = null;
  /** Set while the host takes NAV_TREE_PATCH (initProject's `navTreePatches`). */
  let navPatcher: NavTreePatcher | null = null;
  /** For such a host, the first tree while the patcher loads (first-tree.ts). */
  let firstTree: FirstTree | null = null;
  let removeStoryboardStyle = () => {};
  // The editing tools load on first use (and are prefetched once an editor calls initProject).
  const modules = createModuleLoader(options.toolsBase ?? files, doc);
  const adapters = createAdapterService({
    choice,
    win,
    // Detection comes with the editing tools, which keeps it out of the core every page loads.
    detect: async () => (await getTools()).module.detect(doc),
    load: (name) => modules.adapter(name),
    onFound(adapter) {
      // A framework that hydrated after connect: the editor is told, and the tree gets its props.
      messenger.post('ADAPTER_CHANGED', { adapter });
      frame.requestNavTree();
    },
    warn: (message) => log.warn(message),
    debug: (message) => log.debug(message),
  });
  let tools: Tools | null = null;
  async function getTools(): Promise<Tools> {
    if (!tools) {
      const module = await modules.tools();
      if (state.stopped) throw new Error('The runtime was stopped');
      tools ??= {
        module,
        instant: module.createInstantUpdater({
          doc,
          elementsFor: ids.elementsFor,
          // The new element is the old one for the selection and for requests naming its id.
          replaced: (old, next) => {
            replacedBy.set(old, next);
            ids.replaced(old, next);
          },
          lookup: (id) => state.treeElementLookup[id],
          textOverwritten: (report) => messenger.post('TEXT_OVERWRITTEN', report),
        }),
        forcer: module.createModifierForcer(doc, (message, error) => log.warn(message, error)),
        tempDom: module.createTempDom(doc),
      };
      const loaded = tools;
      changes?.listen((change) => change.type === 'mutations' && loaded.instant.pageChanged());
      startEditing(module);
    }
    return tools;
  }
  /** Codebase ids with instant updates the source may not hold yet (dropped after a flush lands). */
  const unflushedIds = new Set<string>();

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
      if (firstTree) firstTree.repost();
      else if (state.nav) navPatcher ? navPatcher.postTree(state.nav) : messenger.post('NAV_TREE', { navTree: state.nav.tree });
    },
  });

  const errors = watchPageErrors({
    win,
    signal,
    vite: params.framework === 'VITE',
    onError: (error) => messenger.post('ERROR', { error }),
  });

  // ---- elements, keys and overlays -------------------------------------------------------------

  const isOwnNode = (node: Node): boolean => !!overlay && (node === overlay.host || overlay.host.contains(node));
  /** For tree builds: a walk skips an own node with its subtree, so it meets only the overlay's host itself. */
  const isOwnRoot = (el: Element): boolean => overlay !== null && el === overlay.host;

  function elementFor(key: string | null): Element | null {
    return key ? state.nav?.elementByKey.get(key) ?? null : null;
  }

  /** The key of the nearest node at or above `target`, across shadow roots; the storyboard root counts as nothing. */
  function keyForNode(target: EventTarget | null): string | null {
    const nav = state.nav;
    if (!nav) return null;
    let element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
    while (element) {
      const key = nav.keyByElement.get(element);
      if (key !== undefined) return element === doc.body ? null : key;
      const parent: Node | null = element.parentNode;
      element = parent instanceof Element ? parent : parent instanceof ShadowRoot ? parent.host : null;
    }
    return null;
  }

  function lookupFor(key: string): TreeElementLookup[string] | undefined {
    const node = state.nav?.nodeByKey.get(key);
    return node ? state.treeElementLookup[node.tempoElement.codebaseId] : undefined;
  }

  /** What the tools' text checks read of `element` (the rendering of `key`): its lookup entry, the page and which rendering it is. */
  function textPlace(key: string, element: Element): TextPlace {
    const node = state.nav?.nodeByKey.get(key);
    return { lookup: lookupFor(key), pagePath: win.location.pathname, index: node ? ids.elementsFor(node.tempoElement.codebaseId).indexOf(element) : -1 };
  }

  function targetFor(key: string | null): OutlineTarget | null {
    const element = elementFor(key);
    const node = key ? state.nav?.nodeByKey.get(key) : undefined;
    if (!element || !node) return null;
    // The tree's root keeps its wire name (`Storyboard`, docs/protocol.md); a designer sees the page.
    return { element, name: node.parent === null ? 'Page' : node.name, isComponent: node.isComponent };
  }

  function refreshOverlay(): void {
    if (!overlay) return;
    overlay.setVisible(!state.driveMode);
    if (state.driveMode) return;
    const { hovered, selected } = state.selection;
    overlay.setHover(targetFor(hovered));
    const targets = selectedKeys(state.selection).map(targetFor).filter((target): target is OutlineTarget => target !== null);
    const single = targets.length === 1 ? targets[0]! : null;
    // The tools decide (loaded at initProject; they refresh the overlay when they come).
    const editDynamicText = !!single && !state.textEdit && !!tools?.module.showsDynamicText(single.element, textPlace(selected ?? '', single.element));
    const renderings = single ? renderingsOf(selected).filter((element) => element !== single.element) : [];
    overlay.setSelection(targets, { editDynamicText, renderings });
  }

  let renderingsFound: { key: string; nav: NavTreeIndex; elements: Element[] } | null = null;
  /**
   * Every element that renders the source element of `key`'s node (its codebase id: a list's cards),
   * itself included; looked up once per key and tree build, as hovering redraws the selection often.
   */
  function renderingsOf(key: string | null): Element[] {
    const nav = state.nav;
    const element = elementFor(key);
    const node = key ? nav?.nodeByKey.get(key) : undefined;
    if (!key || !nav || !element || !node) return [];
    if (renderingsFound?.key !== key || renderingsFound.nav !== nav) {
      const found = ids.elementsFor(node.tempoElement.codebaseId);
      renderingsFound = { key, nav, elements: found.includes(element) ? found : [element, ...found] };
    }
    return renderingsFound.elements;
  }

  /** Elements an instant update put in another's place (CHANGE_TAG, and its undo): the selection moves with them. */
  const replacedBy = new WeakMap<Element, Element>();

  /** The hovered and selected elements themselves: their keys name places, which a build may give to others. */
  function heldElements() {
    const { hovered, selected, multiSelected } = state.selection;
    return { hovered: elementFor(hovered), selected: elementFor(selected), multiSelected: multiSelected.map(elementFor) };
  }

  /** The key `element` (or what replaced it) has in the tree now; null when it left the page or the tree. */
  function keyNow(element: Element | null): string | null {
    const nav = state.nav;
    const seen = new Set<Element>();
    while (element && nav && !nav.keyByElement.has(element) && !seen.has(element)) {
      seen.add(element);
      element = replacedBy.get(element) ?? null;
    }
    const key = element ? nav?.keyByElement.get(element) : undefined;
    return key === undefined || element === doc.body ? null : key;
  }

  function buildOptions(storyboardId: string): NavTreeOptions {
    const readProps = tools?.module.adapterNavProps ?? null;
    return { storyboardId, treeElementLookup: state.treeElementLookup, scopeLookup: state.scopeLookup, root: doc.body, isOwnNode: isOwnRoot, adapter: adapters.current(), readProps, ids };
  }

  function rebuildNavTree(): void {
    if (!state.storyboardId || state.stopped) return;
    // The patcher is on its way: it takes this rebuild when it comes.
    if (firstTree) return firstTree.want(false);
    const held = heldElements();
    try {
      const build = buildOptions(state.storyboardId);
      // The patcher posts the tree itself: whole, or as a patch.
      state.nav = navPatcher ? navPatcher.update(state.nav, build) : buildNavTree(build);
    } catch (error) {
      log.error('navigation tree build failed', error);
      return;
    }
    if (!navPatcher) messenger.post('NAV_TREE', { navTree: state.nav.tree });
    treeBuilt(held);
  }

  /** After a tree is built and posted: the new keys are followed and shown. */
  function treeBuilt(held: ReturnType<typeof heldElements>): void {
    for (const root of ids.shadowRoots()) changes?.observe(root);
    // After the tree that holds the new keys, so the editor can look them up.
    changeSelection({ type: 'follow', hovered: keyNow(held.hovered), selected: keyNow(held.selected), multiSelected: held.multiSelected.map(keyNow) });
    refreshOverlay();
  }

  /** For a host that takes patches: the first tree, posted now; `takeOverFirstTree` hands it to the patcher. */
  function postFirstNavTree(): void {
    navPatcher?.stop();
    navPatcher = null;
    firstTree?.stop();
    firstTree = null;
    if (!state.storyboardId || state.stopped || !changes) return;
    const held = heldElements();
    try {
      // Version 1, as a new patcher's first whole tree.
      firstTree = postFirstTree(changes, messenger.post, buildOptions(state.storyboardId), 1);
    } catch (error) {
      log.error('navigation tree build failed', error);
      return;
    }
    // Its nodes are made when first read: the tools start loading first (initProject).
    state.nav = firstTree.nav;
    treeBuilt(held);
  }

  /**
   * The tools are here (`module`; null: they could not load, whole trees from now on): the patcher
   * goes on from the first tree, and builds again if the tree could not know something (the adapter
   * detected since, or a change the page made meanwhile).
   */
  function takeOverFirstTree(module: ToolsModule | null): void {
    const first = firstTree;
    if (!first || state.stopped) return;
    firstTree = null;
    const posted = first.handOver();
    navPatcher = module && changes ? module.createNavTreePatcher({ doc, changes, post: messenger.post, schedule: () => pageChanges?.schedule(), posted }) : null;
    if (first.wanted.whole) navPatcher?.reset();
    if (first.wanted.rebuild || posted.changes.length > 0 || !sameBuild(posted.built, buildOptions(posted.built.storyboardId))) rebuildNavTree();
  }

  // ---- selection, text editing, drag ------------------------------------------------------------

  /** Every change of hover and selection: the reducer says what changes; this applies it and tells the editor. */
  function changeSelection(action: SelectionAction): void {
    const before = state.selection;
    const { state: selection, events, endTextEdit: ends } = next(before, action);
    if (selection === before) return;
    if (ends) endTextEdit();
    state.selection = selection;
    // A key that follows an element names the key it replaces: an editor that has moved on since ignores it.
    const followed = action.type === 'follow' ? before : null;
    for (const event of events) postSelectionEvent(event, followed);
    refreshOverlay();
  }

  function postSelectionEvent(event: SelectionEvent, followed: Selection | null): void {
    const { hovered, selected, multiSelected } = state.selection;
    if (event === 'HOVERED_ELEMENT_KEY') return messenger.post(event, { elementKey: hovered, ...(followed ? { previousKey: followed.hovered } : {}) });
    if (event === 'MULTI_SELECTED_ELEMENT_KEYS') {
      return messenger.post(event, {
        elementKeys: [...multiSelected],
        outerHTMLs: multiSelected.map((key) => {
          const element = elementFor(key);
          return element ? ownOuterHTML(element) ?? '' : '';
        }),
        ...(followed ? { previousKeys: [...followed.multiSelected] } : {}),
      });
    }
    const element = elementFor(selected);
    messenger.post(event, {
      elementKey: selected,
      ...(element ? { outerHTML: ownOuterHTML(element), renderings: renderingsOf(selected).length } : {}),
      ...(followed ? { previousKey: followed.selected } : {}),
    });
  }

  function endTextEdit(): void {
    state.textEdit?.commit();
  }

  function beginTextEdit(key: string, element: HTMLElement): void {
    // The editing session lives in the tools module: loaded since initProject, so this is at once.
    void getTools()
      .then(({ module }) => {
        // The designer may have moved on meanwhile; text the source does not write as text is not edited in place.
        if (state.selection.selected !== key || state.textEdit || state.stopped || !module.editableInPlace(element, textPlace(key, element))) return;
        state.textEdit = module.startTextEdit(element, key, {
          lookup: lookupFor(key),
          onStart: (k, oldText) => messenger.post('START_EDITING_TEXT', { data: { key: k, oldText } }),
          onEnd: (k, newText, oldText, refused) => {
            state.textEdit = null;
            messenger.post('EDITED_TEXT', { data: { key: k, newText, oldText, ...(refused ? { refused } : {}) } });
            refreshOverlay();
          },
        });
        refreshOverlay();
      })
      .catch((error: unknown) => log.warn(errorMessage(error)));
  }

  /**
   * The element the designer's last click selected, and when. A double click's second click edits its
   * text even when the editor selected something else in between (its reselection after a reload,
   * sent before it heard of the first click): the designer's two clicks decide. A second click counts
   * when the browser says so (`detail` 2) or comes within the usual double-click time (a driver's or
   * an assistive tool's clicks report 1).
   */
  let lastClick: { element: Element; at: number } | null = null;

  function onSelectClick(key: string | null, shift: boolean, detail: number): void {
    const element = elementFor(key);
    const now = win.performance.now();
    const previous = lastClick;
    lastClick = null;
    if (shift && key) return changeSelection({ type: 'toggle', key, areSiblings });
    const { selected, multiSelected } = state.selection;
    const alone = key === selected && multiSelected.length === 0;
    const doubled = element !== null && element === previous?.element && (detail >= 2 || now - previous.at < DOUBLE_CLICK_MS);
    if (key && (alone || doubled) && element instanceof HTMLElement) {
      if (!alone) changeSelection({ type: 'select', key });
      beginTextEdit(key, element);
      return;
    }
    if (element) lastClick = { element, at: now };
    changeSelection({ type: 'select', key });
  }

  function areSiblings(a: string, b: string): boolean {
    const nav = state.nav;
    const nodeA = nav?.nodeByKey.get(a);
    const nodeB = nav?.nodeByKey.get(b);
    return !!nodeA && !!nodeB && nodeA.parent === nodeB.parent;
  }

  /** The overlay and the pointer, from the tools just loaded (the DOM is ready: requests wait for it). */
  function startEditing(module: ToolsModule): void {
    if (!changes || overlay || state.stopped) return;
    overlay = module.createOverlayLayer({
      doc,
      changes,
      onEditDynamicText: () => {
        const { selected } = state.selection;
        if (selected) messenger.post('EDIT_DYNAMIC_TEXT', { elementKey: selected });
      },
    });
    overlay.setZoom(state.zoom);
    overlay.setAiContext(state.aiContext);
    pointer = module.createPointer(pointerContext);
    pointer.listen();
    refreshOverlay();
  }

  const pointerContext: PointerContext = {
    win,
    windowInput,
    state,
    messenger,
    overlay: () => overlay,
    isOwnNode,
    keyForNode,
    elementFor,
    hover: (key) => changeSelection({ type: 'hover', key }),
    click: onSelectClick,
    endTextEdit,
    select: (key) => changeSelection({ type: 'select', key }),
    parentKeyOf: (key) => state.nav?.nodeByKey.get(key)?.parent ?? null,
    outerHTML: ownOuterHTML,
    // The editor picks the drop target from the tree's boxes: measure them now, not up to 300 ms
    // after the last change (a new device width, a transition, late images).
    measure: () => pageChanges?.rebuildNow(),
    catchUp: () => pageChanges?.flush(),
  };

  function setDriveMode(on: boolean): void {
    state.driveMode = on;
    writeDriveMode(storage, on);
    if (on) {
      endTextEdit();
      pointer?.finishDrag('DRAG_CANCEL_EVENT');
      changeSelection({ type: 'hover', key: null });
    }
    refreshOverlay();
  }

  // ---- the function table and the request handler -----------------------------------------------

  // What the modules below share; each takes the part it needs.
  const frame = {
    win,
    state,
    messenger,
    log,
    ids,
    signal,
    errors,
    unflushedIds,
    overlay: () => overlay,
    getTools,
    resolveAdapter: () => adapters.resolve(),
    hasAdapter: () => adapters.current() !== null,
    rebuildNavTree,
    rebuildNow: () => pageChanges?.rebuildNow(),
    setNavPatches(module: ToolsModule | null) {
      navPatcher?.stop();
      firstTree?.stop();
      firstTree = null;
      navPatcher = module && changes ? module.createNavTreePatcher({ doc, changes, post: messenger.post, schedule: () => pageChanges?.schedule() }) : null;
    },
    postFirstNavTree,
    takeOverFirstTree,
    requestNavTree() {
      if (firstTree) return firstTree.want(true);
      navPatcher?.reset();
      pageChanges?.rebuildNow();
    },
    elementFor,
    targetFor,
    renderingsOf,
    changeSelection,
    setDriveMode,
    pointer: () => pointer,
  };
  const functions = createFunctions(frame);
  const requests = createRequests({ ...frame, functions, adapter: () => adapters.current() });

  // ---- start and stop ---------------------------------------------------------------------------

  function setUp(): void {
    if (state.stopped) return;
    removeStoryboardStyle = injectStyle(doc, storyboardCss(params));
    changes = createPageChangeSource(doc, isOwnNode);
    adapters.watch(changes);
    pageChanges = watchPageChanges({
      changes,
      rebuild: rebuildNavTree,
      onHotReloadEnd: () => {
        // A refresh replaced the page. While flushing, the source now holds the instant updates: drop
        // them; otherwise put back the temporary classes the new nodes still need.
        if (state.isFlushing) {
          tools?.instant.forget([...unflushedIds]);
          unflushedIds.clear();
        } else {
          tools?.instant.reapply();
        }
        void functions.checkIfHydrationError().catch((error: unknown) => log.warn(error));
      },
    });
    if (tools) startEditing(tools.module);
    trackHref(win, signal, (href) => messenger.post('LATEST_HREF', { href }));
    refreshOverlay();
    requests.ready();
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', setUp, { once: true, signal });
  else setUp();

  log.debug(`started; accepting editors at ${[...allowedOrigins].join(', ')}`);

  return {
    stop() {
      if (state.stopped) return;
      endTextEdit();
      pointer?.finishDrag('DRAG_CANCEL_EVENT');
      state.stopped = true;
      abort.abort();
      adapters.stop();
      pointer?.stop();
      pointer = null;
      pageChanges?.stop();
      navPatcher?.stop();
      firstTree?.stop();
      firstTree = null;
      overlay?.destroy();
      overlay = null;
      changes?.stop();
      changes = null;
      tools?.tempDom.clear();
      tools?.forcer.clear();
      tools?.instant.destroy();
      tools = null;
      removeStoryboardStyle();
      messenger.close();
      requests.stop();
      state.nav = null;
    },
  };
}
