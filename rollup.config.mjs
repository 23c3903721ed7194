// One build for everything in dist/:
// - dist/site, dist/site-dev: the site's browser bundle (site-dev: with codebase ids, served on the dev domain);
//   their configurations are scripts/site-build.mjs's, which the editor's Publish runs too
// - dist/ssr-site, dist/ssr-site-dev: the server bundles the prerenderer runs
// - runtime/dist: the editing runtime package's files (scripts/stage-runtime.mjs copies them to
//   dist/runtime, where the site serves them, as a vendor would copy them to their static host)
// - dist/server: the editing server (server/) that scripts/serve.mjs starts: the site, the editor on
//   its own origin, the mutation server (/api/) and the live dev-domain build of `npm start`
//   (server/live, its page script dist/server/live-client.js); dist/server/site.mjs is the site's
//   request handler alone (the test runner and the site bench serve the site with it)
// Before any of them, the runtime package's build-time id plugin (runtime/codebase-ids/*.ts) is built
// into runtime/dist (scripts/build-codebase-ids.mjs): the dev site's bundle uses it, imported by the
// package's name from there, so scripts/site-build.mjs is loaded only once it is built.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { ADAPTER_NAMES } from './scripts/adapter-names.mjs';
import { buildCodebaseIds } from './scripts/build-codebase-ids.mjs';

// Only what this build writes is cleared; a test server reading dist/ keeps its other files meanwhile.
// runtime/dist/types is written by tsc before rollup runs (the editor build reads those declarations).
for (const dir of ['dist/site', 'dist/site-dev', 'dist/ssr-site', 'dist/ssr-site-dev', 'dist/runtime', 'dist/editor', 'dist/server']) rmSync(dir, { recursive: true, force: true });
for (const file of existsSync('runtime/dist') ? readdirSync('runtime/dist', { withFileTypes: true }) : []) if (file.isFile()) rmSync(`runtime/dist/${file.name}`);

// The id plugin first (its .mjs, .cjs and declarations): the site-dev build below runs it.
await buildCodebaseIds();
const { compile, extensions, siteBuild, transpileTs } = await import('./scripts/site-build.mjs');

/**
 * runtime/package-imports.ts imports the tools' and adapters' sources; in the package they are the
 * files beside runtime.mjs, so its imports stay literal imports of those (`./runtime-tools.mjs`), for
 * an app's bundler to see and emit as chunks.
 */
function packageFiles() {
  const files = { './tools': 'runtime-tools.mjs', ...Object.fromEntries(ADAPTER_NAMES.map((name) => [`./adapters/${name}`, `runtime-adapter-${name}.mjs`])) };
  // Only the lazy imports: were the entry's own exports of the adapters imports of those files too, a
  // bundler would put every adapter into the app's first chunk (a static import wins over a lazy one).
  return {
    name: 'package-files',
    resolveId(source, importer) {
      if (!importer?.endsWith('/runtime/package-imports.ts') || !files[source]) return null;
      return { id: `./${files[source]}`, external: 'absolute' };
    },
  };
}

/**
 * A module of the runtime package, minified, into runtime/dist. Its source map is written beside it
 * without a link in the file: the package leaves the maps out (docs/vendors.md, "The package"), so a link
 * would send a vendor's bundler and devtools after a missing file.
 */
function runtimeModule(input, file, format = 'es') {
  return {
    input,
    output: { file: `runtime/dist/${file}`, format, sourcemap: 'hidden', ...(format === 'umd' ? { name: 'EditingRuntime' } : {}) },
    plugins: [packageFiles(), resolve({ extensions, browser: true }), transpileTs(), terser({ format: { comments: false }, compress: { passes: 2 } })],
  };
}

/** Where tsc wrote the declarations of types/ (the contract both entries share). */
const CONTRACT_TYPES = resolvePath('runtime/dist/types/types');

/**
 * The public declarations of an entry in one file, from the ones tsc wrote to runtime/dist/types:
 * `.d.cts` for `require`, and for `import` a `.d.ts` that re-exports it (TypeScript takes a file's
 * module kind from its extension, so each entry format needs its own file, but an ES module's
 * declarations may re-export a CommonJS declaration file: one copy of the declarations in the
 * package). The contract's types are not copied into each entry's file but imported from
 * `contract.d.cts` (built from types/ alone), as `./contract.cjs`; it declares only types and
 * constants, so nothing about it depends on the module kind.
 */
function declarations(input, name) {
  const contract = (id, importer) => !!importer && resolvePath(dirname(importer), id).startsWith(CONTRACT_TYPES);
  const toContract = (id) => (resolvePath(id).startsWith(CONTRACT_TYPES) ? './contract.cjs' : id);
  const esmDeclarations = {
    name: 'esm-declarations',
    writeBundle() {
      writeFileSync(`runtime/dist/${name}.d.ts`, `export * from './${name}.cjs';\n`);
    },
  };
  return {
    input: `runtime/dist/types/runtime/${input}`,
    external: (id, importer) => id.startsWith('.') && contract(id, importer),
    output: { file: `runtime/dist/${name}.d.cts`, paths: toContract },
    plugins: [dts(), esmDeclarations],
  };
}

const runtimeBuilds = [
  // The script-tag core (global EditingRuntime): what a preview page loads first.
  runtimeModule('runtime/script.ts', 'runtime.umd.js', 'umd'),
  // The package's ESM entry for bundlers (start, adapters, key helpers); imports the files below by name.
  runtimeModule('runtime/index.ts', 'runtime.mjs'),
  // Loaded by the runtime when an editor connects (runtime/core/module-loader.ts): from beside the UMD
  // file, or through runtime.mjs's imports of them.
  runtimeModule('runtime/tools.ts', 'runtime-tools.mjs'),
  ...ADAPTER_NAMES.map((name) => runtimeModule(`runtime/adapters/${name}.ts`, `runtime-adapter-${name}.mjs`)),
  // For editors: the host-side client (connectFrame), change items and request builders.
  runtimeModule('runtime/host/index.ts', 'host.mjs'),
  // The same two entries for `require` (Jest, older bundlers, CommonJS tools).
  runtimeModule('runtime/index.ts', 'runtime.cjs', 'cjs'),
  runtimeModule('runtime/host/index.ts', 'host.cjs', 'cjs'),
  // The build-time id plugin (dist/codebase-ids.mjs, .cjs and declarations) is built above, before these.
  declarations('index.d.ts', 'index'),
  declarations('host/index.d.ts', 'host'),
  {
    input: 'runtime/dist/types/types/index.d.ts',
    output: { file: 'runtime/dist/contract.d.cts' },
    plugins: [dts()],
  },
];

/**
 * Writes the editor's index.html around its entry chunk, with its stylesheet inlined, and its own
 * copy of the icon: the editor's origin serves nothing of the site.
 */
function editorPage() {
  return {
    name: 'editor-page',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      const css = readFileSync('editor/styles.css', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync('site/public/favicon.svg') });
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference editor — Product Analytics</title>
<link rel="icon" href="/editor/favicon.svg" type="image/svg+xml">
<style>${css}</style>
<script type="module" src="/editor/${entry.fileName}"></script>
</head>
<body><div id="root"></div></body>
</html>
`,
      });
    },
  };
}

// The reference editor (issue "Host SDK and a reference editor"): a React app served at /editor/.
const editorBuild = {
  input: { editor: 'editor/main.tsx' },
  output: { dir: 'dist/editor', format: 'es', entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js', sourcemap: true },
  plugins: [...compile({ tsconfig: './tsconfig.editor.json', resolveOptions: { browser: true } }), terser({ format: { comments: false } }), editorPage()],
};

// The mutation server runs in Node from this checkout: packages stay imports, among them the
// codebase-id scheme (the runtime package's, the one the dev build's plugin uses), not a copy.
// server/live (the live dev-domain build of `npm start`) is its own entry: only `npm start` loads
// it, with esbuild.
const serverBuild = {
  input: { index: 'server/index.ts', live: 'server/live/index.ts', site: 'server/app/site-handler.ts', 'edit-worker': 'server/edit-worker/edit-worker.ts', 'type-check-worker': 'server/checks/type-check-worker.ts' },
  output: { dir: 'dist/server', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', sourcemap: true },
  external: (id) => id.startsWith('node:') || ['typescript', 'uuid', 'esbuild', 'sirv', 'css-tree', 'diff', 'node-diff3', 'postcss', 'visual-editing-runtime/codebase-ids'].includes(id),
  plugins: [
    resolve({ extensions, exportConditions: ['node'], preferBuiltins: true }),
    typescript({ tsconfig: './tsconfig.server.json', noEmitOnError: true, compilerOptions: { noEmit: false, declaration: false, sourceMap: true } }),
  ],
};

// The live dev-domain pages' script (server/live/client): follows /__live, reloads, shows build errors.
// Not minified: it is small, and only dev-domain previews load it.
const liveClientBuild = {
  input: 'server/live/client/live-client.ts',
  output: { file: 'dist/server/live-client.js', format: 'iife', sourcemap: true },
  plugins: compile({ tsconfig: './tsconfig.live-client.json', resolveOptions: { browser: true } }),
};

// The runtime package is built first: the editor imports it by name, as a vendor would.
export default [...runtimeBuilds, editorBuild, serverBuild, liveClientBuild, ...siteBuild('site'), ...siteBuild('site-dev')];
