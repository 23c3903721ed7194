// The type checker's process as the edit worker drives it (type-checks.ts, from source; the process
// itself is the built dist/server/type-check-worker.mjs): paused while an edit runs, and answering
// checks again once the last edit has resumed it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { copyProject, removeProject } from '../../test/node/helpers/editing.mjs';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { TypeChecks } = await sourceModule(import.meta.url, './type-checks.ts');
const workerFile = resolve('dist/server/type-check-worker.mjs');
if (!existsSync(workerFile)) throw new Error(`${workerFile} is missing: run "npm run build" first (npm test does).`);

/** The process's state letter in /proc (T: stopped). */
const stateOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

async function until(condition, what) {
  for (let i = 0; i < 2000; i++) {
    if (condition()) return;
    await new Promise((done) => setImmediate(done));
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe('TypeChecks: the checker is paused while edits run', { skip: process.platform !== 'linux' && 'reads process states from /proc' }, () => {
  const root = copyProject();
  const checks = new TypeChecks(root, workerFile);
  after(() => {
    checks.worker?.kill();
    removeProject(root);
  });

  it('stops the process for the first hold, resumes it after the last, and checks again afterwards', async () => {
    checks.warm();
    const { pid } = checks.worker;
    assert.notEqual(stateOf(pid), 'T');
    const first = checks.hold();
    await until(() => stateOf(pid) === 'T', 'the checker stopped');
    const second = checks.hold();
    first();
    first(); // a second call changes nothing
    assert.equal(stateOf(pid), 'T', 'still stopped while an edit holds it');
    second();
    await until(() => stateOf(pid) !== 'T', 'the checker running again');
    const text = readFileSync(join(root, 'site/content/course.ts'), 'utf8');
    // The checker's process does not keep a server alive (it is unref'd): this test waits for it.
    const keepAlive = setInterval(() => undefined, 60_000);
    const problems = await checks
      .check([{ path: 'site/content/course.ts', before: text, after: `${text}\nexport const added: number = 'text';\n` }], [])
      .finally(() => clearInterval(keepAlive));
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.match(problems[0].message, /Type 'string' is not assignable to type 'number'/);
  });
});
