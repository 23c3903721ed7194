// Why an element cannot be moved, duplicated or wrapped with its neighbours when no JSX parent holds
// it (not even through a condition or a list): said in a designer's words, since the designer
// selected what the page shows and never saw the code that places it. The location goes into the
// refusal's details, for whoever opens the file (writtenAt).
import ts from 'typescript';
import { unitOf, type UnitOptions } from './branch';
import type { StructureRefusals } from '../../types';
import { tagWord } from '../../types/element-words';
import { attributeNamed, jsxParentOf } from './jsx-nodes';
import { outputOf, soleBlock } from '../project/component-output';
import type { IndexedElement } from '../project/id-index';
import type { PageRender } from '../project/render-walk';

/** "This paragraph", "This Card": what the designer selected. */
export function thisElement(entry: IndexedElement): string {
  const noun = tagWord(entry.tag) ?? (/^[A-Z]/.test(entry.tag) ? entry.tag : 'element');
  return `This ${noun}`;
}

function functionName(fn: ts.SignatureDeclaration): string | null {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const holder = fn.parent;
  if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) return holder.name.text;
  return null;
}

/** The expression the element is, parentheses, conditions and list callbacks included. */
function outermost(element: ts.Node): ts.Node {
  let node = element;
  for (;;) {
    const parent = node.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isConditionalExpression(parent) || (ts.isBinaryExpression(parent) && parent.right === node)) node = parent;
    else if (ts.isArrowFunction(parent) && parent.body === node && ts.isCallExpression(parent.parent)) node = parent.parent;
    else return node;
  }
}

/** Why the element has no place among siblings the editor shows, for `action` ("moved", "duplicated", "wrapped with its neighbours"). */
export function unitRefusal(entry: IndexedElement, action: string): string {
  const what = thisElement(entry);
  const top = outermost(entry.element);
  const parent = top.parent;
  if (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))) {
    const attribute = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute);
    return `${what} is handed to another component as its "${attribute.name.getText()}" setting, not placed on the page here, so it cannot be ${action}; ask a developer to change it in the code.`;
  }
  if (ts.isVariableDeclaration(parent)) {
    return `${what} is kept in a variable (${parent.name.getText()}) that the code shows elsewhere, so it cannot be ${action} here; ask a developer to change it in the code.`;
  }
  const fn = ts.findAncestor(entry.element.parent, ts.isFunctionLike);
  if (fn && ts.isCallExpression(fn.parent)) return `${what} is one of a list that code repeats, so it cannot be ${action} on its own; change the list's data, or ask a developer to change the code.`;
  if (fn && (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === top))) {
    const name = functionName(fn);
    if (name && /^[A-Z]/.test(name) && ts.isSourceFile(fn.parent)) {
      return `${what} is everything the ${name} component shows, so it has no neighbours here to be ${action} among; select ${name} where the page uses it instead.`;
    }
    return `${what} is chosen by code in another function${name ? ` (${name})` : ''}, so it cannot be ${action} here; ask a developer to change it in the code.`;
  }
  return `${what} is placed by code the editor cannot follow, so it cannot be ${action} here; ask a developer to change it in the code.`;
}

/** Why the element alone cannot be wrapped, or null: a keyed list item would leave its key inside the wrapper. */
export function wrapAloneRefusal(entry: IndexedElement): string | null {
  if (jsxParentOf(entry.element) || !attributeNamed(entry.opening, 'key')) return null;
  return `${thisElement(entry)} is one of a list that code repeats, and a box around it would hide what tells the items apart; wrap what is inside it, or the whole list.`;
}

/**
 * Why a request that names no rendering cannot act on the element or a use of its component for
 * `action`, or null when it can: an element with a place of its own, or the whole output of a
 * component that the pages use through one place only (`<LearningProcessSection />`), acts there.
 */
export function wholeOutputRefusal(entry: IndexedElement, pages: readonly PageRender[], action: string, options: UnitOptions = {}): string | null {
  const sole = soleBlock(entry, pages, options);
  if (sole.block) return null;
  const output = outputOf(entry.element);
  if (output && sole.uses > 1) {
    return `${thisElement(entry)} is everything the ${output.name} component shows, and the pages show it from ${sole.uses} different places; select the one to be ${action} on the page (the request names it by its rendering).`;
  }
  return unitRefusal(entry, action);
}

/**
 * The refusals an element draws for having no place among its neighbours, per edit, as the lookups
 * tell an editor beforehand (what the operations answer without a rendering: duplicate.ts,
 * move-jsx-element.ts, wrap-in-div.ts). Empty when it has a place. A component's whole output that
 * acts through its use (component-output.ts) draws none for duplicate and move; the lookups'
 * `componentUse` says which use each rendering acts through.
 */
export function structureRefusals(entry: IndexedElement, pages: readonly PageRender[] = []): StructureRefusals {
  const refusals: StructureRefusals = {};
  const duplicate = unitOf(entry.element) ? null : wholeOutputRefusal(entry, pages, 'duplicated');
  if (duplicate) refusals.duplicate = duplicate;
  if (!unitOf(entry.element, { throughLists: true })) {
    const move = wholeOutputRefusal(entry, pages, 'moved', { throughLists: true });
    if (move) refusals.move = move;
    refusals.wrapTogether = unitRefusal(entry, 'wrapped with its neighbours');
  }
  const alone = wrapAloneRefusal(entry);
  if (alone) refusals.wrap = alone;
  return refusals;
}
