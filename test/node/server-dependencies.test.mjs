// Dependencies point one way: types/ imports none of our folders; server/ uses types/ and the one
// codebase-id scheme module (the runtime package's `codebase-ids` entry), never frame, editor or
// site code; and server/ has no import cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { repo } from './helpers/editing.mjs';

function filesUnder(dir) {
  return readdirSync(join(repo, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(repo, path)).isDirectory() ? filesUnder(path) : /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** Project-relative targets of a file's relative imports (type-only ones too: they are dependencies of the design). */
function importsOf(path) {
  const source = ts.createSourceFile(path, readFileSync(join(repo, path), 'utf8'), ts.ScriptTarget.ES2022, true);
  const targets = [];
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    // Our own package counts too (by name), so its frame code cannot come in through the back door.
    if (specifier.text.startsWith('visual-editing-runtime')) targets.push(`package:${specifier.text}`);
    if (!specifier.text.startsWith('.')) continue;
    const base = relative(repo, resolve(repo, dirname(path), specifier.text)).split('\\').join('/');
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
    targets.push(candidates.find((candidate) => { try { return statSync(join(repo, candidate)).isFile(); } catch { return false; } }) ?? base);
  }
  return targets;
}

describe('dependencies', () => {
  it('types/ imports none of our folders', () => {
    for (const file of filesUnder('types')) for (const target of importsOf(file)) assert.ok(target.startsWith('types/'), `${file} imports ${target}`);
  });

  it('server/ imports only server/, types/ and the codebase-id scheme of the runtime package', () => {
    const files = filesUnder('server');
    assert.ok(files.length > 30);
    for (const file of files) {
      for (const target of importsOf(file)) {
        assert.ok(target.startsWith('server/') || target.startsWith('types/') || target === 'package:visual-editing-runtime/codebase-ids', `${file} imports ${target}`);
      }
    }
  });

  it('server/ has no import cycles', () => {
    const graph = new Map(filesUnder('server').map((file) => [file, importsOf(file).filter((target) => target.startsWith('server/'))]));
    const state = new Map();
    const visit = (file, path) => {
      if (state.get(file) === 'done') return;
      assert.notEqual(state.get(file), 'active', `import cycle: ${[...path, file].join(' → ')}`);
      state.set(file, 'active');
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
  });
});
