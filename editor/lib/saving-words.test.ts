import { expect } from '@open-wc/testing';
import { savingWords } from './saving-words';

describe('savingWords', () => {
  it('says what a save waits for, and after a while why it may be slow', () => {
    expect(savingWords(0, null)).to.equal('the server is writing the change into the site’s source files; the preview reloads when they are written.');
    expect(savingWords(1, { position: 0 })).to.match(/^1 s: the server is writing/);
    expect(savingWords(3, null)).to.match(/while the computer is busy\.$/);
  });

  it('gives the save’s place in the queue while others are written before it', () => {
    expect(savingWords(2, { position: 1 })).to.equal('2 s: waiting for its turn: 1 change is being saved before it (from another tab or a script). Changes are written one at a time, in the order they arrived.');
    expect(savingWords(5, { position: 37 })).to.match(/^5 s: waiting for its turn: 37 changes are being saved before it/);
  });
});
