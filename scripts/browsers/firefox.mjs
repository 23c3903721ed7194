// Firefox through puppeteer-core over WebDriver BiDi. Puppeteer's media emulation needs CDP, which
// Firefox does not have, so `prefers-reduced-motion` is switched the way Firefox's own settings do
// it: the `ui.prefersReducedMotion` preference, set from the browser's privileged (chrome) scope,
// which BiDi reaches when Firefox starts with --remote-allow-system-access.
import { findFirefox } from './engines.mjs';

export function firefoxLaunchOptions() {
  return {
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      // No first-run pages, update checks or telemetry requests during a test run.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  };
}

async function chromeContext(connection) {
  const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const context = result.contexts[0]?.context;
  if (!context) throw new Error('Firefox has no chrome browsing context (was it started with --remote-allow-system-access?)');
  return context;
}

/**
 * Sets or clears Firefox's reduced-motion preference for the whole browser.
 * @param {import('puppeteer-core').Browser} browser a Firefox browser launched with firefoxLaunchOptions()
 */
export async function setFirefoxReducedMotion(browser, reduce) {
  // A BiDi browser exposes its protocol connection; its `send` takes raw BiDi commands.
  const { connection } = browser;
  const expression = reduce ? 'Services.prefs.setIntPref("ui.prefersReducedMotion", 1)' : 'Services.prefs.clearUserPref("ui.prefersReducedMotion")';
  await connection.send('script.evaluate', { expression, target: { context: await chromeContext(connection) }, awaitPromise: false });
}
