// The production server as `npm start` runs it (scripts/serve.mjs --live): a real process on a real port.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { localFetch } from '../../scripts/localhost-request.mjs';
import { freePort } from '../../scripts/free-port.mjs';
/** `args`: what `npm start` passes (--live) unless told otherwise (`npm run serve` passes nothing). */
function startServer(env, args = ['--live']) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** A GET with headers fetch cannot set (Host). */
function plainRequest(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits for the whole banner (its "Site:" port); --live builds the dev-domain pages first, which takes seconds on a busy machine. */
async function waitForListening(server, timeoutMs = 60_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    const match = /^Site: +http:\/\/localhost:(\d+)\//m.exec(server.output());
    // The banner is several writes, and a pipe may hand them over in pieces: wait for its last line.
    if (match && /^Mutation server at /m.test(server.output())) return Number(match[1]);
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

/** Reads an event stream at `url` (any host name of this machine) until its first `status` event; a refusal's body as text. */
async function firstStatus(url) {
  const controller = new AbortController();
  const response = await localFetch(url, { signal: controller.signal });
  const headers = Object.fromEntries(response.headers);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return { status: response.status, headers, body: await response.text() };
  let text = '';
  for await (const chunk of response.body) {
    text += Buffer.from(chunk).toString('utf8');
    const match = /event: status\ndata: (.*)\n/.exec(text);
    if (match) {
      controller.abort();
      return { status: response.status, headers, data: JSON.parse(match[1]) };
    }
  }
  throw new Error(`${url} ended before its status event: ${text}`);
}

describe('npm start server', () => {
  let server;
  let base;
  let editor;

  before(async () => {
    const port = await freePort();
    server = startServer({ PORT: String(port) });
    assert.equal(await waitForListening(server), port, 'listens on the PORT it was given');
    base = `http://localhost:${port}`;
    editor = `http://editor.localhost:${port}`;
  });

  after(async () => {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  });

  for (const [path, heading] of [
    ['/', 'Product Analytics'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
  ]) {
    it(`deep link ${path} serves its own prerendered HTML`, async () => {
      const response = await fetch(base + path);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /text\/html/);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const html = await response.text();
      assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  }

  it('answers unknown paths with 404 and the not-found page', async () => {
    for (const path of ['/nope', '/404', '/privacy-policy/extra', '/assets/missing.js']) {
      const response = await fetch(base + path);
      assert.equal(response.status, 404, path);
      assert.match(await response.text(), /Page not found/);
    }
  });

  it('redirects trailing slashes', async () => {
    const response = await fetch(`${base}/refund-policy/?a=1`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/refund-policy?a=1');
  });

  it('serves hashed assets precompressed and cacheable forever', async () => {
    const html = await (await fetch(base)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)[1];
    const response = await fetch(base + entry, { headers: { 'accept-encoding': 'br' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(response.headers.get('content-type'), /javascript/);
  });

  it('serves the live dev-domain build (runtime loader, live client, ids in its code) only to dev-domain hosts', async () => {
    const dev = await plainRequest(base, { host: `preview.dev.localhost:${new URL(base).port}` });
    assert.equal(dev.status, 200);
    // A shell rendered on the client: the live build has no prerender.
    assert.match(dev.body, /<div id="root"><\/div>/);
    assert.match(dev.body, /\/runtime\/site-runtime\.js/);
    assert.match(dev.body, /<script src="\/__live\/client\.js" data-build="[a-z0-9]+-\d+" async><\/script>/);
    const entry = /<script type="module" src="(\/assets\/entry-client\.js)"/.exec(dev.body)[1];
    const code = await plainRequest(base + entry, { host: `preview.dev.localhost:${new URL(base).port}` });
    assert.equal(code.status, 200);
    assert.match(code.body, /className: "[^"]*tempo-[0-9a-f]{8}-[0-9a-f]{4}-5/);
    for (const host of ['preview.staging-dev.localhost', 'localhost', 'xdev.localhost', 'dev.localhost.example.com']) {
      const { body: html } = await plainRequest(base, { host: `${host}:${new URL(base).port}` });
      assert.doesNotMatch(html, /tempo-[0-9a-f]{8}-/, host);
      assert.doesNotMatch(html, /site-runtime|__live/, host);
      assert.match(html, /<h1[^>]*>Product Analytics<\/h1>/, `${host} gets the prerendered page`);
    }
  });

  it('streams the live events on the editor\'s origin and the previews\' (GET /__live), nowhere else', async () => {
    for (const url of [`${editor}/__live`, `http://preview.dev.localhost:${new URL(base).port}/__live`]) {
      const { status, headers, data } = await firstStatus(url);
      assert.equal(status, 200, url);
      assert.match(headers['content-type'], /^text\/event-stream/);
      assert.equal(data.state, 'ready');
      assert.deepEqual(data.errors, []);
    }
    const onSite = await firstStatus(`${base}/__live`);
    assert.equal(onSite.status, 403);
    assert.match(JSON.parse(onSite.body).error, /^The Host header "localhost:\d+" does not name the live-build events of this server/);
    assert.match(server.output(), /\[live\] dev-domain build [a-z0-9]+-1 ready in \d+ ms/);
  });

  it('serves the runtime builds with CORS, and the site runtime started with the editor\'s origin', async () => {
    for (const file of ['runtime.umd.js', 'runtime.mjs', 'runtime-tools.mjs', 'host.mjs', 'runtime.umd.js.map', 'types/runtime/index.d.ts', 'types/runtime/host/index.d.ts']) {
      const response = await fetch(`${base}/runtime/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
    }
    const siteRuntime = await (await fetch(`${base}/runtime/site-runtime.js`)).text();
    assert.ok(siteRuntime.endsWith(`;EditingRuntime.start({"allowedOrigins":["${editor}"]});\n`), siteRuntime.slice(-120));
    assert.equal((await fetch(`${base}/runtime/nope.js`)).status, 404);
  });

  it('prints where the site, the preview and the editor are', () => {
    const port = new URL(base).port;
    assert.match(server.output(), new RegExp(`^Site: +${base}/$`, 'm'));
    assert.match(server.output(), new RegExp(`^Preview: +http://preview\\.dev\\.localhost:${port}/ \\(the site with the editing runtime, rebuilt after every edit\\)$`, 'm'));
    assert.match(server.output(), new RegExp(`^Editor: +http://editor\\.localhost:${port}/editor/$`, 'm'));
  });

  it('serves the reference editor on its own host, with its own icon; the site\'s /editor/ leads there', async () => {
    const page = await localFetch(`${editor}/editor/`);
    assert.equal(page.status, 200);
    const html = await page.text();
    const script = /<script type="module" src="(\/editor\/assets\/[^"]+)"/.exec(html)?.[1];
    assert.ok(script, html);
    assert.equal((await localFetch(editor + script)).status, 200);
    assert.equal((await localFetch(`${editor}/editor/favicon.svg`)).status, 200);
    const bare = await localFetch(`${editor}/editor`);
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/editor/');
    const root = await localFetch(`${editor}/`);
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/editor/');
    // Nothing of the site on the editor's host.
    for (const path of ['/privacy-policy', '/favicon.svg', '/runtime/runtime.umd.js', '/assets/x.js']) {
      const response = await localFetch(editor + path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(await response.text(), /Product Analytics/, path);
    }
    const moved = await fetch(`${base}/editor/?path=/x`, { redirect: 'manual' });
    assert.equal(moved.status, 302);
    assert.equal(moved.headers.get('location'), `${editor}/editor/`);
  });

  it('mounts the mutation server at /api/ on the editor\'s host, with the token in .editing/session.json', async () => {
    const session = JSON.parse(readFileSync(join(process.cwd(), '.editing/session.json'), 'utf8'));
    assert.deepEqual(Object.keys(session).sort(), ['apiBase', 'canvasId', 'previewOrigin', 'token']);
    assert.equal(session.apiBase, `${editor}/api/`);
    assert.equal(session.previewOrigin, `http://preview.dev.localhost:${new URL(base).port}`);
    assert.equal(session.canvasId, 'site');
    assert.match(server.output(), new RegExp(`Mutation server at ${editor}/api/ writes into .*site \\(token in \\.editing/session\\.json; EDITING=off for read-only\\)`));
    const answer = await localFetch(`${session.apiBase}canvases/site/lookups`, { headers: { authorization: `Bearer ${session.token}` } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const { treeElementLookup } = await answer.json();
    assert.ok(Object.keys(treeElementLookup).length > 150);
    const refused = await localFetch(`${session.apiBase}canvases/site/lookups`);
    assert.equal(refused.status, 401);
    // Neither the site's host nor a preview host is the API's, token or not.
    for (const host of [`localhost:${new URL(base).port}`, `preview.dev.localhost:${new URL(base).port}`]) {
      const elsewhere = await plainRequest(`${base}/api/canvases/site/lookups`, { host, authorization: `Bearer ${session.token}` });
      assert.equal(elsewhere.status, 403, host);
      assert.doesNotMatch(elsewhere.body, /treeElementLookup/);
    }
  });

  it('hands the editor the API session in a meta tag, on its own host only: never cached, never framed', async () => {
    const session = JSON.parse(readFileSync(join(process.cwd(), '.editing/session.json'), 'utf8'));
    const page = await localFetch(`${editor}/editor/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.equal(page.headers.get('content-security-policy'), "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'");
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(page.headers.get('cross-origin-opener-policy'), 'same-origin');
    assert.equal(page.headers.get('access-control-allow-origin'), null);
    const html = await page.text();
    const meta = /<meta name="editing-session" content="([^"]+)">/.exec(html);
    assert.ok(meta, html.slice(0, 300));
    assert.deepEqual(JSON.parse(meta[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')), session);
    assert.match(html, /<script type="module" src="\/editor\/assets\//);
    // The editor follows the live build's errors only where there is one.
    assert.match(html, /<meta name="live-build" content="on">/);
    for (const host of [`localhost:${new URL(base).port}`, `preview.dev.localhost:${new URL(base).port}`, `127.0.0.1:${new URL(base).port}`]) {
      const elsewhere = await plainRequest(`${base}/editor/`, { host });
      assert.notEqual(elsewhere.status, 200, host);
      assert.ok(!elsewhere.body.includes(session.token), host);
      assert.doesNotMatch(elsewhere.body, /editing-session/, host);
    }
  });

  it('listens on loopback only', async () => {
    const external = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal);
    if (!external) return;
    await assert.rejects(fetch(`http://${external.address}:${new URL(base).port}/`), /fetch failed/);
  });

  it('serves the favicon and robots.txt', async () => {
    assert.equal((await fetch(`${base}/favicon.svg`)).status, 200);
    assert.match(await (await fetch(`${base}/robots.txt`)).text(), /User-agent/);
  });
});

describe('npm start configuration', () => {
  it('EDITOR_ORIGINS adds editors the site runtime accepts besides its own, without a rebuild', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), EDITOR_ORIGINS: 'https://editor.example.com  http://localhost:5000' });
    await waitForListening(server);
    const siteRuntime = await (await fetch(`http://localhost:${port}/runtime/site-runtime.js`)).text();
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    assert.ok(siteRuntime.endsWith(`;EditingRuntime.start({"allowedOrigins":["http://editor.localhost:${port}","https://editor.example.com","http://localhost:5000"]});\n`), siteRuntime.slice(-160));
  });

  for (const [env, message] of [
    [{ EDITOR_ORIGINS: 'https://editor.example.com/path' }, /EDITOR_ORIGINS: "https:\/\/editor\.example\.com\/path" is not an http\(s\) origin/],
    [{ EDITOR_ORIGINS: '*' }, /EDITOR_ORIGINS: "\*" is not an origin/],
    [{ EDITOR_ORIGINS: 'ftp://x.example' }, /is not an http\(s\) origin/],
    // An editor origin must serve no site content: not a preview host, not the site's own origin.
    [{ EDITOR_ORIGINS: 'http://preview.dev.localhost:5000' }, /EDITOR_ORIGINS: http:\/\/preview\.dev\.localhost:5000 is a preview host \(under dev\.localhost\); previews run the site's code and cannot be editors\./],
    [{ PORT: '4599', EDITOR_ORIGINS: 'http://localhost:4599' }, /EDITOR_ORIGINS: http:\/\/localhost:4599 is where this server serves the site; the editor has its own origin, http:\/\/editor\.localhost:4599\./],
    [{ EDITOR_HOST: 'localhost' }, /EDITOR_HOST must not be localhost: the site is served there; use a name of its own like editor\.localhost\./],
    [{ EDITOR_HOST: 'editor.dev.localhost' }, /EDITOR_HOST must not be under DEV_DOMAIN \(dev\.localhost\): preview hosts run the site's code\./],
    [{ EDITOR_HOST: 'http://x' }, /EDITOR_HOST must be a host name like dev\.example\.com, got "http:\/\/x"/],
    [{ REMOTE_EDITING: 'yes' }, /REMOTE_EDITING must be "on" or "off", got "yes"/],
    [{ API_HOSTS: 'box.lan' }, /API_HOSTS is no longer read: the API answers on the editor's own host name, EDITOR_HOST \(default editor\.localhost\)/],
  ]) {
    it(`rejects ${Object.entries(env).map(([name, value]) => `${name}=${value}`).join(' ')} with a clear message`, async () => {
      const server = startServer({ PORT: '0', ...env });
      const [code] = await once(server.child, 'exit');
      assert.equal(code, 1);
      assert.match(server.output(), message);
    });
  }

  it('rejects a DEV_DOMAIN that is not a host name', async () => {
    const server = startServer({ PORT: '0', DEV_DOMAIN: 'http://dev' });
    const [code] = await once(server.child, 'exit');
    assert.equal(code, 1);
    assert.match(server.output(), /DEV_DOMAIN must be a host name like dev\.example\.com, got "http:\/\/dev"/);
  });
});

describe('npm run serve (no --live)', () => {
  it('serves the prerendered dev-domain build as it is, and no live events', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) }, []);
    await waitForListening(server);
    try {
      const dev = await plainRequest(`http://localhost:${port}/`, { host: `preview.dev.localhost:${port}` });
      assert.match(dev.body, /class="[^"]*tempo-[0-9a-f]{8}-[0-9a-f]{4}-5/);
      assert.doesNotMatch(dev.body, /__live/);
      assert.equal((await fetch(`http://localhost:${port}/__live`)).status, 404);
      assert.equal((await localFetch(`http://editor.localhost:${port}/__live`)).status, 404);
      // So the editor it serves does not ask for them.
      const editor = await localFetch(`http://editor.localhost:${port}/editor/`);
      assert.equal(editor.status, 200);
      assert.doesNotMatch(await editor.text(), /name="live-build"/);
      assert.doesNotMatch(server.output(), /Live reload/);
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  });

  it('refuses an unknown option with a clear message', async () => {
    const server = startServer({ PORT: '0' }, ['--watch']);
    const [code] = await once(server.child, 'exit');
    assert.equal(code, 1);
    assert.match(server.output(), /Unknown option "--watch": the only option is --live/);
  });
});

describe('npm start read-only mode', () => {
  it('EDITING=off: the mutation server refuses edits with the reason, lookups still answer', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), EDITING: 'off' });
    await waitForListening(server);
    try {
      assert.match(server.output(), /Mutation server at http:\/\/editor\.localhost:\d+\/api\/ is read-only: Editing is off on this server \(EDITING=off\)/);
      const base = `http://editor.localhost:${port}/api/canvases/site`;
      // Without the token a caller learns only that it needs one.
      const anonymous = await localFetch(`${base}/parseAndMutate/mutate/styling`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(anonymous.status, 401);
      assert.doesNotMatch(await anonymous.text(), /EDITING|read-only|process/);
      // The editor it serves still gets a token, for lookups.
      const editor = await (await localFetch(`http://editor.localhost:${port}/editor/`)).text();
      const session = JSON.parse(/<meta name="editing-session" content="([^"]+)">/.exec(editor)[1].replace(/&quot;/g, '"'));
      const answer = await localFetch(`${base}/parseAndMutate/mutate/styling`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` }, body: '{}' });
      assert.equal(answer.status, 403);
      assert.deepEqual(await answer.json(), { error: 'Editing is off on this server (EDITING=off): it serves the site read-only. GET …/lookups still answers.' });
      assert.equal((await localFetch(`${base}/lookups`, { headers: { authorization: `Bearer ${session.token}` } })).status, 200);
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  });

  it('rejects an EDITING value that is not on or off', async () => {
    const server = startServer({ PORT: '0', EDITING: 'maybe' });
    const [code] = await once(server.child, 'exit');
    assert.equal(code, 1);
    assert.match(server.output(), /EDITING must be "on" or "off", got "maybe"/);
  });
});

describe('npm start configuration errors', () => {
  it('rejects a PORT that is not a port number, with a clear message', async () => {
    const server = startServer({ PORT: 'eighty' });
    const [code] = await once(server.child, 'exit');
    assert.equal(code, 1);
    assert.match(server.output(), /PORT must be a whole number from 0 to 65535, got "eighty"/);
  });

  it('says when the port is taken', async () => {
    const blocker = createServer().listen(0);
    await once(blocker, 'listening');
    const server = startServer({ PORT: String(blocker.address().port) });
    const [code] = await once(server.child, 'exit');
    blocker.close();
    assert.equal(code, 1);
    assert.match(server.output(), /already in use/);
  });
});
