// The site's Rollup builds, in one place for the two callers that run them: rollup.config.mjs
// (`npm run build`: both variants into dist/) and scripts/publish-site.mjs (the editor's Publish: the
// production variant alone, from a snapshot of the edited sources, into a fresh folder).
// Paths are relative to the working directory, which is the project (or the snapshot) being built.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { transform } from 'esbuild';
import { codebaseIds } from 'visual-editing-runtime/codebase-ids';

export const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

export const constants = () =>
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILD_YEAR__: String(new Date().getUTCFullYear()),
    },
  });

/** Resolve and compile with type checking (@rollup/plugin-typescript reads and checks the sources itself). */
export function compile({ tsconfig, resolveOptions = {} }) {
  return [
    constants(),
    resolve({ extensions, ...resolveOptions }),
    commonjs(),
    typescript({ tsconfig, noEmitOnError: true, compilerOptions: { noEmit: false, declaration: false, sourceMap: true } }),
  ];
}

/**
 * TypeScript to JavaScript without type information (esbuild). For the runtime package only: its
 * types are checked once, by the tsc run that writes its declarations before rollup starts, instead
 * of once per bundle.
 */
export function transpileTs() {
  return {
    name: 'transpile-ts',
    async transform(code, id) {
      const loader = id.endsWith('.ts') ? 'ts' : id.endsWith('.tsx') ? 'tsx' : null;
      if (!loader) return null;
      // jsx 'automatic' is the tsconfig's "react-jsx".
      const result = await transform(code, { loader, jsx: 'automatic', target: 'es2022', sourcemap: true, sourcefile: id });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * The dev-domain site: the package's codebase-id plugin (as a vendor's build would use it) adds the
 * source ids to the JSX, then esbuild compiles it. Types are checked by the production site build
 * and `npm run typecheck`, on the same sources.
 */
function compileWithIds({ resolveOptions = {} }) {
  return [constants(), resolve({ extensions, ...resolveOptions }), commonjs(), codebaseIds({ root: process.cwd() }), transpileTs()];
}

/** Records which file each entry and page chunk became, and what it imports, for the prerenderer. */
function siteManifest(path) {
  return {
    name: 'site-manifest',
    writeBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          source: output.facadeModuleId ? relative(process.cwd(), output.facadeModuleId) : null,
          isEntry: output.isEntry,
          imports: output.imports,
        };
      }
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify({ chunks }, null, 2));
    },
  };
}

/**
 * The Rollup configurations of one variant of the site: `site` (production, type-checked) or
 * `site-dev` (codebase ids, for the dev domain). `outDir` gets what `npm run build` writes to dist/:
 * `<variant>/assets`, `<variant>-manifest.json` and `ssr-<variant>/entry-server.mjs`.
 */
export function siteBuild(variant, { outDir = 'dist' } = {}) {
  const dev = variant === 'site-dev';
  const compileSite = (resolveOptions) => (dev ? compileWithIds({ resolveOptions }) : compile({ tsconfig: './tsconfig.build.json', resolveOptions }));
  return [
    {
      input: { main: 'site/entry-client.tsx' },
      output: {
        dir: `${outDir}/${variant}/assets`,
        format: 'es',
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        sourcemap: true,
      },
      plugins: [
        ...compileSite({ browser: true }),
        // The dev-domain build keeps component names, so an editor's inspector can show them.
        terser({ format: { comments: false }, ...(dev ? { keep_fnames: true, keep_classnames: true } : {}) }),
        siteManifest(`${outDir}/${variant}-manifest.json`),
      ],
    },
    {
      input: 'site/entry-server.tsx',
      output: { file: `${outDir}/ssr-${variant}/entry-server.mjs`, format: 'es', inlineDynamicImports: true, sourcemap: true },
      external: (id) => id.startsWith('node:'),
      plugins: compileSite({ exportConditions: ['node'], preferBuiltins: true }),
      onwarn(warning, warn) {
        // React's server build probes for optional globals; the "this is undefined" notices are noise.
        if (warning.code === 'THIS_IS_UNDEFINED') return;
        warn(warning);
      },
    },
  ];
}
