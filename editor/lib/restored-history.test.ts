import { expect } from '@open-wc/testing';
import type { ActivitySummary } from '../../types';
import { popRedo, popUndo } from './history';
import { authorOf, historyOf, savesOf } from './restored-history';

const TAB = '11111111-1111-4111-8111-111111111111';
const activity = (id: string, undone: boolean, editorTab: string | null = TAB): ActivitySummary => ({
  id,
  operation: 'styling',
  message: `Change ${id}`,
  files: ['site/styles/site.css'],
  createdAt: '2026-11-27T05:00:00.000Z',
  editorTab,
  undone,
  typeCheck: null,
});

describe('editor/lib/restored-history', () => {
  // The server's log [a, b, c, d, e, f], newest first as GET …/activities lists it: this tab made c, e
  // and f (then undid f and e), a script b, another tab a and d (d undone).
  const OTHER = '22222222-2222-4222-8222-222222222222';
  const listed = [activity('f', true), activity('e', true), activity('d', true, OTHER), activity('c', false), activity('b', false, null), activity('a', false, OTHER)];

  it("holds this tab's changes only: undo takes its newest applied one, redo the one it undid last", () => {
    const history = historyOf(listed, TAB);
    expect(history.past.map((entry) => entry.label)).to.deep.equal(['Change c']);
    expect(popUndo(history)?.[0].items[0]?.id).to.equal('c');
    // This tab undid f, then e: e comes back first.
    expect(popRedo(history)?.[0].items[0]?.id).to.equal('e');
    expect(history.future.map((entry) => entry.label)).to.deep.equal(['Change f', 'Change e']);
    // Earlier sessions' instant previews are gone with their pages: the server undoes, the page reloads.
    expect(history.past.every((entry) => entry.instant.every((instant) => instant === false))).to.equal(true);
    expect(historyOf(listed, OTHER).past.map((entry) => entry.label)).to.deep.equal(['Change a']);
  });

  it("lists every change with who made it, newest first, numbered below this session's", () => {
    const saves = savesOf(listed, TAB);
    expect(saves.map((save) => [save.seq, save.status, save.label, save.activityId])).to.deep.equal([
      [-1, 'undone', 'Change f', 'f'],
      [-2, 'undone', 'Change e', 'e'],
      [-3, 'undone', 'Change d', 'd'],
      [-4, 'earlier', 'Change c', 'c'],
      [-5, 'earlier', 'Change b', 'b'],
      [-6, 'earlier', 'Change a', 'a'],
    ]);
    expect(saves[0]!.message).to.match(/^By this tab, .* · site\/styles\/site\.css$/);
    expect([authorOf(listed[4]!, TAB), authorOf(listed[5]!, TAB)]).to.deep.equal(['a script or another editor', 'another tab']);
  });
});
