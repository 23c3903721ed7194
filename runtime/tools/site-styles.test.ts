import { expect } from '@open-wc/testing';
import { processRulesForElement } from './css-rules';
import { countMatchingElements } from './matching-elements';
import { siteStyles } from './site-styles';

const SHEET = `:root { --zz-ink: rgb(1, 2, 3); --zz-step: 20px; --zz-font: Georgia, serif; --zz-link: var(--zz-ink); }
h5, dfn { line-height: 1.5; font-family: var(--zz-font); }
dfn { font-size: var(--zz-step); }
abbr { font-weight: 700; }
.zz h5 { color: var(--zz-ink); }
.zz dfn:hover, .zz-big::before { color: var(--zz-link); font-size: var(--zz-step); }
@media (min-width: 1px) { .zz-wide { padding: var(--zz-step) 0; } }`;

/** The test page with a sheet and elements of its own, removed afterwards. */
async function withPage(run: (root: HTMLElement) => void | Promise<void>): Promise<void> {
  const style = document.createElement('style');
  style.textContent = SHEET;
  const root = document.createElement('div');
  root.className = 'zz';
  root.innerHTML = '<h5>One</h5><h5 class="zz-big">Two</h5><p><dfn>Term</dfn> <dfn style="font-size: 30px">Other</dfn></p><abbr><span>inside only</span></abbr><div class="zz-wide"></div>';
  document.head.append(style);
  document.body.append(root);
  try {
    await run(root);
  } finally {
    style.remove();
    root.remove();
  }
}

describe('site-styles: the page\'s tokens with their uses, and the kinds typography sets', () => {
  it('lists each token with its root value, the rule that declares it and the rules that use it, and counts the elements those style', () =>
    withPage(() => {
      const { tokens } = siteStyles([document], document, ['font-family', 'font-size', 'line-height'], () => {});
      const token = (name: string) => tokens.find((candidate) => candidate.name === name)!;
      expect(token('--zz-ink')).to.deep.equal({
        name: '--zz-ink',
        value: 'rgb(1, 2, 3)',
        declaredIn: { selector: ':root', media: null },
        declared: 'rgb(1, 2, 3)',
        uses: [
          { selector: ':root', media: null, properties: ['--zz-link'] },
          { selector: '.zz h5', media: null, properties: ['color'] },
        ],
        // :root itself and the two h5.
        elements: 3,
      });
      // A state (:hover) and a pseudo-element count the elements they style: the two dfn and the big h5.
      expect(token('--zz-link').uses).to.deep.equal([{ selector: '.zz dfn:hover, .zz-big::before', media: null, properties: ['color'] }]);
      expect(token('--zz-link').elements).to.equal(3);
      expect(token('--zz-step').uses.map((use) => [use.selector, use.media, use.properties])).to.deep.equal([
        ['dfn', null, ['font-size']],
        ['.zz dfn:hover, .zz-big::before', null, ['font-size']],
        ['.zz-wide', '(min-width: 1px)', ['padding']],
      ]);
      expect(token('--zz-font').uses).to.deep.equal([{ selector: 'h5, dfn', media: null, properties: ['font-family'] }]);
    }));

  it('lists the element types its rules style by name whose elements hold text, with their rules and computed values', () =>
    withPage(() => {
      const { kinds } = siteStyles([document], document, ['font-family', 'font-size', 'line-height'], () => {});
      const mine = kinds.filter((kind) => ['h5', 'dfn', 'abbr'].includes(kind.tag));
      // abbr holds no text of its own (only in its span): not a kind to set type for.
      expect(mine.map((kind) => kind.tag)).to.deep.equal(['h5', 'dfn']);
      const dfn = mine[1]!;
      expect(dfn.count).to.equal(2);
      expect(dfn.rules).to.deep.equal([
        { selector: 'h5, dfn', media: null, styles: { 'font-family': 'var(--zz-font)', 'line-height': '1.5' } },
        { selector: 'dfn', media: null, styles: { 'font-size': 'var(--zz-step)' } },
      ]);
      expect(dfn.computed['font-size']).to.deep.equal([{ value: '20px', count: 1 }, { value: '30px', count: 1 }]);
      expect(dfn.computed['font-family']).to.deep.equal([{ value: 'Georgia, serif', count: 2 }]);
    }));

  it('countMatchingElements: the elements each selector styles, -1 for one the browser rejects', () =>
    withPage(() => {
      expect(countMatchingElements([document], ['.zz h5', '.zz dfn:hover', '.zz-big::before', '.zz h5:focus-visible', '.zz :focus-visible', '::not-a-thing('])).to.deep.equal([2, 2, 1, 2, 0, -1]);
    }));

  it('processed rules carry the specificity of the part that matches and the at-rules around them', () =>
    withPage((root) => {
      const rules = processRulesForElement({ element: root.querySelector('.zz-wide')! });
      const wide = rules.find((rule) => rule.selector === '.zz-wide')!;
      expect(wide.specificity).to.deep.equal([0, 1, 0]);
      expect(wide.within).to.deep.equal(['@media (min-width: 1px)']);
      const h5 = processRulesForElement({ element: root.querySelector('h5')! });
      expect(h5.find((rule) => rule.selector === '.zz h5')).to.deep.include({ specificity: [0, 1, 1] });
      expect(h5.find((rule) => rule.selector === '.zz h5')).to.not.have.property('within');
      expect(h5.find((rule) => rule.selector === 'element.style')).to.not.have.property('specificity');
    }));
});
