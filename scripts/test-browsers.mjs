// The browser tests of `npm test`: web-test-runner once per engine (all three, or those BROWSERS
// names), one after another — the machines this runs on have two cores, and the timing-sensitive
// tests (hover, scroll, transitions) must not share them with another browser. Ends with one line
// per engine (its counts, minutes, the load average before and after, the timeouts it had), the
// files that failed with why (did not start, did not finish), how esbuild's service ended if it did,
// and a total; fails if any test failed or if the engines ran different numbers of tests (a test
// file that silently ran less in one engine). A file that failed because the browser went (WebKitGTK's
// process crashed: a browser bug, not a result) is run once more, alone, in a new browser; its second
// run's results replace the first's, and the summary says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedFileLine } from '../test/plugins/engine-summary.mjs';
import { ENGINE_LABELS, engineVersion, selectedEngines } from './browsers/engines.mjs';
import { describeLimits } from './browsers/run-limits.mjs';
import { goneFiles, withRunAgain } from './browsers/run-again.mjs';

const engines = selectedEngines();
const folder = mkdtempSync(join(tmpdir(), 'wtr-summary-'));
const results = [];

/** web-test-runner in one engine over `files`: its exit status and its summary counts (undefined when it did not finish). */
function runEngine(engine, files, summaryFile) {
  const run = spawnSync('npx', ['web-test-runner', ...files], { stdio: 'inherit', env: { ...process.env, BROWSERS: engine, WTR_SUMMARY_FILE: summaryFile } });
  return { status: run.status, counts: existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8'))[0] : undefined };
}

for (const engine of engines) {
  console.log(`\n=== Browser tests in ${ENGINE_LABELS[engine]} (${engineVersion(engine) || 'version unknown'}) ===\n`);
  const started = Date.now();
  const loadBefore = loadavg()[0] ?? 0;
  let { status, counts } = runEngine(engine, process.argv.slice(2), join(folder, `${engine}.json`));
  const gone = goneFiles(counts);
  let ranAgain = null;
  if (gone.length > 0) {
    const files = gone.map(({ file }) => file);
    console.log(`\n=== ${ENGINE_LABELS[engine]}: the browser went during ${files.join(', ')}: once more, in a new browser ===\n`);
    const again = runEngine(engine, files, join(folder, `${engine}-again.json`));
    ranAgain = { files, passed: again.status === 0 && again.counts !== undefined };
    if (again.counts) {
      counts = withRunAgain(counts, gone, again.counts);
      if (counts.failed === 0 && counts.fileErrors === 0 && status !== 0 && again.status === 0) status = 0;
    }
  }
  results.push({ engine, status, counts, ranAgain, minutes: (Date.now() - started) / 60_000, load: [loadBefore, loadavg()[0] ?? 0] });
}
rmSync(folder, { recursive: true, force: true });

console.log('\nBrowser tests per engine:');
for (const { engine, status, counts, ranAgain, minutes, load } of results) {
  const line = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
      (counts.fileErrors ? `, ${counts.fileErrors} files with errors outside tests${counts.notStarted ? ` (${counts.notStarted} did not start)` : ''}` : '')
    : 'no results (the run did not finish)';
  console.log(
    `  ${ENGINE_LABELS[engine]} (${engineVersion(engine)}): ${line} in ${minutes.toFixed(1)} min, load average ${load[0].toFixed(1)} → ${load[1].toFixed(1)}${status === 0 ? '' : `, exit code ${status}`}`,
  );
  if (counts?.limits) console.log(`    limits: ${describeLimits(counts.limits)}`);
  if (ranAgain) console.log(`    the browser went during ${ranAgain.files.join(', ')}; run again in a new browser: ${ranAgain.passed ? 'passed' : 'failed'} (counted)`);
  for (const failed of counts?.failedFiles ?? []) console.log(`    ${failedFileLine(failed)}`);
  for (const end of counts?.serviceEnds ?? []) console.log(`    ${end}`);
}
const totals = results.map(({ counts }) => (counts ? counts.passed + counts.failed + counts.skipped : -1));
const sameCount = totals.every((total) => total === totals[0]);
if (!sameCount) console.log(`  The engines ran different numbers of tests: ${results.map(({ engine }, i) => `${ENGINE_LABELS[engine]} ${totals[i]}`).join(', ')}`);
const sum = (key) => results.reduce((total, { counts }) => total + (counts?.[key] ?? 0), 0);
const failed = results.some(({ status, counts }) => status !== 0 || !counts || counts.failed > 0 || counts.fileErrors > 0) || !sameCount;
console.log(`browsers: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(failed ? 1 : 0);
