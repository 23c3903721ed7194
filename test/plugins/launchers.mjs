// The web-test-runner launchers of the three engines (scripts/browsers/engines.mjs says where each
// comes from). Each runs one test file at a time.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS } from '../../scripts/browsers/chromium.mjs';
import { findChromium } from '../../scripts/browsers/engines.mjs';
import { firefoxLaunchOptions, setFirefoxReducedMotion } from '../../scripts/browsers/firefox.mjs';
import { WebKitLauncher } from './webkit-launcher.mjs';

function chromium() {
  const launcher = chromeLauncher({ launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS } });
  // The launcher calls an installed browser "Chrome"; this one is Debian's Chromium.
  launcher.name = 'Chromium';
  return launcher;
}

/**
 * Firefox through the same launcher class with puppeteer-core as its "custom puppeteer" (over
 * WebDriver BiDi). Its pages answer emulateMediaFeatures (what emulateMedia() calls) with Firefox's
 * reduced-motion preference, as puppeteer's own needs CDP.
 */
function firefox() {
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: firefoxLaunchOptions(),
    async createPage({ browser, context }) {
      const page = await context.newPage();
      page.emulateMediaFeatures = async (features = []) => {
        for (const { name, value } of features) {
          if (name !== 'prefers-reduced-motion') throw new Error(`Firefox: emulating ${name} is not supported (only prefers-reduced-motion)`);
          await setFirefoxReducedMotion(browser, value === 'reduce');
        }
      };
      return page;
    },
  });
}

export const launchers = { chromium, firefox, webkit: () => new WebKitLauncher() };
