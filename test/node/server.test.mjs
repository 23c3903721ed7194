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

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

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

/** Waits for the "Serving the site" line; --live builds the dev-domain pages first, which takes seconds on a busy machine. */
async function waitForListening(server, timeoutMs = 60_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    const match = /http:\/\/localhost:(\d+)/.exec(server.output());
    if (match) return Number(match[1]);
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

describe('npm start server', () => {
  let server;
  let base;

  before(async () => {
    const port = await freePort();
    server = startServer({ PORT: String(port) });
    assert.equal(await waitForListening(server), port, 'listens on the PORT it was given');
    base = `http://localhost:${port}`;
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
    const entry = /<script type="module" src="([^"]+)"/.exec(dev.body)[1];
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

  it('streams the live events on the editor\'s origin too (GET /__live)', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/__live`, { signal: controller.signal });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/event-stream/);
    const reader = response.body.getReader();
    let text = '';
    while (!text.includes('event: status\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const data = JSON.parse(/event: status\ndata: (.*)\n/.exec(text)[1]);
    assert.equal(data.state, 'ready');
    assert.deepEqual(data.errors, []);
    assert.match(server.output(), /\[live\] dev-domain build [a-z0-9]+-1 ready in \d+ ms/);
  });

  it('serves the runtime builds with CORS, and the site runtime started with the default editor origin', async () => {
    for (const file of ['runtime.umd.js', 'runtime.mjs', 'runtime-tools.mjs', 'host.mjs', 'runtime.umd.js.map', 'types/runtime/index.d.ts', 'types/runtime/host/index.d.ts']) {
      const response = await fetch(`${base}/runtime/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
    }
    const siteRuntime = await (await fetch(`${base}/runtime/site-runtime.js`)).text();
    assert.ok(siteRuntime.endsWith(`;EditingRuntime.start({"allowedOrigins":["${base}"]});\n`), siteRuntime.slice(-120));
    assert.equal((await fetch(`${base}/runtime/nope.js`)).status, 404);
  });

  it('serves the reference editor at /editor/', async () => {
    const page = await fetch(`${base}/editor/`);
    assert.equal(page.status, 200);
    const html = await page.text();
    const script = /<script type="module" src="(\/editor\/assets\/[^"]+)"/.exec(html)?.[1];
    assert.ok(script, html);
    assert.equal((await fetch(base + script)).status, 200);
    const bare = await fetch(`${base}/editor`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/editor/');
  });

  it('mounts the mutation server at /api/ with the token in .editing/session.json', async () => {
    const session = JSON.parse(readFileSync(join(process.cwd(), '.editing/session.json'), 'utf8'));
    assert.deepEqual(Object.keys(session).sort(), ['apiBase', 'canvasId', 'token']);
    assert.equal(session.apiBase, `${base}/api/`);
    assert.equal(session.canvasId, 'site');
    assert.match(server.output(), new RegExp(`Mutation server at ${base}/api/ writes into .*site \\(token in \\.editing/session\\.json; EDITING=off for read-only\\)`));
    const answer = await fetch(`${session.apiBase}canvases/site/lookups`, { headers: { authorization: `Bearer ${session.token}` } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const { treeElementLookup } = await answer.json();
    assert.ok(Object.keys(treeElementLookup).length > 150);
    const refused = await fetch(`${session.apiBase}canvases/site/lookups`);
    assert.equal(refused.status, 401);
    // The preview host is not this server's API host.
    const fromPreview = await plainRequest(`${session.apiBase}canvases/site/lookups`, { host: `preview.dev.localhost:${new URL(base).port}`, authorization: `Bearer ${session.token}` });
    assert.equal(fromPreview.status, 403);
  });

  it('hands the editor it serves the API session in a meta tag, never cached, and only on its own host', async () => {
    const session = JSON.parse(readFileSync(join(process.cwd(), '.editing/session.json'), 'utf8'));
    const page = await fetch(`${base}/editor/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    const html = await page.text();
    const meta = /<meta name="editing-session" content="([^"]+)">/.exec(html);
    assert.ok(meta, html.slice(0, 300));
    assert.deepEqual(JSON.parse(meta[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')), session);
    assert.match(html, /<script type="module" src="\/editor\/assets\//);
    // The editor follows the live build's errors only where there is one.
    assert.match(html, /<meta name="live-build" content="on">/);
    const elsewhere = await plainRequest(`${base}/editor/`, { host: `preview.dev.localhost:${new URL(base).port}` });
    assert.equal(elsewhere.status, 200);
    assert.doesNotMatch(elsewhere.body, /editing-session/);
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
  it('EDITOR_ORIGINS sets the origins the site runtime accepts, without a rebuild', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), EDITOR_ORIGINS: 'https://editor.example.com  http://localhost:5000' });
    await waitForListening(server);
    const siteRuntime = await (await fetch(`http://localhost:${port}/runtime/site-runtime.js`)).text();
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    assert.match(siteRuntime, /EditingRuntime\.start\(\{"allowedOrigins":\["https:\/\/editor\.example\.com","http:\/\/localhost:5000"\]\}\)/);
  });

  for (const [value, message] of [
    ['https://editor.example.com/path', /EDITOR_ORIGINS: "https:\/\/editor\.example\.com\/path" is not an http\(s\) origin/],
    ['*', /EDITOR_ORIGINS: "\*" is not an origin/],
    ['ftp://x.example', /is not an http\(s\) origin/],
  ]) {
    it(`rejects EDITOR_ORIGINS=${value} with a clear message`, async () => {
      const server = startServer({ PORT: '0', EDITOR_ORIGINS: value });
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
      // So the editor it serves does not ask for them.
      assert.doesNotMatch(await (await fetch(`http://localhost:${port}/editor/`)).text(), /name="live-build"/);
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
      assert.match(server.output(), /Mutation server at http:\/\/localhost:\d+\/api\/ is read-only: Editing is off on this server \(EDITING=off\)/);
      const base = `http://localhost:${port}/api/canvases/site`;
      const answer = await fetch(`${base}/parseAndMutate/mutate/styling`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(answer.status, 403);
      assert.deepEqual(await answer.json(), { error: 'Editing is off on this server (EDITING=off): it serves the site read-only. GET …/lookups still answers.' });
      // The editor it serves still gets a token, for lookups.
      const editor = await (await fetch(`http://localhost:${port}/editor/`)).text();
      const session = JSON.parse(/<meta name="editing-session" content="([^"]+)">/.exec(editor)[1].replace(/&quot;/g, '"'));
      assert.equal((await fetch(`${base}/lookups`, { headers: { authorization: `Bearer ${session.token}` } })).status, 200);
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
