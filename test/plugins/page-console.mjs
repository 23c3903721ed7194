// Console messages and uncaught errors of every page a WebKit window loads from the test server,
// for the `console-messages` command. WebDriver classic (all WebKitWebDriver speaks) has no console
// log, so each HTML document sent to such a window gets a small script as the first thing in its
// <head> that wraps the console and listens for uncaught errors, unhandled rejections and resources
// that failed to load, and reports each one to the server with a synchronous request: when the
// page's console.error() returns, the server has the message, so a test that reads the log right
// after an action sees everything the action logged. Chromium and Firefox report the same through
// their protocols (CDP, WebDriver BiDi) and get no script.

const ENDPOINT = '/__page-console';

/** Runs in the page, before any of its own scripts. */
function recorder(endpoint) {
  if (window.__pageConsoleRecorder) return;
  window.__pageConsoleRecorder = true;
  const send = (type, text, url) => {
    try {
      const request = new XMLHttpRequest();
      request.open('POST', endpoint, false);
      request.setRequestHeader('Content-Type', 'text/plain');
      request.send(JSON.stringify({ type, text, url }));
    } catch {
      // a page that is being unloaded cannot send; nothing else to do
    }
  };
  // The script that called console.*: the third line of the stack (this function, the wrapper, the caller).
  const caller = () => {
    const line = String(new Error().stack ?? '').split('\n')[2] ?? '';
    const match = /@?(\w+:\/\/[^\s]*?):\d+:\d+\)?$/.exec(line.trim());
    return match ? match[1] : location.href;
  };
  const describe = (value) => (typeof value === 'string' ? value : value instanceof Error ? String(value) : String(value));
  for (const type of ['log', 'info', 'warn', 'error', 'debug']) {
    const original = console[type];
    console[type] = function (...args) {
      send(type, args.map(describe).join(' '), caller());
      return original.apply(this, args);
    };
  }
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        const url = target.currentSrc || target.src || target.href || '';
        send('error', `Failed to load resource: ${url}`, url);
      } else {
        send('pageerror', describe(event.error ?? event.message), event.filename || location.href);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => send('pageerror', describe(event.reason), location.href));
}

const SCRIPT = `<script>(${recorder})(${JSON.stringify(ENDPOINT)})</script>`;

/** The document with the recorder as the first element of its <head> (the parser puts it there in any case). */
export function withRecorder(html) {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + SCRIPT + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + SCRIPT + html.slice(at);
}

/** user agent → entries since the last read */
const logs = new Map();

/** Takes a response apart until it ends, then sends it again with the recorder in the HTML. */
function instrumentResponse(res) {
  const { writeHead, write, end } = res;
  const chunks = [];
  let head = null;
  res.writeHead = (statusCode, ...rest) => {
    head = { statusCode, rest };
    // Readers of the status before the body ends (the test runner's 404 log) see the real one.
    res.statusCode = statusCode;
    return res;
  };
  res.write = (chunk, encoding) => {
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (chunk) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    let body = Buffer.concat(chunks);
    const headers = head ? Object.assign({}, ...head.rest.filter((part) => typeof part === 'object')) : {};
    const type = String(Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type') ?? '');
    if (type.includes('text/html') && !res.getHeader('content-encoding')) {
      body = Buffer.from(withRecorder(body.toString('utf8')));
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
      res.setHeader('Content-Length', body.length);
    }
    if (head) writeHead.call(res, head.statusCode, headers);
    return end.call(res, body, callback);
  };
}

/**
 * @param {(userAgent: string) => boolean} instrumented whether pages for this browser get the recorder
 */
export function pageConsoleMiddleware(instrumented) {
  return async (ctx, next) => {
    const userAgent = ctx.get('user-agent');
    if (ctx.path === ENDPOINT && ctx.method === 'POST') {
      const text = await new Promise((resolve, reject) => {
        let data = '';
        ctx.req.setEncoding('utf8');
        ctx.req.on('data', (part) => (data += part));
        ctx.req.on('end', () => resolve(data));
        ctx.req.on('error', reject);
      });
      const { type, text: message, url } = JSON.parse(text);
      if (!logs.has(userAgent)) logs.set(userAgent, []);
      logs.get(userAgent).push({ type: String(type), text: String(message), url: String(url) });
      ctx.status = 204;
      return;
    }
    // Documents only (navigations ask for text/html; fetch() and XHR do not), and never compressed or 304.
    if (ctx.method === 'GET' && instrumented(userAgent) && (ctx.get('accept') ?? '').includes('text/html')) {
      delete ctx.req.headers['accept-encoding'];
      delete ctx.req.headers['if-none-match'];
      delete ctx.req.headers['if-modified-since'];
      instrumentResponse(ctx.res);
    }
    await next();
  };
}

/** Entries recorded for this browser since the previous call. */
export function takePageConsole(userAgent) {
  return (logs.get(userAgent) ?? []).splice(0);
}
