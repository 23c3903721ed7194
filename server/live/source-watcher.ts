// Edits by hand: a recursive watch of site/ (Node 20 on Linux, macOS and Windows) that reports the
// project-relative paths of source files that changed. Temporary files (the mutation server's atomic
// writes, editors' swap files) and public files (served as they are, never built) are not reported.
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
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

/** Directories under site/ whose files a build can read (not public/, node_modules or hidden ones). */
const watchedDir = (pathInSite: string): boolean => {
  const parts = pathInSite.split('/');
  return !parts.some((part) => part.startsWith('.') || part === 'node_modules') && parts[0] !== 'public';
};

/**
 * One non-recursive watch per directory. Node 20's recursive watch on Linux watches each file, and a
 * file replaced by a rename (the mutation server's atomic write) drops out of it: hand edits to that
 * file afterwards went unseen. A directory's watch sees its entries whatever replaces them.
 */
export function watchSources(root: string, onChange: (paths: string[]) => void, onError: (error: Error) => void): SourceWatcher {
  const site = join(root, SITE_DIR);
  const watchers = new Map<string, FSWatcher>();
  let closed = false;

  function add(dir: string): void {
    if (closed || watchers.has(dir)) return;
    const absolute = dir ? join(site, dir) : site;
    let watcher: FSWatcher;
    try {
      watcher = watch(absolute, (event, filename) => {
        // Without a name (some platforms, some events) anything may have changed: the build decides.
        if (filename === null) return onChange([SITE_DIR]);
        const name = (dir ? `${dir}/` : '') + String(filename).split('\\').join('/');
        if (event === 'rename') track(name);
        if (isBuiltSource(name)) onChange([`${SITE_DIR}/${name}`]);
      });
    } catch (error) {
      // A directory removed before we got to it: nothing to watch.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    watcher.on('error', (error: NodeJS.ErrnoException) => {
      watchers.delete(dir);
      watcher.close();
      // A removed directory ends its watch; anything else is worth telling.
      if (error.code !== 'ENOENT' && error.code !== 'EPERM') onError(error);
    });
    watchers.set(dir, watcher);
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const child = (dir ? `${dir}/` : '') + entry.name;
      if (entry.isDirectory() && watchedDir(child)) add(child);
    }
  }

  /** A name appeared or went: a new directory gets its own watch (with what it already holds). */
  function track(name: string): void {
    if (!watchedDir(name)) return;
    try {
      if (statSync(join(site, name)).isDirectory()) add(name);
    } catch {
      // Gone again (or a file that was renamed away): its directory's watch reports it.
    }
  }

  add('');
  return {
    close: () => {
      closed = true;
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
