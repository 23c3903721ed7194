// The edit history on disk (activity-log.ts), from source: a throw-away .editing folder per test.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { ActivityLog } = await sourceModule(import.meta.url, './activity-log.ts');

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'activity-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const TAB_A = '11111111-1111-4111-8111-111111111111';
const TAB_B = '22222222-2222-4222-8222-222222222222';

function activity(message, editorTab = null) {
  return {
    id: randomUUID(),
    operation: 'addClass',
    message,
    createdAt: new Date().toISOString(),
    editorTab,
    files: [{ path: 'site/a.tsx', before: Buffer.from('a'), after: Buffer.from('b') }],
    idMap: {},
    renderings: 1,
  };
}

function record(log, change) {
  log.prepare(change);
  log.commit(change, { state: 'checking' });
  return change.id;
}

describe('ActivityLog', () => {
  it('undoes and redoes any change, not only the latest; names changes by what they did and where', () => {
    const log = new ActivityLog(dir);
    const first = record(log, activity('First'));
    const second = record(log, activity('Second'));
    log.markUndone(first, { state: 'passed' });
    assert.deepEqual(log.list().map((entry) => [entry.message, entry.undone]), [['Second', false], ['First', true]]);
    assert.deepEqual(log.appliedAfter(first), [second]);
    assert.equal(log.describe(first), '"First" (site/a.tsx)');
    assert.equal(log.label(second), '"Second"');
    log.markRedone(first, null);
    assert.equal(log.isApplied(first), true);
    assert.throws(() => log.markRedone(first, null), /is not an undone activity/);
  });

  it("drops what a tab could redo when that tab makes a new change, and keeps other tabs'", () => {
    const log = new ActivityLog(dir);
    const mine = record(log, activity('Mine', TAB_A));
    const theirs = record(log, activity('Theirs', TAB_B));
    log.markUndone(mine, null);
    log.markUndone(theirs, null);
    record(log, activity('Mine again', TAB_A));
    assert.equal(log.has(mine), false);
    assert.equal(log.isUndone(theirs), true);
    assert.throws(() => readFileSync(join(dir, 'activities', `${mine}.json`)), /ENOENT/);
  });

  it('keeps each write\'s type check, and after a restart a check that never finished says so', () => {
    const log = new ActivityLog(dir);
    const checked = record(log, activity('Checked'));
    const running = record(log, activity('Running'));
    const problems = { state: 'problems', problems: [{ file: 'site/a.tsx', line: 1, column: 2, message: 'm' }] };
    log.recordTypeCheck(checked, problems);
    log.recordTypeCheck(randomUUID(), { state: 'passed' });
    const reopened = new ActivityLog(dir);
    const byId = Object.fromEntries(reopened.list().map((entry) => [entry.id, entry.typeCheck]));
    assert.deepEqual(byId[checked], problems);
    assert.deepEqual(byId[running], { state: 'not-checked', reason: 'the server stopped before the type check finished' });
  });

  it('reads the first format (one stack with a count of applied changes)', () => {
    const a = randomUUID();
    const b = randomUUID();
    writeFileSync(
      join(dir, 'log.json'),
      JSON.stringify({ version: 1, applied: 1, entries: [{ id: a, operation: 'styling', message: 'A', createdAt: '2026-11-01T00:00:00.000Z', files: ['site/a.tsx'] }, { id: b, operation: 'styling', message: 'B', createdAt: '2026-11-02T00:00:00.000Z', files: ['site/a.tsx'] }] }),
    );
    const log = new ActivityLog(dir);
    assert.deepEqual(log.list().map((entry) => [entry.message, entry.undone, entry.typeCheck]), [['B', true, null], ['A', false, null]]);
  });

  it('refuses a history it did not write, saying what to do', () => {
    writeFileSync(join(dir, 'log.json'), JSON.stringify({ version: 2, entries: [{ id: 'x' }] }));
    assert.throws(() => new ActivityLog(dir), /is not an edit history this server wrote; move it away to start a new one/);
    writeFileSync(join(dir, 'log.json'), '{');
    assert.throws(() => new ActivityLog(dir), /is not valid JSON/);
  });
});
