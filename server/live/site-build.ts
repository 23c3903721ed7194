// The live dev-domain build: esbuild contexts (incremental, in memory, no minifier, no prerender)
// for the site's browser bundle with codebase ids, and for the document module (site/document.ts
// and the route metadata) that the page shells are rendered with. One `run()` rebuilds both from
// the sources on disk now and says exactly which texts it read.
import { readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { context, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import type { LiveBuildProblem } from '../../types/live';
import { STYLESHEET } from '../site-layout';
import { problemsFromFailure } from './build-problems';
import { inWrittenPositions } from './original-positions';
import { REFRESH_ENTRY_NAME, refreshEntryPlugin } from './refresh-entry';
import { REFRESH_REGISTRY } from './refresh-registrations';
import { isProjectSource, projectSources } from './source-plugin';
import { SourceRecord } from './source-record';

/** The site's browser entry (the same one the Rollup builds start from). */
export const CLIENT_ENTRY = 'site/entry-client.tsx';
/** URL prefix of the built files; the dev-site handler answers it from memory. */
export const ASSETS_PREFIX = '/assets/';

// What the page shells need from the site: the document renderer and the routes (as prerender uses them).
const DOCUMENT_ENTRY = [
  "export { renderDocument } from './document';",
  "export { routeMeta, prerenderedRoutes, metaForPath } from './content/routes';",
].join('\n');

export interface BuiltAsset {
  body: Buffer;
  contentType: string;
  /** Named by its content (a shared chunk): the name always means these bytes. Entries and pages keep their names. */
  immutable: boolean;
}

export interface SiteBuildSuccess {
  ok: true;
  /** URL path (`/assets/…`) → file, for every output of the browser bundle. */
  assets: Map<string, BuiltAsset>;
  /** URL of the entry module. */
  entry: string;
  /** URL of the React Refresh entry (refresh-entry.ts), which a page runs before the site's entry. */
  refreshEntry: string;
  /** URLs of the lazily loaded chunks (a page and what only it imports): what a module swap re-imports. */
  lazyChunks: Set<string>;
  /** URL → URLs it imports statically (what a page preloads). */
  staticImports: Map<string, string[]>;
  /** Project-relative source of each lazily loaded chunk (`site/pages/LandingPage.tsx`) → its URL. */
  chunkOfSource: Map<string, string>;
  /** CommonJS code of the document module (site/document.ts and site/content/routes.ts). */
  documentCode: string;
  /** The site's stylesheet, inlined into every page as the prerenderer does. */
  css: string;
  record: SourceRecord;
}

export interface SiteBuildFailure {
  ok: false;
  problems: LiveBuildProblem[];
  record: SourceRecord;
}

export type SiteBuildResult = SiteBuildSuccess | SiteBuildFailure;

export interface SiteBuild {
  run(): Promise<SiteBuildResult>;
  dispose(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function contentTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return CONTENT_TYPES[dot < 0 ? '' : path.slice(dot)] ?? 'application/octet-stream';
}

/**
 * `realRoot`: the project folder as a real path (esbuild reports real paths); `pageSources`: the
 * lazily loaded pages (project-relative), built as entries of their own so their URLs stay put.
 */
export async function createSiteBuild(realRoot: string, pageSources: readonly string[] = []): Promise<SiteBuild> {
  // Never written (write: false): the outputs stay in memory, so no file of dist/ changes under a running server.
  const outdir = join(realRoot, 'dist', 'site-live', 'assets');
  let record = new SourceRecord(realRoot);
  const sources = projectSources({ root: realRoot, record: () => record });
  const shared: BuildOptions = {
    absWorkingDir: realRoot,
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    target: 'es2022',
    // tsconfig's "react-jsx".
    jsx: 'automatic',
  };
  const year = String(new Date().getUTCFullYear());
  const client = await context({
    ...shared,
    // React's development build: only it can re-render a swapped module in place (React Refresh).
    define: { 'process.env.NODE_ENV': '"development"', __BUILD_YEAR__: year },
    plugins: [refreshEntryPlugin(), sources.clientPlugin],
    // A page that is an entry is imported by its entry's URL: `/assets/LandingPage.js` in every build.
    entryPoints: { [REFRESH_ENTRY_NAME]: REFRESH_REGISTRY, 'entry-client': CLIENT_ENTRY, ...Object.fromEntries(pageSources.map((source) => [basename(source).replace(/\.[cm]?[jt]sx?$/, ''), source])) },
    platform: 'browser',
    format: 'esm',
    splitting: true,
    outdir,
    // Entries and pages keep their URL from build to build (the entry imports its pages by URL, and a
    // swap re-imports a changed one with a query); shared chunks are named by their content.
    entryNames: '[name]',
    sourcemap: 'linked',
  });
  const documentModule = await context({
    ...shared,
    // As the Rollup builds: React's production build, and the footer's year.
    define: { 'process.env.NODE_ENV': '"production"', __BUILD_YEAR__: year },
    plugins: [sources.documentPlugin],
    stdin: { contents: DOCUMENT_ENTRY, resolveDir: join(realRoot, 'site'), sourcefile: 'live-document-entry.ts', loader: 'ts' },
    platform: 'node',
    format: 'cjs',
  });

  const urlOf = (outputPath: string): string => ASSETS_PREFIX + relative(outdir, join(realRoot, outputPath)).split(sep).join('/');

  function success(files: readonly OutputFile[], metafile: Metafile, documentCode: string, css: string, built: SourceRecord): SiteBuildSuccess {
    const named = new Set(Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint).map(([outputPath]) => urlOf(outputPath)));
    const assets = new Map<string, BuiltAsset>();
    for (const file of files) {
      const url = ASSETS_PREFIX + relative(outdir, file.path).split(sep).join('/');
      assets.set(url, { body: Buffer.from(file.contents), contentType: contentTypeOf(file.path), immutable: !named.has(url.replace(/\.map$/, '')) });
    }
    const staticImports = new Map<string, string[]>();
    const chunkOfSource = new Map<string, string>();
    const lazyChunks = new Set<string>();
    let entry: string | null = null;
    let refreshEntry: string | null = null;
    for (const [outputPath, output] of Object.entries(metafile.outputs)) {
      if (outputPath.endsWith('.map')) continue;
      const url = urlOf(outputPath);
      staticImports.set(url, output.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => urlOf(imported.path)));
      if (output.entryPoint === CLIENT_ENTRY) entry = url;
      else if (output.entryPoint?.endsWith(REFRESH_REGISTRY)) refreshEntry = url;
      else if (output.entryPoint && isProjectSource(realRoot, join(realRoot, output.entryPoint))) {
        chunkOfSource.set(output.entryPoint, url);
        lazyChunks.add(url);
      }
    }
    if (!entry) throw new Error(`esbuild wrote no chunk for ${CLIENT_ENTRY}`);
    if (!refreshEntry) throw new Error('esbuild wrote no chunk for the React Refresh entry');
    return { ok: true, assets, entry, refreshEntry, lazyChunks, staticImports, chunkOfSource, documentCode, css, record: built };
  }

  return {
    async run() {
      const built = new SourceRecord(realRoot);
      record = built;
      const stylesheet = join(realRoot, STYLESHEET);
      const [clientResult, documentResult] = await Promise.allSettled([client.rebuild(), documentModule.rebuild()]);
      let css: string | null = null;
      const problems: LiveBuildProblem[] = [];
      try {
        css = readFileSync(stylesheet, 'utf8');
        built.add(stylesheet, css);
      } catch (error) {
        problems.push(...problemsFromFailure(realRoot, error, `Cannot read ${STYLESHEET}`));
      }
      if (clientResult.status === 'rejected') problems.push(...problemsFromFailure(realRoot, clientResult.reason, 'The browser bundle failed'));
      if (documentResult.status === 'rejected') problems.push(...problemsFromFailure(realRoot, documentResult.reason, 'The document module failed'));
      if (problems.length || clientResult.status !== 'fulfilled' || documentResult.status !== 'fulfilled' || css === null) {
        // Both bundles may report the same problem (a file both import): once is enough.
        const unique = [...new Map(problems.map((problem) => [JSON.stringify(problem), problem])).values()];
        return { ok: false, problems: await inWrittenPositions(realRoot, unique, (file) => sources.withIdsAdded(file)), record: built };
      }
      const documentCode = documentResult.value.outputFiles?.[0]?.text;
      const { outputFiles, metafile } = clientResult.value;
      if (!outputFiles || !metafile || documentCode === undefined) return { ok: false, problems: [{ message: 'esbuild returned no output', file: null, line: null, column: null, lineText: null }], record: built };
      try {
        return success(outputFiles, metafile, documentCode, css, built);
      } catch (error) {
        return { ok: false, problems: problemsFromFailure(realRoot, error, 'The browser bundle is incomplete'), record: built };
      }
    },
    async dispose() {
      await Promise.all([client.dispose(), documentModule.dispose()]);
    },
  };
}
