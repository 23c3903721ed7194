import { expect } from '@open-wc/testing';
import type { PublishChange, PublishChanges, PublishRun } from '../../types/publish';
import { changesSummary, stageStates, stepOf, whenText } from './publish-words';

const change = (id: string): PublishChange => ({ id, message: `change ${id}`, files: ['site/a.ts'], createdAt: '2026-12-02T10:00:00.000Z' });
const file = (path: string, byHand = false) => ({ path, change: 'changed' as const, byHand });
const changes = (made: number, undone: number, files: number): PublishChanges => ({
  changes: Array.from({ length: made }, (_, i) => change(`m${i}`)),
  undone: Array.from({ length: undone }, (_, i) => change(`u${i}`)),
  files: Array.from({ length: files }, (_, i) => file(`site/f${i}.ts`)),
});

describe('editor/lib/publish-words', () => {
  it('counts changes and files as a person says them', () => {
    expect(changesSummary(changes(2, 1, 2))).to.equal('3 changes in 2 files');
    expect(changesSummary(changes(1, 0, 1))).to.equal('1 change in 1 file');
    expect(changesSummary(changes(0, 0, 0))).to.equal('Nothing has changed');
    expect(changesSummary(changes(0, 0, 2))).to.equal('2 files changed outside the editor');
    expect(changesSummary(changes(1, 0, 0))).to.equal('1 change, which leave every file as it was');
  });

  it('says where each step of a run stands', () => {
    const base = { id: 'r', startedAt: '2026-12-02T10:00:00.000Z' };
    const at = (stage: PublishRun['stages'][number]['stage'], durationMs: number | null) => ({ stage, startedAt: base.startedAt, durationMs });
    const run: PublishRun = { ...base, state: 'running', stage: 'prerender', stages: [at('sources', 120), at('compile', 31_460), at('prerender', null)] };
    expect(stageStates(run).map(({ state }) => state)).to.deep.equal(['done', 'done', 'running', 'waiting', 'waiting']);
    expect(stageStates(run)[1]?.seconds).to.equal(31.5);
    const failed: PublishRun = { ...base, state: 'failed', stage: 'compile', finishedAt: base.startedAt, reason: 'r', problem: null, details: 'd', stages: [at('sources', 100), at('compile', 9000)] };
    expect(stageStates(failed).map(({ state }) => state)).to.deep.equal(['done', 'failed', 'waiting', 'waiting', 'waiting']);
    expect(stepOf('compress')).to.equal('step 4 of 5');
  });

  it('says when: the time today, the day and time another day', () => {
    const now = new Date(2026, 11, 2, 15, 0);
    expect(whenText(new Date(2026, 11, 2, 14, 5).toISOString(), now)).to.match(/^at 14.05|^at 0?2.05/);
    expect(whenText(new Date(2026, 10, 30, 9, 7).toISOString(), now)).to.match(/^on .*30.*, /);
    expect(whenText('not a date', now)).to.equal('at an unknown time');
  });
});
