// removeJsxElement: elements taken out of their JSX parent (with their line when they stand alone
// on it). An element rendered by a condition takes the condition's `{…}` along when nothing else is
// left in it (`c && <A/>`, `c ? <A/> : null`); beside another branch it becomes `null`
// (`c ? null : <B/>`). An element that is a whole expression (a component's return value, a list
// item a map callback returns) becomes `null`, so the code around it stays valid — except everything a
// component shows, whose use goes instead (`<LearningProcessSection />` in LandingPage.tsx: the use
// the named rendering was shown through, or the one use every rendering shares). A named rendering of
// a card (what a `.map` callback returns over an array literal) takes its item out of the array instead.
import type ts from 'typescript';
import type { MutationBodies } from '../../types';
import { removeItems } from '../edit/array-items';
import { branchRemoval, unitOf } from '../edit/branch';
import { contains, describe } from '../edit/jsx-nodes';
import { removalSpan } from '../edit/layout';
import type { Edit } from '../edit/splice';
import { arrayFile, sameItem } from '../project/data-items';
import { blockOf, soleBlock, type Block } from '../project/component-output';
import type { IndexedElement, JsxElementNode } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import type { DataItem } from '../project/render-walk';
import { blockRenderings, describeBlock } from './chosen-block';
import { choose, describeItem, itemRenderings, type Chosen } from './chosen-rendering';
import { byFile, elementFor, type Operation, type OperationContext } from './context';

/** The edit that takes `entry` out; `removed` is every element the request takes out (both branches of one condition take the condition). */
export function removalEdit(entry: IndexedElement, removed: ReadonlySet<ts.Node> = new Set([entry.element])): Edit {
  return removalOf(entry.element, removed);
}

/** The edit that takes `element` (an element, or a component's use) out, as removalEdit says. */
function removalOf(element: JsxElementNode, removed: ReadonlySet<ts.Node>): Edit {
  const text = element.getSourceFile().text;
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

/** One piece of source a request takes out: an element, or the use of a component whose whole output it is. */
interface Piece {
  node: JsxElementNode;
  file: string;
  block: Block | null;
  chosen: Chosen;
}

/**
 * What removing `one` takes out: its element, or, for everything a component shows, the use it was
 * shown through (for a named rendering) or the one use every rendering shares. A whole output with
 * no use to take (several, and no rendering named) is the element: it becomes `null`, every rendering.
 */
function pieceOf(context: OperationContext, one: Chosen): Piece {
  const block = one.rendering ? blockOf(one.entry, one.rendering) : soleBlock(one.entry, context.snapshot.pages).block;
  const node = block?.node ?? one.entry.element;
  return { node, file: node.getSourceFile().fileName.replace(/^\//, ''), block, chosen: one };
}

export const removeJsxElement: Operation<MutationBodies['removeJsxElement']> = (body, context) => {
  const chosen = body.elementsToRemove.map((reference, i) => choose(context, elementFor(context, reference, `elementsToRemove[${i}]`), reference, `elementsToRemove[${i}]`));
  const items = chosen.flatMap((one) => (one.item ? [one.item] : []));
  const itemNodes = items.map((item) => item.array.elements[item.index]!);
  // The JSX of every other element, once (two renderings of one element, or through one use, are one
  // piece of source), unless it is written inside an item that goes.
  const pieces = [...new Map(chosen.filter((one) => !one.item).map((one) => pieceOf(context, one)).map((piece) => [piece.node, piece] as const)).values()].filter(
    (piece) => !itemNodes.some((node) => contains(node, piece.node)),
  );
  // An element inside another one that goes is removed with it.
  const outermost = pieces.filter((piece) => !pieces.some((other) => other !== piece && other.file === piece.file && contains(other.node, piece.node)));
  const arrays = [...itemsByArray(items)].filter(([array]) => !outermost.some((piece) => contains(piece.node, array)));
  const removed = new Set<ts.Node>(outermost.map((piece) => piece.node));
  // Two branches of one condition that both go take the same `{…}` out: one edit.
  const edits = new Map(outermost.map((piece) => {
    const edit = removalOf(piece.node, removed);
    return [`${piece.file}:${edit.start}:${edit.end}`, [piece.file, [edit]] as [string, Edit[]]];
  }));
  const files = byFile([
    ...edits.values(),
    ...arrays.map(([array, indices]): [string, Edit[]] => [arrayFile(array), removeItems(array.getSourceFile().text, array, indices)]),
  ]);
  const uniqueItems = items.filter((item, i) => items.findIndex((other) => sameItem(other, item)) === i);
  const described = [
    ...outermost.map((piece) => (piece.block ? describeBlock(piece.block, piece.chosen) : describe(piece.chosen.entry))),
    ...uniqueItems.map((item) => {
      const shownBy = chosen.find((one) => one.item === item)!.entry;
      return `${describeItem(item)} (shown by ${describe(shownBy)})`;
    }),
  ];
  const first = chosen[0]!;
  const firstPiece = first.item ? null : pieces.find((piece) => piece.chosen === first) ?? pieceOf(context, first);
  return {
    files,
    message: `Removed ${described.join(', ')}`,
    renderings: first.item ? itemRenderings(context, first) : firstPiece?.block ? blockRenderings(context, first, firstPiece.block) : countRenderings(context.snapshot.pages, first.entry.id, context.hint),
  };
};
