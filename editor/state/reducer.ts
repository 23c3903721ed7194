// The one place the editor's state changes: a pure function of the state and an action.
import type { LookupsAnswer, NavTreeNode, NavTreePatch, TypeCheck } from '../../types';
import type { LiveBuildProblem } from '../../types/live';
import type { History } from '../lib/history';
import { indexTree, patchIndex } from '../lib/tree';
import { DEVICES, type CanvasSettings, type DeviceId, type DragFeedback, type EditorState, type InspectorData, type SaveEntry, type Status } from './model';

export type EditorAction =
  | { type: 'status'; status: Status }
  | { type: 'tree'; tree: NavTreeNode | null }
  /** The tree `patch` made (the SDK applied it): only what it touched is looked at. */
  | { type: 'treePatch'; tree: NavTreeNode; patch: NavTreePatch }
  | { type: 'select'; key: string | null }
  | { type: 'multi'; keys: string[] }
  | { type: 'hover'; key: string | null }
  | { type: 'href'; href: string }
  | { type: 'driveMode'; on: boolean }
  | { type: 'device'; device: DeviceId; width?: number }
  | { type: 'zoom'; zoom: 'fit' | number }
  | { type: 'scale'; scale: number }
  | { type: 'focusText' }
  | { type: 'buildProblems'; problems: LiveBuildProblem[] }
  | { type: 'inspector'; key: string; data: Partial<Omit<InspectorData, 'key'>> }
  | { type: 'history'; history: History }
  /** The server's history when the editor opened: kept unless this session has made changes already. */
  | { type: 'restore'; history: History; saves: SaveEntry[] }
  | { type: 'save'; entry: SaveEntry }
  | { type: 'saveUpdate'; seq: number; update: Partial<SaveEntry> }
  /** The server's history read again: the changes no entry lists yet (another tab's, a script's) join the list, newest first. */
  | { type: 'othersChanges'; saves: SaveEntry[] }
  /** The server checked the types of a write of change `activityId`: the newest entry of that change shows it. */
  | { type: 'typeChecked'; activityId: string; typeCheck: TypeCheck }
  | { type: 'error'; message: string }
  | { type: 'dismissError'; id: number }
  | { type: 'notice'; message: string | null }
  | { type: 'busy'; busy: boolean }
  | { type: 'scroll'; x: number; y: number }
  | { type: 'lookups'; lookups: LookupsAnswer | null }
  | { type: 'pageClasses'; classes: string[] }
  | { type: 'drag'; drag: DragFeedback | null }
  /** The preview reloaded: a new page, nothing selected or hovered. */
  | { type: 'reloaded' };

const MAX_SAVES = 50;
const MAX_ERRORS = 5;
export const MIN_WIDTH = 320;
export const MAX_WIDTH = 2560;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'status':
      return { ...state, status: action.status };
    case 'tree':
    case 'treePatch': {
      const index = action.type === 'tree' ? indexTree(action.tree) : patchIndex(state.index, action.tree, action.patch);
      // Keys that left the page leave the selection and the hover with them.
      const selected = state.selected && index.has(state.selected) ? state.selected : null;
      const multi = state.multi.filter((key) => index.has(key));
      return {
        ...state,
        tree: action.tree,
        index,
        selected,
        multi: multi.length > 1 ? multi : [],
        hovered: state.hovered && index.has(state.hovered) ? state.hovered : null,
        inspector: selected ? state.inspector : null,
      };
    }
    case 'select':
      return {
        ...state,
        selected: action.key,
        multi: [],
        // A new selection starts with no data; the same one keeps its values until fresh ones arrive.
        inspector: action.key === null ? null : state.inspector?.key === action.key ? state.inspector : { key: action.key, cssEvals: {}, rules: [] },
      };
    case 'multi':
      return { ...state, multi: action.keys.length > 1 ? action.keys : [], selected: action.keys[0] ?? null };
    case 'hover':
      return state.hovered === action.key ? state : { ...state, hovered: action.key };
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
    case 'drag':
      return state.drag?.allowed === action.drag?.allowed && state.drag?.message === action.drag?.message ? state : { ...state, drag: action.drag };
    case 'scale':
      return state.scale === action.scale ? state : { ...state, scale: action.scale };
    case 'buildProblems':
      return state.buildProblems.length === 0 && action.problems.length === 0 ? state : { ...state, buildProblems: action.problems };
    case 'focusText':
      return { ...state, textFocus: state.textFocus + 1 };
    case 'inspector':
      // Answers for an element that is no longer selected are dropped.
      if (state.inspector?.key !== action.key) return state;
      return { ...state, inspector: { ...state.inspector, ...action.data } };
    case 'history':
      return { ...state, history: action.history };
    case 'restore':
      if (state.history.past.length || state.history.future.length) return state;
      return { ...state, history: action.history, saves: [...state.saves, ...action.saves].slice(0, MAX_SAVES) };
    case 'save':
      return { ...state, saves: [action.entry, ...state.saves].slice(0, MAX_SAVES) };
    case 'saveUpdate':
      return { ...state, saves: state.saves.map((entry) => (entry.seq === action.seq ? { ...entry, ...action.update } : entry)) };
    case 'othersChanges': {
      const known = new Set(state.saves.map((entry) => entry.activityId));
      const fresh = action.saves.filter((entry) => !known.has(entry.activityId));
      if (!fresh.length) return state;
      // Numbered below every entry listed so far, as the restored ones are.
      const lowest = Math.min(0, ...state.saves.map((entry) => entry.seq));
      return { ...state, saves: [...fresh.map((entry, i) => ({ ...entry, seq: lowest - fresh.length + i })), ...state.saves].slice(0, MAX_SAVES) };
    }
    case 'typeChecked': {
      const newest = state.saves.find((entry) => entry.activityId === action.activityId && entry.status !== 'failed');
      if (!newest) return state;
      return { ...state, saves: state.saves.map((entry) => (entry === newest ? { ...entry, typeCheck: action.typeCheck } : entry)) };
    }
    case 'error':
      // The same failure twice in a row is one entry (a retry loop must not flood the banner).
      if (state.errors[state.errors.length - 1]?.message === action.message) return state;
      return { ...state, errorSeq: state.errorSeq + 1, errors: [...state.errors, { id: state.errorSeq, message: action.message }].slice(-MAX_ERRORS) };
    case 'dismissError':
      return { ...state, errors: state.errors.filter((error) => error.id !== action.id) };
    case 'notice':
      return { ...state, notice: action.message };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'scroll':
      return state.scroll.x === action.x && state.scroll.y === action.y ? state : { ...state, scroll: { x: action.x, y: action.y } };
    case 'lookups':
      return { ...state, lookups: action.lookups };
    case 'pageClasses':
      return { ...state, pageClasses: action.classes };
    case 'reloaded':
      return { ...state, selected: null, multi: [], hovered: null, inspector: null, drag: null, pageLoads: state.pageLoads + 1 };
  }
}
