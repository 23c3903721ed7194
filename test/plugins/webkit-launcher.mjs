// A web-test-runner launcher for WebKitGTK over W3C WebDriver (scripts/browsers/webkit.mjs starts
// it). One window runs one test file at a time (concurrency 1). When the browser goes (WebKitGTK's
// UI or web process crashed and the driver deleted the session), the file it was running fails
// saying so, and the next file gets a new browser: one crash fails one file, not the run.
//
// Its `type` is 'puppeteer' and getPage() answers a page object with the part of puppeteer's Page
// API that @web/test-runner-commands (sendMouse, sendKeys, setViewport, emulateMedia) and our
// browser-commands plugin call, implemented with WebDriver actions, window, screenshot and frame
// commands: those plugins choose their code path by the launcher's type, and their WebDriver path
// lacks key down/up, viewports and media emulation.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startWebKit } from '../../scripts/browsers/webkit.mjs';
import { WEBKIT_GONE } from './engine-summary.mjs';
import { webDriverKey } from '../../scripts/browsers/webdriver.mjs';

/** User agents of the WebKit windows this process drives (the page-console plugin instruments their pages). */
export const webKitUserAgents = new Set();

const BUTTONS = { left: 0, middle: 1, right: 2 };

/** What WebKitWebDriver answers every command of a session whose browser crashed or quit. */
const isDeadSession = (error) => /invalid session id/.test(String(error?.message));

/** The puppeteer Page subset, over one WebDriver session. */

/**
 * The viewport once GTK has applied a window size, which it does after the WebDriver call answers:
 * the size asked for, or (the window manager rounds) the size it stopped changing at.
 */
async function viewportSettled(measure, width, height) {
  let last = await measure();
  for (let polls = 0; polls < 50; polls++) {
    if (last[0] === width && last[1] === height) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = await measure();
    if (polls >= 5 && now[0] === last[0] && now[1] === last[1]) return now;
    last = now;
  }
  return last;
}

class WebDriverPage {
  #webkit;
  #x = 0;
  #y = 0;
  #chrome = null;
  /**
   * Whether a right or middle button was pressed. WebKitGTK's WebDriver (2.50) adds a button's mask to
   * its modifier state on press but clears only the left button's on release, so after a right or
   * middle click every later event of the session carries that button: mouse moves report it held
   * (`buttons: 2`) and an upper-case key types in lower case ("Hello" comes out "hello"). Neither
   * releasing actions nor another click clears it; a new session does (the launcher starts one
   * before the next file).
   */
  pressedOtherButton = false;

  constructor(webkit) {
    this.#webkit = webkit;
    const session = webkit.session;
    const pointer = (actions) => session.actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
    const keys = (actions) => session.actions([{ type: 'key', id: 'keyboard', actions }]);
    const page = this;
    const button = (options) => {
      const name = options.button ?? 'left';
      if (name !== 'left') page.pressedOtherButton = true;
      return BUTTONS[name];
    };
    this.mouse = {
      async move(x, y) {
        page.#x = Math.round(x);
        page.#y = Math.round(y);
        await pointer([{ type: 'pointerMove', x: page.#x, y: page.#y, origin: 'viewport', duration: 0 }]);
      },
      async click(x, y, options = {}) {
        page.#x = Math.round(x);
        page.#y = Math.round(y);
        const pressed = button(options);
        await pointer([
          { type: 'pointerMove', x: page.#x, y: page.#y, origin: 'viewport', duration: 0 },
          { type: 'pointerDown', button: pressed },
          { type: 'pointerUp', button: pressed },
        ]);
      },
      down: (options = {}) => pointer([{ type: 'pointerDown', button: button(options) }]),
      up: (options = {}) => pointer([{ type: 'pointerUp', button: BUTTONS[options.button ?? 'left'] }]),
      async reset() {
        await session.releaseActions();
        await this.move(0, 0);
      },
      // A wheel turn where the pointer is, as a real wheel would scroll.
      wheel: ({ deltaX = 0, deltaY = 0 } = {}) =>
        session.actions([{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: page.#x, y: page.#y, deltaX, deltaY, origin: 'viewport', duration: 0 }] }]),
    };
    this.keyboard = {
      down: (key) => keys([{ type: 'keyDown', value: webDriverKey(key) }]),
      up: (key) => keys([{ type: 'keyUp', value: webDriverKey(key) }]),
      press: (key) => keys([{ type: 'keyDown', value: webDriverKey(key) }, { type: 'keyUp', value: webDriverKey(key) }]),
      type: (text) => keys([...text].flatMap((character) => [{ type: 'keyDown', value: character }, { type: 'keyUp', value: character }])),
    };
  }

  /** Sizes the window so that the page's viewport (innerWidth × innerHeight) is the one asked for. */
  async setViewport({ width, height }) {
    const session = this.#webkit.session;
    const measure = () => session.execute('return [innerWidth, innerHeight]');
    if (!this.#chrome) {
      const rect = await session.windowRect();
      const [innerWidth, innerHeight] = await measure();
      this.#chrome = { width: rect.width - innerWidth, height: rect.height - innerHeight };
    }
    await session.setWindowRect({ width: width + this.#chrome.width, height: height + this.#chrome.height });
    // The window manager may round or the toolbar may change height: measure and correct once.
    const [innerWidth, innerHeight] = await viewportSettled(measure, width, height);
    if (innerWidth !== width || innerHeight !== height) {
      this.#chrome = { width: Math.max(0, this.#chrome.width + width - innerWidth), height: Math.max(0, this.#chrome.height + height - innerHeight) };
      await session.setWindowRect({ width: width + this.#chrome.width, height: height + this.#chrome.height });
      await viewportSettled(measure, width, height);
    }
  }

  /** Runs a function in the top-level page with JSON arguments, as puppeteer's page.evaluate does. */
  evaluate(fn, ...args) {
    return this.#webkit.session.execute(`return (${fn}).apply(null, arguments);`, args);
  }

  async emulateMediaFeatures(features = []) {
    for (const { name, value } of features) {
      if (name !== 'prefers-reduced-motion') throw new Error(`WebKit: emulating ${name} is not supported (only prefers-reduced-motion)`);
      await this.#webkit.setReducedMotion(value === 'reduce');
    }
  }

  async emulateMediaType(type) {
    if (type) throw new Error(`WebKit: emulating the media type "${type}" is not supported`);
  }

  async screenshot({ path }) {
    const png = await this.#webkit.session.screenshot();
    if (path) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, png);
    }
    return png;
  }
}

export class WebKitLauncher {
  name = 'WebKit';
  type = 'puppeteer';
  concurrency = 1;
  #webkit = null;
  #starting = null;
  #page = null;
  #active = new Set();
  #userAgent = undefined;
  /** Why the last browser went (its error), for the file it was running. */
  #goneBecause = null;

  /** The WebKitGTK version of the running browser, e.g. "2.50.6" (empty before the first test file). */
  get version() {
    return this.#webkit?.version ?? '';
  }

  /** The browser's user agent (it keys the test server's logs of this browser's requests and console). */
  get userAgent() {
    return this.#userAgent;
  }

  async initialize() {}

  async #browser() {
    if (this.#webkit) return this.#webkit;
    this.#starting ??= startWebKit().then(async (webkit) => {
      this.#webkit = webkit;
      this.#page = new WebDriverPage(webkit);
      this.#userAgent = await webkit.session.execute('return navigator.userAgent');
      webKitUserAgents.add(this.#userAgent);
      return webkit;
    });
    return this.#starting;
  }

  async startSession(sessionId, url) {
    await this.#browser();
    this.#active.add(sessionId);
    // As the Chromium and Firefox launchers do: every test file starts in an 800 × 600 viewport.
    await this.#page.setViewport({ width: 800, height: 600 });
    await this.#webkit.session.navigate(url);
  }

  isActive(sessionId) {
    return this.#active.has(sessionId);
  }

  /** The window's address; undefined once the browser has gone (the runner then fails the file, as for any disconnect). */
  async getBrowserUrl() {
    const webkit = this.#webkit;
    if (!webkit) return undefined;
    return webkit.session.url().catch((error) => {
      if (isDeadSession(error)) this.#gone(webkit, error);
      return undefined;
    });
  }

  /**
   * The browser has gone (a WebDriver command failed with a dead session): it is stopped, and the next
   * file starts a new one. Answers the error that says so, for the file it was running.
   */
  #gone(webkit, error) {
    if (this.#webkit === webkit) {
      this.#webkit = null;
      this.#starting = null;
      this.#goneBecause = String(error?.message ?? error).split('\n')[0];
      void webkit.close();
    }
    return this.#goneError();
  }

  #goneError() {
    return new Error(`${WEBKIT_GONE} (${this.#goneBecause}); the next file gets a new browser`);
  }

  getPage(sessionId) {
    if (!this.#active.has(sessionId)) throw new Error(`Could not find a page for session ${sessionId}`);
    return this.#page;
  }

  /** Closes the windows the test page opened; answers how many. */
  closeOtherWindows(sessionId) {
    this.getPage(sessionId);
    return this.#webkit.session.closeOtherWindows();
  }

  /** Evaluates an expression in the test page's child frame whose address starts with `origin/`. */
  async evaluateInFrame(sessionId, origin, expression) {
    this.getPage(sessionId);
    const found = await this.#webkit.session.inChildFrame((url) => url.startsWith(`${origin}/`), `return (${expression});`);
    if (!found) return { ok: false, error: `no frame at ${origin}` };
    return { ok: true, value: found.value };
  }

  async stopSession(sessionId) {
    this.#active.delete(sessionId);
    const webkit = this.#webkit;
    if (!webkit) throw this.#goneError();
    const dead = await webkit.session.url().then(() => null, (error) => (isDeadSession(error) ? error : null));
    if (dead) throw this.#gone(webkit, dead);
    // Keys or buttons a failed test left pressed must not leak into the next file; about:blank stops its timers.
    await webkit.session.releaseActions().catch(() => {});
    await webkit.setReducedMotion(false).catch(() => {});
    if (this.#page.pressedOtherButton) {
      // Only a new session forgets a right or middle button (WebDriverPage.pressedOtherButton).
      await webkit.renewSession();
      this.#page = new WebDriverPage(webkit);
      this.#userAgent = await webkit.session.execute('return navigator.userAgent');
      webKitUserAgents.add(this.#userAgent);
    }
    await webkit.session.navigate('about:blank');
    await this.#settled('about:blank');
    return {};
  }

  /**
   * Waits until the window shows `url`, fully loaded. Navigation answers at once (page load strategy
   * "none"), and a script sent while the old page unloads fails ("no such frame").
   */
  async #settled(url) {
    const session = this.#webkit.session;
    for (let attempt = 0; attempt < 400; attempt++) {
      const state = await session.execute('return [location.href, document.readyState]').catch(() => null);
      if (state && state[0] === url && state[1] === 'complete') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`WebKit: ${url} did not load within 10 s`);
  }

  async startDebugSession() {
    throw new Error('WebKit: debug sessions are not supported; run the file in Chromium with --manual instead');
  }

  async stop() {
    const webkit = this.#webkit;
    this.#webkit = null;
    this.#starting = null;
    await webkit?.close();
  }
}
