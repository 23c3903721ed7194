import { expect } from '@open-wc/testing';
import { declarationsOf } from './cascade';

/** The style block of the first rule of a stylesheet made from `css`. */
function block(css: string): CSSStyleDeclaration {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return (sheet.cssRules[0] as CSSStyleRule).style;
}

describe('runtime/tools/css-rules/cascade declarationsOf', () => {
  it('lists longhands with their values', () => {
    const out = declarationsOf(block('.a { color: red; margin: 4px 0 }'));
    expect(out.find((d) => d.property === 'color')?.value).to.equal('red');
    expect(out.find((d) => d.property === 'margin-top')?.value).to.equal('4px');
    expect(out.some((d) => d.property === 'margin')).to.equal(false);
  });

  it('keeps a shorthand written with var(), whose longhands have no value of their own', () => {
    const out = declarationsOf(block('.b { background: var(--accent); border: 2px solid var(--line) !important; color: var(--ink) }'));
    expect(out.find((d) => d.property === 'background')?.value).to.equal('var(--accent)');
    const border = out.find((d) => d.property === 'border');
    expect(border?.value).to.equal('2px solid var(--line)');
    expect(border?.important).to.equal(true);
    expect(out.find((d) => d.property === 'color')?.value).to.equal('var(--ink)');
    // No empty longhands.
    expect(out.every((d) => d.value !== '')).to.equal(true);
  });

  it('reads past semicolons inside strings and parentheses', () => {
    const out = declarationsOf(block('.c { content: "a;b"; background: var(--x, url("a;b.png")) }'));
    expect(out.find((d) => d.property === 'content')?.value).to.equal('"a;b"');
    expect(out.find((d) => d.property === 'background')?.value).to.contain('var(--x');
  });

  it('asks `keep` about shorthands too', () => {
    const out = declarationsOf(block('.d { background: var(--accent); color: red }'), (property) => property === 'color');
    expect(out.map((d) => d.property)).to.deep.equal(['color']);
  });
});
