import { expect } from '@open-wc/testing';
import type { ProcessedCssRule } from '../../types';
import { authoredIn, authoredValue } from './authored';

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

describe('editor/inspector/authored states', () => {
  const stateRule = (styles: Record<string, string>, applied: boolean, states: string[]) =>
    ({ ...rule(styles, applied), selector: `.x:${states.join(':')}`, modifiers: Object.fromEntries(states.map((s) => [s, true])) }) as ProcessedCssRule;

  it('shows the resting value while the pointer hovers the element (the hover rule applies in the page)', () => {
    // The page is hovered: the :hover rule wins, and the base rule, which sets only the background, lost everything.
    const rules = [stateRule({ background: 'var(--accent-strong)' }, true, ['hover']), rule({ background: 'var(--accent)' }, false)];
    expect(authoredIn(rules, 'background-color')).to.deep.equal({ value: 'var(--accent)', masked: true });
    // Forced, the hover value shows.
    expect(authoredIn(rules, 'background-color', 'hover')).to.deep.equal({ value: 'var(--accent-strong)', masked: false });
  });

  it('shows a forced state\'s value from a rule that waits for the state', () => {
    const rules = [rule({ 'background-color': 'red', color: 'blue' }), rule({ color: 'inherit' }, true, true), stateRule({ 'background-color': 'green' }, false, ['hover'])];
    expect(authoredValue(rules, 'background-color')).to.equal('red');
    expect(authoredValue(rules, 'background-color', 'hover')).to.equal('green');
    expect(authoredValue(rules, 'background-color', 'focus')).to.equal('red');
    expect(authoredIn(rules, 'background-color').masked).to.equal(false);
  });

  it('keeps states that are facts of the element (`:disabled`) and drops `!important`', () => {
    const rules = [stateRule({ color: 'gray !important' }, true, ['disabled']), rule({ color: 'black' })];
    expect(authoredValue(rules, 'color')).to.equal('gray');
  });
});

describe('editor/inspector/authored box sides', () => {
  it('reads a side from a 1–4 value shorthand and a border width from `border`', () => {
    const rules = [rule({ padding: 'var(--space-3) var(--space-5)', margin: '0 auto 4px', border: '2px solid var(--accent)' })];
    expect(authoredValue(rules, 'padding-top')).to.equal('var(--space-3)');
    expect(authoredValue(rules, 'padding-left')).to.equal('var(--space-5)');
    expect(authoredValue(rules, 'margin-left')).to.equal('auto');
    expect(authoredValue(rules, 'margin-bottom')).to.equal('4px');
    expect(authoredValue(rules, 'border-width')).to.equal('2px');
    expect(authoredValue(rules, 'border-top-color')).to.equal('var(--accent)');
    expect(authoredValue([rule({ padding: '1px 2px 3px 4px 5px' })], 'padding-top')).to.equal(null);
  });
});
