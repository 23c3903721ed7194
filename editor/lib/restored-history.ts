// The editing server's history as the editor shows it when it opens: Undo/Redo and the changes list
// rebuilt from `GET …/activities`, so reloading the editor loses nothing. Undo/Redo hold this tab's
// own changes (Ctrl+Z in a tab undoes that tab's latest change; the server merges it past the later
// changes of other tabs); the changes list shows everyone's, with who made each. Each change becomes
// one history entry whose undo and redo the server makes (the page reloads with the source); the
// instant previews of earlier sessions are gone with their pages.
import type { ActivitySummary, ChangeItemData } from '../../types';
import type { SaveEntry } from '../state/model';
import type { History, HistoryEntry } from './history';

/** "this tab", "another tab" or "a script": who made a change, as the changes list says it. */
export function authorOf(activity: ActivitySummary, ownTab: string): string {
  if (activity.editorTab === null) return 'a script or another editor';
  return activity.editorTab === ownTab ? 'this tab' : 'another tab';
}

/** The history item of a change the server made: undo and redo name it by its id. */
export function serverItem(activityId: string, operation: string): ChangeItemData<'UNKNOWN'> {
  return { id: activityId, type: 'UNKNOWN', changeName: operation, changeFields: { operation } };
}

function entryOf(activity: ActivitySummary): HistoryEntry {
  // Undo and redo name the change by its id only (buildRequest): the item carries the server's id,
  // which need not be a v4 uuid (a script may have made the change), so it is not made by createChangeItem.
  return { items: [serverItem(activity.id, activity.operation)], label: activity.message, instant: [false] };
}

/**
 * This tab's history from the server's list (newest first): its applied changes are the past (oldest
 * first, so the newest is undone first), its undone ones the future (the oldest undone last: a tab
 * undoes newest first, so that is the one it undid last, and it is redone first).
 */
export function historyOf(activities: readonly ActivitySummary[], ownTab: string): History {
  const own = activities.filter((activity) => activity.editorTab === ownTab);
  return {
    past: own.filter((activity) => !activity.undone).map(entryOf).reverse(),
    future: own.filter((activity) => activity.undone).map(entryOf),
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
    activityId: activity.id,
    made: true,
    ...(activity.typeCheck ? { typeCheck: activity.typeCheck } : {}),
  }));
}
