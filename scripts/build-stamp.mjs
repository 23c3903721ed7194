// What the last complete build was made from and what it wrote (dist/build-stamp.json), so that
// `npm start` can skip a build whose inputs have not changed: every source file the build reads (by
// content), the settings it reads from the environment, and the files it wrote (by size, so a build
// cut short or a dist/ changed since is rebuilt).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP = 'dist/build-stamp.json';

/** The folders and files the build reads (relative to the project). */
const INPUT_DIRS = ['site', 'runtime', 'editor', 'server', 'types', 'scripts'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'rollup.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.editor.json', 'tsconfig.live-client.json', 'tsconfig.runtime.json', 'tsconfig.runtime-types.json', 'tsconfig.server.json'];
/** Left out of the inputs: what the build writes itself (runtime/dist), and what it never reads. */
const NOT_INPUTS = new Set(['runtime/dist', 'node_modules']);
/** The environment settings the build reads (scripts/document-settings.mjs). */
const BUILD_SETTINGS = ['ANALYTICS_SRC', 'SITE_URL', 'DEV_DOMAIN', 'STAGING_DEV_DOMAIN'];
/** The build's outputs (runtime/dist is copied into dist/runtime). */
const OUTPUT_DIRS = ['dist', 'runtime/dist'];

function filesUnder(root, dir, skip = new Set()) {
  const found = [];
  const walk = (path) => {
    const rel = relative(root, path);
    if (skip.has(rel)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else if (stat.isFile()) found.push(rel);
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return found;
}

/** One hash of every input file's path and bytes and of the build settings in `env`. */
export function inputsHash(root, env) {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir, NOT_INPUTS)), ...INPUT_FILES.filter((file) => existsSync(join(root, file)))];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${env[name]?.trim() ?? ''}\0`);
  return hash.digest('hex');
}

/** The files the build wrote (changed since it started; other tools keep files in dist/ too), by size. */
function outputSizes(root, sinceMs) {
  const sizes = {};
  for (const dir of OUTPUT_DIRS) {
    for (const file of filesUnder(root, dir, new Set([STAMP]))) {
      const stat = statSync(join(root, file));
      if (stat.mtimeMs >= sinceMs) sizes[file] = stat.size;
    }
  }
  return sizes;
}

/**
 * Written once a build that started at `startedAtMs` has finished: `inputs`, the inputsHash taken when
 * it started (a source saved during the build makes the next start build again), and its outputs.
 */
export function writeStamp(root, inputs, startedAtMs) {
  const stamp = { inputs, builtAt: new Date().toISOString(), outputs: outputSizes(root, startedAtMs) };
  writeFileSync(join(root, STAMP), `${JSON.stringify(stamp)}\n`);
}

/** Removed when a build starts: a build cut short leaves no stamp. */
export function removeStamp(root) {
  rmSync(join(root, STAMP), { force: true });
}

/** Whether dist/ is the build of the inputs as they are now; if not, why (for the log). */
export function buildState(root, env) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(root, STAMP), 'utf8'));
  } catch {
    return { upToDate: false, why: 'no complete build yet' };
  }
  if (typeof stamp?.inputs !== 'string' || typeof stamp.outputs !== 'object' || stamp.outputs === null) return { upToDate: false, why: `${STAMP} is not a stamp this build wrote` };
  if (stamp.inputs !== inputsHash(root, env)) return { upToDate: false, why: 'sources or build settings changed since the last build' };
  for (const [file, size] of Object.entries(stamp.outputs)) {
    let now;
    try {
      now = statSync(join(root, file)).size;
    } catch {
      return { upToDate: false, why: `${file} is missing from the last build` };
    }
    if (now !== size) return { upToDate: false, why: `${file} changed since the last build` };
  }
  return { upToDate: true, why: `built ${stamp.builtAt}, nothing changed since` };
}
