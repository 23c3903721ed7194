// The last publish kept in .editing/publish.json (publish-record.ts) and the sources it is compared
// with (source-files.ts), from source, on folders of their own.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { readRecord, writeRecord, publicationOf } = await sourceModule(import.meta.url, './publish-record.ts');
const { readSources, fileHashes, sourcesHash, sameSources, writeSources } = await sourceModule(import.meta.url, './source-files.ts');

const scratch = mkdtempSync(join(tmpdir(), 'publish-record-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const record = {
  publishedAt: '2026-12-02T01:30:00.000Z',
  source: 'publish',
  activityId: '4f0c3a4e-0000-4000-8000-000000000001',
  sourcesHash: 'b'.repeat(64),
  files: { 'site/App.tsx': 'c'.repeat(64) },
  applied: ['4f0c3a4e-0000-4000-8000-000000000001'],
  build: '20261202T013000Z-a1b2c3',
};

describe('the publish record', () => {
  it('is written owner-only and read back as it was', () => {
    const root = join(scratch, 'a');
    assert.equal(readRecord(root), null, 'none before the first');
    writeRecord(root, record);
    assert.deepEqual(readRecord(root), record);
    assert.equal(statSync(join(root, '.editing/publish.json')).mode & 0o777, 0o600);
    assert.deepEqual(publicationOf(record), { publishedAt: record.publishedAt, source: 'publish', activityId: record.activityId, sourcesHash: record.sourcesHash });
  });

  it('counts as none, and says so, when the file is not one this server wrote', () => {
    const root = join(scratch, 'b');
    mkdirSync(join(root, '.editing'), { recursive: true });
    for (const text of ['not json', '{"version":1}', JSON.stringify({ version: 1, ...record, build: '../../etc' }), JSON.stringify({ version: 1, ...record, files: { a: 'short' } })]) {
      writeFileSync(join(root, '.editing/publish.json'), text);
      const lines = [];
      assert.equal(readRecord(root, (line) => lines.push(line)), null, text);
      assert.match(lines[0], /the build made at start counts as the last publish/);
    }
  });
});

describe('the sources a publish builds', () => {
  it('are site/, types/ and the tsconfigs, regular files only, in path order; hashed per file and as a whole', () => {
    const root = join(scratch, 'project');
    mkdirSync(join(root, 'site/styles'), { recursive: true });
    writeFileSync(join(root, 'site/styles/site.css'), 'a{}');
    writeFileSync(join(root, 'site/App.tsx'), 'export {}');
    writeFileSync(join(root, 'tsconfig.json'), '{}');
    writeFileSync(join(root, 'README.md'), 'not built');
    symlinkSync('/etc/passwd', join(root, 'site/linked.ts'));
    const files = readSources(root);
    assert.deepEqual([...files.keys()], ['site/App.tsx', 'site/styles/site.css', 'tsconfig.json']);
    const hashes = fileHashes(files);
    assert.match(hashes['site/App.tsx'], /^[0-9a-f]{64}$/);
    const whole = sourcesHash(hashes);
    assert.equal(sourcesHash({ ...hashes }), whole, 'the same files, the same hash');
    writeFileSync(join(root, 'site/App.tsx'), 'export {};');
    const edited = readSources(root);
    assert.notEqual(sourcesHash(fileHashes(edited)), whole);
    assert.equal(sameSources(files, edited), false);
    assert.equal(sameSources(edited, readSources(root)), true);
    // The copy holds the same bytes.
    writeSources(edited, join(scratch, 'copy'));
    assert.equal(readFileSync(join(scratch, 'copy/site/App.tsx'), 'utf8'), 'export {};');
    assert.equal(sameSources(readSources(join(scratch, 'copy')), edited), true);
  });
});

describe('SourceHashes', () => {
  it('hashes what is on disk now, rereading only files whose size, time or inode moved', async () => {
    const { SourceHashes } = await sourceModule(import.meta.url, './source-files.ts');
    const root = join(scratch, 'hashed');
    mkdirSync(join(root, 'site'), { recursive: true });
    writeFileSync(join(root, 'site/a.ts'), 'a');
    writeFileSync(join(root, 'site/b.ts'), 'b');
    const hashes = new SourceHashes(root);
    const first = hashes.now();
    assert.deepEqual(first, fileHashes(readSources(root)));
    // A write by renaming (as the mutation server writes), one in place, one added, one removed.
    writeFileSync(join(root, 'site/a.new'), 'A');
    (await import('node:fs')).renameSync(join(root, 'site/a.new'), join(root, 'site/a.ts'));
    writeFileSync(join(root, 'site/c.ts'), 'c');
    rmSync(join(root, 'site/b.ts'));
    const second = hashes.now();
    assert.deepEqual(second, fileHashes(readSources(root)));
    assert.notEqual(second['site/a.ts'], first['site/a.ts']);
  });
});
