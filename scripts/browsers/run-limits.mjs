// How many test files web-test-runner runs at once and how long it waits for a browser, a test page
// and a test file, sized to the machine when the run starts (web-test-runner.config.mjs reads it
// once per engine, scripts/test-browsers.mjs prints it).
//
// The timeouts guard against a hang, not against a slow machine: on a busy two-core machine (other
// suites running, load average 7–9) a browser and a test page take several times as long to start,
// and fixed timeouts then failed files that would have run. So each is web-test-runner's own
// default (the finish and per-test ones this project's) times a slowdown: how many runnable
// processes share a core now, counting this run, and never less than a machine of this size can be
// hit with while the run goes on (another suite can start after the load was read). A real hang
// costs that much longer to report (a file at most 15 min, a test 2 min); a healthy run is not
// slowed at all.
//
// Concurrency stays 1 unless there are several idle cores per file: the hover, scroll and transition
// tests time real input and must not share a core with another test page (the two-core machines
// this runs on get 1). Above 1 is what web-test-runner does by default, untried on those machines.
//
// Overrides (environment): WTR_CONCURRENCY=<files at once>, WTR_TIMEOUT_FACTOR=<slowdown>.
import { availableParallelism, loadavg } from 'node:os';

/** web-test-runner's defaults, in ms; the finish and per-test timeouts are this project's (its longest files take about a minute idle). */
export const BASE_TIMEOUTS = { browserStartTimeout: 30_000, testsStartTimeout: 20_000, testsFinishTimeout: 300_000, testTimeout: 30_000 };
/** A file or a test that takes this long has hung, however busy the machine: report it instead of waiting on. */
const CAPS = { testsFinishTimeout: 15 * 60_000, testTimeout: 2 * 60_000 };

/** The least slowdown a machine of `cores` cores is given, whatever its load when the run starts. */
function slowdownFloor(cores) {
  if (cores <= 2) return 3;
  if (cores <= 4) return 2;
  return 1;
}

const MAX_SLOWDOWN = 8;

function positive(env, name, { integer = false } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a ${integer ? 'whole number' : 'number'} above 0, got "${raw}"`);
  }
  return value;
}

/**
 * @param {{ cores?: number, load?: number, env?: Record<string, string | undefined> }} [machine] defaults: this machine now
 * @returns {{ concurrency: number, browserStartTimeout: number, testsStartTimeout: number, testsFinishTimeout: number,
 *   testTimeout: number, slowdown: number, cores: number, load: number, overridden: string[] }}
 */
export function runLimits({ cores = availableParallelism(), load = loadavg()[0] ?? 0, env = process.env } = {}) {
  const overridden = [];
  const factor = positive(env, 'WTR_TIMEOUT_FACTOR');
  const files = positive(env, 'WTR_CONCURRENCY', { integer: true });
  let slowdown;
  if (factor !== undefined) {
    slowdown = factor;
    overridden.push('WTR_TIMEOUT_FACTOR');
  } else {
    slowdown = Math.min(MAX_SLOWDOWN, Math.max(slowdownFloor(cores), (load + 1) / cores));
  }
  let concurrency;
  if (files !== undefined) {
    concurrency = files;
    overridden.push('WTR_CONCURRENCY');
  } else {
    // One file per four idle cores, at most four: 1 on anything up to seven idle cores.
    concurrency = Math.min(4, Math.max(1, Math.floor((cores - load) / 4)));
  }
  const scaled = (name) => Math.round(Math.min(BASE_TIMEOUTS[name] * slowdown, CAPS[name] ?? Number.POSITIVE_INFINITY));
  return {
    concurrency,
    browserStartTimeout: scaled('browserStartTimeout'),
    testsStartTimeout: scaled('testsStartTimeout'),
    testsFinishTimeout: scaled('testsFinishTimeout'),
    testTimeout: scaled('testTimeout'),
    slowdown,
    cores,
    load,
    overridden,
  };
}

const seconds = (ms) => (ms >= 600_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

/** One line for people: "1 file at a time; browser start 90 s, tests start 60 s, … (2 cores, load 2.6: timeouts ×3)". */
export function describeLimits(limits) {
  const why = limits.overridden.length ? `set by ${limits.overridden.join(', ')}` : `${limits.cores} cores, load ${limits.load.toFixed(1)}`;
  return (
    `${limits.concurrency} file${limits.concurrency === 1 ? '' : 's'} at a time; a browser may take ${seconds(limits.browserStartTimeout)} to start, ` +
    `a test file ${seconds(limits.testsStartTimeout)} to start and ${seconds(limits.testsFinishTimeout)} to finish, a test ${seconds(limits.testTimeout)} ` +
    `(${why}: timeouts ×${Number(limits.slowdown.toFixed(2))})`
  );
}
