// The splices that turn one text into another, line by line (node-diff3's diff): what an undo or a
// redo wrote, as edits the id map can follow (edit/id-map.ts), so elements after a merged region
// keep their identity under their new positions.
import { diffIndices } from 'node-diff3';
import type { Edit } from '../edit/splice';
import { splitLines } from './three-way-merge';

export function lineEdits(from: string, to: string): Edit[] {
  const a = splitLines(from);
  const b = splitLines(to);
  // Character offset of the start of each line of `from` (and of its end, at a.length).
  const starts = [0];
  for (const line of a) starts.push(starts[starts.length - 1]! + line.length);
  return diffIndices(a, b).map((change) => {
    const [start, length] = change.buffer1;
    return { start: starts[start]!, end: starts[start + length]!, text: change.buffer2Content.join('') };
  });
}
