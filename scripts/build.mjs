// `npm run build`: the runtime's declarations (tsc), every bundle (rollup: runtime, editor, server,
// site), the runtime package's files, and the prerendered pages; each step says when it starts and
// how long it took. Once all of them have finished it writes dist/build-stamp.json.
//   --if-changed   (what `npm start` runs) skip the build when the stamp says dist/ is the build of
//                  the sources and settings as they are now
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildState, inputsHash, removeStamp, writeStamp } from './build-stamp.mjs';

const root = join(import.meta.dirname, '..');
const bin = (path) => join(root, 'node_modules', path);

if (process.argv.includes('--if-changed')) {
  const state = buildState(root, process.env);
  if (state.upToDate) {
    console.log(`Build is up to date (${state.why}): starting without building.`);
    process.exit(0);
  }
  console.log(`Building: ${state.why}.`);
}

const STEPS = [
  ['the runtime’s declarations (tsc)', () => {
    rmSync(join(root, 'runtime/dist/types'), { recursive: true, force: true });
    return [bin('typescript/bin/tsc'), '-p', 'tsconfig.runtime-types.json'];
  }],
  ['the bundles: runtime, editor, server, site (rollup)', () => [bin('rollup/dist/bin/rollup'), '-c']],
  ['the runtime package’s files', () => ['scripts/stage-runtime.mjs']],
  ['the prerendered pages', () => ['scripts/prerender.mjs']],
];

const started = Date.now();
// What the build reads, as it is when it starts: what the stamp records.
const inputs = inputsHash(root, process.env);
removeStamp(root);
for (const [index, [what, command]] of STEPS.entries()) {
  const args = command();
  const begin = performance.now();
  console.log(`[build ${index + 1}/${STEPS.length}] ${what}…`);
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`[build ${index + 1}/${STEPS.length}] ${what} failed${run.signal ? ` (${run.signal})` : ''}.`);
    process.exit(run.status ?? 1);
  }
  console.log(`[build ${index + 1}/${STEPS.length}] done in ${((performance.now() - begin) / 1000).toFixed(1)} s`);
}
writeStamp(root, inputs, started);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
