// Which schema library declares the mutation server's request bodies (issue 44): TypeBox (0.34 and
// 1.x), valibot (1.x) or zod (4.x). Each candidate declares the same bodies the server reads (an
// element reference with an optional rendering, editText, a styling body, a chain of codebase ids)
// with its own builders, strict about unknown fields, with the length limits and patterns the
// server checks. Printed per candidate: the median time to parse each body, valid and invalid (the
// invalid ones produce the error the server would turn into its 400), the bytes a minified esbuild
// bundle of those declarations adds (raw and gzip -9), the time a fresh Node process takes to import
// them, and the size of the installed package. The candidates are installed into a scratch folder
// (SCHEMA_BENCH_DIR, default /tmp/schema-bench), not into the repository. `npm run bench:schemas`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { publish } from './report.mjs';
import { quantile } from './stats.mjs';

const median = (values) => quantile(values, 0.5);

const DIR = process.env.SCHEMA_BENCH_DIR ?? '/tmp/schema-bench';
const PACKAGES = { valibot: 'valibot@1.5.0', zod: 'zod@4.6.7', 'typebox 0.34': '@sinclair/typebox@0.34.52', 'typebox 1': 'typebox@1.4.3' };
const INSTALLED = { valibot: 'valibot', zod: 'zod', 'typebox 0.34': '@sinclair/typebox', 'typebox 1': 'typebox' };

if (!existsSync(join(DIR, 'node_modules', 'typebox'))) {
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(join(DIR, 'package.json'))) writeFileSync(join(DIR, 'package.json'), '{ "name": "schema-bench", "private": true }\n');
  console.log(`Installing ${Object.values(PACKAGES).join(', ')} into ${DIR} …`);
  execFileSync('npm', ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--silent', ...Object.values(PACKAGES)], { stdio: 'inherit' });
}

const ID = '/^[A-Za-z0-9_-]{1,200}$/';
const PAGE = String.raw`/^\/[A-Za-z0-9._~%\/-]{0,500}$/`;

// The same declarations in each library; each module exports parse(name, value) → { ok, message }.
const SOURCES = {
  valibot: `import * as v from 'valibot';
const id = v.pipe(v.string(), v.maxLength(200), v.regex(${ID}, 'a codebase id'));
const rendering = v.strictObject({ pagePath: v.pipe(v.string(), v.regex(${PAGE})), index: v.pipe(v.number(), v.integer(), v.minValue(0)), count: v.pipe(v.number(), v.integer(), v.minValue(1)) });
const element = v.looseObject({ codebaseId: id, rendering: v.optional(v.nullable(rendering)) });
const schemas = {
  editText: v.strictObject({ element, newText: v.pipe(v.string(), v.maxLength(100000)), oldText: v.nullable(v.pipe(v.string(), v.maxLength(100000))) }),
  styling: v.strictObject({ reactElement: element, styling: v.record(v.string(), v.nullable(v.pipe(v.string(), v.maxLength(10000)))), stylingFramework: v.nullable(v.picklist(['INLINE', 'CSS', 'TAILWIND'])),
    modifiers: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(100)), customProperties: v.pipe(v.array(v.unknown()), v.maxLength(100)),
    scope: v.optional(v.nullable(v.picklist(['every-use', 'this-use']))), renderedIn: v.optional(v.nullable(v.pipe(v.array(id), v.maxLength(500)))), context: v.optional(v.nullable(v.string())) }),
};
schemas.chain = schemas.styling;
export function parse(name, value) {
  const result = v.safeParse(schemas[name], value, { abortEarly: true });
  return result.success ? { ok: true } : { ok: false, message: v.getDotPath(result.issues[0]) + ': ' + result.issues[0].message };
}`,
  zod: `import * as z from 'zod';
const id = z.string().max(200).regex(${ID}, 'a codebase id');
const rendering = z.strictObject({ pagePath: z.string().regex(${PAGE}), index: z.number().int().min(0), count: z.number().int().min(1) });
const element = z.looseObject({ codebaseId: id, rendering: rendering.nullable().optional() });
const schemas = {
  editText: z.strictObject({ element, newText: z.string().max(100000), oldText: z.string().max(100000).nullable() }),
  styling: z.strictObject({ reactElement: element, styling: z.record(z.string(), z.string().max(10000).nullable()), stylingFramework: z.enum(['INLINE', 'CSS', 'TAILWIND']).nullable(),
    modifiers: z.array(z.string().max(100)).max(100), customProperties: z.array(z.unknown()).max(100),
    scope: z.enum(['every-use', 'this-use']).nullable().optional(), renderedIn: z.array(id).max(500).nullable().optional(), context: z.string().nullable().optional() }),
};
schemas.chain = schemas.styling;
export function parse(name, value) {
  const result = schemas[name].safeParse(value, { reportInput: false });
  return result.success ? { ok: true } : { ok: false, message: result.error.issues[0].path.join('.') + ': ' + result.error.issues[0].message };
}`,
  'typebox 0.34': `import { Type as T } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
const id = T.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]{1,200}$' });
const rendering = T.Object({ pagePath: T.String({ pattern: '^/[A-Za-z0-9._~%/-]{0,500}$' }), index: T.Integer({ minimum: 0 }), count: T.Integer({ minimum: 1 }) }, { additionalProperties: false });
const element = T.Object({ codebaseId: id, rendering: T.Optional(T.Union([rendering, T.Null()])) });
const nullable = (s) => T.Union([s, T.Null()]);
const schemas = {
  editText: T.Object({ element, newText: T.String({ maxLength: 100000 }), oldText: nullable(T.String({ maxLength: 100000 })) }, { additionalProperties: false }),
  styling: T.Object({ reactElement: element, styling: T.Record(T.String(), nullable(T.String({ maxLength: 10000 }))), stylingFramework: nullable(T.Union([T.Literal('INLINE'), T.Literal('CSS'), T.Literal('TAILWIND')])),
    modifiers: T.Array(T.String({ maxLength: 100 }), { maxItems: 100 }), customProperties: T.Array(T.Unknown(), { maxItems: 100 }),
    scope: T.Optional(nullable(T.Union([T.Literal('every-use'), T.Literal('this-use')]))), renderedIn: T.Optional(nullable(T.Array(id, { maxItems: 500 }))), context: T.Optional(nullable(T.String())) }, { additionalProperties: false }),
};
const compiled = { editText: TypeCompiler.Compile(schemas.editText), styling: TypeCompiler.Compile(schemas.styling) };
compiled.chain = compiled.styling;
export function parse(name, value) {
  if (compiled[name].Check(value)) return { ok: true };
  const error = compiled[name].Errors(value).First();
  return { ok: false, message: error.path + ': ' + error.message };
}`,
  'typebox 1': `import Type from 'typebox';
import { Compile } from 'typebox/compile';
const T = Type;
const id = T.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]{1,200}$' });
const rendering = T.Object({ pagePath: T.String({ pattern: '^/[A-Za-z0-9._~%/-]{0,500}$' }), index: T.Integer({ minimum: 0 }), count: T.Integer({ minimum: 1 }) }, { additionalProperties: false });
const element = T.Object({ codebaseId: id, rendering: T.Optional(T.Union([rendering, T.Null()])) });
const nullable = (s) => T.Union([s, T.Null()]);
const schemas = {
  editText: T.Object({ element, newText: T.String({ maxLength: 100000 }), oldText: nullable(T.String({ maxLength: 100000 })) }, { additionalProperties: false }),
  styling: T.Object({ reactElement: element, styling: T.Record(T.String(), nullable(T.String({ maxLength: 10000 }))), stylingFramework: nullable(T.Union([T.Literal('INLINE'), T.Literal('CSS'), T.Literal('TAILWIND')])),
    modifiers: T.Array(T.String({ maxLength: 100 }), { maxItems: 100 }), customProperties: T.Array(T.Unknown(), { maxItems: 100 }),
    scope: T.Optional(nullable(T.Union([T.Literal('every-use'), T.Literal('this-use')]))), renderedIn: T.Optional(nullable(T.Array(id, { maxItems: 500 }))), context: T.Optional(nullable(T.String())) }, { additionalProperties: false }),
};
const compiled = { editText: Compile(schemas.editText), styling: Compile(schemas.styling) };
compiled.chain = compiled.styling;
export function parse(name, value) {
  if (compiled[name].Check(value)) return { ok: true };
  const error = compiled[name].Errors(value)[0];
  return { ok: false, message: error.instancePath + ': ' + error.message };
}`,
};

const element = { codebaseId: 'tempo-3f2a9c', name: 'h2', rendering: { pagePath: '/privacy-policy', index: 2, count: 14 } };
const styling20 = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`--prop-${i}`, i % 5 ? `${i}rem` : null]));
const stylingBody = { reactElement: element, styling: styling20, stylingFramework: 'CSS', modifiers: ['hover', 'md'], customProperties: [], scope: null, renderedIn: null };
const chain = Array.from({ length: 500 }, (_, i) => `tempo-${i.toString(16).padStart(6, '0')}`);
const BODIES = [
  ['editText, valid', 'editText', { element, newText: 'Contents of the policy', oldText: 'Contents' }],
  ['editText, bad codebaseId', 'editText', { element: { ...element, codebaseId: 'a b' }, newText: 'x', oldText: null }],
  ['editText, unknown field', 'editText', { element, newText: 'x', oldText: null, extra: 1 }],
  ['styling, 20 properties', 'styling', stylingBody],
  ['styling, 20th value a number', 'styling', { ...stylingBody, styling: { ...styling20, '--prop-19': 19 } }],
  ['styling, 500-id chain', 'chain', { ...stylingBody, scope: 'this-use', renderedIn: chain }],
  ['styling, 500-id chain, last id bad', 'chain', { ...stylingBody, scope: 'this-use', renderedIn: [...chain.slice(0, 499), 'bad id'] }],
  ['styling, 501-id chain', 'chain', { ...stylingBody, scope: 'this-use', renderedIn: [...chain, 'tempo-x'] }],
];

function time(parse, name, body) {
  // Warm up (JIT), then the median of 25 rounds of 400 parses, in µs per parse.
  for (let i = 0; i < 2000; i++) parse(name, body);
  const rounds = [];
  for (let r = 0; r < 25; r++) {
    const start = performance.now();
    for (let i = 0; i < 400; i++) parse(name, body);
    rounds.push(((performance.now() - start) * 1000) / 400);
  }
  return median(rounds);
}

function importMs(file) {
  const runs = [];
  for (let i = 0; i < 7; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`]);
    runs.push(Number(out.toString()));
  }
  return median(runs);
}

const duKiB = (path) => Number(execFileSync('du', ['-sk', path]).toString().split('\t')[0]);
const rows = [];
const messages = [];
for (const [lib, source] of Object.entries(SOURCES)) {
  const file = join(DIR, `${lib.replace(/\W+/g, '-')}.mjs`);
  writeFileSync(file, `${source}\n`);
  const { parse } = await import(pathToFileURL(file).href);
  const times = BODIES.map(([label, name, body]) => {
    const result = parse(name, body);
    if (result.ok === /bad|unknown|number|501/.test(label)) throw new Error(`${lib}: ${label} parsed as ${result.ok}`);
    if (!result.ok) messages.push(`${lib} · ${label}: ${result.message}`);
    return time(parse, name, body);
  });
  const bundle = await esbuild.build({ entryPoints: [file], bundle: true, minify: true, write: false, format: 'esm', platform: 'node', absWorkingDir: DIR, logLevel: 'silent' });
  const code = bundle.outputFiles[0].contents;
  rows.push({ lib, version: PACKAGES[lib].split('@').at(-1), times, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, importMs: importMs(file), installKiB: duKiB(join(DIR, 'node_modules', INSTALLED[lib])) });
}

const libs = rows.map((r) => r.lib);
publish({
  section: 'schemas',
  title: 'The request schemas',
  settings: process.env.SCHEMA_BENCH_DIR ? { SCHEMA_BENCH_DIR: DIR } : {},
  tables: [
    {
      id: 'parse',
      title: 'Parse time per body, µs (median of 25 rounds of 400 parses, after a warm-up; invalid bodies include making the first error)',
      header: ['body', ...libs],
      rows: BODIES.map(([label], i) => [label, ...rows.map((r) => r.times[i].toFixed(2))]),
    },
    {
      id: 'weight',
      title: 'What each adds: a minified esbuild bundle of the declarations, the import in a fresh process, the installed package',
      header: ['', ...libs],
      rows: [
        ['version', ...rows.map((r) => r.version)],
        ['bundle, minified (bytes)', ...rows.map((r) => r.raw.toLocaleString('en'))],
        ['bundle, gzip -9 (bytes)', ...rows.map((r) => r.gzip.toLocaleString('en'))],
        ['import + declare, fresh process (ms)', ...rows.map((r) => r.importMs.toFixed(1))],
        ['installed package (KiB, du)', ...rows.map((r) => r.installKiB.toLocaleString('en'))],
      ],
    },
  ],
  notes: ['The first error each reports, as it words it:', '', ...messages.map((message) => `- ${message.slice(0, 160)}`)],
});
