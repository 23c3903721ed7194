// One small page API over the three engines, for scripts that measure inside a page (the runtime
// benchmark): Chromium and Firefox through puppeteer-core, WebKit through WebDriver. Functions are
// sent as source text and called with one JSON argument, so they must not close over Node values.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ENGINE_LABELS, engineVersion, findChromium } from './engines.mjs';
import { firefoxLaunchOptions } from './firefox.mjs';
import { startWebKit } from './webkit.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} BenchPage
 * @property {(url: string) => Promise<void>} goto loads the URL and waits for its load event
 * @property {(size: { width: number, height: number }) => Promise<void>} setViewport
 * @property {(expression: string, timeoutMs?: number) => Promise<void>} waitFor waits until the expression (awaited) is truthy
 * @property {<A, R>(fn: (arg: A) => R, arg?: A) => Promise<Awaited<R>>} evaluate in the top-level page
 * @property {<A, R>(urlPrefix: string, fn: (arg: A) => R, arg?: A) => Promise<Awaited<R>>} evaluateInFrame in its child frame at that address
 * @property {() => Promise<void>} close
 */

async function puppeteerBrowser(options) {
  const browser = await puppeteer.launch(options);
  return {
    async newPage() {
      const page = await browser.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 120_000 })),
        setViewport: (size) => page.setViewport(size),
        waitFor: async (expression, timeoutMs = 120_000) => void (await page.waitForFunction(expression, { timeout: timeoutMs })),
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        evaluateInFrame(urlPrefix, fn, arg) {
          const frame = page.frames().find((candidate) => candidate.url().startsWith(urlPrefix));
          if (!frame) throw new Error(`No frame at ${urlPrefix}`);
          return frame.evaluate(fn, arg);
        },
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function webKitBrowser() {
  const webkit = await startWebKit();
  const { session } = webkit;
  // Benchmarks run long scripts (a 50,000-element page); WebDriver's default script timeout is 30 s.
  await session.send('POST', '/timeouts', { script: 600_000 });
  const call = (fn, arg) => ({ script: `return (${fn})(arguments[0]);`, args: [arg ?? null] });
  let viewport = null;
  return {
    async newPage() {
      // One window: a "new page" is the same window, sized again, on a new document.
      const page = {
        async goto(url) {
          await session.navigate(url);
          await page.waitFor(`location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`);
        },
        async setViewport({ width, height }) {
          viewport ??= await (async () => {
            const rect = await session.windowRect();
            const [innerWidth, innerHeight] = await session.execute('return [innerWidth, innerHeight]');
            return { width: rect.width - innerWidth, height: rect.height - innerHeight };
          })();
          await session.setWindowRect({ width: width + viewport.width, height: height + viewport.height });
        },
        async waitFor(expression, timeoutMs = 120_000) {
          const started = Date.now();
          while (!(await session.execute(`return (${expression});`).catch(() => false))) {
            if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${expression}`);
            await sleep(50);
          }
        },
        evaluate: (fn, arg) => {
          const { script, args } = call(fn, arg);
          return session.execute(script, args);
        },
        async evaluateInFrame(urlPrefix, fn, arg) {
          const { script, args } = call(fn, arg);
          const found = await session.inChildFrame((url) => url.startsWith(urlPrefix), script, args);
          if (!found) throw new Error(`No frame at ${urlPrefix}`);
          return found.value;
        },
        close: () => session.navigate('about:blank'),
      };
      return page;
    },
    close: () => webkit.close(),
  };
}

/** Starts an engine's browser: `{ label, version, newPage(): Promise<BenchPage>, close() }`. */
export async function openBrowser(engine) {
  const version = engineVersion(engine);
  const label = ENGINE_LABELS[engine];
  if (engine === 'chromium') return { label, version, ...(await puppeteerBrowser({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS })) };
  if (engine === 'firefox') return { label, version, ...(await puppeteerBrowser(firefoxLaunchOptions())) };
  return { label, version, ...(await webKitBrowser()) };
}
