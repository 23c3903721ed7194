// The one place the editor's state changes: a pure function of the state and an action.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import type { LookupsAnswer, PageCustomProperty, ScreenModifier, StylingScope, TypeCheck } from '../../types';
import type { LiveBuildProblem } from '../../types/live';
import type { History } from '../lib/history';
import { publishReducer, type PublishEvent } from './publish';
import { dismissEntry, keepRecent, markChange } from './change-list';
import { reselectionReducer, type ReselectionEvent } from './reselection';
import type { StyleClipboard } from './style-clipboard';
import { effectsReducer, type EffectEvent } from './save-effects';
import { siteStylesReducer, type SiteStylesEvent } from './site-styles';
import { DEVICES, type CanvasSettings, type Confirmation, type ContextMenuAt, type DeviceId, type DragFeedback, type EditorState, type InspectorData, type SaveEntry, type Status } from './model';

export type EditorAction =
  | { type: 'status'; status: Status }
  /** The SDK's tree with its index (its `tree` event), after every whole tree and every patch. */
  | { type: 'tree'; tree: NavTreeIndex | null }
  | { type: 'select'; key: string | null }
  | { type: 'multi'; keys: string[] }
  /** `fromFrame`: the page hovered it under the pointer (the editor clears that hover when the pointer comes over its own panels). */
  | { type: 'hover'; key: string | null; fromFrame?: boolean }
  | { type: 'href'; href: string }
  | { type: 'driveMode'; on: boolean }
  | { type: 'device'; device: DeviceId; width?: number }
  | { type: 'zoom'; zoom: 'fit' | number }
  | { type: 'breakpoint'; breakpoint: ScreenModifier | null }
  | { type: 'stylingScope'; scope: StylingScope }
  | { type: 'scale'; scale: number }
  | { type: 'focusText' }
  | { type: 'buildProblems'; problems: LiveBuildProblem[] }
  /** A read of the inspector's values starts: answers of earlier reads are dropped from now on. */
  | { type: 'inspectorRead' }
  /** `read`: the read that answered (an answer for another selection, or of an older read, is dropped). */
  | { type: 'inspector'; key: string; data: Partial<Omit<InspectorData, 'key'>>; read?: number }
  | { type: 'reselection'; event: ReselectionEvent }
  /** Asks before an edit (null: the question is answered or withdrawn). */
  | { type: 'confirmation'; confirmation: Confirmation | null }
  | { type: 'history'; history: History }
  /** The server's history when the editor opened: kept unless this session has made changes already. */
  | { type: 'restore'; history: History; saves: SaveEntry[] }
  /** A new entry of the changes list; it gets the number `saveSeq` holds. */
  | { type: 'save'; entry: Omit<SaveEntry, 'seq'> }
  | { type: 'saveUpdate'; seq: number; update: Partial<SaveEntry> }
  /** The server's history read again: the changes no entry lists yet (another tab's, a script's) join the list, newest first. */
  | { type: 'othersChanges'; saves: SaveEntry[] }
  /** The server checked the types of a write of change `activityId`: the newest entry of that change shows it. */
  | { type: 'typeChecked'; activityId: string; typeCheck: TypeCheck }
  /** The server undid (`undone`) or redid a change: the entries that made it say so (change-list.ts). */
  | { type: 'changeUndone'; activityId: string; undone: boolean }
  /** The designer dismissed a failed attempt from the changes list. */
  | { type: 'dismissSave'; seq: number }
  | { type: 'styleClipboard'; clipboard: StyleClipboard | null }
  | { type: 'error'; message: string; details?: string }
  | { type: 'dismissError'; id: number }
  | { type: 'notice'; message: string | null }
  | { type: 'busy'; busy: boolean }
  | { type: 'scroll'; x: number; y: number }
  | { type: 'lookups'; lookups: LookupsAnswer | null }
  | { type: 'pageClasses'; classes: string[] }
  | { type: 'pageTokens'; tokens: PageCustomProperty[] }
  | { type: 'drag'; drag: DragFeedback | null }
  | { type: 'publish'; event: PublishEvent }
  /** The Site styles panel (site-styles.ts). */
  | { type: 'siteStyles'; event: SiteStylesEvent }
  /** A check that a style save took effect (save-effects.ts). */
  | { type: 'effect'; event: EffectEvent }
  /** Opens the context menu at a point (null closes it). */
  | { type: 'contextMenu'; at: ContextMenuAt | null }
  /** The preview reloaded: a new page, nothing selected or hovered. */
  | { type: 'reloaded' }
  /** The preview swapped the saved stylesheet in place: the page and its keys stay. */
  | { type: 'hotUpdated' }
  /** The page swapped a save's modules in: the lookups are read again, and until then they may not match it. */
  | { type: 'lookupsStale' };

const MAX_SAVES = 50;
const MAX_ERRORS = 5;
export const MIN_WIDTH = 320;
export const MAX_WIDTH = 2560;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'status':
      return { ...state, status: action.status };
    case 'tree': {
      const index = action.tree?.nodes;
      // Keys that left the page leave the selection and the hover with them.
      const selected = state.selected && index?.has(state.selected) ? state.selected : null;
      const multi = state.multi.filter((key) => index?.has(key));
      return {
        ...state,
        tree: action.tree,
        selected,
        multi: multi.length > 1 ? multi : [],
        hovered: state.hovered && index?.has(state.hovered) ? state.hovered : null,
        inspector: selected ? state.inspector : null,
      };
    }
    case 'select':
      return {
        ...state,
        // A question about another selection is withdrawn, and so is its menu.
        confirmation: action.key === state.selected ? state.confirmation : null,
        contextMenu: action.key === state.selected ? state.contextMenu : null,
        selected: action.key,
        multi: [],
        // A new selection starts with no data; the same one keeps its values until fresh ones arrive.
        inspector: action.key === null ? null : state.inspector?.key === action.key ? state.inspector : { key: action.key, cssEvals: {}, rules: [] },
      };
    case 'multi':
      return { ...state, multi: action.keys.length > 1 ? action.keys : [], selected: action.keys[0] ?? null };
    case 'hover': {
      const fromFrame = action.fromFrame === true && action.key !== null;
      return state.hovered === action.key && state.hoverFromFrame === fromFrame ? state : { ...state, hovered: action.key, hoverFromFrame: fromFrame };
    }
    case 'href':
      return { ...state, href: action.href };
    case 'driveMode':
      return { ...state, driveMode: action.on };
    case 'device': {
      const preset = DEVICES.find((device) => device.id === action.device);
      const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, action.width ?? preset?.width ?? state.canvas.width)));
      const canvas: CanvasSettings = { ...state.canvas, device: action.device, width };
      return { ...state, canvas };
    }
    case 'zoom':
      return { ...state, canvas: { ...state.canvas, zoom: action.zoom === 'fit' ? 'fit' : Math.min(2, Math.max(0.5, action.zoom)) } };
    case 'breakpoint':
      return { ...state, breakpoint: action.breakpoint };
    case 'stylingScope':
      return { ...state, stylingScope: action.scope };
    case 'contextMenu':
      return { ...state, contextMenu: action.at };
    case 'drag':
      return state.drag?.allowed === action.drag?.allowed && state.drag?.message === action.drag?.message ? state : { ...state, drag: action.drag };
    case 'scale':
      return state.scale === action.scale ? state : { ...state, scale: action.scale };
    case 'buildProblems':
      return state.buildProblems.length === 0 && action.problems.length === 0 ? state : { ...state, buildProblems: action.problems };
    case 'focusText':
      return { ...state, textFocus: state.textFocus + 1 };
    case 'inspectorRead':
      return { ...state, inspectorRead: state.inspectorRead + 1 };
    case 'inspector':
      // Answers for an element that is no longer selected are dropped; so are those of an older read
      // (one that waited for a transition can answer after a later one: its values are older).
      if (state.inspector?.key !== action.key) return state;
      if (action.read !== undefined && action.read !== state.inspectorRead) return state;
      return { ...state, inspector: { ...state.inspector, ...action.data } };
    case 'history':
      return { ...state, history: action.history };
    case 'restore':
      if (state.history.past.length || state.history.future.length) return state;
      return { ...state, history: action.history, saves: keepRecent([...state.saves, ...action.saves], MAX_SAVES) };
    case 'save':
      return { ...state, saveSeq: state.saveSeq + 1, saves: keepRecent([{ ...action.entry, seq: state.saveSeq }, ...state.saves], MAX_SAVES) };
    case 'saveUpdate':
      return {
        ...state,
        // A change that wrote files is shown by the preview's next swap or load (see `shown`).
        saves: state.saves.map((entry) => (entry.seq === action.seq ? { ...entry, ...action.update, ...(action.update.status === 'saved' && action.update.files?.length ? { shownBy: 'waiting' as const } : {}) } : entry)),
        // A written change reloads the preview with the new source, which reads the selection's values then.
        reloadExpected: state.reloadExpected || action.update.status === 'saved',
      };
    case 'othersChanges': {
      const known = new Set(state.saves.map((entry) => entry.activityId));
      const fresh = action.saves.filter((entry) => !known.has(entry.activityId));
      if (!fresh.length) return state;
      // Numbered below every entry listed so far, as the restored ones are.
      const lowest = Math.min(0, ...state.saves.map((entry) => entry.seq));
      return { ...state, saves: keepRecent([...fresh.map((entry, i) => ({ ...entry, seq: lowest - fresh.length + i })), ...state.saves], MAX_SAVES) };
    }
    case 'typeChecked': {
      const newest = state.saves.find((entry) => entry.activityId === action.activityId && entry.status !== 'failed');
      if (!newest) return state;
      return { ...state, saves: state.saves.map((entry) => (entry === newest ? { ...entry, typeCheck: action.typeCheck } : entry)) };
    }
    case 'changeUndone':
      return { ...state, saves: markChange(state.saves, action.activityId, action.undone) };
    case 'dismissSave':
      return { ...state, saves: dismissEntry(state.saves, action.seq) };
    case 'styleClipboard':
      return { ...state, styleClipboard: action.clipboard };
    case 'error': {
      // The same failure twice in a row is one entry (a retry loop must not flood the banner).
      if (state.errors[state.errors.length - 1]?.message === action.message) return state;
      const error = { id: state.errorSeq, message: action.message, ...(action.details ? { details: action.details } : {}) };
      return { ...state, errorSeq: state.errorSeq + 1, errors: [...state.errors, error].slice(-MAX_ERRORS) };
    }
    case 'dismissError':
      return { ...state, errors: state.errors.filter((error) => error.id !== action.id) };
    case 'notice':
      return { ...state, notice: action.message };
    case 'busy':
      // A new action starts expecting no reload.
      return { ...state, busy: action.busy, reloadExpected: action.busy ? false : state.reloadExpected };
    case 'confirmation':
      return { ...state, confirmation: action.confirmation };
    case 'publish': {
      const publish = publishReducer(state.publish, action.event);
      return publish === state.publish ? state : { ...state, publish };
    }
    case 'reselection': {
      const reselection = reselectionReducer(state.reselection, action.event);
      return reselection === state.reselection ? state : { ...state, reselection };
    }
    case 'scroll':
      return state.scroll.x === action.x && state.scroll.y === action.y ? state : { ...state, scroll: { x: action.x, y: action.y } };
    case 'lookups':
      return { ...state, lookups: action.lookups, lookupsStale: false };
    case 'pageClasses':
      return { ...state, pageClasses: action.classes };
    case 'pageTokens':
      return { ...state, pageTokens: action.tokens };
    case 'siteStyles': {
      const siteStyles = siteStylesReducer(state.siteStyles, action.event);
      return siteStyles === state.siteStyles ? state : { ...state, siteStyles };
    }
    case 'effect': {
      const effects = effectsReducer(state.effects, action.event);
      return effects === state.effects ? state : { ...state, effects };
    }
    case 'hotUpdated':
      return { ...state, hotUpdates: state.hotUpdates + 1, saves: shown(state.saves, 'swapped') };
    case 'lookupsStale':
      return { ...state, lookupsStale: state.lookups !== null };
    case 'reloaded':
      return { ...state, saves: shown(state.saves, 'reloaded'), selected: null, multi: [], hovered: null, hoverFromFrame: false, inspector: null, confirmation: null, drag: null, contextMenu: null, pageLoads: state.pageLoads + 1, lookupsStale: state.lookups !== null };
  }
}

/** The written changes the preview had not shown yet, now shown as `how`. */
function shown(saves: SaveEntry[], how: 'swapped' | 'reloaded'): SaveEntry[] {
  return saves.some((entry) => entry.shownBy === 'waiting') ? saves.map((entry) => (entry.shownBy === 'waiting' ? { ...entry, shownBy: how } : entry)) : saves;
}
