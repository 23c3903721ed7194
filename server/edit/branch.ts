// Where an element stands among its JSX parent's children when the JSX branches: the element itself,
// or the `{…}` that renders it through `&&`, `?:` (either branch, nested), parentheses, and, for a
// list, what a `.map` callback returns. A designer selects what the page shows, which never shows
// the `?:`: structural edits act on this unit, so the condition goes along with the element.
import ts from 'typescript';
import type { JsxElementNode } from '../project/id-index';
import { applyEdits, replaceSpan, type Edit } from './splice';

/** The element's place: the child of `parent` that holds it (null when no JSX parent holds it). */
export interface ElementUnit {
  /** The element itself, or the expression container around it, as a child of `parent`. */
  unit: ts.JsxChild;
  parent: ts.JsxElement | ts.JsxFragment;
  /** True when the unit is a `{…}` container (the element is rendered by a condition or a list). */
  inContainer: boolean;
}

export interface UnitOptions {
  /** Also go up through a `.map(…)` callback that returns the element: the unit is the whole list. */
  throughLists?: boolean;
}

function outerParens(node: ts.Node): ts.Node {
  let current = node;
  while (ts.isParenthesizedExpression(current.parent)) current = current.parent;
  return current;
}

/** The conditional or `&&` whose branch `node` (parentheses included) is, or null. */
function branchOwner(node: ts.Node): ts.ConditionalExpression | ts.BinaryExpression | null {
  const parent = node.parent;
  if (ts.isConditionalExpression(parent) && (parent.whenTrue === node || parent.whenFalse === node)) return parent;
  if (ts.isBinaryExpression(parent) && parent.right === node && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return parent;
  return null;
}

/** The `.map(…)` call whose callback returns `node` (its concise body, or a `return` of its block body), or null. */
function listCallOf(node: ts.Node): ts.CallExpression | null {
  const callback = ts.isReturnStatement(node.parent) ? ts.findAncestor(node.parent, ts.isFunctionLike) : node.parent;
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return null;
  if (!ts.isReturnStatement(node.parent) && callback.body !== node) return null;
  const call = callback.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(callback)) return null;
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'map' ? call : null;
}

/**
 * The expression that holds the element on its way up to a JSX child: the element with its
 * parentheses, then each conditional or `&&` it is a branch of (with theirs).
 */
function climb(element: JsxElementNode, options: UnitOptions): ts.Node {
  let node = outerParens(element);
  for (;;) {
    const owner = branchOwner(node) ?? (options.throughLists ? listCallOf(node) : null);
    if (!owner) return node;
    node = outerParens(owner);
  }
}

/** The element's unit among its JSX parent's children, or null when it is no JSX child at all (a return value, a prop, a variable). */
export function unitOf(element: JsxElementNode, options: UnitOptions = {}): ElementUnit | null {
  const parent = element.parent;
  if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return { unit: element, parent, inContainer: false };
  const top = climb(element, options);
  const container = top.parent;
  if (!ts.isJsxExpression(container) || container.expression !== top) return null;
  const jsxParent = container.parent;
  if (!ts.isJsxElement(jsxParent) && !ts.isJsxFragment(jsxParent)) return null;
  return { unit: container, parent: jsxParent, inContainer: true };
}

/** True when the element is a whole branch (or a chain of them) of a condition: it has a unit only through `?:` or `&&`. */
export function isBranch(element: JsxElementNode): boolean {
  return climb(element, {}) !== outerParens(element);
}

/** `null`, `undefined` or `false`: a branch that renders nothing. */
function rendersNothing(node: ts.Expression): boolean {
  let inner: ts.Expression = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return inner.kind === ts.SyntaxKind.NullKeyword || inner.kind === ts.SyntaxKind.FalseKeyword || (ts.isIdentifier(inner) && inner.text === 'undefined');
}

/** True when `node` renders nothing once the elements in `removed` are gone (every branch of it is empty or removed). */
function goneWith(node: ts.Expression, removed: ReadonlySet<ts.Node>): boolean {
  let inner: ts.Expression = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (rendersNothing(inner) || removed.has(inner)) return true;
  if (ts.isConditionalExpression(inner)) return goneWith(inner.whenTrue, removed) && goneWith(inner.whenFalse, removed);
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return goneWith(inner.right, removed);
  return false;
}

/**
 * What taking the element out of its conditionals leaves, `removed` being every element the same
 * request takes out: either the whole unit goes (`c && <A/>`, `c ? <A/> : null`, both branches,
 * nested so that nothing is left), given as `{ removeUnit: true }`, or the outermost branch that
 * would be left empty becomes `null` (`c ? <A/> : <B/>` → `c ? null : <B/>`). `removeUnit` is only
 * true when the element has a unit in a container.
 */
export function branchRemoval(element: JsxElementNode, removed: ReadonlySet<ts.Node> = new Set([element])): { removeUnit: true } | { removeUnit: false; edit: Edit } {
  let node = outerParens(element);
  for (;;) {
    const owner = branchOwner(node);
    if (!owner) break;
    // A conditional whose other branch still renders something keeps it: this branch becomes null.
    if (ts.isConditionalExpression(owner)) {
      const other = owner.whenTrue === node ? owner.whenFalse : owner.whenTrue;
      if (!goneWith(other, removed)) return { removeUnit: false, edit: replaceSpan(node.getStart(), node.getEnd(), 'null') };
    }
    node = outerParens(owner);
  }
  const container = node.parent;
  if (ts.isJsxExpression(container) && (ts.isJsxElement(container.parent) || ts.isJsxFragment(container.parent))) return { removeUnit: true };
  // A return value, a list item or a prop: it stays an expression, one that renders nothing.
  return { removeUnit: false, edit: replaceSpan(node.getStart(), node.getEnd(), ts.isJsxAttribute(node.parent) ? '{null}' : 'null') };
}

/**
 * The code of the element's unit with every other branch on the way to the element made `null`:
 * a copy that shows the element when the original does, and nothing else (`{c ? <A/> : <B/>}`
 * copied for <A/> is `{c ? <A/> : null}`).
 */
export function unitCodeFor(element: JsxElementNode, unit: ts.Node): string {
  const text = element.getSourceFile().text;
  const start = unit.getStart();
  const edits: Edit[] = [];
  let node = outerParens(element);
  for (let owner = branchOwner(node); owner; owner = branchOwner(node)) {
    if (ts.isConditionalExpression(owner)) {
      const other = owner.whenTrue === node ? owner.whenFalse : owner.whenTrue;
      if (!rendersNothing(other)) edits.push(replaceSpan(other.getStart() - start, other.getEnd() - start, 'null'));
    }
    node = outerParens(owner);
  }
  return applyEdits(text.slice(start, unit.getEnd()), edits);
}
