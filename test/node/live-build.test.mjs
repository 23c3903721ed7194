// The live dev-domain build of `npm start` (server/live) on temporary copies of the site: its codebase
// ids are the server index's (before and after an edit moves elements), its pages have the
// prerendered head with an empty #root, /__live tells what happens (rebuilds, versions, build errors
// in the file as written), one write seen twice builds once, and close() leaves nothing running.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { ProjectSnapshot, copyProject, elementAt, mutate, removeProject, repo, startApi, undo } from './helpers/editing.mjs';
import { REFRESH_ENTRY, RebuildQueue, entryOf, get, isBuiltSource, jsxIdsOfBundle, openEvents, shellSettings, startLive } from './helpers/live.mjs';

const TEMPO_ID = /tempo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const HERO = 'site/sections/HeroSection.tsx';

/** The live bundle against the server's index of `root`: every indexed element rendered exactly once, with its tag, and no other id. */
function assertIdsAgree(root, assets) {
  const index = ProjectSnapshot.read(root).index;
  const rendered = jsxIdsOfBundle(assets);
  const anywhere = [...assets].filter(([url]) => url.endsWith('.js')).flatMap(([, asset]) => asset.body.toString('utf8').match(TEMPO_ID) ?? []);
  assert.equal(anywhere.length, rendered.length, 'every id in the bundle sits in the className of a jsx() call');
  assert.ok(rendered.length > 150, `only ${rendered.length} ids in the live bundle`);
  for (const { id, tag, url } of rendered) {
    const entry = index.get(id);
    assert.ok(entry, `${id} (<${tag}> in ${url}) is not in the server's index`);
    assert.equal(entry.tag, tag, `${id}: the index says <${entry.tag}> at ${entry.file}:${entry.line}, the bundle renders <${tag}>`);
  }
  assert.deepEqual(rendered.map(({ id }) => id).sort(), index.all().map((entry) => entry.id).sort(), 'each indexed element is compiled exactly once');
  return rendered;
}

describe('live build: codebase ids are the server index\'s', () => {
  let root;
  let ctx;
  let api;
  before(async () => {
    root = copyProject();
    ctx = await startLive(root, { watch: false });
    api = await startApi(root);
    api.api.onFilesWritten(({ paths }) => ctx.live.sourcesChanged(paths));
  });
  after(async () => {
    await api?.close();
    await ctx?.close();
    removeProject(root);
  });

  it('every element the server indexes is in the live bundle once, with its tag, and nothing else carries an id', () => {
    assertIdsAgree(root, ctx.live.assets());
  });

  it('the live bundle and the Rollup dev-domain build (npm run build) carry the same ids', () => {
    const dir = join(repo, 'dist/site-dev/assets');
    const rollup = new Set(readdirSync(dir).filter((name) => name.endsWith('.js')).flatMap((name) => readFileSync(join(dir, name), 'utf8').match(TEMPO_ID) ?? []));
    const live = new Set(jsxIdsOfBundle(ctx.live.assets()).map(({ id }) => id));
    assert.deepEqual([...live].sort(), [...rollup].sort());
  });

  it('after an edit through the API moves elements, the rebuilt bundle agrees with the new index', async () => {
    const before = new Set(jsxIdsOfBundle(ctx.live.assets()).map(({ id }) => id));
    const ready = new Promise((resolve) => ctx.live.onEvent((name, payload) => name === 'ready' && resolve(payload)));
    const file = 'site/sections/ProgramSection.tsx';
    const ul = elementAt(root, file, '<ul className="module__topics"');
    const result = await mutate(api, 'wrapInDiv', { reactElements: [ul] });
    assert.equal(result.status, 200, JSON.stringify(result.json));
    const moved = Object.entries(result.json.prevIdToNewIdMap);
    assert.ok(moved.length >= 2, 'the wrap moves the elements it wraps');
    assert.deepEqual((await ready).paths, [file]);
    const rendered = assertIdsAgree(root, ctx.live.assets());
    const ids = new Set(rendered.map(({ id }) => id));
    for (const [oldId, newId] of moved) {
      assert.ok(before.has(oldId) && !before.has(newId) && ids.has(newId), `${oldId} → ${newId}: the rebuilt bundle has the new id`);
    }
    // The new <div> starts where the <ul> started, so it takes the <ul>'s old id (ids are positions).
    assert.deepEqual(rendered.filter(({ id }) => id === ul.codebaseId).map(({ tag }) => tag), ['div']);
  });
});

describe('live build: pages', () => {
  let root;
  let ctx;
  before(async () => {
    root = copyProject();
    ctx = await startLive(root, { watch: false });
  });
  after(async () => {
    await ctx?.close();
    removeProject(root);
  });

  /** A page's head with what differs by build (bundle file names, preload list, the live client) taken out. */
  const comparableHead = (html) =>
    /<head>([\s\S]*)<\/head>/
      .exec(html)[1]
      .replace(/<link rel="modulepreload" href="[^"]+">\n/g, '')
      // React Refresh's entry, run before the site's in the live page.
      .replace(`<script type="module" src="${REFRESH_ENTRY}"></script>\n`, '')
      .replace(/<script type="module" src="[^"]+"><\/script>/, '<script type="module" src="(entry)"></script>')
      .replace(/<script src="\/__live\/client\.js"[^>]*><\/script>\n/, '')
      // The stylesheet a CSS-only build swaps is marked in the live page.
      .replace('<style data-live-stylesheet>', '<style>')
      // The runtime: first and parser-blocking in the live page, loaded by the inline loader in the prerendered one.
      .replace('<meta charset="utf-8">\n<script src="/runtime/site-runtime.js"></script>\n', '<meta charset="utf-8">\n')
      .replace(/<script>\(function\(h,d,s,u\)[\s\S]*?<\/script>\n/, '');

  for (const [path, file, status] of [
    ['/', 'dist/site-dev/index.html', 200],
    ['/privacy-policy', 'dist/site-dev/privacy-policy.html', 200],
    ['/refund-policy', 'dist/site-dev/refund-policy.html', 200],
    ['/no-such-page', 'dist/404/site-dev.html', 404],
  ]) {
    it(`${path}: the prerendered page's head (title, meta, CSS, runtime loader), an empty #root, and the live client`, async () => {
      const page = await get(ctx.port, path);
      assert.equal(page.status, status);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.match(page.headers['content-type'], /^text\/html/);
      assert.equal(comparableHead(page.body), comparableHead(readFileSync(join(repo, file), 'utf8')));
      assert.match(page.body, /<body>\n<div id="root"><\/div>\n<\/body>/);
      // The runtime runs before any script of the page: it takes the editor's port first. React
      // Refresh's entry is the first module script: module scripts run in order, it before the site's.
      assert.ok(page.body.startsWith(`<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<script src="/runtime/site-runtime.js"></script>\n<script type="module" src="${REFRESH_ENTRY}"></script>\n`), page.body.slice(0, 300));
      assert.doesNotMatch(page.body, /function\(h,d,s,u\)/, 'no loader');
      const { version } = ctx.live.status();
      assert.match(version, /^[a-z0-9]+-\d+$/);
      assert.ok(page.body.includes(`<script src="/__live/client.js" data-build="${version}" async></script>\n</head>`), 'the live client, with the build it belongs to');
      // Everything the page names is served: the entries and every preloaded module. Shared chunks are
      // named by their content; entries and pages keep their names from build to build.
      const named = [REFRESH_ENTRY, entryOf(page.body), ...[...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1])];
      assert.ok(named.some((url) => /^\/assets\/chunk-[A-Z0-9]+\.js$/.test(url)), named.join(' '));
      for (const url of named) {
        const asset = await get(ctx.port, url);
        assert.equal(asset.status, 200, url);
        assert.match(asset.headers['content-type'], /^text\/javascript/);
        assert.equal(asset.headers['cache-control'], /^\/assets\/chunk-/.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache', url);
      }
    });
  }

  it('preloads only modules named by their content, never a page kept under its name', async () => {
    // WebKit runs a module it preloaded for an earlier page again, unasked, despite `no-cache`: a
    // stable-named page chunk preloaded would show the page's old code after a reload.
    const preloads = (html) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    for (const path of ['/', '/privacy-policy', '/nope']) {
      const urls = preloads((await get(ctx.port, path)).body);
      assert.ok(urls.length > 0, path);
      for (const url of urls) assert.match(url, /^\/assets\/chunk-[A-Z0-9]+\.js$/, path);
    }
  });

  it('serves source maps, public files, 404 for unknown assets, HEAD without a body, and refuses POST', async () => {
    const entry = entryOf((await get(ctx.port, '/')).body);
    const map = await get(ctx.port, `${entry}.map`);
    assert.equal(map.status, 200);
    assert.ok(JSON.parse(map.body).sources.some((source) => source.endsWith('site/App.tsx')));
    const favicon = await get(ctx.port, '/favicon.svg');
    assert.equal(favicon.status, 200);
    assert.equal(favicon.headers['content-type'], 'image/svg+xml');
    assert.equal(favicon.body, readFileSync(join(root, 'site/public/favicon.svg'), 'utf8'));
    assert.match((await get(ctx.port, '/robots.txt')).body, /User-agent/);
    // Symbolic links in site/public out of it (a file, a folder) are not followed; one inside it is.
    const outside = join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'not for the web\n');
    symlinkSync(join(outside, 'secret.txt'), join(root, 'site/public/secret.txt'));
    symlinkSync(outside, join(root, 'site/public/linked'));
    symlinkSync(join(root, 'site/public/robots.txt'), join(root, 'site/public/robots-copy.txt'));
    assert.match((await get(ctx.port, '/robots-copy.txt')).body, /User-agent/);
    for (const path of ['/assets/missing.js', '/..%2fpackage.json', '/%2e%2e/tsconfig.json', '/secret.txt', '/linked/secret.txt']) {
      const answer = await get(ctx.port, path);
      assert.equal(answer.status, 404, path);
      assert.match(answer.body, /<title>Page not found/, path);
    }
    const head = await get(ctx.port, '/', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.ok(Number(head.headers['content-length']) > 1000);
    const post = await get(ctx.port, '/', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  it('serves the live client at /__live/client.js', async () => {
    const script = await get(ctx.port, '/__live/client.js');
    assert.equal(script.status, 200);
    assert.match(script.headers['content-type'], /^text\/javascript/);
    assert.equal(script.body, readFileSync(join(repo, 'dist/server/live-client.js'), 'utf8'));
    assert.match(script.body, /const LIVE_EVENTS_PATH = '\/__live';[\s\S]*new EventSource\(LIVE_EVENTS_PATH\)/);
    assert.equal((await get(ctx.port, '/__live/nope')).status, 404);
  });
});

describe('live build: /__live', () => {
  let root;
  let ctx;
  before(async () => {
    root = copyProject();
    ctx = await startLive(root, { keepAliveMs: 40, watchDelayMs: 10 });
  });
  after(async () => {
    await ctx?.close();
    removeProject(root);
  });

  it('is an event stream that starts with the state now and keeps idle connections alive', async () => {
    const stream = openEvents(ctx.port);
    await stream.opened;
    assert.match(stream.headers()['content-type'], /^text\/event-stream/);
    assert.equal(stream.headers()['cache-control'], 'no-store');
    assert.equal(stream.headers()['access-control-allow-origin'], undefined);
    const { data } = await stream.next('status');
    assert.deepEqual(data, { state: 'ready', version: ctx.live.status().version, errors: [] });
    assert.ok((await stream.nextComment()) >= 1);
    stream.close();
  });

  it('names the cross-origin editor the guard admitted in CORS (never *), and refuses other methods', async () => {
    ctx.corsOrigin = 'http://editor.example';
    try {
      const editor = openEvents(ctx.port, { host: `editor.localhost:${ctx.port}`, headers: { origin: 'http://editor.example' } });
      await editor.opened;
      assert.equal(editor.headers()['access-control-allow-origin'], 'http://editor.example');
      assert.equal(editor.headers().vary, 'Origin');
      assert.equal((await editor.next('status')).data.state, 'ready');
      editor.close();
    } finally {
      ctx.corsOrigin = null;
    }
    const post = await get(ctx.port, '/__live', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET');
  });

  it('an edit by hand: building, then ready with a new version, and the pages and bundle carry it', async () => {
    const stream = openEvents(ctx.port);
    const { data: initial } = await stream.next('status');
    const text = readFileSync(join(root, HERO), 'utf8');
    writeFileSync(join(root, HERO), text.replace('<p className="eyebrow">{hero.eyebrow}</p>', '<p className="eyebrow">Edited by hand</p>'));
    assert.deepEqual((await stream.next('building')).data, { trigger: 'watch', paths: [HERO] });
    const { data: ready } = await stream.next('ready');
    assert.notEqual(ready.version, initial.version);
    assert.deepEqual(ready.paths, [HERO]);
    assert.ok(Number.isInteger(ready.durationMs) && ready.durationMs >= 0);
    const page = await get(ctx.port, '/');
    assert.ok(page.body.includes(`data-build="${ready.version}"`));
    assert.ok(ctx.live.assets().get(entryOf(page.body)), 'the page names the new entry');
    const bundle = [...ctx.live.assets()].filter(([url]) => url.endsWith('.js')).map(([, asset]) => asset.body.toString('utf8')).join('\n');
    assert.ok(bundle.includes('"Edited by hand"'));
    stream.close();
  });

  it('a stylesheet edit alone: ready names the build it follows and carries the new stylesheet, which the pages inline in the marked <style>; a page\'s module is swapped, the entry\'s reloads', async () => {
    const stream = openEvents(ctx.port);
    const { data: initial } = await stream.next('status');
    const file = join(root, 'site/styles/site.css');
    const text = readFileSync(file, 'utf8');
    const css = `${text}\n.swapped-by-hand { color: rgb(1, 2, 3); }\n`;
    writeFileSync(file, css);
    const { data: ready } = await stream.next('ready');
    assert.notEqual(ready.version, initial.version);
    assert.deepEqual({ from: ready.from, css: ready.css, paths: ready.paths }, { from: initial.version, css, paths: ['site/styles/site.css'] });
    const page = await get(ctx.port, '/');
    assert.ok(page.body.includes(`data-build="${ready.version}"`), 'a fresh load gets the new build');
    const marked = /<style data-live-stylesheet>([\s\S]*?)<\/style>/.exec(page.body);
    assert.ok(marked?.[1].includes('.swapped-by-hand'), 'the marked <style> holds the new stylesheet');
    assert.equal(page.body.match(/<style data-live-stylesheet>/g).length, 1, 'one stylesheet is marked');
    // A section of the landing page next: the pages swap its page's chunk in (with the stylesheet as it is).
    const hero = readFileSync(join(root, HERO), 'utf8');
    writeFileSync(join(root, HERO), hero.replace('<p className="hero__note">', '<p className="hero__note" data-script-edit="1">'));
    const { data: scripted } = await stream.next('ready');
    assert.deepEqual({ from: scripted.from, css: scripted.css, modules: scripted.modules }, { from: ready.version, css, modules: { refresh: REFRESH_ENTRY, urls: ['/assets/LandingPage.js'] } });
    writeFileSync(join(root, HERO), hero);
    const { data: restored } = await stream.next('ready');
    assert.deepEqual(restored.modules?.urls, ['/assets/LandingPage.js']);
    // A module every page keeps (the header, in the entry): its ready carries nothing to swap (the pages reload).
    const header = readFileSync(join(root, 'site/components/Header.tsx'), 'utf8');
    writeFileSync(join(root, 'site/components/Header.tsx'), header.replace('className="site-nav"', 'className="site-nav" data-script-edit="1"'));
    const { data: reloads } = await stream.next('ready');
    assert.deepEqual([reloads.from, reloads.css, reloads.modules], [undefined, undefined, undefined]);
    writeFileSync(join(root, 'site/components/Header.tsx'), header);
    const { data: headerBack } = await stream.next('ready');
    writeFileSync(file, text);
    const { data: back } = await stream.next('ready');
    assert.deepEqual({ from: back.from, css: back.css, modules: back.modules }, { from: headerBack.version, css: text, modules: undefined });
    stream.close();
  });

  it('an edit by hand after the file was replaced by a rename (the mutation server writes that way) is still seen', async () => {
    const stream = openEvents(ctx.port);
    await stream.next('status');
    const file = join(root, HERO);
    const text = readFileSync(file, 'utf8');
    // The atomic write of an editor save: a temporary file renamed over the source.
    const temp = join(root, 'site/sections/.HeroSection.tsx.atomic.tmp');
    writeFileSync(temp, text.replace('<p className="hero__note">', '<p className="hero__note" data-replaced="1">'));
    renameSync(temp, file);
    await stream.next('ready');
    // Node 20's recursive watch on Linux loses a file replaced this way; the next edit by hand must build.
    writeFileSync(file, readFileSync(file, 'utf8').replace('data-replaced="1"', 'data-replaced="2"'));
    const { data: ready } = await stream.next('ready');
    assert.deepEqual(ready.paths, [HERO]);
    const bundle = [...ctx.live.assets()].filter(([url]) => url.endsWith('.js')).map(([, asset]) => asset.body.toString('utf8')).join('\n');
    assert.ok(bundle.includes('"data-replaced": "2"') || bundle.includes('"data-replaced":"2"'), 'the second edit is in the bundle');
    writeFileSync(file, text);
    await stream.next('ready');
    stream.close();
  });

  it('refuses a notice that is not a list of paths, with a clear error', () => {
    assert.throws(() => ctx.live.sourcesChanged('site/App.tsx'), { name: 'TypeError', message: 'sourcesChanged takes project-relative paths (strings), got "site/App.tsx"' });
    assert.throws(() => ctx.live.sourcesChanged([42]), /got \[42\]/);
    assert.throws(() => ctx.live.sourcesWriting(null), /sourcesWriting takes project-relative paths \(strings\), got null/);
    assert.throws(() => ctx.live.sourcesNotWritten([{}]), /sourcesNotWritten takes project-relative paths/);
  });

  it('a notice for a file whose text is what the build read builds nothing', async () => {
    const stream = openEvents(ctx.port);
    await stream.next('status');
    ctx.live.sourcesChanged(['site/App.tsx', HERO]);
    await ctx.live.idle();
    // A hand edit after it is the next build: the notice above made none.
    writeFileSync(join(root, 'site/App.tsx'), `${readFileSync(join(root, 'site/App.tsx'), 'utf8')}\n`);
    await stream.next('ready');
    assert.deepEqual(stream.events.filter((event) => event.name === 'building').map((event) => event.data.paths), [['site/App.tsx']]);
    stream.close();
  });

  it('a syntax error by hand: the error event names file, line and column of the file as written; fresh loads get the error page; the fix reloads', async () => {
    const stream = openEvents(ctx.port);
    const { data: initial } = await stream.next('status');
    const lastGoodEntry = entryOf((await get(ctx.port, '/')).body);
    const text = readFileSync(join(root, HERO), 'utf8');
    const broken = text.replace('<h1 id="hero-title">{hero.title}</h1>', '<h1 id="hero-title">{hero.title</h1>');
    writeFileSync(join(root, HERO), broken);
    const { data: failure } = await stream.next('failed');
    const line = broken.split('\n').findIndex((candidate) => candidate.includes('{hero.title</h1>'));
    const lineText = broken.split('\n')[line];
    // esbuild reads `/h1>` as the start of a regular expression and reports the end of the line.
    assert.deepEqual(failure.errors, [{ message: 'Unterminated regular expression', file: HERO, line: line + 1, column: lineText.length + 1, lineText }]);
    assert.deepEqual(failure.paths, [HERO]);
    assert.deepEqual(ctx.live.status(), { state: 'failed', version: initial.version, errors: failure.errors });

    // A fresh load: the error page alone (no build to show), with the live client and the runtime.
    const page = await get(ctx.port, '/');
    assert.equal(page.status, 500);
    assert.match(page.body, /<title>Build failed — Product Analytics<\/title>/);
    assert.match(page.body, /<script src="\/__live\/client\.js" async><\/script>/);
    assert.match(page.body, /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<script src="\/runtime\/site-runtime\.js"><\/script>\n/);
    assert.doesNotMatch(page.body, /id="root"/);
    // Open pages keep loading the last good build's files.
    assert.equal((await get(ctx.port, lastGoodEntry)).status, 200);
    // A stream opened now starts with the error.
    const late = openEvents(ctx.port);
    assert.deepEqual((await late.next('status')).data, { state: 'failed', version: initial.version, errors: failure.errors });
    late.close();

    writeFileSync(join(root, HERO), text);
    const { data: fixed } = await stream.next('ready');
    assert.notEqual(fixed.version, initial.version, 'after a failure the version moves on, so pages under the error panel reload');
    const again = await get(ctx.port, '/');
    assert.equal(again.status, 200);
    assert.ok(again.body.includes(`data-build="${fixed.version}"`));
    stream.close();
  });

  it('a missing import on a line that carries ids: the column is in the line as written', async () => {
    const stream = openEvents(ctx.port);
    await stream.next('status');
    const text = readFileSync(join(root, HERO), 'utf8');
    const broken = text.replace('<div className="hero__art">', '<div className="hero__art" data-chunk={String(import(\'./Nope\'))}>');
    writeFileSync(join(root, HERO), broken);
    const { data: failure } = await stream.next('failed');
    const lines = broken.split('\n');
    const line = lines.findIndex((candidate) => candidate.includes("import('./Nope')"));
    assert.deepEqual(failure.errors, [{ message: 'Could not resolve "./Nope"', file: HERO, line: line + 1, column: lines[line].indexOf("'./Nope'") + 1, lineText: lines[line] }]);
    writeFileSync(join(root, HERO), text);
    await stream.next('ready');
    stream.close();
  });
});

describe('live build: one write seen twice builds once', () => {
  it('the mutation server\'s write and its echo on disk make one build, as the edit', async () => {
    const root = copyProject();
    // The whole server, as `npm start` runs it: the edit worker announces the write before its echo can arrive.
    const api = await startApi(root, { live: { shell: shellSettings } });
    try {
      const stream = openEvents(api.port);
      await stream.next('status');
      const title = elementAt(root, HERO, '<h1 id="hero-title"');
      const result = await mutate(api, 'editText', { element: title, newText: 'Live product analytics', oldText: null });
      assert.equal(result.status, 200, JSON.stringify(result.json));
      assert.deepEqual((await stream.next('building')).data, { trigger: 'edit', paths: ['site/content/course.ts'] });
      await stream.next('ready');
      // A later hand edit of another file: the watcher reports in order, so the echo of the write came before it.
      writeFileSync(join(root, 'site/App.tsx'), `${readFileSync(join(root, 'site/App.tsx'), 'utf8')}\n`);
      assert.deepEqual((await stream.next('building')).data, { trigger: 'watch', paths: ['site/App.tsx'] });
      await stream.next('ready');
      assert.deepEqual(stream.events.map((event) => event.name).filter((name) => name !== 'checked'), ['status', 'building', 'ready', 'building', 'ready']);
      stream.close();
    } finally {
      await api.close();
      removeProject(root);
    }
  });
});

describe('live build: the type check of a write', () => {
  it('arrives as `checked` after the write: the errors it added with file, line and column, or passed', async () => {
    const root = copyProject();
    const ctx = await startLive(root, { watch: false });
    const api = await startApi(root);
    api.api.onTypesChecked((checked) => ctx.live.typesChecked(checked));
    try {
      const stream = openEvents(ctx.port);
      await stream.next('status');
      const icon = elementAt(root, 'site/components/icons.tsx', '<svg');
      const wrong = await mutate(api, 'changePropValue', { elementToModify: icon, propName: 'viewBox', propValue: 24 });
      assert.equal(wrong.status, 200, JSON.stringify(wrong.json));
      const checked = (await stream.next('checked', 120_000)).data;
      assert.equal(checked.activityId, wrong.changeItemId);
      assert.equal(checked.kind, 'mutate');
      assert.equal(checked.typeCheck.state, 'problems');
      const line = readFileSync(join(root, 'site/components/icons.tsx'), 'utf8').split('\n').findIndex((text) => text.includes('viewBox={24}')) + 1;
      assert.deepEqual(
        checked.typeCheck.problems.map(({ file, line }) => ({ file, line })),
        [{ file: 'site/components/icons.tsx', line }],
      );
      assert.match(checked.typeCheck.problems[0].message, /Type 'number' is not assignable to type 'string'/);
      const undone = await undo(api, wrong.changeItemId);
      assert.equal(undone.status, 200);
      assert.deepEqual((await stream.next('checked', 120_000)).data.typeCheck, { state: 'passed' });
      stream.close();
    } finally {
      await api.close();
      await ctx.close();
      removeProject(root);
    }
  });
});

describe('RebuildQueue', () => {
  /** A queue whose builds are recorded and, when `gate` is given, wait for it. */
  function recordingQueue() {
    const builds = [];
    let running = 0;
    let maxRunning = 0;
    let release = null;
    let started = null;
    const queue = new RebuildQueue(async (batch) => {
      builds.push(batch);
      running++;
      maxRunning = Math.max(maxRunning, running);
      started?.();
      if (release !== null) await release;
      running--;
    });
    return {
      queue,
      builds,
      maxRunning: () => maxRunning,
      hold() {
        let open;
        release = new Promise((resolve) => (open = resolve));
        const hasStarted = new Promise((resolve) => (started = resolve));
        return { hasStarted, open: () => ((release = null), open()) };
      },
    };
  }

  it('collects a burst of notices into one build with every path once', async () => {
    const { queue, builds } = recordingQueue();
    queue.request(['site/a.tsx'], 'watch', 20);
    queue.request(['site/b.tsx'], 'watch', 20);
    queue.request(['site/a.tsx'], 'watch', 20);
    await queue.idle();
    assert.deepEqual(builds, [{ paths: ['site/a.tsx', 'site/b.tsx'], trigger: 'watch' }]);
  });

  it('runs one build at a time; notices during a build make exactly one more build after it', async () => {
    const { queue, builds, maxRunning, hold } = recordingQueue();
    const gate = hold();
    queue.request(['site/a.tsx'], 'edit', 0);
    await gate.hasStarted;
    queue.request(['site/b.tsx'], 'watch', 0);
    queue.request(['site/c.tsx'], 'edit', 0);
    gate.open();
    await queue.idle();
    assert.deepEqual(builds, [
      { paths: ['site/a.tsx'], trigger: 'edit' },
      { paths: ['site/b.tsx', 'site/c.tsx'], trigger: 'edit' },
    ]);
    assert.equal(maxRunning(), 1);
  });

  it('an edit is not held back by a slow watcher delay', async () => {
    const { queue, builds } = recordingQueue();
    const started = Date.now();
    queue.request(['site/a.tsx'], 'watch', 60_000);
    queue.request(['site/b.tsx'], 'edit', 0);
    await queue.idle();
    assert.ok(Date.now() - started < 10_000);
    assert.deepEqual(builds, [{ paths: ['site/a.tsx', 'site/b.tsx'], trigger: 'edit' }]);
  });

  it('writes one after another build together: an edit waits its delay for the next write, and builds once with both', async () => {
    const { queue, builds } = recordingQueue();
    queue.request(['site/a.tsx'], 'edit', 60_000);
    queue.expect(['site/b.tsx']);
    queue.request(['site/b.tsx'], 'edit', 60_000);
    await queue.idle();
    assert.deepEqual(builds, [{ paths: ['site/a.tsx', 'site/b.tsx'], trigger: 'edit' }]);
  });

  it('a stream of writes is built at least every 300 ms, whatever delay the edits ask', async () => {
    const { queue, builds } = recordingQueue();
    // A delay of a minute: only the cap lets this build start before the test's own timeout.
    queue.request(['site/a.tsx'], 'edit', 60_000);
    await queue.idle();
    assert.deepEqual(builds, [{ paths: ['site/a.tsx'], trigger: 'edit' }]);
  });

  /** Lets every timer due now fire (timers run in order of their due time). */
  const timersDueNow = () => new Promise((resolve) => setTimeout(resolve, 1));

  it('an announced write holds builds back: its echo and the write make one build, as the edit', async () => {
    const { queue, builds } = recordingQueue();
    queue.expect(['site/a.tsx', 'site/b.tsx']);
    queue.request(['site/a.tsx'], 'watch', 0);
    await timersDueNow();
    assert.deepEqual(builds, [], 'no build reads a write half done');
    queue.request(['site/b.tsx'], 'watch', 0);
    queue.request(['site/a.tsx', 'site/b.tsx'], 'edit', 0);
    await queue.idle();
    assert.deepEqual(builds, [{ paths: ['site/a.tsx', 'site/b.tsx'], trigger: 'edit' }]);
  });

  it('a write announced and then not made releases the hold: the notices build as they came', async () => {
    const { queue, builds } = recordingQueue();
    queue.expect(['site/a.tsx']);
    queue.request(['site/c.tsx'], 'watch', 0);
    await timersDueNow();
    assert.deepEqual(builds, []);
    queue.release(['site/a.tsx']);
    await queue.idle();
    assert.deepEqual(builds, [{ paths: ['site/c.tsx'], trigger: 'watch' }]);
  });

  it('close() drops what is pending and settles idle()', async () => {
    const { queue, builds } = recordingQueue();
    queue.request(['site/a.tsx'], 'watch', 60_000);
    const idle = queue.idle();
    await queue.close();
    await idle;
    queue.request(['site/b.tsx'], 'edit', 0);
    await queue.idle();
    assert.deepEqual(builds, []);
  });

  it('refuses a delay that is not a finite number ≥ 0', () => {
    const { queue } = recordingQueue();
    assert.throws(() => queue.request([], 'watch', -1), { name: 'RangeError', message: 'delayMs must be a finite number ≥ 0, got -1' });
    assert.throws(() => queue.request([], 'watch', Number.NaN), /delayMs must be a finite number ≥ 0, got NaN/);
  });
});

describe('live build: the watcher', () => {
  it('reports source files, not temporary, swap or public files', () => {
    for (const path of ['sections/HeroSection.tsx', 'content/course.ts', 'styles/site.css', 'lib/data.json']) assert.equal(isBuiltSource(path), true, path);
    for (const path of ['sections/.HeroSection.tsx.1a2b3c4d5e6f.tmp', 'sections/.HeroSection.tsx.swp', 'App.tsx~', 'public/favicon.svg', 'notes.md', '.git/HEAD']) {
      assert.equal(isBuiltSource(path), false, path);
    }
  });
});

describe('live build: close()', () => {
  it('leaves nothing running: a process that starts it, streams, edits and closes it exits by itself', { timeout: 60_000 }, async () => {
    const root = copyProject();
    let child = null;
    try {
      const script = `
        import { writeFileSync, readFileSync } from 'node:fs';
        import { startLive, openEvents } from ${JSON.stringify(join(repo, 'test/node/helpers/live.mjs'))};
        const root = process.env.LIVE_ROOT;
        const ctx = await startLive(root, { keepAliveMs: 20 });
        const stream = openEvents(ctx.port);
        await stream.next('status');
        await stream.nextComment();
        writeFileSync(root + '/site/App.tsx', readFileSync(root + '/site/App.tsx', 'utf8') + '\\n');
        await stream.next('ready');
        await ctx.close();
        console.log('closed');
      `;
      child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, env: { ...process.env, LIVE_ROOT: root }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      // Anything left running (a timer, the watcher, a stream, esbuild's service) would keep it alive until the test's timeout.
      const [code] = await once(child, 'exit');
      assert.equal(code, 0, output);
      assert.equal(output.trim(), 'closed');
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      removeProject(root);
    }
  });
});

describe('live build: docs/server.md documents the events', () => {
  it('every event of types/live.ts has a row in docs/server.md "Live reload" with each of its fields, and the problem fields are named', () => {
    const source = ts.createSourceFile('live.ts', readFileSync(join(repo, 'types/live.ts'), 'utf8'), ts.ScriptTarget.ES2022, true);
    const members = (name) => source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === name).members;
    const readme = readFileSync(join(repo, 'docs/server.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Live reload'), readme.indexOf('\n## ', readme.indexOf('## Live reload') + 3));
    const events = members('LiveEvents');
    assert.deepEqual(events.map((member) => member.name.text), ['status', 'building', 'ready', 'failed', 'checked']);
    for (const event of events) {
      const row = new RegExp(`^\\| \`${event.name.text}\` \\| (.*)$`, 'm').exec(section);
      assert.ok(row, `docs/server.md has no row for the ${event.name.text} event`);
      const fields = event.type.members.map((field) => field.name.text);
      assert.deepEqual([...row[1].matchAll(/`(\w+):/g)].map((match) => match[1]), fields, `the ${event.name.text} row lists ${fields.join(', ')}`);
    }
    for (const field of members('LiveBuildProblem')) assert.ok(section.includes(`\`${field.name.text}: `), `docs/server.md names LiveBuildProblem.${field.name.text}`);
  });
});
