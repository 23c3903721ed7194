// moveJsxElement: an element cut from its place and inserted in a new container of the same file
// (before/after a sibling, or last), re-indented for its new depth. Moving between files would
// need imports and props from another component's scope, so it is refused with the reason. A named
// rendering of a card (what a `.map` callback returns over an array literal) placed next to another
// rendering of the same array moves its item within the array instead: the cards change places. An
// element that is everything a component shows moves as that component's use (move-through-use.ts).
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { moveItem } from '../edit/array-items';
import { unitOf } from '../edit/branch';
import { contains, describe, nearestIdAncestor } from '../edit/jsx-nodes';
import { Named, named, writtenAt } from '../edit/element-names';
import type { ChildPlace } from '../edit/layout';
import { moveUnitEdits } from '../edit/move-unit';
import { applyEdits } from '../edit/splice';
import { unitRefusal } from '../edit/unit-refusals';
import { isWholeOutput } from '../project/component-output';
import { arrayFile, placeOf } from '../project/data-items';
import type { IndexedElement } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import { choose, describeItem, itemRenderings, type Chosen } from './chosen-rendering';
import { elementFor, styleOf, type OperationContext, type OperationResult, type Operation } from './context';
import { moveThroughUse } from './move-through-use';
import { assertAdjacent, directChildOf } from './siblings';

/** The element whose children hold the `.map` call (the list the cards are in), if the call is written in JSX. */
function listElementOf(call: ts.CallExpression, context: OperationContext): IndexedElement | null {
  for (let node: ts.Node = call.parent; node; node = node.parent) {
    if (ts.isJsxElement(node)) return context.snapshot.index.forOpening(node.openingElement) ?? null;
    if (ts.isFunctionLike(node)) return null;
  }
  return null;
}

/** Moves the item `moving` shows to the place beside its sibling items that the request names. */
function moveDataItem(body: MutationBodies['moveJsxElement'], context: OperationContext, moving: Chosen & { item: NonNullable<Chosen['item']> }, container: IndexedElement): OperationResult {
  const item = moving.item;
  const sibling = (field: 'afterElement' | 'beforeElement'): number | null => {
    const reference = body[field];
    if (!reference) return null;
    const other = choose(context, elementFor(context, reference, field), reference, field);
    if (!other.item || other.item.array !== item.array) {
      throw cannotEdit(
        `A card can change places only with the other cards of its own list, and ${named(other.entry)} is not one of them. Drop it among the cards of its list.`,
        `${field} ${describe(other.entry)}${other.rendering ? '' : ' (without a rendering)'} is not an item of ${placeOf(item).array} in ${arrayFile(item.array)}; name the renderings of that list's cards.`,
      );
    }
    if (other.item.index === item.index) throw cannotEdit(`${Named(moving.entry)} cannot be placed next to itself; name another card.`, writtenAt(moving.entry));
    return other.item.index;
  };
  const list = listElementOf(item.call, context);
  if (list && list.id !== container.id) {
    throw cannotEdit(`${describeItem(item)} can only change places within its list, ${named(list)}; moving it into ${named(container)} would move the data too. Add an element there instead.`, writtenAt(list, container));
  }
  const after = sibling('afterElement');
  const before = sibling('beforeElement');
  const others = item.array.elements.map((_, i) => i).filter((i) => i !== item.index);
  const afterPlace = after === null ? null : others.indexOf(after) + 1;
  const beforePlace = before === null ? null : others.indexOf(before);
  if (afterPlace !== null && beforePlace !== null && afterPlace !== beforePlace) {
    throw cannotEdit(`afterElement and beforeElement name items ${after! + 1} and ${before! + 1} of ${placeOf(item).array}, which are not next to each other; send one of them.`);
  }
  const to = afterPlace ?? beforePlace ?? others.length;
  if (to === item.index) throw cannotEdit(`${describeItem(item)} is already there; nothing to move.`);
  const text = item.array.getSourceFile().text;
  return {
    files: [{ path: arrayFile(item.array), edits: moveItem(text, item.array, item.index, to) }],
    message: `Moved ${describeItem(item)} to place ${to + 1} (shown by ${describe(moving.entry)})`,
    renderings: itemRenderings(context, moving),
  };
}

export const moveJsxElement: Operation<MutationBodies['moveJsxElement']> = (body, context) => {
  const moving = elementFor(context, body.elementToMove, 'elementToMove');
  const container = elementFor(context, body.newContainerElement, 'newContainerElement');
  const chosen = choose(context, moving, body.elementToMove, 'elementToMove');
  if (chosen.item) return moveDataItem(body, context, { ...chosen, item: chosen.item }, container);
  // Everything a component shows moves as the use of that component, among that use's neighbours.
  if (isWholeOutput(moving, { throughLists: true })) return moveThroughUse(body, context, chosen, container);
  if (moving.file !== container.file) {
    throw cannotEdit(
      `${Named(moving)} and ${named(container)} are written in different files of the site, and an element cannot move between files (its imports, settings and data would have to move too). Add a new element there and delete this one instead.`,
      writtenAt(moving, container),
    );
  }
  if (contains(moving.element, container.element)) throw cannotEdit(`${Named(container)} is inside ${named(moving)}; an element cannot move into itself.`, writtenAt(container, moving));
  const unit = unitOf(moving.element, { throughLists: true });
  if (!unit) throw cannotEdit(unitRefusal(moving, 'moved'), writtenAt(moving));
  if (contains(unit.unit, container.element)) {
    throw cannotEdit(`${Named(container)} is shown by the same condition or list as ${named(moving)}, which moves along with it; it cannot move into itself.`, writtenAt(container, moving));
  }
  if (body.expectedCurrentParent) {
    const parent = nearestIdAncestor(moving, context.snapshot.index);
    if (parent?.id !== body.expectedCurrentParent.codebaseId) {
      throw cannotEdit(
        `${Named(moving)} is no longer where the preview showed it: the page changed since. Reload the preview and try again.`,
        `expectedCurrentParent is ${body.expectedCurrentParent.codebaseId}, but in the source ${describe(moving)} is inside ${parent ? describe(parent) : 'no element with an id'}.`,
      );
    }
  }
  const after = directChildOf(container, body.afterElement, 'afterElement', context);
  const before = directChildOf(container, body.beforeElement, 'beforeElement', context);
  for (const sibling of [after, before]) {
    if (sibling && (sibling.entry.id === moving.id || sibling.unit === unit.unit)) throw cannotEdit(`${Named(moving)} cannot be placed next to itself; name another sibling.`, writtenAt(moving));
  }
  assertAdjacent(container, after, before);

  const text = moving.sourceFile.text;
  // The element, or the `{…}` of the condition or list that renders it: the condition moves along.
  const place: ChildPlace = after ? { after: after.unit } : before ? { before: before.unit } : { end: container.element };
  const edits = moveUnitEdits(unit.unit, place, styleOf(moving.sourceFile));
  if (applyEdits(text, edits) === text) throw cannotEdit(`${Named(moving)} is already there; nothing to move.`, writtenAt(moving));
  return {
    files: [{ path: moving.file, edits }],
    message: `Moved ${describe(moving)} into ${describe(container)}`,
    renderings: countRenderings(context.snapshot.pages, container.id, context.hint),
  };
};
