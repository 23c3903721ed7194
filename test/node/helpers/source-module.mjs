// Loads a server module from its TypeScript source, not from the built bundle, for the unit tests
// that sit beside the modules (server/**/*.test.mjs): esbuild bundles the one module with the
// modules it imports into a file under node_modules/.cache, packages stay imports.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(import.meta.dirname, '../../..');
const cache = join(repo, 'node_modules/.cache/source-modules');

/** The module at `path` (relative to the test file at `from`, an import.meta.url), compiled from source. */
export async function sourceModule(from, path) {
  const entry = resolve(dirname(fileURLToPath(from)), path);
  const name = relative(repo, entry).replace(/[^\w.-]+/g, '_');
  const outfile = join(cache, `${name}-${createHash('sha1').update(`${process.pid}${entry}`).digest('hex').slice(0, 8)}.mjs`);
  mkdirSync(cache, { recursive: true });
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The one module the server shares with the runtime package: its source, as the server's build does.
    alias: { 'visual-editing-runtime/codebase-ids': join(repo, 'runtime/codebase-ids/index.ts') },
    sourcemap: 'inline',
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
