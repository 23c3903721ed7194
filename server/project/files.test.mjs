// Which files the server lists and writes (files.ts), on a throw-away project with symbolic links out of site/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { listSiteFiles, writableSitePath } = await sourceModule(import.meta.url, './files.ts');

describe('site files and symbolic links', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-files-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'site/components'), { recursive: true });
  mkdirSync(join(root, 'outside'));
  writeFileSync(join(root, 'site/components/Card.tsx'), 'export const Card = () => <p>x</p>;\n');
  writeFileSync(join(root, 'outside/Secret.tsx'), 'export const Secret = 1;\n');
  symlinkSync(join(root, 'outside/Secret.tsx'), join(root, 'site/components/Linked.tsx'));
  symlinkSync(join(root, 'outside'), join(root, 'site/linked'));

  it('lists only real files under site/: a linked file or folder is no site file', () => {
    assert.deepEqual(listSiteFiles(root), ['site/components/Card.tsx']);
  });

  it('refuses to write through a folder that resolves outside site/, and paths outside the allowlist', () => {
    assert.equal(writableSitePath(root, 'site/components/Card.tsx'), join(root, 'site/components/Card.tsx'));
    assert.throws(() => writableSitePath(root, 'site/linked/Secret.tsx'), /^Error: Refusing to write site\/linked\/Secret\.tsx: its folder resolves outside site\/$/);
    assert.throws(() => writableSitePath(root, 'site/../outside/Secret.tsx'), /only site\/\*\*\/\*\.\{tsx,ts,css\} are written/);
    assert.throws(() => writableSitePath(root, 'package.json'), /only site\/\*\*\/\*\.\{tsx,ts,css\} are written/);
  });
});
