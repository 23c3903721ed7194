import { expect } from '@open-wc/testing';
import { keyOf } from '../../types';
import { componentUseOf, renderingOfNode, shownThroughSameUse, noteForUse, findUsesIn, questionForUse } from './component-uses';
import { byClass, landing, landingLookups, placeOfUse } from './landing.fixture';

describe('editor/lib/component-uses', () => {
  it('finds the use a rendering of a section acts through, and none where it acts on its own', () => {
    expect(componentUseOf(landingLookups, 'tempo-section', { pagePath: '/', index: 2, count: 3 })).to.deep.equal(placeOfUse('LearningProcessSection', 24));
    expect(componentUseOf(landingLookups, 'tempo-section', { pagePath: '/', index: 2, count: 4 }), 'the lookups are older than the page').to.equal(null);
    expect(componentUseOf(landingLookups, 'tempo-section', { pagePath: '/privacy-policy', index: 0, count: 3 }), 'no such page').to.equal(null);
    expect(componentUseOf(landingLookups, 'tempo-h2', { pagePath: '/', index: 0, count: 3 })).to.equal(null);
    expect(componentUseOf(null, 'tempo-section', { pagePath: '/', index: 0, count: 3 })).to.equal(null);
  });

  it('reads the page’s nodes: which rendering each is and the use it acts through', () => {
    const third = byClass('section', 2);
    expect(renderingOfNode(landing, third, '/')).to.deep.equal({ pagePath: '/', index: 2, count: 3 });
    const findUse = findUsesIn(landingLookups, landing, '/');
    expect(findUse(third)?.component).to.equal('LearningProcessSection');
    expect(findUse(byClass('hero'))?.component).to.equal('HeroSection');
    expect(findUse(byClass('container'))).to.equal(null);
    expect(shownThroughSameUse(landing, findUse, third), 'each section its own use').to.equal(1);
    expect(keyOf(third)).to.be.a('string');
  });

  it('says what happens in plain words, and asks only when more than this element changes or other uses stay', () => {
    const place = placeOfUse('LearningProcessSection', 24);
    expect(noteForUse('move', place)).to.equal('Moves <LearningProcessSection /> in LandingPage.tsx: this element is everything LearningProcessSection shows.');
    expect(noteForUse('delete', place)).to.equal('Deletes <LearningProcessSection /> from LandingPage.tsx: this element is everything LearningProcessSection shows.');
    expect(questionForUse('Delete', place, 1), 'used once, shown once: nothing to ask').to.equal(null);
    expect(questionForUse('Delete', { ...place, uses: 2 }, 1)).to.deep.equal({
      message: 'Delete this LearningProcessSection? The element is everything LearningProcessSection shows, so this deletes the use <LearningProcessSection /> in LandingPage.tsx, line 24. LearningProcessSection is used in 2 places; the other one stays as it is.',
      confirmLabel: 'Delete this LearningProcessSection',
    });
    expect(questionForUse('Duplicate', { ...place, uses: 3 }, 4)).to.deep.equal({
      message: 'Duplicate this LearningProcessSection? The element is everything LearningProcessSection shows, so this duplicates the use <LearningProcessSection /> in LandingPage.tsx, line 24. LearningProcessSection is used in 3 places; the other 2 stay as they are. This use shows 4 elements of the page, and all 4 change.',
      confirmLabel: 'Duplicate all 4',
    });
  });
});
