// The request thread's edit queue (edit-queue.ts): one edit at a time in arrival order, each with its
// place; a caller that leaves before its turn takes its edit out; a full queue refuses at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { EditQueue, EditAbandoned, timingHeaders } = await sourceModule(import.meta.url, './edit-queue.ts');

/** An edit that finishes when `finish` is called; `started` says whether it began. */
function heldEdit(value) {
  const edit = { started: false };
  const done = new Promise((resolve, reject) => {
    edit.finish = () => resolve(value);
    edit.fail = (error) => reject(error);
  });
  edit.run = () => {
    edit.started = true;
    return done;
  };
  return edit;
}

const ticket = (id, operation = 'styling') => ({ id, operation });
const untilStarted = async (edit) => {
  while (!edit.started) await new Promise((resolve) => setImmediate(resolve));
};

describe('EditQueue', () => {
  it('runs one edit at a time in arrival order, each told how many were ahead', async () => {
    const queue = new EditQueue();
    const edits = ['a', 'b', 'c'].map((id) => heldEdit(id));
    const answers = edits.map((edit, i) => queue.run(ticket(['a', 'b', 'c'][i]), edit.run));
    await untilStarted(edits[0]);
    assert.deepEqual(edits.map((edit) => edit.started), [true, false, false]);
    assert.deepEqual(queue.state().edits.map(({ id, position }) => [id, position]), [['a', 0], ['b', 1], ['c', 2]]);
    edits[0].finish();
    await untilStarted(edits[1]);
    assert.equal(edits[2].started, false);
    edits[1].finish();
    await untilStarted(edits[2]);
    edits[2].finish();
    const results = await Promise.all(answers);
    assert.deepEqual(results.map(({ value, timing }) => [value, timing.position]), [['a', 0], ['b', 1], ['c', 2]]);
    assert.ok(results.every(({ timing }) => timing.queuedMs >= 0 && timing.editMs >= 0));
    assert.deepEqual(queue.state().edits, []);
  });

  it('goes on after an edit fails, passing its error on', async () => {
    const queue = new EditQueue();
    const failing = heldEdit();
    const next = heldEdit('next');
    const first = queue.run(ticket('a'), failing.run);
    const second = queue.run(ticket('b'), next.run);
    await untilStarted(failing);
    failing.fail(new Error('refused'));
    await assert.rejects(first, /refused/);
    await untilStarted(next);
    next.finish();
    assert.equal((await second).value, 'next');
  });

  it('takes out an edit whose caller leaves before its turn, and runs the rest', async () => {
    const queue = new EditQueue();
    const [first, left, last] = [heldEdit(1), heldEdit(2), heldEdit(3)];
    const caller = new AbortController();
    const answers = [queue.run(ticket('a'), first.run), queue.run(ticket('b'), left.run, caller.signal), queue.run(ticket('c'), last.run)];
    caller.abort();
    await assert.rejects(answers[1], EditAbandoned);
    assert.deepEqual(queue.state().edits.map(({ id }) => id), ['a', 'c']);
    first.finish();
    await untilStarted(last);
    last.finish();
    assert.equal((await answers[2]).value, 3);
    assert.equal(left.started, false, 'the abandoned edit never ran');
  });

  it('lets an edit that has started finish when its caller leaves', async () => {
    const queue = new EditQueue();
    const edit = heldEdit('written');
    const caller = new AbortController();
    const answer = queue.run(ticket('a'), edit.run, caller.signal);
    await untilStarted(edit);
    caller.abort();
    edit.finish();
    assert.equal((await answer).value, 'written');
  });

  it('refuses at once, with its place and when to retry, when the queue is full', async () => {
    const queue = new EditQueue(2);
    const held = [heldEdit(), heldEdit(), heldEdit()];
    const answers = held.map((edit, i) => queue.run(ticket(`e${i}`), edit.run));
    await untilStarted(held[0]);
    const refused = heldEdit();
    const error = await queue.run(ticket('late'), refused.run).then(
      () => null,
      (caught) => caught,
    );
    // (the module's own copy of HttpError: compared by name)
    assert.equal(error?.name, 'HttpError', String(error));
    assert.equal(error.status, 503);
    assert.match(error.message, /2 edits waiting.*nothing was written/);
    assert.equal(error.headers['Retry-After'], '1');
    assert.equal(error.headers['x-edit-queue-position'], '3');
    assert.equal(refused.started, false);
    assert.deepEqual(queue.state().edits.map(({ id }) => id), ['e0', 'e1', 'e2']);
    for (const edit of held) {
      await untilStarted(edit);
      edit.finish();
    }
    await Promise.all(answers);
  });

  it('says its wait in the standard Server-Timing header', () => {
    assert.deepEqual(timingHeaders({ position: 4, queuedMs: 1234.56, editMs: 20 }), {
      'x-edit-queue-position': '4',
      'server-timing': 'queue;dur=1234.6;desc="waiting for its turn", edit;dur=20.0;desc="written"',
    });
  });
});
