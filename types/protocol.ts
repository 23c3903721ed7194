// The wire contract between the editing runtime (frame) and an editor (host): PROTOCOL.md.
// Every message type is derived from the tables below, so a protocol change breaks both sides' typecheck.

import type { ChangeItemData } from './change-items';
import type { ScopeLookup, TreeElementLookup } from './lookups';
import type { NavTreeNode } from './nav-tree';

export const PROTOCOL_VERSION = 1;

export type StoryboardType = 'APPLICATION' | 'STORY' | 'COMPONENT';
export type HydrationStatus = 'no_error' | 'error' | 'other_error';

export type { ChangeItemData } from './change-items';

export interface InitProjectOptions {
  driveModeEnabled?: boolean;
  aiContextSelection?: boolean;
}

/** Callable functions and their arguments, in order (PROTOCOL.md §4). */
export interface FunctionArgs {
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
  setNewLookups: [treeElementLookup?: Record<string, TreeElementLookup[string] | null> | null, scopeLookup?: Record<string, ScopeLookup[string] | null> | null];
  setHoveredElement: [elementKey: string | null];
  setSelectedElement: [elementKey: string | null];
  setMultiselectedElementKeys: [elementKeys: string[]];
  enableDriveMode: [];
  disableDriveMode: [];
  applyChangeItemToDocument: [changeItem: ChangeItemData];
  updateCodebaseIds: [prevIdToNewIdMap: Record<string, string>, newTreeElementLookup: TreeElementLookup, newScopeLookup: ScopeLookup];
  tempMoveElement: [elementKey: string, newIndex: number];
  tempAddDiv: [parentCodebaseId: string, indexInParent: number, width: number, height: number];
  tempMoveToNewParent: [width: number, height: number, x: number, y: number, parentElementKey: string, clear: boolean];
  checkIfHydrationError: [];
  triggerDragStart: [];
  triggerDragCancel: [];
  setIsFlushing: [isFlushing: boolean];
  setZoomPerc: [zoom: number];
  setAiContext: [aiContext: boolean];
  goBack: [];
  goForward: [];
  refresh: [];
  processRulesForSelectedElement: [cssElementLookup: Record<string, unknown>, selectedElementKey: string];
  setModifiersForSelectedElement: [modifiers: string[], selectedElementKey: string];
  getCssEvals: [selectedElementKey: string];
  getElementClassList: [selectedElementKey: string];
  ruleMatchesElement: [messageId: string, rule: unknown, selectedElementKey: string];
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
} satisfies Record<FunctionName, 1>) as FunctionName[];

/** What a successful call answers in `result` (undefined: the answer carries no result). */
export interface FunctionResults {
  initProject: undefined;
  setNewLookups: undefined;
  setHoveredElement: undefined;
  setSelectedElement: undefined;
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
}

export interface InspectPayload {
  componentName?: string;
  isComponent?: boolean;
  tempoElementID?: string;
  componentElementId?: string;
}

/** Host → frame requests over the port (PROTOCOL.md §2, §3). */
export interface HostRequestMap {
  executeFunction: { type: 'executeFunction'; id: string; payload: { functionName: string; args?: unknown[]; compressedArgs?: string } };
  inspectElement: { type: 'inspectElement'; id: string; payload: InspectPayload };
  GET_STATE_AND_PROPS: { type: 'GET_STATE_AND_PROPS'; id: string; componentName?: string };
}
export type HostRequest = HostRequestMap[keyof HostRequestMap];

export type InspectErrorMessage = 'No component name' | 'Could not find element' | 'Could not find component' | 'No component found';

export type Answer = { id: string; result?: unknown } | { id: string; error: string };
export type InspectAnswer = { id: string; props: Record<string, unknown>; state: unknown } | { id: string; error: string };

export interface KeyEventData {
  key: string;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
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
}

/** Frame → host events: `{ id: NAME, ...fields }` (PROTOCOL.md §5). */
export interface FrameEventFields {
  HOVERED_ELEMENT_KEY: { elementKey: string | null };
  SELECTED_ELEMENT_KEY: { elementKey: string | null; outerHTML?: string };
  MULTI_SELECTED_ELEMENT_KEYS: { elementKeys: string[]; outerHTMLs?: string[] };
  NAV_TREE: { navTree: NavTreeNode | null };
  MOUSE_MOVE_EVENT: { event: { pageX: number; pageY: number; clientX: number; clientY: number } };
  DRAG_START_EVENT: { event: MouseDragContext; outerHTML?: string };
  DRAG_END_EVENT: { event: Record<string, never> };
  DRAG_CANCEL_EVENT: { event: Record<string, never> };
  WHEEL_EVENT: { event: { deltaX: number; deltaY: number; x: number; y: number; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; metaKey: boolean } };
  KEY_DOWN_EVENT: { event: KeyEventData };
  KEY_UP_EVENT: { event: KeyEventData };
  LATEST_HREF: { href: string };
  CONTEXT_REQUESTED: { event: { clientX: number; clientY: number } };
  LATEST_HYDRATION_ERROR_STATUS: { status: HydrationStatus; errorDescr?: string; errorLabel?: string; errorBody?: string };
  START_EDITING_TEXT: { data: { key: string; oldText: string } };
  EDITED_TEXT: { data: { key: string; newText: string; oldText: string } };
  EDIT_DYNAMIC_TEXT: { elementKey: string };
  INSTANT_UPDATE_DONE: { changeItem: ChangeItemData; instantUpdateData?: unknown; instantUpdateSuccessful: boolean; reason?: string };
  PROCESSED_CSS_RULES_FOR_ELEMENT: { processedCssRules: ProcessedCssRule[] };
  CSS_EVALS_FOR_ELEMENT: { cssEvals: Record<string, string>; parent: { display: string; 'flex-direction': string } };
  ELEMENT_CLASS_LIST: { classList: string[] };
  ERROR: { error: { message: string; filename?: string; lineno?: number; colno?: number; stack?: string } };
}

export type FrameEventName = keyof FrameEventFields;
export type FrameEvent<K extends FrameEventName = FrameEventName> = K extends FrameEventName ? { id: K } & FrameEventFields[K] : never;

/** Every frame event name, at run time; `satisfies` makes a missing or extra name a type error. */
export const FRAME_EVENT_NAMES = Object.keys({
  HOVERED_ELEMENT_KEY: 1,
  SELECTED_ELEMENT_KEY: 1,
  MULTI_SELECTED_ELEMENT_KEYS: 1,
  NAV_TREE: 1,
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
  EDIT_DYNAMIC_TEXT: 1,
  INSTANT_UPDATE_DONE: 1,
  PROCESSED_CSS_RULES_FOR_ELEMENT: 1,
  CSS_EVALS_FOR_ELEMENT: 1,
  ELEMENT_CLASS_LIST: 1,
  ERROR: 1,
} satisfies Record<FrameEventName, 1>) as FrameEventName[];

/** `ruleMatchesElement` answers with the host's own message id. */
export interface RuleMatchAnswer {
  id: string;
  matches: boolean;
}

/** Everything the frame may post on the port. */
export type FrameMessage = FrameEvent | Answer | InspectAnswer | RuleMatchAnswer;

/** Special ids (SPEC.md §9). */
export const SPECIAL_IDS = {
  emptyTree: 'EMPTY-TREE',
  skipRoot: 'SKIP-ROOT',
  storyboardTop: 'STORYBOARD-TOP-CONSTANT',
} as const;
