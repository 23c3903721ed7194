import { expect } from '@open-wc/testing';
import { colourParser, fontList, showsAsked } from './computed-match';

const context = { tokens: [{ name: '--accent', value: '#1d4ed8' }, { name: '--step-1', value: '1.125rem' }], colour: colourParser(document) };

describe('editor/lib/computed-match: does the page show what was asked?', () => {
  it('lengths in px and rem, colours in any notation, tokens resolved', () => {
    expect(showsAsked('font-size', '24px', '24px', context)).to.equal(true);
    expect(showsAsked('font-size', '24px', '18px', context)).to.equal(false);
    expect(showsAsked('font-size', '1.5rem', '24px', context)).to.equal(true);
    expect(showsAsked('font-size', 'var(--step-1)', '18px', context)).to.equal(true);
    expect(showsAsked('color', '#1d4ed8', 'rgb(29, 78, 216)', context)).to.equal(true);
    expect(showsAsked('color', 'var(--accent)', 'rgb(29, 78, 216)', context)).to.equal(true);
    expect(showsAsked('background-color', 'red', 'rgb(29, 78, 216)', context)).to.equal(false);
    expect(showsAsked('width', '200px', 'auto', context)).to.equal(false);
  });

  it('font stacks without quotes, weights as numbers, keywords as they are', () => {
    expect(fontList("'Segoe UI', Roboto , sans-serif")).to.deep.equal(['segoe ui', 'roboto', 'sans-serif']);
    expect(showsAsked('font-family', "Charter, 'Bitstream Charter', serif", 'Charter, "Bitstream Charter", serif', context)).to.equal(true);
    expect(showsAsked('font-family', 'Georgia, serif', 'system-ui, sans-serif', context)).to.equal(false);
    expect(showsAsked('font-weight', 'bold', '700', context)).to.equal(true);
    expect(showsAsked('text-align', 'center', 'left', context)).to.equal(false);
    expect(showsAsked('--accent', '#c2410c', '#c2410c', context)).to.equal(true);
  });

  it('cannot tell without the page: em, percentages, clamp(), unitless line heights, unknown tokens', () => {
    for (const [prop, asked] of [['font-size', '2em'], ['width', '50%'], ['font-size', 'clamp(1rem, 2vw, 3rem)'], ['line-height', '1.3'], ['color', 'var(--nope)']] as const) {
      expect(showsAsked(prop, asked, '20px', context), `${prop}: ${asked}`).to.equal(null);
    }
  });
});
