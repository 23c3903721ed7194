// A burst of edits against the real server (issue 43, load): edits wait their turn in the request
// thread and each answer says its place in the queue and its wait; the history, the lookups and the
// queue answer while edits still wait (reads never queue behind them); an edit whose caller leaves
// before its turn is never written; and undoing the whole burst gives back every byte.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activities, copyProject, elementAt, hashSite, localFetch, lookups, mutate, removeProject, startApi, undo } from './helpers/editing.mjs';

let root;
let ctx;

const colour = (i) => ({ styling: { color: `rgb(${i}, 20, 30)` }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] });

async function queue() {
  const response = await localFetch(`${ctx.base}/queue`, { headers: { authorization: `Bearer ${ctx.token}` } });
  assert.equal(response.status, 200);
  return response.json();
}

/** Resolves with the queue once `holds(queue)` is true (checked as fast as the server answers). */
async function untilQueue(holds) {
  for (;;) {
    const state = await queue();
    if (holds(state)) return state;
  }
}

describe('a burst of edits (GET …/queue, X-Edit-Queue-Position)', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('writes every edit in its turn, answers reads meanwhile, and undoes back to every byte', async () => {
    const original = hashSite(root);
    const heading = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
    const count = 60;
    let answered = 0;
    const edits = Array.from({ length: count }, (_, i) =>
      mutate(ctx, 'styling', { reactElement: heading, ...colour(i) }).then((result) => {
        answered++;
        return result;
      }),
    );
    const waiting = await untilQueue((state) => state.edits.length >= 5);
    assert.equal(waiting.limit, 256);
    assert.deepEqual(
      waiting.edits.map((edit) => edit.position),
      waiting.edits.map((_, i) => i),
    );
    assert.ok(waiting.edits.every((edit) => edit.operation === 'styling' && /^[0-9a-f-]{36}$/.test(edit.id) && edit.queuedMs >= 0));

    // Reads while edits wait: the history answers from the request thread, the lookups after at most the edit being written.
    const history = await activities(ctx);
    const historyAnsweredBefore = count - answered;
    const fresh = await lookups(ctx);
    const lookupsAnsweredBefore = count - answered;
    assert.equal(history.status, 200);
    assert.equal(fresh.status, 200);
    assert.ok(historyAnsweredBefore > 0, 'the history answered only after every edit');
    assert.ok(lookupsAnsweredBefore > 0, 'the lookups answered only after every edit');

    const results = await Promise.all(edits);
    for (const result of results) assert.equal(result.status, 200, JSON.stringify(result.json));
    const positions = results.map((result) => Number(result.headers.get('x-edit-queue-position')));
    assert.ok(positions.every(Number.isInteger), `positions: ${positions}`);
    assert.ok(Math.max(...positions) >= 5, `the burst queued: ${positions}`);
    for (const result of results) assert.match(result.headers.get('server-timing'), /^queue;dur=\d+\.\d;desc="waiting for its turn", edit;dur=\d+\.\d;desc="written"$/);
    assert.match(results[0].headers.get('access-control-expose-headers') ?? '', /x-edit-queue-position, server-timing, Retry-After/);
    assert.deepEqual((await queue()).edits, []);

    const listed = (await activities(ctx)).json.activities;
    assert.equal(listed.length, count);
    // The history is the order they were written in: newest first, each one's undo merges cleanly.
    for (const { id } of listed) {
      const undone = await undo(ctx, id);
      assert.equal(undone.status, 200, JSON.stringify(undone.json));
    }
    assert.deepEqual(hashSite(root), original);
  });

  it('never writes an edit whose caller left before its turn', async () => {
    const heading = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
    const ahead = Array.from({ length: 20 }, (_, i) => mutate(ctx, 'styling', { reactElement: heading, ...colour(100 + i) }));
    const caller = new AbortController();
    const leaving = '0c5d8d6a-1111-4222-8333-944455556666';
    const left = localFetch(`${ctx.base}/parseAndMutate/mutate/styling`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', 'x-change-item-id': leaving },
      body: JSON.stringify({ reactElement: heading, ...colour(250) }),
      signal: caller.signal,
    });
    await untilQueue((state) => state.edits.some((edit) => edit.id === leaving && edit.position >= 2));
    caller.abort();
    await assert.rejects(left, { name: 'AbortError' });
    await untilQueue((state) => !state.edits.some((edit) => edit.id === leaving));
    const results = await Promise.all(ahead);
    for (const result of results) assert.equal(result.status, 200, JSON.stringify(result.json));
    const ids = (await activities(ctx)).json.activities.map((activity) => activity.id);
    assert.ok(!ids.includes(leaving), 'the abandoned edit is not in the history');
    assert.ok(results.every((result) => ids.includes(result.changeItemId)));
  });
});
