import { expect } from '@open-wc/testing';
import type { SiteToken } from '../../types';
import { fontChoices, SYSTEM_STACKS } from './font-stacks';
import { groupTokens, usageWords } from './token-groups';

const token = (name: string, value: string, properties: string[][] = []): SiteToken => ({
  name,
  value,
  declaredIn: { selector: ':root', media: null },
  declared: value,
  uses: properties.map((props, i) => ({ selector: `.r${i}`, media: null, properties: props })),
  elements: properties.length,
});
const isColour = (value: string) => CSS.supports('color', value);

describe('editor/lib/token-groups: tokens where a designer looks for them', () => {
  it('groups by what a token is and where the site uses it; names decide only for unused ones', () => {
    const groups = groupTokens(
      [
        token('--space-10', '6rem', [['margin-top']]),
        token('--accent', '#1d4ed8', [['color'], ['border-color']]),
        token('--step-1', '1.125rem', [['font-size'], ['font-size']]),
        token('--font', "system-ui, 'Segoe UI', sans-serif", [['font-family']]),
        token('--space-2', '0.5rem', [['padding'], ['gap']]),
        token('--radius', '14px', [['border-radius']]),
        token('--step-9', '4rem'),
        token('--shadow', '0 1px 2px rgb(0 0 0 / 0.1)', [['box-shadow']]),
      ],
      isColour,
    );
    expect(groups.map((group) => [group.id, group.tokens.map((t) => t.name)])).to.deep.equal([
      ['colours', ['--accent']],
      ['fonts', ['--font']],
      ['type', ['--step-1', '--step-9']],
      ['spacing', ['--space-2', '--space-10']],
      ['other', ['--radius', '--shadow']],
    ]);
    expect(usageWords(token('--a', '1px', [['margin'], ['gap']]))).to.equal('used by 2 rules');
    expect(usageWords(token('--a', '1px', [['margin']]))).to.equal('used by 1 rule');
    expect(usageWords(token('--a', '1px'))).to.equal('not used by any rule');
  });

  it('offers the site\'s font tokens and stacks first, then system stacks, each once', () => {
    const choices = fontChoices(
      { tokens: [], kinds: [{ tag: 'code', count: 1, computed: {}, rules: [{ selector: 'code', media: null, styles: { 'font-family': SYSTEM_STACKS[5]!.value } }, { selector: 'kbd, code', media: null, styles: { 'font-family': 'Menlo, monospace' } }] }] },
      ['--font'],
    );
    expect(choices.slice(0, 2)).to.deep.equal([
      { value: 'var(--font)', label: 'Site font (--font)', group: 'site' },
      { value: SYSTEM_STACKS[5]!.value, label: 'Monospace', group: 'site' },
    ]);
    expect(choices[2]?.value).to.equal('Menlo, monospace');
    expect(choices.length).to.equal(3 + SYSTEM_STACKS.length - 1);
    expect(new Set(choices.map((choice) => choice.value)).size).to.equal(choices.length);
  });
});
