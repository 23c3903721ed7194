// Where added, moved and removed code goes, so the result reads as if a person had written it in
// the file's own layout: whole lines for elements on their own line, inline otherwise.
import ts from 'typescript';
import type { JsxElementNode, JsxOpening } from '../project/id-index';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';
import { endsLine, lineIndent, lineStart, startsLine, type SourceStyle } from './source-style';

/** The span to delete to remove a node: its whole line(s) when it stands alone on them, else just the node. */
export function removalSpan(text: string, start: number, end: number): { start: number; end: number } {
  if (startsLine(text, start) && endsLine(text, end)) {
    const from = lineStart(text, start);
    // Take the line break before the node's first line, so the lines around it close up.
    if (from > 0) return { start: from - 1, end: lineEndWithoutBreak(text, end) };
    const next = text.indexOf('\n', end);
    return { start: 0, end: next < 0 ? text.length : next + 1 };
  }
  return { start, end };
}

function lineEndWithoutBreak(text: string, position: number): number {
  const next = text.indexOf('\n', position);
  return next < 0 ? text.length : next;
}

/** Re-indents every line after the first of `code` from `from` to `to`, except line starts listed as protected (offsets relative to `code`). */
export function reindent(code: string, from: string, to: string, protectedStarts: ReadonlySet<number> = new Set()): string {
  if (from === to) return code;
  const reindentLine = (line: string): string => {
    if (line.trim() === '') return line;
    if (line.startsWith(from)) return to + line.slice(from.length);
    if (to.startsWith(from)) return to.slice(from.length) + line;
    // Less indented than `from`: take away what `from` has beyond `to`, as far as the line has it.
    const excess = from.length - to.length;
    const leading = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    return line.slice(Math.min(Math.max(excess, 0), leading));
  };
  let out = '';
  let cursor = 0;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) {
    out += code.slice(cursor, i + 1);
    cursor = i + 1;
    if (protectedStarts.has(cursor)) continue;
    const next = code.indexOf('\n', cursor);
    const lineEnd = next < 0 ? code.length : next;
    out += reindentLine(code.slice(cursor, lineEnd));
    cursor = lineEnd;
    i = lineEnd - 1;
  }
  return out + code.slice(cursor);
}

/** Next to a sibling (an element or the `{…}` that renders one), or last in an element. */
export type ChildPlace = { after: ts.JsxChild } | { before: ts.JsxChild } | { end: JsxElementNode };

/** JSX to insert, given the indentation of the line it starts on. */
export type IndentedCode = (indent: string) => string;

/** Code written at indentation '' (every line after the first indented relative to the first). */
export const atIndent = (code: string): IndentedCode => (indent) => reindent(code, '', indent);

/**
 * Inserts JSX code as a child: after or before a sibling, or as the last child of an element (a
 * self-closing element is opened up).
 */
export function insertChild(text: string, place: ChildPlace, code: IndentedCode, style: SourceStyle): Edit {
  if ('after' in place || 'before' in place) {
    const sibling = 'after' in place ? place.after : place.before;
    const start = sibling.getStart();
    const end = sibling.getEnd();
    const ownLine = startsLine(text, start) && endsLine(text, end);
    const indent = lineIndent(text, start);
    const block = code(indent);
    if ('after' in place) return insertAt(end, ownLine ? `\n${indent}${block}` : block);
    return insertAt(start, ownLine ? `${block}\n${indent}` : block);
  }
  const parent = place.end;
  const parentIndent = lineIndent(text, parent.getStart());
  const childIndent = parentIndent + style.indentUnit;
  const block = code(childIndent);
  if (ts.isJsxSelfClosingElement(parent)) {
    // `<div ... />` becomes `<div ...>` + the child + `</div>`.
    const slash = text.lastIndexOf('/', parent.getEnd() - 1);
    let from = slash;
    while (from > 0 && /\s/.test(text[from - 1]!)) from--;
    const tag = parent.tagName.getText();
    return replaceSpan(from, parent.getEnd(), `>\n${childIndent}${block}\n${parentIndent}</${tag}>`);
  }
  const closing = parent.closingElement;
  const inline = !text.slice(parent.openingElement.getEnd(), closing.getStart()).includes('\n');
  if (inline) return insertAt(closing.getStart(), block);
  let at = closing.getStart();
  while (at > parent.openingElement.getEnd() && /\s/.test(text[at - 1]!)) at--;
  return insertAt(at, `\n${childIndent}${block}`);
}

/** Adds an attribute at the end of an opening tag, on its own line when the tag lists attributes one per line. */
export function appendAttribute(text: string, opening: JsxOpening, attribute: string): Edit {
  const properties = opening.attributes.properties;
  const last = properties[properties.length - 1];
  const anchor = last ?? opening.typeArguments?.[opening.typeArguments.length - 1] ?? opening.tagName;
  const anchorEnd = last ? last.getEnd() : opening.typeArguments ? text.indexOf('>', anchor.getEnd()) + 1 : anchor.getEnd();
  if (last && startsLine(text, last.getStart())) return insertAt(anchorEnd, `\n${lineIndent(text, last.getStart())}${attribute}`);
  return insertAt(anchorEnd, ` ${attribute}`);
}

/** Removes an attribute with the whitespace before it. */
export function removeAttribute(text: string, attribute: ts.JsxAttributeLike): Edit {
  let from = attribute.getStart();
  while (from > 0 && /\s/.test(text[from - 1]!)) from--;
  return removeSpan(from, attribute.getEnd());
}
