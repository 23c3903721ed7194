// Test-runner commands that need the browser's own view of a test page: every console message and
// uncaught error of the page and its frames (React reports hydration mismatches there), screenshots
// and a real mouse wheel.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export function browserCommands() {
  const logs = new Map();
  const requests = new Map();
  return {
    name: 'browser-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'console-messages') {
        const page = session.browser.getPage(session.id);
        if (!logs.has(session.id)) {
          const list = [];
          logs.set(session.id, list);
          page.on('console', (message) => {
            list.push({ type: message.type(), text: message.text(), url: message.location()?.url ?? '' });
          });
          page.on('pageerror', (error) => list.push({ type: 'pageerror', text: String(error), url: '' }));
          page.on('requestfailed', (request) => {
            list.push({ type: 'requestfailed', text: `${request.failure()?.errorText ?? 'failed'} ${request.url()}`, url: request.url() });
          });
        }
        return logs.get(session.id).splice(0);
      }
      if (command === 'requested-urls') {
        // Every URL the page and its frames requested since the previous call (the first call starts listening).
        const page = session.browser.getPage(session.id);
        if (!requests.has(session.id)) {
          const list = [];
          requests.set(session.id, list);
          page.on('request', (request) => list.push(request.url()));
        }
        return requests.get(session.id).splice(0);
      }
      if (command === 'mouse-wheel') {
        // A real wheel turn at the mouse's current position (sendMouse has no wheel).
        await session.browser.getPage(session.id).mouse.wheel({ deltaX: payload.deltaX ?? 0, deltaY: payload.deltaY ?? 0 });
        return true;
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
