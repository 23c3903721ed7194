import { expect } from '@open-wc/testing';
import type { LookupsAnswer, NavTreeNode } from '../../types';
import { whyNotDuplicate, whyNotWrap } from './structure-check';

const node = (codebaseId: string) => ({ tempoElement: { codebaseId, storyboardId: 'sb', uniquePath: '0' } }) as NavTreeNode;
const entry = (extra: object) => ({ name: 'div', isComponent: false, staticTextContents: false, file: 'site/A.tsx', line: 1, column: 1, component: 'A', ...extra });
const lookups = {
  treeElementLookup: {
    free: entry({}),
    whole: entry({ cannot: { duplicate: 'whole: duplicate', move: 'whole: move', wrapTogether: 'whole: together' } }),
    card: entry({ dataItems: [{ path: '/', renderings: [] }], cannot: { duplicate: 'card: duplicate', wrap: 'card: wrap' } }),
  },
  scopeLookup: {},
} as unknown as LookupsAnswer;

describe('editor/lib/structure-check', () => {
  it('Duplicate: the server\'s reason for an element without a place; a card is duplicated as its item', () => {
    expect(whyNotDuplicate(lookups, [node('free')])).to.equal(null);
    expect(whyNotDuplicate(lookups, [node('free'), node('whole')])).to.equal('whole: duplicate');
    expect(whyNotDuplicate(lookups, [node('card')])).to.equal(null);
    expect(whyNotDuplicate(null, [node('whole')]), 'without a server nothing is known before').to.equal(null);
  });

  it('Wrap in div: alone or together, as the server would answer', () => {
    expect(whyNotWrap(lookups, [node('whole')]), 'one element alone is wrapped where it is').to.equal(null);
    expect(whyNotWrap(lookups, [node('free'), node('whole')])).to.equal('whole: together');
    expect(whyNotWrap(lookups, [node('card')])).to.equal('card: wrap');
    expect(whyNotWrap(lookups, [node('card'), node('card')]), 'two renderings of one element are one element').to.equal('card: wrap');
  });
});
