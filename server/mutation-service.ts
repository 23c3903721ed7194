// The edit pipeline, one request at a time: read the site, run the operation (text splices), check
// the result (stays under site/, parses, typechecks, the files did not change meanwhile), record
// the activity with the exact bytes before and after, write atomically, and tell listeners.
import type { ActivitiesAnswer, LookupsAnswer, MutationAnswer, MutationBodies, MutationOperation } from '../types';
import { type ActivityLog, sha256, type Activity, type FileChange } from './activities/activity-log';
import { unifiedDiff } from './activities/unified-diff';
import { idMapForFile } from './edit/id-map';
import { applyEdits, type Edit } from './edit/splice';
import { syntaxErrors } from './edit/syntax-check';
import { unusedImportCleanup } from './edit/unused-imports';
import { conflict, unprocessable } from './http/errors';
import { OPERATIONS } from './operations';
import type { OperationResult } from './operations/context';
import { FileWriteError, type StagedReplacement, stageReplacement } from './project/file-transaction';
import { isWritablePath, readProjectFile, writableSitePath } from './project/files';
import { buildLookups } from './project/lookups';
import type { RenderingsHint } from './project/renderings';
import { ProjectSnapshot } from './project/snapshot';
import { TypeGate } from './project/type-gate';
import { SerialQueue } from './serial-queue';
import { CANVAS_ID } from './site-layout';

export interface FilesWritten {
  activityId: string;
  kind: 'mutate' | 'undo' | 'redo';
  /** Project-relative paths of the files written. */
  paths: string[];
  message: string;
}

export type FilesWrittenListener = (event: FilesWritten) => void;

/** A file's bytes before and after an operation, and the splices that made the difference (for the id map). */
interface ProposedChange extends FileChange {
  edits: Edit[];
}

export class MutationService {
  private readonly queue = new SerialQueue();
  private readonly listeners = new Set<FilesWrittenListener>();
  private snapshot: ProjectSnapshot | null = null;
  private gate: TypeGate | null = null;

  constructor(
    private readonly root: string,
    private readonly log: ActivityLog,
  ) {}

  /** Subscribes to "files written" (a later live-reload module rebuilds and reloads previews on it). */
  onFilesWritten(listener: FilesWrittenListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The site as it is on disk now; the parsed state is reused while no file changed. */
  private current(): ProjectSnapshot {
    const fresh = ProjectSnapshot.read(this.root);
    if (this.snapshot?.fingerprint !== fresh.fingerprint) this.snapshot = fresh;
    return this.snapshot;
  }

  lookups(): LookupsAnswer {
    return buildLookups(this.current());
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** The edit history, newest first (`GET …/activities`). */
  activities(): ActivitiesAnswer {
    return { activities: this.log.list() };
  }

  mutate<K extends MutationOperation>(operation: K, body: MutationBodies[K], changeItemId: string, hint: RenderingsHint, editorTab: string | null = null): Promise<MutationAnswer> {
    return this.queue.run(() => {
      if (this.log.has(changeItemId)) {
        throw conflict(`The change ${changeItemId} was already applied (it is in the edit history); send each change item once, with a new id for a new change.`);
      }
      const snapshot = this.current();
      const run = OPERATIONS[operation];
      const result = run(body, { snapshot, hint, canvasId: CANVAS_ID });
      const { changes, unusedImports } = this.proposedChanges(snapshot, result);
      this.verify(snapshot, changes);
      const message = unusedImports.length ? `${result.message}; removed the import${unusedImports.length > 1 ? 's' : ''} it left unused: ${unusedImports.join(', ')}` : result.message;
      const idMap: Record<string, string> = {};
      for (const change of changes) Object.assign(idMap, idMapForFile(snapshot, change.path, change.edits, change.after.toString('utf8')));
      const activity: Activity = {
        id: changeItemId,
        operation,
        message,
        createdAt: new Date().toISOString(),
        editorTab,
        files: changes.map(({ path, before, after }) => ({ path, before, after })),
        idMap,
        renderings: result.renderings,
      };
      this.write(activity, 'after', () => this.log.commit(activity), true);
      return this.answer(activity, 'mutate', idMap, activity.message);
    });
  }

  undo(id: string): Promise<MutationAnswer> {
    return this.queue.run(() => {
      const latest = this.log.latestApplied();
      if (latest?.id !== id) throw conflict(this.undoRefusal(id, latest?.id ?? null));
      const activity = this.log.read(id);
      this.assertUnchanged(activity.files, 'after', 'undo');
      this.write(activity, 'before', () => this.log.markUndone(id), false);
      const inverse = Object.fromEntries(Object.entries(activity.idMap).map(([before, after]) => [after, before]));
      return this.answer(activity, 'undo', inverse, `Undid: ${activity.message}`);
    });
  }

  redo(id: string): Promise<MutationAnswer> {
    return this.queue.run(() => {
      const next = this.log.nextRedo();
      if (next?.id !== id) {
        const why = !next
          ? 'there is nothing to redo (no change was undone since the last edit)'
          : this.log.isApplied(id)
            ? 'it is applied, not undone'
            : this.log.has(id)
              ? `the change undone after it, ${this.log.describe(next.id)}, must be redone first (changes are redone in the order they were made)`
              : 'no change with that id is in the edit history';
        throw conflict(`Cannot redo ${this.log.describe(id)}: ${why}.`);
      }
      const activity = this.log.read(id);
      this.assertUnchanged(activity.files, 'before', 'redo');
      this.write(activity, 'after', () => this.log.markRedone(id), false);
      return this.answer(activity, 'redo', activity.idMap, `Redid: ${activity.message}`);
    });
  }

  /** Why `id` cannot be undone now, naming each change by what it did and where (a person reads this). */
  private undoRefusal(id: string, latest: string | null): string {
    if (!this.log.has(id)) return `Cannot undo ${id}: no change with that id is in the edit history (nothing to undo).`;
    if (!this.log.isApplied(id) || !latest) return `Cannot undo ${this.log.describe(id)}: it is undone already.`;
    return `Cannot undo ${this.log.describe(id)}: a later change, ${this.log.describe(latest)}, must be undone first (changes are undone newest first).`;
  }

  /**
   * Each file's bytes after the operation's splices, and after removing the imports those splices
   * left unused (part of the same change, so one undo restores them too); the names removed.
   */
  private proposedChanges(snapshot: ProjectSnapshot, result: OperationResult): { changes: ProposedChange[]; unusedImports: string[] } {
    const changes: ProposedChange[] = [];
    const unusedImports: string[] = [];
    for (const { path, edits: operationEdits } of result.files) {
      const original = snapshot.files.get(path);
      if (!isWritablePath(path) || !original) throw new Error(`Operation produced edits for ${path}, which is not a site source file`);
      if (!Buffer.from(original.text, 'utf8').equals(original.bytes)) {
        throw unprocessable(`${path} is not valid UTF-8 text, so it cannot be edited without changing bytes outside the edit.`);
      }
      const cleanup = unusedImportCleanup(path, original.text, operationEdits);
      const edits = [...operationEdits, ...cleanup.edits];
      unusedImports.push(...cleanup.removed.map((name) => `${name} (${path})`));
      const after = applyEdits(original.text, edits);
      if (after === original.text) continue;
      changes.push({ path, edits, before: original.bytes, after: Buffer.from(after, 'utf8') });
    }
    if (!changes.length) throw unprocessable(`${result.message}: that changes nothing in the source.`);
    return { changes, unusedImports };
  }

  /** The result parses and typechecks; the files on disk are still the ones the edit was made from. */
  private verify(snapshot: ProjectSnapshot, changes: readonly FileChange[]): void {
    const broken = changes.flatMap((change) => syntaxErrors(change.path, change.after.toString('utf8')));
    if (broken.length) throw unprocessable(`The edit would not parse, so nothing was written: ${broken.slice(0, 5).join('; ')}`);
    this.gate ??= new TypeGate(this.root);
    const importers = changes.flatMap((change) => snapshot.importersOf(change.path));
    const typeErrors = this.gate.newErrors(
      changes.map((change) => ({ path: change.path, before: change.before.toString('utf8'), after: change.after.toString('utf8') })),
      importers,
    );
    if (typeErrors.length) throw unprocessable(`The edit would not typecheck, so nothing was written: ${typeErrors.slice(0, 5).join('; ')}`);
    for (const change of changes) {
      if (!readProjectFile(this.root, change.path).equals(change.before)) {
        throw conflict(`${change.path} changed on disk while the edit was being prepared; nothing was written. Try again.`);
      }
    }
  }

  private assertUnchanged(files: readonly FileChange[], expected: 'before' | 'after', action: string): void {
    for (const file of files) {
      let current: Buffer | null = null;
      try {
        current = readProjectFile(this.root, file.path);
      } catch {
        current = null;
      }
      if (!current || sha256(current) !== sha256(file[expected])) {
        throw conflict(
          `${file.path} changed on disk since this change was ${expected === 'after' ? 'made' : 'undone'} (edited by hand or by another tool); ${action} would overwrite that, so nothing was written.`,
        );
      }
    }
  }

  /**
   * Writes the activity's `side` bytes of every file as one change (project/file-transaction.ts):
   * either every file has them and `record` has updated the history, or every file has its bytes from
   * before and a FileWriteError says what failed (with the original error as its cause).
   */
  private write(activity: Activity, side: 'before' | 'after', record: () => void, prepare: boolean): void {
    const other = side === 'after' ? 'before' : 'after';
    if (prepare) this.log.prepare(activity);
    let staged: StagedReplacement | null = null;
    try {
      staged = stageReplacement(
        activity.files.map((file) => ({ path: file.path, absolute: writableSitePath(this.root, file.path), bytes: file[side], previous: file[other] })),
      );
      staged.commit();
      try {
        record();
      } catch (error) {
        throw staged.rollback(error, 'Could not record the change in the edit history');
      }
    } catch (error) {
      // The stored activity stays when a file could not be put back: it holds the bytes to restore by hand.
      if (prepare && !(error instanceof FileWriteError && error.unrestored.length)) this.log.discard(activity.id);
      throw error;
    } finally {
      staged?.dispose();
      this.snapshot = null;
    }
  }

  private answer(activity: Activity, kind: FilesWritten['kind'], idMap: Record<string, string>, message: string): MutationAnswer {
    const forward = kind !== 'undo';
    const files = activity.files.map((file) => {
      const [from, to] = forward ? [file.before, file.after] : [file.after, file.before];
      return { path: file.path, diff: unifiedDiff(file.path, from.toString('utf8'), to.toString('utf8')) };
    });
    const event: FilesWritten = { activityId: activity.id, kind, paths: activity.files.map((file) => file.path), message };
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A "files written" listener failed:', error);
      }
    }
    return { activityId: activity.id, message, prevIdToNewIdMap: idMap, files, renderings: activity.renderings };
  }
}
