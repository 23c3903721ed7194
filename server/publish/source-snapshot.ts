// The sources as one consistent version, with the history that made them, for a publish to build: a
// designer may be editing while it starts. The files are read twice between two reads of the edit
// history; the reading counts only if no write of the edit service happened meanwhile (its events),
// the history is the same at both ends and both readings agree (an edit by hand). The second read of
// the history waits in the edit worker's queue behind any edit running, whose events arrive first.
import type { ActivitiesAnswer, ActivitySummary } from '../../types';
import { readSources, sameSources, type SourceFiles } from './source-files';

export interface SnapshotOptions {
  root: string;
  /** The edit history (the edit service's `activities`). */
  history: () => Promise<ActivitiesAnswer>;
  /** How many write events the edit service has sent so far. */
  writes: () => number;
  /** Readings tried while edits keep landing before giving up (default 40). */
  attempts?: number;
  /** The wait after a reading that did not count (default: 50 ms per attempt, at most 500). */
  pause?: (attempt: number) => Promise<void>;
}

export interface Snapshot {
  files: SourceFiles;
  activities: ActivitySummary[];
  /** How many readings it took. */
  attempts: number;
}

const sameHistory = (a: readonly ActivitySummary[], b: readonly ActivitySummary[]): boolean =>
  a.length === b.length && a.every((activity, i) => activity.id === b[i]?.id && activity.undone === b[i]?.undone);

const wait = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.min(50 * attempt, 500)));

export async function takeSnapshot(options: SnapshotOptions): Promise<Snapshot> {
  const attempts = options.attempts ?? 40;
  for (let attempt = 1; ; attempt++) {
    const writes = options.writes();
    const before = await options.history();
    const files = readSources(options.root);
    const again = readSources(options.root);
    const after = await options.history();
    if (writes === options.writes() && sameHistory(before.activities, after.activities) && sameSources(files, again)) return { files, activities: after.activities, attempts: attempt };
    if (attempt >= attempts) throw new Error('the sources kept changing while they were copied; publish again once the edits have settled');
    await (options.pause ?? wait)(attempt);
  }
}
