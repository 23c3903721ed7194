import { expect } from '@open-wc/testing';
import { HOT_UPDATE_BEFORE_EVENT, HOT_UPDATE_EVENT, type FrameEventFields } from '../../types';
import { createState } from '../core/frame/state';
import { followHotUpdates } from './hot-updates';

describe('tools/hot-updates: a dev server changed the page in place', () => {
  let calls: string[];
  let posted: FrameEventFields['HOT_UPDATED'][];
  let stop: () => void;
  const state = createState(false);

  beforeEach(() => {
    calls = [];
    posted = [];
    state.isFlushing = false;
    stop = followHotUpdates({
      win: window,
      state,
      messenger: {
        post: (name, fields) => {
          calls.push(`post ${name}`);
          posted.push(fields as FrameEventFields['HOT_UPDATED']);
        },
      },
      pageReplaced: (flushed) => calls.push(`pageReplaced ${flushed}`),
      measure: () => calls.push('measure'),
      unwind: () => calls.push('unwind'),
    });
  });
  afterEach(() => stop());

  const dispatch = (detail: unknown) => window.dispatchEvent(new CustomEvent(HOT_UPDATE_EVENT, { detail }));

  it('after a write: drops the held updates, ends the write, measures, then tells the editor', () => {
    state.isFlushing = true;
    dispatch({ kind: 'css' });
    expect(calls).to.deep.equal(['pageReplaced true', 'measure', 'post HOT_UPDATED']);
    expect(posted).to.deep.equal([{ kind: 'css' }]);
    expect(state.isFlushing).to.equal(false);
  });

  it('after a hand edit the updates are put back (not flushed); a module update says so; an odd detail is css', () => {
    dispatch({ kind: 'module' });
    dispatch('whatever');
    expect(calls).to.deep.equal(['pageReplaced false', 'measure', 'post HOT_UPDATED', 'pageReplaced false', 'measure', 'post HOT_UPDATED']);
    expect(posted).to.deep.equal([{ kind: 'module' }, { kind: 'css' }]);
  });

  it('before a module swap, takes the structural updates back and nothing else', () => {
    window.dispatchEvent(new CustomEvent(HOT_UPDATE_BEFORE_EVENT, { detail: { kind: 'module' } }));
    expect(calls).to.deep.equal(['unwind']);
    expect(posted).to.deep.equal([]);
  });

  it('hears nothing once stopped', () => {
    stop();
    window.dispatchEvent(new CustomEvent(HOT_UPDATE_BEFORE_EVENT));
    dispatch({ kind: 'css' });
    expect(calls).to.deep.equal([]);
  });
});
