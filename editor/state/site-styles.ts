// The Site styles panel's state, as pure transitions: whether the panel is shown (in place of the
// layers), and the page's site-wide styles as the frame last read them (tokens with their uses, the
// kinds of element typography sets). Only the latest read's answer is kept; a failed read says why.
import type { SiteStyles } from '../../types';

export type LeftPanel = 'layers' | 'site-styles';

export interface SiteStylesState {
  panel: LeftPanel;
  data: SiteStyles | null;
  /** A read is under way (the panel says so while it has nothing to show). */
  reading: boolean;
  error: string | null;
  /** Counts reads: an answer of an older one is dropped. */
  read: number;
}

export const initialSiteStyles: SiteStylesState = { panel: 'layers', data: null, reading: false, error: null, read: 0 };

export type SiteStylesEvent =
  | { type: 'panel'; panel: LeftPanel }
  /** A read starts; its answer will carry `read`. */
  | { type: 'reading' }
  | { type: 'read'; read: number; data: SiteStyles }
  | { type: 'failed'; read: number; message: string };

export function siteStylesReducer(state: SiteStylesState, event: SiteStylesEvent): SiteStylesState {
  switch (event.type) {
    case 'panel':
      return state.panel === event.panel ? state : { ...state, panel: event.panel };
    case 'reading':
      return { ...state, reading: true, read: state.read + 1 };
    case 'read':
      return event.read === state.read ? { ...state, reading: false, error: null, data: event.data } : state;
    case 'failed':
      return event.read === state.read ? { ...state, reading: false, error: event.message } : state;
  }
}
