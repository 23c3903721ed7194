// A reporter that ends a run with one line per browser engine — "Firefox: 812 passed, 0 failed,
// 0 skipped" — counted from every test of every file, and (when WTR_SUMMARY_FILE names a file)
// writes the same counts as JSON for scripts/test-browsers.mjs, which compares the engines.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

export function countByBrowser(sessions) {
  const byBrowser = new Map();
  for (const session of sessions) {
    const name = session.browser.name;
    if (!byBrowser.has(name)) byBrowser.set(name, { browser: name, passed: 0, failed: 0, skipped: 0, files: 0, fileErrors: 0, failedFiles: [] });
    const counts = byBrowser.get(name);
    counts.files++;
    if (session.testResults) countSuite(session.testResults, counts);
    // A file that failed to load, threw outside a test (a hook), or timed out: its tests may not all have run.
    if (!session.passed && (session.errors.length || !session.testResults)) counts.fileErrors++;
    if (!session.passed) counts.failedFiles.push(session.testFile);
  }
  return [...byBrowser.values()];
}

export const summaryLine = (counts) =>
  `${counts.browser}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` + (counts.fileErrors ? ` (${counts.fileErrors} files with errors outside tests)` : '');

export function engineSummary() {
  return {
    stop({ sessions }) {
      const results = countByBrowser(sessions);
      for (const counts of results) {
        process.stdout.write(`${summaryLine(counts)}\n`);
        for (const file of counts.failedFiles) process.stdout.write(`  failed in ${counts.browser}: ${file}\n`);
      }
      const file = process.env.WTR_SUMMARY_FILE;
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(results, null, 2));
      }
    },
  };
}
