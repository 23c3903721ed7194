// A reporter that ends a run with one line per browser engine — "Firefox: 812 passed, 0 failed,
// 0 skipped" — counted from every test of every file, then the files that failed, each with why
// when the file as a whole failed (it did not start, or did not finish, in time), and how esbuild's
// service ended if it did; and (when WTR_SUMMARY_FILE names a file) writes the same as JSON for
// scripts/test-browsers.mjs, which compares the engines and prints it again at the end of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** The first line of a failed test's error, short: the CI log keeps only the end of a run's output. */
const firstLine = (error) => String(error?.message ?? error ?? '').split('\n')[0].slice(0, 240);

function countSuite(suite, counts, failedTests, path = []) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else {
      counts.failed++;
      failedTests.push(`${[...path, test.name].join(' › ')}: ${firstLine(test.error)}`);
    }
  }
  for (const child of suite.suites) countSuite(child, counts, failedTests, [...path, child.name]);
}

/** The test runner's own messages for a file that did not start or finish in time (@web/test-runner-core). */
const NOT_STARTED = /Browser tests did not start after \d+ms|unable to create and start a test page after \d+ms/;
const NOT_FINISHED = /Browser tests did not finish within \d+ms/;
/** How the WebKit launcher fails a file that was running when its browser went (test/plugins/webkit-launcher.mjs). */
export const WEBKIT_GONE = 'WebKit: the browser has gone';
/** What the launchers say once the browser has gone (killed, or crashed): every later file fails with it. */
const BROWSER_GONE = new RegExp(`Tests were interrupted because the browser disconnected|${WEBKIT_GONE}|socket hang up|Target closed|Connection closed|ECONNREFUSED`);

/** Why a failed file failed as a whole: "did not start", "did not finish", "browser gone", or undefined (its tests failed, or it threw). */
export function fileFailure(session) {
  const text = session.errors.map((error) => error.message ?? '').join('\n');
  if (NOT_STARTED.test(text)) return { kind: 'did not start', message: NOT_STARTED.exec(text)[0] };
  if (NOT_FINISHED.test(text)) return { kind: 'did not finish', message: NOT_FINISHED.exec(text)[0] };
  if (BROWSER_GONE.test(text)) return { kind: 'browser gone', message: BROWSER_GONE.exec(text)[0] };
  return undefined;
}

export function countByBrowser(sessions) {
  const byBrowser = new Map();
  for (const session of sessions) {
    const name = session.browser.name;
    if (!byBrowser.has(name)) byBrowser.set(name, { browser: name, passed: 0, failed: 0, skipped: 0, files: 0, fileErrors: 0, notStarted: 0, failedFiles: [] });
    const counts = byBrowser.get(name);
    counts.files++;
    const failedTests = [];
    // The file's own counts, kept with a failed file (scripts/test-browsers.mjs replaces them when it runs the file again).
    const own = { passed: 0, failed: 0, skipped: 0 };
    if (session.testResults) countSuite(session.testResults, own, failedTests);
    for (const key of Object.keys(own)) counts[key] += own[key];
    // A file that failed to load, threw outside a test (a hook), or timed out: its tests may not all have run.
    const fileError = !session.passed && (session.errors.length > 0 || !session.testResults);
    if (fileError) counts.fileErrors++;
    if (session.passed) continue;
    const failure = fileFailure(session);
    if (failure?.kind === 'did not start') counts.notStarted++;
    counts.failedFiles.push({ file: relative(process.cwd(), session.testFile), ...failure, tests: failedTests, counts: { ...own, fileError } });
  }
  return [...byBrowser.values()];
}

export const summaryLine = (counts) =>
  `${counts.browser}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
  (counts.fileErrors ? ` (${counts.fileErrors} files with errors outside tests${counts.notStarted ? `, ${counts.notStarted} of them did not start` : ''})` : '');

/**
 * "did not start: test/browser/x.test.ts (Browser tests did not start after 60000ms)", or "failed: …",
 * then a line per failed test with the first line of its error.
 */
export const failedFileLine = ({ file, kind, message, tests = [] }) =>
  [kind ? `${kind}: ${file} (${message})` : `failed: ${file}`, ...tests.map((test) => `  ✗ ${test}`)].join('\n    ');

/**
 * @param {{ limits?: object, transformService?: { report(): string[] } }} [run] the limits the run had
 *   (scripts/browsers/run-limits.mjs) and the esbuild plugin's service (test/plugins/esbuild-service.mjs)
 */
export function engineSummary({ limits, transformService } = {}) {
  return {
    stop({ sessions }) {
      const results = countByBrowser(sessions);
      const serviceEnds = transformService?.report() ?? [];
      for (const counts of results) {
        process.stdout.write(`${summaryLine(counts)}\n`);
        for (const failed of counts.failedFiles) process.stdout.write(`  ${counts.browser}: ${failedFileLine(failed)}\n`);
        Object.assign(counts, { limits, serviceEnds });
      }
      for (const end of serviceEnds) process.stdout.write(`  ${end}\n`);
      const file = process.env.WTR_SUMMARY_FILE;
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(results, null, 2));
      }
    },
  };
}
