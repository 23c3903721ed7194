import { expect } from '@open-wc/testing';
import type { PublishChanges, PublishStatus } from '../../types/publish';
import { hasPending, initialPublish, isPublishing, publishReducer, type PublishEvent, type PublishState } from './publish';

const none: PublishChanges = { changes: [], undone: [], files: [] };
const status = (run: PublishStatus['run'], pending = none): PublishStatus => ({
  siteUrl: 'http://localhost:4173/',
  last: { publishedAt: '2026-12-02T10:00:00.000Z', source: 'start', activityId: null, sourcesHash: 'a'.repeat(64) },
  pending,
  run,
});
const running: PublishStatus['run'] = { id: 'r', startedAt: '2026-12-02T10:01:00.000Z', stages: [], state: 'running', stage: 'compile' };
const apply = (state: PublishState, ...events: PublishEvent[]) => events.reduce(publishReducer, state);

describe('editor/state/publish', () => {
  it('opens and closes, returning the same state when nothing changes', () => {
    const open = publishReducer(initialPublish, { type: 'open' });
    expect(open.open).to.equal(true);
    expect(publishReducer(open, { type: 'open' })).to.equal(open);
    expect(publishReducer(open, { type: 'close' }).open).to.equal(false);
    expect(publishReducer(initialPublish, { type: 'close' })).to.equal(initialPublish);
  });

  it('keeps the newest request’s answer only: an older poll that answers late is dropped', () => {
    const asked = apply(initialPublish, { type: 'requesting' }, { type: 'requesting' });
    expect(asked.request).to.equal(2);
    expect(asked.requesting).to.equal(true);
    const late = publishReducer(asked, { type: 'status', status: status(running), request: 1 });
    expect(late).to.equal(asked);
    const answered = publishReducer(asked, { type: 'status', status: status(null), request: 2 });
    expect(answered.status?.run).to.equal(null);
    expect(answered.requesting).to.equal(false);
    expect(publishReducer(answered, { type: 'problem', message: 'old', request: 1 })).to.equal(answered);
  });

  it('says a failed request until the next answer', () => {
    const failed = apply(initialPublish, { type: 'requesting' }, { type: 'problem', message: 'The editing server did not answer', request: 1 });
    expect(failed.problem).to.equal('The editing server did not answer');
    expect(failed.requesting).to.equal(false);
    expect(apply(failed, { type: 'requesting' }, { type: 'status', status: status(null), request: 2 }).problem).to.equal(null);
  });

  it('tells whether a publish runs and whether anything is unpublished', () => {
    expect(isPublishing(initialPublish)).to.equal(false);
    expect(hasPending(initialPublish)).to.equal(null);
    const withRun = apply(initialPublish, { type: 'requesting' }, { type: 'status', status: status(running), request: 1 });
    expect(isPublishing(withRun)).to.equal(true);
    expect(hasPending(withRun)).to.equal(false);
    const pending = apply(initialPublish, { type: 'requesting' }, { type: 'status', status: status(null, { ...none, files: [{ path: 'site/a.ts', change: 'changed', byHand: true }] }), request: 1 });
    expect(hasPending(pending)).to.equal(true);
    expect(isPublishing(pending)).to.equal(false);
  });
});
