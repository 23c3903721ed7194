// The only files the server reads as source and ever writes: `site/**/*.{tsx,ts,css}` of the project.
// Paths are project-relative with `/`; a request never names one, they come from the server's index.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
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

/**
 * The absolute path of a site source file the server may write: one that passes the allowlist and
 * stays inside site/, also through symbolic links; anything else is refused.
 */
export function writableSitePath(root: string, path: string): string {
  if (!isWritablePath(path)) throw new Error(`Refusing to write ${path}: only site/**/*.{tsx,ts,css} are written`);
  const absolute = join(root, path);
  const siteReal = realpathSync(join(root, SITE_DIR)) + sep;
  const dirReal = realpathSync(dirname(absolute)) + sep;
  if (!dirReal.startsWith(siteReal)) throw new Error(`Refusing to write ${path}: its folder resolves outside site/`);
  return absolute;
}
