import { expect } from '@open-wc/testing';
import type { ProcessedCssRule } from '../../types';
import { shownValue } from './shown-value';

const rule = (styles: Record<string, string>, applied = true, states: string[] = []) =>
  ({ filename: 'site.css', selector: '.x', styles, applied, removable: false, allowChanges: true, ...(states.length ? { modifiers: Object.fromEntries(states.map((s) => [s, true])) } : {}) }) as ProcessedCssRule;
const TOKENS = [{ name: '--accent', value: '#1d4ed8' }, { name: '--accent-strong', value: '#1e40af' }, { name: '--step-4', value: 'clamp(2rem, 3vw, 3.5rem)' }];

describe('editor/inspector/shown-value', () => {
  it('shows the token with the computed value beside it', () => {
    const shown = shownValue({ prop: 'font-size', kind: 'length' }, [rule({ 'font-size': 'var(--step-4)' })], { 'font-size': '56px' }, null, TOKENS);
    expect(shown).to.deep.include({ value: 'var(--step-4)', computed: '56px' });
  });

  it('shows the computed value alone when no rule of the element sets the property', () => {
    expect(shownValue({ prop: 'width', kind: 'length' }, [], { width: '300px' }, null, TOKENS)).to.deep.equal({ value: '300px', computed: '', swatch: '300px' });
  });

  it('while the page shows the hover state, shows the resting token and its colour, not the page\'s', () => {
    const rules = [rule({ background: 'var(--accent-strong)' }, true, ['hover']), rule({ background: 'var(--accent)' }, false)];
    const cssEvals = { 'background-color': 'rgb(30, 64, 175)' };
    expect(shownValue({ prop: 'background-color', kind: 'color' }, rules, cssEvals, null, TOKENS)).to.deep.equal({ value: 'var(--accent)', computed: '#1d4ed8', swatch: '#1d4ed8' });
    // Beside a colour, the computed value in hex.
    expect(shownValue({ prop: 'background-color', kind: 'color' }, rules, cssEvals, 'hover', TOKENS)).to.deep.equal({ value: 'var(--accent-strong)', computed: '#1e40af', swatch: 'rgb(30, 64, 175)' });
  });

  it('gives a choice field the computed keyword', () => {
    expect(shownValue({ prop: 'display', kind: 'choice' }, [rule({ display: 'var(--d)' })], { display: 'flex' }, null, TOKENS).value).to.equal('flex');
  });
});
