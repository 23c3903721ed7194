// Live reload for `npm start` (docs/server.md "Live reload"): the dev-domain build is rebuilt in memory
// whenever the site's source changes — a write of the mutation server (`sourcesChanged`) or an
// edit by hand (a watcher on site/) — and every open preview follows `GET /__live` and reloads when
// a new build is served. A broken build leaves the last good one in place and says what is wrong.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_CLIENT_PATH, type LiveBuildProblem, type LiveEventName, type LiveEvents, type LiveState } from '../../types/live';
import { problemFromError } from './build-problems';
import { createDevSiteHandler, type ServedSite } from './dev-site-handler';
import { loadDocumentModule } from './document-module';
import { sendJson } from '../http/answers';
import { EventStream } from './event-stream';
import { moduleSwap, type SwappableBuild } from './module-swap';
import { RebuildQueue, type RebuildBatch } from './rebuild-queue';
import { errorShell, renderShells, type PageShells, type ShellSettings } from './shell';
import { createSiteBuild, type BuiltAsset, type SiteBuildSuccess } from './site-build';
import type { SourceRecord } from './source-record';
import { isBuiltSource, watchSources, type SourceWatcher } from './source-watcher';

export type { ShellSettings } from './shell';
export type { BuiltAsset } from './site-build';
export { RebuildQueue } from './rebuild-queue';
export { isBuiltSource } from './source-watcher';

export interface LiveDevSiteOptions {
  /** The project: the folder holding site/. */
  root: string;
  /** What the page shells are made from (scripts/document-settings.mjs). */
  shell: ShellSettings;
  /** Watch site/ for edits by hand (default true). */
  watch?: boolean;
  /** Interval of the keep-alive comment on idle streams (default 15 s). */
  keepAliveMs?: number;
  /** How long a burst of watcher notices is collected before a build (default 25 ms). */
  watchDelayMs?: number;
  /**
   * How long a build waits after a write of the mutation server for the next write (default 20 ms,
   * as webpack's aggregateTimeout): writes sent one after another are built together, at least
   * every 300 ms, instead of each with a build competing for the processor.
   */
  editDelayMs?: number;
  /** Where progress lines go (default: none). */
  log?: (line: string) => void;
}

export type LiveListener = <K extends LiveEventName>(name: K, payload: LiveEvents[K]) => void;

export interface LiveDevSite {
  /** Answers a request to a dev-domain host (pages, /assets/, public files). */
  handleDevSite(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Answers `GET /__live`, the event stream, to a request the guard admitted; `corsOrigin` is the
   * cross-origin editor it admitted, or null.
   */
  handleEvents(req: IncomingMessage, res: ServerResponse, corsOrigin: string | null): void;
  /** Answers `/__live/client.js`, the previews' page script. */
  handleClient(req: IncomingMessage, res: ServerResponse): void;
  /**
   * The mutation server is about to write these project-relative paths: no build starts until
   * `sourcesChanged` or `sourcesNotWritten` names them (or a few seconds pass), so the watcher's
   * echo of the write joins the edit's build rather than making one of its own.
   */
  sourcesWriting(paths: readonly string[]): void;
  /** The announced write failed and was rolled back: builds may start again. */
  sourcesNotWritten(paths: readonly string[]): void;
  /** The mutation server wrote these project-relative paths: rebuild now. */
  sourcesChanged(paths: readonly string[]): void;
  /** The type check of a write finished: tell the editors (event `checked`). */
  typesChecked(payload: LiveEvents['checked']): void;
  /** The state a new stream starts with. */
  status(): LiveEvents['status'];
  /** Every event as it is sent (for logs and tests); returns the unsubscribe function. */
  onEvent(listener: LiveListener): () => void;
  /** The files of the build being served (URL path → file); empty before the first good build. */
  assets(): ReadonlyMap<string, BuiltAsset>;
  /** Resolves once no rebuild is pending or running. */
  idle(): Promise<void>;
  /** Stops the watcher, the keep-alive timer and esbuild, and ends every stream. */
  close(): Promise<void>;
}

interface GoodBuild {
  version: string;
  /** What a module swap compares (module-swap.ts). */
  swappable: SwappableBuild;
  /** URL of the React Refresh entry, which a swap imports to re-render. */
  refreshEntry: string;
  digest: string;
  /** The digest of everything but the stylesheet: equal in two builds whose difference is CSS alone. */
  scripts: string;
  /** The site's stylesheet, which a page of the build before swaps in when only it changed. */
  css: string;
  shells: PageShells;
  assets: Map<string, BuiltAsset>;
}

/** The client script built by `npm run build` beside this module (dist/server/live-client.js). */
function readClientScript(): Buffer {
  const file = fileURLToPath(new URL('./live-client.js', import.meta.url));
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  return readFileSync(file);
}

/**
 * Same inputs, same digest: a rebuild that changes no byte keeps its version, so no page reloads for
 * it. `scripts` leaves the stylesheet out: a build that changed only CSS is swapped in place.
 */
function digestsOf(build: SiteBuildSuccess): { digest: string; scripts: string } {
  const hash = createHash('sha256');
  for (const [url, asset] of [...build.assets].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${url}\0${asset.body.length}\0`).update(asset.body);
  hash.update(`\0document\0${build.documentCode}`);
  const scripts = hash.copy().digest('hex');
  hash.update(`\0css\0${build.css}`);
  return { digest: hash.digest('hex'), scripts };
}

/**
 * How the open pages of `before` (none showing the error panel) take `after` without a reload: the
 * stylesheet swapped when only it changed, or also the changed lazily loaded modules re-imported and
 * re-rendered (module-swap.ts); null when they must reload.
 */
function inPlace(before: GoodBuild, after: GoodBuild): Pick<LiveEvents['ready'], 'from' | 'css' | 'modules'> | null {
  if (before.scripts === after.scripts) return { from: before.version, css: after.css };
  const urls = moduleSwap(before.swappable, after.swappable);
  return urls ? { from: before.version, css: after.css, modules: { refresh: after.refreshEntry, urls } } : null;
}

function checkDelay(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
  return value;
}

function checkPaths(method: string, paths: readonly string[]): readonly string[] {
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
    throw new TypeError(`${method} takes project-relative paths (strings), got ${JSON.stringify(paths)}`);
  }
  return paths;
}

export async function createLiveDevSite(options: LiveDevSiteOptions): Promise<LiveDevSite> {
  const keepAliveMs = checkDelay('keepAliveMs', options.keepAliveMs, 15_000);
  const watchDelayMs = checkDelay('watchDelayMs', options.watchDelayMs, 25);
  const editDelayMs = checkDelay('editDelayMs', options.editDelayMs, 20);
  if (keepAliveMs === 0) throw new RangeError('keepAliveMs must be greater than 0');
  const root = realpathSync(options.root);
  const log = options.log ?? ((): void => undefined);
  const clientScript = readClientScript();
  const errorPage = errorShell(options.shell);
  const bootId = Date.now().toString(36);
  let builds = 0;

  let state: LiveState = 'building';
  let good: GoodBuild | null = null;
  let previousAssets: ReadonlyMap<string, BuiltAsset> = new Map();
  let problems: LiveBuildProblem[] = [];
  let lastRecord: SourceRecord | null = null;
  const listeners = new Set<LiveListener>();

  const status = (): LiveEvents['status'] => ({ state, version: good?.version ?? null, errors: problems });
  const build = await createSiteBuild(root, [...new Set(Object.values(options.shell.pageSources))]);
  const events = new EventStream({ keepAliveMs, status });

  function emit<K extends LiveEventName>(name: K, payload: LiveEvents[K]): void {
    events.send(name, payload);
    for (const listener of listeners) {
      try {
        listener(name, payload);
      } catch (error) {
        console.error('live build: an event listener failed:', error);
      }
    }
  }

  /** Whether the notices name anything the served build was not made from. */
  function needsBuild(paths: readonly string[]): boolean {
    if (!lastRecord || problems.length || !good) return true;
    if (lastRecord.changedOnDisk().length) return true;
    const record = lastRecord;
    return paths.some((path) => !record.has(join(root, path)) && (path === 'site' || isBuiltSource(path.replace(/^site\//, ''))));
  }

  async function rebuild({ paths, trigger }: RebuildBatch): Promise<void> {
    if (!needsBuild(paths)) return;
    const wasFailing = problems.length > 0;
    state = 'building';
    emit('building', { trigger, paths });
    const started = performance.now();
    let outcome: { ok: true; good: GoodBuild } | { ok: false; problems: LiveBuildProblem[] };
    try {
      const result = await build.run();
      builds++;
      lastRecord = result.record;
      if (!result.ok) outcome = { ok: false, problems: result.problems };
      else {
        const { digest, scripts } = digestsOf(result);
        // After a failure the version always moves on: pages showing the error panel must reload.
        if (good && !wasFailing && good.digest === digest) outcome = { ok: true, good };
        else {
          const version = `${bootId}-${builds}`;
          const shells = renderShells(result, loadDocumentModule(result.documentCode), options.shell, version);
          const swappable: SwappableBuild = { assets: result.assets, entries: [result.refreshEntry, result.entry], staticImports: result.staticImports, lazyChunks: result.lazyChunks, documentCode: result.documentCode };
          outcome = { ok: true, good: { version, digest, scripts, css: result.css, shells, assets: result.assets, swappable, refreshEntry: result.refreshEntry } };
        }
      }
    } catch (error) {
      // The document module threw, a shell could not be made, or esbuild itself failed: a failed build all the same.
      outcome = { ok: false, problems: [problemFromError(error, 'The dev-domain pages could not be made')] };
    }
    const durationMs = Math.round(performance.now() - started);
    if (!outcome.ok) {
      state = 'failed';
      problems = outcome.problems;
      emit('failed', { errors: problems, durationMs, paths });
      const first = problems[0];
      log(`[live] build failed in ${durationMs} ms: ${first?.file ? `${first.file}:${first.line ?? '?'}:${first.column ?? '?'} ` : ''}${first?.message ?? ''}`);
      return;
    }
    const swap = good && outcome.good !== good && !wasFailing ? inPlace(good, outcome.good) : null;
    if (outcome.good !== good) {
      previousAssets = good?.assets ?? new Map();
      good = outcome.good;
    }
    state = 'ready';
    problems = [];
    emit('ready', { version: good.version, durationMs, paths, ...swap });
    const how = swap ? (swap.modules ? ` (${swap.modules.urls.length} module${swap.modules.urls.length === 1 ? '' : 's'} swapped in place)` : ' (stylesheet swapped in place)') : '';
    log(`[live] dev-domain build ${good.version} ready in ${durationMs} ms${how}${paths.length ? ` (${paths.join(', ')})` : ''}`);
  }

  const queue = new RebuildQueue(rebuild);
  let watcher: SourceWatcher | null = null;
  const stop = async (): Promise<void> => {
    watcher?.close();
    await queue.close();
    events.close();
    listeners.clear();
    await build.dispose();
  };
  try {
    if (options.watch ?? true) {
      watcher = watchSources(
        root,
        (paths) => queue.request(paths, 'watch', watchDelayMs),
        (error) => console.error('live build: watching site/ failed; edits by hand are not seen until a restart:', error),
      );
    }
    // The first build, before anything is served (a failed one is served as the error page).
    queue.request([], 'watch', 0);
    await queue.idle();
  } catch (error) {
    await stop();
    throw error;
  }

  const served = (): ServedSite => ({
    good: good && { shells: good.shells, assets: good.assets, previousAssets },
    // While the latest finished build failed (also while the next one runs), fresh loads get the error page.
    errorPage: problems.length ? errorPage : null,
  });
  const handleDevSite = createDevSiteHandler(root, served);
  let closing: Promise<void> | null = null;

  return {
    handleDevSite,
    handleEvents: (req, res, corsOrigin) => events.handle(req, res, corsOrigin),
    handleClient(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(req, res, 405, { error: `Only GET and HEAD are answered at ${LIVE_CLIENT_PATH}.` }, { Allow: 'GET, HEAD' });
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': String(clientScript.length), 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : clientScript);
    },
    sourcesWriting(paths) {
      queue.expect(checkPaths('sourcesWriting', paths));
    },
    sourcesNotWritten(paths) {
      queue.release(checkPaths('sourcesNotWritten', paths));
    },
    sourcesChanged(paths) {
      queue.request(checkPaths('sourcesChanged', paths), 'edit', editDelayMs);
    },
    typesChecked: (payload) => emit('checked', payload),
    status,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    assets: () => good?.assets ?? new Map(),
    idle: () => queue.idle(),
    close() {
      closing ??= stop();
      return closing;
    },
  };
}
