// The codebase-id scheme and its Rollup/Vite plugin (the runtime package's `codebase-ids` entry),
// which the dev-domain site's build uses as a vendor's build would.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { SourceMapConsumer } from 'source-map';
import { addCodebaseIds, codebaseIdFor, codebaseIds } from 'visual-editing-runtime/codebase-ids';

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
});
