// The undo/redo history, persisted in `.editing/` so it survives restarts: one file per activity
// holding the exact bytes of every file it wrote, before and after (base64, with sha256 hashes),
// and `log.json` listing the activities oldest first, each applied or undone, with the tab that made
// it and the type check of its last write. Any applied change can be undone and any undone one
// redone (the mutation service merges, see three-way-merge.ts); a new change of a tab drops what
// that tab could redo, as every editor does, and leaves other tabs' alone.
// Everything is written atomically, readable by the owner only (files 0600, folders 0700).
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage, type ActivitySummary, type TypeCheck } from '../../types';
import { type FileCalls, NODE_FILE_CALLS, writeFileAtomic } from '../project/file-transaction';

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
  /** Whether the change is undone now (it can be redone). */
  undone: boolean;
  /** The type check of its last write; absent before one finished or in logs of older servers. */
  typeCheck?: TypeCheck;
}

interface StoredLog {
  version: 2;
  /** Every change, oldest first. Any applied one can be undone and any undone one redone, while it still applies. */
  entries: LogEntry[];
}

/** The first format: one newest-first stack, `entries[0 .. applied)` applied and the rest undone. */
interface StoredLogV1 {
  version: 1;
  entries: Omit<LogEntry, 'undone' | 'typeCheck'>[];
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
  private readonly savedListeners = new Set<() => void>();
  private readonly activitiesDir: string;
  private readonly logFile: string;

  /** `calls`: the file-system calls its writes make (a test hands in calls that fail or stop on purpose). */
  constructor(
    editingDir: string,
    private readonly calls: FileCalls = NODE_FILE_CALLS,
  ) {
    this.activitiesDir = join(editingDir, 'activities');
    this.logFile = join(editingDir, 'log.json');
    ensurePrivateDir(editingDir);
    ensurePrivateDir(this.activitiesDir);
    this.state = this.load();
  }

  private load(): StoredLog {
    if (!existsSync(this.logFile)) return { version: 2, entries: [] };
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.logFile, 'utf8'));
    } catch (error) {
      throw new Error(`${this.logFile} is not valid JSON (${errorMessage(error)}); move it away to start a new edit history.`);
    }
    const log = parsed as Partial<StoredLog> | Partial<StoredLogV1> | null;
    const entriesValid = Array.isArray(log?.entries) && log.entries.every((entry) => typeof entry?.id === 'string' && UUID.test(entry.id));
    if (log?.version === 1 && entriesValid && Number.isInteger(log.applied) && (log.applied ?? -1) >= 0 && (log.applied ?? 0) <= (log.entries?.length ?? 0)) {
      const applied = log.applied ?? 0;
      return { version: 2, entries: (log.entries ?? []).map((entry, index) => ({ ...entry, undone: index >= applied })) };
    }
    if (log?.version === 2 && entriesValid && (log.entries ?? []).every((entry) => typeof entry.undone === 'boolean')) {
      // A check that was running when the last server stopped will never finish.
      const stopped: TypeCheck = { state: 'not-checked', reason: 'the server stopped before the type check finished' };
      return { version: 2, entries: (log as StoredLog).entries.map((entry) => (entry.typeCheck?.state === 'checking' ? { ...entry, typeCheck: stopped } : entry)) };
    }
    throw new Error(`${this.logFile} is not an edit history this server wrote; move it away to start a new one.`);
  }

  private activityFile(id: string): string {
    if (!UUID.test(id)) throw new Error(`Not an activity id: ${id}`);
    return join(this.activitiesDir, `${id}.json`);
  }

  private saveLog(state: StoredLog): void {
    writeFileAtomic(this.logFile, Buffer.from(`${JSON.stringify(state, null, 2)}\n`), 0o600, this.calls);
    this.state = state;
    for (const listener of this.savedListeners) listener();
  }

  /** Called after each save of the history (a change recorded, undone, redone, or its type check kept). */
  onSaved(listener: () => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  private entry(id: string): LogEntry | undefined {
    return this.state.entries.find((entry) => entry.id === id);
  }

  has(id: string): boolean {
    return this.entry(id) !== undefined;
  }

  isApplied(id: string): boolean {
    return this.entry(id)?.undone === false;
  }

  isUndone(id: string): boolean {
    return this.entry(id)?.undone === true;
  }

  /** The project-relative paths a change wrote. */
  filesOf(id: string): string[] {
    const entry = this.entry(id);
    if (!entry) return [];
    return entry.files ?? this.read(id).files.map((file) => file.path);
  }

  /** What a person knows a change by: what it did and the files it wrote (`"Added the class …" (site/x.tsx)`). */
  describe(id: string): string {
    const entry = this.entry(id);
    if (!entry) return id;
    const files = this.filesOf(id);
    return `"${entry.message}"${files.length ? ` (${files.join(', ')})` : ''}`;
  }

  /** What a person knows a change by, without the files (when a place is named beside it). */
  label(id: string): string {
    const entry = this.entry(id);
    return entry ? `"${entry.message}"` : id;
  }

  /** The changes made after `id`, oldest first, that are applied now. */
  appliedAfter(id: string): string[] {
    const index = this.state.entries.findIndex((entry) => entry.id === id);
    return index < 0 ? [] : this.state.entries.slice(index + 1).filter((entry) => !entry.undone).map((entry) => entry.id);
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
    writeFileAtomic(this.activityFile(activity.id), Buffer.from(`${JSON.stringify(stored)}\n`), 0o600, this.calls);
  }

  /** Drops a prepared activity whose files could not be written. */
  discard(id: string): void {
    this.calls.rmSync(this.activityFile(id), { force: true });
  }

  /** Records a prepared activity as the newest; what its tab could redo is gone (other tabs keep theirs). */
  commit(activity: Activity, typeCheck: TypeCheck): void {
    const tab = activity.editorTab;
    const dropped = this.state.entries.filter((entry) => entry.undone && (entry.editorTab ?? null) === tab);
    const entry: LogEntry = {
      id: activity.id,
      operation: activity.operation,
      message: activity.message,
      createdAt: activity.createdAt,
      files: activity.files.map((file) => file.path),
      editorTab: tab,
      undone: false,
      typeCheck,
    };
    this.saveLog({ version: 2, entries: [...this.state.entries.filter((candidate) => !dropped.includes(candidate)), entry] });
    // The history is recorded; the files of the changes it no longer holds are only left-overs now.
    for (const gone of dropped) {
      try {
        this.discard(gone.id);
      } catch (error) {
        console.error(`The stored change ${gone.id}, which can no longer be redone, could not be removed:`, error);
      }
    }
  }

  /** The history, newest first, each change with whether it is undone and its type check. */
  list(): ActivitySummary[] {
    return this.state.entries
      .map((entry) => ({
        id: entry.id,
        operation: entry.operation,
        message: entry.message,
        files: entry.files ?? this.read(entry.id).files.map((file) => file.path),
        createdAt: entry.createdAt,
        editorTab: entry.editorTab ?? null,
        undone: entry.undone,
        typeCheck: entry.typeCheck ?? null,
      }))
      .reverse();
  }

  private update(id: string, change: (entry: LogEntry) => LogEntry): void {
    if (!this.has(id)) throw new Error(`${id} is not in the edit history`);
    this.saveLog({ version: 2, entries: this.state.entries.map((entry) => (entry.id === id ? change(entry) : entry)) });
  }

  /** `typeCheck`: of the undo's write; null when it wrote nothing (the change's text was gone already), keeping the last one. */
  markUndone(id: string, typeCheck: TypeCheck | null): void {
    if (!this.isApplied(id)) throw new Error(`${id} is not an applied activity`);
    this.update(id, (entry) => ({ ...entry, undone: true, ...(typeCheck ? { typeCheck } : {}) }));
  }

  markRedone(id: string, typeCheck: TypeCheck | null): void {
    if (!this.isUndone(id)) throw new Error(`${id} is not an undone activity`);
    this.update(id, (entry) => ({ ...entry, undone: false, ...(typeCheck ? { typeCheck } : {}) }));
  }

  /** Keeps the outcome of a write's type check with its change (a change dropped meanwhile is skipped). */
  recordTypeCheck(id: string, typeCheck: TypeCheck): void {
    if (this.has(id)) this.update(id, (entry) => ({ ...entry, typeCheck }));
  }
}
