// Items of an array literal as text: removing some, copying one after itself, reordering. The
// separators (commas, line breaks, indentation) stay where they are, so the array keeps its layout
// and its trailing comma, if it has one.
import ts from 'typescript';
import { lineIndent, lineStart, startsLine } from './source-style';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';

type Items = ts.NodeArray<ts.Expression>;

/** Where item `i` starts: at its own-line comments above it (they belong to it), else at the item. */
function chunkStart(text: string, items: Items, i: number): number {
  const item = items[i]!;
  for (const comment of ts.getLeadingCommentRanges(text, item.pos) ?? []) {
    if (text.slice(item.pos, comment.pos).includes('\n')) return comment.pos;
  }
  return item.getStart();
}

/** Edits that take the items at `indices` (places in `array.elements`) out of the array. */
export function removeItems(text: string, array: ts.ArrayLiteralExpression, indices: ReadonlySet<number>): Edit[] {
  const items = array.elements;
  if (items.every((_, i) => indices.has(i))) return [removeSpan(array.getStart() + 1, array.getEnd() - 1)];
  const edits: Edit[] = [];
  for (let a = 0; a < items.length; a++) {
    if (!indices.has(a)) continue;
    let b = a;
    while (indices.has(b + 1)) b++;
    // A run followed by a kept item goes up to that item; a run at the end goes from the kept item before it.
    if (b + 1 < items.length) edits.push(removeSpan(chunkStart(text, items, a), chunkStart(text, items, b + 1)));
    else edits.push(removeSpan(items[a - 1]!.getEnd(), items[b]!.getEnd()));
    a = b;
  }
  return edits;
}

/** The edit that writes a copy of item `i` right after it, separated as the items are. */
export function duplicateItem(text: string, array: ts.ArrayLiteralExpression, i: number): Edit {
  const item = array.elements[i]!;
  const start = item.getStart();
  let separator = ', ';
  if (startsLine(text, start)) {
    const lineBreak = text[lineStart(text, start) - 2] === '\r' ? '\r\n' : '\n';
    separator = `,${lineBreak}${lineIndent(text, start)}`;
  }
  return insertAt(item.getEnd(), `${separator}${text.slice(start, item.getEnd())}`);
}

/**
 * Edits that put item `from` at place `to` of the array (the others keep their order): each slot
 * between them gets the text of the item that now sits there.
 */
export function moveItem(text: string, array: ts.ArrayLiteralExpression, from: number, to: number): Edit[] {
  const items = array.elements;
  const order = items.map((_, i) => i);
  order.splice(from, 1);
  order.splice(to, 0, from);
  const chunk = (i: number): string => text.slice(chunkStart(text, items, i), items[i]!.getEnd());
  const edits: Edit[] = [];
  order.forEach((source, slot) => {
    if (source !== slot) edits.push(replaceSpan(chunkStart(text, items, slot), items[slot]!.getEnd(), chunk(source)));
  });
  return edits;
}
