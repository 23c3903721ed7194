import { expect } from '@open-wc/testing';
import { keyOf } from '../../types';
import { byClass, landing } from './landing.fixture';
import { indexAfterMove, stepTarget } from './reorder';

const target = (key: string, direction: 'up' | 'down') => {
  const step = stepTarget(landing, key, direction);
  return 'target' in step ? [step.target.sibling.directlySetClassList[0], step.target.position, step.target.sibling.pageBoundingBox.pageY] : step.refused;
};

describe('editor/lib/reorder: one place up or down among the siblings', () => {
  it('up goes before the previous sibling, down after the next one', () => {
    expect(target(keyOf(byClass('section', 1)), 'up')).to.deep.equal(['section', 'before', 200]);
    expect(target(keyOf(byClass('section', 1)), 'down')).to.deep.equal(['section', 'after', 600]);
    expect(target(keyOf(byClass('section', 0)), 'up')).to.deep.equal(['hero', 'before', 0]);
  });

  it('skips a sibling the page hides, and says when there is no place further', () => {
    // The hidden banner between the second and third sections is not a place a designer sees.
    expect(target(keyOf(byClass('section', 2)), 'up')).to.deep.equal(['section', 'before', 400]);
    expect(target(keyOf(byClass('hero')), 'up')).to.equal('The section “Product Analytics” is already the first among its neighbours; there is no place further up.');
    expect(target(keyOf(byClass('section', 2)), 'down')).to.equal('The section “Learning Process” is already the last among its neighbours; there is no place further down.');
    expect(target(keyOf(byClass('card', 1)), 'down')).to.match(/^The card “Product managers” is already the last/);
    expect(target('no-such-key', 'up')).to.equal('Select an element of the page to move it.');
  });

  it('tells which rendering of its source element a moved element is afterwards', () => {
    const [first, second, third] = [0, 1, 2].map((n) => byClass('section', n));
    // The third section before the first: it is the first of the three then.
    expect(indexAfterMove(landing, third!, first!, 'before')).to.equal(0);
    expect(indexAfterMove(landing, first!, third!, 'after')).to.equal(2);
    expect(indexAfterMove(landing, first!, second!, 'after')).to.equal(1);
    // Before the hero (another source element): still the first of its own.
    expect(indexAfterMove(landing, second!, byClass('hero'), 'before')).to.equal(0);
    expect(indexAfterMove(landing, byClass('card', 1), byClass('card', 0), 'before')).to.equal(0);
    expect(indexAfterMove(null, first!, second!, 'after')).to.equal(0);
  });
});
