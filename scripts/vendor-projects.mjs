// Packs runtime/ and installs the tarball into fresh temporary projects made from test/vendor/*, as
// an editor vendor's customers would: npm install, then esbuild (with the framework's own compiler
// for Vue, Svelte and Solid) for a project with an entry file. test/vendor/bundled, whose app imports
// the runtime, is built three times: with Vite, Rollup and esbuild (bundled-vite, -rollup, -esbuild).
// test/vendor/svelte is built twice: as a vendor's preview builds it (`dev: true`, svelte) and as a
// production build (svelte-prod). test/vendor/angular likewise: in development mode (angular) and for
// production (angular-prod).
// docs/quick-start.md's files become two projects: the script tag (quick-start) and the Vite app
// (quick-start-vite), built with the command the doc gives. test/vendor/vite-sfc is built by its own
// Vite config (the package's codebaseIds() before vite-plugin-svelte and plugin-vue), test/vendor/astro
// by `astro build` with its own config (the plugin among Vite's plugins; a React island), test/vendor/qwik
// by Vite with Qwik's optimizer (client and server builds) and prerendered to dist/index.html.
// Writes dist/vendor-projects.json ({ name: directory }) for the tests. Run by `npm test` after the
// build; stops at once, saying why, when packing or installing fails.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';
import solidPreset from 'babel-preset-solid';
import sveltePlugin from 'esbuild-svelte';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { build, transform } from 'esbuild';
import { rollup } from 'rollup';

const repo = process.cwd();
const templates = join(repo, 'test/vendor');

/** Angular's packages for a browser app compiled in the browser (JIT). */
const ANGULAR = ['@angular/core', '@angular/common', '@angular/compiler', '@angular/platform-browser'];

/**
 * The packages a project needs, at the versions this repository tests with (its devDependencies, as installed).
 * The React project has no TypeScript: the package's codebase-id plugin brings its own JSX parser.
 * The TypeScript project has it as a TypeScript vendor does; `typescript-7` has TypeScript 7.
 */
const FRAMEWORKS = {
  preact: ['preact'],
  vue: ['vue'],
  lit: ['lit'],
  react: ['react', 'react-dom'],
  svelte: ['svelte'],
  'svelte-prod': ['svelte'],
  solid: ['solid-js'],
  'alpine-htmx-stimulus': ['alpinejs', 'htmx.org', '@hotwired/stimulus'],
  'bundled-vite': ['vue'],
  'bundled-rollup': ['vue'],
  'bundled-esbuild': ['vue'],
  'quick-start-vite': ['vite'],
  'vite-sfc': ['vite', 'svelte', 'vue', '@sveltejs/vite-plugin-svelte', '@vitejs/plugin-vue'],
  typescript: ['typescript'],
  'typescript-7': ['typescript@7'],
  // Astro 5 (Node 20 is among its engines) with its React integration, at the versions tested here.
  astro: ['astro@5.18.2', '@astrojs/react@4.4.2', 'react', 'react-dom'],
  // Qwik 1 (its Vite plugin accepts Vite 5 to 7; Vite 7 runs on Node 20.19+).
  qwik: ['@builder.io/qwik@1.20.1', 'vite@7.3.8'],
  angular: ANGULAR,
  'angular-prod': ANGULAR,
};

/** The bundlers that build test/vendor/bundled (its app imports the runtime): each into dist/. */
const BUNDLERS = ['vite', 'rollup', 'esbuild'];

/** Projects made from another project's folder: built another way (see compilerPlugins). */
const COPIES = { 'svelte-prod': 'svelte', 'angular-prod': 'angular' };
/** Export conditions per project: Svelte's packages resolve their browser runtime, and its dev or production mode (esm-env), through these. */
const CONDITIONS = { svelte: ['svelte', 'browser', 'development'], 'svelte-prod': ['svelte', 'browser', 'production'] };

/** Vue's compile-time flags, as its own build plugins set them. */
const VUE_FLAGS = { 'process.env.NODE_ENV': '"production"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' };
/** More compile-time flags per project: Angular's production mode, as the Angular CLI's production build sets it. */
const FLAGS = { 'angular-prod': { ngDevMode: 'false' } };
/**
 * TypeScript settings per project: Angular's decorators are TypeScript's legacy ones, and its class
 * fields are assigned in the constructor (as the Angular CLI compiles them) so that decorators and
 * field initialisers see the same properties.
 */
const ANGULAR_TSCONFIG = { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } };
const TSCONFIGS = { angular: ANGULAR_TSCONFIG, 'angular-prod': ANGULAR_TSCONFIG };

/** How docs/quick-start.md builds its Vite app, and where the editor's iframe then points. */
const QUICK_START_VITE = { build: 'npx vite build app --base ./', preview: 'app/dist/index.html' };

/**
 * Each framework's own compiler, as a vendor's build runs it: Vue's single-file components
 * (vue/compiler-sfc), Svelte 5 components (esbuild-svelte, Svelte's compiler), Solid's JSX
 * (babel-preset-solid) and Angular's TypeScript (esbuild, the templates compiled in the browser), from
 * this repository's devDependencies. Before each, the installed package's
 * `addCodebaseIds` adds source ids, called as a plain function (the Svelte one as a preprocessor);
 * `ids` collects the elements for the project's lookup. The svelte project is compiled as a preview
 * is (vite-plugin-svelte's dev server compiles with `dev: true`): that leaves the element metadata
 * the svelte adapter reads; svelte-prod is the same app built for production.
 */
function compilerPlugins(name, ids) {
  if (name === 'vue') return [vueSingleFileComponents(ids)];
  const markup = { markup: ({ content, filename }) => ids.add(content, filename) };
  if (name === 'svelte') return [sveltePlugin({ compilerOptions: { css: 'injected', dev: true }, preprocess: markup })];
  if (name === 'svelte-prod') return [sveltePlugin({ compilerOptions: { css: 'injected' }, preprocess: markup })];
  if (name === 'solid') return [solidJsx(ids)];
  if (name === 'angular') return [angularTemplates(ids)];
  return [];
}

/** Angular's inline templates get their ids before esbuild compiles the TypeScript (a template pre-transform; angular-prod, a production build, gets none). */
function angularTemplates(ids) {
  return {
    name: 'angular-templates',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => (path.includes('/node_modules/') ? undefined : { contents: ids.add(await readFile(path, 'utf8'), path).code, loader: 'ts' }));
    },
  };
}

/**
 * The installed package's codebase-id functions for project `dir`: `add(code, path)` gives `{ code }`,
 * and `write()` the lookup. `svelteProps`: a development build, whose Svelte components expose their props.
 */
async function codebaseIdsOf(dir, svelteProps) {
  const { addCodebaseIds, codebaseLookup } = await import(pathToFileURL(join(dir, 'node_modules/visual-editing-runtime/dist/codebase-ids.mjs')).href);
  const elements = [];
  return {
    add(code, path) {
      const result = addCodebaseIds(code, path, dir, { svelteProps });
      if (!result) return { code };
      elements.push(...result.elements);
      return { code: result.code, map: result.map.toString() };
    },
    write() {
      writeFileSync(join(dir, 'codebase-ids.json'), `${JSON.stringify(codebaseLookup(elements), null, 1)}\n`);
    },
  };
}

function vueSingleFileComponents(ids) {
  return {
    name: 'vue-sfc',
    async setup(build) {
      const { parse, compileScript, compileTemplate } = await import('vue/compiler-sfc');
      build.onLoad({ filter: /\.vue$/ }, async ({ path }) => {
        const { descriptor, errors } = parse(ids.add(await readFile(path, 'utf8'), path).code, { filename: path });
        if (errors.length) return { errors: errors.map((error) => ({ text: String(error.message ?? error) })) };
        const id = createHash('sha256').update(path).digest('hex').slice(0, 8);
        const resolveDir = dirname(path);
        // <script setup> carries its template inline; an options-API <script> gets the compiled render function.
        if (descriptor.scriptSetup) return { contents: compileScript(descriptor, { id, inlineTemplate: true }).content, loader: 'js', resolveDir };
        const script = descriptor.script ? compileScript(descriptor, { id, genDefaultAs: '__component__' }).content : 'const __component__ = {};';
        const template = compileTemplate({ source: descriptor.template.content, filename: path, id });
        if (template.errors.length) return { errors: template.errors.map((error) => ({ text: String(error.message ?? error) })) };
        return { contents: `${script}\n${template.code}\n__component__.render = render;\nexport default __component__;\n`, loader: 'js', resolveDir };
      });
    },
  };
}

function solidJsx(ids) {
  return {
    name: 'solid-jsx',
    setup(build) {
      build.onLoad({ filter: /\.jsx$/ }, async ({ path }) => {
        const result = await transformAsync(ids.add(await readFile(path, 'utf8'), path).code, { filename: path, presets: [[solidPreset, { generate: 'dom' }]], babelrc: false, configFile: false });
        return { contents: result.code, loader: 'js' };
      });
    },
  };
}

function fail(message) {
  console.error(`vendor projects: ${message}`);
  process.exit(1);
}

function npm(args, cwd) {
  try {
    return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    fail(`npm ${args.join(' ')} failed in ${cwd}:\n${error.stderr || error.message}`);
  }
}

if (!existsSync(join(repo, 'runtime/dist/runtime.umd.js'))) fail('runtime/dist has no build: run "npm run build" first.');

const rootPackage = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
/**
 * The exact version of a devDependency that this repository's lock installed, not its range: the apps
 * are compiled here with the repository's compilers (Svelte's, Vue's, Solid's), whose output must meet
 * the same version of their runtime in the project (Svelte 5.57's output fails on 5.59's runtime).
 */
function versionOf(name) {
  if (!rootPackage.devDependencies?.[name]) fail(`${name} is not a devDependency of the repository`);
  const installed = join(repo, 'node_modules', name, 'package.json');
  if (!existsSync(installed)) fail(`${name} is not installed: run "npm ci" first.`);
  return JSON.parse(readFileSync(installed, 'utf8')).version;
}

const root = mkdtempSync(join(tmpdir(), 'vendor-projects-'));
const packed = npm(['pack', './runtime', '--pack-destination', root, '--json'], repo);
const tarball = join(root, JSON.parse(packed)[0].filename);

const quickStartDoc = readFileSync(join(repo, 'docs/quick-start.md'), 'utf8');

/**
 * The quick start's files, verbatim: every fenced block whose info string names a file (```html
 * editor.html); the script tag's project takes the top-level ones, the Vite project app/ and the editor.
 */
function quickStartFiles(name) {
  const files = {};
  for (const [, indent, file, body] of quickStartDoc.matchAll(/^( *)```\w+ ([\w./-]+)\n([\s\S]*?)^ *```$/gm)) {
    files[file] = body.split('\n').map((line) => line.slice(indent.length)).join('\n');
  }
  for (const file of ['editor.html', 'preview.html', 'app/index.html', 'app/main.js']) if (!files[file]) fail(`docs/quick-start.md lost its ${file} block`);
  if (name === 'quick-start') return Object.fromEntries(Object.entries(files).filter(([file]) => !file.includes('/')));
  // The Vite app's editor is the same page, its iframe pointed at the build, as the doc says.
  const editor = files['editor.html'];
  if (!editor.includes('src="preview.html"') || !quickStartDoc.includes(`\`src="${QUICK_START_VITE.preview}"\``)) fail(`docs/quick-start.md no longer points the editor's iframe at ${QUICK_START_VITE.preview}`);
  return { 'editor.html': editor.replace('src="preview.html"', `src="${QUICK_START_VITE.preview}"`), 'app/index.html': files['app/index.html'], 'app/main.js': files['app/main.js'] };
}

const projects = {};
const names = readdirSync(templates, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'bundled').map((entry) => entry.name);
for (const name of [...names, ...Object.keys(COPIES), ...BUNDLERS.map((bundler) => `bundled-${bundler}`), 'quick-start', 'quick-start-vite']) {
  const dir = join(root, name);
  if (name.startsWith('quick-start')) {
    for (const [file, body] of Object.entries(quickStartFiles(name))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
  } else {
    cpSync(join(templates, name.startsWith('bundled-') ? 'bundled' : (COPIES[name] ?? name)), dir, { recursive: true });
  }
  const dependencies = { 'visual-editing-runtime': `file:${tarball}` };
  for (const framework of FRAMEWORKS[name] ?? []) {
    // `name@range` pins a version this repository does not develop with.
    const [, pkg, range] = /^(@?[^@]+)(?:@(.+))?$/.exec(framework);
    dependencies[pkg] = range ?? versionOf(pkg);
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `vendor-${name}`, private: true, type: 'module', dependencies }, null, 2)}\n`);
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir);
  const entry = ['app.ts', 'app.tsx', 'app.jsx', 'app.js'].find((file) => existsSync(join(dir, file)));
  if (name.startsWith('bundled-')) await bundleApp(name.slice('bundled-'.length), dir);
  else if (name === 'quick-start-vite') buildQuickStartApp(dir);
  // A preview build: `--mode development` keeps the ids and lookup that a production build leaves out.
  else if (name === 'vite-sfc') run('npx vite build --mode development --logLevel error', dir);
  // Astro builds the site into dist/ with its own config (the package's codebaseIds() among Vite's plugins).
  else if (name === 'astro') run('npx astro build --silent', dir);
  // Qwik: the client chunks, the server renderer, then the page rendered once (a static Qwik site).
  else if (name === 'qwik') for (const command of ['npx vite build --mode development --logLevel error', 'npx vite build --ssr --mode development --logLevel error', 'node prerender.mjs']) run(command, dir);
  else if (entry && name === 'react') await bundleWithIds(dir, entry);
  else if (entry) {
    const ids = ['vue', 'svelte', 'svelte-prod', 'solid', 'angular'].includes(name) ? await codebaseIdsOf(dir, name === 'svelte') : null;
    await build({
      absWorkingDir: dir,
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      outfile: join(dir, 'app.bundle.js'),
      plugins: compilerPlugins(name, ids),
      conditions: CONDITIONS[name] ?? [],
      jsx: 'automatic',
      jsxImportSource: name === 'preact' ? 'preact' : 'react',
      define: { ...VUE_FLAGS, ...FLAGS[name] },
      ...(TSCONFIGS[name] ? { tsconfigRaw: TSCONFIGS[name] } : {}),
      logLevel: 'error',
    }).catch((error) => fail(`esbuild could not bundle ${name}/${entry}: ${error.message}`));
    ids?.write();
  }
  projects[name] = dir;
}

/**
 * Bundles with Rollup and the installed package's own codebase-id plugin, as a vendor's build would:
 * the page then carries source ids (tempo-<uuid>) for its JSX elements. esbuild compiles the JSX after.
 */
async function bundleWithIds(dir, entry) {
  const { codebaseIds } = await import(pathToFileURL(join(dir, 'node_modules/visual-editing-runtime/dist/codebase-ids.mjs')).href);
  const jsx = {
    name: 'jsx',
    async transform(code, id) {
      if (!id.endsWith('.jsx')) return null;
      const result = await transform(code, { loader: 'jsx', jsx: 'automatic', sourcemap: true, sourcefile: id });
      return { code: result.code, map: result.map };
    },
  };
  const bundle = await rollup({
    input: join(dir, entry),
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      codebaseIds({ root: dir, lookupFile: 'codebase-ids.json' }),
      jsx,
      nodeResolve({ browser: true, rootDir: dir }),
      commonjs(),
    ],
    onwarn: () => {},
  }).catch((error) => fail(`rollup could not bundle react/${entry}: ${error.message}`));
  await bundle.write({ file: join(dir, 'app.bundle.js'), format: 'es' });
  await bundle.close();
}

/**
 * test/vendor/bundled's app (it imports the runtime) built into dist/ by one bundler, as its users run
 * it, with nothing about the runtime in the configuration: its tools and adapters must be found from
 * what the bundler made of the package's own imports of them.
 */
async function bundleApp(bundler, dir) {
  const out = join(dir, 'dist');
  if (bundler === 'vite') {
    const { build: viteBuild } = await import('vite');
    await viteBuild({ root: dir, base: './', configFile: false, logLevel: 'error', build: { outDir: out } }).catch((error) => fail(`vite could not build bundled: ${error.message}`));
    return;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), readFileSync(join(dir, 'index.html')));
  if (bundler === 'esbuild') {
    await build({ absWorkingDir: dir, entryPoints: ['app.js'], bundle: true, format: 'esm', outfile: join(out, 'app.js'), define: VUE_FLAGS, logLevel: 'error' }).catch((error) =>
      fail(`esbuild could not bundle bundled/app.js: ${error.message}`),
    );
    return;
  }
  const bundle = await rollup({
    input: join(dir, 'app.js'),
    plugins: [replace({ preventAssignment: true, values: VUE_FLAGS }), nodeResolve({ browser: true, rootDir: dir })],
  }).catch((error) => fail(`rollup could not bundle bundled/app.js: ${error.message}`));
  await bundle.write({ dir: out, format: 'es', entryFileNames: 'app.js', chunkFileNames: 'chunks/[name]-[hash].js' });
  await bundle.close();
}

/** The quick start's Vite app, built with the command the doc gives (its own installed Vite). */
function buildQuickStartApp(dir) {
  if (!quickStartDoc.includes(`\n   ${QUICK_START_VITE.build}\n`)) fail(`docs/quick-start.md no longer builds its app with "${QUICK_START_VITE.build}"`);
  run(QUICK_START_VITE.build, dir);
}

/** Runs a project's own command (its installed tools), or stops saying what failed. */
function run(commandLine, dir) {
  const [command, ...args] = commandLine.split(' ');
  try {
    execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false', ASTRO_TELEMETRY_DISABLED: '1' } });
  } catch (error) {
    fail(`${commandLine} failed in ${dir}:\n${error.stderr || error.message}`);
  }
}

mkdirSync(join(repo, 'dist'), { recursive: true });
const manifest = join(repo, 'dist/vendor-projects.json');
// The previous run's projects are not needed any more.
if (existsSync(manifest)) {
  const previous = JSON.parse(readFileSync(manifest, 'utf8'));
  if (previous.root && previous.root !== root && previous.root.startsWith(tmpdir())) rmSync(previous.root, { recursive: true, force: true });
}
writeFileSync(manifest, `${JSON.stringify({ root, tarball, projects }, null, 2)}\n`);
console.log(`vendor projects: ${Object.keys(projects).join(', ')} installed from ${resolve(tarball)}`);
