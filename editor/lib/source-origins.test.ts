import { expect } from '@open-wc/testing';
import type { AttributeSource, LookupsAnswer, SiteLinks, ValueForm } from '../../types';
import { attributeSourceOf, destinations, textOriginOf, writtenPart } from './source-origins';

const SECTION_FORMS: ValueForm[] = [{ before: '#', after: '' }, { before: '/#', after: '' }];
const nav: AttributeSource = { kind: 'data', where: 'in the content file navigation.ts (navigation › each item › section)', forms: SECTION_FORMS };
const hero: AttributeSource = { kind: 'data', where: 'where SectionLink is used in HeroSection', forms: SECTION_FORMS };
const entry = { name: 'a', isComponent: false, staticTextContents: true, file: 'site/components/SectionLink.tsx', line: 27, column: 5, component: 'SectionLink' };
const lookups = {
  treeElementLookup: {
    'tempo-link': {
      ...entry,
      attributes: { href: { all: null, sources: [nav, hero], pages: [{ path: '/', renderings: [0, 0, 0, 1] }, { path: null, renderings: [0, 0, 0] }] }, id: { all: { kind: 'written' } } },
      text: {
        editable: 'some',
        writtenIn: ['in the content file navigation.ts (navigation › each item › label)', 'in the content file course.ts (hero › cta)'],
        computed: ['This text is worked out by code.'],
        pages: [{ path: '/', editable: ['all', 'all', 'all', 'none'], writtenIn: [[0], [0], [1], []], same: [0, 0, 1, 2] }],
      },
    },
    'tempo-old': entry,
  },
  scopeLookup: {},
} as unknown as LookupsAnswer;

const links: SiteLinks = {
  pages: [{ path: '/', title: 'Product Analytics' }, { path: '/privacy-policy', title: 'Privacy Policy' }],
  anchors: [{ page: '/', id: 'price', title: 'Choose Your Package' }, { page: '/privacy-policy', id: 'cookies', title: 'Cookies' }],
};

describe('editor/lib/source-origins', () => {
  it('finds where a rendering\'s attribute is written, per page and rendering; left out is not written', () => {
    expect(attributeSourceOf(lookups, 'tempo-link', 'href', { pagePath: '/', index: 3, count: 4 })).to.deep.equal(hero);
    expect(attributeSourceOf(lookups, 'tempo-link', 'href', { pagePath: '/', index: 0, count: 4 })).to.deep.equal(nav);
    expect(attributeSourceOf(lookups, 'tempo-link', 'href', { pagePath: '/nowhere', index: 1, count: 3 }), 'the catch-all page').to.deep.equal(nav);
    expect(attributeSourceOf(lookups, 'tempo-link', 'href', { pagePath: '/', index: 3, count: 5 }), 'the page and the lookups disagree').to.equal(null);
    expect(attributeSourceOf(lookups, 'tempo-link', 'id', { pagePath: '/', index: 3, count: 4 })).to.deep.equal({ kind: 'written' });
    expect(attributeSourceOf(lookups, 'tempo-link', 'target', { pagePath: '/', index: 3, count: 4 })).to.deep.equal({ kind: 'absent' });
    expect(attributeSourceOf(lookups, 'tempo-old', 'href', { pagePath: '/', index: 0, count: 1 }), 'an older server').to.equal(null);
    expect(attributeSourceOf(null, 'tempo-link', 'href', { pagePath: '/', index: 0, count: 1 }), 'no server').to.equal(null);
  });

  it('says per rendering whether its own text is written or worked out by code', () => {
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/', index: 3, count: 4 })?.here).to.equal('none');
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/', index: 0, count: 4 })?.here).to.equal('all');
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/', index: 2, count: 4 })?.writtenHere, 'where this one is written').to.deep.equal(['in the content file course.ts (hero › cta)']);
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/privacy-policy', index: 0, count: 3 })?.writtenHere, 'every place, when the lookups cannot tell').to.have.length(2);
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/', index: 1, count: 4 })?.sameTextIn, 'the renderings showing the same literal').to.deep.equal([0]);
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/', index: 2, count: 4 })?.sameTextIn).to.deep.equal([]);
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/privacy-policy', index: 0, count: 3 })?.sameTextIn, 'unknown').to.equal(null);
    expect(textOriginOf(lookups, 'tempo-link', { pagePath: '/privacy-policy', index: 0, count: 3 })?.here, 'a page the lookups do not list').to.equal('some');
    expect(textOriginOf(lookups, 'tempo-old', { pagePath: '/', index: 0, count: 1 })).to.equal(null);
  });

  it('takes the written part out of a value of a form, the most specific form first', () => {
    expect(writtenPart(SECTION_FORMS, '#audience')).to.equal('audience');
    expect(writtenPart(SECTION_FORMS, '/#audience')).to.equal('audience');
    expect(writtenPart(SECTION_FORMS, '/privacy-policy')).to.equal(null);
    expect(writtenPart([{ before: '', after: '' }, { before: 'mailto:', after: '' }], 'mailto:a@b.c')).to.equal('a@b.c');
    expect(writtenPart([{ before: '', after: ' — home' }], 'Home')).to.equal(null);
  });

  it('offers this page\'s sections, the pages and the other pages\' sections; a SectionLink only what it can be', () => {
    expect(destinations(links, '/', null).map((d) => [d.value, d.unfit])).to.deep.equal([
      ['#price', null],
      ['/', null],
      ['/privacy-policy', null],
      ['/privacy-policy#cookies', null],
    ]);
    const offered = destinations(links, '/privacy-policy', hero);
    expect(offered.map((d) => d.value)).to.deep.equal(['#cookies', '/', '/privacy-policy', '/#price']);
    expect(offered.filter((d) => !d.unfit).map((d) => d.value), 'a value "#…" or "/#…"').to.deep.equal(['#cookies', '/#price']);
    expect(offered.find((d) => d.value === '/')?.unfit).to.equal('This link\'s destination is worked out from a part written where SectionLink is used in HeroSection: it can only be “#…” or “/#…”.');
    expect(destinations(undefined, '/', null)).to.deep.equal([]);
  });
});
