// removeJsxElement: elements taken out of their JSX parent (with their line when they stand alone
// on it). An element rendered by a condition takes the condition's `{…}` along when nothing else is
// left in it (`c && <A/>`, `c ? <A/> : null`); beside another branch it becomes `null`
// (`c ? null : <B/>`). An element that is a whole expression (a component's return value, a list
// item a map callback returns) becomes `null`, so the code around it stays valid. A named rendering of a card
// (what a `.map` callback returns over an array literal) takes its item out of the array instead.
import type ts from 'typescript';
import type { MutationBodies } from '../../types';
import { removeItems } from '../edit/array-items';
import { branchRemoval, unitOf } from '../edit/branch';
import { contains, describe } from '../edit/jsx-nodes';
import { removalSpan } from '../edit/layout';
import type { Edit } from '../edit/splice';
import { arrayFile, sameItem } from '../project/data-items';
import type { IndexedElement } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import type { DataItem } from '../project/render-walk';
import { choose, describeItem, itemRenderings } from './chosen-rendering';
import { byFile, elementFor, type Operation } from './context';

/** The edit that takes `entry` out; `removed` is every element the request takes out (both branches of one condition take the condition). */
export function removalEdit(entry: IndexedElement, removed: ReadonlySet<ts.Node> = new Set([entry.element])): Edit {
  const text = entry.sourceFile.text;
  const element = entry.element;
  const unit = unitOf(element);
  const removal = unit && !unit.inContainer ? ({ removeUnit: true } as const) : branchRemoval(element, removed);
  if (!removal.removeUnit) return removal.edit;
  // The element, or the `{…}` whose conditions render nothing else: it goes with its line.
  const node = unit!.unit;
  const span = removalSpan(text, node.getStart(), node.getEnd());
  return { ...span, text: '' };
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
  const removed = new Set<ts.Node>(outermost.map((entry) => entry.element));
  // Two branches of one condition that both go take the same `{…}` out: one edit.
  const edits = new Map(outermost.map((entry) => {
    const edit = removalEdit(entry, removed);
    return [`${entry.file}:${edit.start}:${edit.end}`, [entry.file, [edit]] as [string, Edit[]]];
  }));
  const files = byFile([
    ...edits.values(),
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
