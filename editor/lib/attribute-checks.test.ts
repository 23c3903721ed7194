import { expect } from '@open-wc/testing';
import type { AttributeSource } from '../../types';
import { attributeProblem } from './attribute-checks';

const hero: AttributeSource = { kind: 'data', where: 'where SectionLink is used in HeroSection', forms: [{ before: '#', after: '' }, { before: '/#', after: '' }] };

describe('editor/lib/attribute-checks', () => {
  it('refuses at the field what could run code, in the words the server and the frame use', () => {
    expect(attributeProblem('href', 'javascript:alert(1)', null)).to.equal('A link destination cannot run code: addresses starting with “javascript:” are refused. Use a page of the site (/privacy-policy), a section (#price) or a web address (https://…).');
    expect(attributeProblem('href', '  JAVA\nSCRIPT:x', { kind: 'absent' })).to.match(/^A link destination cannot run code/);
    expect(attributeProblem('href', 'data:text/html,hi', null)).to.match(/^A link destination cannot hold a whole document/);
    expect(attributeProblem('src', 'data:image/png;base64,AAAA', null), 'an image may be inline').to.equal(null);
    expect(attributeProblem('onclick', 'x', null)).to.match(/^“onclick” is an event handler/);
    expect(attributeProblem('__proto__', 'x', null)).to.match(/^“__proto__” is not an attribute/);
    expect(attributeProblem('href', '/privacy-policy', { kind: 'written' })).to.equal(null);
    expect(attributeProblem('href', null, { kind: 'written' }), 'removing is fine').to.equal(null);
  });

  it('refuses a value worked out from a part written elsewhere that the part cannot make, and code', () => {
    expect(attributeProblem('href', '#audience', hero)).to.equal(null);
    expect(attributeProblem('href', '/privacy-policy', hero)).to.equal('This value is worked out from a part written where SectionLink is used in HeroSection, so it can only be “#…” or “/#…”; “/privacy-policy” is not.');
    expect(attributeProblem('href', null, hero)).to.match(/cannot be removed from here/);
    expect(attributeProblem('aria-label', 'x', { kind: 'computed', why: 'The accessible label is worked out by code in Heading.' })).to.equal('The accessible label is worked out by code in Heading.');
  });

  it('refuses one id for an element the page shows several times from one place', () => {
    expect(attributeProblem('id', 'start', { kind: 'absent' }, 5)).to.match(/^An id names one element of a page, and this element is shown 5 times from one place in the source/);
    expect(attributeProblem('id', 'start', { kind: 'absent' }, 1)).to.equal(null);
    expect(attributeProblem('id', null, { kind: 'written' }, 5), 'removing it is fine').to.equal(null);
    expect(attributeProblem('id', 'price', { kind: 'data', where: 'where Section is used in PricingSection', forms: [{ before: '', after: '' }] }, 7), 'written apart for each').to.equal(null);
  });
});
