import { expect } from '@open-wc/testing';
import { NO_SELECTION, next, selectedKeys, type Selection, type SelectionAction } from './selection';

const siblings = (a: string, b: string) => a[0] === b[0];
const toggle = (key: string): SelectionAction => ({ type: 'toggle', key, areSiblings: siblings });
const one: Selection = { hovered: null, selected: 'a1', multiSelected: [] };
const two: Selection = { hovered: 'x', selected: 'a1', multiSelected: ['a1', 'a2'] };

describe('selection reducer', () => {
  it('tells the editor of a hover change once, and keeps the state when nothing changes', () => {
    const moved = next(NO_SELECTION, { type: 'hover', key: 'a1' });
    expect(moved.state.hovered).to.equal('a1');
    expect(moved.events).to.deep.equal(['HOVERED_ELEMENT_KEY']);
    const again = next(moved.state, { type: 'hover', key: 'a1' });
    expect(again.state).to.equal(moved.state);
    expect(again.events).to.deep.equal([]);
  });

  it("applies the editor's own hover and selection without telling it back", () => {
    const hovered = next(NO_SELECTION, { type: 'hover', key: 'a1', byEditor: true });
    expect(hovered.state.hovered).to.equal('a1');
    expect(hovered.events).to.deep.equal([]);
    // The editor naming the same hover again still redraws (a new state).
    expect(next(hovered.state, { type: 'hover', key: 'a1', byEditor: true }).state).to.not.equal(hovered.state);
    const selected = next(two, { type: 'select', key: 'b1', byEditor: true });
    expect(selected.state).to.deep.equal({ hovered: 'x', selected: 'b1', multiSelected: [] });
    expect(selected.events).to.deep.equal([]);
    expect(selected.endTextEdit).to.equal(true);
  });

  it('selects one element with a click; leaving a multi-selection empties it for the editor', () => {
    const single = next(one, { type: 'select', key: 'b1' });
    expect(single.state).to.deep.equal({ hovered: null, selected: 'b1', multiSelected: [] });
    expect(single.events).to.deep.equal(['SELECTED_ELEMENT_KEY']);
    expect(single.endTextEdit).to.equal(true);
    const fromMulti = next(two, { type: 'select', key: 'a1' });
    expect(fromMulti.state.multiSelected).to.deep.equal([]);
    expect(fromMulti.events).to.deep.equal(['SELECTED_ELEMENT_KEY', 'MULTI_SELECTED_ELEMENT_KEYS']);
    // The same element again: its text edit goes on.
    expect(fromMulti.endTextEdit).to.equal(false);
  });

  it('adds and removes siblings with shift-click, and selects anything else alone', () => {
    const added = next(one, toggle('a2'));
    expect(added.state).to.deep.equal({ hovered: null, selected: 'a1', multiSelected: ['a1', 'a2'] });
    expect(added.events).to.deep.equal(['MULTI_SELECTED_ELEMENT_KEYS']);
    expect(added.endTextEdit).to.equal(true);
    const removed = next(added.state, toggle('a2'));
    expect(removed.state).to.deep.equal(one);
    expect(removed.events).to.deep.equal(['SELECTED_ELEMENT_KEY', 'MULTI_SELECTED_ELEMENT_KEYS']);
    const other = next(two, toggle('b1'));
    expect(other.state).to.deep.equal({ hovered: 'x', selected: 'b1', multiSelected: [] });
    expect(other.events).to.deep.equal(['SELECTED_ELEMENT_KEY', 'MULTI_SELECTED_ELEMENT_KEYS']);
    expect(next(NO_SELECTION, toggle('a1')).state.selected).to.equal('a1');
  });

  it('takes several keys from the editor, its first one selected, and resets to nothing', () => {
    const many = next(one, { type: 'selectMany', keys: ['a2', 'a3'] });
    expect(many.state).to.deep.equal({ hovered: null, selected: 'a2', multiSelected: ['a2', 'a3'] });
    expect(many.events).to.deep.equal([]);
    expect(many.endTextEdit).to.equal(true);
    expect(next(one, { type: 'selectMany', keys: ['a1'] }).state).to.deep.equal(one);
    expect(next(two, { type: 'reset' }).state).to.equal(NO_SELECTION);
  });

  it('outlines the multi-selection, else the selected element', () => {
    expect(selectedKeys(two)).to.deep.equal(['a1', 'a2']);
    expect(selectedKeys(one)).to.deep.equal(['a1']);
    expect(selectedKeys(NO_SELECTION)).to.deep.equal([]);
  });
});
