import { expect } from '@open-wc/testing';
import type { LookupsAnswer } from '../../types';
import { dataItemNote, dataItemOf } from './data-items';

const place = (array: string, index: number) => ({ file: 'site/content/course.ts', array, line: 17, index, items: 2 });
const lookups = {
  treeElementLookup: {
    'tempo-card': {
      name: 'li',
      isComponent: false,
      staticTextContents: false,
      file: 'site/components/CardGrid.tsx',
      line: 9,
      column: 9,
      component: 'CardGrid',
      dataItems: [
        { path: '/', renderings: [place('audience.cards', 0), place('audience.cards', 1), null] },
        { path: null, renderings: [place('notFound.links', 0)] },
      ],
    },
    'tempo-title': { name: 'h3', isComponent: false, staticTextContents: true, file: 'site/components/CardGrid.tsx', line: 13, column: 11, component: 'CardGrid' },
  },
  scopeLookup: {},
} as LookupsAnswer;

describe('editor/lib/data-items', () => {
  it('finds the item a rendering of a card shows on its page, and none where there is none', () => {
    expect(dataItemOf(lookups, 'tempo-card', { pagePath: '/', index: 1, count: 3 })).to.deep.equal(place('audience.cards', 1));
    expect(dataItemOf(lookups, 'tempo-card', { pagePath: '/', index: 2, count: 3 }), 'a rendering of a computed list').to.equal(null);
    expect(dataItemOf(lookups, 'tempo-card', { pagePath: '/', index: 1, count: 4 }), 'the page and the lookups disagree').to.equal(null);
    expect(dataItemOf(lookups, 'tempo-card', { pagePath: '/no-such-page/', index: 0, count: 1 }), 'the catch-all page').to.deep.equal(place('notFound.links', 0));
    expect(dataItemOf(lookups, 'tempo-title', { pagePath: '/', index: 0, count: 3 }), 'not a card').to.equal(null);
    expect(dataItemOf(null, 'tempo-card', { pagePath: '/', index: 0, count: 3 })).to.equal(null);
  });

  it('says what an edit of one card does in plain words', () => {
    expect(dataItemNote('delete', place('audience.cards', 0))).to.equal('Delete this item (removes it from course.ts)');
    expect(dataItemNote('duplicate', place('audience.cards', 0))).to.equal('Duplicate this item (adds a copy to course.ts)');
    expect(dataItemNote('move', place('audience.cards', 0))).to.equal('Move this item (changes the order in course.ts)');
  });
});
