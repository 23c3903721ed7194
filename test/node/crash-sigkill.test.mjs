// The editing server killed with SIGKILL in the middle of a change, again and again: a two-file styling
// change (a class in the .tsx, a rule in site.css) and its undo, the process killed the moment the
// change's journal or its first temporary file appears, or after a short delay. After each kill a new
// server starts on what is left and must find every file of the change wholly before or wholly after,
// both on the same side, the history listing exactly that, and no temporary file in site/ or
// .editing/tmp/. (server/activities/recovery.test.mjs stops the write at every single file call.)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { activities, copyProject, elementAt, lookups, mutate, removeProject, repo, undo } from './helpers/editing.mjs';

const FILES = ['site/sections/AudienceSection.tsx', 'site/styles/site.css'];
const ROUNDS = 14;

/** Starts the server in its own process; resolves once it answers, with what a request needs. */
function startServer(root) {
  // A process group of its own, so a kill takes its type-check worker too, as a supervisor's would: a
  // worker the server had paused (SIGSTOP) for the edit would otherwise stay stopped, orphaned, for good.
  const child = spawn(process.execPath, [join(repo, 'test/node/helpers/server-process.mjs'), root], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  // Its pipes are closed with it: a helper process it started (esbuild's service) may hold them a while longer.
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      child.stdout.destroy();
      child.stderr.destroy();
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n')[0];
      if (!stdout.includes('\n')) return;
      const { origin, token } = JSON.parse(line);
      resolve({ child, exited, token, base: `${origin}/api/canvases/site`, stderr: () => stderr });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it answered: ${stderr}`)));
  });
}

/** SIGKILL to the server and every process it started (its group). */
function killGroup(server) {
  try {
    process.kill(-server.child.pid, 'SIGKILL');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Kills the server: at once when `trigger` fires, or after `delayMs`. */
function killWhen(server, root, how) {
  const kill = () => killGroup(server);
  if (how.delayMs !== undefined) {
    const timer = setTimeout(kill, how.delayMs);
    return () => clearTimeout(timer);
  }
  const dir = join(root, how.watch);
  const watcher = watch(dir, (_event, name) => {
    if (name && how.match.test(name)) {
      kill();
      watcher.close();
    }
  });
  return () => watcher.close();
}

const contents = (root) => FILES.map((path) => readFileSync(join(root, path), 'utf8'));

function temporaries(root) {
  const inSite = readdirSync(join(root, 'site'), { recursive: true }).filter((name) => String(name).endsWith('.tmp'));
  const staging = join(root, '.editing/tmp');
  return [...inSite, ...(existsSync(staging) ? readdirSync(staging) : [])];
}

describe('the editing server killed (SIGKILL) in the middle of changes', () => {
  let root;
  let body;
  let original;
  let changed;
  before(async () => {
    root = copyProject();
    original = contents(root);
    body = { reactElement: elementAt(root, FILES[0], '<li key={item}>'), styling: { padding: 'var(--space-1) 0' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] };
    // The change once, whole, and its undo: the bytes each side must have.
    const server = await startServer(root);
    try {
      const made = await mutate(server, 'styling', body);
      assert.equal(made.status, 200, JSON.stringify(made.json));
      changed = contents(root);
      assert.ok(changed.every((text, i) => text !== original[i]), 'the change writes both files');
      assert.equal((await undo(server, made.changeItemId)).status, 200);
      assert.deepEqual(contents(root), original);
    } finally {
      killGroup(server);
      await server.exited;
    }
  });
  after(() => removeProject(root));

  it(`after each of ${ROUNDS} kills, the next server finds every file of the change on one side, as its history says`, async () => {
    const triggers = [{ watch: '.editing', match: /^change\.json$/ }, { watch: '.editing/tmp', match: /\.tmp$/ }, { delayMs: 0 }, { delayMs: 40 }, { delayMs: 90 }, { delayMs: 200 }, { delayMs: 400 }];
    const outcomes = { before: 0, after: 0 };
    let recoveries = 0;
    let server = await startServer(root);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        // A warm server (the lookups answer after its warm-up), so a kill after a delay may also come after the write.
        assert.equal((await lookups(server)).status, 200);
        const applied = (await activities(server)).json.activities.filter((entry) => !entry.undone);
        const trigger = triggers[round % triggers.length];
        const what = `round ${round} (${applied.length ? 'undo' : 'edit'}, killed ${trigger.delayMs !== undefined ? `after ${trigger.delayMs} ms` : `when ${trigger.watch}/ gets ${trigger.match}`})`;
        const stop = killWhen(server, root, trigger);
        // The request dies with the server, or is answered just before: either is fine.
        await (applied.length ? undo(server, applied[0].id) : mutate(server, 'styling', body)).catch(() => undefined);
        killGroup(server);
        await server.exited;
        stop();
        // The next server settles what is left before it answers.
        server = await startServer(root);
        const now = contents(root);
        const listed = (await activities(server)).json.activities.filter((entry) => !entry.undone);
        if (/recovery (finished|rolled) it/.test(server.stderr())) recoveries++;
        assert.ok(listed.length <= 1, `${what}: at most the one change is applied`);
        if (listed.length) {
          outcomes.after++;
          assert.deepEqual(now, changed, `${what}: the history has the change applied, and so does every file`);
        } else {
          outcomes.before++;
          assert.deepEqual(now, original, `${what}: the history has no change applied, and every file has its bytes from before`);
        }
        assert.deepEqual(temporaries(root), [], `${what}: no temporary file is left`);
        assert.equal(existsSync(join(root, '.editing/change.json')), false, `${what}: the interrupted change is settled`);
      }
    } finally {
      killGroup(server);
      await server.exited;
    }
    // The kills land at different points: both sides occur, and some kills did interrupt a write.
    assert.ok(outcomes.before > 0 && outcomes.after > 0, JSON.stringify(outcomes));
    assert.ok(recoveries > 0, `some kill interrupted a change that the next server settled (${recoveries})`);
  });
});
