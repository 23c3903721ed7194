// The esbuild side of the codebase-id scheme: the package's `addCodebaseIds` (the very function its
// Rollup/Vite plugin `codebaseIds()` runs, and whose ids the mutation server's index computes)
// applied to every JSX file of the project before esbuild compiles it. It also records the text of
// every project file it loads, so the live build knows exactly what it was built from. The browser
// bundle's JSX modules also get React Refresh registrations (refresh-registrations.ts).
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { addCodebaseIds } from 'visual-editing-runtime/codebase-ids';
import { refreshRegistrations } from './refresh-registrations';
import type { SourceRecord } from './source-record';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js' };

function loaderFor(file: string): Loader | null {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? null : (LOADERS[file.slice(dot)] ?? null);
}

/** The file with ids added; null when it has none, or cannot be parsed (then esbuild reports the syntax error itself, with its position). */
function idsAdded(text: string, path: string, root: string): ReturnType<typeof addCodebaseIds> {
  try {
    return addCodebaseIds(text, path, root);
  } catch {
    return null;
  }
}

export interface SourcePluginOptions {
  /** The project root, as a real path (ids are made from paths relative to it, like the server's index). */
  root: string;
  /** The record of the build in progress. */
  record: () => SourceRecord;
}

/** Whether esbuild's (real, absolute) path is a source of the project, not a package. */
export function isProjectSource(root: string, file: string): boolean {
  return file.startsWith(root + sep) && !file.includes(`${sep}node_modules${sep}`);
}

export interface ProjectSources {
  /** For the browser bundle: ids and React Refresh registrations. */
  clientPlugin: Plugin;
  /** For the document module (run in Node): ids only. */
  documentPlugin: Plugin;
  /** The text as written and its loader, for a file esbuild compiled with ids added (so its messages need mapping back); else null. */
  withIdsAdded(file: string): { text: string; loader: Loader } | null;
}

export function projectSources({ root, record }: SourcePluginOptions): ProjectSources {
  // The id splices of each file for its last text: a rebuild re-parses only the files that changed.
  const withIds = new Map<string, { text: string; code: string; mapComment: string; loader: Loader }>();
  // The same for the registrations appended to the browser bundle's JSX modules.
  const registrations = new Map<string, { text: string; code: string | null }>();

  function registrationsOf(path: string, text: string, loader: Loader): string | null {
    if (loader !== 'tsx' && loader !== 'jsx') return null;
    const cached = registrations.get(path);
    if (cached?.text === text) return cached.code;
    let code: string | null = null;
    try {
      code = refreshRegistrations(text, relative(root, path).split(sep).join('/'), true);
    } catch {
      // Unparsable: esbuild reports the syntax error itself.
    }
    registrations.set(path, { text, code });
    return code;
  }

  const plugin = (refresh: boolean): Plugin => ({
    name: refresh ? 'project-sources-with-ids-and-refresh' : 'project-sources-with-codebase-ids',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const loader = loaderFor(args.path);
        if (args.namespace !== 'file' || !loader || !isProjectSource(root, args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        record().add(args.path, text);
        let entry = withIds.get(args.path);
        if (entry?.text !== text) {
          const added = idsAdded(text, args.path, root);
          // The splices' source map rides along inline, so esbuild's maps point at the file as written.
          const mapComment = added ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(added.map.toString()).toString('base64')}\n` : '';
          entry = { text, code: added?.code ?? text, mapComment, loader };
          withIds.set(args.path, entry);
        }
        // Appended after the last line, before the map's comment: nothing the source map maps moves.
        const registered = (refresh && registrationsOf(args.path, text, loader)) || '';
        return { contents: entry.code + registered + entry.mapComment, loader };
      });
    },
  });
  return {
    clientPlugin: plugin(true),
    documentPlugin: plugin(false),
    withIdsAdded(file) {
      const entry = withIds.get(file);
      return entry?.mapComment ? { text: entry.text, loader: entry.loader } : null;
    },
  };
}
