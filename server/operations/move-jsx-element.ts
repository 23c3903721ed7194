// moveJsxElement: an element cut from its place and inserted in a new container of the same file
// (before/after a sibling, or last), re-indented for its new depth. Moving between files would
// need imports and props from another component's scope, so it is refused with the reason.
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { contains, describe, jsxParentOf, nearestIdAncestor, protectedLineStarts } from '../edit/jsx-nodes';
import { insertChild, reindent, removalSpan, type ChildPlace } from '../edit/layout';
import { applyEdits, removeSpan } from '../edit/splice';
import { lineIndent, startsLine } from '../edit/source-style';
import { countRenderings } from '../project/renderings';
import { elementFor, styleOf, type Operation } from './context';
import { assertAdjacent, directChildOf } from './siblings';

export const moveJsxElement: Operation<MutationBodies['moveJsxElement']> = (body, context) => {
  const moving = elementFor(context, body.elementToMove, 'elementToMove');
  const container = elementFor(context, body.newContainerElement, 'newContainerElement');
  if (moving.file !== container.file) {
    throw cannotEdit(
      `${describe(moving)} and the new container ${describe(container)} are in different files; moving code between files (its imports, props and data) is not supported. Add a new element in ${container.file} and remove this one instead.`,
    );
  }
  if (contains(moving.element, container.element)) throw cannotEdit(`${describe(container)} is inside ${describe(moving)}; an element cannot move into itself.`);
  if (!jsxParentOf(moving.element)) {
    throw cannotEdit(`${describe(moving)} is the whole value of an expression (a return value or a list item); moving it would leave nothing there. Wrap it in a div first and move that.`);
  }
  if (body.expectedCurrentParent) {
    const parent = nearestIdAncestor(moving, context.snapshot.index);
    if (parent?.id !== body.expectedCurrentParent.codebaseId) {
      throw cannotEdit(`expectedCurrentParent is ${body.expectedCurrentParent.codebaseId}, but in the source ${describe(moving)} is inside ${parent ? describe(parent) : 'no element with an id'}; reload the preview and try again.`);
    }
  }
  const after = directChildOf(container, body.afterElement, 'afterElement', context);
  const before = directChildOf(container, body.beforeElement, 'beforeElement', context);
  for (const sibling of [after, before]) {
    if (sibling?.id === moving.id) throw cannotEdit(`${describe(moving)} cannot be placed next to itself; name another sibling.`);
  }
  assertAdjacent(container, after, before);

  const text = moving.sourceFile.text;
  const start = moving.element.getStart();
  const end = moving.element.getEnd();
  const fromIndent = startsLine(text, start) ? lineIndent(text, start) : '';
  const code = text.slice(start, end);
  const protectedStarts = new Set([...protectedLineStarts(moving.element, text)].map((offset) => offset - start));
  const place: ChildPlace = after ? { after: after.element } : before ? { before: before.element } : { end: container.element };
  const removal = removalSpan(text, start, end);
  const edits = [removeSpan(removal.start, removal.end), insertChild(text, place, (indent) => reindent(code, fromIndent, indent, protectedStarts), styleOf(moving.sourceFile))];
  if (applyEdits(text, edits) === text) throw cannotEdit(`${describe(moving)} is already there; nothing to move.`);
  return {
    files: [{ path: moving.file, edits }],
    message: `Moved ${describe(moving)} into ${describe(container)}`,
    renderings: countRenderings(context.snapshot.pages, container.id, context.hint),
  };
};
