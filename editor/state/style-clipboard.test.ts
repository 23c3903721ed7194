import { expect } from '@open-wc/testing';
import type { ProcessedCssRule } from '../../types';
import { authoredStyles, copiedNote, cssText, nothingToCopy, pastedNote } from './style-clipboard';

const rule = (selector: string, styles: Record<string, string>, extra: Partial<ProcessedCssRule> = {}): ProcessedCssRule => ({
  filename: 'site.css',
  selector,
  styles,
  applied: true,
  removable: false,
  allowChanges: true,
  ...(/^\.[\w-]+$/.test(selector) ? { classParsed: selector.slice(1) } : {}),
  ...extra,
});

describe('editor/state/style-clipboard', () => {
  it('copies the element’s own declarations: its style attribute and its own class rules, the winning value of each', () => {
    const rules = [
      rule('element.style', { color: 'red' }),
      rule('.policy__toc h2', { 'font-size': '18px' }),
      rule('.policy-view__h2', { 'font-size': '24px', color: 'blue', 'letter-spacing': '0.02em !important' }),
      rule('.policy-view__h2:hover', { color: 'green' }, { classParsed: 'policy-view__h2', modifiers: { hover: true } }),
      rule('h2', { 'margin-top': '0' }),
      rule('.card', { padding: 'var(--space-3)' }),
      rule('.section', { 'line-height': '1.4' }, { inherited: true }),
    ];
    expect(authoredStyles(rules)).to.deep.equal({ color: 'red', 'font-size': '24px', 'letter-spacing': '0.02em', padding: 'var(--space-3)' });
  });

  it('says what was copied and pasted, with the element as the designer sees it, and writes CSS text', () => {
    const clipboard = { styles: { color: 'red', 'font-size': '24px' }, from: 'the heading “Contents”' };
    expect(copiedNote(clipboard)).to.match(/^Copied 2 styles from the heading “Contents”\./);
    expect(pastedNote(clipboard, '2 elements')).to.equal('Pasted 2 styles from the heading “Contents” onto 2 elements.');
    expect(pastedNote({ ...clipboard, styles: { color: 'red' } }, 'the paragraph')).to.equal('Pasted 1 style from the heading “Contents” onto the paragraph.');
    expect(cssText(clipboard)).to.equal('color: red;\nfont-size: 24px;');
    expect(nothingToCopy({}, 'the box')).to.match(/^The box has no styles of its own to copy/);
    expect(nothingToCopy({ color: 'red' }, 'the box')).to.equal(null);
  });
});
