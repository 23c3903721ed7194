// What a server that stopped mid-change left behind, settled before the next one edits: the change in
// the journal is finished when the history already records it, and rolled back otherwise, so every
// file of it is wholly before or wholly after, all on the same side, and the history lists exactly
// what is on disk. A file that has neither side's bytes (edited by hand since) is left as it is and
// the journal kept beside the history, so nothing is lost. Temporary files are removed.
import { type Dirent, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type FileCalls, NODE_FILE_CALLS, writeFileAtomic } from '../project/file-transaction';
import { writableSitePath } from '../project/files';
import type { ActivityLog } from './activity-log';
import type { ChangeJournal, JournalEntry } from './change-journal';

/** A temporary file an atomic write makes beside its file (the history's own files; site files before `.editing/tmp/`). */
const TEMPORARY = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** Whether the history says `entry` happened: an edit or a redo applied, an undo undone. */
function recorded(log: ActivityLog, entry: JournalEntry): boolean {
  return entry.kind === 'undo' ? log.isUndone(entry.id) : log.isApplied(entry.id);
}

function bytesAt(absolute: string): Buffer | null {
  try {
    return readFileSync(absolute);
  } catch {
    return null;
  }
}

const WHAT: Record<JournalEntry['kind'], string> = { mutate: 'an edit', undo: 'an undo', redo: 'a redo' };

/**
 * Settles the change a stopped server left in `journal`, if any; answers a sentence for the server's
 * log saying what was done, or null when there was nothing to settle.
 */
export function settleInterruptedChange(root: string, log: ActivityLog, journal: ChangeJournal, calls: FileCalls = NODE_FILE_CALLS): string | null {
  const entry = journal.pending();
  if (!entry) return null;
  const finish = recorded(log, entry);
  const rewritten: string[] = [];
  const untouched: string[] = [];
  for (const file of entry.files) {
    // The journal lives in the owner-only `.editing/`, yet its paths are checked as any request's are.
    const absolute = writableSitePath(root, file.path);
    const [want, other] = finish ? [file.to, file.from] : [file.from, file.to];
    const now = bytesAt(absolute);
    if (now?.equals(want)) continue;
    if (now?.equals(other)) {
      writeFileAtomic(absolute, want, undefined, calls, journal.stagingDir);
      rewritten.push(file.path);
    } else {
      untouched.push(file.path);
    }
  }
  // An edit that is not in the history never happened: its stored bytes go too.
  if (!finish && entry.kind === 'mutate') log.discard(entry.id);
  const name = entry.kind === 'mutate' && !finish ? `${WHAT[entry.kind]} (${entry.files.map((file) => file.path).join(', ')})` : `${WHAT[entry.kind]} of ${log.describe(entry.id)}`;
  const done = finish ? 'finished it, as the edit history records it' : 'rolled it back, as the edit history does not record it';
  const files = rewritten.length ? `: ${rewritten.join(', ')} ${rewritten.length > 1 ? 'were' : 'was'} rewritten` : ': every file already had those bytes';
  if (untouched.length) {
    const kept = journal.keepAside();
    return `The editing server had stopped while writing ${name}; recovery ${done}${files}. ${untouched.join(', ')} ${untouched.length > 1 ? 'have' : 'has'} neither the bytes from before the change nor those after it (changed by hand since?) and ${untouched.length > 1 ? 'were' : 'was'} left as ${untouched.length > 1 ? 'they are' : 'it is'}; both versions are in ${kept}.`;
  }
  journal.end();
  return `The editing server had stopped while writing ${name}; recovery ${done}${files}.`;
}

/**
 * Removes what interrupted writes left: everything in the staging folder, the history's own atomic
 * writes' temporaries, and those older servers made in `site/`. Answers how many went.
 */
export function removeTemporaries(root: string, editingDir: string, stagingDir: string): number {
  let removed = 0;
  for (const name of readdirSync(stagingDir)) {
    rmSync(join(stagingDir, name), { force: true, recursive: true });
    removed++;
  }
  for (const dir of [editingDir, join(editingDir, 'activities')]) {
    const names = existsSync(dir) ? readdirSync(dir) : [];
    for (const name of names.filter((candidate) => TEMPORARY.test(candidate))) {
      rmSync(join(dir, name), { force: true });
      removed++;
    }
  }
  const walk = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // Links are not followed: only the site's own folders are walked.
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.isFile() && TEMPORARY.test(entry.name)) {
        rmSync(join(dir, entry.name), { force: true });
        removed++;
      }
    }
  };
  walk(join(root, 'site'));
  return removed;
}
