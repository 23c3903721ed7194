// Why an element cannot be moved, duplicated or wrapped with its neighbours when no JSX parent holds
// it (not even through a condition or a list): said in a designer's words, since the designer
// selected what the page shows and never saw the code that places it. The location stays at the end
// for whoever opens the file.
import ts from 'typescript';
import { unitOf } from './branch';
import type { StructureRefusals } from '../../types';
import { attributeNamed, describe, jsxParentOf } from './jsx-nodes';
import type { IndexedElement } from '../project/id-index';

const NOUNS: Readonly<Record<string, string>> = {
  a: 'link',
  button: 'button',
  div: 'box',
  footer: 'footer',
  form: 'form',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  header: 'header',
  img: 'image',
  li: 'list item',
  nav: 'navigation',
  ol: 'list',
  p: 'paragraph',
  section: 'section',
  span: 'text',
  svg: 'picture',
  ul: 'list',
};

/** "This paragraph", "This Card": what the designer selected. */
export function thisElement(entry: IndexedElement): string {
  const noun = NOUNS[entry.tag] ?? (/^[A-Z]/.test(entry.tag) ? entry.tag : 'element');
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
  const where = `(${describe(entry)})`;
  const top = outermost(entry.element);
  const parent = top.parent;
  if (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))) {
    const attribute = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute);
    return `${what} is handed to another component as its "${attribute.name.getText()}" setting, not placed on the page here, so it cannot be ${action}; change it in the code ${where}.`;
  }
  if (ts.isVariableDeclaration(parent)) {
    return `${what} is kept in a variable (${parent.name.getText()}) that the code shows elsewhere, so it cannot be ${action} here; change it in the code ${where}.`;
  }
  const fn = ts.findAncestor(entry.element.parent, ts.isFunctionLike);
  if (fn && ts.isCallExpression(fn.parent)) return `${what} is one of a list that code repeats, so it cannot be ${action} on its own; change the list's data or the code ${where}.`;
  if (fn && (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === top))) {
    const name = functionName(fn);
    if (name && /^[A-Z]/.test(name) && ts.isSourceFile(fn.parent)) {
      return `${what} is everything the ${name} component shows, so it has no neighbours here to be ${action} among; select ${name} where the page uses it instead ${where}.`;
    }
    return `${what} is chosen by code in another function${name ? ` (${name})` : ''}, so it cannot be ${action} here; change it in the code ${where}.`;
  }
  return `${what} is placed by code the editor cannot follow, so it cannot be ${action} here; change it in the code ${where}.`;
}

/** Why the element alone cannot be wrapped, or null: a keyed list item would leave its key inside the wrapper. */
export function wrapAloneRefusal(entry: IndexedElement): string | null {
  if (jsxParentOf(entry.element) || !attributeNamed(entry.opening, 'key')) return null;
  return `${thisElement(entry)} is one of a list that code repeats, and a box around it would hide what tells the items apart; wrap what is inside it, or the whole list (${describe(entry)}).`;
}

/**
 * The refusals an element draws for having no place among its neighbours, per edit, as the lookups
 * tell an editor beforehand (what the operations answer: duplicate.ts, move-jsx-element.ts,
 * wrap-in-div.ts). Empty when it has a place.
 */
export function structureRefusals(entry: IndexedElement): StructureRefusals {
  const refusals: StructureRefusals = {};
  if (!unitOf(entry.element)) refusals.duplicate = unitRefusal(entry, 'duplicated');
  if (!unitOf(entry.element, { throughLists: true })) {
    refusals.move = unitRefusal(entry, 'moved');
    refusals.wrapTogether = unitRefusal(entry, 'wrapped with its neighbours');
  }
  const alone = wrapAloneRefusal(entry);
  if (alone) refusals.wrap = alone;
  return refusals;
}
