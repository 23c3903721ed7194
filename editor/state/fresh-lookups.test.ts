import { expect } from '@open-wc/testing';
import type { LookupsAnswer } from '../../types';
import type { ActionContext } from './action-context';
import { afterFreshLookups, untilLookupsFresh } from './fresh-lookups';
import { createStore } from './store';

const lookups = { treeElementLookup: {}, scopeLookup: {} } as LookupsAnswer;
/** A server the waits only ask about (never called). */
const api = {} as unknown as NonNullable<ActionContext['api']>;

/** A store whose page has just reloaded: its lookups are older than the page. */
function reloaded() {
  const store = createStore();
  store.dispatch({ type: 'lookups', lookups });
  store.dispatch({ type: 'reloaded' });
  expect(store.getState().lookupsStale).to.equal(true);
  return { store, ctx: { api, state: store.getState, subscribe: store.subscribe } };
}

describe('editor/state/fresh-lookups: an edit asked for while the reloaded page’s lookups are read', () => {
  it('runs once they are in, with the state of that moment, and not before', async () => {
    const { store, ctx } = reloaded();
    const seen: boolean[] = [];
    const run = afterFreshLookups(ctx, async (what: string) => {
      seen.push(store.getState().lookupsStale);
      expect(what).to.equal('delete');
    });
    const done = run('delete');
    await Promise.resolve();
    expect(seen, 'nothing before the lookups').to.deep.equal([]);
    store.dispatch({ type: 'lookups', lookups });
    await done;
    expect(seen).to.deep.equal([false]);
  });

  it('runs at once when they are fresh or there is no server, and gives up waiting after the limit', async () => {
    const { store, ctx } = reloaded();
    let ran = 0;
    await afterFreshLookups({ ...ctx, api: null }, async () => void ran++)();
    expect(ran, 'no server: nothing to wait for').to.equal(1);
    await untilLookupsFresh(ctx, 50);
    expect(store.getState().lookupsStale, 'the action then says "try again" itself').to.equal(true);
    store.dispatch({ type: 'lookups', lookups });
    await afterFreshLookups(ctx, async () => void ran++)();
    expect(ran).to.equal(2);
  });
});
