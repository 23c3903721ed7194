import { expect } from '@open-wc/testing';
import { commandFor } from './keys';

describe('editor/state/keys', () => {
  it('maps the editing keys, with Ctrl+Y and Ctrl+Shift+Z both redoing', () => {
    expect(commandFor({ key: 'z', mod: true, shift: false })).to.equal('undo');
    expect(commandFor({ key: 'Z', mod: true, shift: true })).to.equal('redo');
    expect(commandFor({ key: 'y', mod: true, shift: false })).to.equal('redo');
    expect(commandFor({ key: 'd', mod: true, shift: false })).to.equal('duplicate');
    expect(commandFor({ key: 'Delete', mod: false, shift: false })).to.equal('delete');
    expect(commandFor({ key: 'Backspace', mod: false, shift: false })).to.equal('delete');
    expect(commandFor({ key: 'ArrowLeft', mod: false, shift: false })).to.equal('left');
    expect(commandFor({ key: 'Escape', mod: false, shift: false })).to.equal('deselect');
  });

  it('leaves other keys, and shifted arrows (text selection), to the page', () => {
    expect(commandFor({ key: 'a', mod: false, shift: false })).to.equal(null);
    expect(commandFor({ key: 'ArrowLeft', mod: false, shift: true })).to.equal(null);
    expect(commandFor({ key: 'c', mod: true, shift: false })).to.equal(null);
  });
});
