// Test-runner commands that need the browser's own view of a test page: every console message and
// uncaught error of the page and its frames (React reports hydration mismatches there), the URLs it
// requested, screenshots, a real mouse wheel, and closing the windows a page opened. They work in every engine: Chromium and Firefox
// through puppeteer (CDP, WebDriver BiDi), WebKit through its launcher's page object (WebDriver) and
// the page-console recorder; the request log is the test server's own.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { takePageConsole } from './page-console.mjs';
import { takeRequestedUrls } from './request-log.mjs';

/** The user agent of a session's browser, which keys the server-side logs. */
async function userAgentOf(session) {
  return session.browser.userAgent ?? (await session.browser.getPage(session.id).evaluate(() => navigator.userAgent));
}

export function browserCommands() {
  const logs = new Map();
  const requests = new Map();
  return {
    name: 'browser-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'console-messages') {
        const page = session.browser.getPage(session.id);
        if (typeof page.on !== 'function') {
          // WebKit: the page-console recorder's entries; the first call drops what earlier files left.
          const entries = takePageConsole(await userAgentOf(session));
          if (!logs.has(session.id)) {
            logs.set(session.id, []);
            return [];
          }
          return entries;
        }
        if (!logs.has(session.id)) {
          const list = [];
          logs.set(session.id, list);
          page.on('console', (message) => {
            list.push({ type: message.type(), text: message.text(), url: message.location()?.url ?? '' });
          });
          page.on('pageerror', (error) => list.push({ type: 'pageerror', text: String(error), url: '' }));
          page.on('requestfailed', (request) => {
            // Firefox (BiDi) reports the requests of a frame the test removed as failed when the frame
            // goes ("Browsing context already closed"); Chromium reports none. Not a problem of the page.
            if (/Browsing context already closed/.test(request.failure()?.errorText ?? '')) return;
            list.push({ type: 'requestfailed', text: `${request.failure()?.errorText ?? 'failed'} ${request.url()}`, url: request.url() });
          });
        }
        return logs.get(session.id).splice(0);
      }
      if (command === 'requested-urls') {
        // Every URL the page and its frames asked the test server for since the previous call (the first call starts listening).
        const userAgent = await userAgentOf(session);
        const urls = takeRequestedUrls(userAgent);
        if (!requests.has(session.id)) {
          requests.set(session.id, true);
          return [];
        }
        return urls;
      }
      if (command === 'mouse-wheel') {
        // A real wheel turn at the mouse's current position (sendMouse has no wheel).
        await session.browser.getPage(session.id).mouse.wheel({ deltaX: payload.deltaX ?? 0, deltaY: payload.deltaY ?? 0 });
        return true;
      }
      if (command === 'close-other-windows') {
        // Windows a page opened (window.open) outlive it and would take focus and time from the files after it.
        if (typeof session.browser.closeOtherWindows === 'function') return session.browser.closeOtherWindows(session.id);
        const page = session.browser.getPage(session.id);
        const others = (await page.browserContext().pages()).filter((other) => other !== page);
        await Promise.all(others.map((other) => other.close()));
        return others.length;
      }
      if (command === 'page-screenshot') {
        const page = session.browser.getPage(session.id);
        mkdirSync(dirname(payload.path), { recursive: true });
        await page.screenshot({ path: payload.path, fullPage: false });
        return true;
      }
      return undefined;
    },
  };
}
