// The only files the server reads as source and ever writes: `site/**/*.{tsx,ts,css}` of the project.
// Paths are project-relative with `/`; a request never names one, they come from the server's index.
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, sep } from 'node:path';
import { SITE_DIR } from '../site-layout';

const WRITABLE = /^site\/(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:tsx|ts|css)$/;

export function isWritablePath(path: string): boolean {
  return WRITABLE.test(path) && !path.split('/').includes('..');
}

/** Every source file of the site, sorted, as project-relative paths. */
export function listSiteFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relativeDir: string): void => {
    for (const entry of readdirSync(join(root, relativeDir), { withFileTypes: true })) {
      const path = `${relativeDir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && isWritablePath(path)) found.push(path);
    }
  };
  walk(SITE_DIR);
  return found.sort();
}

export function readProjectFile(root: string, path: string): Buffer {
  return readFileSync(join(root, path));
}

/** Refuses anything outside `site/` of the project, also through symbolic links. */
function assertInsideSite(root: string, path: string): string {
  if (!isWritablePath(path)) throw new Error(`Refusing to write ${path}: only site/**/*.{tsx,ts,css} are written`);
  const absolute = join(root, path);
  const siteReal = realpathSync(join(root, SITE_DIR)) + sep;
  const dirReal = realpathSync(dirname(absolute)) + sep;
  if (!dirReal.startsWith(siteReal)) throw new Error(`Refusing to write ${path}: its folder resolves outside site/`);
  return absolute;
}

/**
 * Replaces a file's bytes atomically: a temporary file in the same folder (same mode as the file it
 * replaces), flushed to disk, then renamed over it. A reader sees the old bytes or the new ones, never a mix.
 */
export function writeFileAtomic(absolute: string, bytes: Buffer, mode?: number): void {
  const temporary = join(dirname(absolute), `.${absolute.split(sep).pop()}.${randomBytes(6).toString('hex')}.tmp`);
  let fileMode = mode;
  if (fileMode === undefined) {
    try {
      fileMode = statSync(absolute).mode & 0o777;
    } catch {
      fileMode = 0o644;
    }
  }
  const fd = openSync(temporary, 'wx', fileMode);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, absolute);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes a site source file; only paths that pass the allowlist and stay inside site/. */
export function writeSiteFile(root: string, path: string, bytes: Buffer): void {
  writeFileAtomic(assertInsideSite(root, path), bytes);
}
