// The three browser engines the tests and benchmarks run in, and where each comes from. npm cannot
// download browsers on the machines this project targets, so every engine is a Debian package:
// Chromium (Blink), Firefox ESR (Gecko, driven over WebDriver BiDi by puppeteer-core) and WebKitGTK
// (WebKit, the Safari engine, driven over W3C WebDriver by WebKitWebDriver on a virtual display).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @typedef {typeof ENGINES[number]} Engine */

/** Names for people: the engine and the browser it ships in. */
export const ENGINE_LABELS = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

export function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const firstExecutable = (paths) => paths.filter(Boolean).find(executable);

export function findChromium() {
  return firstExecutable([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
}

export function findFirefox() {
  return firstExecutable([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);
}

/**
 * WebKitGTK's parts: the WebDriver server (it starts MiniBrowser itself), a virtual X display for it,
 * and xsettingsd, through which the tests switch the GTK animation setting that WebKitGTK reports
 * as `prefers-reduced-motion` (WebDriver has no command for it).
 */
export function findWebKit() {
  const driver = firstExecutable([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']);
  const xvfb = firstExecutable(['/usr/bin/Xvfb']);
  const xsettingsd = firstExecutable(['/usr/bin/xsettingsd']);
  return driver && xvfb && xsettingsd ? { driver, xvfb, xsettingsd } : undefined;
}

/** Per engine: what to look for, the Debian packages that provide it, and the variable that points elsewhere. */
export const REQUIREMENTS = {
  chromium: { find: findChromium, packages: ['chromium'], variable: 'CHROME_PATH', what: 'Chromium or Chrome' },
  firefox: { find: findFirefox, packages: ['firefox-esr'], variable: 'FIREFOX_PATH', what: 'Firefox (ESR or release)' },
  webkit: { find: findWebKit, packages: ['webkit2gtk-driver', 'xvfb', 'xsettingsd'], variable: 'WEBKIT_WEBDRIVER_PATH', what: 'WebKitWebDriver, Xvfb and xsettingsd' },
};

/**
 * The engines this run uses: `BROWSERS` (or the older name `BROWSER`), comma- or space-separated,
 * e.g. `BROWSERS=firefox` or `BROWSERS=chromium,webkit`; all three when unset.
 * @returns {Engine[]}
 */
export function selectedEngines(value = process.env.BROWSERS ?? process.env.BROWSER) {
  if (!value?.trim()) return [...ENGINES];
  const names = value.split(/[\s,]+/).filter(Boolean).map((name) => name.toLowerCase());
  const unknown = names.filter((name) => !ENGINES.includes(name));
  if (unknown.length) throw new Error(`Unknown browser engine "${unknown.join('", "')}": use ${ENGINES.join(', ')} (comma-separated)`);
  return ENGINES.filter((engine) => names.includes(engine));
}

function firstLineMatching(command, args, pattern) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  const match = pattern.exec(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  return match ? match[1] : '';
}

/** The installed version of an engine's browser, e.g. "Chromium 156.0.8078.79" (empty if unknown). */
export function engineVersion(engine) {
  if (engine === 'chromium') {
    const path = findChromium();
    // Debian's wrapper script prints a stray shell warning first; the version is the line naming the browser.
    return path ? firstLineMatching(path, ['--version'], /^((?:Chromium|Google Chrome) [\d.]+)/m) : '';
  }
  if (engine === 'firefox') {
    const path = findFirefox();
    return path ? firstLineMatching(path, ['--version'], /^Mozilla (Firefox [\d.]+\w*)/m) : '';
  }
  // WebKitGTK's version is its library package's (MiniBrowser --version needs a display).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax.
  const version = firstLineMatching('dpkg-query', ['-W', '-f', '${Version}\\n', 'libwebkit2gtk-4.1-0'], /^([\d.]+)/m);
  return version ? `WebKitGTK ${version}` : '';
}
