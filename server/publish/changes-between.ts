// What differs between two versions of the sources (the published ones and the ones now, or the
// ones a publish is about to make live): the changes of the edit history one has applied and the
// other not, and the files whose bytes differ — those no listed change wrote were edited by hand.
import type { ActivitySummary } from '../../types';
import type { PublishChange, PublishChanges, PublishFileChange } from '../../types/publish';

/** A version of the sources: each file's hash and the changes of the history applied in it. */
export interface SourcesVersion {
  /** Project-relative path → sha256. */
  files: Readonly<Record<string, string>>;
  /** Ids of the history's changes applied in these sources. */
  applied: readonly string[];
}

/** The ids of the changes applied now, from the history (newest first, as `GET …/activities` lists it). */
export const appliedIds = (activities: readonly ActivitySummary[]): string[] => activities.filter((activity) => !activity.undone).map((activity) => activity.id);

/** The newest applied change, or null. */
export const newestApplied = (activities: readonly ActivitySummary[]): string | null => activities.find((activity) => !activity.undone)?.id ?? null;

const asChange = (activity: ActivitySummary): PublishChange => ({ id: activity.id, message: activity.message, files: [...activity.files], createdAt: activity.createdAt });

/**
 * From `from` to `to`: changes applied in `to` only, changes applied in `from` only (undone since),
 * both oldest first, and the files that differ in path order. Changes the history no longer holds
 * (an undone change a later one dropped) cannot be named; their files still count.
 */
export function changesBetween(from: SourcesVersion, to: SourcesVersion, activities: readonly ActivitySummary[]): PublishChanges {
  const before = new Set(from.applied);
  const after = new Set(to.applied);
  const oldestFirst = [...activities].reverse();
  const changes = oldestFirst.filter((activity) => after.has(activity.id) && !before.has(activity.id)).map(asChange);
  const undone = oldestFirst.filter((activity) => before.has(activity.id) && !after.has(activity.id)).map(asChange);
  const written = new Set([...changes, ...undone].flatMap((change) => change.files));
  const files: PublishFileChange[] = [];
  for (const path of [...new Set([...Object.keys(from.files), ...Object.keys(to.files)])].sort()) {
    const was = from.files[path];
    const is = to.files[path];
    if (was === is) continue;
    files.push({ path, change: was === undefined ? 'added' : is === undefined ? 'removed' : 'changed', byHand: !written.has(path) });
  }
  return { changes, undone, files };
}

/** Whether nothing differs. */
export const noChanges = (changes: PublishChanges): boolean => changes.changes.length === 0 && changes.undone.length === 0 && changes.files.length === 0;
