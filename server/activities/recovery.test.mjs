// A server that stops at any point of a change leaves nothing half done (recovery.ts): a two-file
// change (a class in the .tsx, a rule in site.css) and its undo are run once to count their
// file-system calls, then once per call with the server "dying" at that call: that call and every
// later one fail, so nothing after it reaches the disk and no clean-up runs, as after SIGKILL or a
// power cut. A new server then starts on what is left, and every file of the change must be wholly
// before or wholly after, all on the same side, the history must list exactly that, and no temporary
// file may be left in site/ or .editing/tmp/.
import assert from 'node:assert/strict';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { copyProject, elementAt, removeProject } from '../../test/node/helpers/editing.mjs';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { MutationService } = await sourceModule(import.meta.url, '../mutation-service.ts');
const { ActivityLog } = await sourceModule(import.meta.url, './activity-log.ts');
const { ChangeJournal } = await sourceModule(import.meta.url, './change-journal.ts');
const { NODE_FILE_CALLS } = await sourceModule(import.meta.url, '../project/file-transaction.ts');

const FILES = ['site/sections/AudienceSection.tsx', 'site/styles/site.css'];
const NO_TYPES = { unavailable: 'not checked in this test' };

/** Node's file calls, counted; from call `dieAt` on, every call fails: the process is gone. */
function dyingCalls(dieAt = Number.POSITIVE_INFINITY) {
  const log = [];
  const calls = {};
  for (const [name, call] of Object.entries(NODE_FILE_CALLS)) {
    calls[name] = (...args) => {
      const n = log.length;
      log.push(name);
      if (n >= dieAt) throw new Error(`the server died at call ${dieAt}`);
      return call(...args);
    };
  }
  return { calls, log };
}

/** A service on `root` whose writes go through `calls`, as the edit worker makes it. */
function serviceOn(root, calls = NODE_FILE_CALLS) {
  const editing = join(root, '.editing');
  return new MutationService(root, new ActivityLog(editing, calls), NO_TYPES, new ChangeJournal(editing, calls), calls);
}

const contents = (root) => FILES.map((path) => readFileSync(join(root, path), 'utf8'));

/** Temporary files anywhere under site/, and in .editing/tmp/. */
function temporaries(root) {
  const found = readdirSync(join(root, 'site'), { recursive: true }).filter((name) => String(name).endsWith('.tmp'));
  const staging = join(root, '.editing/tmp');
  return [...found, ...(existsSync(staging) ? readdirSync(staging) : [])];
}

/** The styling change: the card gets a class of its own in its .tsx and a rule in site.css. */
function styling(root) {
  const card = elementAt(root, FILES[0], '<li key={item}>');
  return { reactElement: card, styling: { padding: 'var(--space-1) 0' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] };
}

describe('a server stopped at any file-system call of a change', () => {
  const roots = [];
  const fresh = () => {
    const root = copyProject();
    roots.push(root);
    return root;
  };
  after(() => roots.forEach(removeProject));

  /** Runs `act` with the server dying at call `dieAt`, then starts a new server there: what it recovered. */
  async function dieAndRestart(root, act, dieAt) {
    const { calls } = dyingCalls(dieAt);
    await act(serviceOn(root, calls)).then(
      () => undefined,
      () => undefined,
    );
    const restarted = serviceOn(root);
    return { said: restarted.recover(), service: restarted };
  }

  it('during an edit: each file wholly before or after, all on one side, and the history says which', async () => {
    const root = fresh();
    const before = contents(root);
    const body = styling(root);
    const { calls: counting, log } = dyingCalls();
    await serviceOn(root, counting).mutate('styling', body, randomUUID(), { pagePath: '/', renderings: null });
    const afterEdit = contents(root);
    assert.notDeepEqual(afterEdit, before);
    assert.ok(afterEdit.every((text, i) => text !== before[i]), 'the change writes both files');
    const total = log.length;
    assert.ok(total > 40, `an edit of two files makes many calls (${total})`);
    let finished = 0;
    let rolledBack = 0;
    for (let dieAt = 0; dieAt < total; dieAt++) {
      const scratch = fresh();
      const id = randomUUID();
      const { said, service } = await dieAndRestart(scratch, (server) => server.mutate('styling', body, id, { pagePath: '/', renderings: null }), dieAt);
      const what = `died at call ${dieAt} (${log[dieAt]}); recovery said: ${said.join(' ') || 'nothing'}`;
      const now = contents(scratch);
      const history = (await service.activities()).activities;
      if (now.every((text, i) => text === afterEdit[i])) {
        finished++;
        assert.deepEqual(history.map((entry) => entry.id), [id], `${what}: the history lists the change that is on disk`);
        // It can be undone, byte for byte.
        await service.undo(id);
        assert.deepEqual(contents(scratch), before, what);
      } else {
        rolledBack++;
        assert.deepEqual(now, before, `${what}: every file has its bytes from before`);
        assert.deepEqual(history, [], `${what}: the history lists no change`);
        assert.deepEqual(readdirSync(join(scratch, '.editing/activities')), [], `${what}: nothing of the change is kept`);
      }
      assert.deepEqual(temporaries(scratch), [], `${what}: no temporary file is left`);
      assert.equal(existsSync(join(scratch, '.editing/change.json')), false, `${what}: the journal is settled`);
      removeProject(scratch);
      roots.splice(roots.indexOf(scratch), 1);
    }
    assert.ok(finished > 0 && rolledBack > 0, `both outcomes occur (${finished} finished, ${rolledBack} rolled back)`);
  });

  it('during an undo: the change stays wholly applied or is wholly undone, as the history says', async () => {
    const template = fresh();
    const before = contents(template);
    const body = styling(template);
    const id = randomUUID();
    await serviceOn(template).mutate('styling', body, id, { pagePath: '/', renderings: null });
    const applied = contents(template);
    const { calls: counting, log } = dyingCalls();
    // Counted on a copy: the template keeps the applied change.
    const counted = fresh();
    copyState(template, counted);
    await serviceOn(counted, counting).undo(id);
    assert.deepEqual(contents(counted), before);
    for (let dieAt = 0; dieAt < log.length; dieAt++) {
      const scratch = fresh();
      copyState(template, scratch);
      const { said, service } = await dieAndRestart(scratch, (server) => server.undo(id), dieAt);
      const what = `died at call ${dieAt} (${log[dieAt]}); recovery said: ${said.join(' ') || 'nothing'}`;
      const now = contents(scratch);
      const [entry] = (await service.activities()).activities;
      if (now.every((text, i) => text === before[i])) assert.equal(entry.undone, true, `${what}: the files are undone, and so is the history's entry`);
      else {
        assert.deepEqual(now, applied, `${what}: every file has the change`);
        assert.equal(entry.undone, false, `${what}: the history has it applied`);
      }
      assert.deepEqual(temporaries(scratch), [], `${what}: no temporary file is left`);
      removeProject(scratch);
      roots.splice(roots.indexOf(scratch), 1);
    }
  });

  it('a file changed by hand after the crash is left alone, and both versions of it are kept', async () => {
    const root = fresh();
    const body = styling(root);
    const { calls: counting, log } = dyingCalls();
    const probe = fresh();
    await serviceOn(probe, counting).mutate('styling', body, randomUUID(), { pagePath: '/', renderings: null });
    // Dies right after the first file is renamed into place.
    const firstRename = log.indexOf('renameSync', log.indexOf('renameSync', log.indexOf('renameSync') + 1) + 1);
    const { calls } = dyingCalls(firstRename + 1);
    await serviceOn(root, calls)
      .mutate('styling', body, randomUUID(), { pagePath: '/', renderings: null })
      .catch(() => undefined);
    // The designer edits the stylesheet by hand before the server starts again.
    const hand = `${readFileSync(join(root, FILES[1]), 'utf8')}\n/* by hand */\n`;
    writeFileSync(join(root, FILES[1]), hand);
    const said = serviceOn(root).recover();
    assert.equal(readFileSync(join(root, FILES[1]), 'utf8'), hand, 'the hand edit stays');
    assert.match(said[0], /site\/styles\/site\.css has neither the bytes from before the change nor those after it/);
    const kept = readdirSync(join(root, '.editing')).filter((name) => name.startsWith('interrupted-change-'));
    assert.equal(kept.length, 1, 'the journal is kept beside the history');
  });
});

/** Copies site/ and .editing/ of `from` over `to` (a project with a change applied, for each round). */
function copyState(from, to) {
  for (const dir of ['site', '.editing']) {
    rmSync(join(to, dir), { recursive: true, force: true });
    cpSync(join(from, dir), join(to, dir), { recursive: true });
  }
}
