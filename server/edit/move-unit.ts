// Moving a unit (an element, a component's use, or the `{…}` of the condition or list that renders
// it) to a new place in the same file: cut from where it stands (with its line when it stands alone
// on one) and inserted next to a sibling or last in an element, re-indented for its new depth.
import type ts from 'typescript';
import { protectedLineStarts } from './jsx-nodes';
import { insertChild, reindent, removalSpan, type ChildPlace } from './layout';
import { removeSpan, type Edit } from './splice';
import { lineIndent, startsLine, type SourceStyle } from './source-style';

export function moveUnitEdits(unit: ts.Node, place: ChildPlace, style: SourceStyle): Edit[] {
  const text = unit.getSourceFile().text;
  const start = unit.getStart();
  const end = unit.getEnd();
  const fromIndent = startsLine(text, start) ? lineIndent(text, start) : '';
  const code = text.slice(start, end);
  // Lines inside multi-line strings keep their bytes: re-indenting them would change the string.
  const protectedStarts = new Set([...protectedLineStarts(unit, text)].map((offset) => offset - start));
  const removal = removalSpan(text, start, end);
  return [removeSpan(removal.start, removal.end), insertChild(text, place, (indent) => reindent(code, fromIndent, indent, protectedStarts), style)];
}
