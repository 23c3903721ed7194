// The changes list's own transitions, pure: which entries offer "Undo this change", what an undo or
// a redo of a change does to the entries that made it, dismissing a failed attempt (which
// otherwise would stay in the list forever), and how long the list grows.
import type { SaveEntry } from './model';

/** An entry whose change is written and applied now: the server can take it back, whatever came after. */
export const canUndoEntry = (entry: SaveEntry): boolean => entry.made === true && !!entry.activityId && (entry.status === 'saved' || entry.status === 'earlier');

/**
 * The server undid (`undone`) or redid change `activityId`: the entries that made it say so, and offer
 * an undo again only once it is redone. Entries of its undos and redos stay as they were.
 */
export function markChange(saves: readonly SaveEntry[], activityId: string, undone: boolean): SaveEntry[] {
  return saves.map((entry) => {
    if (entry.activityId !== activityId || !entry.made) return entry;
    if (undone && (entry.status === 'saved' || entry.status === 'earlier')) return { ...entry, status: 'undone' };
    if (!undone && entry.status === 'undone') return { ...entry, status: 'saved' };
    return entry;
  });
}

/** Only a failed attempt can be dismissed: what was written stays listed, for its undo and its diff. */
export const canDismiss = (entry: SaveEntry): boolean => entry.status === 'failed';

export function dismissEntry(saves: readonly SaveEntry[], seq: number): SaveEntry[] {
  return saves.filter((entry) => entry.seq !== seq || !canDismiss(entry));
}

/**
 * The list cut to `max` entries, dropping the last (oldest) ones first; a save still running is never
 * dropped, so its answer finds it however many changes from elsewhere arrive meanwhile.
 */
export function keepRecent(saves: readonly SaveEntry[], max: number): SaveEntry[] {
  if (saves.length <= max) return [...saves];
  let room = max - saves.filter((entry) => entry.status === 'saving').length;
  return saves.filter((entry) => entry.status === 'saving' || room-- > 0);
}
