// A small W3C WebDriver client (the HTTP protocol WebKitWebDriver speaks), with what the tests and
// the benchmark need: navigation, scripts, input actions, window size, screenshots and frames.
// Commands run one at a time: switching into a frame and back must not interleave with others.

/** WebDriver's key codes for the key names puppeteer and @web/test-runner-commands use. */
const KEY_CODES = {
  Unidentified: '\uE000', Cancel: '\uE001', Help: '\uE002', Backspace: '\uE003', Tab: '\uE004', Clear: '\uE005',
  Enter: '\uE007', Shift: '\uE008', ShiftLeft: '\uE008', ShiftRight: '\uE050', Control: '\uE009', ControlLeft: '\uE009',
  ControlRight: '\uE051', Alt: '\uE00A', AltLeft: '\uE00A', AltRight: '\uE052', Pause: '\uE00B', Escape: '\uE00C',
  ' ': '\uE00D', Space: '\uE00D', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Insert: '\uE016', Delete: '\uE017',
  Meta: '\uE03D', MetaLeft: '\uE03D', MetaRight: '\uE053',
  F1: '\uE031', F2: '\uE032', F3: '\uE033', F4: '\uE034', F5: '\uE035', F6: '\uE036', F7: '\uE037', F8: '\uE038',
  F9: '\uE039', F10: '\uE03A', F11: '\uE03B', F12: '\uE03C',
};

/**
 * The WebDriver key value for a puppeteer key name: a named key, `KeyA`/`Digit1` (the unshifted
 * character, as puppeteer sends it), or a single character.
 */
export function webDriverKey(name) {
  if (Object.hasOwn(KEY_CODES, name)) return KEY_CODES[name];
  const code = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(name);
  if (code) return (code[1] ?? code[2]).toLowerCase();
  if ([...name].length === 1) return name;
  throw new Error(`No WebDriver key for "${name}"`);
}

export class WebDriverError extends Error {
  constructor(method, path, status, value) {
    super(`WebDriver ${method} ${path}: ${status} ${value?.error ?? ''} ${value?.message ?? JSON.stringify(value)}`);
    this.code = value?.error;
  }
}

/**
 * How long one command may go unanswered. Every command here answers in well under a second on a
 * quiet machine (scripts have the session's own 30 s limit); one that hangs (a driver stuck on a frame
 * that went away) would otherwise hold the session's queue, and every later command, for good.
 */
export const COMMAND_TIMEOUT_MS = 120_000;

/** One HTTP request to a WebDriver server; answers its `value`. */
export async function webDriverRequest(base, method, path, body, timeoutMs = COMMAND_TIMEOUT_MS) {
  let response;
  let text;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error?.name === 'TimeoutError') throw Object.assign(new Error(`WebDriver ${method} ${path}: no answer within ${timeoutMs / 1000} s`), { code: 'timeout' });
    throw error;
  }
  const value = text ? JSON.parse(text).value : null;
  if (!response.ok) throw new WebDriverError(method, path, response.status, value);
  return value;
}

export class WebDriverSession {
  #queue = Promise.resolve();

  /** @param {string} base the server, e.g. http://127.0.0.1:4444 @param {string} id @param {Record<string, unknown>} capabilities */
  constructor(base, id, capabilities) {
    this.base = base;
    this.id = id;
    this.capabilities = capabilities;
  }

  static async create(base, capabilities) {
    const value = await webDriverRequest(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  /** Runs `work` when every earlier command has finished, and before any later one starts. */
  exclusive(work) {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => {});
    return run;
  }

  #send(method, path, body) {
    return webDriverRequest(this.base, method, `/session/${this.id}${path}`, body);
  }

  send(method, path, body) {
    return this.exclusive(() => this.#send(method, path, body));
  }

  navigate(url) {
    return this.send('POST', '/url', { url });
  }

  /** Closes every window but the current one (windows a page opened); answers how many. */
  closeOtherWindows() {
    return this.exclusive(async () => {
      const current = await this.#send('GET', '/window');
      const handles = await this.#send('GET', '/window/handles');
      let closed = 0;
      for (const handle of handles) {
        if (handle === current) continue;
        await this.#send('POST', '/window', { handle });
        await this.#send('DELETE', '/window');
        closed++;
      }
      await this.#send('POST', '/window', { handle: current });
      return closed;
    });
  }

  url() {
    return this.send('GET', '/url');
  }

  /** Runs a function body in the top-level page; a returned promise is awaited (W3C "execute script"). */
  execute(script, args = []) {
    return this.send('POST', '/execute/sync', { script, args });
  }

  actions(sources) {
    return this.send('POST', '/actions', { actions: sources });
  }

  releaseActions() {
    return this.send('DELETE', '/actions');
  }

  windowRect() {
    return this.send('GET', '/window/rect');
  }

  setWindowRect(rect) {
    return this.send('POST', '/window/rect', rect);
  }

  /** A PNG of the viewport. */
  async screenshot() {
    return Buffer.from(await this.send('GET', '/screenshot'), 'base64');
  }

  /**
   * Runs a function body in the first frame below the top-level page (depth first: frames inside
   * frames too) for whose address `accept(url)` holds; answers `{ url, value }` or undefined. The
   * top-level page is the current context again before any other command runs.
   */
  inChildFrame(accept, script, args = []) {
    const search = async () => {
      const frames = await this.#send('POST', '/elements', { using: 'css selector', value: 'iframe' });
      for (const frame of frames) {
        try {
          await this.#send('POST', '/frame', { id: frame });
        } catch {
          continue; // removed meanwhile
        }
        // "Get Current URL" answers the top-level page's address; the frame's own is its location.
        const url = await this.#send('POST', '/execute/sync', { script: 'return location.href', args: [] }).catch(() => '');
        if (accept(url)) return { url, value: await this.#send('POST', '/execute/sync', { script, args }) };
        const inner = await search();
        if (inner) return inner;
        await this.#send('POST', '/frame/parent', {});
      }
      return undefined;
    };
    return this.exclusive(async () => {
      await this.#send('POST', '/frame', { id: null });
      try {
        return await search();
      } finally {
        await this.#send('POST', '/frame', { id: null });
      }
    });
  }

  close() {
    return webDriverRequest(this.base, 'DELETE', `/session/${this.id}`);
  }
}
