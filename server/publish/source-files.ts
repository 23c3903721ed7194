// The sources a production build reads (site/, types/ and the TypeScript settings), read as bytes,
// hashed and copied: a publish builds from a copy taken between two edits, so a designer who goes on
// editing while it builds changes nothing of what it builds, and "changed since the last publish"
// compares the hashes of each file.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sha256 } from '../activities/activity-log';
import { SITE_DIR, SITE_TSCONFIG } from '../site-layout';

/** Folders of the project the site's build reads (types/ only where it exists: the site may import it). */
export const SOURCE_DIRS = [SITE_DIR, 'types'] as const;
/** Files of the project the site's build reads: tsconfig.build.json extends tsconfig.json. */
export const SOURCE_FILES = ['tsconfig.json', SITE_TSCONFIG] as const;

/** Project-relative path (with `/`) → bytes, in path order. */
export type SourceFiles = ReadonlyMap<string, Buffer>;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The project-relative paths of the sources, in path order: regular files only (a link in site/ could lead anywhere on the machine). */
function sourcePaths(root: string): string[] {
  const paths: string[] = [];
  for (const file of SOURCE_FILES) if (lstatSync(join(root, file), { throwIfNoEntry: false })?.isFile()) paths.push(file);
  for (const dir of SOURCE_DIRS) listTree(root, dir, paths);
  return paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A file's bytes, or null when it went away since it was listed (an edit by hand removing it). */
function readIfThere(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Every source file the production build reads, as it is on disk now. */
export function readSources(root: string): SourceFiles {
  const files = new Map<string, Buffer>();
  for (const path of sourcePaths(root)) {
    const bytes = readIfThere(join(root, path));
    if (bytes) files.set(path, bytes);
  }
  return files;
}

/**
 * Each source file's sha256 by path, as it is on disk now, without reading the bytes of a file whose
 * size, time and inode are what they were at the last call (the status is asked for twice a second
 * while a publish runs). The mutation server replaces a file by renaming a new one into place, so an
 * edit always gives it a new inode. A publish itself hashes the bytes it copies.
 */
export class SourceHashes {
  private known = new Map<string, { stamp: string; hash: string }>();

  constructor(private readonly root: string) {}

  now(): Record<string, string> {
    const next = new Map<string, { stamp: string; hash: string }>();
    for (const path of sourcePaths(this.root)) {
      const stats = lstatSync(join(this.root, path), { throwIfNoEntry: false, bigint: true });
      if (!stats?.isFile()) continue;
      const stamp = `${stats.size}:${stats.mtimeNs}:${stats.ino}`;
      const known = this.known.get(path);
      if (known?.stamp === stamp) {
        next.set(path, known);
        continue;
      }
      const bytes = readIfThere(join(this.root, path));
      if (bytes) next.set(path, { stamp, hash: sha256(bytes) });
    }
    this.known = next;
    return Object.fromEntries([...next].map(([path, { hash }]) => [path, hash]));
  }
}

function listTree(root: string, path: string, into: string[]): void {
  let names: string[];
  try {
    names = readdirSync(join(root, path));
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const name of names) {
    const child = `${path}/${name}`;
    const stats = lstatSync(join(root, child), { throwIfNoEntry: false });
    if (stats?.isDirectory()) listTree(root, child, into);
    else if (stats?.isFile()) into.push(child);
  }
}

/** Each file's sha256, by path. */
export function fileHashes(files: SourceFiles): Record<string, string> {
  return Object.fromEntries([...files].map(([path, bytes]) => [path, sha256(bytes)]));
}

/** One hash of every path and its file's hash: equal hashes, equal sources. */
export function sourcesHash(hashes: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(hashes).sort()) hash.update(`${path}\0${hashes[path]}\0`);
  return hash.digest('hex');
}

/** Whether two readings hold the same files with the same bytes. */
export function sameSources(a: SourceFiles, b: SourceFiles): boolean {
  if (a.size !== b.size) return false;
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other?.equals(bytes)) return false;
  }
  return true;
}

/** Writes `files` under `dir` (a new folder), as the project has them. */
export function writeSources(files: SourceFiles, dir: string): void {
  for (const [path, bytes] of files) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
