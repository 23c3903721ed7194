// Undo and redo of a change that is not the latest, the way `git revert` works: a three-way merge
// (node-diff3) of the file as it is now ("ours"), the file as the change left it ("base") and the
// file as the change found it ("theirs"), so the change's own lines go back and everything later
// stays. Lines are the unit, as in git; where two changes touch neighbouring lines (diff3 calls that
// a conflict), the region is merged again word by word, so that undoing one declaration of a CSS
// rule survives an edit of the next line. What still overlaps is a conflict, reported with the
// 1-based line in "ours" where it starts. Every byte comes from one of the three texts: nothing is
// reformatted.
import { diff3Merge } from 'node-diff3';

export type MergeOutcome = { merged: string } | { conflictLine: number };

/** Lines with their line terminators, so joining them gives the text back byte for byte. */
export const splitLines = (text: string): string[] => (text === '' ? [] : text.split(/(?<=\n)/));

/** Words, runs of spaces and single other characters: the unit of the second, finer merge. */
const splitWords = (text: string): string[] => text.match(/[\p{L}\p{N}_-]+|\s+|[^\p{L}\p{N}_\s-]/gu) ?? [];

export function threeWayMerge(ours: string, base: string, theirs: string): MergeOutcome {
  if (ours === base) return { merged: theirs };
  if (theirs === base) return { merged: ours };
  const all = [splitLines(ours), splitLines(base), splitLines(theirs)] as const;
  // Lines the three share at the start and at the end are kept as they are, and left out of the
  // merge: diff3's longest common subsequence then runs on the changed middle only.
  const shortest = Math.min(...all.map((lines) => lines.length));
  let head = 0;
  while (head < shortest && all[0][head] === all[1][head] && all[0][head] === all[2][head]) head++;
  let tail = 0;
  while (tail < shortest - head && all.every((lines) => lines[lines.length - 1 - tail] === all[0][all[0].length - 1 - tail])) tail++;
  const [oursMiddle, baseMiddle, theirsMiddle] = all.map((lines) => lines.slice(head, lines.length - tail));
  const out: string[] = all[0].slice(0, head);
  for (const region of diff3Merge(oursMiddle ?? [], baseMiddle ?? [], theirsMiddle ?? [], { excludeFalseConflicts: true })) {
    if (region.ok) {
      out.push(...region.ok);
      continue;
    }
    const conflict = region.conflict;
    if (!conflict) continue;
    const fine = diff3Merge(splitWords(conflict.a.join('')), splitWords(conflict.o.join('')), splitWords(conflict.b.join('')), { excludeFalseConflicts: true });
    if (fine.some((part) => part.conflict)) return { conflictLine: head + conflict.aIndex + 1 };
    for (const part of fine) if (part.ok) out.push(...part.ok);
  }
  out.push(...all[0].slice(all[0].length - tail));
  return { merged: out.join('') };
}
