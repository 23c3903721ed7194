// The codebase-id scheme and its Rollup/Vite plugin (the runtime package's `codebase-ids` entry),
// which the dev-domain site's build uses as a vendor's build would.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { SourceMapConsumer } from 'source-map';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as scheme from 'visual-editing-runtime/codebase-ids';

const { addCodebaseIds, codebaseIdElements, codebaseIdFor, codebaseIds, codebaseLookup, isPackageSpecifier } = scheme;

const ROOT = '/repo';
const ID = /tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;
/** One id (a global regex would carry its position from one test to the next). */
const AN_ID = new RegExp(ID.source);
const splice = (source, fileName = '/repo/site/Example.tsx') => addCodebaseIds(source, fileName, ROOT)?.code ?? source;
/** The id of the element whose tag starts at the first `marker` in `source` (1-based line and column, as ids are made). */
function idAt(source, marker, file = 'site/Example.tsx') {
  const before = source.slice(0, source.indexOf(marker));
  const lines = before.split('\n');
  return codebaseIdFor(file, lines.length, lines.at(-1).length + 1);
}
const compile = (source) =>
  ts.transpileModule(source, { fileName: 'x.tsx', compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;

describe('codebase ids', () => {
  it('are uuid v5 of the file and position: stable across builds and checkouts, distinct per element', () => {
    const a = codebaseIdFor('site/App.tsx', 3, 5);
    assert.equal(a, codebaseIdFor('site/App.tsx', 3, 5));
    assert.notEqual(a, codebaseIdFor('site/App.tsx', 3, 6));
    assert.notEqual(a, codebaseIdFor('site/Other.tsx', 3, 5));
    assert.match(a, /^tempo-[0-9a-f-]{36}$/);
    const source = 'export const A = () => <div><p>x</p><p>y</p></div>;';
    assert.equal(splice(source), splice(source));
    assert.notEqual(splice(source, '/repo/site/Example.tsx'), splice(source, '/repo/site/Other.tsx'));
    // The checkout path does not matter, only the path inside it.
    assert.equal(addCodebaseIds(source, '/a/site/X.tsx', '/a').code, addCodebaseIds(source, '/b/site/X.tsx', '/b').code);
  });

  it('go on every DOM element as text splices, merged with existing class names, not on components', () => {
    const source = `export const A = ({ c }: { c?: string }) => (
  <section className='box'><span className={c}>t</span><Card title="x" /><svg><path d="M0" /></svg><br /><b className="">x</b></section>
);`;
    const out = splice(source);
    const ids = out.match(ID);
    assert.equal(ids.length, 6, out); // section, span, svg, path, br, b
    assert.equal(new Set(ids).size, 6);
    // Each id is exactly the one for its element's position; the literal keeps its quote style.
    assert.ok(out.includes(`<section className='box ${idAt(source, '<section')}'>`), out);
    assert.ok(out.includes(`className={[c, "${idAt(source, '<span')}"].join(' ').trim()}`), out);
    assert.ok(out.includes(`<path d="M0" className="${idAt(source, '<path')}" />`), out);
    assert.ok(out.includes(`<b className="${idAt(source, '<b ')}">`), out);
    assert.ok(out.includes('<Card title="x" />'));
    // Every byte of the source is still there, in order: the splices only insert.
    let rest = out;
    for (const char of source.replace(/className=""/, 'className=')) {
      const at = rest.indexOf(char);
      assert.ok(at >= 0, `${JSON.stringify(char)} kept`);
      rest = rest.slice(at + 1);
    }
  });

  it('name the component of a function a call wraps (memo, forwardRef, Qwik\'s component$), and an upper-case one before a lower-case one', () => {
    const source = `export const Card = memo((props) => <section className="a"><h2>{props.t}</h2></section>);
export const Counter = component$(() => { const row = useCallback(() => <li />, []); return <p>{row()}</p>; });
const render = () => <b />;`;
    const components = codebaseIdElements(source, 'src/card.tsx', { root: ROOT }).map((element) => [element.tag, element.component]);
    assert.deepEqual(components, [['section', 'Card'], ['h2', 'Card'], ['li', 'Counter'], ['p', 'Counter'], ['b', 'render']]);
  });

  it('an expression className that is undefined yields just the id (no "undefined" class)', () => {
    const out = compile(splice('export const A = (p: { c?: string }) => <i className={p.c} />;'));
    const expression = /className: (\[p\.c, "tempo-[^"]+"\]\.join\(' '\)\.trim\(\))/.exec(out)[1];
    const value = new Function('p', `return ${expression}`)({});
    assert.match(value, /^tempo-[0-9a-f-]{36}$/);
  });

  it('comes with a source map that finds the original positions after the splices', async () => {
    const source = 'export const A = () => <div><p>hello</p></div>;\nexport const after = 1;';
    const { code, map } = addCodebaseIds(source, '/repo/site/Example.tsx', ROOT);
    const generated = code.split('\n')[0].indexOf('hello');
    await SourceMapConsumer.with(JSON.parse(map.toString()), null, (consumer) => {
      const original = consumer.originalPositionFor({ line: 1, column: generated });
      assert.deepEqual([original.line, original.column], [1, source.indexOf('hello')]);
    });
  });

  it('the Rollup/Vite plugin transforms JSX modules of the project only', () => {
    const plugin = codebaseIds({ root: ROOT });
    assert.equal(plugin.name, 'codebase-ids');
    assert.equal(plugin.enforce, 'pre');
    const jsx = 'export const A = () => <p>x</p>;';
    assert.match(plugin.transform(jsx, '/repo/src/A.jsx').code, AN_ID);
    assert.match(plugin.transform(jsx, '/repo/src/A.tsx?v=3').code, AN_ID);
    assert.equal(plugin.transform(jsx, '/repo/node_modules/lib/A.jsx'), null);
    assert.equal(plugin.transform(jsx, '/elsewhere/A.jsx'), null);
    assert.equal(plugin.transform(jsx, '/repo/src/a.ts'), null);
    assert.equal(plugin.transform('export const B = () => <Card />;', '/repo/src/B.tsx'), null);
  });

  describe('library components: the use site carries the id of the element the component renders', () => {
    /** The tags (as written) of the elements of `source` that carry an id, in source order. */
    const carriers = (source) => codebaseIdElements(source, 'site/Example.tsx').map((element) => element.tag);

    it('a component imported from a package, passed a DOM prop, gets an id at its use site, exactly as a DOM element would', () => {
      const source = `import { Link } from 'wouter';
export const A = ({ c }: { c?: string }) => (
  <nav><Link href="/">Home</Link><Link href="/a" className='x'>A</Link><Link href="/b" className={c}>B</Link></nav>
);`;
      const out = splice(source);
      assert.ok(out.includes(`<Link href="/" className="${idAt(source, '<Link href="/"')}">Home</Link>`), out);
      assert.ok(out.includes(`<Link href="/a" className='x ${idAt(source, '<Link href="/a"')}'>`), out);
      const bId = idAt(source, '<Link href="/b"');
      assert.ok(out.includes(`className={((c) => typeof c === "function" ? (...a) => [c(...a), "${bId}"].join(' ').trim() : [c, "${bId}"].join(' ').trim())(c)}`), out);
      assert.equal(new Set(out.match(ID)).size, 4); // nav and the three links
    });

    it("a library's className stays a function when it is one (wouter's and React Router's active-link form)", () => {
      const source = `import { Link } from 'wouter';
export const A = (p: { c: unknown }) => <Link href="/" className={p.c} />;`;
      const out = compile(splice(source));
      const expression = /className: (\(\(c\) => [^\n]+\)\(p\.c\))/.exec(out)?.[1];
      assert.ok(expression, out);
      const id = idAt(source, '<Link');
      const evaluate = (c) => new Function('p', `return ${expression}`)({ c });
      assert.equal(evaluate('on'), `on ${id}`);
      assert.equal(evaluate(undefined), id);
      const fn = evaluate((active) => (active ? 'active' : ''));
      assert.equal(typeof fn, 'function');
      assert.equal(fn(true), `active ${id}`);
      assert.equal(fn(false), id);
    });

    it('named, aliased, default and namespace imports of a package all count; scoped packages and subpaths too', () => {
      const source = `import { Link, Link as L } from 'wouter';
import NextLink from 'next/link';
import * as W from 'wouter';
import * as Ui from '@acme/ui';
import { Button } from '@acme/ui/button';
export const A = () => (
  <div>
    <Link href="/" />
    <L href="/" />
    <NextLink href="/" />
    <W.Link href="/" />
    <Ui.Nav.Item role="menuitem" />
    <Button onClick={() => {}} aria-label="Go" />
    <Button data-kind="x" />
    <Button style={{ color: 'red' }} />
  </div>
);`;
      assert.deepEqual(carriers(source), ['div', 'Link', 'L', 'NextLink', 'W.Link', 'Ui.Nav.Item', 'Button', 'Button', 'Button']);
    });

    it('own components carry none: relative imports, path aliases, declared in the file, shadowed names, type-only imports', () => {
      const source = `import { Card } from './Card';
import { Panel } from '../components/Panel';
import { Alias } from '@/components/Alias';
import { Home } from '~/Home';
import { Sub } from '#ui/Sub';
import type { Typed } from 'some-lib';
import { Link } from 'wouter';
function Local({ className }: { className?: string }) { return <span className={className} />; }
export function A({ Link: _unused }: { Link?: unknown }) {
  return <div><Card className="c" /><Panel href="/" /><Alias className="a" /><Home className="h" /><Sub className="s" /><Local className="l" /><Typed className="t" /></div>;
}
export function B({ Link }: { Link: (p: { href: string }) => null }) {
  return <Link href="/" />;
}
export function C() {
  const Link = (p: { href: string }) => <b>{p.href}</b>;
  return <Link href="/" />;
}`;
      assert.deepEqual(
        carriers(source),
        ['span', 'div', 'b'],
        'only DOM elements: no own component, and B\'s and C\'s local Link shadow the import',
      );
    });

    it('library components that render no element of their own get none: no DOM prop, or asChild', () => {
      const source = `import React, { Fragment, Suspense } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
export const App = ({ items }: { items: string[] }) => (
  <Router ssrPath="/">
    <Suspense fallback={<p>Loading</p>}>
      <Switch>
        <Route path="/">{items.map((item) => <Fragment key={item}><i>{item}</i></Fragment>)}</Route>
        <Route><React.Fragment key="x" /></Route>
      </Switch>
    </Suspense>
    <Link href="/" asChild><a className="own">Home</a></Link>
  </Router>
);`;
      assert.deepEqual(carriers(source), ['p', 'i', 'a']);
      // The plugin leaves those use sites as written: no className reaches Route, Switch, Router, Suspense or Fragment.
      const out = splice(source);
      for (const tag of ['Router ssrPath="/"', 'Suspense fallback', 'Switch>', 'Route path="/">', 'Fragment key={item}>', 'React.Fragment key="x" />', 'Link href="/" asChild>']) assert.ok(out.includes(`<${tag}`), tag);
    });

    it('codebaseIdElements names what the plugin adds: id, position, tag, package, component, static text', () => {
      const source = `import { Link } from 'wouter';
import { Own } from './Own';
export function Nav() {
  return <ul><li><Link href="/">x</Link></li><Own className="o" /></ul>;
}
const helper = () => <b>{1}</b>;`;
      const elements = codebaseIdElements(source, 'site/Example.tsx');
      assert.deepEqual(
        elements.map(({ tag, library, component, staticText, line, column }) => [tag, library, component, staticText, line, column]),
        [
          ['ul', null, 'Nav', false, 4, 10],
          ['li', null, 'Nav', false, 4, 14],
          ['Link', 'wouter', 'Nav', true, 4, 18],
          ['b', null, 'helper', false, 6, 22],
        ],
      );
      for (const element of elements) assert.equal(element.id, codebaseIdFor('site/Example.tsx', element.line, element.column));
      assert.deepEqual(splice(source).match(ID), elements.map((element) => element.id));
      assert.deepEqual(addCodebaseIds(source, '/repo/site/Example.tsx', ROOT).elements, elements);
    });

    it('isPackageSpecifier: installed packages only', () => {
      for (const specifier of ['wouter', 'react-dom/client', '@radix-ui/react-dialog', '@acme/ui/button', 'next/link', 'lodash.debounce']) assert.equal(isPackageSpecifier(specifier), true, specifier);
      for (const specifier of ['./Card', '../x', '/abs/x', '#ui/x', '@/components/x', '~/x', 'node:fs', 'virtual:ids', '']) assert.equal(isPackageSpecifier(specifier), false, specifier);
    });
  });

  describe('Vue single-file components', () => {
    const source = `<script setup>
const props = defineProps({ open: Boolean, label: String });
</script>

<template>
  <section class="card" :class="{ open: props.open }">
    <h2 class>Plans</h2>
    <p class=price>{{ label }}</p>
    <PriceCard title="x" />
    <template v-if="open"><span>shown</span></template>
    <slot />
    <Transition><i>t</i></Transition>
    <svg><path d="M0" /></svg>
  </section>
</template>

<style scoped>.card { color: red }</style>
`;
    const file = 'src/Plans.vue';

    it('every HTML and SVG element of the template gets its id as a static class; components, <template>, <slot> and built-ins none', () => {
      const elements = codebaseIdElements(source, file);
      assert.deepEqual(elements.map(({ tag, line, column, component }) => [tag, line, column, component]), [
        ['section', 6, 3, 'Plans'],
        ['h2', 7, 5, 'Plans'],
        ['p', 8, 5, 'Plans'],
        ['span', 10, 27, 'Plans'],
        ['i', 12, 17, 'Plans'],
        ['svg', 13, 5, 'Plans'],
        ['path', 13, 10, 'Plans'],
      ]);
      assert.deepEqual(elements.map((element) => element.staticText), [false, true, false, true, true, false, false]);
      const out = addCodebaseIds(source, `/repo/${file}`, ROOT).code;
      const [section, h2, p] = elements.map((element) => element.id);
      assert.ok(out.includes(`<section class="card ${section}" :class="{ open: props.open }">`), out);
      assert.ok(out.includes(`<h2 class="${h2}">Plans</h2>`), out);
      assert.ok(out.includes(`<p class="price ${p}">`), out);
      assert.ok(out.includes('<PriceCard title="x" />') && out.includes('<slot />') && out.includes('<Transition><i class='), out);
      assert.ok(out.endsWith('<style scoped>.card { color: red }</style>\n'), 'the rest of the file stays');
    });

    it("renders with Vue's own compiler: the id joins the bound :class", async () => {
      const { parse, compileScript } = await import('vue/compiler-sfc');
      const { createSSRApp } = await import('vue');
      const { renderToString } = await import('vue/server-renderer');
      const { descriptor } = parse(addCodebaseIds(source, `/repo/${file}`, ROOT).code, { filename: file });
      const compiled = compileScript(descriptor, { id: 'plans', inlineTemplate: true, templateOptions: { ssr: true, compilerOptions: { isCustomElement: () => false } } });
      const module = await import(`data:text/javascript,${encodeURIComponent(compiled.content.replace(/from "vue"/g, `from "${import.meta.resolve('vue')}"`).replace(/from "vue\/server-renderer"/g, `from "${import.meta.resolve('vue/server-renderer')}"`))}`);
      const html = await renderToString(createSSRApp(module.default, { open: true, label: 'Pro' }));
      const [section] = codebaseIdElements(source, file);
      assert.match(html, new RegExp(`<section class="card ${section.id} open"`));
    });
  });

  describe('Svelte 5 components', () => {
    const source = `<script>
  let { title, tone = undefined } = $props();
</script>

<article class="card">
  <h2 class={tone}>{title}</h2>
  {#if title}<p>Static</p>{:else}<b>none</b>{/if}
  <Badge label="x" />
  <svelte:element this="div" />
</article>

<style>.card { color: red }</style>
`;
    const file = 'src/Card.svelte';

    it('every element of the markup gets its id as a class directive, which leaves its own class as written', () => {
      const elements = codebaseIdElements(source, file);
      assert.deepEqual(elements.map(({ tag, line, column, component, staticText }) => [tag, line, column, component, staticText]), [
        ['article', 5, 1, 'Card', false],
        ['h2', 6, 3, 'Card', false],
        ['p', 7, 14, 'Card', true],
        ['b', 7, 34, 'Card', true],
      ]);
      const out = addCodebaseIds(source, `/repo/${file}`, ROOT).code;
      assert.ok(out.includes(`<article class:${elements[0].id}={true} class="card">`), out);
      assert.ok(out.includes(`<h2 class:${elements[1].id}={true} class={tone}>`), out);
      assert.ok(out.includes('<Badge label="x" />') && out.includes('<svelte:element this="div" />'), out);
    });

    it("renders with Svelte's own compiler: the id joins the element's class, and an undefined class adds nothing else", async () => {
      const { compile } = await import('svelte/compiler');
      const { render } = await import('svelte/server');
      const { js } = compile(addCodebaseIds(source.replace('<Badge label="x" />', ''), `/repo/${file}`, ROOT).code, { generate: 'server', filename: file });
      const code = js.code.replace(/from 'svelte\/internal\/server'/g, `from '${import.meta.resolve('svelte/internal/server')}'`).replace(/from 'svelte\/internal\/disclose-version'/g, `from '${import.meta.resolve('svelte/internal/disclose-version')}'`);
      const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
      const { body } = render(module.default, { props: { title: 'Pro' } });
      const [article, h2] = codebaseIdElements(source, file);
      assert.match(body, new RegExp(`<article class="card svelte-[a-z0-9]+ ${article.id}"`));
      assert.match(body, new RegExp(`<h2 class="svelte-[a-z0-9]+ ${h2.id}">Pro</h2>`), 'an undefined class adds no "undefined"');
    });
  });

  describe("Svelte props for the runtime's adapter (svelteProps)", () => {
    const withProps = (script, markup = '<section><p>x</p></section>\n<aside />') => addCodebaseIds(`<script>\n${script}\n</script>\n\n${markup}\n`, '/repo/src/Card.svelte', ROOT, { svelteProps: true }).code;
    const reader = (out) => /node\.__svelte_props = \(\) => \((.*)\); return/.exec(out)?.[1] ?? null;

    it('puts a reader of the current props on each root element: named, renamed, defaulted and rest props, or the whole object', () => {
      const out = withProps("  let { title, price: cost = 3, 'data-x': dx, ...rest } = $props();");
      assert.equal(reader(out), '{ "title": title, "price": cost, "data-x": dx, ...rest }');
      // Root elements only: the section and the aside, not the p inside the section.
      assert.equal(out.match(/\{@attach __codebaseIdsProps\}/g).length, 2);
      assert.match(out, /<section class:tempo-[^ ]+ \{@attach __codebaseIdsProps\}>/);
      assert.equal(reader(withProps('  let props = $props();')), '{ ...props }');
    });

    it('adds nothing without $props(), for a pattern it cannot rebuild, or when not asked', () => {
      assert.doesNotMatch(withProps('  let count = $state(0);'), /__codebaseIdsProps/);
      assert.doesNotMatch(withProps('  let { [key]: value } = $props();'), /__codebaseIdsProps/);
      const plain = addCodebaseIds('<script>\n  let { title } = $props();\n</script>\n<p>{title}</p>\n', '/repo/src/Card.svelte', ROOT).code;
      assert.doesNotMatch(plain, /__codebaseIdsProps/);
    });

    it("compiles with Svelte's compiler in dev mode; the elements and their ids are the same with and without it", async () => {
      const { compile } = await import('svelte/compiler');
      const source = '<script>\n  let { title } = $props();\n</script>\n\n{#if title}<h2>{title}</h2>{/if}\n';
      const out = addCodebaseIds(source, '/repo/src/Card.svelte', ROOT, { svelteProps: true });
      assert.doesNotThrow(() => compile(out.code, { dev: true, filename: 'Card.svelte' }));
      assert.deepEqual(out.elements, addCodebaseIds(source, '/repo/src/Card.svelte', ROOT).elements);
    });

    it("the plugin exposes them in Vite's dev server by default, not in builds, unless told", () => {
      const svelte = '<script>\n  let { title } = $props();\n</script>\n<p>{title}</p>\n';
      const run = (options, command) => {
        const plugin = codebaseIds({ root: ROOT, ...options });
        if (command) plugin.configResolved({ command });
        return plugin.transform(svelte, '/repo/src/Card.svelte').code.includes('__svelte_props');
      };
      assert.deepEqual([run({}, 'serve'), run({}, 'build'), run({}), run({ svelteProps: true }, 'build'), run({ svelteProps: false }, 'serve')], [true, false, false, true, false]);
    });
  });

  describe('the plugin for Vite and Rollup', () => {
    it('transforms the whole .vue and .svelte files, not the blocks their plugins load with a query', () => {
      const plugin = codebaseIds({ root: ROOT });
      assert.match(plugin.transform('<template><p>x</p></template>', '/repo/src/A.vue').code, AN_ID);
      assert.match(plugin.transform('<p>x</p>', '/repo/src/B.svelte').code, AN_ID);
      assert.equal(plugin.transform('p { color: red }', '/repo/src/A.vue?vue&type=style&index=0&lang.css'), null);
      assert.equal(plugin.transform('p { color: red }', '/repo/src/B.svelte?svelte&type=style&lang.css'), null);
      assert.equal(plugin.transform('<p>x</p>', '/repo2/src/B.svelte'), null, 'a sibling folder whose name starts like the root is not the project');
    });

    it('warns once per file it cannot read, builds it without ids, and warns again once it was fixed and broke again', () => {
      const plugin = codebaseIds({ root: ROOT });
      const warnings = [];
      const context = { warn: (message) => warnings.push(message) };
      const broken = 'export const A = () => <div><p>x</div>;';
      assert.equal(plugin.transform.call(context, broken, '/repo/src/A.tsx'), null);
      assert.equal(plugin.transform.call(context, broken, '/repo/src/A.tsx'), null);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], /^codebase ids: cannot read src\/A\.tsx: .*\(1:3\d\)\. It is built without codebase ids\.$/);
      assert.match(plugin.transform.call(context, 'export const A = () => <p>x</p>;', '/repo/src/A.tsx').code, AN_ID);
      plugin.transform.call(context, broken, '/repo/src/A.tsx');
      assert.equal(warnings.length, 2);
      assert.deepEqual(plugin.lookup(), { treeElementLookup: {}, scopeLookup: {} }, 'a file built without ids has none in the lookup');
    });

    it('warns once for a project file in a template language it does not read (MDX, Marko, …), never for other modules', () => {
      const plugin = codebaseIds({ root: ROOT });
      const warnings = [];
      const context = { warn: (message) => warnings.push(message) };
      for (const id of ['/repo/src/post.mdx', '/repo/src/post.mdx?astroContent', '/repo/src/card.marko', '/repo/src/main.ts', '/repo/src/site.css', '/repo/node_modules/x/y.mdx', '/elsewhere/z.mdx']) {
        assert.equal(plugin.transform.call(context, '# x', id), null);
      }
      assert.deepEqual(warnings, [
        'codebase ids: src/post.mdx is MDX, which the plugin does not read: its elements get no codebase ids.',
        'codebase ids: src/card.marko is Marko, which the plugin does not read: its elements get no codebase ids.',
      ]);
    });

    it('writes the lookup from id to file, line, column and component next to the build, the same in every build', async () => {
      const { rollup } = await import('rollup');
      const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const dir = mkdtempSync(join(tmpdir(), 'codebase-ids-'));
      try {
        writeFileSync(join(dir, 'main.jsx'), 'export function Card() {\n  return <section><h2>Title</h2></section>;\n}\n');
        const build = async () => {
          const jsxToJs = { name: 'jsx', transform: (code, id) => (id.endsWith('.jsx') ? code.replace(/<(\/?)(\w+)([^>]*)>/g, '') : null) };
          const bundle = await rollup({ input: join(dir, 'main.jsx'), plugins: [codebaseIds({ root: dir }), jsxToJs], onwarn: () => {} });
          const { output } = await bundle.generate({ format: 'es' });
          await bundle.close();
          return JSON.parse(output.find((item) => item.fileName === 'codebase-ids.json').source);
        };
        const lookup = await build();
        const [section, h2] = codebaseIdElements(readFileSync(join(dir, 'main.jsx'), 'utf8'), 'main.jsx');
        assert.deepEqual(lookup.treeElementLookup[section.id], { name: 'section', isComponent: false, staticTextContents: false, file: 'main.jsx', line: 2, column: 10, component: 'Card' });
        assert.deepEqual(lookup.treeElementLookup[h2.id], { name: 'h2', isComponent: false, staticTextContents: true, file: 'main.jsx', line: 2, column: 19, component: 'Card' });
        assert.deepEqual(lookup.scopeLookup, { 'main.jsx#Card': { name: 'Card', file: 'main.jsx', codebaseIds: [section.id, h2.id] } });
        assert.deepEqual(await build(), lookup);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("leaves ids and lookup out of a real Vite production build unless told, and keeps them in a development-mode build", async () => {
      const { build } = await import('vite');
      const { mkdtempSync, writeFileSync, readFileSync: read, existsSync, readdirSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const dir = mkdtempSync(join(tmpdir(), 'codebase-ids-vite-'));
      const nodeEnv = process.env.NODE_ENV;
      try {
        writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div><script type="module" src="./main.jsx"></script>\n');
        // Classic JSX through a stand-in createElement: the output keeps each element's class as a string.
        writeFileSync(join(dir, 'main.jsx'), '/** @jsxRuntime classic */\nconst h = (tag, props) => ({ tag, props });\n/** @jsx h */\nexport const card = <section className="card"><h2>Title</h2></section>;\nconsole.log(card);\n');
        const run = async (mode, options) => {
          // Vite sets NODE_ENV from the first build's mode and reads it in the next: each run starts as a fresh `vite build` does.
          delete process.env.NODE_ENV;
          const outDir = join(dir, `dist-${mode}-${options.production ?? 'default'}`);
          await build({ root: dir, mode, logLevel: 'silent', configFile: false, plugins: [codebaseIds({ root: dir, ...options })], build: { outDir, minify: false } });
          const assets = join(outDir, 'assets');
          const js = readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => read(join(assets, name), 'utf8')).join('\n');
          return { ids: (js.match(/tempo-[0-9a-f-]{36}/g) ?? []).length, lookup: existsSync(join(outDir, 'codebase-ids.json')) };
        };
        assert.deepEqual(await run('production', {}), { ids: 0, lookup: false }, 'a production build: no ids, no lookup');
        assert.deepEqual(await run('production', { production: true }), { ids: 2, lookup: true }, 'a production build that opted in');
        assert.deepEqual(await run('development', {}), { ids: 2, lookup: true }, 'a preview built with --mode development');
        assert.throws(() => codebaseIds({ production: 'yes' }), /production must be true or false/);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('leaves ids out of a Rollup build with NODE_ENV=production unless told', () => {
      const nodeEnv = process.env.NODE_ENV;
      try {
        process.env.NODE_ENV = 'production';
        const emitted = [];
        const context = { emitFile: (file) => emitted.push(file.fileName) };
        const stripped = codebaseIds({ root: ROOT });
        assert.equal(stripped.transform('export const A = () => <p>x</p>;', '/repo/src/A.tsx'), null);
        stripped.generateBundle.call(context);
        assert.deepEqual(emitted, []);
        const kept = codebaseIds({ root: ROOT, production: true });
        assert.match(kept.transform('export const A = () => <p>x</p>;', '/repo/src/A.tsx').code, AN_ID);
        kept.generateBundle.call(context);
        assert.deepEqual(emitted, ['codebase-ids.json']);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    });

    it('serves the lookup on the Vite dev server, and refuses a lookupFile outside the output', () => {
      const plugin = codebaseIds({ root: ROOT, lookupFile: 'ids/lookup.json' });
      plugin.transform('export const A = () => <p>x</p>;', '/repo/src/A.tsx');
      let handler;
      plugin.configureServer({ middlewares: { use: (fn) => (handler = fn) } });
      const response = { headers: {}, setHeader(name, value) { this.headers[name] = value; }, end(body) { this.body = body; } };
      let passed = false;
      handler({ url: '/ids/lookup.json?t=1' }, response, () => (passed = true));
      assert.equal(passed, false);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.deepEqual(JSON.parse(response.body), plugin.lookup());
      handler({ url: '/src/A.tsx' }, response, () => (passed = true));
      assert.equal(passed, true);
      for (const lookupFile of ['../x.json', '/abs.json', 'a/../../b.json', '', 3]) assert.throws(() => codebaseIds({ lookupFile }), /lookupFile must be a relative file name/);
      assert.doesNotThrow(() => codebaseIds({ lookupFile: false }));
    });
  });

  it('records the text of an element that mixes literal text and expressions as its parts, in JSX, Vue and Svelte', () => {
    // This repository has Vue's and Svelte's compilers installed.
    const parts = (source, file) => codebaseIdElements(source, file, { root: process.cwd() }).map((element) => element.textParts);
    assert.deepEqual(parts('const A = () => <div><p>Count: {count}</p><p>{a}{" "}b</p><p>only text</p><ul>{xs.map((x) => <li>{x}</li>)}</ul></div>;', 'src/A.jsx'), [
      undefined,
      [{ literal: 'Count: ' }, { bound: 'count' }],
      // A string literal in braces is literal text.
      [{ bound: 'a' }, { literal: ' ' }, { literal: 'b' }],
      undefined,
      // Expressions that render elements are not text.
      undefined,
      [{ bound: 'x' }],
    ]);
    assert.deepEqual(parts('<template><p>{{ label }}: {{ count }}</p><p>plain</p></template>', 'src/C.vue'), [[{ bound: 'label' }, { literal: ': ' }, { bound: 'count' }], undefined]);
    assert.deepEqual(parts('<p>{label}: {count}</p><p>plain</p>', 'src/C.svelte'), [[{ bound: 'label' }, { literal: ': ' }, { bound: 'count' }], undefined]);
    const lookup = codebaseLookup(codebaseIdElements('const A = () => <p>Count: {count}</p>;', 'src/A.jsx'));
    assert.deepEqual(Object.values(lookup.treeElementLookup)[0].textParts, [{ literal: 'Count: ' }, { bound: 'count' }]);
  });

  describe('Angular inline templates', () => {
    const source = `import { Component, input } from '@angular/core';

@Component({
  selector: 'app-card',
  template: \`<section class="card" [class.open]="open()"><h2>{{ title() }}</h2>
  @for (plan of plans; track plan.id) {
    <li>Plan: {{ plan.name }}</li>
  }
  <ng-container><b>Static</b></ng-container></section>\`,
})
export class Card {}

export const helper = 1;
`;
    const file = 'src/card.component.ts';
    // This repository has Angular's compiler installed.
    const root = process.cwd();

    it('every element of an inline template gets its id in its static class; ng-container none; the class names the component', () => {
      const elements = codebaseIdElements(source, file, { root });
      assert.deepEqual(elements.map(({ tag, line, column, component, staticText }) => [tag, line, column, component, staticText]), [
        ['section', 5, 14, 'Card', false],
        ['h2', 5, 58, 'Card', false],
        ['li', 7, 5, 'Card', false],
        ['b', 9, 17, 'Card', true],
      ]);
      assert.deepEqual(elements[2].textParts, [{ literal: 'Plan: ' }, { bound: 'plan.name' }]);
      const out = addCodebaseIds(source, `${root}/${file}`, root).code;
      const [section, h2, li] = elements.map((element) => element.id);
      assert.ok(out.includes(`<section class="card ${section}" [class.open]="open()"><h2 class="${h2}">`), out);
      assert.ok(out.includes(`<li class="${li}">Plan: {{ plan.name }}</li>`), out);
      assert.ok(out.endsWith('export class Card {}\n\nexport const helper = 1;\n'), 'the rest of the file stays');
      assert.deepEqual(codebaseIdElements('export const notAComponent = 1;', 'src/x.ts', { root }), []);
    });

    it('a template in a separate file is named in the error: the plugin warns and builds the file without ids', () => {
      assert.throws(
        () => codebaseIdElements("@Component({ selector: 'x', templateUrl: './x.html' })\nexport class X {}", 'src/x.component.ts', { root }),
        /codebase ids: cannot read src\/x\.component\.ts: its template is in a separate file \(templateUrl\)/,
      );
    });
  });

  it('its generated declarations (dist/codebase-ids.d.cts, which dist/codebase-ids.d.ts re-exports) declare every export of the module, and nothing else', () => {
    const path = fileURLToPath(import.meta.resolve('visual-editing-runtime/codebase-ids').replace(/\.mjs$/, '.d.cts'));
    const declarations = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const functions = new Set(declarations.statements.filter(ts.isFunctionDeclaration).map((statement) => statement.name.text));
    const exported = declarations.statements
      .filter((statement) => ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause))
      .flatMap((statement) => statement.exportClause.elements.filter((element) => !element.isTypeOnly))
      .map((element) => ({ name: element.name.text, local: (element.propertyName ?? element.name).text }));
    // Every value it exports is a declared function: no value declared as a type, or left out.
    assert.deepEqual(exported.filter(({ local }) => !functions.has(local)), []);
    assert.deepEqual(exported.map(({ name }) => name).sort(), Object.keys(scheme).sort());
  });
});
