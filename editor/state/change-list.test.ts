import { expect } from '@open-wc/testing';
import { canDismiss, canUndoEntry, dismissEntry, markChange } from './change-list';
import type { SaveEntry } from './model';

const entry = (seq: number, status: SaveEntry['status'], activityId: string, made = true): SaveEntry => ({ seq, label: `change ${seq}`, urlPath: '', body: '', status, activityId, made });

describe('editor/state/change-list', () => {
  it('offers "Undo this change" for every applied change it made, saved now or earlier, and for nothing else', () => {
    expect(canUndoEntry(entry(1, 'saved', 'a'))).to.equal(true);
    expect(canUndoEntry(entry(2, 'earlier', 'b'))).to.equal(true);
    expect(canUndoEntry(entry(3, 'undone', 'c'))).to.equal(false);
    expect(canUndoEntry(entry(4, 'failed', 'd'))).to.equal(false);
    expect(canUndoEntry(entry(5, 'saving', 'e'))).to.equal(false);
    expect(canUndoEntry(entry(6, 'preview', 'f'))).to.equal(false);
    expect(canUndoEntry(entry(7, 'saved', 'g', false)), 'an undo or redo entry').to.equal(false);
  });

  it('an undo marks the entries that made the change undone, a redo makes them applied again; its own undo entry stays', () => {
    const saves = [entry(3, 'saved', 'a', false), entry(2, 'saved', 'b'), entry(1, 'saved', 'a'), entry(-1, 'earlier', 'c')];
    const undone = markChange(saves, 'a', true);
    expect(undone.map((e) => e.status)).to.deep.equal(['saved', 'saved', 'undone', 'earlier']);
    expect(canUndoEntry(undone[2]!)).to.equal(false);
    const redone = markChange(undone, 'a', false);
    expect(redone.map((e) => e.status)).to.deep.equal(['saved', 'saved', 'saved', 'earlier']);
    expect(markChange(saves, 'c', true)[3]!.status, 'a change saved before the editor opened').to.equal('undone');
  });

  it('dismisses failed attempts only: what was written stays listed', () => {
    const saves = [entry(3, 'failed', 'x'), entry(2, 'saved', 'y'), entry(1, 'failed', 'z')];
    expect(saves.map(canDismiss)).to.deep.equal([true, false, true]);
    expect(dismissEntry(saves, 3).map((e) => e.seq)).to.deep.equal([2, 1]);
    expect(dismissEntry(saves, 2).map((e) => e.seq), 'a saved change is not dismissed').to.deep.equal([3, 2, 1]);
  });
});
