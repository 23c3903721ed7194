// duplicate: each element copied right after itself, on its own line when it stands on one. An
// element rendered by a condition is copied with it: the `{…}` is, so the copy shows when the
// original does. An element that is everything a component shows is copied as the use of that
// component (`<LearningProcessSection />` in LandingPage.tsx: chosen-block.ts); one that has no
// place among siblings at all is refused (the reason in a designer's words), except a named
// rendering of a card (what a `.map` callback returns over an array literal): its item is copied
// right after itself in the array.
import type ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { duplicateItem } from '../edit/array-items';
import { unitCodeFor } from '../edit/branch';
import { contains, describe } from '../edit/jsx-nodes';
import { Named, named } from '../edit/element-names';
import { insertAt, type Edit } from '../edit/splice';
import { endsLine, lineIndent, startsLine } from '../edit/source-style';
import type { Block } from '../project/component-output';
import { itemFile, sameItem } from '../project/data-items';
import { blockRenderings, chosenBlock, describeBlock } from './chosen-block';
import { choose, describeItem, itemRenderings, type Chosen } from './chosen-rendering';
import { byFile, elementFor, type Operation } from './context';

export const duplicate: Operation<MutationBodies['duplicate']> = (body, context) => {
  const chosen = body.reactElements.map((reference, i) => choose(context, elementFor(context, reference, `reactElements[${i}]`), reference, `reactElements[${i}]`));
  const withItems = chosen.filter((one, i) => one.item && chosen.findIndex((other) => other.item && sameItem(other.item, one.item!)) === i);
  // Two renderings copied through one piece of source (the element, or the same use) are copied once.
  const blocks = new Map<ts.Node, { block: Block; chosen: Chosen }>();
  for (const one of chosen) {
    if (one.item) continue;
    const block = chosenBlock(context, one, 'duplicated');
    if (!blocks.has(block.node)) blocks.set(block.node, { block, chosen: one });
  }
  const pieces = [...blocks.values()];
  for (const { block, chosen: one } of pieces) {
    const outer = pieces.find((other) => other.block !== block && contains(other.block.node, block.node));
    if (outer) throw cannotEdit(`${Named(one.entry)} is inside ${named(outer.chosen.entry)}, which is duplicated too; duplicate one of them.`, `Written at: ${describeBlock(block, one)}; ${describeBlock(outer.block, outer.chosen)}.`);
  }
  const files = byFile([
    ...pieces.map(({ block }): [string, Edit[]] => {
      const text = block.node.getSourceFile().text;
      // The element (or the use), or the `{…}` of the condition that renders it, so the copy shows when it does.
      const unit = block.unit.unit;
      const start = unit.getStart();
      const end = unit.getEnd();
      const code = unitCodeFor(block.node, unit);
      const ownLine = startsLine(text, start) && endsLine(text, end);
      return [block.node.getSourceFile().fileName.replace(/^\//, ''), [insertAt(end, ownLine ? `\n${lineIndent(text, start)}${code}` : code)]];
    }),
    ...withItems.map((one): [string, Edit[]] => [itemFile(one.item!), [duplicateItem(one.item!.array.getSourceFile().text, one.item!.array, one.item!.index)]]),
  ]);
  const described = [...pieces.map(({ block, chosen: one }) => describeBlock(block, one)), ...withItems.map((one) => `${describeItem(one.item!)} (shown by ${describe(one.entry)})`)];
  const first = chosen[0]!;
  const firstBlock = first.item ? null : pieces.find((piece) => piece.chosen === first)?.block ?? chosenBlock(context, first, 'duplicated');
  return {
    files,
    message: `Duplicated ${described.join(', ')}`,
    renderings: firstBlock ? blockRenderings(context, first, firstBlock) : itemRenderings(context, first),
  };
};
