// The siblings an add or a move is placed next to: direct JSX children of the destination.
import ts from 'typescript';
import type { ElementReference } from '../../types';
import { cannotEdit } from '../refusals';
import { describe, jsxParentOf } from '../edit/jsx-nodes';
import type { IndexedElement } from '../project/id-index';
import { elementFor, type OperationContext } from './context';

export function directChildOf(destination: IndexedElement, reference: ElementReference | null, field: string, context: OperationContext): IndexedElement | null {
  if (!reference) return null;
  const sibling = elementFor(context, reference, field);
  if (sibling.file !== destination.file || jsxParentOf(sibling.element) !== destination.element) {
    throw cannotEdit(`${field} ${describe(sibling)} is not a direct child of ${describe(destination)} in the source, so nothing can be placed next to it there.`);
  }
  return sibling;
}

/** With both an after- and a before-sibling, they must be next to each other (in that order). */
export function assertAdjacent(destination: IndexedElement, after: IndexedElement | null, before: IndexedElement | null): void {
  if (!after || !before || !ts.isJsxElement(destination.element)) return;
  const children = destination.element.children;
  const from = children.indexOf(after.element);
  const to = children.indexOf(before.element);
  const gap = children.slice(from + 1, to);
  const adjacent = from < to && gap.every((child) => (ts.isJsxText(child) && child.text.trim() === '') || (ts.isJsxExpression(child) && !child.expression));
  if (!adjacent) throw cannotEdit(`afterElement ${describe(after)} and beforeElement ${describe(before)} are not next to each other; send one of them.`);
}
