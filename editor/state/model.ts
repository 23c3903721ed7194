// Everything the editor knows, in one place; the reducer (reducer.ts) is the only thing that changes it.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import type { LookupsAnswer, ProcessedCssRule, PageCustomProperty, ScreenModifier, StylingScope, TypeCheck, WrittenFile } from '../../types';
import type { LiveBuildProblem } from '../../types/live';
import { emptyHistory, type History } from '../lib/history';
import { initialPublish, type PublishState } from './publish';
import { noReselection, type Reselection } from './reselection';
import type { StyleClipboard } from './style-clipboard';
import { initialEffects, type EffectsState } from './save-effects';
import { initialSiteStyles, type SiteStylesState } from './site-styles';

/** `refused`: the editor will not open the page it was asked for (not its session's preview). */
export type Status = { kind: 'connecting' } | { kind: 'ready' } | { kind: 'error'; message: string } | { kind: 'refused'; message: string };

export interface InspectorData {
  key: string;
  cssEvals: Record<string, string>;
  rules: ProcessedCssRule[];
}

/** One change the designer made, and what became of it on the server. */
export interface SaveEntry {
  seq: number;
  label: string;
  urlPath: string;
  body: string;
  /** `preview`: no editing server, the change lives in the page only. `earlier` / `undone`: from the server's history when the editor opened. */
  status: 'saving' | 'saved' | 'failed' | 'preview' | 'earlier' | 'undone';
  /** The server's message, or why it failed. */
  message?: string;
  /** For a failure: what the sentence leaves out (file positions, the grammar a value missed), shown folded. */
  details?: string;
  files?: WrittenFile[];
  /** The server's id of the change this entry wrote, made, undid or redid (what a one-click undo names). */
  activityId?: string;
  /** Whether this entry made the change (not its undo or redo): only those offer a one-click undo. */
  made?: boolean;
  /** The type check of the write (it follows the write; the server says when it is done). */
  typeCheck?: TypeCheck;
  /**
   * How the preview came to show a written change: `waiting` from the answer until the preview swaps
   * its stylesheet in place (`swapped`: the page kept its state) or loads again (`reloaded`).
   */
  shownBy?: 'waiting' | 'swapped' | 'reloaded';
}

/** Widths a designer checks a page at; the frame's viewport takes the width, so media queries apply. */
export const DEVICES = [
  { id: 'mobile', label: 'Mobile', width: 375 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
  { id: 'wide', label: 'Wide', width: 1440 },
] as const;
export type DeviceId = (typeof DEVICES)[number]['id'] | 'custom';

export interface CanvasSettings {
  device: DeviceId;
  /** The frame's viewport width in CSS pixels. */
  width: number;
  /** `fit`: scaled so the whole width shows; otherwise a zoom factor from 0.5 to 2. */
  zoom: 'fit' | number;
}

export interface EditorError {
  id: number;
  message: string;
  /** What the sentence leaves out (file positions, grammar), shown folded under it. */
  details?: string;
}

/** While an element is dragged: where it would land, in words, and whether it may land there. */
export interface DragFeedback {
  allowed: boolean;
  message: string;
}

export interface EditorState {
  status: Status;
  /**
   * The page's tree with its node index, as the SDK's `tree` event gave it (null: no tree yet). Stored
   * as it is: renderings, order and counts are derived from it once per tree (lib/tree-index.ts).
   */
  tree: NavTreeIndex | null;
  selected: string | null;
  /** Two or more keys when several elements are selected. */
  multi: string[];
  hovered: string | null;
  href: string;
  driveMode: boolean;
  canvas: CanvasSettings;
  /** The screen size the inspector's styles are for (null: all widths): the designer's choice, kept across selections and the preview's reloads. */
  breakpoint: ScreenModifier | null;
  /** Whether a style of an element whose classes come from its component's uses goes to every use or this one: kept like the breakpoint. */
  stylingScope: StylingScope;
  /** The scale the canvas shows the frame at (the fit or the zoom), as the canvas measured it. */
  scale: number;
  inspector: InspectorData | null;
  history: History;
  saves: SaveEntry[];
  /** Every failure reaches the designer: listed until dismissed. */
  errors: EditorError[];
  /** The id the next error gets. */
  errorSeq: number;
  /** Pages the preview has loaded since the connection opened (a save, refresh or navigation adds one). */
  pageLoads: number;
  /** Stylesheets the preview swapped in place since the connection opened (a save of CSS alone adds one, no reload), counted once the editor has read the page again. */
  hotUpdates: number;
  /** Something the designer should know that is not a failure ("applies to all 4 renderings"). */
  notice: string | null;
  busy: boolean;
  /** The frame's scroll offset, as its mouse moves report it. */
  scroll: { x: number; y: number };
  /** The source's lookups from the mutation server; null without one. */
  lookups: LookupsAnswer | null;
  /** From a reload of the preview until the lookups are read again: a save may have moved what they say (which use each section is). */
  lookupsStale: boolean;
  /** Class names the page's style sheets use, for suggestions. */
  pageClasses: string[];
  /** The custom properties the page's style sheets declare (its tokens), for the style fields' suggestions. */
  pageTokens: PageCustomProperty[];
  /** Counts requests to focus the inspector's text field ('Edit Dynamic Text'). */
  textFocus: number;
  /** The live build's problems while the site does not build (after an edit by hand, say). */
  buildProblems: LiveBuildProblem[];
  /** What to select once the page shows an action's result (reselection.ts). */
  reselection: Reselection;
  /** The number the next entry of the changes list gets. */
  saveSeq: number;
  /** Counts reads of the inspector's values: only the latest read's answer is shown. */
  inspectorRead: number;
  /** The hover came from the page (cleared when the pointer shows up over the editor itself). */
  hoverFromFrame: boolean;
  /** A save succeeded during the running action: the preview reloads with the new source, and the reselection reads its values. */
  reloadExpected: boolean;
  /** An edit that waits for the designer's yes (it changes every rendering of a source element). */
  confirmation: Confirmation | null;
  /** Set while an element is dragged over the page; null otherwise. */
  drag: DragFeedback | null;
  /** The Publish panel: what the production site serves and the publish running (publish.ts). */
  publish: PublishState;
  /** The styles Ctrl/Cmd+Alt+C copied (style-copy.ts); null until then. */
  styleClipboard: StyleClipboard | null;
  /** The Site styles panel: shown or not, and the page's tokens and typography as last read (site-styles.ts). */
  siteStyles: SiteStylesState;
  /** Whether each style save took effect in the reloaded page (save-effects.ts). */
  effects: EffectsState;
  /** The context menu of the selection (a right click in the canvas or the layers), or null. */
  contextMenu: ContextMenuAt | null;
}

/** Where the context menu opened: a point of the editor's page, or of the preview's viewport (`inPreview`, its own pixels). */
export interface ContextMenuAt {
  x: number;
  y: number;
  inPreview: boolean;
  /** The item the keyboard is on (its index), or -1 before any: the keys reach the menu from the preview too. */
  active: number;
}

/** A question before an edit: `run` makes the edit once the designer confirms. */
export interface Confirmation {
  message: string;
  /** The confirm button's words ("Delete all 14"). */
  confirmLabel: string;
  run: () => Promise<void>;
}

export const initialState: EditorState = {
  status: { kind: 'connecting' },
  tree: null,
  selected: null,
  multi: [],
  hovered: null,
  href: '',
  driveMode: false,
  canvas: { device: 'desktop', width: 1280, zoom: 'fit' },
  breakpoint: null,
  stylingScope: 'every-use',
  scale: 1,
  inspector: null,
  history: emptyHistory,
  saves: [],
  errors: [],
  errorSeq: 1,
  pageLoads: 1,
  hotUpdates: 0,
  notice: null,
  busy: false,
  scroll: { x: 0, y: 0 },
  lookups: null,
  lookupsStale: false,
  pageClasses: [],
  pageTokens: [],
  textFocus: 0,
  buildProblems: [],
  reselection: noReselection,
  saveSeq: 1,
  inspectorRead: 0,
  hoverFromFrame: false,
  reloadExpected: false,
  confirmation: null,
  drag: null,
  publish: initialPublish,
  styleClipboard: null,
  siteStyles: initialSiteStyles,
  effects: initialEffects,
  contextMenu: null,
};

/** The keys an action applies to: the multi-selection, or the selected element. */
export const selectionOf = (state: Pick<EditorState, 'selected' | 'multi'>): string[] => (state.multi.length ? state.multi : state.selected ? [state.selected] : []);
