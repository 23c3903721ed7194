import { expect } from '@open-wc/testing';
import { NARROWER, WIDER, canvasHint, canvasShows, screenLabel } from './screen-words';

describe('editor/lib/screen-words', () => {
  it('names each screen size in widths, both directions, without the modifier names', () => {
    expect(WIDER.map(screenLabel)).to.deep.equal(['640 px and wider', '768 px and wider', '1024 px and wider', '1280 px and wider', '1536 px and wider']);
    expect(NARROWER.map(screenLabel)).to.deep.equal(['639 px and narrower', '767 px and narrower', '1023 px and narrower', '1279 px and narrower', '1535 px and narrower']);
    expect(screenLabel('hover')).to.equal('hover');
  });

  it('says when the canvas width does not show the styles, and which way to go', () => {
    expect([canvasShows('md', 767), canvasShows('md', 768), canvasShows('max-md', 767), canvasShows('max-md', 768)]).to.deep.equal([false, true, true, false]);
    expect(canvasHint('md', 768)).to.equal(null);
    expect(canvasHint('max-md', 375)).to.equal(null);
    expect(canvasHint('md', 375)).to.equal('The canvas is 375 px wide: styles for 768 px and wider do not show at this width. Pick a wider device to see them.');
    expect(canvasHint('max-md', 1280)).to.equal('The canvas is 1280 px wide: styles for 767 px and narrower do not show at this width. Pick a narrower device to see them.');
  });
});
