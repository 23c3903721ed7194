// Starts WebKitGTK for a test run or a benchmark: a virtual X display (Xvfb), an XSETTINGS daemon on
// it (xsettingsd), and WebKitWebDriver, which launches MiniBrowser (WebKitGTK's browser) for one
// W3C WebDriver session. Everything started here is stopped by `close()`, or when Node exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { findWebKit } from './engines.mjs';
import { WebDriverSession, webDriverRequest } from './webdriver.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Xvfb picks a free display number itself and writes it to the pipe it is given (-displayfd). */
function startDisplay(xvfb) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { detached: true, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr.trim()}`)));
    child.stdio[3].once('data', (data) => resolve({ child, display: `:${String(data).trim()}` }));
  });
}

async function waitForDriver(base, driver) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      await webDriverRequest(base, 'GET', '/status');
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

/**
 * @returns {Promise<{ session: WebDriverSession, version: string, renewSession(): Promise<void>, setReducedMotion(reduce: boolean): Promise<void>, close(): Promise<void> }>}
 */
export async function startWebKit() {
  const parts = findWebKit();
  if (!parts) throw new Error('WebKitGTK is not installed: apt-get install -y webkit2gtk-driver xvfb xsettingsd (npm test does it as root)');
  const children = [];
  const folder = mkdtempSync(join(tmpdir(), 'webkit-'));
  const settingsFile = join(folder, 'xsettings.conf');
  // Each child leads its own process group (detached), so the browser processes WebKitWebDriver
  // starts go with it: a signal to -pid reaches exactly the group this run started.
  const killAll = () => {
    for (const child of children.reverse()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    children.length = 0;
  };
  process.once('exit', killAll);
  try {
    const { child: xvfb, display } = await startDisplay(parts.xvfb);
    children.push(xvfb);
    const env = { ...process.env, DISPLAY: display };
    // GTK reads "Gtk/EnableAnimations" from the XSETTINGS owner; WebKitGTK answers prefers-reduced-motion from it.
    writeFileSync(settingsFile, 'Gtk/EnableAnimations 1\n');
    const xsettingsd = spawn(parts.xsettingsd, ['-c', settingsFile], { env, detached: true, stdio: 'ignore' });
    children.push(xsettingsd);
    const port = await freePort();
    const driver = spawn(parts.driver, [`--port=${port}`], { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await waitForDriver(base, driver);
    // pageLoadStrategy "none": navigation answers at once; a test page that waits for input before its
    // load event (an iframe that loads slowly on purpose) must not hold up the driver's next command.
    const capabilities = { pageLoadStrategy: 'none' };
    let session = await WebDriverSession.create(base, capabilities);
    const version = String(session.capabilities.browserVersion ?? '');

    const reducedMotionMatches = () => session.execute('return matchMedia("(prefers-reduced-motion: reduce)").matches');
    return {
      get session() {
        return session;
      },
      version,
      /** Ends the WebDriver session (its MiniBrowser window) and starts a new one on the same display. */
      async renewSession() {
        await session.close().catch(() => {});
        session = await WebDriverSession.create(base, capabilities);
      },
      async setReducedMotion(reduce) {
        writeFileSync(settingsFile, `Gtk/EnableAnimations ${reduce ? 0 : 1}\n`);
        xsettingsd.kill('SIGHUP');
        // The setting reaches the web process asynchronously: wait until the page reports it.
        for (let attempt = 0; (await reducedMotionMatches()) !== reduce; attempt++) {
          if (attempt > 200) throw new Error(`WebKitGTK did not switch prefers-reduced-motion to ${reduce ? 'reduce' : 'no-preference'}`);
          await sleep(25);
        }
      },
      async close() {
        try {
          await session.close();
        } catch {
          // the browser may be gone already; the processes are stopped below either way
        }
        killAll();
        process.removeListener('exit', killAll);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    killAll();
    process.removeListener('exit', killAll);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
