import { expect } from '@open-wc/testing';
import { splitSelectorList, withoutPseudoClasses } from './selector-text';

describe('css-rules/selector-text', () => {
  it('splits a list at top-level commas only, trimming each part', () => {
    expect(splitSelectorList('a, b:hover ,c')).to.deep.equal(['a', 'b:hover', 'c']);
    expect(splitSelectorList(':is(a, b) > c, d')).to.deep.equal([':is(a, b) > c', 'd']);
    expect(splitSelectorList('[title="x, y"], [data-a=\'1,2\']')).to.deep.equal(['[title="x, y"]', "[data-a='1,2']"]);
    expect(splitSelectorList('.a\\,b, .c')).to.deep.equal(['.a\\,b', '.c']);
    expect(splitSelectorList('single')).to.deep.equal(['single']);
  });

  it('drops the named pseudo-classes from the subject compound only', () => {
    const hover = new Set(['hover', 'focus']);
    expect(withoutPseudoClasses('a:hover', hover)).to.equal('a');
    expect(withoutPseudoClasses('.btn:hover:focus.primary', hover)).to.equal('.btn.primary');
    expect(withoutPseudoClasses('li:hover > a:hover', hover), 'an ancestor keeps its state').to.equal('li:hover > a');
    expect(withoutPseudoClasses('a:hover::before', hover), 'pseudo-elements stay').to.equal('a::before');
    expect(withoutPseudoClasses('a:HOVER', hover), 'names match without case').to.equal('a');
  });

  it('leaves other pseudo-classes, longer names and arguments alone', () => {
    const hover = new Set(['hover']);
    expect(withoutPseudoClasses('a:hover-like', hover)).to.equal('a:hover-like');
    expect(withoutPseudoClasses('a:not(:hover)', hover), 'inside an argument is not the subject compound').to.equal('a:not(:hover)');
    expect(withoutPseudoClasses('a:first-child:hover', hover)).to.equal('a:first-child');
    expect(withoutPseudoClasses('[data-x=":hover"]:hover', hover)).to.equal('[data-x=":hover"]');
  });

  it('an emptied compound becomes "*"', () => {
    expect(withoutPseudoClasses(':hover', new Set(['hover']))).to.equal('*');
    expect(withoutPseudoClasses('nav :hover', new Set(['hover']))).to.equal('nav *');
    expect(withoutPseudoClasses('nav > :focus-visible', new Set(['focus-visible']))).to.equal('nav > *');
  });
});
