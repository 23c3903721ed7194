// What a publish names as changed (changes-between.ts), from source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { changesBetween, appliedIds, newestApplied, noChanges } = await sourceModule(import.meta.url, './changes-between.ts');

const activity = (id, files, undone = false) => ({ id, operation: 'editText', message: `change ${id}`, files, createdAt: `2026-12-0${id.length}T00:00:00.000Z`, editorTab: null, undone, typeCheck: null });
const hash = (letter) => letter.repeat(64);

describe('changesBetween', () => {
  it('names the changes applied since (oldest first), those undone since, and every file that differs', () => {
    // The history newest first, as GET …/activities lists it.
    const history = [activity('c', ['site/b.ts']), activity('b', ['site/a.tsx']), activity('a', ['site/a.tsx'], true)];
    const published = { files: { 'site/a.tsx': hash('1'), 'site/b.ts': hash('2'), 'site/gone.css': hash('3') }, applied: ['a'] };
    const now = { files: { 'site/a.tsx': hash('4'), 'site/b.ts': hash('2'), 'site/new.ts': hash('5'), 'site/hand.css': hash('6') }, applied: appliedIds(history) };
    // b.ts is back to its published bytes: it changed and changed back, so it does not differ.
    const changes = changesBetween(published, now, history);
    assert.deepEqual(
      changes.changes.map((change) => change.id),
      ['b', 'c'],
    );
    assert.deepEqual(changes.changes[0], { id: 'b', message: 'change b', files: ['site/a.tsx'], createdAt: history[1].createdAt });
    assert.deepEqual(
      changes.undone.map((change) => change.id),
      ['a'],
    );
    assert.deepEqual(changes.files, [
      { path: 'site/a.tsx', change: 'changed', byHand: false },
      { path: 'site/gone.css', change: 'removed', byHand: true },
      { path: 'site/hand.css', change: 'added', byHand: true },
      { path: 'site/new.ts', change: 'added', byHand: true },
    ]);
    assert.equal(noChanges(changes), false);
  });

  it('finds nothing between a version and itself', () => {
    const history = [activity('a', ['site/a.tsx'])];
    const version = { files: { 'site/a.tsx': hash('1') }, applied: ['a'] };
    assert.deepEqual(changesBetween(version, version, history), { changes: [], undone: [], files: [] });
    assert.equal(noChanges(changesBetween(version, version, history)), true);
  });

  it('leaves out a change the history no longer holds, but not its files', () => {
    const changes = changesBetween({ files: { 'site/a.tsx': hash('1') }, applied: ['dropped'] }, { files: { 'site/a.tsx': hash('2') }, applied: [] }, []);
    assert.deepEqual(changes.undone, []);
    assert.deepEqual(changes.files, [{ path: 'site/a.tsx', change: 'changed', byHand: true }]);
  });

  it('reads the applied changes and the newest of them from the history', () => {
    const history = [activity('c', [], true), activity('b', []), activity('a', [])];
    assert.deepEqual(appliedIds(history), ['b', 'a']);
    assert.equal(newestApplied(history), 'b');
    assert.equal(newestApplied([activity('x', [], true)]), null);
  });
});
