// The change being written, recorded before any of its files is touched: `.editing/change.json`
// holds every file's bytes before and after (base64, with sha256 hashes) and whether the change is
// an edit, an undo or a redo. It is removed once the files and the history both say the change
// happened, or both say it did not. A journal found at start means the server stopped in between
// (a crash, a kill, a power cut): recovery.ts finishes or rolls back the change from it.
// Temporary files of a change are made in `.editing/tmp/`, never among the site's files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage } from '../../types';
import { type FileCalls, NODE_FILE_CALLS, syncDirectory, writeFileAtomic } from '../project/file-transaction';
import { ensurePrivateDir, sha256 } from './activity-log';

/** What a change does to the history: an edit adds an activity, an undo or a redo flips one. */
export type ChangeKind = 'mutate' | 'undo' | 'redo';

export interface JournalFile {
  /** Project-relative. */
  path: string;
  /** The bytes the change found on disk. */
  from: Buffer;
  /** The bytes the change writes. */
  to: Buffer;
}

export interface JournalEntry {
  /** The activity the change makes, undoes or redoes. */
  id: string;
  kind: ChangeKind;
  files: JournalFile[];
}

interface StoredEntry {
  version: 1;
  id: string;
  kind: ChangeKind;
  files: { path: string; from: string; to: string; fromSha256: string; toSha256: string }[];
}

const KINDS: readonly string[] = ['mutate', 'undo', 'redo'];

export class ChangeJournal {
  readonly file: string;
  /** Where a change's temporary files are made. */
  readonly stagingDir: string;

  constructor(
    readonly editingDir: string,
    private readonly calls: FileCalls = NODE_FILE_CALLS,
  ) {
    this.file = join(editingDir, 'change.json');
    this.stagingDir = join(editingDir, 'tmp');
    ensurePrivateDir(editingDir);
    ensurePrivateDir(this.stagingDir);
  }

  /** Records the change about to be written (flushed to disk before this returns). */
  begin(entry: JournalEntry): void {
    const stored: StoredEntry = {
      version: 1,
      id: entry.id,
      kind: entry.kind,
      files: entry.files.map((file) => ({ path: file.path, from: file.from.toString('base64'), to: file.to.toString('base64'), fromSha256: sha256(file.from), toSha256: sha256(file.to) })),
    };
    writeFileAtomic(this.file, Buffer.from(`${JSON.stringify(stored)}\n`), 0o600, this.calls);
  }

  /** The change is settled (written and recorded, or wholly put back): forgets it. */
  end(): void {
    this.calls.rmSync(this.file, { force: true });
    syncDirectory(this.editingDir, this.calls);
  }

  /** The change a stopped server left unsettled, or null; a journal that cannot be read says why. */
  pending(): JournalEntry | null {
    if (!existsSync(this.file)) return null;
    const damaged = (why: string) => new Error(`${this.file} (an interrupted change) cannot be read: ${why}. Move it away to start; it holds the bytes of the change's files before and after it.`);
    let stored: StoredEntry;
    try {
      stored = JSON.parse(readFileSync(this.file, 'utf8')) as StoredEntry;
    } catch (error) {
      throw damaged(errorMessage(error));
    }
    if (stored?.version !== 1 || typeof stored.id !== 'string' || !KINDS.includes(stored.kind) || !Array.isArray(stored.files)) throw damaged('it is not a change this server wrote');
    const files = stored.files.map((file) => {
      if (typeof file?.path !== 'string' || typeof file.from !== 'string' || typeof file.to !== 'string') throw damaged('a file entry is incomplete');
      const from = Buffer.from(file.from, 'base64');
      const to = Buffer.from(file.to, 'base64');
      if (sha256(from) !== file.fromSha256 || sha256(to) !== file.toSha256) throw damaged(`the bytes of ${file.path} do not match their hashes`);
      return { path: file.path, from, to };
    });
    return { id: stored.id, kind: stored.kind, files };
  }

  /** Keeps an unsettled journal under another name (a file recovery could not decide about), so nothing is lost; answers its path. */
  keepAside(): string {
    const kept = join(this.editingDir, `interrupted-change-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    this.calls.renameSync(this.file, kept);
    syncDirectory(this.editingDir, this.calls);
    return kept;
  }
}
