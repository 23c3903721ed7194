// What a text edit changed, for the designer's changes list: the words that differ with a few words
// of context on each side. Two long texts shortened from their start would read the same whenever
// the edit is past the cut ("Learn to …" → "Learn to …"); the changed words never do.

/** Texts up to this long are shown whole. */
const WHOLE_UP_TO = 60;
/** Unchanged words kept on each side of the change. */
const CONTEXT_WORDS = 3;
/** A changed part longer than this keeps its start and end around an ellipsis. */
const CHANGED_UP_TO = 80;

const ELLIPSIS = '…';

/** Words and the spaces between them, alternating (`split` with a capture group keeps the spaces). */
const tokens = (text: string): string[] => text.split(/(\s+)/);

function clipMiddle(text: string): string {
  if (text.length <= CHANGED_UP_TO) return text;
  const half = Math.floor((CHANGED_UP_TO - 1) / 2);
  return `${text.slice(0, half)}${ELLIPSIS}${text.slice(text.length - half)}`;
}

/**
 * The part of `before` and of `after` that differ, widened to whole words plus CONTEXT_WORDS words
 * each side, with an ellipsis where text was left out. Short texts come back whole.
 */
export function changedWords(before: string, after: string): { before: string; after: string } {
  if (before.length <= WHOLE_UP_TO && after.length <= WHOLE_UP_TO) return { before, after };
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // Words are the even tokens, spaces the odd ones: CONTEXT_WORDS whole words each side of the change.
  const from = Math.max(0, start - CONTEXT_WORDS * 2 + (start % 2));
  const excerpt = (list: string[], end: number): string => {
    const to = Math.min(list.length, end + CONTEXT_WORDS * 2 - 1 + (end % 2));
    const head = list.slice(from, start).join('');
    const changed = clipMiddle(list.slice(start, end).join(''));
    const tail = list.slice(end, to).join('');
    return `${from > 0 ? ELLIPSIS : ''}${head}${changed}${tail}${to < list.length ? ELLIPSIS : ''}`;
  };
  return { before: excerpt(a, endA), after: excerpt(b, endB) };
}
