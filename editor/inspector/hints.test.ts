import { expect } from '@open-wc/testing';
import { hiddenChangeHint } from './hints';

describe('editor/inspector/hints', () => {
  it('says when a gradient or an image covers the background colour', () => {
    expect(hiddenChangeHint('background-color', { 'background-image': 'linear-gradient(rgb(255, 255, 255), rgb(0, 0, 0))' })?.text).to.match(/^A gradient covers this colour/);
    expect(hiddenChangeHint('background-color', { 'background-image': 'url("a.png")' })).to.deep.equal({ text: 'An image covers this colour; it shows only where the image is see-through.', afterChange: false });
    expect(hiddenChangeHint('background-color', { 'background-image': 'none' })).to.equal(null);
  });
  it('says when there is no border to colour, and nothing otherwise', () => {
    expect(hiddenChangeHint('border-color', { 'border-top-style': 'none', 'border-top-width': '0px' })).to.deep.include({ afterChange: true });
    expect(hiddenChangeHint('border-width', { 'border-top-style': 'none' })?.text).to.match(/no border style/);
    expect(hiddenChangeHint('border-color', { 'border-top-style': 'solid', 'border-top-width': '0px' })?.text).to.match(/0 wide/);
    expect(hiddenChangeHint('border-color', { 'border-top-style': 'solid', 'border-top-width': '2px' })).to.equal(null);
    expect(hiddenChangeHint('width', { 'background-image': 'linear-gradient(red, blue)' })).to.equal(null);
  });
});
