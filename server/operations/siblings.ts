// The siblings an add or a move is placed next to: children of the destination in the source, each
// as its unit there (the element, or the `{…}` of the condition or list that renders it).
import ts from 'typescript';
import type { ElementReference } from '../../types';
import { cannotEdit } from '../refusals';
import { unitOf } from '../edit/branch';
import { named, writtenAt } from '../edit/element-names';
import type { IndexedElement } from '../project/id-index';
import { elementFor, type OperationContext } from './context';

export interface Sibling {
  entry: IndexedElement;
  /** What to place next to: the element, or the `{…}` that renders it. */
  unit: ts.JsxChild;
}

export function directChildOf(destination: IndexedElement, reference: ElementReference | null, field: string, context: OperationContext): Sibling | null {
  if (!reference) return null;
  const entry = elementFor(context, reference, field);
  const place = entry.file === destination.file ? unitOf(entry.element, { throughLists: true }) : null;
  if (!place || place.parent !== destination.element) {
    throw cannotEdit(`${field} ${named(entry)} is not a direct child of ${named(destination)} in the source, so nothing can be placed next to it there.`, writtenAt(entry, destination));
  }
  return { entry, unit: place.unit };
}

/** With both an after- and a before-sibling, they must be next to each other (in that order). */
export function assertAdjacent(destination: IndexedElement, after: Sibling | null, before: Sibling | null): void {
  if (!after || !before || !ts.isJsxElement(destination.element)) return;
  const children = destination.element.children;
  const from = children.indexOf(after.unit);
  const to = children.indexOf(before.unit);
  const gap = children.slice(from + 1, to);
  const adjacent = from < to && gap.every((child) => (ts.isJsxText(child) && child.text.trim() === '') || (ts.isJsxExpression(child) && !child.expression));
  if (!adjacent) throw cannotEdit(`afterElement ${named(after.entry)} and beforeElement ${named(before.entry)} are not next to each other; send one of them.`, writtenAt(after.entry, before.entry));
}
