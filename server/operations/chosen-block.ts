// What a move, duplicate or delete of a request's element acts on (project/component-output.ts):
// its own place, or, for everything a component shows, the use of that component — for a named
// rendering the use that rendering was shown through, without one the use every rendering shares.
import { cannotEdit } from '../refusals';
import type { UnitOptions } from '../edit/branch';
import { describe } from '../edit/jsx-nodes';
import { writtenAt } from '../edit/element-names';
import { unitRefusal, wholeOutputRefusal } from '../edit/unit-refusals';
import { blockOf, positionOf, soleBlock, textOfUse, type Block } from '../project/component-output';
import { countRenderings } from '../project/renderings';
import type { Chosen } from './chosen-rendering';
import type { OperationContext } from './context';

/** The block `chosen` acts on for `action` ("moved", "duplicated", "deleted"), or the refusal, in a designer's words. */
export function chosenBlock(context: OperationContext, chosen: Chosen, action: string, options: UnitOptions = {}): Block {
  const { entry, rendering } = chosen;
  const block = rendering ? blockOf(entry, rendering, options) : soleBlock(entry, context.snapshot.pages, options).block;
  if (block) return block;
  throw cannotEdit((rendering ? null : wholeOutputRefusal(entry, context.snapshot.pages, action, options)) ?? unitRefusal(entry, action), writtenAt(entry));
}

/** True when the block is a use of a component, not the element itself. */
export const throughUse = (block: Block): boolean => block.through.length > 0;

/**
 * The block as the answer's message names it: the element (`<h1> at …`), or the use with what it
 * shows (`<LearningProcessSection /> at site/pages/LandingPage.tsx:27:7, which shows <section> at
 * site/components/Section.tsx:18:5 and nothing else`).
 */
export function describeBlock(block: Block, chosen: Chosen): string {
  if (!throughUse(block)) return describe(chosen.entry);
  const at = positionOf(block.node);
  return `${textOfUse(block.node)} at ${at.file}:${at.line}:${at.column}, which shows ${describe(chosen.entry)} and nothing else`;
}

/** How many elements of the page show the block: the renderings of the element shown through the same use. */
export function blockRenderings(context: OperationContext, chosen: Chosen, block: Block, options: UnitOptions = {}): number | null {
  if (!throughUse(block)) return countRenderings(context.snapshot.pages, chosen.entry.id, context.hint);
  // The editor's count (X-Renderings) is of every rendering of the element; these are the ones of this use.
  const hint = { count: null, pagePath: chosen.pagePath ?? context.hint.pagePath };
  return countRenderings(context.snapshot.pages, chosen.entry.id, hint, (rendering) => blockOf(chosen.entry, rendering, options)?.node === block.node);
}
