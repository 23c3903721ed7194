// The production site while the server runs: the build it serves now, switched to a new one in one
// step when a publish is done. Each build is a folder laid out as dist/ is for the production variant
// (`site/`, `404/site.html`), read by its own file server, which lists the folder's files once, when
// the build is opened: a build is only opened once it is complete, so no request sees half of one.
// A request holds the build it started with until its answer is sent; a build no longer served is
// removed once no request holds it. Its assets stay reachable for a while: a page loaded before the
// switch still lazily loads its hashed chunks (`/assets/…`), which the new build names differently.
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { RequestHandler as SirvHandler } from 'sirv';
import { errorMessage } from '../../types';
import { type ProductionSite, staticFiles } from '../app/site-handler';
import { sendBody } from '../http/answers';
import { EDITING_DIR } from '../session';
import { BUILD_ID, type PublishRecord } from './publish-record';

/** Where publishes build, each in a folder of its own: `.editing/publish/builds/<id>/`. */
export const BUILDS_DIR = join(EDITING_DIR, 'publish', 'builds');
/** In a publish's folder: the copy of the sources it built, and what it built (dist/'s layout). */
export const BUILD_SOURCES = 'src';
export const BUILD_OUTPUT = 'dist';
/** Builds kept after they stop being served, newest first, so pages loaded before a switch find their chunks. */
export const KEEP_PREVIOUS = 2;

export interface ServedBuild {
  /** The publish that made it, or null: dist/, the build `npm run build` made. */
  readonly id: string | null;
  readonly files: SirvHandler;
  readonly notFoundPage: Buffer;
  /** The folder to remove once it is neither served nor used; null: never removed (dist/ is not ours). */
  readonly folder: string | null;
  users: number;
  retired: boolean;
}

/** Whether `dir` holds a complete production build: its home page and its not-found page. */
export function isCompleteBuild(dir: string): boolean {
  return existsSync(join(dir, 'site', 'index.html')) && existsSync(join(dir, '404', 'site.html'));
}

/** Opens a complete build laid out as dist/ (`site/`, `404/site.html`); throws if it is not complete. */
export function openBuild(dir: string, id: string | null, folder: string | null): ServedBuild {
  if (!isCompleteBuild(dir)) throw new Error(`${dir} holds no complete build of the site (site/index.html and 404/site.html).`);
  return { id, files: staticFiles(join(dir, 'site')), notFoundPage: readFileSync(join(dir, '404', 'site.html')), folder, users: 0, retired: false };
}

/** The output folder of publish `id` in the project at `root`. */
export const buildOutput = (root: string, id: string): string => join(root, BUILDS_DIR, id, BUILD_OUTPUT);

export class ProductionBuilds implements ProductionSite {
  private previous: ServedBuild[] = [];

  constructor(
    private current: ServedBuild,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** The publish whose build is served, or null for dist/. */
  get servedId(): string | null {
    return this.current.id;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    // The builds as they are when the request arrives: a switch meanwhile does not change its answer.
    const chain = [this.current, ...this.previous];
    const pathname = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    const held = new Set<ServedBuild>();
    res.once('close', () => {
      for (const build of held) this.release(build);
    });
    const serve = (index: number): void => {
      const build = chain[index]!;
      if (!held.has(build)) {
        held.add(build);
        build.users++;
      }
      build.files(req, res, () => {
        // A chunk of a page loaded before the switch: the builds served before have it.
        if (pathname.startsWith('/assets/') && index + 1 < chain.length) return serve(index + 1);
        sendBody(req, res, 404, chain[0]!.notFoundPage, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      });
    };
    serve(0);
  }

  notFoundPage(): Buffer {
    return this.current.notFoundPage;
  }

  /** Serves `next` from now on; the builds before it stay for their chunks, the oldest go once unused. */
  swap(next: ServedBuild): void {
    this.previous = [this.current, ...this.previous];
    this.current = next;
    for (const old of this.previous.splice(KEEP_PREVIOUS)) {
      old.retired = true;
      this.removeIfUnused(old);
    }
  }

  private release(build: ServedBuild): void {
    build.users--;
    this.removeIfUnused(build);
  }

  private removeIfUnused(build: ServedBuild): void {
    if (!build.retired || build.users > 0 || !build.folder) return;
    const folder = build.folder;
    rm(folder, { recursive: true, force: true }).catch((error: unknown) => this.log(`[publish] the old build ${folder} could not be removed: ${errorMessage(error)}`));
  }
}

/** When dist/'s production build was made: its home page's time. */
function distBuiltAt(distDir: string): number {
  return statSync(join(distDir, 'site', 'index.html')).mtimeMs;
}

export interface OpenedProductionSite {
  production: ProductionBuilds;
  /** True when the last publish's build is served: it is newer than dist/'s (`npm run serve` after a Publish). */
  servesRecord: boolean;
  /** When dist/'s production build was made (ISO 8601). */
  distBuiltAt: string;
}

/**
 * The production site a server starts with: the build of the last publish when it is newer than
 * dist/'s and still complete (a server restarted without a rebuild serves what was published), else
 * dist/'s (`npm start` has just built it from the sources).
 */
export function openProductionSite(root: string, distDir: string, record: PublishRecord | null, log?: (line: string) => void): OpenedProductionSite {
  if (!isCompleteBuild(distDir)) throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  const builtAt = distBuiltAt(distDir);
  const dist = (): ServedBuild => openBuild(distDir, null, null);
  let served: ServedBuild | null = null;
  if (record?.build && Date.parse(record.publishedAt) > builtAt) {
    const dir = buildOutput(root, record.build);
    if (isCompleteBuild(dir)) served = openBuild(dir, record.build, join(root, BUILDS_DIR, record.build));
    else log?.(`[publish] the last publish's build (${dir}) is gone; the site serves the build in ${distDir}.`);
  }
  return { production: new ProductionBuilds(served ?? dist(), log), servesRecord: served !== null, distBuiltAt: new Date(builtAt).toISOString() };
}

/** Removes every folder under `.editing/publish/builds/` but `keep`'s (builds and unfinished publishes of earlier runs). */
export async function removeOtherBuilds(root: string, keep: string | null): Promise<void> {
  const dir = join(root, BUILDS_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === keep) continue;
    const path = join(dir, name);
    // Only what a publish made: a folder named like a build.
    if (!BUILD_ID.test(name) || !lstatSync(path).isDirectory()) continue;
    await rm(path, { recursive: true, force: true });
  }
}
