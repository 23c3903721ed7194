// The build step that gives the dev-domain site's JSX elements their codebase ids.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { codebaseIdFor, codebaseIdTransformer } from '../../scripts/codebase-ids.mjs';

function transform(source, fileName = '/repo/site/Example.tsx') {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    transformers: { before: [codebaseIdTransformer({ root: '/repo' })] },
  }).outputText;
}

const ID = /tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;

describe('codebase ids', () => {
  it('are uuid v5 of the file and position: stable across builds and checkouts, distinct per element', () => {
    const a = codebaseIdFor('site/App.tsx', 3, 5);
    assert.equal(a, codebaseIdFor('site/App.tsx', 3, 5));
    assert.notEqual(a, codebaseIdFor('site/App.tsx', 3, 6));
    assert.notEqual(a, codebaseIdFor('site/Other.tsx', 3, 5));
    assert.match(a, /^tempo-[0-9a-f-]{36}$/);
    const source = 'export const A = () => <div><p>x</p><p>y</p></div>;';
    assert.equal(transform(source), transform(source));
    assert.equal(transform(source, '/repo/site/Example.tsx'), transform(source, '/repo/site/Example.tsx'));
    assert.notEqual(transform(source, '/repo/site/Example.tsx'), transform(source, '/repo/site/Other.tsx'));
  });

  it('go on every DOM element, merged with existing class names, and not on components', () => {
    const out = transform(
      'export const A = ({ c }: { c?: string }) => <section className="box"><span className={c}>t</span><Card title="x" /><svg><path d="M0" /></svg><br /></section>;',
    );
    const ids = out.match(ID);
    assert.equal(ids.length, 5, out); // section, span, svg, path, br
    assert.equal(new Set(ids).size, 5);
    assert.match(out, /className: ['"]box tempo-/);
    assert.match(out, /className: \[c, "tempo-[^"]+"\]\.join\(" "\)\.trim\(\)/);
    assert.match(out, /_jsx\(Card, \{ title: "x" \}\)/);
  });

  it('an expression className that is undefined yields just the id (no "undefined" class)', () => {
    const out = transform('export const A = (p: { c?: string }) => <i className={p.c} />;');
    const expression = /className: (\[p\.c, "tempo-[^"]+"\]\.join\(" "\)\.trim\(\))/.exec(out)[1];
    const value = new Function('p', `return ${expression}`)({});
    assert.match(value, /^tempo-[0-9a-f-]{36}$/);
  });
});
