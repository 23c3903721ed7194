// changeElementTag: the tag name in the opening and the closing tag. A void element (img, br, …)
// cannot keep children, so that change is refused, and so is retagging a library component's use
// site: `<Link>` → `<a>` would keep the markup but drop what the component does (wouter's
// client-side navigation, its base path), which no tag name can carry.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { VOID_ELEMENTS, describe } from '../edit/jsx-nodes';
import { Named, named, writtenAt } from '../edit/element-names';
import { replaceSpan, type Edit } from '../edit/splice';
import { countRenderings } from '../project/renderings';
import { elementFor, type Operation } from './context';

export const changeElementTag: Operation<MutationBodies['changeElementTag']> = (body, context) => {
  const entry = elementFor(context, body.elementToModify, 'elementToModify');
  if (entry.library !== null) {
    throw cannotEdit(
      `${Named(entry)} comes from the package ${entry.library}, which renders its element itself; changing it to <${body.newTag}> would drop what ${entry.tag} does (for a router link, navigating without a page load). Change the tag of an element inside it, or replace the component in the source by hand.`,
      writtenAt(entry),
    );
  }
  if (entry.tag === body.newTag) throw cannotEdit(`${Named(entry)} is already a <${body.newTag}>; nothing to change.`, writtenAt(entry));
  const element = entry.element;
  const hasChildren = ts.isJsxElement(element) && element.children.some((child) => !ts.isJsxText(child) || child.text.trim() !== '');
  if (hasChildren && VOID_ELEMENTS.has(body.newTag)) {
    throw cannotEdit(`<${body.newTag}> is a void element and cannot have children, but ${named(entry)} has some; remove them first or pick another tag.`, writtenAt(entry));
  }
  const edits: Edit[] = [replaceSpan(entry.opening.tagName.getStart(), entry.opening.tagName.getEnd(), body.newTag)];
  if (ts.isJsxElement(element)) edits.push(replaceSpan(element.closingElement.tagName.getStart(), element.closingElement.tagName.getEnd(), body.newTag));
  return {
    files: [{ path: entry.file, edits }],
    message: `Changed ${describe(entry)} to <${body.newTag}>`,
    renderings: countRenderings(context.snapshot.pages, entry.id, context.hint),
  };
};
