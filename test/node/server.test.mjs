// The production server as `npm start` runs it: a real process on a real port.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
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

function startServer(env) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForListening(server) {
  for (let i = 0; i < 100; i++) {
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

  it('serves the favicon and robots.txt', async () => {
    assert.equal((await fetch(`${base}/favicon.svg`)).status, 200);
    assert.match(await (await fetch(`${base}/robots.txt`)).text(), /User-agent/);
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
