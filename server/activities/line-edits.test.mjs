// The splices an undo or a redo wrote (line-edits.ts), from source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { lineEdits } = await sourceModule(import.meta.url, './line-edits.ts');
const { applyEdits } = await sourceModule(import.meta.url, '../edit/splice.ts');

describe('lineEdits', () => {
  it('gives splices on the first text that make the second, line by line', () => {
    const cases = [
      ['a\nb\nc\n', 'a\nB\nc\nd\n'],
      ['a\nb\nc', 'c'],
      ['', 'new\n'],
      ['same\n', 'same\n'],
      ['x\r\ny\r\n', 'x\r\nY\r\n'],
    ];
    for (const [from, to] of cases) assert.equal(applyEdits(from, lineEdits(from, to)), to, JSON.stringify([from, to]));
  });

  it('touches only the lines that changed', () => {
    assert.deepEqual(lineEdits('a\nb\nc\n', 'a\nB\nc\n'), [{ start: 2, end: 4, text: 'B\n' }]);
    assert.deepEqual(lineEdits('same\n', 'same\n'), []);
  });
});
