// The test run's limits (scripts/browsers/run-limits.mjs) from the machine's cores and load, and what
// the run's summary says about files that did not start (test/plugins/engine-summary.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeLimits, runLimits } from '../../scripts/browsers/run-limits.mjs';
import { countByBrowser, failedFileLine, summaryLine } from '../plugins/engine-summary.mjs';

describe('run limits', () => {
  it('a two-core machine runs one file at a time, with start timeouts three times the defaults even when idle', () => {
    assert.deepEqual(runLimits({ cores: 2, load: 0.2, env: {} }), {
      concurrency: 1,
      browserStartTimeout: 90_000,
      testsStartTimeout: 60_000,
      testsFinishTimeout: 900_000,
      testTimeout: 90_000,
      slowdown: 3,
      cores: 2,
      load: 0.2,
      overridden: [],
    });
  });

  it('a loaded two-core machine waits as many times longer as processes share a core', () => {
    const limits = runLimits({ cores: 2, load: 8, env: {} });
    assert.equal(limits.concurrency, 1);
    assert.equal(limits.slowdown, 4.5);
    assert.equal(limits.browserStartTimeout, 135_000);
    assert.equal(limits.testsStartTimeout, 90_000);
    assert.equal(limits.testsFinishTimeout, 900_000, 'a file that takes 15 min has hung');
    assert.equal(limits.testTimeout, 120_000, 'a test that takes 2 min has hung');
    assert.equal(runLimits({ cores: 2, load: 40, env: {} }).slowdown, 8, 'at most eight times');
  });

  it('a big idle machine runs a file per four idle cores, with the default timeouts', () => {
    assert.deepEqual(
      [8, 16, 64].map((cores) => runLimits({ cores, load: 0, env: {} })).map(({ concurrency, slowdown, testsStartTimeout }) => [concurrency, slowdown, testsStartTimeout]),
      [
        [2, 1, 20_000],
        [4, 1, 20_000],
        [4, 1, 20_000],
      ],
    );
    assert.equal(runLimits({ cores: 16, load: 13, env: {} }).concurrency, 1, 'three idle cores: one file');
  });

  it('WTR_CONCURRENCY and WTR_TIMEOUT_FACTOR override, and say so; anything else than a number above 0 is refused', () => {
    const limits = runLimits({ cores: 2, load: 9, env: { WTR_CONCURRENCY: '2', WTR_TIMEOUT_FACTOR: '1.5' } });
    assert.equal(limits.concurrency, 2);
    assert.equal(limits.testsStartTimeout, 30_000);
    assert.match(describeLimits(limits), /^2 files at a time; a browser may take 45 s to start, a test file 30 s to start and 450 s to finish, a test 45 s \(set by WTR_TIMEOUT_FACTOR, WTR_CONCURRENCY: timeouts ×1\.5\)$/);
    assert.throws(() => runLimits({ cores: 2, load: 0, env: { WTR_CONCURRENCY: '1.5' } }), /^Error: WTR_CONCURRENCY must be a whole number above 0, got "1\.5"$/);
    assert.throws(() => runLimits({ cores: 2, load: 0, env: { WTR_TIMEOUT_FACTOR: 'slow' } }), /^Error: WTR_TIMEOUT_FACTOR must be a number above 0, got "slow"$/);
  });
});

describe('run summary', () => {
  const session = (file, passed, errors = [], testResults = { tests: [], suites: [{ name: 'menu', tests: [{ name: 'opens', passed, skipped: false, error: passed ? undefined : { message: 'Timed out waiting for the menu\n    at waitFor (helpers.ts:1)' } }], suites: [] }] }) => ({ browser: { name: 'Chromium' }, testFile: `${process.cwd()}/${file}`, passed, errors, testResults });

  it('says which files did not start or finish, or lost their browser, apart from files whose tests failed, and names each failed test with its error', () => {
    const [counts] = countByBrowser([
      session('test/browser/a.test.ts', true),
      session('test/browser/b.test.ts', false, [{ message: 'Browser tests did not start after 60000ms You can increase this timeout with the testsStartTimeout option.' }], null),
      session('test/browser/c.test.ts', false, [{ message: 'Browser tests did not finish within 900000ms. You can increase …' }]),
      session('test/browser/d.test.ts', false),
      session('test/browser/e.test.ts', false, [{ message: 'socket hang up' }], null),
    ]);
    assert.equal(summaryLine(counts), 'Chromium: 1 passed, 2 failed, 0 skipped (3 files with errors outside tests, 1 of them did not start)');
    assert.deepEqual(counts.failedFiles.map(failedFileLine), [
      'did not start: test/browser/b.test.ts (Browser tests did not start after 60000ms)',
      'did not finish: test/browser/c.test.ts (Browser tests did not finish within 900000ms)\n      ✗ menu › opens: Timed out waiting for the menu',
      'failed: test/browser/d.test.ts\n      ✗ menu › opens: Timed out waiting for the menu',
      'browser gone: test/browser/e.test.ts (socket hang up)',
    ]);
  });
});
