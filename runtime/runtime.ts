// The frame side of the protocol: composes the modules of lib/ and holds all runtime state in one closure.
import { PROTOCOL_VERSION } from '../types';
import type {
  ChangeItemData,
  FrameEventFields,
  FunctionName,
  HostRequest,
  InspectPayload,
  ScopeLookup,
  StoryboardType,
  TreeElementLookup,
} from '../types';
import { detectFramework } from './adapters/detect';
import type { ComponentAdapter } from './adapters/types';
import { DRAG_THRESHOLD_PX, lockPointer, passedThreshold, unlockPointer, type DragCandidate } from './lib/drag';
import { readDriveMode, sessionStorageOf, writeDriveMode } from './lib/drive-mode';
import { trackHref } from './lib/href-tracker';
import { codebaseIdsOf } from './lib/change-items/targets';
import { isPageClass } from './lib/injected';
import { assertValidId, parseElementKey } from './lib/keys';
import { createElementIds } from './lib/element-ids';
import { createLogger } from './lib/logger';
import { createMessenger, type Reply } from './lib/messenger';
import { buildNavTree, type NavTreeIndex } from './lib/nav-tree';
import { watchPageChanges, type PageChangeWatcher } from './lib/nav-tree-scheduler';
import { parseAllowedOrigins } from './lib/origins';
import { createOverlayLayer, type OutlineTarget, type OverlayLayer } from './lib/overlay/layer';
import { watchPageErrors } from './lib/page-errors';
import { injectStyle, storyboardCss } from './lib/page-styles';
import { readPageParams } from './lib/query-params';
import { ADAPTER_NAMES, type AdapterName } from './adapters/names';
import { createModuleLoader, type ToolsModule } from './lib/module-loader';
import type { InstantUpdater, ModifierForcer, NavTreePatcher, TempDom } from './tools';
import { elementAtPoint } from './lib/hit-test';
import { hasStaticText, hasText, type TextEditSession } from './lib/text-editing';
import { createThrottle } from './lib/throttle';
import {
  expectBoolean,
  expectFiniteNumber,
  expectRecordOrNull,
  expectString,
  expectStringArray,
  expectStringOrNull,
  isRecord,
} from './lib/validate';

export interface StartOptions {
  /** Editor origins allowed to connect: an array, or a space-separated string. No wildcard. */
  allowedOrigins: readonly string[] | string;
  /**
   * Component introspection: an adapter object; a framework name (`react`, `preact`, `vue`, `lit`),
   * whose adapter loads from beside the runtime when an editor connects; `auto` (the default: detect
   * what the page runs); or `none` / null.
   */
  adapter?: ComponentAdapter | AdapterChoice | null;
  /** Debug logging (also on with `?debugLog=true`). */
  debugLog?: boolean;
  /** Where runtime-tools.mjs lives (a URL of a file in that folder); by default beside the runtime file. */
  toolsBase?: string;
}

export type AdapterChoice = AdapterName | 'auto' | 'none';
const ADAPTER_CHOICES: readonly string[] = [...ADAPTER_NAMES, 'auto', 'none'];

export interface RuntimeHandle {
  /** Removes every listener, observer, overlay and style the runtime added, and closes the port. */
  stop(): void;
}

const MOUSE_MOVE_THROTTLE_MS = 16;
const OUTER_HTML_CAP = 1024 * 1024;
const STORYBOARD_TYPES: readonly StoryboardType[] = ['APPLICATION', 'STORY', 'COMPONENT'];

/**
 * An answer that waits for something slow (a scroll, a transition) without holding up the requests
 * after it: the function has checked its arguments and started in order; it answers when done.
 */
class Later {
  constructor(readonly promise: Promise<unknown>) {}
}

function plainArgs(args: unknown): unknown[] {
  if (args === undefined) return [];
  if (!Array.isArray(args)) throw new Error('args must be an array');
  return args;
}

function ownOuterHTML(element: Element): string | undefined {
  const html = element.outerHTML;
  return html.length <= OUTER_HTML_CAP ? html : undefined;
}

/**
 * A host lookup, checked whole before anything is merged: each value an object, or `null` (which
 * deletes the key on merge, docs/protocol.md §4 setNewLookups).
 */
function expectLookup(value: unknown, name: string): Record<string, Record<string, unknown> | null> | null {
  const lookup = expectRecordOrNull(value, name);
  for (const [key, entry] of Object.entries(lookup ?? {})) {
    if (entry !== null && !isRecord(entry)) throw new Error(`${name}[${JSON.stringify(key)}] must be an object or null`);
  }
  return lookup as Record<string, Record<string, unknown> | null> | null;
}

/** Merges a checked host lookup into ours; a `null` value deletes the key. */
function mergeLookup<T>(current: Record<string, T>, update: Record<string, Record<string, unknown> | null> | null): Record<string, T> {
  if (!update) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value as T;
  }
  return merged;
}

export function createRuntime(options: StartOptions, win: Window = window): RuntimeHandle {
  const doc = win.document;
  const allowedOrigins = parseAllowedOrigins(options.allowedOrigins);
  const params = readPageParams(win.location.search);
  const log = createLogger(options.debugLog ?? params.debugLog);
  const choice = options.adapter ?? (options.adapter === null ? 'none' : 'auto');
  if (typeof choice === 'string' && !ADAPTER_CHOICES.includes(choice)) {
    throw new Error(`adapter must be one of ${ADAPTER_CHOICES.join(', ')}, or an adapter object; got ${JSON.stringify(choice)}`);
  }
  /** The component adapter once resolved (an object given, or loaded for the framework named or detected). */
  let adapter: ComponentAdapter | null = typeof choice === 'object' ? choice : null;
  const storage = sessionStorageOf(win);
  const abort = new AbortController();
  const { signal } = abort;
  const ids = createElementIds(doc);
  /** This instance of the runtime: random, so a reloaded page's runtime has another. */
  const runtimeId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  const state = {
    ready: false,
    stopped: false,
    storyboardId: null as string | null,
    storyboardType: 'APPLICATION' as StoryboardType,
    treeElementLookup: {} as TreeElementLookup,
    scopeLookup: {} as ScopeLookup,
    zoom: 1,
    aiContext: false,
    driveMode: readDriveMode(storage),
    isFlushing: false,
    hovered: null as string | null,
    selected: null as string | null,
    multiSelected: [] as string[],
    nav: null as NavTreeIndex | null,
    textEdit: null as TextEditSession | null,
    dragCandidate: null as DragCandidate | null,
    dragging: null as { key: string; element: Element } | null,
    suppressNextClick: false,
    pointer: { clientX: 0, clientY: 0 },
    /** The pointer is over the page: it moved here and has not left since. */
    pointerIn: false,
  };
  const pending: (() => void)[] = [];
  // Requests run one after another in arrival order, even when one has to decompress its arguments first.
  let queue: Promise<void> = Promise.resolve();
  let overlay: OverlayLayer | null = null;
  let pageChanges: PageChangeWatcher | null = null;
  /** Set while the host takes NAV_TREE_PATCH (initProject's `navTreePatches`). */
  let navPatcher: NavTreePatcher | null = null;
  let removeStoryboardStyle = () => {};
  // The editing tools load on first use (and are prefetched once an editor calls initProject).
  const modules = createModuleLoader(options.toolsBase ?? import.meta.url);
  let adapterReady: Promise<void> | null = null;
  /** Loads the named or detected adapter once; a page whose adapter cannot load still works without one. */
  function resolveAdapter(): Promise<void> {
    return (adapterReady ??= (async () => {
      if (typeof choice !== 'string' || choice === 'none') return;
      const name = choice === 'auto' ? detectFramework(doc) : choice;
      if (!name) return log.debug('no framework detected: no component adapter');
      try {
        const loaded = await modules.adapter(name);
        if (!state.stopped) adapter = loaded;
      } catch (error) {
        log.warn(`no ${name} adapter: ${error instanceof Error ? error.message : String(error)}`);
      }
    })());
  }
  let tools: { module: ToolsModule; instant: InstantUpdater; forcer: ModifierForcer; tempDom: TempDom } | null = null;
  async function getTools() {
    if (!tools) {
      const module = await modules.tools();
      if (state.stopped) throw new Error('The runtime was stopped');
      tools ??= {
        module,
        instant: module.createInstantUpdater({ doc, elementsFor: ids.elementsFor }),
        forcer: module.createModifierForcer(doc, (message, error) => log.warn(message, error)),
        tempDom: module.createTempDom(doc),
      };
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
    onRequest: (request, reply) => {
      // Requests that arrive before the DOM is ready wait for it rather than act on half a page.
      const run = () => {
        queue = queue
          .then(() => handleRequest(request, reply))
          .catch((error: unknown) => {
            log.error('request failed', error);
            reply({ id: request.id, error: error instanceof Error ? error.message : String(error) });
          });
      };
      if (state.ready) run();
      else pending.push(run);
    },
    onConnect: () => {
      // An editor tells a reload of the page from a late load event of the same page by this id.
      messenger.post('RUNTIME_CONNECTED', { runtimeId, protocolVersion: PROTOCOL_VERSION });
      messenger.post('LATEST_HREF', { href: win.location.href });
      if (state.nav) navPatcher ? navPatcher.postTree(state.nav) : messenger.post('NAV_TREE', { navTree: state.nav.tree });
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

  function elementFor(key: string | null): Element | null {
    return key ? state.nav?.elementByKey.get(key) ?? null : null;
  }

  /**
   * The key of the nearest node at or above the event's innermost target (inside open shadow roots
   * too: the composed path's first entry, not the retargeted host).
   */
  function keyForEvent(event: Event): string | null {
    return keyForNode(event.composedPath()[0] ?? event.target);
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

  function targetFor(key: string | null): OutlineTarget | null {
    const element = elementFor(key);
    const node = key ? state.nav?.nodeByKey.get(key) : undefined;
    if (!element || !node) return null;
    return { element, name: node.name, isComponent: node.isComponent };
  }

  function selectedKeys(): string[] {
    if (state.multiSelected.length > 1) return state.multiSelected;
    return state.selected ? [state.selected] : [];
  }

  function refreshOverlay(): void {
    if (!overlay) return;
    overlay.setVisible(!state.driveMode);
    if (state.driveMode) return;
    overlay.setHover(targetFor(state.hovered));
    const targets = selectedKeys().map(targetFor).filter((target): target is OutlineTarget => target !== null);
    const single = targets.length === 1 ? targets[0]! : null;
    const editDynamicText =
      !!single && !state.textEdit && hasText(single.element) && !hasStaticText(single.element, lookupFor(state.selected ?? '')?.staticTextContents);
    const renderings = single ? renderingsOf(state.selected).filter((element) => element !== single.element) : [];
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

  function rebuildNavTree(): void {
    if (!state.storyboardId || state.stopped) return;
    try {
      const readProps = tools?.module.adapterNavProps ?? null;
      const build = { storyboardId: state.storyboardId, treeElementLookup: state.treeElementLookup, scopeLookup: state.scopeLookup, root: doc.body, isOwnNode, adapter, readProps, ids };
      // The patcher posts the tree itself: whole, or as a patch.
      state.nav = navPatcher ? navPatcher.update(state.nav, build) : buildNavTree(build);
    } catch (error) {
      log.error('navigation tree build failed', error);
      return;
    }
    for (const root of ids.shadowRoots()) pageChanges?.observe(root);
    if (!navPatcher) messenger.post('NAV_TREE', { navTree: state.nav.tree });
    refreshOverlay();
  }

  // ---- selection, text editing, drag ------------------------------------------------------------

  function postSelection(): void {
    const element = elementFor(state.selected);
    messenger.post('SELECTED_ELEMENT_KEY', {
      elementKey: state.selected,
      ...(element ? { outerHTML: ownOuterHTML(element), renderings: renderingsOf(state.selected).length } : {}),
    });
  }

  function postMultiSelection(): void {
    const keys = state.multiSelected;
    messenger.post('MULTI_SELECTED_ELEMENT_KEYS', {
      elementKeys: keys,
      outerHTMLs: keys.map((key) => {
        const element = elementFor(key);
        return element ? ownOuterHTML(element) ?? '' : '';
      }),
    });
  }

  function endTextEdit(): void {
    state.textEdit?.commit();
  }

  function select(key: string | null): void {
    const hadMulti = state.multiSelected.length > 0;
    state.multiSelected = [];
    if (state.selected !== key) {
      endTextEdit();
      state.selected = key;
    }
    postSelection();
    if (hadMulti) postMultiSelection();
    refreshOverlay();
  }

  function areSiblings(a: string, b: string): boolean {
    const nav = state.nav;
    const nodeA = nav?.nodeByKey.get(a);
    const nodeB = nav?.nodeByKey.get(b);
    return !!nodeA && !!nodeB && nodeA.parent === nodeB.parent;
  }

  /** Shift-click: adds a sibling of the selection to the multi-selection, or takes a member out again. */
  function toggleMultiSelect(key: string): void {
    const current = state.multiSelected.length ? state.multiSelected : state.selected ? [state.selected] : [];
    if (current.length === 0 || !areSiblings(current[0]!, key)) {
      select(key);
      return;
    }
    endTextEdit();
    const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
    state.multiSelected = next.length > 1 ? next : [];
    state.selected = next[0] ?? null;
    if (next.length > 1) postMultiSelection();
    else {
      postSelection();
      postMultiSelection();
    }
    refreshOverlay();
  }

  function beginTextEdit(key: string, element: HTMLElement): void {
    // The editing session lives in the tools module: loaded since initProject, so this is at once.
    void getTools()
      .then(({ module }) => {
        // The designer may have moved on meanwhile.
        if (state.selected !== key || state.textEdit || state.stopped) return;
        state.textEdit = module.startTextEdit(element, key, {
          onStart: (k, oldText) => messenger.post('START_EDITING_TEXT', { data: { key: k, oldText } }),
          onEnd: (k, newText, oldText) => {
            state.textEdit = null;
            messenger.post('EDITED_TEXT', { data: { key: k, newText, oldText } });
            refreshOverlay();
          },
        });
        refreshOverlay();
      })
      .catch((error: unknown) => log.warn(error instanceof Error ? error.message : String(error)));
  }

  function onSelectClick(key: string | null, shift: boolean): void {
    if (shift && key) {
      toggleMultiSelect(key);
      return;
    }
    const element = elementFor(key);
    if (key && key === state.selected && state.multiSelected.length === 0 && element instanceof HTMLElement) {
      if (hasStaticText(element, lookupFor(key)?.staticTextContents)) beginTextEdit(key, element);
      return;
    }
    select(key);
  }

  function startDrag(key: string, element: Element): void {
    state.dragCandidate = null;
    if (state.selected !== key || state.multiSelected.length) select(key);
    const nav = state.nav;
    const parentKey = nav?.nodeByKey.get(key)?.parent ?? null;
    const parentElement = elementFor(parentKey) ?? element.parentElement;
    const parentStyle = parentElement ? win.getComputedStyle(parentElement) : null;
    const rect = element.getBoundingClientRect();
    const { clientX, clientY } = state.pointer;
    state.dragging = { key, element };
    messenger.post('DRAG_START_EVENT', {
      event: {
        pageX: clientX + win.scrollX,
        pageY: clientY + win.scrollY,
        offsetX: clientX - rect.left,
        offsetY: clientY - rect.top,
        parentSelectedElementKey: parentKey,
        dragging: true,
        selectedParentDisplay: parentStyle?.display ?? null,
        selectedParentFlexDirection: parentStyle?.flexDirection ?? null,
      },
      outerHTML: ownOuterHTML(element),
    });
    lockPointer(doc.documentElement);
  }

  function finishDrag(kind: 'DRAG_END_EVENT' | 'DRAG_CANCEL_EVENT'): void {
    const wasActive = state.dragging !== null;
    state.dragging = null;
    state.dragCandidate = null;
    unlockPointer(doc);
    if (wasActive) messenger.post(kind, { event: {} });
  }

  // ---- page events ------------------------------------------------------------------------------

  let latestMouse: FrameEventFields['MOUSE_MOVE_EVENT']['event'] | null = null;
  const mouseMoves = createThrottle(
    () => {
      if (latestMouse) messenger.post('MOUSE_MOVE_EVENT', { event: latestMouse });
      latestMouse = null;
    },
    MOUSE_MOVE_THROTTLE_MS,
    win,
  );

  function setHover(key: string | null): void {
    if (key === state.hovered) return;
    state.hovered = key;
    messenger.post('HOVERED_ELEMENT_KEY', { elementKey: key });
    refreshOverlay();
  }

  const isInOverlay = (event: Event) => !!overlay && event.composedPath().includes(overlay.host);
  const isInTextEdit = (event: Event) => !!state.textEdit && event.composedPath().includes(state.textEdit.element);
  /** Editing mode owns pointer input; drive mode, the overlay's own button and the text being edited do not. */
  const editingOwns = (event: Event) => !state.driveMode && !isInOverlay(event) && !isInTextEdit(event);

  function onPointerMove(event: PointerEvent): void {
    if (state.dragging && doc.pointerLockElement) {
      // Locked pointers keep their screen position; follow the movement instead. Movement is in
      // screen pixels (the difference of screenX), so a canvas drawn at a zoom moves the page's
      // pointer by movement / zoom (Firefox grants the lock inside a zoomed canvas; Chromium
      // grants it where the frame has focus).
      state.pointer = { clientX: state.pointer.clientX + event.movementX / state.zoom, clientY: state.pointer.clientY + event.movementY / state.zoom };
    } else {
      state.pointer = { clientX: event.clientX, clientY: event.clientY };
    }
    state.pointerIn = true;
    const { clientX, clientY } = state.pointer;
    latestMouse = { pageX: clientX + win.scrollX, pageY: clientY + win.scrollY, clientX, clientY };
    mouseMoves.request();
    if (state.dragging) return;
    const candidate = state.dragCandidate;
    if (candidate && (event.buttons & 1) === 1 && passedThreshold(candidate, clientX, clientY, state.zoom)) {
      startDrag(candidate.key, candidate.element);
      return;
    }
    if (state.driveMode || isInOverlay(event) || isInTextEdit(event)) return;
    setHover(keyForEvent(event));
  }

  // The page moving under a still pointer (wheel, keys, script, any scroll container) changes what
  // is under it, and no pointer event says so: one hit test per frame while anything scrolls.
  let hitTestFrame = 0;
  function onScroll(): void {
    if (state.pointerIn && !hitTestFrame) hitTestFrame = win.requestAnimationFrame(hoverUnderPointer);
  }

  function hoverUnderPointer(): void {
    hitTestFrame = 0;
    if (state.driveMode || state.dragging || !state.pointerIn) return;
    const hit = elementAtPoint(doc, state.pointer.clientX, state.pointer.clientY);
    // The overlay's own button and the text being edited keep the hover, as pointer moves over them do.
    if (hit && (isOwnNode(hit) || state.textEdit?.element.contains(hit))) return;
    setHover(keyForNode(hit));
  }

  function onPointerDown(event: PointerEvent): void {
    // A drag that ended without a click (released elsewhere) must not swallow this new press's click.
    state.suppressNextClick = false;
    if (!editingOwns(event)) return;
    if (state.textEdit) endTextEdit();
    // No focus change, text selection or page handlers: the page is a canvas while editing. The frame
    // itself still takes focus, so the keys a designer presses next reach it (and are forwarded).
    event.preventDefault();
    if (!doc.hasFocus()) win.focus();
    if (event.button !== 0) return;
    const key = keyForEvent(event);
    const element = elementFor(key);
    state.dragCandidate = key && element ? { key, element, startX: event.clientX, startY: event.clientY } : null;
  }

  function onPointerUp(): void {
    if (state.dragging) {
      finishDrag('DRAG_END_EVENT');
      state.suppressNextClick = true;
    }
    // Released before the threshold: no drag; the click that follows selects.
    state.dragCandidate = null;
  }

  function onClick(event: MouseEvent): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (state.suppressNextClick) {
      state.suppressNextClick = false;
      return;
    }
    onSelectClick(keyForEvent(event), event.shiftKey);
  }

  function swallow(event: Event): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function onContextMenu(event: MouseEvent): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    messenger.post('CONTEXT_REQUESTED', { event: { clientX: event.clientX, clientY: event.clientY } });
  }

  function onWheel(event: WheelEvent): void {
    const { deltaX, deltaY, altKey, ctrlKey, shiftKey, metaKey } = event;
    messenger.post('WHEEL_EVENT', { event: { deltaX, deltaY, x: event.clientX, y: event.clientY, altKey, ctrlKey, shiftKey, metaKey } });
  }

  function keyEvent(event: KeyboardEvent): FrameEventFields['KEY_DOWN_EVENT']['event'] {
    const active = doc.activeElement;
    return {
      key: event.key,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      activeElement: { tagName: active?.tagName ?? '', isContentEditable: active instanceof HTMLElement && active.isContentEditable },
    };
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && (state.dragging || state.dragCandidate)) finishDrag('DRAG_CANCEL_EVENT');
    messenger.post('KEY_DOWN_EVENT', { event: keyEvent(event) });
  }

  function onKeyUp(event: KeyboardEvent): void {
    messenger.post('KEY_UP_EVENT', { event: keyEvent(event) });
  }

  function setDriveMode(on: boolean): void {
    state.driveMode = on;
    writeDriveMode(storage, on);
    if (on) {
      endTextEdit();
      finishDrag('DRAG_CANCEL_EVENT');
      setHover(null);
    }
    refreshOverlay();
  }

  // ---- the function table (docs/protocol.md §4) ------------------------------------------------------

  function requireStoryboard(): string {
    if (!state.storyboardId) throw new Error('initProject has not been called');
    return state.storyboardId;
  }

  function checkKey(key: string | null): string | null {
    if (key !== null) parseElementKey(key, requireStoryboard());
    return key;
  }

  function selectedElement(keyArg: unknown, name = 'selectedElementKey'): Element {
    const key = checkKey(expectString(keyArg, name))!;
    const element = elementFor(key);
    if (!element) throw new Error(`No element with key ${key} in the page`);
    return element;
  }

  const functions: { [K in FunctionName]: (...args: unknown[]) => unknown } = {
    async initProject(storyboardId, treeElementLookup, scopeLookup, _storyboardComponentElement, initOptions, storyboardType, savedComponentFilename, originalStoryboardUrl) {
      // Everything is checked before anything changes: a refused call leaves the frame as it was.
      assertValidId('storyboard id', storyboardId);
      const lookups = expectLookup(treeElementLookup, 'treeElementLookup');
      const scopes = expectLookup(scopeLookup, 'scopeLookup');
      const opts = expectRecordOrNull(initOptions, 'options') ?? {};
      const driveMode = opts.driveModeEnabled === undefined ? undefined : expectBoolean(opts.driveModeEnabled, 'options.driveModeEnabled');
      const aiContext = opts.aiContextSelection === undefined ? undefined : expectBoolean(opts.aiContextSelection, 'options.aiContextSelection');
      const patches = opts.navTreePatches === undefined ? false : expectBoolean(opts.navTreePatches, 'options.navTreePatches');
      if (storyboardType !== undefined && storyboardType !== null && !STORYBOARD_TYPES.includes(storyboardType as StoryboardType)) {
        throw new Error(`storyboardType must be one of ${STORYBOARD_TYPES.join(', ')}`);
      }
      expectStringOrNull(savedComponentFilename, 'savedComponentFilename');
      expectStringOrNull(originalStoryboardUrl, 'originalStoryboardUrl');
      // The tree's props come from the component adapter, read by the editing tools, and the patcher
      // comes with them too: a page with an adapter, or a host that takes patches, waits for them once.
      await resolveAdapter();
      // Without the tools the tree still comes: attributes stand in for props, whole trees for patches.
      const loaded = adapter !== null || patches ? await getTools().catch((error: unknown) => (log.warn('no editing tools', error), null)) : null;
      const patcher = patches && loaded ? loaded.module.createNavTreePatcher({ doc, isOwnNode, post: messenger.post }) : null;
      navPatcher?.stop();
      navPatcher = patcher;
      state.storyboardId = storyboardId;
      state.storyboardType = (storyboardType as StoryboardType | null | undefined) ?? 'APPLICATION';
      state.treeElementLookup = mergeLookup({}, lookups);
      state.scopeLookup = mergeLookup({}, scopes);
      state.hovered = null;
      state.selected = null;
      state.multiSelected = [];
      if (driveMode !== undefined) setDriveMode(driveMode);
      if (aiContext !== undefined) functions.setAiContext(aiContext);
      rebuildNavTree();
      messenger.post('LATEST_HREF', { href: win.location.href });
      // An editor is here: fetch the editing tools and index the page's CSS rules now, off the
      // critical path, so its first edit and first selection are instant.
      win.setTimeout(
        () =>
          void getTools()
            .then(({ module }) => module.prepareRules(doc, signal))
            .catch((error: unknown) => log.warn(error instanceof Error ? error.message : String(error))),
        0,
      );
      return undefined;
    },
    setNewLookups(treeElementLookup, scopeLookup) {
      const lookups = expectLookup(treeElementLookup, 'treeElementLookup');
      const scopes = expectLookup(scopeLookup, 'scopeLookup');
      state.treeElementLookup = mergeLookup(state.treeElementLookup, lookups);
      state.scopeLookup = mergeLookup(state.scopeLookup, scopes);
      pageChanges?.rebuildNow();
      return undefined;
    },
    setHoveredElement(key) {
      state.hovered = checkKey(expectStringOrNull(key, 'elementKey'));
      refreshOverlay();
      return undefined;
    },
    setSelectedElement(key) {
      const next = checkKey(expectStringOrNull(key, 'elementKey'));
      if (next !== state.selected) endTextEdit();
      state.selected = next;
      state.multiSelected = [];
      refreshOverlay();
      return { renderings: renderingsOf(next).length };
    },
    setMultiselectedElementKeys(keys) {
      const list = expectStringArray(keys, 'elementKeys');
      list.forEach(checkKey);
      endTextEdit();
      state.multiSelected = list.length > 1 ? list : [];
      state.selected = list[0] ?? null;
      refreshOverlay();
      return undefined;
    },
    enableDriveMode() {
      setDriveMode(true);
      return undefined;
    },
    disableDriveMode() {
      setDriveMode(false);
      return undefined;
    },
    async checkIfHydrationError() {
      const status = (await getTools()).module.hydrationStatus(doc, errors.recent());
      messenger.post('LATEST_HYDRATION_ERROR_STATUS', status);
      return status.status;
    },
    triggerDragStart() {
      const element = elementFor(state.selected);
      if (!state.selected || !element) throw new Error('Nothing is selected to drag');
      startDrag(state.selected, element);
      return undefined;
    },
    triggerDragCancel() {
      finishDrag('DRAG_CANCEL_EVENT');
      return undefined;
    },
    setIsFlushing(flushing) {
      state.isFlushing = expectBoolean(flushing, 'isFlushing');
      return undefined;
    },
    setZoomPerc(zoom) {
      const value = expectFiniteNumber(zoom, 'zoom');
      if (value <= 0) throw new Error('zoom must be greater than 0');
      state.zoom = value;
      overlay?.setZoom(value);
      return undefined;
    },
    setAiContext(active) {
      state.aiContext = expectBoolean(active, 'aiContext');
      overlay?.setAiContext(state.aiContext);
      return undefined;
    },
    goBack() {
      win.history.back();
      return undefined;
    },
    goForward() {
      win.history.forward();
      return undefined;
    },
    refresh() {
      win.location.reload();
      return undefined;
    },
    async getCssEvals(key, cssEvalsOptions) {
      const settle = expectRecordOrNull(cssEvalsOptions, 'options')?.settle;
      if (settle !== undefined) expectBoolean(settle, 'options.settle');
      const element = selectedElement(key);
      const { module } = await getTools();
      const read = () => {
        const evals = module.cssEvalsFor(element);
        messenger.post('CSS_EVALS_FOR_ELEMENT', evals);
        return evals;
      };
      return settle ? new Later(module.animationsSettled(element, signal).then(read)) : read();
    },
    getElementClassList(key) {
      const classList = [...selectedElement(key).classList].filter(isPageClass);
      messenger.post('ELEMENT_CLASS_LIST', { classList });
      return classList;
    },
    async updateCodebaseIds(prevIdToNewIdMap, newTreeElementLookup, newScopeLookup) {
      const renames = expectRecordOrNull(prevIdToNewIdMap, 'prevIdToNewIdMap') ?? {};
      const pairs = new Map(Object.entries(renames).map(([from, to]) => {
        assertValidId('codebase id', from);
        assertValidId('codebase id', to);
        return [from, to];
      }));
      const lookups = expectLookup(newTreeElementLookup, 'newTreeElementLookup');
      const scopes = expectLookup(newScopeLookup, 'newScopeLookup');
      const { tempDom, instant } = await getTools();
      tempDom.renameCodebaseIds(doc, pairs);
      instant.renameCodebaseIds(pairs);
      const unflushed = [...unflushedIds].map((id) => pairs.get(id) ?? id);
      unflushedIds.clear();
      unflushed.forEach((id) => unflushedIds.add(id));
      if (lookups) state.treeElementLookup = mergeLookup({}, lookups);
      if (scopes) state.scopeLookup = mergeLookup({}, scopes);
      pageChanges?.rebuildNow();
      return undefined;
    },
    async tempMoveElement(key, newIndex) {
      const { tempDom } = await getTools();
      tempDom.moveToIndex(selectedElement(key, 'elementKey'), expectFiniteNumber(newIndex, 'newIndex'));
      return undefined;
    },
    async tempAddDiv(parentCodebaseId, indexInParent, width, height) {
      assertValidId('codebase id', parentCodebaseId);
      const parent = ids.elementsFor(parentCodebaseId)[0];
      if (!parent) throw new Error(`No element with codebase id ${parentCodebaseId} in the page`);
      const { tempDom } = await getTools();
      tempDom.addPlaceholder(parent, expectFiniteNumber(indexInParent, 'indexInParent'), expectFiniteNumber(width, 'width'), expectFiniteNumber(height, 'height'));
      return undefined;
    },
    tempMoveToNewParent(width, height, x, y, parentElementKey, clear) {
      if (clear === true) {
        overlay?.setMoveGuide(null);
        return undefined;
      }
      const bar = {
        width: expectFiniteNumber(width, 'width'),
        height: expectFiniteNumber(height, 'height'),
        x: expectFiniteNumber(x, 'x'),
        y: expectFiniteNumber(y, 'y'),
      };
      const parent = targetFor(checkKey(expectString(parentElementKey, 'parentElementKey')));
      if (!parent) throw new Error(`No element with key ${String(parentElementKey)} in the page`);
      overlay?.setMoveGuide({ parent, bar });
      return undefined;
    },
    async applyChangeItemToDocument(changeItem) {
      // The envelope is checked here; the instant updater checks each type's fields itself (and never
      // half-applies). The full model (lib/change-items) stays out of the frame bundle.
      if (!isRecord(changeItem)) throw new Error('changeItem must be an object');
      const { module, instant } = await getTools();
      const assertChangeType: ToolsModule['assertChangeType'] = module.assertChangeType;
      assertChangeType(changeItem.type);
      expectString(changeItem.id, 'changeItem.id');
      if (!isRecord(changeItem.changeFields)) throw new Error('changeItem.changeFields must be an object');
      const item = changeItem as unknown as ChangeItemData;
      const result = instant.apply(item);
      if (result.successful) {
        const target = item.type === 'UNDO' ? item.changeFields.changeToUndo : item.type === 'REDO' ? item.changeFields.changeToRedo : item;
        codebaseIdsOf(target.changeFields).forEach((id) => unflushedIds.add(id));
      } else {
        log.warn(result.reason ?? 'instant update failed');
      }
      messenger.post('INSTANT_UPDATE_DONE', {
        changeItem: {
          ...item,
          instantUpdateSent: true,
          instantUpdateFinished: true,
          instantUpdateSuccessful: result.successful,
          ...(result.instantUpdateData !== undefined ? { instantUpdateData: result.instantUpdateData } : {}),
        },
        instantUpdateSuccessful: result.successful,
        ...(result.instantUpdateData !== undefined ? { instantUpdateData: result.instantUpdateData } : {}),
        ...(result.reason ? { reason: result.reason } : {}),
      });
      return { instantUpdateSuccessful: result.successful, ...(result.reason ? { reason: result.reason } : {}) };
    },
    async processRulesForSelectedElement(cssElementLookup, key) {
      const { module } = await getTools();
      const element = selectedElement(key);
      const lookup = expectRecordOrNull(cssElementLookup, 'cssElementLookup');
      const processedCssRules = module.processRulesForElement({ element, cssElementLookup: lookup, log: (message, error) => log.warn(message, error) });
      messenger.post('PROCESSED_CSS_RULES_FOR_ELEMENT', { processedCssRules });
      return processedCssRules;
    },
    async setModifiersForSelectedElement(modifiers, key) {
      const { forcer } = await getTools();
      forcer.set(selectedElement(key), expectStringArray(modifiers, 'modifiers'));
      return undefined;
    },
    async ruleMatchesElement(messageId, rule, key) {
      const { module } = await getTools();
      const id = expectString(messageId, 'messageId');
      // A rule is its selector text, or an object carrying one (as processed rules do).
      const selector = typeof rule === 'string' ? rule : isRecord(rule) && typeof rule.selector === 'string' ? rule.selector : null;
      if (selector === null) throw new Error('rule must be a selector or an object with a selector');
      const matches = module.ruleMatchesElement(selector, selectedElement(key));
      messenger.send({ id, matches });
      return matches;
    },
    async scrollToElement(key) {
      const element = selectedElement(key, 'elementKey');
      const { module } = await getTools();
      return new Later(module.scrollToElement(element, signal).then((scrolled) => ({ scrolled })));
    },
    requestNavTree() {
      requireStoryboard();
      navPatcher?.reset();
      pageChanges?.rebuildNow();
      return undefined;
    },
    async getPageClassNames() {
      // The open shadow roots the last tree build walked (the overlay's own root is never among them).
      return (await getTools()).module.pageClassNames([doc, ...ids.shadowRoots()], log.debug);
    },
  };

  async function handleRequest(request: HostRequest, reply: Reply): Promise<void> {
    const { id } = request;
    if (state.stopped) return;
    switch (request.type) {
      case 'executeFunction': {
        const name = request.payload.functionName;
        if (typeof name !== 'string' || !Object.hasOwn(functions, name)) {
          log.warn('Function to execute not found', name);
          reply({ id, error: 'Function to execute not found' });
          return;
        }
        const answer = (result: unknown) => reply(result === undefined ? { id } : { id, result });
        const fail = (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          log.debug(`${name} failed: ${message}`);
          reply({ id, error: message });
        };
        try {
          // Compressed arguments are rare and need the decompressor from the tools module.
          const { args: plain, compressedArgs } = request.payload;
          const args = compressedArgs !== undefined ? await (await getTools()).module.decodeCompressedArgs(compressedArgs) : plainArgs(plain);
          const result = await functions[name as FunctionName](...args);
          if (result instanceof Later) void result.promise.then(answer, fail);
          else answer(result);
        } catch (error) {
          fail(error);
        }
        return;
      }
      case 'inspectElement': {
        const payload = request.payload as InspectPayload;
        const { module } = await getTools();
        await resolveAdapter();
        reply({ id, ...module.inspectElement(payload, adapter, ids.elementsFor) });
        return;
      }
      case 'GET_STATE_AND_PROPS':
        await resolveAdapter();
        reply({ id, ...(await getTools()).module.stateAndProps(request.componentName, doc, adapter) });
        return;
      default: {
        const type: unknown = (request as { type: unknown }).type;
        reply({ id, error: `Unknown request type: ${String(type)}` });
      }
    }
  }

  // ---- start and stop ---------------------------------------------------------------------------

  function setUp(): void {
    if (state.stopped) return;
    removeStoryboardStyle = injectStyle(doc, storyboardCss(params));
    overlay = createOverlayLayer({
      doc,
      onEditDynamicText: () => {
        if (state.selected) messenger.post('EDIT_DYNAMIC_TEXT', { elementKey: state.selected });
      },
    });
    overlay.setZoom(state.zoom);
    overlay.setAiContext(state.aiContext);
    pageChanges = watchPageChanges({
      root: doc.documentElement,
      isOwnNode,
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
        void (functions.checkIfHydrationError() as Promise<unknown>).catch((error: unknown) => log.warn(error));
      },
    });
    const capture = { capture: true, signal };
    doc.addEventListener('pointermove', onPointerMove, capture);
    doc.addEventListener('pointerdown', onPointerDown, capture);
    doc.addEventListener('pointerup', onPointerUp, capture);
    doc.addEventListener('click', onClick, capture);
    doc.addEventListener('dblclick', swallow, capture);
    doc.addEventListener('auxclick', swallow, capture);
    doc.addEventListener('contextmenu', onContextMenu, capture);
    doc.addEventListener('wheel', onWheel, { capture: true, passive: true, signal });
    doc.addEventListener('scroll', onScroll, { capture: true, passive: true, signal });
    doc.documentElement.addEventListener(
      'mouseleave',
      () => {
        state.pointerIn = false;
        if (!state.driveMode) setHover(null);
      },
      { signal },
    );
    // Media queries re-lay the page out at a new viewport width: the tree's boxes must follow.
    win.addEventListener('resize', () => pageChanges?.schedule(), { signal });
    win.addEventListener('keydown', onKeyDown, capture);
    win.addEventListener('keyup', onKeyUp, capture);
    trackHref(win, signal, (href) => messenger.post('LATEST_HREF', { href }));
    state.ready = true;
    refreshOverlay();
    pending.splice(0).forEach((run) => run());
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', setUp, { once: true, signal });
  else setUp();

  log.debug(`started; accepting editors at ${[...allowedOrigins].join(', ')}; drag threshold ${DRAG_THRESHOLD_PX}px`);

  return {
    stop() {
      if (state.stopped) return;
      endTextEdit();
      finishDrag('DRAG_CANCEL_EVENT');
      state.stopped = true;
      abort.abort();
      mouseMoves.cancel();
      win.cancelAnimationFrame(hitTestFrame);
      pageChanges?.stop();
      navPatcher?.stop();
      overlay?.destroy();
      overlay = null;
      tools?.tempDom.clear();
      tools?.forcer.clear();
      tools?.instant.destroy();
      tools = null;
      removeStoryboardStyle();
      messenger.close();
      pending.length = 0;
      state.nav = null;
    },
  };
}
