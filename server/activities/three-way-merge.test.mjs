// Undo and redo past later changes (three-way-merge.ts), from source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { threeWayMerge, splitLines } = await sourceModule(import.meta.url, './three-way-merge.ts');
const rule = (color, background) => `.card {\n  color: ${color};\n  background: ${background};\n}\n`;

describe('threeWayMerge (ours = the file now, base = as the change left it, theirs = as it found it)', () => {
  it('takes the change back where nothing else touched its lines, keeping later changes elsewhere', () => {
    const base = 'a\nb changed\nc\nd\ne\n';
    const ours = 'a\nb changed\nc\nd\ne later\n';
    assert.deepEqual(threeWayMerge(ours, base, 'a\nb\nc\nd\ne\n'), { merged: 'a\nb\nc\nd\ne later\n' });
  });

  it('gives theirs byte for byte when the file is as the change left it, and ours when the change changed nothing', () => {
    assert.deepEqual(threeWayMerge('x\r\ny', 'x\r\ny', 'x\r\nz'), { merged: 'x\r\nz' });
    assert.deepEqual(threeWayMerge('kept', 'same', 'same'), { merged: 'kept' });
  });

  it('merges word by word where a later change touched the neighbouring line of the same rule', () => {
    // The change set the background; a later one the colour on the line above.
    assert.deepEqual(threeWayMerge(rule('red', 'white'), rule('green', 'white'), rule('green', 'blue')), { merged: rule('red', 'blue') });
  });

  it('reports a conflict, with the 1-based line in the file now, where a later change rewrote the same text', () => {
    assert.deepEqual(threeWayMerge(rule('green', 'black'), rule('green', 'white'), rule('green', 'blue')), { conflictLine: 3 });
    // Removed by the change's undo, rewritten since: taking it away would lose the rewrite.
    assert.deepEqual(threeWayMerge('a\n  color: var(--accent);\nz\n', 'a\n  color: var(--ink);\nz\n', 'a\nz\n'), { conflictLine: 2 });
  });

  it('keeps line endings and a missing last newline as they are', () => {
    assert.deepEqual(threeWayMerge('A\r\nb\r\nc', 'a\r\nb\r\nc', 'a\r\nb\r\nC'), { merged: 'A\r\nb\r\nC' });
    assert.deepEqual(splitLines('a\r\nb\nc'), ['a\r\n', 'b\n', 'c']);
    assert.deepEqual(splitLines(''), []);
  });
});
