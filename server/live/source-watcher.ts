// Edits by hand: a recursive watch of site/ (Node 20 on Linux, macOS and Windows) that reports the
// project-relative paths of source files that changed. Temporary files (the mutation server's atomic
// writes, editors' swap files) and public files (served as they are, never built) are not reported.
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { SITE_DIR } from '../site-layout';

/** Files the build reads: scripts and the stylesheet. */
const BUILT = /\.(?:[cm]?[jt]sx?|css|json)$/;

/** Whether a path under site/ (relative to it, `/`-separated) can change what the live build makes. */
export function isBuiltSource(pathInSite: string): boolean {
  const parts = pathInSite.split('/');
  // `.HeroSection.tsx.1a2b3c.tmp` (atomic writes), `.x.swp`, `x~`: never what a build reads.
  if (parts.some((part) => part.startsWith('.') || part.endsWith('~') || part === 'node_modules')) return false;
  if (parts[0] === 'public') return false;
  return BUILT.test(pathInSite);
}

export interface SourceWatcher {
  close(): void;
}

export function watchSources(root: string, onChange: (paths: string[]) => void, onError: (error: Error) => void): SourceWatcher {
  const watcher: FSWatcher = watch(join(root, SITE_DIR), { recursive: true }, (_event, filename) => {
    // Without a name (some platforms, some events) anything may have changed: the build decides.
    const name = filename === null ? null : String(filename).split('\\').join('/');
    if (name === null) onChange([SITE_DIR]);
    else if (isBuiltSource(name)) onChange([`${SITE_DIR}/${name}`]);
  });
  watcher.on('error', onError);
  return { close: () => watcher.close() };
}
