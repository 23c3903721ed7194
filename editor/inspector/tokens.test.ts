import { expect } from '@open-wc/testing';
import { isSeeThrough, resolveTokens, tokenName, tokensFor } from './tokens';

const TOKENS = [
  { name: '--accent', value: '#1d4ed8' },
  { name: '--brand', value: 'var(--accent)' },
  { name: '--content', value: '1160px' },
  { name: '--font', value: 'system-ui, sans-serif' },
  { name: '--shadow', value: '0 1px 2px rgb(0 0 0 / 0.1)' },
  { name: '--space-6', value: '2rem' },
  { name: '--step-4', value: 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)' },
];

describe('editor/inspector/tokens', () => {
  it('offers colour tokens to colour fields and size tokens to size fields, the fitting names first', () => {
    // --brand's value is read resolved from the page; unresolved here, it is not a colour.
    expect(tokensFor('color', 'color', TOKENS).map((t) => t.name)).to.deep.equal(['--accent']);
    expect(tokensFor('length', 'padding-top', TOKENS).map((t) => t.name)).to.deep.equal(['--space-6', '--content', '--step-4']);
    expect(tokensFor('length', 'font-size', TOKENS).map((t) => t.name)).to.deep.equal(['--step-4', '--content', '--space-6']);
    expect(tokensFor('choice', 'display', TOKENS)).to.deep.equal([]);
  });

  it('resolves var() through tokens and fallbacks, and gives null for an unknown token', () => {
    expect(resolveTokens('var(--brand)', TOKENS)).to.equal('#1d4ed8');
    expect(resolveTokens('calc(var(--space-6) * 2)', TOKENS)).to.equal('calc(2rem * 2)');
    expect(resolveTokens('var(--nope, var(--accent))', TOKENS)).to.equal('#1d4ed8');
    expect(resolveTokens('var(--nope)', TOKENS)).to.equal(null);
    expect(resolveTokens('red', TOKENS)).to.equal('red');
  });

  it('names a lone token and tells see-through colours', () => {
    expect(tokenName(' var(--accent) ')).to.equal('--accent');
    expect(tokenName('var(--a, red)')).to.equal(null);
    for (const colour of ['transparent', 'rgba(0, 0, 0, 0)', 'rgb(0 0 0 / 0)', 'hsla(0, 0%, 0%, 0)']) expect(isSeeThrough(colour), colour).to.equal(true);
    for (const colour of ['rgba(0, 0, 0, 0.5)', '#000', 'rgb(0, 0, 0)']) expect(isSeeThrough(colour), colour).to.equal(false);
  });
});
