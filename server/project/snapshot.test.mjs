// Readings of the site (snapshot.ts), from source: a new reading reuses what the previous one parsed.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { ProjectSnapshot } = await sourceModule(import.meta.url, './snapshot.ts');
const HERO = 'site/sections/HeroSection.tsx';
let root;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-'));
  cpSync(resolve(import.meta.dirname, '../../site'), join(root, 'site'), { recursive: true });
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('ProjectSnapshot.read with the previous reading', () => {
  it('parses again only the files whose bytes changed, and indexes the change', () => {
    const first = ProjectSnapshot.read(root);
    const parsedBefore = first.sourceFiles;
    void first.program;
    const text = readFileSync(join(root, HERO), 'utf8');
    writeFileSync(join(root, HERO), text.replace('<h1 id="hero-title">', '<h1 id="hero-title" title="x">'));
    const second = ProjectSnapshot.read(root, first);
    assert.notEqual(second.fingerprint, first.fingerprint);
    for (const [path, sourceFile] of second.sourceFiles) {
      if (path === HERO) assert.notEqual(sourceFile, parsedBefore.get(path), `${path} is parsed again`);
      else assert.equal(sourceFile, parsedBefore.get(path), `${path} is reused`);
    }
    assert.match(second.sourceFile(HERO).text, /title="x"/);
    assert.ok(second.index.inFile(HERO).some((entry) => entry.tag === 'h1'));
    // The program follows the new text: names still resolve across files.
    assert.equal(second.program.resolveImport(HERO, '../components/Section'), 'site/components/Section.tsx');
  });

  it('is the same reading (same fingerprint) while no file changed', () => {
    const first = ProjectSnapshot.read(root);
    assert.equal(ProjectSnapshot.read(root, first).fingerprint, first.fingerprint);
  });
});
