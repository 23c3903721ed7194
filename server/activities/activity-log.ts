// The undo/redo history, persisted in `.editing/` so it survives restarts: one file per activity
// holding the exact bytes of every file it wrote, before and after (base64, with sha256 hashes),
// and `log.json` listing the activities in order with how many of them are applied. Undo takes
// the latest applied one, redo the next undone one; a new activity drops what could be redone.
// Everything is written atomically, readable by the owner only (files 0600, folders 0700).
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage, type ActivitySummary } from '../../types';
import { writeFileAtomic } from '../project/file-transaction';

export interface FileChange {
  path: string;
  before: Buffer;
  after: Buffer;
}

export interface Activity {
  id: string;
  operation: string;
  message: string;
  createdAt: string;
  /** The editor tab that made it (X-Editor-Tab), or null. */
  editorTab: string | null;
  files: FileChange[];
  /** prevIdToNewIdMap of the change; undo answers its inverse. */
  idMap: Record<string, string>;
  renderings: number | null;
}

interface StoredFile {
  path: string;
  before: string;
  after: string;
  beforeSha256: string;
  afterSha256: string;
}

interface StoredActivity extends Omit<Activity, 'files'> {
  version: 1;
  files: StoredFile[];
}

interface LogEntry {
  id: string;
  operation: string;
  message: string;
  createdAt: string;
  /** Absent in logs written before the history was listed: read from the activity's file then. */
  files?: string[];
  editorTab?: string | null;
}

interface StoredLog {
  version: 1;
  entries: LogEntry[];
  /** entries[0 .. applied) are applied; the rest were undone and can be redone, in order. */
  applied: number;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const UUID = /^[0-9a-f-]{36}$/;

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export class ActivityLog {
  private state: StoredLog;
  private readonly activitiesDir: string;
  private readonly logFile: string;

  constructor(editingDir: string) {
    this.activitiesDir = join(editingDir, 'activities');
    this.logFile = join(editingDir, 'log.json');
    ensurePrivateDir(editingDir);
    ensurePrivateDir(this.activitiesDir);
    this.state = this.load();
  }

  private load(): StoredLog {
    if (!existsSync(this.logFile)) return { version: 1, entries: [], applied: 0 };
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.logFile, 'utf8'));
    } catch (error) {
      throw new Error(`${this.logFile} is not valid JSON (${errorMessage(error)}); move it away to start a new edit history.`);
    }
    const log = parsed as Partial<StoredLog> | null;
    const valid =
      log !== null &&
      typeof log === 'object' &&
      log.version === 1 &&
      Array.isArray(log.entries) &&
      log.entries.every((entry) => typeof entry?.id === 'string' && UUID.test(entry.id)) &&
      Number.isInteger(log.applied) &&
      (log.applied ?? -1) >= 0 &&
      (log.applied ?? 0) <= log.entries.length;
    if (!valid) throw new Error(`${this.logFile} is not an edit history this server wrote; move it away to start a new one.`);
    return log as StoredLog;
  }

  private activityFile(id: string): string {
    if (!UUID.test(id)) throw new Error(`Not an activity id: ${id}`);
    return join(this.activitiesDir, `${id}.json`);
  }

  private saveLog(state: StoredLog): void {
    writeFileAtomic(this.logFile, Buffer.from(`${JSON.stringify(state, null, 2)}\n`), 0o600);
    this.state = state;
  }

  has(id: string): boolean {
    return this.state.entries.some((entry) => entry.id === id);
  }

  isApplied(id: string): boolean {
    return this.state.entries.findIndex((entry) => entry.id === id) < this.state.applied && this.has(id);
  }

  /** What a person knows a change by: what it did and the files it wrote (`"Added the class …" (site/x.tsx)`). */
  describe(id: string): string {
    const entry = this.state.entries.find((candidate) => candidate.id === id);
    if (!entry) return id;
    const files = entry.files ?? this.read(id).files.map((file) => file.path);
    return `"${entry.message}"${files.length ? ` (${files.join(', ')})` : ''}`;
  }

  /** The activity undo must name: the latest applied one. */
  latestApplied(): LogEntry | null {
    return this.state.entries[this.state.applied - 1] ?? null;
  }

  /** The activity redo must name: the first undone one. */
  nextRedo(): LogEntry | null {
    return this.state.entries[this.state.applied] ?? null;
  }

  read(id: string): Activity {
    const stored = JSON.parse(readFileSync(this.activityFile(id), 'utf8')) as StoredActivity;
    const files = stored.files.map((file) => {
      const before = Buffer.from(file.before, 'base64');
      const after = Buffer.from(file.after, 'base64');
      if (sha256(before) !== file.beforeSha256 || sha256(after) !== file.afterSha256) throw new Error(`The stored activity ${id} is damaged (hash mismatch for ${file.path}).`);
      return { path: file.path, before, after };
    });
    return { id: stored.id, operation: stored.operation, message: stored.message, createdAt: stored.createdAt, editorTab: stored.editorTab ?? null, idMap: stored.idMap, renderings: stored.renderings, files };
  }

  /** Stores an activity's bytes before its files are written (so a crash in between can still be undone by hand). */
  prepare(activity: Activity): void {
    const stored: StoredActivity = {
      version: 1,
      id: activity.id,
      operation: activity.operation,
      message: activity.message,
      createdAt: activity.createdAt,
      editorTab: activity.editorTab,
      idMap: activity.idMap,
      renderings: activity.renderings,
      files: activity.files.map((file) => ({
        path: file.path,
        before: file.before.toString('base64'),
        after: file.after.toString('base64'),
        beforeSha256: sha256(file.before),
        afterSha256: sha256(file.after),
      })),
    };
    writeFileAtomic(this.activityFile(activity.id), Buffer.from(`${JSON.stringify(stored)}\n`), 0o600);
  }

  /** Drops a prepared activity whose files could not be written. */
  discard(id: string): void {
    rmSync(this.activityFile(id), { force: true });
  }

  /** Records a prepared activity as the latest; what could be redone is gone. */
  commit(activity: Activity): void {
    const dropped = this.state.entries.slice(this.state.applied);
    const entry: LogEntry = { id: activity.id, operation: activity.operation, message: activity.message, createdAt: activity.createdAt, files: activity.files.map((file) => file.path), editorTab: activity.editorTab };
    const entries = [...this.state.entries.slice(0, this.state.applied), entry];
    this.saveLog({ version: 1, entries, applied: entries.length });
    // The history is recorded; the files of the changes it no longer holds are only left-overs now.
    for (const entry of dropped) {
      try {
        this.discard(entry.id);
      } catch (error) {
        console.error(`The stored change ${entry.id}, which can no longer be redone, could not be removed:`, error);
      }
    }
  }

  /** The history, newest first, each change with whether it is undone. */
  list(): ActivitySummary[] {
    return this.state.entries
      .map((entry, index) => ({
        id: entry.id,
        operation: entry.operation,
        message: entry.message,
        files: entry.files ?? this.read(entry.id).files.map((file) => file.path),
        createdAt: entry.createdAt,
        editorTab: entry.editorTab ?? null,
        undone: index >= this.state.applied,
      }))
      .reverse();
  }

  markUndone(id: string): void {
    if (this.latestApplied()?.id !== id) throw new Error(`${id} is not the latest applied activity`);
    this.saveLog({ ...this.state, applied: this.state.applied - 1 });
  }

  markRedone(id: string): void {
    if (this.nextRedo()?.id !== id) throw new Error(`${id} is not the next activity to redo`);
    this.saveLog({ ...this.state, applied: this.state.applied + 1 });
  }
}
