// A publish builds one consistent version of the sources (source-snapshot.ts), from source: a reading
// counts only when no edit landed while it was made.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { takeSnapshot } = await sourceModule(import.meta.url, './source-snapshot.ts');

const scratch = mkdtempSync(join(tmpdir(), 'source-snapshot-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A project, a history, and an edit service that can make an edit at a given read of the history. */
function setup(name) {
  const root = join(scratch, name);
  mkdirSync(join(root, 'site'), { recursive: true });
  writeFileSync(join(root, 'site/a.ts'), 'old');
  const state = { history: [], writes: 0, reads: 0, editAt: new Set() };
  const edit = () => {
    state.writes++;
    writeFileSync(join(root, 'site/a.ts'), `edit ${state.writes}`);
    state.history.unshift({ id: `e${state.writes}`, operation: 'editText', message: '', files: ['site/a.ts'], createdAt: '', editorTab: null, undone: false, typeCheck: null });
  };
  const options = {
    root,
    // As the edit worker: a read waits behind an edit that is running, so that edit is in its answer.
    history: async () => {
      state.reads++;
      if (state.editAt.has(state.reads)) edit();
      return { activities: [...state.history] };
    },
    writes: () => state.writes,
    pause: async () => undefined,
  };
  return { root, state, options };
}

const text = (snapshot) => snapshot.files.get('site/a.ts').toString();

describe('takeSnapshot', () => {
  it('takes one reading when nothing changes', async () => {
    const { options } = setup('quiet');
    const snapshot = await takeSnapshot(options);
    assert.equal(snapshot.attempts, 1);
    assert.equal(text(snapshot), 'old');
    assert.deepEqual(snapshot.activities, []);
  });

  it('reads again when an edit lands after the files were read: the files and the history then agree', async () => {
    const { state, options } = setup('late-edit');
    // Read 2 is the reading's second look at the history: the edit landed after the files were read.
    state.editAt.add(2);
    const snapshot = await takeSnapshot(options);
    assert.equal(snapshot.attempts, 2);
    assert.equal(text(snapshot), 'edit 1');
    assert.deepEqual(
      snapshot.activities.map((activity) => activity.id),
      ['e1'],
    );
  });

  it('reads again when the edit service wrote between the two looks at the history, even if the history reads the same', async () => {
    const { state, options } = setup('events');
    let looks = 0;
    options.history = async () => {
      looks++;
      // A write whose history entry the reading cannot see (a write that failed and was rolled back).
      if (looks === 2) state.writes++;
      return { activities: [] };
    };
    const snapshot = await takeSnapshot(options);
    assert.equal(snapshot.attempts, 2);
  });

  it('gives up, saying why, when edits never stop', async () => {
    const { state, options } = setup('busy');
    for (let read = 1; read <= 100; read++) state.editAt.add(read);
    await assert.rejects(takeSnapshot({ ...options, attempts: 5 }), /the sources kept changing while they were copied; publish again once the edits have settled/);
  });
});
