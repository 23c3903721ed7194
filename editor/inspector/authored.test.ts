import { expect } from '@open-wc/testing';
import type { ProcessedCssRule } from '../../types';
import { authoredValue } from './authored';

const rule = (styles: Record<string, string>, applied = true, inherited = false) =>
  ({ filename: 'site.css', selector: '.x', styles, applied, inherited, removable: false, allowChanges: true }) as ProcessedCssRule;

describe('editor/inspector/authored', () => {
  it('reads the winning applied rule, skipping rules that do not apply or are inherited', () => {
    const rules = [rule({ color: 'red' }, false), rule({ color: 'blue' }, true, true), rule({ color: 'var(--ink)' }), rule({ color: '#000' })];
    expect(authoredValue(rules, 'color')).to.equal('var(--ink)');
    expect(authoredValue(rules, 'background-color')).to.equal(null);
  });
});

describe('editor/inspector/authored shorthands', () => {
  it('reads a colour longhand from the shorthand that sets it', () => {
    expect(authoredValue([rule({ background: 'var(--accent)' })], 'background-color')).to.equal('var(--accent)');
    expect(authoredValue([rule({ border: '2px solid var(--accent)' })], 'border-color')).to.equal('var(--accent)');
    expect(authoredValue([rule({ border: '1px solid rgb(0, 0, 0)' })], 'border-left-color')).to.equal('rgb(0, 0, 0)');
  });
  it('gives nothing for a shorthand without exactly one colour', () => {
    expect(authoredValue([rule({ background: 'url(a.png) no-repeat' })], 'background-color')).to.equal(null);
    expect(authoredValue([rule({ border: 'none' })], 'border-color')).to.equal(null);
  });
  it('lets a more specific rule’s shorthand win over a later longhand', () => {
    expect(authoredValue([rule({ background: '#fff' }), rule({ 'background-color': 'red' })], 'background-color')).to.equal('#fff');
  });
});
