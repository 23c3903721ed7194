// A test file the browser went during (WebKitGTK's process crashed: a browser bug, not a result) is
// run once more, alone, in a new browser (scripts/test-browsers.mjs); these merge that second run's
// counts (test/plugins/engine-summary.mjs) into the engine's.

/** The failed files of a run whose browser went while they ran. */
export const goneFiles = (counts) => counts?.failedFiles.filter((failed) => failed.kind === 'browser gone') ?? [];

/** `counts` with the files in `gone` (failed files of `counts`) replaced by their second run's counts, `again`. */
export function withRunAgain(counts, gone, again) {
  const merged = { ...counts, failedFiles: counts.failedFiles.filter((failed) => !gone.includes(failed)).concat(again.failedFiles) };
  for (const key of ['passed', 'failed', 'skipped']) merged[key] += again[key] - gone.reduce((sum, failed) => sum + failed.counts[key], 0);
  merged.fileErrors += again.fileErrors - gone.filter((failed) => failed.counts.fileError).length;
  return merged;
}
