// Undo/redo history of applied change items: a plain, immutable stack pair.
import type { ChangeItemData } from '../../types';

export interface HistoryEntry {
  /** The item as the frame applied it (from INSTANT_UPDATE_DONE), carrying its undo data. */
  item: ChangeItemData;
  /** What the designer did, for the undo and redo entries ("Set color"). */
  label: string;
  /** Whether the page shows it through an instant update (false: only the reloaded source shows it). */
  instant: boolean;
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
