// The editing server's history as the editor shows it when it opens: Undo/Redo and the changes list
// rebuilt from `GET …/activities`, so reloading the editor loses nothing. Each change becomes one
// history entry whose undo and redo the server makes (the page reloads with the source); the
// instant previews of earlier sessions are gone with their pages.
import type { ActivitySummary, ChangeItemData } from '../../types';
import type { SaveEntry } from '../state/model';
import type { History, HistoryEntry } from './history';

/** "this tab", "another tab" or "a script": who made a change, as the changes list says it. */
export function authorOf(activity: ActivitySummary, ownTab: string): string {
  if (activity.editorTab === null) return 'a script or another editor';
  return activity.editorTab === ownTab ? 'this tab' : 'another tab';
}

function entryOf(activity: ActivitySummary): HistoryEntry {
  // Undo and redo name the change by its id only (buildRequest): the item carries the server's id,
  // which need not be a v4 uuid (a script may have made the change), so it is not made by createChangeItem.
  const item: ChangeItemData<'UNKNOWN'> = { id: activity.id, type: 'UNKNOWN', changeName: activity.operation, changeFields: { operation: activity.operation } };
  return { items: [item], label: activity.message, instant: [false] };
}

/**
 * The history from the server's list (newest first): applied changes are the past (oldest first, so
 * the newest is undone first), undone ones the future (the oldest undone last: it is redone first).
 */
export function historyOf(activities: readonly ActivitySummary[]): History {
  return {
    past: activities.filter((activity) => !activity.undone).map(entryOf).reverse(),
    future: activities.filter((activity) => activity.undone).map(entryOf),
  };
}

/** The changes list's entries for the server's history, newest first, numbered below this session's. */
export function savesOf(activities: readonly ActivitySummary[], ownTab: string): SaveEntry[] {
  return activities.map((activity, index) => ({
    seq: -(index + 1),
    label: activity.message,
    urlPath: '',
    body: '',
    status: activity.undone ? 'undone' : 'earlier',
    message: `By ${authorOf(activity, ownTab)}, ${new Date(activity.createdAt).toLocaleString()} · ${activity.files.join(', ')}`,
  }));
}
