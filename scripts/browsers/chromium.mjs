// Chromium's command line for the tests and benchmarks: as root it needs --no-sandbox (TOOLCHAIN.md);
// the rest keeps background work (updates, sync, throttled timers of hidden pages) out of measurements.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
];
