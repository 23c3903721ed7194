import { expect } from '@open-wc/testing';
import { createTextEditGate } from './text-edit-gate';

describe('text edit gate', () => {
  it('accepts the end of the edit that began, once', () => {
    const gate = createTextEditGate();
    gate.began('k1', 'Seats: 3');
    expect(gate.ended('k1', 'Seats: 3')).to.equal(null);
    expect(gate.ended('k1', 'Seats: 3')).to.equal('no text edit began in the page');
  });

  it('refuses a lone end, the end of another element, another old text, and an edit of the page before a reload', () => {
    const gate = createTextEditGate();
    expect(gate.ended('k1', 'x')).to.equal('no text edit began in the page');
    gate.began('k1', 'Seats: 3');
    expect(gate.ended('k2', 'Seats: 3')).to.equal('the edit that began was of another element (k1)');
    expect(gate.ended('k1', 'Other')).to.equal('its old text is not the text the edit began with');
    // Still open: the real end is accepted.
    expect(gate.ended('k1', 'Seats: 3')).to.equal(null);
    gate.began('k3', 'A');
    gate.reset();
    expect(gate.ended('k3', 'A')).to.equal('no text edit began in the page');
  });
});
