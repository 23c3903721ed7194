// removeJsxElement: elements taken out of their JSX parent (with their line when they stand alone
// on it). An element that is a whole expression (a component's return value, a list item a map
// callback returns) becomes `null`, so the code around it stays valid.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { contains, describe, jsxParentOf } from '../edit/jsx-nodes';
import { removalSpan } from '../edit/layout';
import { replaceSpan, type Edit } from '../edit/splice';
import type { IndexedElement } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import { byFile, elementFor, type Operation } from './context';

export function removalEdit(entry: IndexedElement): Edit {
  const text = entry.sourceFile.text;
  const element = entry.element;
  if (jsxParentOf(element)) {
    const span = removalSpan(text, element.getStart(), element.getEnd());
    return { ...span, text: '' };
  }
  let node: ts.Node = element;
  while (ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const replacement = ts.isJsxAttribute(node.parent) ? '{null}' : 'null';
  return replaceSpan(node.getStart(), node.getEnd(), replacement);
}

export const removeJsxElement: Operation<MutationBodies['removeJsxElement']> = (body, context) => {
  const entries = body.elementsToRemove.map((reference, i) => elementFor(context, reference, `elementsToRemove[${i}]`));
  // An element inside another one that goes is removed with it.
  const outermost = entries.filter((entry) => !entries.some((other) => other !== entry && other.file === entry.file && contains(other.element, entry.element)));
  const first = entries[0]!;
  return {
    files: byFile(outermost.map((entry) => [entry.file, [removalEdit(entry)]])),
    message: `Removed ${outermost.map(describe).join(', ')}`,
    renderings: countRenderings(context.snapshot.pages, first.id, context.hint),
  };
};
