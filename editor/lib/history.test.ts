import { expect } from '@open-wc/testing';
import { createChangeItem } from '../../runtime/host';
import { emptyHistory, popRedo, popUndo, push, type HistoryEntry } from './history';

const entry = (label: string): HistoryEntry => ({ items: [createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ['tempo-a'] })], label, instant: [true] });

describe('editor/lib/history', () => {
  it('undoes newest first, redoes in the order undone, and a new step clears what could be redone', () => {
    let history = push(push(emptyHistory, entry('one')), entry('two'));
    const [undone, afterUndo] = popUndo(history)!;
    expect(undone.label).to.equal('two');
    expect(afterUndo.past.map((e) => e.label)).to.deep.equal(['one']);
    expect(afterUndo.future.map((e) => e.label)).to.deep.equal(['two']);
    const [redo, finish] = popRedo(afterUndo)!;
    expect(redo.label).to.equal('two');
    history = finish(redo);
    expect(history.past.map((e) => e.label)).to.deep.equal(['one', 'two']);
    expect(history.future).to.deep.equal([]);
    expect(push(afterUndo, entry('three')).future).to.deep.equal([]);
    expect(popUndo(emptyHistory)).to.equal(null);
    expect(popRedo(emptyHistory)).to.equal(null);
  });
});
