// The edit pipeline, one request at a time: read the site, run the operation (text splices), check
// the result (stays under site/, parses, its style values fit the CSS grammar, the files did not
// change meanwhile), record the activity with the exact bytes before and after, write atomically,
// and tell listeners. Types are checked after the write, in the type-check worker: a change that
// adds type errors is written anyway and its check says so (an event, and the history), so a
// designer can undo it with one click; what never parses is never written.
import { errorMessage, type ActivitiesAnswer, type LookupsAnswer, type MutationAnswer, type MutationBodies, type MutationOperation, type TypeCheck } from '../types';
import type { ActivityLog, Activity, FileChange } from './activities/activity-log';
import type { ChangeJournal, ChangeKind } from './activities/change-journal';
import { removeTemporaries, settleInterruptedChange } from './activities/recovery';
import { lineEdits } from './activities/line-edits';
import { threeWayMerge } from './activities/three-way-merge';
import { unifiedDiff } from './activities/unified-diff';
import { idMapForFile } from './edit/id-map';
import { withoutPositions } from './edit/element-names';
import { applyEdits, type Edit } from './edit/splice';
import { syntaxErrors } from './edit/syntax-check';
import { unusedImportCleanup } from './edit/unused-imports';
import { conflict, cannotEdit, type Refusal } from './refusals';
import { OPERATIONS } from './operations';
import type { OperationResult } from './operations/context';
import { type FileCalls, FileWriteError, NODE_FILE_CALLS, type StagedReplacement, stageReplacement } from './project/file-transaction';
import { isWritablePath, readProjectFile, writableSitePath } from './project/files';
import { buildLookups } from './project/lookups';
import type { RenderingsHint } from './project/renderings';
import { ProjectSnapshot } from './project/snapshot';
import type { ProposedFile } from './project/type-gate';
import type { TypeChecks } from './checks/type-checks';
import type { EditService, FilesWritten, ServiceEvent, ServiceListener } from './edit-service';
import { SerialQueue } from './serial-queue';
import { CANVAS_ID } from './site-layout';

/** A file's bytes before and after an operation, and the splices that made the difference (for the id map). */
interface ProposedChange extends FileChange {
  edits: Edit[];
}

/** One file of a write: the bytes it replaces (checked to be still on disk) and the bytes it writes. */
interface FileWrite {
  path: string;
  from: Buffer;
  to: Buffer;
}

export class MutationService implements EditService {
  private readonly queue = new SerialQueue();
  private readonly listeners = new Set<ServiceListener>();
  private snapshot: ProjectSnapshot | null = null;

  /**
   * `typeChecks`: the type-check worker's client, or why types are not checked; `journal`: where each
   * change is recorded before its files are touched; `calls`: the file-system calls writes make.
   */
  constructor(
    private readonly root: string,
    private readonly log: ActivityLog,
    private readonly typeChecks: TypeChecks | { unavailable: string },
    private readonly journal: ChangeJournal,
    private readonly calls: FileCalls = NODE_FILE_CALLS,
  ) {}

  /**
   * Settles a change an earlier server was writing when it stopped (recovery.ts) and removes its
   * temporary files; answers what was done, for the server's log. Run once at start, by the server
   * that holds the lock, before any edit.
   */
  recover(): string[] {
    const said: string[] = [];
    const settled = settleInterruptedChange(this.root, this.log, this.journal, this.calls);
    if (settled) said.push(settled);
    const removed = removeTemporaries(this.root, this.journal.editingDir, this.journal.stagingDir);
    if (removed) said.push(`Removed ${removed} temporary file${removed > 1 ? 's' : ''} that interrupted writes had left.`);
    return said;
  }

  /** A change whose files could not all be put back (its journal is still there) is settled before another begins. */
  private settleBeforeWriting(): void {
    const settled = settleInterruptedChange(this.root, this.log, this.journal, this.calls);
    if (settled) console.warn(settled);
  }

  /** Subscribes to files written (the live build rebuilds on it) and to their type checks. */
  listen(listener: ServiceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ServiceEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A listener of the mutation service failed:', error);
      }
    }
  }

  /**
   * Reads and parses the site, builds its index, program and page renders: what the next edit would
   * otherwise wait for. Run when the server starts and after each write, off the request's way.
   */
  warm(): void {
    const snapshot = this.current();
    void snapshot.index;
    void snapshot.evaluator;
    void snapshot.pages;
  }

  /**
   * Runs the checks of the write path once on a file as it is, writing nothing, so that the first
   * real edit runs code that is loaded and compiled already (at start-up, in the background).
   */
  rehearse(): void {
    const snapshot = this.current();
    for (const [path, file] of snapshot.files) {
      if (!path.endsWith('.tsx')) continue;
      syntaxErrors(path, file.text);
      unusedImportCleanup(path, file.text, []);
      idMapForFile(snapshot, path, lineEdits(file.text, file.text), file.text);
      unifiedDiff(path, file.text, `${file.text}\n`);
      threeWayMerge(`${file.text}\n`, file.text, file.text);
      return;
    }
  }

  /** Starts the type checker (it warms in its own thread). */
  warmTypes(): void {
    if (!('unavailable' in this.typeChecks)) this.typeChecks.warm();
  }

  /** The site as it is on disk now; the parsed state is reused while no file changed. */
  private current(): ProjectSnapshot {
    const fresh = ProjectSnapshot.read(this.root, this.snapshot);
    if (this.snapshot?.fingerprint !== fresh.fingerprint) this.snapshot = fresh;
    return this.snapshot;
  }

  lookups(): Promise<LookupsAnswer> {
    return this.queue.run(() => buildLookups(this.current()));
  }

  /** The edit history, newest first (`GET …/activities`). */
  activities(): Promise<ActivitiesAnswer> {
    return this.queue.run(() => this.history());
  }

  /** The edit history as it is now. */
  history(): ActivitiesAnswer {
    return { activities: this.log.list() };
  }

  /**
   * Hands `listener` the history each time it is saved, before the answer of the edit that saved it,
   * so a copy kept elsewhere (the request thread's) answers reads without waiting for edits.
   */
  listenHistory(listener: (history: ActivitiesAnswer) => void): () => void {
    return this.log.onSaved(() => {
      try {
        listener(this.history());
      } catch (error) {
        console.error('The edit history could not be passed on:', error);
      }
    });
  }

  /**
   * Runs a warm-up in the queue once the current task is answered (a request arriving meanwhile waits
   * behind it). A site that does not read or render now (a hand edit half done) fails the next
   * request, which says why: the warm-up itself stays quiet.
   */
  private inBackground(task: () => void): void {
    setImmediate(() => {
      void this.queue.run(() => {
        try {
          task();
        } catch {
          // See above: the real request reports it.
        }
      });
    });
  }

  /** Runs an edit with the type checker paused (a check of an earlier write must not slow it down). */
  private withChecksPaused<T>(edit: () => T): T {
    const resume = 'unavailable' in this.typeChecks ? null : this.typeChecks.hold();
    try {
      return edit();
    } finally {
      resume?.();
    }
  }

  /** Warms the next snapshot in the background (see warm). */
  warmLater(): void {
    this.inBackground(() => this.warm());
  }

  /** Rehearses the write path in the background (see rehearse). */
  rehearseLater(): void {
    this.inBackground(() => this.rehearse());
  }

  mutate<K extends MutationOperation>(operation: K, body: MutationBodies[K], changeItemId: string, hint: RenderingsHint, editorTab: string | null = null): Promise<MutationAnswer> {
    return this.queue.run(() => this.withChecksPaused(() => {
      this.settleBeforeWriting();
      if (this.log.has(changeItemId)) {
        throw conflict(`The change ${changeItemId} was already applied (it is in the edit history); send each change item once, with a new id for a new change.`);
      }
      const snapshot = this.current();
      const run = OPERATIONS[operation];
      const result = run(body, { snapshot, hint, canvasId: CANVAS_ID });
      const { changes, unusedImports } = this.proposedChanges(snapshot, result);
      this.verify(changes);
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
      const writes = changes.map(({ path, before, after }) => ({ path, from: before, to: after }));
      const check = this.startingCheck();
      try {
        this.writeFiles({ id: activity.id, kind: 'mutate' }, writes, () => this.log.commit(activity, check), () => this.log.prepare(activity));
      } catch (error) {
        // The stored activity stays when a file could not be put back: it holds the bytes to restore by hand.
        if (!(error instanceof FileWriteError && error.unrestored.length)) this.log.discard(activity.id);
        throw error;
      }
      return this.answer(activity, 'mutate', writes, idMap, activity.message, snapshot);
    }));
  }

  /**
   * Takes a change back, whether or not later changes followed it: its own text returns to what it
   * was, and what later changes (or hand edits) did elsewhere stays. 409 when a later change touched
   * the same text, naming it and where.
   */
  undo(id: string): Promise<MutationAnswer> {
    return this.queue.run(() => this.withChecksPaused(() => {
      this.settleBeforeWriting();
      if (!this.log.has(id)) throw conflict(`Cannot undo ${id}: no change with that id is in the edit history (nothing to undo).`);
      if (!this.log.isApplied(id)) throw conflict(`${this.plainLabel(id)} is undone already; nothing to change.`, `${this.log.describe(id)}.`);
      return this.reapply(id, 'undo');
    }));
  }

  /** Makes an undone change again where its text still applies; 409 naming what overlaps otherwise. */
  redo(id: string): Promise<MutationAnswer> {
    return this.queue.run(() => this.withChecksPaused(() => {
      this.settleBeforeWriting();
      if (!this.log.has(id)) throw conflict(`Cannot redo ${id}: no change with that id is in the edit history.`);
      if (!this.log.isUndone(id)) throw conflict(`${this.plainLabel(id)} is applied, not undone, so there is nothing to redo.`, `${this.log.describe(id)}.`);
      return this.reapply(id, 'redo');
    }));
  }

  /** Undo or redo of `id`: each of its files merged from the bytes on disk now (see three-way-merge.ts). */
  private reapply(id: string, kind: 'undo' | 'redo'): MutationAnswer {
    const activity = this.log.read(id);
    const snapshot = this.current();
    const writes: FileWrite[] = [];
    // Files merged with later changes: their ids are mapped from the lines the merge wrote.
    const merged = new Map<string, Edit[]>();
    for (const file of activity.files) {
      const [base, target] = kind === 'undo' ? [file.after, file.before] : [file.before, file.after];
      const now = this.bytesOnDisk(file.path);
      if (!now) throw conflict(`Cannot ${kind} ${this.log.describe(id)}: ${file.path} is gone from disk (deleted or moved by hand), so nothing was written.`);
      let to: Buffer;
      if (now.equals(base)) {
        to = target;
      } else {
        const nowText = now.toString('utf8');
        if (!Buffer.from(nowText, 'utf8').equals(now)) throw conflict(`Cannot ${kind} ${this.log.describe(id)}: ${file.path} is no longer valid UTF-8 text, so it cannot be merged; nothing was written.`);
        const outcome = threeWayMerge(nowText, base.toString('utf8'), target.toString('utf8'));
        if ('conflictLine' in outcome) throw this.overlapRefusal(id, kind, file.path, base.toString('utf8'), target.toString('utf8'), outcome.conflictLine);
        to = Buffer.from(outcome.merged, 'utf8');
      }
      if (to.equals(now)) continue;
      writes.push({ path: file.path, from: now, to });
      if (!now.equals(base)) merged.set(file.path, lineEdits(now.toString('utf8'), to.toString('utf8')));
    }
    const broken = writes.flatMap((write) => syntaxErrors(write.path, write.to.toString('utf8')));
    if (broken.length) throw conflict(`Cannot ${kind} ${this.log.describe(id)}: merged with the later changes, the files would not parse, so nothing was written: ${broken.slice(0, 3).join('; ')}`);
    // The change's own map (inverted for an undo) is exact where the files were as it left them.
    const idMap: Record<string, string> = kind === 'undo' ? Object.fromEntries(Object.entries(activity.idMap).map(([before, after]) => [after, before])) : { ...activity.idMap };
    for (const [path, edits] of merged) Object.assign(idMap, idMapForFile(snapshot, path, edits, writes.find((write) => write.path === path)?.to.toString('utf8') ?? ''));
    const check = writes.length ? this.startingCheck() : null;
    this.writeFiles({ id, kind }, writes, () => (kind === 'undo' ? this.log.markUndone(id, check) : this.log.markRedone(id, check)));
    return this.answer(activity, kind, writes, idMap, `${kind === 'undo' ? 'Undid' : 'Redid'}: ${activity.message}`, snapshot);
  }

  private bytesOnDisk(path: string): Buffer | null {
    try {
      return readProjectFile(this.root, path);
    } catch {
      return null;
    }
  }

  /**
   * Why an undo or redo of `id` overlaps in `path`: the first later change whose text the merge runs
   * into, named by what it did and where; else the file was changed by hand at `line`.
   */
  private overlapRefusal(id: string, kind: 'undo' | 'redo', path: string, base: string, target: string, line: number): Refusal {
    for (const laterId of this.log.appliedAfter(id)) {
      const later = this.log.read(laterId).files.find((file) => file.path === path);
      if (!later) continue;
      const outcome = threeWayMerge(later.after.toString('utf8'), base, target);
      if ('conflictLine' in outcome) {
        return conflict(
          `Cannot ${kind} ${this.plainLabel(id)}: a later change, ${this.plainLabel(laterId)}, changed the same text. ${kind === 'undo' ? 'Undo that later change first, then this one' : 'Undo that later change first, then redo this one'}; nothing was written.`,
          `Both changed ${path}:${outcome.conflictLine}: ${this.log.label(id)}, and later ${this.log.label(laterId)}.`,
        );
      }
    }
    return conflict(
      `Cannot ${kind} ${this.plainLabel(id)}: the same text was changed since, by hand or by another tool, and ${kind === 'undo' ? 'undoing' : 'redoing'} it would overwrite that; nothing was written. Change it back by hand, or edit it again in the editor.`,
      `${path} was changed at line ${line}, where ${this.log.label(id)} wrote.`,
    );
  }

  /** A change as a designer knows it: what it did, its elements named by what they are, not where they are written. */
  private plainLabel(id: string): string {
    return withoutPositions(this.log.label(id));
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
        throw cannotEdit(`${path} is not valid UTF-8 text, so it cannot be edited without changing bytes outside the edit.`);
      }
      const cleanup = unusedImportCleanup(path, original.text, operationEdits);
      const edits = [...operationEdits, ...cleanup.edits];
      unusedImports.push(...cleanup.removed.map((name) => `${name} (${path})`));
      const after = applyEdits(original.text, edits);
      if (after === original.text) continue;
      changes.push({ path, edits, before: original.bytes, after: Buffer.from(after, 'utf8') });
    }
    if (!changes.length) throw cannotEdit(`${result.message}: that changes nothing in the source.`);
    return { changes, unusedImports };
  }

  /** The result parses; the files on disk are still the ones the edit was made from. (Types are checked after the write.) */
  private verify(changes: readonly FileChange[]): void {
    const broken = changes.flatMap((change) => syntaxErrors(change.path, change.after.toString('utf8')));
    if (broken.length) throw cannotEdit(`The edit would not parse, so nothing was written: ${broken.slice(0, 5).join('; ')}`);
    for (const change of changes) {
      if (!readProjectFile(this.root, change.path).equals(change.before)) {
        throw conflict(`${change.path} changed on disk while the edit was being prepared; nothing was written. Try again.`);
      }
    }
  }

  /** A write's type check as it starts: running, or why it cannot run. */
  private startingCheck(): TypeCheck {
    return 'unavailable' in this.typeChecks ? { state: 'not-checked', reason: this.typeChecks.unavailable } : { state: 'checking' };
  }

  /**
   * Writes every file as one change (project/file-transaction.ts): either every file has its new
   * bytes and `record` has updated the history, or every file has its bytes from before and a
   * FileWriteError says what failed (with the original error as its cause). The journal holds the
   * change from before the first byte is written until both sides agree, so a server killed in
   * between finishes or rolls it back at its next start. `prepare` stores what `record` will need.
   */
  private writeFiles(change: { id: string; kind: ChangeKind }, writes: readonly FileWrite[], record: () => void, prepare?: () => void): void {
    if (!writes.length) {
      prepare?.();
      record();
      return;
    }
    let staged: StagedReplacement | null = null;
    const paths = writes.map((write) => write.path);
    this.emit({ type: 'writing', paths });
    let written = false;
    // A change some of whose files could not be put back stays in the journal: the next change, or the next start, settles it.
    let unsettled = false;
    try {
      try {
        this.journal.begin({ id: change.id, kind: change.kind, files: writes.map((write) => ({ path: write.path, from: write.from, to: write.to })) });
        prepare?.();
      } catch (error) {
        throw new FileWriteError(`Could not record the change before writing it (${errorMessage(error)}); nothing was changed: every file of the change still has its bytes from before.`, { cause: error });
      }
      staged = stageReplacement(
        writes.map((write) => ({ path: write.path, absolute: writableSitePath(this.root, write.path), bytes: write.to, previous: write.from })),
        this.calls,
        this.journal.stagingDir,
      );
      staged.commit();
      try {
        record();
      } catch (error) {
        throw staged.rollback(error, 'Could not record the change in the edit history');
      }
      written = true;
    } catch (error) {
      unsettled = error instanceof FileWriteError && error.unrestored.length > 0;
      throw error;
    } finally {
      staged?.dispose();
      if (!unsettled) this.endJournal();
      if (!written) this.emit({ type: 'not-written', paths });
    }
  }

  /** The change is settled; a journal that cannot be removed is settled again (a no-op) at the next change or start. */
  private endJournal(): void {
    try {
      this.journal.end();
    } catch (error) {
      console.error(`The journal of the change just written (${this.journal.file}) could not be removed; it will be checked again before the next change:`, error);
    }
  }

  /** Tells listeners, starts the type check of the write, and warms the next snapshot; the answer. */
  private answer(activity: Activity, kind: FilesWritten['kind'], writes: readonly FileWrite[], idMap: Record<string, string>, message: string, snapshot: ProjectSnapshot): MutationAnswer {
    const files = writes.map((write) => ({ path: write.path, diff: unifiedDiff(write.path, write.from.toString('utf8'), write.to.toString('utf8')) }));
    if (writes.length) {
      this.emit({ type: 'written', activityId: activity.id, kind, paths: writes.map((write) => write.path), message });
      this.checkTypes(activity.id, kind, message, writes, snapshot);
      this.warmLater();
    }
    return { activityId: activity.id, message, prevIdToNewIdMap: idMap, files, renderings: activity.renderings };
  }

  /** Checks the write's types in the type-check worker; the outcome goes to the history and to listeners. */
  private checkTypes(activityId: string, kind: FilesWritten['kind'], message: string, writes: readonly FileWrite[], snapshot: ProjectSnapshot): void {
    const typeChecks = this.typeChecks;
    if ('unavailable' in typeChecks) return;
    // After the answer: finding the importers builds the program, which the request need not wait for.
    setImmediate(() => this.startTypeCheck(typeChecks, activityId, kind, message, writes, snapshot));
  }

  private startTypeCheck(typeChecks: TypeChecks, activityId: string, kind: FilesWritten['kind'], message: string, writes: readonly FileWrite[], snapshot: ProjectSnapshot): void {
    const files: ProposedFile[] = writes.map((write) => ({ path: write.path, before: write.from.toString('utf8'), after: write.to.toString('utf8') }));
    const importers = [...new Set(writes.flatMap((write) => (write.path.endsWith('.css') ? [] : snapshot.importersOf(write.path))))];
    const finish = (typeCheck: TypeCheck): void => {
      // The history may have moved on (the change undone meanwhile): the outcome still belongs to that write.
      try {
        this.log.recordTypeCheck(activityId, typeCheck);
      } catch (error) {
        console.error(`The type check of ${activityId} could not be recorded in the edit history:`, error);
      }
      this.emit({ type: 'checked', activityId, kind, message, typeCheck });
    };
    typeChecks.check(files, importers).then(
      (problems) => finish(problems.length ? { state: 'problems', problems } : { state: 'passed' }),
      (error: unknown) => finish({ state: 'not-checked', reason: errorMessage(error) }),
    );
  }
}
