// moveJsxElement of an element that is everything a component shows (the <section> of a section
// component): the use of the component moves among its neighbours in the code
// (`<LearningProcessSection />` before `<OutcomesSection />` in LandingPage.tsx), and the page shows
// the element in its new place. The request names the page as the editor shows it: the container is
// the element's parent in the page, the siblings are elements of the page (a neighbour's own element,
// or another component's whole output, which stands for that component's use).
import ts from 'typescript';
import type { ElementReference, MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { describe } from '../edit/jsx-nodes';
import { Named, named, writtenAt } from '../edit/element-names';
import type { ChildPlace } from '../edit/layout';
import { moveUnitEdits } from '../edit/move-unit';
import { applyEdits } from '../edit/splice';
import { thisElement } from '../edit/unit-refusals';
import { blockOf, positionOf, soleBlock, textOfUse, type Block } from '../project/component-output';
import type { IndexedElement } from '../project/id-index';
import type { Rendering } from '../project/render-walk';
import { blockRenderings, chosenBlock, describeBlock, throughUse } from './chosen-block';
import { choose, type Chosen } from './chosen-rendering';
import { elementFor, styleOf, type OperationContext, type OperationResult } from './context';

const LISTS = { throughLists: true } as const;

/** A block as a sentence names it: the use (`<OutcomesSection /> at site/pages/LandingPage.tsx:25:7`) or the element. */
function blockName(block: Block, chosen: Chosen): string {
  if (!throughUse(block)) return describe(chosen.entry);
  const at = positionOf(block.node);
  return `${textOfUse(block.node)} at ${at.file}:${at.line}:${at.column}`;
}

/** The renderings of the element that the move changes: the one named, or every one shown through the same use. */
function movedRenderings(context: OperationContext, chosen: Chosen, block: Block): Rendering[] {
  if (chosen.rendering) return [chosen.rendering];
  return context.snapshot.pages.flatMap((page) => page.renderings.get(chosen.entry.id) ?? []).filter((rendering) => blockOf(chosen.entry, rendering, LISTS)?.node === block.node);
}

/** The sibling a field names, as the block it stands for among the moving block's neighbours; refuses anything else. */
function neighbour(context: OperationContext, reference: ElementReference | null, field: string, moving: Block, movingChosen: Chosen): { block: Block; chosen: Chosen } | null {
  if (!reference) return null;
  const other = choose(context, elementFor(context, reference, field), reference, field);
  const block = other.item ? null : other.rendering ? blockOf(other.entry, other.rendering, LISTS) : soleBlock(other.entry, context.snapshot.pages, LISTS).block;
  const where = positionOf(moving.unit.parent);
  if (!block || block.unit.parent !== moving.unit.parent) {
    throw cannotEdit(
      `${Named(other.entry)} is not a neighbour of ${named(movingChosen.entry)} in the code, so ${thisElement(movingChosen.entry).toLowerCase()} cannot be placed next to it. Place it beside one of its neighbours.`,
      `${field} ${describe(other.entry)}; the moving block ${blockName(moving, movingChosen)} in ${where.file}.`,
    );
  }
  if (block.node === moving.node || block.unit.unit === moving.unit.unit) throw cannotEdit(`${Named(movingChosen.entry)} cannot be placed next to itself; name another sibling.`, `Written at: ${describeBlock(moving, movingChosen)}.`);
  return { block, chosen: other };
}

/** With both neighbours named, they must be next to each other in the code (in that order). */
function assertSideBySide(parent: ts.JsxElement | ts.JsxFragment, after: Block, before: Block): void {
  const children = parent.children;
  const from = children.indexOf(after.unit.unit);
  const to = children.indexOf(before.unit.unit);
  const gap = children.slice(from + 1, to);
  if (from < to && gap.every((child) => (ts.isJsxText(child) && child.text.trim() === '') || (ts.isJsxExpression(child) && !child.expression))) return;
  throw cannotEdit(`afterElement and beforeElement are not next to each other in the code of ${positionOf(parent).file}; send one of them.`);
}

/** The last child of `parent` other than `except` that is more than whitespace: where a move with no sibling named goes after. */
function lastChild(parent: ts.JsxElement | ts.JsxFragment, except: ts.Node): ts.JsxChild | null {
  const children = parent.children.filter((child) => child !== except && !(ts.isJsxText(child) && child.text.trim() === ''));
  return children[children.length - 1] ?? null;
}

export function moveThroughUse(body: MutationBodies['moveJsxElement'], context: OperationContext, chosen: Chosen, container: IndexedElement): OperationResult {
  const block = chosenBlock(context, chosen, 'moved', LISTS);
  if (!throughUse(block)) throw new Error('moveThroughUse is for a component’s whole output');
  const entry = chosen.entry;
  const renderings = movedRenderings(context, chosen, block);
  // The page's parent of the element: where the designer sees it among its neighbours.
  const parents = new Set(renderings.map((rendering) => rendering.parent?.element ?? null));
  const [parent] = parents;
  if (parents.size !== 1 || !parent) {
    throw cannotEdit(`${thisElement(entry)} sits in different places of the page (or at its very top), so where it goes cannot be told from one container; move the element around it instead.`, writtenAt(entry));
  }
  if (parent.id !== container.id) {
    throw cannotEdit(
      `${thisElement(entry)} is everything ${block.through[block.through.length - 1]!.name} shows, so it moves as ${textOfUse(block.node)} among its neighbours; it can change places with them inside ${named(parent)}, but not move into ${named(container)}.`,
      writtenAt(entry, parent, container),
    );
  }
  if (body.expectedCurrentParent && body.expectedCurrentParent.codebaseId !== parent.id) {
    throw cannotEdit(`${Named(entry)} is no longer where the editor showed it: it is inside ${named(parent)} now. Reload the preview and try again.`, `expectedCurrentParent is ${body.expectedCurrentParent.codebaseId}, but in the page ${describe(entry)} is inside ${describe(parent)}.`);
  }
  const after = neighbour(context, body.afterElement, 'afterElement', block, chosen);
  const before = neighbour(context, body.beforeElement, 'beforeElement', block, chosen);
  const jsxParent = block.unit.parent;
  if (after && before) assertSideBySide(jsxParent, after.block, before.block);
  const last = after || before ? null : lastChild(jsxParent, block.unit.unit);
  const place: ChildPlace | null = after ? { after: after.block.unit.unit } : before ? { before: before.block.unit.unit } : last ? { after: last } : null;
  const sourceFile = block.node.getSourceFile();
  const edits = place ? moveUnitEdits(block.unit.unit, place, styleOf(sourceFile)) : [];
  if (!place || applyEdits(sourceFile.text, edits) === sourceFile.text) throw cannotEdit(`${Named(entry)} is already there; nothing to move.`, `Written at: ${describeBlock(block, chosen)}.`);
  const where = after ? `after ${blockName(after.block, after.chosen)}` : before ? `before ${blockName(before.block, before.chosen)}` : 'last among its neighbours';
  return {
    files: [{ path: positionOf(block.node).file, edits }],
    message: `Moved ${blockName(block, chosen)} ${where} (${describe(entry)} is everything ${block.through[block.through.length - 1]!.name} shows)`,
    renderings: blockRenderings(context, chosen, block, LISTS),
  };
}
