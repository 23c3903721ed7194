// The esbuild side of the codebase-id scheme: the package's `addCodebaseIds` (the very function its
// Rollup/Vite plugin `codebaseIds()` runs, and whose ids the mutation server's index computes)
// applied to every JSX file of the project before esbuild compiles it. It also records the text of
// every project file it loads, so the live build knows exactly what it was built from.
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { addCodebaseIds } from 'visual-editing-runtime/codebase-ids';
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
  plugin: Plugin;
  /** The text as written and its loader, for a file esbuild compiled with ids added (so its messages need mapping back); else null. */
  withIdsAdded(file: string): { text: string; loader: Loader } | null;
}

export function projectSources({ root, record }: SourcePluginOptions): ProjectSources {
  // The id splices of each file for its last text: a rebuild re-parses only the files that changed.
  const withIds = new Map<string, { text: string; contents: string; loader: Loader }>();
  const plugin: Plugin = {
    name: 'project-sources-with-codebase-ids',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const loader = loaderFor(args.path);
        if (args.namespace !== 'file' || !loader || !isProjectSource(root, args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        record().add(args.path, text);
        const cached = withIds.get(args.path);
        if (cached?.text === text) return { contents: cached.contents, loader };
        const added = idsAdded(text, args.path, root);
        // The splices' source map rides along inline, so esbuild's maps point at the file as written.
        const contents = added ? `${added.code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(added.map.toString()).toString('base64')}\n` : text;
        withIds.set(args.path, { text, contents, loader });
        return { contents, loader };
      });
    },
  };
  return {
    plugin,
    withIdsAdded(file) {
      const entry = withIds.get(file);
      return entry && entry.contents !== entry.text ? { text: entry.text, loader: entry.loader } : null;
    },
  };
}
