// The publisher (publisher.ts), from source, with a stand-in for the production build (a small script
// that answers as scripts/publish-site.mjs does, in a second instead of a minute) and for the edit
// service: one publish at a time, the switch, the record, a failed build, and a close while it builds.
// test/node/publish.test.mjs runs the real build.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { Publisher } = await sourceModule(import.meta.url, './publisher.ts');
const { openProductionSite } = await sourceModule(import.meta.url, './production-site.ts');
const { readRecord } = await sourceModule(import.meta.url, './publish-record.ts');

const scratch = mkdtempSync(join(tmpdir(), 'publisher-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

// The stand-in build: the home page says what site/page.txt says; "FAIL" in it is a type error;
// while <sources>/../../hold exists it waits (a build that takes its time).
const BUILD = join(scratch, 'build.mjs');
writeFileSync(
  BUILD,
  `import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [sources, out] = process.argv.slice(2);
const send = (message) => new Promise((resolve) => process.send(message, resolve));
const hold = join(sources, '../../../hold');
await send({ type: 'stage', stage: 'compile' });
while (existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 20));
const text = readFileSync(join(sources, 'site/page.txt'), 'utf8');
if (text.includes('FAIL')) {
  await send({ type: 'failed', stage: 'compile', problem: { message: "Type 'number' is not assignable to type 'string'.", code: 'TS2322', file: 'site/page.txt', line: 1, column: 1, frame: null } });
  process.exit(1);
}
await send({ type: 'stage', stage: 'prerender' });
mkdirSync(join(out, 'site'), { recursive: true });
mkdirSync(join(out, '404'), { recursive: true });
writeFileSync(join(out, 'site/index.html'), text);
writeFileSync(join(out, '404/site.html'), 'not found');
await send({ type: 'stage', stage: 'compress' });
await send({ type: 'done', pages: [{ path: '/', bytes: text.length }] });
process.exit(0);
`,
);

/** A project with a built dist/ (older than any publish) and a stand-in edit service. */
function project(name, page = 'first') {
  const root = join(scratch, name);
  mkdirSync(join(root, 'site'), { recursive: true });
  writeFileSync(join(root, 'site/page.txt'), page);
  mkdirSync(join(root, 'dist/site'), { recursive: true });
  mkdirSync(join(root, 'dist/404'), { recursive: true });
  writeFileSync(join(root, 'dist/site/index.html'), page);
  writeFileSync(join(root, 'dist/404/site.html'), 'not found');
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(root, 'dist/site/index.html'), old, old);
  const listeners = new Set();
  const service = {
    history: [],
    /** As the edit worker answers: the history when the call is taken. */
    async activities() {
      const activities = [...service.history];
      await null;
      return { activities };
    },
  };
  /** An edit through the edit service: its events, its file, its place in the history. */
  const edit = (id, text) => {
    for (const listener of listeners) listener({ type: 'writing', paths: ['site/page.txt'] });
    writeFileSync(join(root, 'site/page.txt'), text);
    service.history.unshift({ id, operation: 'editText', message: `Edited the page to "${text}"`, files: ['site/page.txt'], createdAt: new Date().toISOString(), editorTab: null, undone: false, typeCheck: null });
    for (const listener of listeners) listener({ type: 'written', activityId: id, kind: 'mutate', paths: ['site/page.txt'], message: '' });
  };
  const site = openProductionSite(root, join(root, 'dist'), readRecord(root));
  const publisher = new Publisher({
    root,
    service,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    site,
    record: readRecord(root),
    buildScript: BUILD,
    siteUrl: 'http://localhost:4173/',
  });
  return { root, service, edit, site, publisher };
}

async function untilEnded(publisher) {
  for (;;) {
    const status = await publisher.status();
    if (status.run?.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the production site answers for `/` now. */
async function home(site) {
  const server = createServer((req, res) => site.production.handle(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    return await (await fetch(`http://127.0.0.1:${server.address().port}/`)).text();
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('Publisher', () => {
  it('counts the build made at start as the last publish, and lists what changed since', async () => {
    const { root, publisher, edit } = project('start');
    const status = await publisher.status();
    assert.equal(status.last.source, 'start');
    assert.deepEqual(status.pending, { changes: [], undone: [], files: [] });
    assert.equal(readRecord(root).source, 'start');
    edit('a', 'second');
    const pending = (await publisher.status()).pending;
    assert.deepEqual(
      pending.changes.map((change) => change.id),
      ['a'],
    );
    assert.deepEqual(pending.files, [{ path: 'site/page.txt', change: 'changed', byHand: false }]);
    await publisher.close();
  });

  it('builds once for requests made together, switches the site when done, and records the publish', async () => {
    const { root, publisher, edit, site } = project('together');
    edit('a', 'second');
    writeFileSync(join(root, 'hold'), '');
    const [one, two] = await Promise.all([publisher.publish(), publisher.publish()]);
    assert.deepEqual([one.started, two.started].sort(), [false, true]);
    assert.equal(one.run.id, two.run.id);
    assert.equal(one.run.state, 'running');
    // While it builds, the site is the old one.
    assert.equal(await home(site), 'first');
    rmSync(join(root, 'hold'));
    const ended = await untilEnded(publisher);
    assert.equal(ended.run.state, 'published');
    assert.deepEqual(
      ended.run.stages.map((stage) => stage.stage),
      ['sources', 'compile', 'prerender', 'compress', 'swap'],
    );
    assert.deepEqual(
      ended.run.included.changes.map((change) => change.id),
      ['a'],
    );
    assert.equal(await home(site), 'second');
    assert.equal(site.production.servedId, one.run.id);
    const record = readRecord(root);
    assert.deepEqual({ source: record.source, activityId: record.activityId, build: record.build, applied: record.applied }, { source: 'publish', activityId: 'a', build: one.run.id, applied: ['a'] });
    assert.deepEqual(readdirSync(join(root, '.editing/publish/builds')), [one.run.id]);
    await publisher.close();
  });

  it('keeps the site when the build fails, says why, and leaves no folder behind', async () => {
    const { root, publisher, site } = project('failing');
    writeFileSync(join(root, 'site/page.txt'), 'FAIL');
    const started = await publisher.publish();
    const ended = await untilEnded(publisher);
    assert.equal(ended.run.id, started.run.id);
    assert.equal(ended.run.state, 'failed');
    assert.equal(ended.run.stage, 'compile');
    assert.match(ended.run.reason, /^The site was not published because the code in site\/page\.txt has an error; visitors still get the version published before\./);
    assert.equal(ended.run.details, "site/page.txt:1:1 - error TS2322: Type 'number' is not assignable to type 'string'.");
    assert.equal(await home(site), 'first');
    assert.equal(site.production.servedId, null);
    assert.ok(!existsSync(join(root, '.editing/publish/builds', started.run.id)));
    assert.equal(readRecord(root).source, 'start');
    await publisher.close();
  });

  it('stops a running build when the server closes', async () => {
    const { root, publisher } = project('closing');
    writeFileSync(join(root, 'hold'), '');
    const started = await publisher.publish();
    await publisher.close();
    const status = await publisher.status();
    assert.equal(status.run.state, 'failed');
    assert.match(status.run.details, /The server stopped while the site was being built/);
    assert.ok(!existsSync(join(root, '.editing/publish/builds', started.run.id)));
    await assert.rejects(publisher.publish(), /The server is stopping/);
  });
});
