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

  describe('follow (the tree was built again)', () => {
    const follow = (hovered: string | null, selected: string | null, multiSelected: (string | null)[] = []): SelectionAction => ({ type: 'follow', hovered, selected, multiSelected });

    it('keeps the state, and tells nothing, when every element kept its key', () => {
      const same = next(one, follow(null, 'a1'));
      expect(same.state).to.equal(one);
      expect(same.events).to.deep.equal([]);
      expect(next(two, follow('x', 'a1', ['a1', 'a2'])).state).to.equal(two);
    });

    it('announces the new key of an element that moved, and null for one that left', () => {
      const moved = next({ ...one, hovered: 'a1' }, follow('a3', 'a3'));
      expect(moved.state).to.deep.equal({ hovered: 'a3', selected: 'a3', multiSelected: [] });
      expect(moved.events).to.deep.equal(['HOVERED_ELEMENT_KEY', 'SELECTED_ELEMENT_KEY']);
      // The element being edited is no longer under the same key: its text edit ends first.
      expect(moved.endTextEdit).to.equal(true);
      const gone = next(one, follow(null, null));
      expect(gone.state).to.deep.equal(NO_SELECTION);
      expect(gone.events).to.deep.equal(['SELECTED_ELEMENT_KEY']);
    });

    it('keeps a multi-selection of the members still there, and ends it when one is left', () => {
      const three: Selection = { hovered: null, selected: 'a1', multiSelected: ['a1', 'a2', 'a3'] };
      const fewer = next(three, follow(null, 'a1', ['a1', null, 'a2']));
      expect(fewer.state).to.deep.equal({ hovered: null, selected: 'a1', multiSelected: ['a1', 'a2'] });
      expect(fewer.events).to.deep.equal(['MULTI_SELECTED_ELEMENT_KEYS']);
      const single = next(two, follow('x', null, [null, 'a2']));
      expect(single.state).to.deep.equal({ hovered: 'x', selected: 'a2', multiSelected: [] });
      expect(single.events).to.deep.equal(['SELECTED_ELEMENT_KEY', 'MULTI_SELECTED_ELEMENT_KEYS']);
      const none = next(two, follow('x', null, [null, null]));
      expect(none.state).to.deep.equal({ hovered: 'x', selected: null, multiSelected: [] });
    });
  });
});
