// The editing server as an attacker outside the browser sees it: a caller on another machine (a
// network namespace of this test's own, joined by a veth pair: TOOLCHAIN.md), Host headers a
// DNS-rebinding page sends, foreign and null Origins, on every editing surface — the editor page
// (which carries the token), /api/ (which takes it) and /__live (build errors with source lines).
// Each refusal is checked together with an answer that must succeed, so a check that cannot fail
// would show. The browser's side of the attack is test/browser/server-attacks.test.ts.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NAMES, copyProject, removeProject, repo, server as editingServer } from './helpers/editing.mjs';
import { shellSettings } from './helpers/live.mjs';

/** One request from this machine to 127.0.0.1 with any headers; the body as text. */
function ask(port, path, headers, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
        // An event stream that opened has said enough.
        if (res.headers['content-type']?.startsWith('text/event-stream')) req.destroy();
      });
      res.on('close', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function start(root, options) {
  return editingServer.startEditingServer({
    root,
    distDir: join(repo, 'dist'),
    port: 0,
    host: '127.0.0.1',
    names: NAMES,
    editing: true,
    remoteEditing: false,
    live: { shell: shellSettings },
    ...options,
  });
}

describe('a page that rebinds its name, or calls from a foreign origin, reaches no editing surface', () => {
  let root;
  let app;
  let host;
  before(async () => {
    root = copyProject();
    app = await start(root, { editorOrigins: ['http://editor.example'] });
    host = (name) => `${name}:${app.port}`;
  });
  after(async () => {
    await app?.close();
    removeProject(root);
  });

  it('a rebound Host gets no editor page, no API and no events, token or not', async () => {
    const token = { authorization: `Bearer ${app.session.token}` };
    for (const rebound of ['evil.example', 'attacker.localhost', 'editor.localhost.evil.example', '127.0.0.1.nip.io', 'localhost', '127.0.0.1']) {
      const api = await ask(app.port, '/api/canvases/site/lookups', { host: host(rebound), ...token });
      assert.equal(api.status, 403, `${rebound} /api/`);
      assert.match(JSON.parse(api.body).error, /does not name the editing API of this server/);
      const events = await ask(app.port, '/__live', { host: host(rebound) });
      assert.equal(events.status, 403, `${rebound} /__live`);
      assert.match(JSON.parse(events.body).error, /does not name the live-build events of this server/);
      const editor = await ask(app.port, '/editor/', { host: host(rebound) });
      assert.ok(!editor.body.includes(app.session.token), `${rebound} /editor/`);
      assert.doesNotMatch(editor.body, /editing-session/);
    }
    // The same requests on the editor's own name answer.
    assert.equal((await ask(app.port, '/api/canvases/site/lookups', { host: host('editor.localhost'), ...token })).status, 200);
    assert.equal((await ask(app.port, '/__live', { host: host('editor.localhost') })).status, 200);
    assert.ok((await ask(app.port, '/editor/', { host: host('editor.localhost') })).body.includes(app.session.token));
  });

  it('a foreign, null, site or preview Origin is refused on /api/ and /__live; the editor\'s own and EDITOR_ORIGINS are not', async () => {
    const token = { authorization: `Bearer ${app.session.token}` };
    const foreign = ['http://evil.example', 'null', app.origins.site, app.origins.preview, `http://127.0.0.1:${app.port}`, `https://editor.localhost:${app.port}`];
    for (const origin of foreign) {
      const api = await ask(app.port, '/api/canvases/site/lookups', { host: host('editor.localhost'), origin, ...token });
      assert.equal(api.status, 403, `${origin} /api/`);
      assert.equal(api.headers['access-control-allow-origin'], undefined);
      for (const name of ['editor.localhost', 'preview.dev.localhost']) {
        const events = await ask(app.port, '/__live', { host: host(name), origin });
        // A preview's own page follows its own stream.
        if (name === 'preview.dev.localhost' && origin === app.origins.preview) assert.equal(events.status, 200);
        else assert.equal(events.status, 403, `${origin} → ${name}/__live`);
      }
      const editor = await ask(app.port, '/editor/', { host: host('editor.localhost'), origin });
      assert.equal(editor.status, 403, `${origin} /editor/`);
      assert.ok(!editor.body.includes(app.session.token));
    }
    for (const origin of [app.origins.editor, 'http://editor.example']) {
      const api = await ask(app.port, '/api/canvases/site/lookups', { host: host('editor.localhost'), origin, ...token });
      assert.equal(api.status, 200, origin);
      const events = await ask(app.port, '/__live', { host: host('editor.localhost'), origin });
      assert.equal(events.status, 200, origin);
      assert.equal(events.headers['access-control-allow-origin'], origin === app.origins.editor ? undefined : origin);
    }
  });

  it('an unauthenticated caller learns only that it needs the token', async () => {
    for (const [method, path] of [
      ['GET', '/api/canvases/site/lookups'],
      ['POST', '/api/canvases/site/parseAndMutate/mutate/styling'],
      ['POST', '/api/canvases/other/parseAndMutate/activities/undoChangeToFiles'],
      ['GET', '/api/nothing/here'],
    ]) {
      const answer = await ask(app.port, path, { host: host('editor.localhost') }, method);
      assert.equal(answer.status, 401, path);
      assert.equal(JSON.parse(answer.body).error, 'Missing token: send "Authorization: Bearer <token>" with the token this server made at start (in .editing/session.json of the project).');
    }
  });
});

// A caller on another machine: this test's own network namespace, its veth pair on a /30 of its own.
const namespace = `ve-attack-${process.pid}`;
const subnet = 64 + (process.pid % 160);
const serverAddress = `10.231.${subnet}.1`;
const callerAddress = `10.231.${subnet}.2`;
const link = `vea${process.pid % 100000}`;

function ip(...args) {
  execFileSync('ip', args, { stdio: 'pipe' });
}

function removeNamespace() {
  spawnSync('ip', ['link', 'del', link], { stdio: 'ignore' });
  spawnSync('ip', ['netns', 'del', namespace], { stdio: 'ignore' });
}

/** Why this machine cannot make the namespace, or null. Without root the test is skipped, saying so (CI runs as root). */
function whyNoNamespace() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'needs root to make a network namespace (a caller that is not on loopback): run npm test as root, as CI does, to run it';
  if (spawnSync('ip', ['-V'], { stdio: 'ignore' }).status !== 0) return 'needs the ip command (Debian: apt-get install -y iproute2)';
  return null;
}
const noNamespace = whyNoNamespace();
if (noNamespace) console.warn(`Skipped: "a caller on another machine" ${noNamespace}.`);

function createNamespace() {
  removeNamespace();
  ip('netns', 'add', namespace);
  ip('link', 'add', link, 'type', 'veth', 'peer', 'name', `${link}b`);
  ip('link', 'set', `${link}b`, 'netns', namespace);
  ip('addr', 'add', `${serverAddress}/30`, 'dev', link);
  ip('link', 'set', link, 'up');
  ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${callerAddress}/30`, 'dev', `${link}b`);
  ip('netns', 'exec', namespace, 'ip', 'link', 'set', `${link}b`, 'up');
  ip('netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up');
}

/**
 * Runs requests from inside the namespace (another machine, as the server sees it); answers
 * [{ status, body }]. Asynchronously: the server answering them runs in this process.
 */
async function fromAnotherMachine(port, requests) {
  const script = join(tmpdir(), `remote-caller-${process.pid}.mjs`);
  writeFileSync(
    script,
    `import { request } from 'node:http';
const asked = ${JSON.stringify(requests)};
const answers = [];
for (const { path, headers } of asked) {
  answers.push(await new Promise((resolve) => {
    const req = request({ host: ${JSON.stringify(serverAddress)}, port: ${port}, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; if (res.headers['content-type']?.startsWith('text/event-stream')) req.destroy(); });
      res.on('close', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.end();
  }));
}
process.stdout.write(JSON.stringify(answers));
`,
  );
  try {
    const { stdout } = await promisify(execFile)('ip', ['netns', 'exec', namespace, process.execPath, script], { encoding: 'utf8', timeout: 60_000 });
    return JSON.parse(stdout);
  } finally {
    rmSync(script, { force: true });
  }
}

describe('a caller on another machine, with the server listening beyond loopback', { skip: noNamespace ?? false }, () => {
  const roots = [];
  const servers = [];
  before(async () => {
    createNamespace();
    // A test that ends in any way removes the namespace (process exit covers a crash of the file).
    process.once('exit', removeNamespace);
    for (const remoteEditing of [false, true]) {
      const root = copyProject();
      roots.push(root);
      servers.push(await start(root, { host: serverAddress, remoteEditing }));
    }
  });
  after(async () => {
    await Promise.all(servers.map((running) => running.close()));
    for (const root of roots) removeProject(root);
    removeNamespace();
  });

  const probes = (running) => {
    const editorHost = { host: `editor.localhost:${running.port}` };
    return [
      { path: '/editor/', headers: editorHost },
      // A spoofed address header changes nothing: the socket says who calls.
      { path: '/editor/', headers: { ...editorHost, 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' } },
      { path: '/api/canvases/site/lookups', headers: { ...editorHost, authorization: `Bearer ${running.session.token}` } },
      { path: '/__live', headers: editorHost },
      { path: '/__live', headers: { host: `preview.dev.localhost:${running.port}` } },
      { path: '/editor/', headers: { host: `localhost:${running.port}` } },
      { path: '/', headers: { host: `localhost:${running.port}` } },
      { path: '/', headers: { host: `preview.dev.localhost:${running.port}` } },
    ];
  };

  it('gets the site and its previews, but neither the token, nor the API, nor the live events', async () => {
    const running = servers[0];
    const [page, spoofed, api, events, previewEvents, siteEditor, site, preview] = await fromAnotherMachine(running.port, probes(running));
    for (const [name, answer] of Object.entries({ page, spoofed, api, events, previewEvents })) {
      assert.equal(answer.status, 403, `${name}: ${answer.body.slice(0, 200)}`);
      assert.match(answer.body, /This server edits for this machine only: the request came from another address\. Start it with REMOTE_EDITING=on/);
      assert.ok(!answer.body.includes(running.session.token), name);
    }
    // No way round through the site's host either.
    assert.equal(siteEditor.status, 404);
    assert.ok(!siteEditor.body.includes(running.session.token));
    assert.equal(site.status, 200);
    assert.match(site.body, /<h1[^>]*>Product Analytics<\/h1>/);
    assert.equal(preview.status, 200);
    assert.match(preview.body, /\/runtime\/site-runtime\.js/);
  });

  it('with REMOTE_EDITING=on, the person who started it let other machines edit: the same requests answer', async () => {
    const running = servers[1];
    const [page, spoofed, api, events, previewEvents] = await fromAnotherMachine(running.port, probes(running));
    assert.equal(page.status, 200);
    assert.ok(page.body.includes(running.session.token), 'the editor page carries the token');
    assert.equal(spoofed.status, 200);
    assert.equal(api.status, 200);
    assert.match(api.body, /treeElementLookup/);
    assert.equal(events.status, 200);
    assert.equal(previewEvents.status, 200);
  });
});
