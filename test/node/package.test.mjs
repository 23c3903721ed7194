// The runtime as it is published: the tarball `npm pack ./runtime` makes, installed into fresh
// projects by scripts/vendor-projects.mjs (npm test runs it before this file).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const manifestFile = join(process.cwd(), 'dist/vendor-projects.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;

describe('the published runtime package', { skip: manifest ? false : 'run scripts/vendor-projects.mjs first (npm test does)' }, () => {
  const installed = join(manifest?.projects.typescript ?? '', 'node_modules/visual-editing-runtime');
  const pkg = manifest ? JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) : {};

  it('is a publishable package: semver, MIT, not private, files, sideEffects, script-tag fields', () => {
    assert.equal(pkg.name, 'visual-editing-runtime');
    assert.match(pkg.version, /^\d+\.\d+\.\d+$/);
    assert.equal(pkg.license, 'MIT');
    assert.equal(pkg.private, undefined);
    assert.equal(pkg.sideEffects, false);
    assert.ok(pkg.files.includes('dist'));
    assert.equal(pkg.unpkg, './dist/runtime.umd.js');
    assert.equal(pkg.jsdelivr, './dist/runtime.umd.js');
    for (const file of ['LICENSE', 'README.md', 'dist/runtime.umd.js', 'dist/runtime-tools.mjs', 'codebase-ids.mjs', 'codebase-ids.d.mts', 'dist/docs/protocol.md', 'dist/docs/quick-start.md', 'dist/docs/host-sdk.md',
      ...['react', 'preact', 'vue', 'lit'].map((name) => `dist/runtime-adapter-${name}.mjs`)]) {
      assert.ok(existsSync(join(installed, file)), `${file} is in the tarball`);
    }
    // No precompressed copies or sources: the tarball holds what a vendor serves or imports.
    assert.equal(existsSync(join(installed, 'dist/runtime.umd.js.gz')), false);
    assert.equal(existsSync(join(installed, 'index.ts')), false);
  });

  it('every export names files that are in the tarball, each with its types', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath.includes('*') || typeof target === 'string') continue;
      assert.ok(target.types, `${subpath} has types`);
      for (const file of Object.values(target)) assert.ok(existsSync(join(installed, file)), `${subpath} → ${file}`);
    }
    assert.deepEqual(Object.keys(pkg.exports).filter((key) => !key.includes('*')).sort(), ['.', './codebase-ids', './host', './package.json'].sort());
  });

  it('a vendor\'s TypeScript importing "." and "./host" typechecks against the published declarations', () => {
    const dir = manifest.projects.typescript;
    const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) });
    const program = ts.createProgram(config.fileNames, config.options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(diagnostics, []);
    // The declarations came from the installed package, not from this repository's sources.
    const files = program.getSourceFiles().map((file) => file.fileName);
    assert.ok(files.some((file) => file.includes('node_modules/visual-editing-runtime/dist/types/')));
    for (const sources of ['runtime/', 'types/']) assert.ok(!files.some((file) => file.startsWith(join(process.cwd(), sources))), `nothing from ${sources}`);
  });
});
