import { expect } from '@open-wc/testing';
import type { LookupsAnswer } from '../../types';
import { initialState } from './model';
import { editorReducer } from './reducer';

describe('editor/state/reducer: lookups older than the page', () => {
  it('are stale from a reload until they are read again; without any there is nothing to wait for', () => {
    const lookups = { treeElementLookup: {}, scopeLookup: {} } as LookupsAnswer;
    let state = editorReducer(initialState, { type: 'lookups', lookups });
    expect(state.lookupsStale).to.equal(false);
    state = editorReducer(state, { type: 'reloaded' });
    expect(state.lookupsStale, 'a save may have moved what they say').to.equal(true);
    state = editorReducer(state, { type: 'lookups', lookups });
    expect(state.lookupsStale).to.equal(false);
    expect(editorReducer(initialState, { type: 'reloaded' }).lookupsStale, 'no server, no lookups').to.equal(false);
  });
});
