// Test harness for the live dev-domain build (dist/server/live.mjs): the live site on a temporary copy
// of the project behind a real HTTP server, requests with any Host header, an event-stream reader that
// waits for events (never for time), and the codebase ids a built bundle renders, read from its code.
import { createServer, request } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { documentSettings } from '../../../scripts/document-settings.mjs';
import { repo } from './editing.mjs';

const liveModule = join(repo, 'dist/server/live.mjs');
if (!existsSync(liveModule)) throw new Error('dist/server/live.mjs is missing: run "npm run build" first (npm test does).');
export const { createLiveDevSite, RebuildQueue, isBuiltSource } = await import(liveModule);

export const shellSettings = documentSettings({});
export const DEV_HOST = 'preview.dev.localhost';

/**
 * The live site of `root` on an ephemeral port: /__live to its stream, /__live/client.js to its
 * script, everything else to the dev-domain handler (as the editing server routes a preview host,
 * without its guard: server/http/guard.ts is tested with the whole server). `options` go to
 * createLiveDevSite; `ctx.corsOrigin` is the cross-origin editor the stream is told the guard admitted.
 */
export async function startLive(root, options = {}) {
  const live = await createLiveDevSite({ root, shell: shellSettings, ...options });
  const context = { live, port: 0, corsOrigin: null, close };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/__live') live.handleEvents(req, res, context.corsOrigin);
    else if (path === '/__live/client.js') live.handleClient(req, res);
    else live.handleDevSite(req, res);
  });
  async function close() {
    await live.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  context.port = server.address().port;
  return context;
}

/** A request with any headers (fetch cannot set Host); resolves with status, headers and the body as text. */
export function get(port, path, { host = `${DEV_HOST}:${port}`, method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Opens GET /__live and parses its frames. `next(name)` resolves with the next event of that name not
 * yet taken (in order); `comments` counts comment lines (keep-alives). Rejects on a non-200 answer.
 */
export function openEvents(port, { headers = {}, host = `${DEV_HOST}:${port}` } = {}) {
  const events = [];
  const waiting = [];
  let comments = 0;
  const commentWaiters = [];
  let response = null;
  let req = null;
  const settle = () => {
    for (const waiter of [...waiting]) {
      const index = events.findIndex((event) => !event.taken && event.name === waiter.name);
      if (index < 0) continue;
      events[index].taken = true;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(events[index]);
    }
  };
  const opened = new Promise((resolve, reject) => {
    req = request({ host: '127.0.0.1', port, path: '/__live', headers: { host, accept: 'text/event-stream', ...headers } }, (res) => {
      response = res;
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => reject(Object.assign(new Error(`GET /__live answered ${res.statusCode}: ${body}`), { status: res.statusCode, body })));
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith(':')) {
            comments++;
            for (const resolveComment of commentWaiters.splice(0)) resolveComment(comments);
            continue;
          }
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name && data !== undefined) events.push({ name, data: JSON.parse(data), taken: false });
        }
        settle();
      });
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
  return {
    opened,
    events,
    headers: () => response?.headers,
    /** Rejects after `timeoutMs` (naming what did arrive), so a missing event fails the test instead of hanging it. */
    next(name, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const waiter = {
          name,
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          reject(new Error(`no "${name}" event within ${timeoutMs} ms (received: ${events.map((event) => event.name).join(', ') || 'nothing'})`));
        }, timeoutMs);
        waiting.push(waiter);
        settle();
      });
    },
    nextComment() {
      return new Promise((resolve) => commentWaiters.push(resolve));
    },
    close() {
      req?.destroy();
    },
  };
}

/** The entry module's URL in a page (not the React Refresh entry that runs before it). */
export const entryOf = (html) => [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]).find((src) => src !== REFRESH_ENTRY);

/** The React Refresh entry (server/live/refresh-entry.ts), the same URL in every build. */
export const REFRESH_ENTRY = '/assets/live-refresh.js';

/**
 * Every JSX element the bundle renders with a codebase id: `(0, x.jsx)("h1", { className: "… tempo-…" })`
 * calls (esbuild's automatic runtime), and library components' use sites (`jsx(Link, { className })`), as
 * { id, tag, url } — read from the code's syntax tree.
 */
export function jsxIdsOfBundle(assets) {
  const found = [];
  for (const [url, asset] of assets) {
    if (!url.endsWith('.js')) continue;
    const source = ts.createSourceFile(url, asset.body.toString('utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        let callee = node.expression;
        while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
        if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) callee = callee.right;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
        const [tag, props] = node.arguments;
        // A native element (`"h1"`) or a library component's use site (`Link`, `x.Link`: it passes className on to its element).
        const tagName = !tag ? null : ts.isStringLiteral(tag) ? tag.text : ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : null;
        if ((name === 'jsx' || name === 'jsxs') && tagName && props && ts.isObjectLiteralExpression(props)) {
          const className = props.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText(source) === 'className');
          const ids = className ? [...className.initializer.getText(source).matchAll(/tempo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((match) => match[0]) : [];
          for (const id of ids) found.push({ id, tag: tagName, url });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
