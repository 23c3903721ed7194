// `npm run bench:start`: how long `npm start` takes until it serves (the site, the previews, the
// editor and the API: the moment it prints "Mutation server at"), cold — after the build stamp is
// removed, so it builds everything, as after `npm install` — and then warm, with nothing changed,
// WARM times. Each start runs on its own free port and is stopped once it serves.
//   WARM=3
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STAMP } from '../scripts/build-stamp.mjs';
import { goal, publish } from './report.mjs';
import { quantile } from './stats.mjs';

const root = join(import.meta.dirname, '..');
const rawWarm = process.env.WARM ?? '3';
const warm = Number(rawWarm);
if (!Number.isInteger(warm) || warm < 1 || warm > 20) {
  console.error(`WARM must be a whole number from 1 to 20, got "${rawWarm}".`);
  process.exit(1);
}

/** Runs `npm start` until it serves; the seconds that took, and whether it built. */
function timedStart() {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let served = null;
    const read = (chunk) => {
      output += chunk;
      if (served === null && /Mutation server at/.test(output)) {
        served = (performance.now() - begin) / 1000;
        process.kill(-child.pid, 'SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => (served === null ? reject(new Error(`npm start stopped before it served:\n${output}`)) : resolve({ seconds: served, built: /\[build 1\//.test(output) })));
  });
}

rmSync(join(root, STAMP), { force: true });
const cold = await timedStart();
const warmRuns = [];
for (let i = 0; i < warm; i++) warmRuns.push(await timedStart());

const median = (values) => quantile(values, 0.5);
const warmSeconds = warmRuns.map((run) => run.seconds);
const seconds = (value) => `${value.toFixed(1)} s`;
// The cold start should build and the warm ones should not: else the build stamp is not doing its job, and the figures are not what they say.
const stampWorks = cold.built && !warmRuns.some((run) => run.built);
publish({
  section: 'start',
  title: '`npm start` until it serves',
  settings: { WARM: warm },
  tables: [
    {
      id: 'start',
      title: '`npm start` until it prints "Mutation server at"',
      header: ['start', 'runs', 'built', 'median', 'max'],
      rows: [
        ['cold (no build stamp: builds everything)', '1', cold.built ? 'yes' : 'no', seconds(cold.seconds), seconds(cold.seconds)],
        ['warm (nothing changed)', String(warm), warmRuns.some((run) => run.built) ? 'yes' : 'no', seconds(median(warmSeconds)), seconds(Math.max(...warmSeconds))],
      ],
    },
  ],
  goals: [goal('warm start ≤ 5 s (median)', seconds(median(warmSeconds)), median(warmSeconds) <= 5), goal('cold start ≤ 60 s', seconds(cold.seconds), cold.seconds <= 60)],
  noWrite: stampWorks ? undefined : 'the build stamp check failed',
});
if (!stampWorks) {
  console.error('The cold start should build and the warm ones should not: the build stamp is not doing its job.');
  process.exitCode = 1;
}
