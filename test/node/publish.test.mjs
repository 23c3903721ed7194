// Publish (server/publish) on a throw-away copy of the project, through the real `npm run serve`
// server (scripts/serve.mjs): after an edit through the API, the production site
// (`http://localhost:PORT/`, a plain Host) serves the old text until the publish is done and the
// new text after; every request made during the build gets a complete old or new page; two
// publishes at once build once; a build error keeps the site and says why; the publish endpoints
// refuse callers the guard refuses; what was published survives a restart.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { localFetch } from '../../scripts/localhost-request.mjs';
import { createScratchProject, startServer } from '../../scripts/scratch-project.mjs';
import { elementAt, startApi } from './helpers/editing.mjs';

const HERO = 'site/sections/HeroSection.tsx';
const OLD_TITLE = 'Product Analytics';
const NEW_TITLE = 'Analytics that ships';
/** A build must finish within this; a loaded two-core machine takes about a minute. */
const BUILD_MS = 8 * 60_000;

/** The hero heading's text in a prerendered home page, or null. */
const heroTitle = (html) => /<h1 id="hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Publish: the production site follows the edited sources, in one step', { timeout: 20 * 60_000 }, () => {
  let project;
  let server;
  let api;
  const buildsDir = () => join(project.root, '.editing/publish/builds');
  const builds = () => (existsSync(buildsDir()) ? readdirSync(buildsDir()).sort() : []);

  async function start() {
    server = await startServer(project.root, { live: false, timeoutMs: 180_000 });
    api = { base: `${server.editorOrigin}/api/canvases/site`, token: server.session().token };
  }

  /** A request to the publish endpoint as the editor makes it, with `change` applied to its headers and body. */
  async function publishRequest({ method = 'GET', headers = {}, body, url = `${api.base}/publish` } = {}) {
    const all = { authorization: `Bearer ${api.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers };
    const response = await localFetch(url, {
      method,
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
      ...(method === 'POST' ? { body: body ?? '{}' } : {}),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the test says what it got.
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  const status = async () => {
    const answer = await publishRequest();
    assert.equal(answer.status, 200, answer.text);
    return answer.json;
  };

  /** GET on the production site with a plain Host, as a visitor. */
  const visit = async (path) => {
    const response = await localFetch(`${server.origin}${path}`);
    return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
  };

  /** Polls the status until the run `id` has ended; returns the last status. */
  async function untilEnded(id) {
    const deadline = Date.now() + BUILD_MS;
    for (;;) {
      const now = await status();
      assert.equal(now.run?.id, id, 'the run followed is the latest');
      if (now.run.state !== 'running') return now;
      if (Date.now() > deadline) throw new Error(`the publish did not end within ${BUILD_MS} ms: ${JSON.stringify(now.run)}`);
      await sleep(200);
    }
  }

  before(async () => {
    project = createScratchProject('publish-');
    await start();
  });
  after(async () => {
    await server?.stop();
    project?.remove();
  });

  it('answers what the site serves: the build made at start, and nothing changed since', async () => {
    const now = await status();
    assert.equal(now.siteUrl, `${server.origin}/`);
    assert.equal(now.last.source, 'start');
    assert.match(now.last.sourcesHash, /^[0-9a-f]{64}$/);
    assert.equal(now.last.activityId, null);
    assert.deepEqual(now.pending, { changes: [], undone: [], files: [] });
    assert.equal(now.run, null);
    const record = JSON.parse(readFileSync(join(project.root, '.editing/publish.json'), 'utf8'));
    assert.equal(record.source, 'start');
    assert.equal(record.build, null);
    assert.equal(heroTitle((await visit('/')).text), OLD_TITLE);
  });

  it('serves the old text until the publish is done and the new one after; every page asked for meanwhile is complete, old or new; two publishes at once build once', async () => {
    const edit = await localFetch(`${api.base}/parseAndMutate/mutate/editText`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', 'x-change-item-id': '0d3c6d3e-5a2b-4c1e-9f00-000000000001' },
      body: JSON.stringify({ element: elementAt(project.root, HERO, '<h1 id="hero-title"'), newText: NEW_TITLE, oldText: OLD_TITLE }),
    });
    const edited = await edit.json();
    assert.equal(edit.status, 200, JSON.stringify(edited));
    // Written to the source; the visitors' site has not changed.
    const oldHome = await visit('/');
    assert.equal(heroTitle(oldHome.text), OLD_TITLE);
    const pending = (await status()).pending;
    assert.deepEqual(
      pending.changes.map((change) => change.id),
      [edited.activityId],
    );
    assert.deepEqual(pending.files, [{ path: 'site/content/course.ts', change: 'changed', byHand: false }]);

    // Two at once: one build, which both answers name.
    const [first, second] = await Promise.all([publishRequest({ method: 'POST' }), publishRequest({ method: 'POST' })]);
    assert.equal(first.status, 202, first.text);
    assert.equal(second.status, 202, second.text);
    assert.deepEqual([first.json.started, second.json.started].sort(), [false, true]);
    assert.equal(first.json.run.id, second.json.run.id);
    assert.equal(first.json.run.state, 'running');
    const id = first.json.run.id;
    // A third while it runs joins it too.
    const third = await publishRequest({ method: 'POST' });
    assert.equal(third.json.started, false);
    assert.equal(third.json.run.id, id);

    // Visitors meanwhile: every page whole, old or new, and everything it loads there.
    const seen = { old: 0, new: 0 };
    const stages = new Set();
    let visiting = true;
    const visitor = (async () => {
      const pages = ['/', '/privacy-policy', '/refund-policy'];
      for (let i = 0; visiting; i++) {
        const path = pages[i % pages.length];
        const page = await visit(path);
        assert.equal(page.status, 200, `${path} during the build`);
        assert.match(page.type, /^text\/html/);
        assert.match(page.text, /^<!doctype html>/i);
        assert.match(page.text, /<\/html>\s*$/, `${path} is a whole page`);
        if (path === '/') {
          const title = heroTitle(page.text);
          assert.ok(title === OLD_TITLE || title === NEW_TITLE, `the home page shows one version or the other, got ${title}`);
          seen[title === OLD_TITLE ? 'old' : 'new']++;
          for (const [, asset] of page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
            const loaded = await visit(asset);
            assert.equal(loaded.status, 200, `${asset}, named by a home page of the ${title === OLD_TITLE ? 'old' : 'new'} version`);
          }
        }
      }
    })();
    let ended;
    try {
      const deadline = Date.now() + BUILD_MS;
      for (;;) {
        const now = await status();
        if (now.run.state === 'running') stages.add(now.run.stage);
        if (now.run.state !== 'running') {
          ended = now;
          break;
        }
        if (Date.now() > deadline) throw new Error('the publish did not end in time');
        await sleep(150);
      }
      // A few more visits after the switch.
      const after = seen.new;
      while (seen.new < after + 3) await sleep(50);
    } finally {
      visiting = false;
      await visitor;
    }
    assert.equal(ended.run.state, 'published', JSON.stringify(ended.run));
    assert.ok(seen.old > 0 && seen.new > 0, `visits saw both versions (${JSON.stringify(seen)})`);
    assert.ok(stages.has('compile'), `the steps were reported as they ran (${[...stages].join(', ')})`);
    assert.deepEqual(
      ended.run.stages.map((stage) => stage.stage),
      ['sources', 'compile', 'prerender', 'compress', 'swap'],
    );
    assert.ok(ended.run.stages.every((stage) => stage.durationMs !== null && stage.durationMs >= 0));
    assert.deepEqual(
      ended.run.included.changes.map((change) => change.message),
      [edited.message],
    );
    assert.deepEqual(ended.run.included.files, [{ path: 'site/content/course.ts', change: 'changed', byHand: false }]);
    assert.equal(ended.last.source, 'publish');
    assert.equal(ended.last.activityId, edited.activityId);
    assert.deepEqual(ended.pending, { changes: [], undone: [], files: [] });

    const newHome = await visit('/');
    assert.equal(heroTitle(newHome.text), NEW_TITLE);
    // The new version is the production build: no source ids, no editing runtime.
    assert.doesNotMatch(newHome.text, /tempo-[0-9a-f]{8}-/);
    assert.doesNotMatch(newHome.text, /site-runtime\.js/);
    assert.equal((await visit('/no-such-page')).status, 404);
    // A page loaded before the switch still gets its chunks (they are named by their content).
    for (const [, asset] of oldHome.text.matchAll(/src="(\/assets\/[^"]+)"/g)) assert.equal((await visit(asset)).status, 200, asset);

    // One build was made; it is what the record names.
    assert.equal((server.output().match(/\[publish\] \S+ started/g) ?? []).length, 1, server.output());
    assert.deepEqual(builds(), [id]);
    assert.ok(!existsSync(join(buildsDir(), id, 'src')), 'the copy of the sources goes once the build is served');
    const record = JSON.parse(readFileSync(join(project.root, '.editing/publish.json'), 'utf8'));
    assert.equal(record.build, id);
    assert.equal(record.activityId, edited.activityId);
  });

  it('keeps the site and says why when the build fails (a type error written by hand)', async () => {
    const file = join(project.root, HERO);
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('export function HeroSection() {', 'const broken: string = 42;\nexport function HeroSection() {'));
    try {
      assert.deepEqual((await status()).pending.files, [{ path: HERO, change: 'changed', byHand: true }]);
      const started = await publishRequest({ method: 'POST' });
      assert.equal(started.status, 202, started.text);
      assert.equal(started.json.started, true);
      const ended = await untilEnded(started.json.run.id);
      const { run } = ended;
      assert.equal(run.state, 'failed');
      assert.equal(run.stage, 'compile');
      assert.equal(run.reason, `The site was not published because the code in ${HERO} has an error; visitors still get the version published before. Undo the change that caused it, or fix the file, then publish again.`);
      assert.deepEqual(
        { ...run.problem, frame: undefined },
        { message: "Type 'number' is not assignable to type 'string'.", code: 'TS2322', file: HERO, line: 5, column: 7, frame: undefined },
      );
      assert.match(run.details, /^site\/sections\/HeroSection\.tsx:5:7 - error TS2322: Type 'number' is not assignable to type 'string'\.\n.*const broken: string = 42;/);
      // The site is the one published before; the failed build left nothing behind.
      assert.equal(heroTitle((await visit('/')).text), NEW_TITLE);
      assert.equal(ended.last.source, 'publish');
      assert.deepEqual(builds(), [JSON.parse(readFileSync(join(project.root, '.editing/publish.json'), 'utf8')).build]);
    } finally {
      writeFileSync(file, original);
    }
    assert.deepEqual((await status()).pending, { changes: [], undone: [], files: [] });
  });

  it('refuses callers the guard refuses, other methods and bodies, and starts nothing for them', async () => {
    const before = (await status()).run.id;
    const refusals = [
      [{ method: 'POST', headers: { authorization: undefined } }, 401],
      [{ method: 'GET', headers: { authorization: 'Bearer wrong' } }, 401],
      [{ method: 'POST', headers: { origin: 'http://evil.example' } }, 403],
      [{ method: 'POST', headers: { origin: 'null' } }, 403],
      [{ method: 'POST', url: `${server.origin}/api/canvases/site/publish` }, 403],
      [{ method: 'POST', url: `${server.previewOrigin}/api/canvases/site/publish` }, 403],
      [{ method: 'POST', url: `${api.base.replace('/site', '/other')}/publish` }, 404],
      [{ method: 'DELETE' }, 405],
      [{ method: 'POST', body: '{"force":true}' }, 400],
      [{ method: 'POST', body: '[]' }, 400],
      [{ method: 'POST', body: 'publish', headers: { 'content-type': 'text/plain' } }, 400],
    ];
    for (const [request, expected] of refusals) {
      const answer = await publishRequest(request);
      assert.equal(answer.status, expected, `${JSON.stringify(request)}: ${answer.text}`);
      assert.equal(typeof answer.json?.error, 'string', 'a sentence says why');
    }
    // Without the token, nothing else is said.
    assert.match((await publishRequest({ method: 'POST', headers: { authorization: undefined } })).json.error, /^Missing token/);
    assert.equal((await publishRequest({ method: 'DELETE' })).headers.get('allow'), 'GET, POST');
    assert.equal((await status()).run.id, before, 'no refused request started a publish');
    assert.equal((server.output().match(/\[publish\] \S+ started/g) ?? []).length, 2);
  });

  it('keeps what was published across a restart without a rebuild; a second, read-only server does not publish', async () => {
    const published = (await status()).last;
    const served = builds();
    await server.stop();
    await start();
    const now = await status();
    assert.deepEqual(now.last, published, 'the last publish is the one before the restart');
    assert.deepEqual(now.pending, { changes: [], undone: [], files: [] });
    assert.equal(now.run, null);
    assert.equal(heroTitle((await visit('/')).text), NEW_TITLE, 'the site serves the published version, not the older build in dist/');
    assert.deepEqual(builds(), served);

    // A read-only server (EDITING=off) serves the published version too, and refuses to publish.
    const readOnly = await startApi(project.root, { editing: false });
    try {
      const refused = await localFetch(`${readOnly.base}/publish`, { method: 'POST', headers: { authorization: `Bearer ${readOnly.token}`, 'content-type': 'application/json' }, body: '{}' });
      assert.equal(refused.status, 403);
      assert.match((await refused.json()).error, /^This server does not publish: Editing is off/);
      const page = await localFetch(`${readOnly.api.origins.site}/`);
      assert.equal(heroTitle(await page.text()), NEW_TITLE);
    } finally {
      await readOnly.close();
    }
    assert.deepEqual(builds(), served, 'the read-only server removed nothing');
  });
});
