// Undo/redo history of applied change items: a plain, immutable stack pair.
import type { ChangeItemData } from '../../types';

/** One step of the history: what one action did, which may be one change per selected element. */
export interface HistoryEntry {
  /** The items as the frame applied them (from INSTANT_UPDATE_DONE, carrying their undo data), in order. */
  items: ChangeItemData[];
  /** What the designer did, as the undo and redo buttons say it ("Background colour on h1"). */
  label: string;
  /** Per item: whether the page shows it through an instant update (false: only the reloaded source does). */
  instant: boolean[];
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const emptyHistory: History = { past: [], future: [] };

export const push = (history: History, entry: HistoryEntry): History => ({ past: [...history.past, entry], future: [] });

/** Moves the last entry to the redo stack; returns it with the new history. */
export function popUndo(history: History): [HistoryEntry, History] | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return [entry, { past: history.past.slice(0, -1), future: [...history.future, entry] }];
}

/** Moves the last undone entry back to the past (as `redone`, the item re-applied). */
export function popRedo(history: History): [HistoryEntry, (redone: HistoryEntry) => History] | null {
  const entry = history.future[history.future.length - 1];
  if (!entry) return null;
  return [entry, (redone) => ({ past: [...history.past, redone], future: history.future.slice(0, -1) })];
}
