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

  it('copies and pastes styles with Ctrl/Cmd+Alt+C and V, by the physical key (a Mac types “ç” with ⌥C)', () => {
    expect(commandFor({ key: 'c', mod: true, shift: false, alt: true, code: 'KeyC' })).to.equal('copyStyles');
    expect(commandFor({ key: 'ç', mod: true, shift: false, alt: true, code: 'KeyC' })).to.equal('copyStyles');
    expect(commandFor({ key: '√', mod: true, shift: false, alt: true, code: 'KeyV' })).to.equal('pasteStyles');
    expect(commandFor({ key: 'c', mod: false, shift: false, alt: true, code: 'KeyC' }), 'Alt+C alone types').to.equal(null);
    expect(commandFor({ key: 'a', mod: true, shift: false }), 'select-all outside text is the editor’s').to.equal('selectAll');
  });

  it('leaves other keys, and shifted arrows (text selection), to the page', () => {
    expect(commandFor({ key: 'a', mod: false, shift: false })).to.equal(null);
    expect(commandFor({ key: 'ArrowLeft', mod: false, shift: true })).to.equal(null);
    expect(commandFor({ key: 'c', mod: true, shift: false })).to.equal(null);
  });

  it('Alt+↑ and Alt+↓ move the selection among its siblings; other Alt chords are left alone', () => {
    expect(commandFor({ key: 'ArrowUp', mod: false, shift: false, alt: true })).to.equal('moveUp');
    expect(commandFor({ key: 'ArrowDown', mod: false, shift: false, alt: true })).to.equal('moveDown');
    expect(commandFor({ key: 'ArrowLeft', mod: false, shift: false, alt: true }), 'Alt+← is the browser’s Back').to.equal(null);
    expect(commandFor({ key: 'ArrowUp', mod: true, shift: false, alt: true })).to.equal(null);
    expect(commandFor({ key: 'ArrowUp', mod: false, shift: true, alt: true })).to.equal(null);
    expect(commandFor({ key: 'ArrowUp', mod: false, shift: false }), 'without Alt: the tree').to.equal('up');
  });
});
