// A write that fails part-way loses nothing (server/project/file-transaction.ts): a change to three
// files in two folders is run once with every file-system call working, to list the calls it makes,
// then once per call with that call failing. Whatever fails, every file keeps its bytes from before
// (or, when only a leftover temporary file could not be removed, every file has the new bytes), the
// answer names what failed, the original error is its cause, and no temporary file is left behind.
// Then the same through the API, with a real failure: the edit history cannot be written.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyProject, elementAt, hashSite, mutate, read, removeProject, server, startApi } from './helpers/editing.mjs';

const { FileWriteError, NODE_FILE_CALLS, stageReplacement, writeFileAtomic } = server;

const FILES = ['site/a/x.tsx', 'site/a/y.ts', 'site/b/z.css'];

/** A folder with the three files (the second one mode 0640, which the change must keep). */
function makeProject() {
  const root = mkdtempSync(join(tmpdir(), 'file-transaction-'));
  for (const path of FILES) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `before: ${path}\n`);
  }
  chmodSync(join(root, FILES[1]), 0o640);
  return root;
}

const replacements = (root) =>
  FILES.map((path) => ({ path, absolute: join(root, path), bytes: Buffer.from(`after: ${path}\n`.repeat(3)), previous: Buffer.from(`before: ${path}\n`) }));

const contents = (root) => Object.fromEntries(FILES.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
const leftovers = (root) => ['site/a', 'site/b'].flatMap((dir) => readdirSync(join(root, dir)).filter((name) => name.endsWith('.tmp')));

/** NODE_FILE_CALLS, recording each call; the call numbered `failAt` throws an injected error instead. */
function calls(failAt = -1) {
  const log = [];
  const wrapped = {};
  for (const [name, call] of Object.entries(NODE_FILE_CALLS)) {
    wrapped[name] = (...args) => {
      const n = log.length;
      log.push({ name, target: typeof args[0] === 'string' ? args[0] : null });
      if (n === failAt) throw Object.assign(new Error(`injected failure of call ${n} (${name})`), { code: 'EIO' });
      return call(...args);
    };
  }
  return { calls: wrapped, log };
}

/** A change as the mutation server makes one: stage, commit, then record (which may fail too). */
function change(root, fileCalls, record = () => undefined) {
  const staged = stageReplacement(replacements(root), fileCalls);
  try {
    staged.commit();
    try {
      record();
    } catch (error) {
      throw staged.rollback(error, 'Could not record the change in the edit history');
    }
  } finally {
    staged.dispose();
  }
}

describe('a change to several files, with any one file-system call failing', () => {
  let roots = [];
  const fresh = () => {
    const root = makeProject();
    roots.push(root);
    return root;
  };
  after(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    roots = [];
  });

  it('works, keeps each file\'s mode, and flushes each folder after its renames', () => {
    const root = fresh();
    const { calls: fileCalls, log } = calls();
    change(root, fileCalls);
    assert.deepEqual(contents(root), Object.fromEntries(replacements(root).map(({ path, bytes }) => [path, bytes.toString()])));
    assert.equal(statSync(join(root, FILES[1])).mode & 0o777, 0o640);
    assert.deepEqual(leftovers(root), []);
    const lastRename = log.findLastIndex((entry) => entry.name === 'renameSync');
    for (const dir of ['site/a', 'site/b']) {
      const synced = log.findIndex((entry, i) => i > lastRename && entry.name === 'openSync' && entry.target === join(root, dir));
      assert.ok(synced > lastRename, `${dir} is opened after the renames`);
      assert.equal(log[synced + 1].name, 'fsyncSync', `${dir} is flushed`);
    }
  });

  it('fails at each call in turn: every file keeps its bytes, the answer says what failed, the injected error is its cause', () => {
    const { log: counted, calls: counting } = calls();
    change(fresh(), counting);
    assert.ok(counted.length > 20, `a three-file change makes many calls (${counted.length})`);
    let failures = 0;
    for (let n = 0; n < counted.length; n++) {
      const root = fresh();
      const before = contents(root);
      const { calls: failing } = calls(n);
      let thrown = null;
      try {
        change(root, failing);
      } catch (error) {
        thrown = error;
      }
      const what = `call ${n} (${counted[n].name})`;
      if (counted[n].name === 'rmSync') {
        // Removing a temporary file after the change: the change stands; a leftover is all that is lost.
        assert.equal(thrown, null, what);
        assert.deepEqual(contents(root), Object.fromEntries(replacements(root).map(({ path, bytes }) => [path, bytes.toString()])), what);
        continue;
      }
      failures++;
      assert.ok(thrown instanceof FileWriteError, `${what}: ${thrown}`);
      assert.equal(thrown.cause?.message, `injected failure of call ${n} (${counted[n].name})`, what);
      assert.match(thrown.message, new RegExp(`\\(injected failure of call ${n} \\(${counted[n].name}\\)\\); (nothing was changed: every file of the change still has its bytes from before|every file of the change has its bytes from before)\\.$`), what);
      assert.deepEqual(thrown.unrestored, [], what);
      assert.deepEqual(contents(root), before, `${what}: every file has its bytes from before`);
      assert.equal(statSync(join(root, FILES[1])).mode & 0o777, 0o640, what);
      assert.deepEqual(leftovers(root), [], `${what}: no temporary file is left`);
    }
    assert.ok(failures > 20, `${failures} failing calls were tried (of ${counted.length})`);
  });

  it('a step after the renames fails (recording the change): every file gets its bytes back', () => {
    const root = fresh();
    const before = contents(root);
    const cause = new Error('the history is full');
    assert.throws(
      () =>
        change(root, NODE_FILE_CALLS, () => {
          throw cause;
        }),
      (error) => {
        assert.ok(error instanceof FileWriteError);
        assert.equal(error.cause, cause);
        assert.equal(error.message, 'Could not record the change in the edit history (the history is full); every file of the change has its bytes from before.');
        return true;
      },
    );
    assert.deepEqual(contents(root), before);
    assert.deepEqual(leftovers(root), []);
  });

  it('when putting a file back fails too, the answer names the files that keep the new bytes, and keeps the first error', () => {
    const root = fresh();
    // Renames: the three new versions in order, then the put-backs; the third new version fails and so does the first put-back.
    const { calls: base } = calls();
    let renames = 0;
    const failing = {
      ...base,
      renameSync: (from, to) => {
        renames++;
        if (renames === 3) throw Object.assign(new Error('disk gone'), { code: 'EIO' });
        if (renames === 4) throw Object.assign(new Error('still gone'), { code: 'EIO' });
        return base.renameSync(from, to);
      },
    };
    assert.throws(
      () => change(root, failing),
      (error) => {
        assert.ok(error instanceof FileWriteError);
        assert.equal(error.cause.message, 'disk gone');
        assert.deepEqual(error.unrestored, ['site/a/y.ts']);
        assert.equal(error.message, 'Could not write site/b/z.css (disk gone); and site/a/y.ts could not be put back (still gone): it holds the change\'s new bytes, the other files their bytes from before.');
        return true;
      },
    );
    assert.equal(read(root, 'site/a/x.tsx'), 'before: site/a/x.tsx\n');
    assert.equal(read(root, 'site/a/y.ts'), 'after: site/a/y.ts\n'.repeat(3));
    assert.equal(read(root, 'site/b/z.css'), 'before: site/b/z.css\n');
  });

  it('one file (the history, the session) is flushed, renamed, and its folder flushed', () => {
    const root = fresh();
    const { calls: fileCalls, log } = calls();
    writeFileAtomic(join(root, 'site/a/x.tsx'), Buffer.from('new'), undefined, fileCalls);
    assert.equal(read(root, 'site/a/x.tsx'), 'new');
    assert.deepEqual(log.map((entry) => entry.name), ['statSync', 'openSync', 'writeSync', 'fsyncSync', 'closeSync', 'renameSync', 'openSync', 'fsyncSync', 'closeSync']);
    assert.equal(log[6].target, join(root, 'site/a'));
  });
});

describe('the mutation server, when the edit history cannot be written', () => {
  let root;
  let ctx;
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx?.close();
    removeProject(root);
  });

  it('puts the edited files back, answers what failed, and forgets the change', async () => {
    const card = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}>');
    const hashes = hashSite(root);
    // The history file (not written yet) is a folder with something in it: its atomic write (a rename) fails.
    const logFile = join(root, '.editing/log.json');
    assert.throws(() => statSync(logFile), /ENOENT/);
    mkdirSync(join(logFile, 'in-the-way'), { recursive: true });
    try {
      // A style for an element without a class of its own: a class in the TSX and a rule in the CSS, two files.
      const result = await mutate(ctx, 'styling', { reactElement: card, styling: { padding: 'var(--space-1) 0' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
      assert.equal(result.status, 500, JSON.stringify(result.json));
      assert.match(result.json.error, /^Could not record the change in the edit history \(.*EISDIR.*\); every file of the change has its bytes from before\.$/);
      assert.deepEqual(hashSite(root), hashes, 'every file of the site has its bytes from before');
      assert.deepEqual(readdirSync(join(root, '.editing/activities')), [], 'the change is not in the history');
    } finally {
      rmSync(logFile, { recursive: true, force: true });
    }
  });
});
