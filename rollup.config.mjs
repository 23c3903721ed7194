// One build for everything in dist/: the site's browser bundle, and the server bundle the prerenderer runs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

rmSync('dist', { recursive: true, force: true });

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

function compile(extra = {}) {
  return [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __BUILD_YEAR__: String(new Date().getUTCFullYear()),
      },
    }),
    resolve({ extensions, ...extra }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.build.json',
      noEmitOnError: true,
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true },
    }),
  ];
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
      mkdirSync('dist', { recursive: true });
      writeFileSync(path, JSON.stringify({ chunks }, null, 2));
    },
  };
}

export default [
  {
    input: { main: 'site/entry-client.tsx' },
    output: {
      dir: 'dist/site/assets',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
    },
    plugins: [...compile({ browser: true }), terser({ format: { comments: false } }), siteManifest('dist/site-manifest.json')],
  },
  {
    input: 'site/entry-server.tsx',
    output: { file: 'dist/ssr/entry-server.mjs', format: 'es', inlineDynamicImports: true, sourcemap: true },
    external: (id) => id.startsWith('node:'),
    plugins: compile({ exportConditions: ['node'], preferBuiltins: true }),
    onwarn(warning, warn) {
      // React's server build probes for optional globals; the "this is undefined" notices are noise.
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
];
