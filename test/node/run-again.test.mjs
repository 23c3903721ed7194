// A browser test file the browser went during is run again: its second run's counts replace the first's.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { goneFiles, withRunAgain } from '../../scripts/browsers/run-again.mjs';

const crashed = { file: 'test/browser/a.test.ts', kind: 'browser gone', message: 'WebKit: the browser has gone', tests: [], counts: { passed: 3, failed: 1, skipped: 0, fileError: true } };
const broken = { file: 'test/browser/b.test.ts', tests: ['x: expected 1 to equal 2'], counts: { passed: 5, failed: 1, skipped: 1, fileError: false } };
const run = { browser: 'WebKit', passed: 100, failed: 2, skipped: 1, files: 10, fileErrors: 1, notStarted: 0, failedFiles: [crashed, broken] };

describe('running again the files the browser went during', () => {
  it('finds only those files', () => {
    assert.deepEqual(goneFiles(run), [crashed]);
    assert.deepEqual(goneFiles(undefined), []);
  });

  it('replaces their counts by the second run\'s, and keeps the other failures', () => {
    const again = { browser: 'WebKit', passed: 6, failed: 0, skipped: 0, files: 1, fileErrors: 0, notStarted: 0, failedFiles: [] };
    const merged = withRunAgain(run, [crashed], again);
    assert.deepEqual([merged.passed, merged.failed, merged.skipped, merged.fileErrors], [103, 1, 1, 0]);
    assert.deepEqual(merged.failedFiles, [broken]);
  });

  it('a second run that fails again counts as failed', () => {
    const failedAgain = { ...crashed, kind: undefined, message: undefined, tests: ['t: timed out'], counts: { passed: 5, failed: 1, skipped: 0, fileError: false } };
    const again = { browser: 'WebKit', passed: 5, failed: 1, skipped: 0, files: 1, fileErrors: 0, notStarted: 0, failedFiles: [failedAgain] };
    const merged = withRunAgain(run, [crashed], again);
    assert.deepEqual([merged.passed, merged.failed, merged.fileErrors], [102, 2, 0]);
    assert.deepEqual(merged.failedFiles, [broken, failedAgain]);
  });
});
