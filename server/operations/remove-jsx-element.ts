// removeJsxElement: elements taken out of their JSX parent (with their line when they stand alone
// on it). An element that is a whole expression (a component's return value, a list item a map
// callback returns) becomes `null`, so the code around it stays valid. A named rendering of a card
// (what a `.map` callback returns over an array literal) takes its item out of the array instead.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { removeItems } from '../edit/array-items';
import { contains, describe, jsxParentOf } from '../edit/jsx-nodes';
import { removalSpan } from '../edit/layout';
import { replaceSpan, type Edit } from '../edit/splice';
import { arrayFile, sameItem } from '../project/data-items';
import type { IndexedElement } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import type { DataItem } from '../project/render-walk';
import { choose, describeItem, itemRenderings } from './chosen-rendering';
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

/** The items to take out, per array (an item named by two renderings once). */
function itemsByArray(items: readonly DataItem[]): Map<ts.ArrayLiteralExpression, Set<number>> {
  const arrays = new Map<ts.ArrayLiteralExpression, Set<number>>();
  for (const item of items) arrays.set(item.array, (arrays.get(item.array) ?? new Set()).add(item.index));
  return arrays;
}

export const removeJsxElement: Operation<MutationBodies['removeJsxElement']> = (body, context) => {
  const chosen = body.elementsToRemove.map((reference, i) => choose(context, elementFor(context, reference, `elementsToRemove[${i}]`), reference, `elementsToRemove[${i}]`));
  const items = chosen.flatMap((one) => (one.item ? [one.item] : []));
  const itemNodes = items.map((item) => item.array.elements[item.index]!);
  // The JSX of every other element, once (two renderings of one element are one piece of source),
  // unless it is written inside an item that goes.
  const entries = [...new Map(chosen.filter((one) => !one.item).map((one) => [one.entry.id, one.entry])).values()].filter(
    (entry) => !itemNodes.some((node) => contains(node, entry.element)),
  );
  // An element inside another one that goes is removed with it.
  const outermost = entries.filter((entry) => !entries.some((other) => other !== entry && other.file === entry.file && contains(other.element, entry.element)));
  const arrays = [...itemsByArray(items)].filter(([array]) => !outermost.some((entry) => contains(entry.element, array)));
  const files = byFile([
    ...outermost.map((entry): [string, Edit[]] => [entry.file, [removalEdit(entry)]]),
    ...arrays.map(([array, indices]): [string, Edit[]] => [arrayFile(array), removeItems(array.getSourceFile().text, array, indices)]),
  ]);
  const uniqueItems = items.filter((item, i) => items.findIndex((other) => sameItem(other, item)) === i);
  const described = [
    ...outermost.map(describe),
    ...uniqueItems.map((item) => {
      const shownBy = chosen.find((one) => one.item === item)!.entry;
      return `${describeItem(item)} (shown by ${describe(shownBy)})`;
    }),
  ];
  const first = chosen[0]!;
  return {
    files,
    message: `Removed ${described.join(', ')}`,
    renderings: first.item ? itemRenderings(context, first) : countRenderings(context.snapshot.pages, first.entry.id, context.hint),
  };
};
