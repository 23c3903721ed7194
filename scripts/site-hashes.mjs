// sha256 of every file under site/ of a project, by path: how the tests and the benches check that
// nothing was written, or that undoing every edit gave back site/ byte for byte.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function siteHashes(root) {
  const hashes = {};
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else hashes[path] = createHash('sha256').update(readFileSync(join(root, path))).digest('hex');
    }
  };
  walk('site');
  return hashes;
}
