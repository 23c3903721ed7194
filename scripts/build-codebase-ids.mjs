// Builds the runtime package's `codebase-ids` entry (the build-time id plugin, runtime/codebase-ids/*.ts)
// into runtime/dist: codebase-ids.mjs for `import`, codebase-ids.cjs for `require`, and their
// declarations (codebase-ids.d.cts, and codebase-ids.d.ts that re-exports it: TypeScript takes a
// file's module kind from its extension). The build's other users of the plugin (the dev site's
// bundle, through scripts/site-build.mjs) import the built file by the package's name, so
// rollup.config.mjs runs this before it loads them: Node 20 cannot import the .ts sources.
// `node scripts/build-codebase-ids.mjs` runs it alone.
import { writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import resolve from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';

const INPUT = 'runtime/codebase-ids/index.ts';
const OUT = 'runtime/dist';

/** Packages (the framework compilers, Babel's parser, magic-string, uuid) and Node's modules stay imports. */
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/** TypeScript to JavaScript, module by module, comments kept: the package's .mjs stays readable. */
const transpile = () => ({
  name: 'transpile-ts',
  transform(code, id) {
    if (!id.endsWith('.ts')) return null;
    const { outputText, sourceMapText } = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, sourceMap: true, verbatimModuleSyntax: false, isolatedModules: true },
    });
    return { code: outputText, map: sourceMapText };
  },
});

export async function buildCodebaseIds() {
  const code = await rollup({ input: INPUT, external, plugins: [resolve({ extensions: ['.ts'] }), transpile()] });
  try {
    await code.write({ file: `${OUT}/codebase-ids.mjs`, format: 'es' });
    await code.write({ file: `${OUT}/codebase-ids.cjs`, format: 'cjs' });
  } finally {
    await code.close();
  }
  // The declarations of the public API only: the compilers' types the scanners read stay inside.
  const types = await rollup({ input: INPUT, external, plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { noEmit: false, paths: {} } })] });
  try {
    await types.write({ file: `${OUT}/codebase-ids.d.cts` });
  } finally {
    await types.close();
  }
  writeFileSync(`${OUT}/codebase-ids.d.ts`, `export * from './codebase-ids.cjs';\n`);
}

if (import.meta.url === pathToFileURL(resolvePath(process.argv[1] ?? '')).href) await buildCodebaseIds();
