// The runtime as it is published: the tarball `npm pack ./runtime` makes, installed into fresh
// projects by scripts/vendor-projects.mjs (npm test runs it before this file).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import ts from 'typescript';
import { ADAPTER_NAMES } from '../../scripts/adapter-names.mjs';

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
    assert.ok(pkg.files.includes('dist/*.mjs') && pkg.files.includes('dist/*.cjs'));
    assert.equal(pkg.unpkg, './dist/runtime.umd.js');
    assert.equal(pkg.jsdelivr, './dist/runtime.umd.js');
    for (const file of ['LICENSE', 'README.md', 'dist/runtime.umd.js', 'dist/runtime-tools.mjs', 'dist/runtime.cjs', 'dist/host.cjs', 'dist/codebase-ids.mjs', 'dist/codebase-ids.d.ts', 'dist/codebase-ids.cjs', 'dist/codebase-ids.d.cts',
      ...ADAPTER_NAMES.map((name) => `dist/runtime-adapter-${name}.mjs`)]) {
      assert.ok(existsSync(join(installed, file)), `${file} is in the tarball`);
    }
    // No precompressed copies or sources: the tarball holds what a vendor serves or imports.
    assert.equal(existsSync(join(installed, 'dist/runtime.umd.js.gz')), false);
    assert.equal(existsSync(join(installed, 'index.ts')), false);
    // The guides live in the repository; the declarations carry every doc comment the protocol's tables are made of.
    assert.equal(existsSync(join(installed, 'dist/docs')), false);
  });

  it('is lean: at most 200 kB packed, no source maps, only the public declarations', () => {
    const packed = statSync(manifest.tarball).size;
    // docs/vendors.md, "What the tarball holds": what is in it and why.
    assert.ok(packed <= 200_000, `the tarball is ${packed} bytes, over its 200 kB budget`);
    const files = listFiles(installed);
    assert.deepEqual(files.filter((file) => file.endsWith('.map')), [], 'no source maps');
    // One declaration file per entry and module kind, and the contract they share (one copy, CommonJS,
    // which an ES module's declarations may import too): each entry's CommonJS declarations, bundled,
    // import only the contract; its ES declarations re-export them; the contract imports nothing.
    assert.deepEqual(files.filter((file) => /\.d\.[cm]?ts$/.test(file)).sort(),
      ['dist/codebase-ids.d.cts', 'dist/codebase-ids.d.ts', 'dist/contract.d.cts', 'dist/host.d.cts', 'dist/host.d.ts', 'dist/index.d.cts', 'dist/index.d.ts']);
    const relativeImports = (file) => [...readFileSync(join(installed, file), 'utf8').matchAll(/\bfrom '(\.[^']*)'/g)].map((match) => match[1]);
    for (const entry of ['codebase-ids', 'host', 'index']) assert.deepEqual(readFileSync(join(installed, `dist/${entry}.d.ts`), 'utf8'), `export * from './${entry}.cjs';\n`, `dist/${entry}.d.ts`);
    for (const entry of ['host', 'index']) assert.deepEqual([...new Set(relativeImports(`dist/${entry}.d.cts`))], ['./contract.cjs'], `dist/${entry}.d.cts`);
    // The id plugin (Node build tools) shares nothing with the frame's contract.
    assert.deepEqual(relativeImports('dist/codebase-ids.d.cts'), [], 'dist/codebase-ids.d.cts');
    assert.deepEqual(relativeImports('dist/contract.d.cts'), []);
    // No file links to a map it does not ship (a vendor's bundler would look for it).
    for (const file of files.filter((name) => /\.(m|c)?js$/.test(name))) {
      assert.doesNotMatch(readFileSync(join(installed, file), 'utf8'), /sourceMappingURL/, file);
    }
  });

  it('has types in every resolution mode (are-the-types-wrong: node10, node16 from CJS and ESM, bundler)', async () => {
    const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(manifest.tarball))));
    assert.equal(result.types.kind, 'included');
    assert.deepEqual(result.problems, []);
    assert.deepEqual(Object.keys(result.entrypoints).filter((entry) => !entry.includes('*')).sort(), ['.', './codebase-ids', './host', './package.json']);
  });

  it('the core a preview page loads first (runtime.umd.js) is at most 15 KiB gzip -9', async () => {
    const { gzipSync } = await import('node:zlib');
    const core = gzipSync(readFileSync(join(installed, 'dist/runtime.umd.js')), { level: 9 }).length;
    // What only a connected editor needs (the overlay, the pointer while editing, every editing tool)
    // is in runtime-tools.mjs, loaded at initProject.
    assert.ok(core <= 15 * 1024, `runtime.umd.js is ${core} bytes gzip -9, over its 15 KiB budget`);
  });

  it('publint finds nothing, suggestions included, in the installed package', async () => {
    const { publint } = await import('publint');
    const { formatMessage } = await import('publint/utils');
    const { messages } = await publint({ pkgDir: installed, level: 'suggestion', strict: true, pack: false });
    assert.deepEqual(messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`), []);
  });

  it('every export names files that are in the tarball, each with its types, for import and for require', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath.includes('*') || typeof target === 'string') continue;
      assert.deepEqual(Object.keys(target), ['import', 'require'], subpath);
      for (const [condition, files] of Object.entries(target)) {
        assert.deepEqual(Object.keys(files), ['types', 'default'], `${subpath} ${condition}: types first`);
        for (const file of Object.values(files)) assert.ok(existsSync(join(installed, file)), `${subpath} ${condition} → ${file}`);
        assert.match(files.types, condition === 'import' ? /\.d\.m?ts$/ : /\.d\.cts$/, `${subpath} ${condition}: declarations of its module kind`);
      }
    }
    assert.deepEqual(Object.keys(pkg.exports).filter((key) => !key.includes('*')).sort(), ['.', './codebase-ids', './host', './package.json'].sort());
  });

  it('require() gives what import gives, for every entry (CommonJS tools and tests load the package)', () => {
    const script = `
      const entries = ['visual-editing-runtime', 'visual-editing-runtime/host', 'visual-editing-runtime/codebase-ids'];
      Promise.all(entries.map((entry) => import(entry))).then((modules) => {
        const names = (object) => Object.keys(object).filter((name) => name !== 'default').sort();
        console.log(JSON.stringify(entries.map((entry, i) => [entry, names(require(entry)), names(modules[i])])));
      });`;
    const out = execFileSync(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: manifest.projects.typescript, encoding: 'utf8' });
    for (const [entry, required, imported] of JSON.parse(out)) {
      assert.ok(required.length > 0, `${entry} exports something`);
      assert.deepEqual(required, imported, entry);
    }
  });

  /** The diagnostics of the TypeScript project's files under one of its configs (or of `files` with its options). */
  function diagnosticsOf(configFile, files) {
    const dir = manifest.projects.typescript;
    const config = ts.getParsedCommandLineOfConfigFile(join(dir, configFile), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) });
    const program = ts.createProgram(files?.map((file) => join(dir, file)) ?? config.fileNames, config.options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    return { diagnostics, sources: program.getSourceFiles().map((file) => file.fileName) };
  }

  for (const [config, what] of [['tsconfig.json', 'bundler resolution'], ['tsconfig.nodenext.json', 'NodeNext resolution, an ES module and a CommonJS file']]) {
    it(`a vendor's TypeScript (${what}, skipLibCheck false) typechecks against the published declarations`, () => {
      const { diagnostics, sources } = diagnosticsOf(config);
      assert.deepEqual(diagnostics, []);
      // The declarations came from the installed package, not from this repository's sources.
      const ours = sources.filter((file) => file.includes('node_modules/visual-editing-runtime/'));
      assert.ok(ours.some((file) => /\/dist\/(index|host)\.d\.(c)?ts$/.test(file)), ours.join(', '));
      for (const dir of ['runtime/', 'types/']) assert.ok(!sources.some((file) => file.startsWith(join(process.cwd(), dir))), `nothing from ${dir}`);
    });
  }

  it('TypeScript 7 (native, no JavaScript compiler API): the declarations typecheck with skipLibCheck off, and the codebase-id plugin runs', () => {
    const dir = manifest.projects['typescript-7'];
    const version = execFileSync(join(dir, 'node_modules/.bin/tsc'), ['-v'], { cwd: dir, encoding: 'utf8' });
    assert.match(version, /^Version 7\./);
    execFileSync(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
    const { code, lookup } = JSON.parse(execFileSync(process.execPath, ['build.mjs'], { cwd: dir, encoding: 'utf8' }));
    const [id] = Object.keys(lookup.treeElementLookup);
    assert.ok(code.includes(`className={[c, "${id}"].join(' ').trim()}`), code);
    assert.deepEqual(lookup.treeElementLookup[id], { name: 'p', isComponent: false, staticTextContents: true, file: 'src/A.tsx', line: 1, column: 45, component: 'A' });
  });

  it('the codebase-id plugin needs no TypeScript: the package imports none, and the React project builds with ids without it', () => {
    const sources = listFiles(installed).filter((file) => /\.(mjs|cjs|js)$/.test(file));
    for (const file of sources) assert.doesNotMatch(readFileSync(join(installed, file), 'utf8'), /(?:from |require\(|import\()['"]typescript['"]/, file);
    const react = manifest.projects.react;
    assert.ok(!existsSync(join(react, 'node_modules/typescript')), 'the React project has no TypeScript');
    const lookup = JSON.parse(readFileSync(join(react, 'codebase-ids.json'), 'utf8'));
    const bundle = readFileSync(join(react, 'app.bundle.js'), 'utf8');
    const ids = Object.keys(lookup.treeElementLookup);
    assert.ok(ids.length > 5, `${ids.length} ids`);
    for (const id of ids) assert.ok(bundle.includes(id), `${id} (${JSON.stringify(lookup.treeElementLookup[id])}) is in the bundle`);
  });

  it('the codebase-id plugin reads .astro files with the Astro project\'s own compiler: every HTML element, its text parts, nothing of the document head', async () => {
    const astro = manifest.projects.astro;
    const { addCodebaseIds, codebaseIdElements } = await import(pathToFileURL(join(astro, 'node_modules/visual-editing-runtime/dist/codebase-ids.mjs')).href);
    const source = '---\nconst { title, n } = Astro.props;\n---\n<html><head><title>x</title></head><body>\n<section class="card" data-x="é"><h2>{title}</h2><p>Count: {n}</p><Card /><ul>{[1].map((i) => <li>{i}</li>)}</ul><div class:list={["a"]}>x</div></section></body></html>\n';
    const elements = codebaseIdElements(source, 'src/pages/Page.astro', { root: astro });
    assert.deepEqual(elements.map(({ tag, line, column, component }) => [tag, line, column, component]), [
      ['body', 4, 36, 'Page'],
      ['section', 5, 1, 'Page'],
      ['h2', 5, 34, 'Page'],
      ['p', 5, 50, 'Page'],
      ['ul', 5, 75, 'Page'],
      ['li', 5, 95, 'Page'],
    ]);
    assert.deepEqual(elements[3].textParts, [{ literal: 'Count: ' }, { bound: 'n' }]);
    // Offsets after a non-ASCII character (the compiler counts UTF-8 bytes) still land in the tags.
    const { code } = addCodebaseIds(source, join(astro, 'src/pages/Page.astro'), astro);
    const [, section, h2] = elements.map((element) => element.id);
    assert.ok(code.includes(`<section class="card ${section}" data-x="é"><h2 class="${h2}">{title}</h2>`), code);
    assert.ok(code.includes('<div class:list={["a"]}>x</div>'), 'a class:list is left as written (no id)');
    // The built page carries the ids of its .astro card and of its React island.
    const lookup = JSON.parse(readFileSync(join(astro, 'dist/codebase-ids.json'), 'utf8'));
    const html = readFileSync(join(astro, 'dist/index.html'), 'utf8');
    const files = new Set(Object.values(lookup.treeElementLookup).map((entry) => entry.file));
    assert.deepEqual([...files].sort(), ['src/components/Island.jsx', 'src/components/PriceCard.astro', 'src/pages/index.astro']);
    for (const [id, entry] of Object.entries(lookup.treeElementLookup)) if (entry.file.endsWith('.astro')) assert.ok(html.includes(id), `${entry.name} of ${entry.file} is in the page`);
  });

  it('a wrong call is a type error (the SDK is typed, not any), under both configs', () => {
    for (const config of ['tsconfig.json', 'tsconfig.nodenext.json']) {
      const { diagnostics } = diagnosticsOf(config, ['wrong.ts']);
      assert.deepEqual(diagnostics.map((line) => line.split(':')[1]), ['6', '7', '8'], diagnostics.join('\n'));
    }
  });

  it('every code block of the package README and docs/ that imports the package typechecks against the published declarations', () => {
    const blocks = docCodeBlocks(['runtime/README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]);
    assert.ok(blocks.length >= 25, `${blocks.length} blocks`);
    // Each block as a module of the TypeScript project, which resolves the package as a vendor's does.
    const out = join(manifest.projects.typescript, 'doc-blocks');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    const files = blocks.map(({ doc, line, lang, code }) => {
      const file = join(out, `${doc.replace(/[/.]/g, '_')}_${line}.${lang === 'ts' ? 'ts' : 'mjs'}`);
      writeFileSync(file, code);
      return file;
    });
    // JavaScript as an editor with type checking reads it: nulls and wrong properties are errors;
    // unannotated parameters and caught errors are not (a JavaScript vendor writes neither).
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], strict: true, noImplicitAny: false, useUnknownInCatchVariables: false,
      allowJs: true, checkJs: true, noEmit: true, skipLibCheck: false,
      // Build configs in the docs run in Node.
      types: ['node'], typeRoots: [join(process.cwd(), 'node_modules/@types')],
    });
    const where = (file) => { const block = blocks[files.indexOf(file)]; return block ? `${block.doc}, the block at line ${block.line}` : file; };
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? `${where(d.file.fileName)}, its line ${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    assert.deepEqual(diagnostics, []);
    const ours = program.getSourceFiles().map((file) => file.fileName).filter((file) => file.includes('node_modules/visual-editing-runtime/'));
    assert.ok(ours.some((file) => /\/dist\/host\.d\.ts$/.test(file)), 'the declarations came from the installed package');
  });
});

/** The ```js/```ts/```mjs blocks of these markdown files that import the package, dedented, with where they start. */
function docCodeBlocks(docs) {
  return docs.flatMap((doc) => {
    const text = readFileSync(doc, 'utf8');
    return [...text.matchAll(/^( *)```(js|mjs|ts)\b[^\n]*\n([\s\S]*?)^\1```$/gm)]
      .map((match) => ({ doc, line: text.slice(0, match.index).split('\n').length, lang: match[2], code: match[3].split('\n').map((row) => row.slice(match[1].length)).join('\n') }))
      .filter((block) => /\bfrom ['"]visual-editing-runtime(?:\/[a-z-]+)?['"]/.test(block.code));
  });
}

/** Every file under `dir`, as paths relative to it with `/`. */
function listFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, path) : [path];
  });
}
