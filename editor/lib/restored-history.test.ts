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
});

describe('editor/lib/restored-history', () => {
  // The server's log [a, b, c, d] with a and b applied, newest first as GET …/activities lists it.
  const listed = [activity('d', true), activity('c', true), activity('b', false, null), activity('a', false, '22222222-2222-4222-8222-222222222222')];

  it('undo takes the newest applied change and redo the oldest undone one, as the server requires', () => {
    const history = historyOf(listed);
    expect(popUndo(history)?.[0].items[0]?.id).to.equal('b');
    expect(popRedo(history)?.[0].items[0]?.id).to.equal('c');
    expect(history.past.map((entry) => entry.label)).to.deep.equal(['Change a', 'Change b']);
    // Earlier sessions' instant previews are gone with their pages: the server undoes, the page reloads.
    expect(history.past.every((entry) => entry.instant.every((instant) => instant === false))).to.equal(true);
  });

  it("lists every change with who made it, newest first, numbered below this session's", () => {
    const saves = savesOf(listed, TAB);
    expect(saves.map((save) => [save.seq, save.status, save.label])).to.deep.equal([
      [-1, 'undone', 'Change d'],
      [-2, 'undone', 'Change c'],
      [-3, 'earlier', 'Change b'],
      [-4, 'earlier', 'Change a'],
    ]);
    expect(saves[0]!.message).to.match(/^By this tab, .* · site\/styles\/site\.css$/);
    expect([authorOf(listed[2]!, TAB), authorOf(listed[3]!, TAB)]).to.deep.equal(['a script or another editor', 'another tab']);
  });
});
