// The wire contract between the editing runtime (frame) and an editor (host): docs/protocol.md.
// Every message type is derived from the tables below, so a protocol change breaks both sides' typecheck.

import type { ChangeItemData } from './change-items';
import type { ScopeLookup, TreeElementLookup } from './lookups';
import type { NavTreeNode, NavTreePatch } from './nav-tree';

/** The version of this protocol: it changes only when a change would break an existing host or frame. */
export const PROTOCOL_VERSION = 6;

export type StoryboardType = 'APPLICATION' | 'STORY' | 'COMPONENT';
export type HydrationStatus = 'no_error' | 'error' | 'other_error';

export type { ChangeItemData } from './change-items';

export interface InitProjectOptions {
  driveModeEnabled?: boolean;
  aiContextSelection?: boolean;
  /** True: after the first full NAV_TREE, changes come as NAV_TREE_PATCH events (docs/protocol.md §7). */
  navTreePatches?: boolean;
}

/** Callable functions and their arguments, in order (docs/protocol.md §4). */
export interface FunctionArgs {
  /** Starts editing: the storyboard id every key carries, the lookups, options and storyboard type; loads the component adapter, posts the first NAV_TREE and LATEST_HREF, and fetches the editing tools, which bring the overlay and the pointer: it answers once they are here (until initProject the page has its clicks and keys as usual). Called again with the same storyboard id (fresh lookups after a reload), it keeps the selection and a text being edited; another id starts with nothing selected. */
  initProject: [
    storyboardId: string,
    treeElementLookup?: TreeElementLookup | null,
    scopeLookup?: ScopeLookup | null,
    storyboardComponentElement?: unknown,
    options?: InitProjectOptions | null,
    storyboardType?: StoryboardType | null,
    savedComponentFilename?: string | null,
    originalStoryboardUrl?: string | null,
  ];
  /** Merges lookups in (a `null` value deletes its key) and rebuilds the tree. */
  setNewLookups: [treeElementLookup?: Record<string, TreeElementLookup[string] | null> | null, scopeLookup?: Record<string, ScopeLookup[string] | null> | null];
  /** Shows the hover outline on an element, or clears it. */
  setHoveredElement: [elementKey: string | null];
  /** Selects an element, or nothing (a key no element has now is refused: §6, keys over time); ends text editing of another. Answers how many elements render its source element (its codebase id; 0 for nothing): the others get thin outlines. */
  setSelectedElement: [elementKey: string | null];
  /** Selects several siblings (one combined outline); fewer than two ends the multi-selection. */
  setMultiselectedElementKeys: [elementKeys: string[]];
  /** The page works as a page: no outlines, hover or selection (remembered for the browser session). */
  enableDriveMode: [];
  /** Back to editing after drive mode. */
  disableDriveMode: [];
  /** Shows a change item in the page at once (an instant update); answers whether it worked, then posts INSTANT_UPDATE_DONE with what undo needs. */
  applyChangeItemToDocument: [changeItem: ChangeItemData];
  /** After the source moved: renames codebase ids in the page (all at once, so swaps work) and replaces the lookups. */
  updateCodebaseIds: [prevIdToNewIdMap: Record<string, string>, newTreeElementLookup: TreeElementLookup, newScopeLookup: ScopeLookup];
  /** Drag preview: moves the element to a position among its siblings until the next refresh. */
  tempMoveElement: [elementKey: string, newIndex: number];
  /** Drag preview: an empty box of the given size at a position inside a parent. */
  tempAddDiv: [parentCodebaseId: string, indexInParent: number, width: number, height: number];
  /** Drag preview: outlines the new parent and draws the insertion bar; `clear` removes both. */
  tempMoveToNewParent: [width: number, height: number, x: number, y: number, parentElementKey: string, clear: boolean];
  /** Reads the hydration status (also posted as LATEST_HYDRATION_ERROR_STATUS). */
  checkIfHydrationError: [];
  /** Starts dragging the selected element, as a drag past the threshold would. */
  triggerDragStart: [];
  /** Ends a drag without a drop (posts DRAG_CANCEL_EVENT when one was active). */
  triggerDragCancel: [];
  /** True while the source is being written: the page that reloads next holds the instant updates, which are then dropped. */
  setIsFlushing: [isFlushing: boolean];
  /** The editor's zoom (1 = 100 %): outline widths and the drag threshold follow it. */
  setZoomPerc: [zoom: number];
  /** Purple outlines while an AI context is active. */
  setAiContext: [aiContext: boolean];
  /** The frame's history: back. */
  goBack: [];
  /** The frame's history: forward. */
  goForward: [];
  /** Reloads the page. */
  refresh: [];
  /** The element's CSS rules in the order a styles pane lists them (also posted as PROCESSED_CSS_RULES_FOR_ELEMENT). */
  processRulesForSelectedElement: [cssElementLookup: Record<string, unknown>, selectedElementKey: string];
  /** Shows the element as if hovered, focused, … (forced pseudo-classes); `[]` clears. */
  setModifiersForSelectedElement: [modifiers: string[], selectedElementKey: string];
  /** The element's computed values and its parent's display and flex direction (also posted as CSS_EVALS_FOR_ELEMENT); with `settle: true`, read once the transitions and animations running on them have finished and the values hold still from one frame to the next (2 s at most; endless animations are not waited for), so a value an instant update changes is read as it ends. */
  getCssEvals: [selectedElementKey: string, options?: { settle?: boolean } | null];
  /** The element's own classes, without codebase ids and runtime classes (also posted as ELEMENT_CLASS_LIST). */
  getElementClassList: [selectedElementKey: string];
  /** Whether a selector (or a rule carrying one) matches the element (also posted as `{ id: messageId, matches }`). */
  ruleMatchesElement: [messageId: string, rule: unknown, selectedElementKey: string];
  /** Scrolls the frame (and every scroll container around the element) so the element is in view, centred where it fits, smoothly unless the page prefers reduced motion; answers once the scroll is over (at once when it was in view). An element that is not rendered is refused. */
  scrollToElement: [elementKey: string];
  /** The class names the page's own style rules use (the document's and open shadow roots' readable sheets; not the runtime's), sorted, each once: for class suggestions. */
  getPageClassNames: [];
  /** The custom properties the page's own style rules declare (the same sheets as getPageClassNames), sorted by name, each once, with its value at the root element (as declared when the root has none): the site's tokens, for an editor's suggestions. */
  getPageCustomProperties: [];
  /** Builds the whole tree again and posts it as NAV_TREE (with a new version when patches are on): what a host does after a gap in the patches. */
  requestNavTree: [];
  /** The page's design tokens (its custom properties, as getPageCustomProperties) with the rules that use each and how many elements those match, and the element types its rules style by name alone (`body`, `h2`) with each type's computed `kindProperties` (at most 20; default font-family, font-weight, font-size, line-height): what a site-wide styles panel shows. */
  getSiteStyles: [kindProperties?: string[] | null];
  /** How many elements of the page (the document and its open shadow roots) each selector matches, in order; -1 for one the browser rejects. States (`:hover`) and pseudo-elements count the elements they would style. At most 200 selectors. */
  countMatchingElements: [selectors: string[]];
}

export type FunctionName = keyof FunctionArgs;

/** Every callable function, at run time; `satisfies` makes a missing or extra name a type error. */
export const FUNCTION_NAMES = Object.keys({
  initProject: 1,
  setNewLookups: 1,
  setHoveredElement: 1,
  setSelectedElement: 1,
  setMultiselectedElementKeys: 1,
  enableDriveMode: 1,
  disableDriveMode: 1,
  applyChangeItemToDocument: 1,
  updateCodebaseIds: 1,
  tempMoveElement: 1,
  tempAddDiv: 1,
  tempMoveToNewParent: 1,
  checkIfHydrationError: 1,
  triggerDragStart: 1,
  triggerDragCancel: 1,
  setIsFlushing: 1,
  setZoomPerc: 1,
  setAiContext: 1,
  goBack: 1,
  goForward: 1,
  refresh: 1,
  processRulesForSelectedElement: 1,
  setModifiersForSelectedElement: 1,
  getCssEvals: 1,
  getElementClassList: 1,
  ruleMatchesElement: 1,
  scrollToElement: 1,
  getPageClassNames: 1,
  getPageCustomProperties: 1,
  requestNavTree: 1,
  getSiteStyles: 1,
  countMatchingElements: 1,
} satisfies Record<FunctionName, 1>) as FunctionName[];

/** What a successful call answers in `result` (undefined: the answer carries no result). */
/** initProject's answer: which component adapter the frame uses, so an editor can say why it shows no components. */
export interface AdapterReport {
  /** The adapter's name (`react`, `preact`, `vue`, `svelte`, `lit`, `angular`, or a given adapter object's `name`); null: none. */
  name: string | null;
  /** `given`: an adapter object passed to start(); `named`: the page named the framework; `detected`: `auto` looked for one; `off`: the page chose `none`. */
  choice: 'given' | 'named' | 'detected' | 'off';
  /** Why there is none when one was wanted: no framework detected, a Svelte page built without `dev: true`, or the adapter's file did not load. */
  reason?: string;
}

export interface FunctionResults {
  initProject: { adapter: AdapterReport };
  setNewLookups: undefined;
  setHoveredElement: undefined;
  setSelectedElement: { renderings: number };
  setMultiselectedElementKeys: undefined;
  enableDriveMode: undefined;
  disableDriveMode: undefined;
  applyChangeItemToDocument: { instantUpdateSuccessful: boolean; reason?: string };
  updateCodebaseIds: undefined;
  tempMoveElement: undefined;
  tempAddDiv: undefined;
  tempMoveToNewParent: undefined;
  checkIfHydrationError: HydrationStatus;
  triggerDragStart: undefined;
  triggerDragCancel: undefined;
  setIsFlushing: undefined;
  setZoomPerc: undefined;
  setAiContext: undefined;
  goBack: undefined;
  goForward: undefined;
  refresh: undefined;
  // These answer with the data of the event they also post (the events stay for hosts written against them).
  processRulesForSelectedElement: ProcessedCssRule[];
  setModifiersForSelectedElement: undefined;
  getCssEvals: FrameEventFields['CSS_EVALS_FOR_ELEMENT'];
  getElementClassList: string[];
  ruleMatchesElement: boolean;
  scrollToElement: { scrolled: boolean };
  getPageClassNames: string[];
  getPageCustomProperties: PageCustomProperty[];
  requestNavTree: undefined;
  getSiteStyles: SiteStyles;
  countMatchingElements: number[];
}

export interface InspectPayload {
  componentName?: string;
  isComponent?: boolean;
  tempoElementID?: string;
  componentElementId?: string;
}

/** Host → frame requests over the port (docs/protocol.md §2, §3). */
export interface HostRequestMap {
  executeFunction: { type: 'executeFunction'; id: string; payload: { functionName: string; args?: unknown[]; compressedArgs?: string } };
  inspectElement: { type: 'inspectElement'; id: string; payload: InspectPayload };
  GET_STATE_AND_PROPS: { type: 'GET_STATE_AND_PROPS'; id: string; componentName?: string };
}
export type HostRequest = HostRequestMap[keyof HostRequestMap];

export type InspectErrorMessage = 'No component name' | 'Could not find element' | 'Could not find component' | 'No component found';

/**
 * Why a function failed, for an editor to act on (the answer's `error` is the sentence for people):
 * `unknown-key`, no element in the page has the key now (the page re-rendered it, or it was removed).
 */
export const ERROR_CODES = ['unknown-key'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

export type Answer = { id: string; result?: unknown } | { id: string; error: string; code?: ErrorCode };
export type InspectAnswer = { id: string; props: Record<string, unknown>; state: unknown } | { id: string; error: string };

export interface KeyEventData {
  key: string;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  /** Alt (⌥): Alt+↑/↓ moves the selection in the reference editor; with it a Mac reports the character typed as `key` (`ç`), so `code` names the key. Absent from older frames. */
  altKey?: boolean;
  /** The physical key (`KeyC`), as KeyboardEvent.code. */
  code?: string;
  activeElement: { tagName: string; isContentEditable: boolean };
}

export interface MouseDragContext {
  pageX: number;
  pageY: number;
  offsetX: number;
  offsetY: number;
  parentSelectedElementKey: string | null;
  dragging: boolean;
  selectedParentDisplay: string | null;
  selectedParentFlexDirection: string | null;
}

/** A custom property a page's style rules declare: `{ name: '--accent', value: '#1d4ed8' }`. */
export interface PageCustomProperty {
  name: string;
  value: string;
}

/** A rule of the page, as a STYLE_RULE change names it: its selector and the media query it sits in (null at the top level). */
export interface StyleRuleRef {
  selector: string;
  media: string | null;
}

/** A rule that uses a token: where it is, and the properties whose values name the token (`color`, `--accent-strong`). */
export interface TokenUse extends StyleRuleRef {
  properties: string[];
}

/** A design token: a custom property the page's own rules declare, and where they use it. */
export interface SiteToken {
  name: string;
  /** Its value at the root element (as declared when the root has none), as getPageCustomProperties gives it. */
  value: string;
  /** The rule of its first declaration, which an editor changes (`:root`); null when that rule cannot be named by selector and media (inside @supports, a layer, an imported sheet). */
  declaredIn: StyleRuleRef | null;
  /** The value as that rule writes it (`var(--accent)` where the root computes `#1d4ed8`). */
  declared: string;
  /** The page's rules that use it (`var(--name)`), in source order. */
  uses: TokenUse[];
  /** How many elements of the page those rules match (a `:hover` rule counts the elements it styles on hover). */
  elements: number;
}

/** A computed value and how many elements of a kind compute it. */
export interface ValueCount {
  value: string;
  count: number;
}

/** The elements of one type that the page's own rules style by type alone (`h2 { … }`, `h1, h2, h3 { … }`): what typography sets for all of them. */
export interface ElementKind {
  /** The element type, lower case: `body`, `h2`, `p`, `a`. */
  tag: string;
  /** How many elements of the type the page shows. */
  count: number;
  /** The top-level rules naming the type alone or in a list of types, in source order, with what they set of the kind properties. */
  rules: (StyleRuleRef & { styles: Record<string, string> })[];
  /** Per kind property, each computed value and how many of the elements compute it, most common first. */
  computed: Record<string, ValueCount[]>;
}

/** getSiteStyles' answer. */
export interface SiteStyles {
  tokens: SiteToken[];
  /** Types whose elements hold text of their own (and `body`, which all text inherits from), in the order the page's rules first name them. */
  kinds: ElementKind[];
}

export interface ProcessedCssRule {
  filename: string;
  selector: string;
  styles: Record<string, string>;
  applied: boolean;
  codebaseId?: string;
  removable: boolean;
  allowChanges: boolean;
  inherited?: boolean;
  modifiers?: Record<string, unknown>;
  classParsed?: string;
  cssText?: string;
  /** The specificity of the rule's part that matches the element ([ids, classes, types]); absent for the inline style. */
  specificity?: [number, number, number];
  /** The at-rules the rule sits in, outermost first (`@media (min-width: 40rem)`); absent at the top level. */
  within?: string[];
}

/** Frame → host events: `{ id: NAME, ...fields }` (docs/protocol.md §5). */
/**
 * The window event a dev server's page client dispatches after it changed the page's code or styles in
 * place, without a reload (`npm start` swaps a changed stylesheet; a Vite page can dispatch it from
 * `import.meta.hot.on('vite:afterUpdate', …)`): the runtime takes it as the end of a hot reload at once
 * and tells the editor (HOT_UPDATED). `detail.kind`: `css` or `module`.
 */
export const HOT_UPDATE_EVENT = 'visual-editing:hot-update';

/**
 * The window event a dev server's page client dispatches just before it swaps modules in place (before
 * its framework re-renders them): the runtime takes back the structural instant updates it holds
 * (moves, inserts, text), so the framework finds the DOM it rendered itself. HOT_UPDATE_EVENT follows
 * with `kind: 'module'`. A client that only swaps stylesheets need not send it.
 */
export const HOT_UPDATE_BEFORE_EVENT = 'visual-editing:before-hot-update';

export interface FrameEventFields {
  /** First on every accepted 'init': which runtime instance answered (a new id after every page load) and its protocol version. */
  RUNTIME_CONNECTED: { runtimeId: string; protocolVersion: number };
  /** The pointer moved onto another element (sent only on change), or the hovered element has a new key or left the page: then `previousKey` is the key it had (§6, keys over time). */
  HOVERED_ELEMENT_KEY: { elementKey: string | null; previousKey?: string | null };
  /** The designer clicked an element, or the selected one has a new key or left the page (null): then `previousKey` is the key it had (§6, keys over time); `outerHTML` is its own markup (up to 1 MiB); `renderings` is how many elements in the page render its source element (its codebase id: a list's cards), itself included. */
  SELECTED_ELEMENT_KEY: { elementKey: string | null; outerHTML?: string; renderings?: number; previousKey?: string | null };
  /** Shift-click changed the multi-selection, or members moved or left the page: then `previousKeys` are the keys they had (§6, keys over time). */
  MULTI_SELECTED_ELEMENT_KEYS: { elementKeys: string[]; outerHTMLs?: string[]; previousKeys?: string[] };
  /** The navigation tree, after initProject and 300 ms after the page changes; with `navTreePatches`, only after initProject, on connecting and on requestNavTree, `version` numbers it, and the tree comes in `compactJson`, the compact tree's JSON text (`navTree` is null). */
  NAV_TREE: { navTree: NavTreeNode | null; version?: number; compactJson?: string };
  /** With `navTreePatches`: what changed since the last NAV_TREE or patch, 300 ms after the page changes; only to hosts that opted in. */
  NAV_TREE_PATCH: NavTreePatch;
  /** Pointer position (throttled). */
  MOUSE_MOVE_EVENT: { event: { pageX: number; pageY: number; clientX: number; clientY: number } };
  /** A drag began (past 20 px / zoom, or triggerDragStart); the page is measured again first, so a tree or patch with what moved comes before it. */
  DRAG_START_EVENT: { event: MouseDragContext; outerHTML?: string };
  /** The dragged element was dropped. */
  DRAG_END_EVENT: { event: Record<string, never> };
  /** The drag was cancelled (Escape, drive mode, triggerDragCancel). */
  DRAG_CANCEL_EVENT: { event: Record<string, never> };
  /** A wheel or trackpad scroll in the page. */
  WHEEL_EVENT: { event: { deltaX: number; deltaY: number; x: number; y: number; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; metaKey: boolean } };
  /** A key went down in the page (for editor shortcuts): `key`, the modifiers (`altKey`), `code` (the physical key) and the focused element; an Escape that ended a drag is not sent, nor is a key a page script dispatched (only the browser's own, `isTrusted`), and Ctrl/⌘+A outside text selects nothing in the page. */
  KEY_DOWN_EVENT: { event: KeyEventData };
  /** A key went up in the page. */
  KEY_UP_EVENT: { event: KeyEventData };
  /** The page's location: on connect, after initProject and on every navigation. */
  LATEST_HREF: { href: string };
  /** A right click: the editor may show its context menu. */
  CONTEXT_REQUESTED: { event: { clientX: number; clientY: number } };
  /** The hydration status, after checkIfHydrationError and after a hot reload. */
  LATEST_HYDRATION_ERROR_STATUS: { status: HydrationStatus; errorDescr?: string; errorLabel?: string; errorBody?: string };
  /** In-place text editing began on an element. */
  START_EDITING_TEXT: { data: { key: string; oldText: string } };
  /** In-place text editing ended (Enter, blur or Escape); `newText` equals `oldText` when nothing changed, or when the edit was `refused` (it would have changed a part the page fills in from its state: the text typed and why; the page's text is put back). */
  EDITED_TEXT: { data: { key: string; newText: string; oldText: string; refused?: { text: string; reason: string } } };
  /** The page wrote over the text of an EDIT_TEXT instant update it still held (its framework rendered the whole text again from its state): `text` is what the update wrote, `now` what the page shows. Its undo is then refused. */
  TEXT_OVERWRITTEN: { changeId: string; codebaseId: string; text: string; now: string };
  /** The designer pressed 'Edit Dynamic Text' on text that is not static. */
  EDIT_DYNAMIC_TEXT: { elementKey: string };
  /** An instant update finished; `changeItem.instantUpdateData` is what an UNDO needs. */
  INSTANT_UPDATE_DONE: { changeItem: ChangeItemData; instantUpdateData?: unknown; instantUpdateSuccessful: boolean; reason?: string };
  /** The answer of processRulesForSelectedElement, as an event. */
  PROCESSED_CSS_RULES_FOR_ELEMENT: { processedCssRules: ProcessedCssRule[] };
  /** The answer of getCssEvals, as an event. */
  CSS_EVALS_FOR_ELEMENT: { cssEvals: Record<string, string>; parent: { display: string; 'flex-direction': string } };
  /** The answer of getElementClassList, as an event. */
  ELEMENT_CLASS_LIST: { classList: string[] };
  /** A framework was detected after initProject answered (`auto` only: an island or app that hydrated later): its adapter is in use from now on, and a whole NAV_TREE with its props follows. */
  ADAPTER_CHANGED: { adapter: AdapterReport };
  /** The page changed its code or styles in place, without a reload (HOT_UPDATE_EVENT; `npm start` swaps a changed stylesheet, and changed lazily loaded React modules): instant updates the source now holds were dropped, the tree was built again, and what the page shows is now read from it. */
  HOT_UPDATED: { kind: 'css' | 'module' };
  /** An uncaught error or unhandled rejection in the page. */
  ERROR: { error: { message: string; filename?: string; lineno?: number; colno?: number; stack?: string } };
}

export type FrameEventName = keyof FrameEventFields;
export type FrameEvent<K extends FrameEventName = FrameEventName> = K extends FrameEventName ? { id: K } & FrameEventFields[K] : never;

/** Every frame event name, at run time; `satisfies` makes a missing or extra name a type error. */
export const FRAME_EVENT_NAMES = Object.keys({
  RUNTIME_CONNECTED: 1,
  HOVERED_ELEMENT_KEY: 1,
  SELECTED_ELEMENT_KEY: 1,
  MULTI_SELECTED_ELEMENT_KEYS: 1,
  NAV_TREE: 1,
  NAV_TREE_PATCH: 1,
  MOUSE_MOVE_EVENT: 1,
  DRAG_START_EVENT: 1,
  DRAG_END_EVENT: 1,
  DRAG_CANCEL_EVENT: 1,
  WHEEL_EVENT: 1,
  KEY_DOWN_EVENT: 1,
  KEY_UP_EVENT: 1,
  LATEST_HREF: 1,
  CONTEXT_REQUESTED: 1,
  LATEST_HYDRATION_ERROR_STATUS: 1,
  START_EDITING_TEXT: 1,
  EDITED_TEXT: 1,
  TEXT_OVERWRITTEN: 1,
  EDIT_DYNAMIC_TEXT: 1,
  INSTANT_UPDATE_DONE: 1,
  PROCESSED_CSS_RULES_FOR_ELEMENT: 1,
  CSS_EVALS_FOR_ELEMENT: 1,
  ELEMENT_CLASS_LIST: 1,
  ADAPTER_CHANGED: 1,
  HOT_UPDATED: 1,
  ERROR: 1,
} satisfies Record<FrameEventName, 1>) as FrameEventName[];

/** `ruleMatchesElement` answers with the host's own message id. */
export interface RuleMatchAnswer {
  id: string;
  matches: boolean;
}

/** Everything the frame may post on the port. */
export type FrameMessage = FrameEvent | Answer | InspectAnswer | RuleMatchAnswer;

/** Ids with a fixed meaning: the storyboard root's codebase id, and two markers a host may use for trees. */
export const SPECIAL_IDS = {
  emptyTree: 'EMPTY-TREE',
  skipRoot: 'SKIP-ROOT',
  storyboardTop: 'STORYBOARD-TOP-CONSTANT',
} as const;
