// Which parser the codebase-id plugin reads JSX with: Babel's (chosen), oxc's, or TypeScript's
// (the plugin's parser until it had to stop depending on the user's TypeScript). Each candidate
// parses this repository's JSX (site/, editor/, test/vendor/: React, Preact, Solid) and one file of
// the syntax a TypeScript project may use, and lists every JSX opening tag with its offset. Printed:
// the median time over the corpus, the time a fresh process takes to import the parser, the size
// it adds to an install, and whether it finds exactly the elements TypeScript finds at the same
// UTF-16 offsets (the offsets ids are made from). `npm run bench:parsers`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as babel from '@babel/parser';
import { parseSync } from 'oxc-parser';
import ts from 'typescript';
import { goal, publish } from './report.mjs';

const require = createRequire(import.meta.url);

function jsxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : jsxFiles(path);
    return /\.[jt]sx$/.test(entry.name) ? [path] : [];
  });
}

/** Syntax the corpus lacks: text before JSX outside the Basic Multilingual Plane, generics in .tsx, `satisfies`, `using`, decorators, auto-accessors. */
const TRICKY = `// Ünïcödé — “quotes” 🎉 before any JSX: offsets count UTF-16 units
import { Link } from 'wouter';
const id = <T,>(value: T): T => value;
const less = (a: number, b: number) => a < b && b > a;
const props = { label: 'x' } satisfies object;
enum Tone { Calm = 'calm' }
export function Card<const T extends string>({ label }: { label: T }) {
  using _x = { [Symbol.dispose]() {} };
  return (
    <section className="card" data-tone={Tone.Calm}>
      {/* a comment with <b>tags</b> */}
      <h2 title={\`\${label} 🎉\`}>{label as string}</h2>
      <svg:rect />
      <Link href="/" className={(active: boolean) => (active ? 'on' : '')}>Go</Link>
      <>{[1, 2].map((n) => <li key={n}>{n! > 1 ? 'x' : 'y'}</li>)}</>
    </section>
  );
}
class C { accessor x = 1; @((t: unknown) => t) m() { return <b>é</b>; } }
`;

const corpus = ['site', 'editor', 'test/vendor'].flatMap(jsxFiles).map((path) => ({ file: path, code: readFileSync(path, 'utf8') }));
const all = [...corpus, { file: 'tricky.tsx', code: TRICKY }];
const chars = corpus.reduce((sum, { code }) => sum + code.length, 0);

function walk(node, visit) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!node || typeof node !== 'object') return;
  if (typeof node.type === 'string') visit(node);
  for (const key in node) if (key !== 'loc' && key !== 'extra' && key !== 'comments' && node[key] && typeof node[key] === 'object') walk(node[key], visit);
}
const tagText = (name) =>
  name.type === 'JSXIdentifier' ? name.name : name.type === 'JSXMemberExpression' ? `${tagText(name.object)}.${name.property.name}` : `${name.namespace.name}:${name.name.name}`;
const openings = (program) => {
  const found = [];
  walk(program, (node) => node.type === 'JSXOpeningElement' && found.push(`${node.start}:${tagText(node.name)}`));
  return found.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10)).join(' ');
};

const BABEL_PLUGINS = ['jsx', 'decorators', 'decoratorAutoAccessors', 'explicitResourceManagement'];
const candidates = {
  '@babel/parser': {
    module: '@babel/parser',
    parse: (file, code) => openings(babel.parse(code, { sourceType: 'module', plugins: file.endsWith('.tsx') ? [...BABEL_PLUGINS, 'typescript'] : BABEL_PLUGINS }).program),
  },
  'oxc-parser': {
    module: 'oxc-parser',
    parse: (file, code) => {
      const result = parseSync(file, code, { lang: file.endsWith('.tsx') ? 'tsx' : 'jsx' });
      if (result.errors.length) throw new Error(result.errors[0].message);
      return openings(result.program);
    },
  },
  typescript: {
    module: 'typescript',
    parse: (file, code) => {
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX);
      const found = [];
      const visit = (node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) found.push(`${node.getStart(source)}:${node.tagName.getText(source)}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found.join(' ');
    },
  },
};

/** Bytes on disk of a package and the packages it brings (its dependencies and this platform's optional ones). */
function installedSize(name, seen = new Set()) {
  if (seen.has(name)) return 0;
  seen.add(name);
  let manifestPath;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
  } catch {
    return 0; // another platform's optional binding
  }
  const dirSize = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? (entry.name === 'node_modules' ? 0 : dirSize(join(dir, entry.name))) : statSync(join(dir, entry.name)).size), 0);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const deps = { ...manifest.dependencies, ...manifest.optionalDependencies };
  return dirSize(dirname(manifestPath)) + Object.keys(deps).reduce((sum, dep) => sum + installedSize(dep, seen), 0);
}

function importTime(module) {
  const script = `const t = performance.now(); await import(${JSON.stringify(module)}); console.log(performance.now() - t);`;
  const runs = [0, 1, 2, 3, 4].map(() => Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
  return runs.sort((a, b) => a - b)[2];
}

const reference = new Map(all.map(({ file, code }) => [file, candidates.typescript.parse(file, code)]));
const rows = [];
for (const [name, { module, parse }] of Object.entries(candidates)) {
  let same = 0;
  const problems = [];
  for (const { file, code } of all) {
    try {
      if (parse(file, code) === reference.get(file)) same++;
      else problems.push(`${file}: other elements`);
    } catch (error) {
      problems.push(`${file}: ${String(error.message).split('\n')[0]}`);
    }
  }
  for (let round = 0; round < 5; round++) for (const { file, code } of corpus) parse(file, code);
  const times = [];
  for (let round = 0; round < 21; round++) {
    const started = performance.now();
    for (const { file, code } of corpus) parse(file, code);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push([
    `\`${name}\``,
    require(`${module}/package.json`).version,
    `${times[10].toFixed(1)} ms`,
    (chars / 1e6 / (times[10] / 1000)).toFixed(1),
    `${importTime(module).toFixed(0)} ms`,
    `${(installedSize(module) / 1e6).toFixed(1)} MB`,
    `${same}/${all.length}`,
    problems.join('; ') || '—',
  ]);
}

// What the ids add to a build: the plugin's work per file (parse, find, splice, source map) beside the
// framework compiler's own, on the vendor test pages' components. The plugin as the package ships it
// (runtime/dist/codebase-ids.mjs, built from its TypeScript by `npm run build` or `node scripts/build-codebase-ids.mjs`).
const { addCodebaseIds } = await import('visual-editing-runtime/codebase-ids').catch((error) => {
  throw new Error('the codebase-id plugin is not built: run "node scripts/build-codebase-ids.mjs" (or "npm run build") first', { cause: error });
});
const { parse: parseSfc, compileScript } = await import('vue/compiler-sfc');
const { compile: compileSvelte } = await import('svelte/compiler');
const { transformAsync } = await import('@babel/core');
const solidPreset = (await import('babel-preset-solid')).default;
const root = process.cwd();
const pick = (dir, pattern) => readdirSync(join(root, dir)).filter((name) => pattern.test(name)).map((name) => join(root, dir, name));
const languages = [
  { language: 'Vue SFC', files: pick('test/vendor/vue', /\.vue$/), compile: (code, file) => compileScript(parseSfc(code, { filename: file }).descriptor, { id: 'x', inlineTemplate: true }) },
  { language: 'Svelte 5', files: pick('test/vendor/svelte', /\.svelte$/), compile: (code, file) => compileSvelte(code, { filename: file }) },
  { language: 'JSX (Solid)', files: pick('test/vendor/solid', /\.jsx$/), compile: (code, file) => transformAsync(code, { filename: file, presets: [[solidPreset, { generate: 'dom' }]], babelrc: false, configFile: false }) },
];
// Each round's sources differ by a trailing comment: Vue's compiler caches what it parsed, a build parses each file once.
let round = 0;
const median = async (work) => {
  for (let warm = 0; warm < 5; warm++) await work(round++);
  const times = [];
  for (let run = 0; run < 21; run++) {
    const started = performance.now();
    await work(round++);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10];
};
const costs = [];
for (const { language, files, compile } of languages) {
  const sources = files.map((file) => ({ file, code: readFileSync(file, 'utf8') }));
  const comment = (n) => (language === 'JSX (Solid)' ? `\n// ${n}\n` : `\n<!-- ${n} -->\n`);
  const ids = await median((n) => sources.forEach(({ file, code }) => addCodebaseIds(code + comment(n), file, root)));
  const compiler = await median(async (n) => {
    for (const { file, code } of sources) await compile(code + comment(n), file);
  });
  costs.push([language, String(sources.length), `${ids.toFixed(2)} ms`, `${compiler.toFixed(2)} ms`, `${(ids / compiler).toFixed(2)}×`]);
}
publish({
  section: 'parsers',
  title: "The codebase-id plugin's parsers",
  tables: [
    {
      id: 'parsers',
      title: `JSX parsers: ${corpus.length} files (${(chars / 1000).toFixed(0)} k characters) and tricky.tsx; median of 21 passes over the corpus`,
      header: ['parser', 'version', 'corpus, median', 'MB/s', 'import, fresh process', 'install size', 'same elements as TypeScript', 'problems'],
      rows,
    },
    {
      id: 'ids-cost',
      title: "What the codebase-id plugin adds to a build, beside the framework's compiler (the vendor test pages' components; medians of 21)",
      header: ['language', 'files', 'ids added', 'compiler', 'ids / compiler'],
      rows: costs,
    },
  ],
  // The plugin's parser must find exactly TypeScript's elements: the ids are made from their offsets.
  goals: [goal("`@babel/parser` (the plugin's) finds TypeScript's elements at the same offsets in every file", rows[0][6], rows[0][6] === `${all.length}/${all.length}`)],
});
