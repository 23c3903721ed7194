import { expect } from '@open-wc/testing';
import { hiddenChangeHint } from './hints';

describe('editor/inspector/hints', () => {
  it('says when a gradient or an image covers the background colour', () => {
    expect(hiddenChangeHint('background-color', { 'background-image': 'linear-gradient(rgb(255, 255, 255), rgb(0, 0, 0))' })).to.match(/^A gradient covers this colour/);
    expect(hiddenChangeHint('background-color', { 'background-image': 'url("a.png")' })).to.match(/^An image covers/);
    expect(hiddenChangeHint('background-color', { 'background-image': 'none' })).to.equal(null);
  });
  it('says when there is no border to colour, and nothing otherwise', () => {
    expect(hiddenChangeHint('border-color', { 'border-top-style': 'none', 'border-top-width': '0px' })).to.match(/no border/);
    expect(hiddenChangeHint('border-color', { 'border-top-style': 'solid', 'border-top-width': '2px' })).to.equal(null);
    expect(hiddenChangeHint('width', { 'background-image': 'linear-gradient(red, blue)' })).to.equal(null);
  });
});
