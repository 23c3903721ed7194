// The production site's builds (production-site.ts), from source, on folders of their own: a switch
// is one step, a request keeps the build it started with, chunks of earlier builds stay reachable,
// and a build no longer served goes once no request holds it.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { ProductionBuilds, openBuild, openProductionSite, removeOtherBuilds, buildOutput, KEEP_PREVIOUS } = await sourceModule(import.meta.url, './production-site.ts');

const scratch = mkdtempSync(join(tmpdir(), 'production-site-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A build folder in dist/'s layout whose pages say `text`, with one chunk of its own. */
function makeBuild(dir, text, chunk = `${text}.js`) {
  mkdirSync(join(dir, 'site/assets'), { recursive: true });
  mkdirSync(join(dir, '404'), { recursive: true });
  writeFileSync(join(dir, 'site/index.html'), `<!doctype html><p>${text}</p>`);
  writeFileSync(join(dir, 'site/assets', chunk), `/* ${text} */`);
  writeFileSync(join(dir, '404/site.html'), `<!doctype html><p>${text}: not found</p>`);
  return dir;
}

async function serve(site) {
  const server = createServer((req, res) => site.handle(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    port: server.address().port,
    get: async (path) => {
      const response = await fetch(`${base}${path}`);
      return { status: response.status, text: await response.text() };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

const untilGone = async (path) => {
  for (let i = 0; i < 200 && existsSync(path); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return !existsSync(path);
};

describe('ProductionBuilds', () => {
  it('serves one build, then the next after a switch; chunks of the previous builds stay; the oldest goes', async () => {
    const dist = makeBuild(join(scratch, 'a/dist'), 'first');
    const site = new ProductionBuilds(openBuild(dist, null, null));
    const http = await serve(site);
    try {
      assert.deepEqual(await http.get('/'), { status: 200, text: '<!doctype html><p>first</p>' });
      const folders = [];
      for (const text of ['second', 'third', 'fourth']) {
        const folder = join(scratch, 'a', text);
        folders.push(folder);
        site.swap(openBuild(makeBuild(join(folder, 'dist'), text), text, folder));
        assert.equal((await http.get('/')).text, `<!doctype html><p>${text}</p>`);
      }
      assert.equal(site.servedId, 'fourth');
      // The two builds before it keep their chunks reachable; older ones are gone.
      assert.equal(KEEP_PREVIOUS, 2);
      assert.equal((await http.get('/assets/third.js')).text, '/* third */');
      assert.equal((await http.get('/assets/second.js')).text, '/* second */');
      assert.equal((await http.get('/assets/first.js')).status, 404);
      // A missing page gets the served build's own not-found page, and never an older build's page.
      assert.deepEqual(await http.get('/no-such-page'), { status: 404, text: '<!doctype html><p>fourth: not found</p>' });
      assert.equal(site.notFoundPage().toString(), '<!doctype html><p>fourth: not found</p>');
      // dist/ is never removed; a publish's folder is, once retired and unused.
      site.swap(openBuild(makeBuild(join(scratch, 'a/fifth/dist'), 'fifth'), 'fifth', join(scratch, 'a/fifth')));
      assert.ok(await untilGone(folders[0]), 'the folder of a build three switches old is removed');
      assert.ok(existsSync(dist));
    } finally {
      await http.close();
    }
  });

  it('keeps a retired build while a request still uses it (a visitor on a slow line), and removes it after', async () => {
    const first = join(scratch, 'b/0');
    makeBuild(join(first, 'dist'), 'zero');
    // Larger than the socket's buffers: its answer cannot be sent while the visitor reads nothing.
    writeFileSync(join(first, 'dist/site/big.bin'), Buffer.alloc(32 * 1024 * 1024, 1));
    const site = new ProductionBuilds(openBuild(join(first, 'dist'), '0', first));
    const http = await serve(site);
    const { get } = await import('node:http');
    const request = get(`http://127.0.0.1:${http.port}/big.bin`);
    const [response] = await once(request, 'response');
    response.pause();
    try {
      for (const n of [1, 2, 3]) site.swap(openBuild(makeBuild(join(scratch, `b/${n}/dist`), String(n)), String(n), join(scratch, `b/${n}`)));
      assert.equal((await http.get('/')).text, '<!doctype html><p>3</p>');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(existsSync(first), 'retired, but a request still holds it');
      request.destroy();
      assert.ok(await untilGone(first), 'removed once that request has ended');
    } finally {
      request.destroy();
      await http.close();
    }
  });

  it('refuses a build that is not complete', () => {
    const dir = join(scratch, 'c/dist');
    mkdirSync(join(dir, 'site'), { recursive: true });
    writeFileSync(join(dir, 'site/index.html'), 'x');
    assert.throws(() => openBuild(dir, 'c', null), /no complete build/);
  });
});

describe('openProductionSite', () => {
  const record = (publishedAt, build) => ({ publishedAt, source: 'publish', activityId: null, sourcesHash: 'a'.repeat(64), files: {}, applied: [], build });

  it("serves the last publish's build when it is newer than dist/'s, else dist/'s", () => {
    const root = join(scratch, 'project');
    const dist = makeBuild(join(root, 'dist'), 'built');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(join(dist, 'site/index.html'), old, old);
    makeBuild(buildOutput(root, '20260201T000000Z-abcdef'), 'published');
    const newer = openProductionSite(root, dist, record('2026-02-01T00:00:00.000Z', '20260201T000000Z-abcdef'));
    assert.equal(newer.servesRecord, true);
    assert.equal(newer.production.servedId, '20260201T000000Z-abcdef');
    assert.equal(newer.distBuiltAt, old.toISOString());
    // npm start has just rebuilt dist/: its build is newer than the publish.
    const rebuilt = openProductionSite(root, dist, record('2025-12-01T00:00:00.000Z', '20260201T000000Z-abcdef'));
    assert.equal(rebuilt.servesRecord, false);
    assert.equal(rebuilt.production.servedId, null);
    // A publish whose folder is gone cannot be served.
    const lines = [];
    const gone = openProductionSite(root, dist, record('2026-02-01T00:00:00.000Z', '20260301T000000Z-abcdef'), (line) => lines.push(line));
    assert.equal(gone.servesRecord, false);
    assert.match(lines.join('\n'), /is gone/);
    assert.throws(() => openProductionSite(root, join(scratch, 'nowhere'), null), /run "npm run build" first/);
  });

  it('removes the builds of earlier runs, keeping the one served and anything not named like a build', async () => {
    const root = join(scratch, 'cleaning');
    for (const id of ['20260101T000000Z-aaaaaa', '20260102T000000Z-bbbbbb']) makeBuild(buildOutput(root, id), id);
    mkdirSync(join(root, '.editing/publish/builds/keep-me'), { recursive: true });
    await removeOtherBuilds(root, '20260102T000000Z-bbbbbb');
    assert.ok(!existsSync(join(root, '.editing/publish/builds/20260101T000000Z-aaaaaa')));
    assert.ok(existsSync(join(root, '.editing/publish/builds/20260102T000000Z-bbbbbb')));
    assert.ok(existsSync(join(root, '.editing/publish/builds/keep-me')));
  });
});
