// The web-test-runner launchers of the three engines (scripts/browsers/engines.mjs says where each
// comes from). Each runs one test file at a time.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS } from '../../scripts/browsers/chromium.mjs';
import { findChromium } from '../../scripts/browsers/engines.mjs';
import { firefoxLaunchOptions } from '../../scripts/browsers/firefox.mjs';
import { adaptFirefoxPage } from './firefox-page.mjs';
import { WebKitLauncher } from './webkit-launcher.mjs';

function chromium() {
  const launcher = chromeLauncher({ launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS } });
  // The launcher calls an installed browser "Chrome"; this one is Debian's Chromium.
  launcher.name = 'Chromium';
  return launcher;
}

/**
 * Firefox through the same launcher class with puppeteer-core as its "custom puppeteer" (over
 * WebDriver BiDi); its pages are adapted in firefox-page.mjs (media emulation, locked pointer).
 */
function firefox() {
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: firefoxLaunchOptions(),
    createPage: async ({ browser, context }) => adaptFirefoxPage(await context.newPage(), browser),
  });
}

export const launchers = { chromium, firefox, webkit: () => new WebKitLauncher() };
