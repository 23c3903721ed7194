// Publish (docs/server.md "Publish"): makes the production site show the edited sources without a
// restart, one publish at a time. A publish copies the sources between two edits, builds the copy in
// a child process at a lower priority (build-process.ts) into a fresh folder, and switches the site
// to it in one step (production-site.ts); a build that fails leaves the site as it was and says why.
// What was published last is kept in `.editing/publish.json` (publish-record.ts); the build a server
// starts with counts as a publish of the sources it was made from.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type ActivitySummary, errorMessage } from '../../types';
import type { PublishAnswer, PublishChanges, PublishProblem, PublishRun, PublishStage, PublishStageTime, PublishStatus } from '../../types/publish';
import type { EditService, ServiceListener } from '../edit-service';
import { type BuildProcess, startBuild } from './build-process';
import { appliedIds, changesBetween, newestApplied, noChanges, type SourcesVersion } from './changes-between';
import { BUILD_OUTPUT, BUILD_SOURCES, BUILDS_DIR, type OpenedProductionSite, openBuild, removeOtherBuilds } from './production-site';
import { type PublishRecord, publicationOf, writeRecord } from './publish-record';
import { fileHashes, readSources, SourceHashes, type SourceFiles, sourcesHash, writeSources } from './source-files';
import { takeSnapshot } from './source-snapshot';

export interface PublisherOptions {
  /** The project: the folder holding site/ (and .editing/). */
  root: string;
  /** The edit history (the edit service). */
  service: Pick<EditService, 'activities'>;
  /** The edit service's events: a snapshot of the sources is taken between two writes. */
  listen: (listener: ServiceListener) => () => void;
  /** The production site the server serves, as it started. */
  site: OpenedProductionSite;
  /** The last publish recorded in `.editing/`, or null. */
  record: PublishRecord | null;
  /** The build script (scripts/publish-site.mjs). */
  buildScript: string;
  /** The production site's address, for the answers. */
  siteUrl: string;
  log?: (line: string) => void;
  /** A build that runs longer fails (default 15 minutes). */
  buildTimeoutMs?: number;
}

const now = (): string => new Date().toISOString();

/** `20261202T013000Z-a1b2c3`: sortable, and safe as a folder name (publish-record.ts's BUILD_ID). */
function newBuildId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
}

/** "3 changes in 2 files": what the log says a publish took. */
export function countChanges(changes: PublishChanges): string {
  const count = changes.changes.length + changes.undone.length;
  const files = changes.files.length;
  return `${count} change${count === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

/** The sentence a failed step gets: what failed, and that visitors keep what they had. */
function failureReason(stage: PublishStage, problem: PublishProblem | null, why: string | null): string {
  const kept = 'visitors still get the version published before';
  switch (stage) {
    case 'sources':
      return `The site was not published because the edited sources could not be copied${why ? ` (${why})` : ''}; ${kept}.`;
    case 'compile':
      if (problem?.file) return `The site was not published because the code in ${problem.file} has an error; ${kept}. Undo the change that caused it, or fix the file, then publish again.`;
      return `The site was not published because its code could not be compiled; ${kept}.`;
    case 'prerender':
      return `The site was not published because its pages could not be written (a page failed to render); ${kept}.`;
    case 'compress':
      return `The site was not published because its files could not be compressed; ${kept}.`;
    case 'swap':
      return `The site was not published because the new version could not be switched in${why ? ` (${why})` : ''}; ${kept}.`;
  }
}

interface RunState {
  id: string;
  startedAt: number;
  stages: { stage: PublishStage; startedAt: number; endedAt: number | null }[];
  outcome:
    | { state: 'running' }
    | { state: 'published'; finishedAt: number; record: PublishRecord; included: PublishChanges }
    | { state: 'failed'; finishedAt: number; stage: PublishStage; reason: string; problem: PublishProblem | null; details: string };
}

function viewOf(run: RunState): PublishRun {
  const iso = (ms: number): string => new Date(ms).toISOString();
  const stages: PublishStageTime[] = run.stages.map(({ stage, startedAt, endedAt }) => ({ stage, startedAt: iso(startedAt), durationMs: endedAt === null ? null : Math.round(endedAt - startedAt) }));
  const base = { id: run.id, startedAt: iso(run.startedAt), stages };
  const { outcome } = run;
  const current = run.stages[run.stages.length - 1]?.stage ?? 'sources';
  if (outcome.state === 'running') return { ...base, state: 'running', stage: current };
  if (outcome.state === 'published') return { ...base, state: 'published', finishedAt: iso(outcome.finishedAt), publication: publicationOf(outcome.record), included: outcome.included };
  const { state, stage, reason, problem, details } = outcome;
  return { ...base, state, finishedAt: iso(outcome.finishedAt), stage, reason, problem, details };
}

export class Publisher {
  private running: { run: RunState; build: BuildProcess | null; done: Promise<void> } | null = null;
  private latest: RunState | null = null;
  /** Counts the edit service's write events: a snapshot taken while it moved is taken again. */
  private writes = 0;
  private readonly unlisten: () => void;
  private closed = false;
  private readonly log: (line: string) => void;
  private readonly hashes: SourceHashes;

  /** Settles once the last publish is known (the history's first answer); every request waits for it. */
  private readonly ready: Promise<PublishRecord>;
  private record: PublishRecord | null = null;

  /**
   * The publisher of a server that may edit, made as the server starts, without waiting for the edit
   * worker's warm-up: the sources are read now and the history asked now, ahead of any edit in the
   * worker's queue (the server answers no request yet), so both are as they are before any edit. The last publish is the one recorded when its build is what the site serves, or
   * when the build the server started with was made from the same sources; otherwise the build made
   * at start is the last publish (recorded as such). Builds of earlier runs not served are removed.
   */
  constructor(private readonly options: PublisherOptions) {
    this.log = options.log ?? (() => undefined);
    this.hashes = new SourceHashes(options.root);
    this.unlisten = options.listen((event) => {
      if (event.type !== 'checked') this.writes++;
    });
    const files = fileHashes(readSources(options.root));
    const history = options.service.activities();
    this.ready = this.settleRecord(files, history);
    // A failure is each request's to report; the log says it once.
    this.ready.catch((error: unknown) => this.log(`[publish] the last publish could not be settled: ${errorMessage(error)}`));
  }

  private async settleRecord(files: Record<string, string>, history: Promise<{ activities: ActivitySummary[] }>): Promise<PublishRecord> {
    const { activities } = await history;
    const { root, site } = this.options;
    const hash = sourcesHash(files);
    let record = this.options.record;
    if (!site.servesRecord) {
      record =
        record && record.sourcesHash === hash
          ? { ...record, build: null }
          : { publishedAt: site.distBuiltAt, source: 'start', activityId: newestApplied(activities), sourcesHash: hash, files, applied: appliedIds(activities), build: null };
      writeRecord(root, record);
    }
    if (!record) throw new Error('The served build is the last publish, but no publish is recorded.');
    await removeOtherBuilds(root, site.production.servedId);
    this.record = record;
    return record;
  }

  /** What the site serves, what changed since, and the publish running now or the last one. */
  async status(): Promise<PublishStatus> {
    await this.ready;
    const { activities } = await this.options.service.activities();
    const record = this.record!;
    const sources: SourcesVersion = { files: this.hashes.now(), applied: appliedIds(activities) };
    return {
      siteUrl: this.options.siteUrl,
      last: publicationOf(record),
      pending: changesBetween(record, sources, activities),
      run: this.latest ? viewOf(this.latest) : null,
    };
  }

  /** Starts a publish, or joins the one running: one build at a time. */
  async publish(): Promise<PublishAnswer> {
    await this.ready;
    if (this.closed) throw new Error('The server is stopping; it publishes nothing more.');
    let started = false;
    if (!this.running) {
      started = true;
      const run: RunState = { id: newBuildId(), startedAt: Date.now(), stages: [], outcome: { state: 'running' } };
      this.latest = run;
      const entry: { run: RunState; build: BuildProcess | null; done: Promise<void> } = { run, build: null, done: Promise.resolve() };
      this.running = entry;
      entry.done = this.run(entry).finally(() => {
        if (this.running === entry) this.running = null;
      });
    }
    const status = await this.status();
    // The status read waited for the history; the run it reports is the one this request started or joined.
    return { ...status, started, run: viewOf(this.running?.run ?? this.latest!) };
  }

  private enter(run: RunState, stage: PublishStage): void {
    const at = Date.now();
    const last = run.stages[run.stages.length - 1];
    if (last && last.endedAt === null) last.endedAt = at;
    run.stages.push({ stage, startedAt: at, endedAt: null });
  }

  private settle(run: RunState, outcome: Exclude<RunState['outcome'], { state: 'running' }>): void {
    const last = run.stages[run.stages.length - 1];
    if (last && last.endedAt === null) last.endedAt = outcome.finishedAt;
    run.outcome = outcome;
  }

  private async run(entry: { run: RunState; build: BuildProcess | null }): Promise<void> {
    const { run } = entry;
    const { root } = this.options;
    const folder = join(root, BUILDS_DIR, run.id);
    const out = join(folder, BUILD_OUTPUT);
    const fail = async (stage: PublishStage, problem: PublishProblem | null, details: string, why: string | null = null): Promise<void> => {
      // Cleaned up before it is reported: a publish that has ended has left nothing behind.
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
      this.settle(run, { state: 'failed', finishedAt: Date.now(), stage, reason: failureReason(stage, problem, why), problem, details });
      this.log(`[publish] ${run.id} failed (${stage}): ${details.split('\n')[0]}`);
    };
    this.log(`[publish] ${run.id} started`);
    this.enter(run, 'sources');
    let snapshot: { files: SourceFiles; activities: ActivitySummary[] };
    try {
      const taken = await takeSnapshot({ root, history: () => this.options.service.activities(), writes: () => this.writes });
      if (taken.attempts > 1) this.log(`[publish] ${run.id}: edits landed while the sources were copied; copied them again (${taken.attempts} readings)`);
      snapshot = taken;
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeSources(snapshot.files, join(folder, BUILD_SOURCES));
    } catch (error) {
      await fail('sources', null, errorMessage(error), errorMessage(error));
      return;
    }
    if (this.closed) return fail('sources', null, 'The server stopped before the site was built.');

    this.enter(run, 'compile');
    const build = startBuild({
      script: this.options.buildScript,
      sources: join(folder, BUILD_SOURCES),
      out,
      onStage: (stage) => {
        if (run.stages[run.stages.length - 1]?.stage !== stage) this.enter(run, stage);
      },
      ...(this.options.buildTimeoutMs ? { timeoutMs: this.options.buildTimeoutMs } : {}),
    });
    entry.build = build;
    const outcome = await build.outcome;
    entry.build = null;
    if (!outcome.ok) return fail(outcome.stage, outcome.problem, outcome.details);

    this.enter(run, 'swap');
    try {
      const files = fileHashes(snapshot.files);
      const record: PublishRecord = {
        publishedAt: now(),
        source: 'publish',
        activityId: newestApplied(snapshot.activities),
        sourcesHash: sourcesHash(files),
        files,
        applied: appliedIds(snapshot.activities),
        build: run.id,
      };
      const included = changesBetween(this.record!, record, snapshot.activities);
      // Opened before the record is written: a build that cannot be served is never recorded.
      const served = openBuild(out, run.id, folder);
      writeRecord(root, record);
      // The switch itself: the next request gets the new build, those under way keep theirs.
      this.options.site.production.swap(served);
      this.record = record;
      // The copy of the sources has served its purpose (the record keeps their hashes).
      await rm(join(folder, BUILD_SOURCES), { recursive: true, force: true }).catch(() => undefined);
      this.settle(run, { state: 'published', finishedAt: Date.now(), record, included });
      this.log(`[publish] ${run.id} published in ${Math.round((Date.now() - run.startedAt) / 1000)} s: ${noChanges(included) ? 'no changes' : countChanges(included)}`);
    } catch (error) {
      return fail('swap', null, errorMessage(error), errorMessage(error));
    }
  }

  /** Stops a running build and stops listening; resolves once the publish has ended. */
  async close(): Promise<void> {
    this.closed = true;
    this.unlisten();
    await this.ready.catch(() => undefined);
    const running = this.running;
    if (!running) return;
    running.build?.stop();
    await running.done;
  }
}
