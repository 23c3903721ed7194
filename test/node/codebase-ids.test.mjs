// The codebase-id scheme and its Rollup/Vite plugin (the runtime package's `codebase-ids` entry),
// which the dev-domain site's build uses as a vendor's build would.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { SourceMapConsumer } from 'source-map';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as scheme from 'visual-editing-runtime/codebase-ids';

const { addCodebaseIds, codebaseIdFor, codebaseIdKind, codebaseIdOf, codebaseIds, isPackageSpecifier } = scheme;

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
    /** Tag (as written, with its first attribute) → has an id, for every JSX element of `source`. */
    const carriers = (source) => {
      const sourceFile = ts.createSourceFile('/repo/site/Example.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const found = [];
      const visit = (node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) found.push([node.tagName.getText(), codebaseIdOf(node, sourceFile, 'site/Example.tsx') !== null]);
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
      return found;
    };

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
      assert.deepEqual(carriers(source), [
        ['div', true],
        ['Link', true],
        ['L', true],
        ['NextLink', true],
        ['W.Link', true],
        ['Ui.Nav.Item', true],
        ['Button', true],
        ['Button', true],
        ['Button', true],
      ]);
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
        carriers(source).filter(([, carries]) => carries).map(([tag]) => tag),
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
      assert.deepEqual(carriers(source).filter(([, carries]) => carries).map(([tag]) => tag), ['p', 'i', 'a']);
      // The plugin leaves those use sites as written: no className reaches Route, Switch, Router, Suspense or Fragment.
      const out = splice(source);
      for (const tag of ['Router ssrPath="/"', 'Suspense fallback', 'Switch>', 'Route path="/">', 'Fragment key={item}>', 'React.Fragment key="x" />', 'Link href="/" asChild>']) assert.ok(out.includes(`<${tag}`), tag);
    });

    it('codebaseIdKind names the kind, and the plugin and codebaseIdOf add and name the same elements', () => {
      const source = `import { Link } from 'wouter';
import { Own } from './Own';
export const A = () => <ul><li><Link href="/">x</Link></li><Own className="o" /></ul>;`;
      const sourceFile = ts.createSourceFile('/repo/site/Example.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const kinds = [];
      const named = [];
      const visit = (node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) kinds.push([node.tagName.getText(), codebaseIdKind(node)]);
        const id = codebaseIdOf(node, sourceFile, 'site/Example.tsx');
        if (id) named.push(id);
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
      assert.deepEqual(kinds, [['ul', 'intrinsic'], ['li', 'intrinsic'], ['Link', 'library'], ['Own', null]]);
      assert.deepEqual(splice(source).match(ID), named);
    });

    it('isPackageSpecifier: installed packages only', () => {
      for (const specifier of ['wouter', 'react-dom/client', '@radix-ui/react-dialog', '@acme/ui/button', 'next/link', 'lodash.debounce']) assert.equal(isPackageSpecifier(specifier), true, specifier);
      for (const specifier of ['./Card', '../x', '/abs/x', '#ui/x', '@/components/x', '~/x', 'node:fs', 'virtual:ids', '']) assert.equal(isPackageSpecifier(specifier), false, specifier);
    });
  });

  it('codebase-ids.d.mts declares every export of codebase-ids.mjs, and nothing else', () => {
    const path = fileURLToPath(import.meta.resolve('visual-editing-runtime/codebase-ids').replace(/\.mjs$/, '.d.mts'));
    const declarations = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const declared = declarations.statements
      .filter((statement) => ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      .map((statement) => statement.name.text);
    assert.deepEqual([...new Set(declared)].sort(), Object.keys(scheme).sort());
  });
});
