import { expect } from '@open-wc/testing';
import { blockName, moveLabel, otherName, placeWord, recognisedText, regionHint } from './block-names';
import { byClass } from './landing.fixture';

describe('editor/lib/block-names', () => {
  it('names a block by its kind and the heading it shows, shortened', () => {
    expect(blockName(byClass('section', 2))).to.equal('the section “Learning Process”');
    expect(blockName(byClass('section', 1))).to.equal('the section “What Will You Get From This…”');
    expect(blockName(byClass('card', 0))).to.equal('the card “Marketers”');
    expect(recognisedText(byClass('container'))).to.equal('Who is this course for?');
    // Nothing a designer would recognise: the layer's name.
    expect(blockName(byClass('banner'))).to.equal('div.banner');
    expect(blockName(undefined)).to.equal('the element');
  });

  it('says where a move goes as the page reads: above or below in a column, before or after in a row', () => {
    const [audience, outcomes, learning] = [0, 1, 2].map((n) => byClass('section', n));
    expect(placeWord(outcomes!, learning!, 'before')).to.equal('above');
    expect(placeWord(audience!, learning!, 'after')).to.equal('below');
    expect(placeWord(byClass('card', 0), byClass('card', 1), 'before')).to.equal('before');
    expect(otherName(outcomes!, learning!), 'the same kind: its text alone').to.equal('“What Will You Get From This…”');
    expect(otherName(byClass('hero'), byClass('card', 0))).to.equal('the section “Product Analytics”');
    expect(moveLabel(learning!, outcomes!, 'before')).to.equal('Move the section “Learning Process” above “What Will You Get From This…”');
    expect(moveLabel(byClass('card', 1), byClass('card', 0), 'before')).to.equal('Move the card “Product managers” before “Marketers”');
  });
});

describe('editor/lib/block-names: regionHint', () => {
  it('names a section’s row by its heading; other elements and text of their own get none', () => {
    expect(regionHint(byClass('section', 2))).to.equal('Learning Process');
    expect(regionHint(byClass('hero'))).to.equal('Product Analytics');
    expect(regionHint(byClass('container'))).to.equal(null);
    expect(regionHint(byClass('card', 0))).to.equal(null);
  });
});
