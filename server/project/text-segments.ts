// The text an element shows in one rendering, as the pieces of source it comes from: JSX text in the
// element, string literals its expressions resolve to (data in site/content/), computed text, and
// child elements (whose text is their own). `{children}` of a component is followed to where its
// use writes them (`<SectionLink>{hero.cta}</SectionLink>`), so text passed in is edited there.
import ts from 'typescript';
import { jsxTextValue } from '../edit/jsx-text';
import { Env, unwrapExpression, type Evaluator, type StringSource } from './evaluate';
import type { IndexedElement } from './id-index';

export type Segment =
  | { kind: 'jsxText'; node: ts.JsxText; text: string }
  | { kind: 'literal'; node: StringSource; text: string; expression: ts.Expression }
  | { kind: 'computed'; node: ts.Expression; text: string | null; env: Env }
  | { kind: 'element'; node: ts.Node };

/** How deep `{children}` is followed through components passing them on. */
const MAX_CHILDREN_DEPTH = 8;

/**
 * True when the expression renders elements, not text: a list made by `.map`, a condition or `&&`
 * between elements, or a constant holding one of those (`const items = block.items.map(…)`).
 */
function rendersElements(node: ts.Expression, evaluator: Evaluator, depth = 0): boolean {
  const expression = unwrapExpression(node);
  if (depth > 4) return false;
  if (ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression)) return true;
  if (ts.isCallExpression(expression)) return ts.isPropertyAccessExpression(expression.expression) && ['map', 'flatMap'].includes(expression.expression.name.text);
  if (ts.isConditionalExpression(expression)) return rendersElements(expression.whenTrue, evaluator, depth + 1) || rendersElements(expression.whenFalse, evaluator, depth + 1);
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return rendersElements(expression.right, evaluator, depth + 1);
  if (ts.isIdentifier(expression)) {
    const declaration = evaluator.declarationOf(expression);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return rendersElements(declaration.initializer, evaluator, depth + 1);
  }
  return false;
}

function childSegments(children: readonly ts.JsxChild[], env: Env, evaluator: Evaluator, depth: number, segments: Segment[]): void {
  for (const child of children) {
    if (ts.isJsxText(child)) {
      const text = jsxTextValue(child.text);
      if (text !== '') segments.push({ kind: 'jsxText', node: child, text });
      continue;
    }
    if (ts.isJsxExpression(child)) {
      if (!child.expression) continue;
      const expression = child.expression;
      const inner = unwrapExpression(expression);
      if (ts.isJsxElement(inner) || ts.isJsxSelfClosingElement(inner) || ts.isJsxFragment(inner)) {
        segments.push({ kind: 'element', node: inner });
        continue;
      }
      const value = evaluator.evaluate(expression, env);
      if (value.kind === 'unknown' && rendersElements(expression, evaluator)) {
        segments.push({ kind: 'element', node: inner });
        continue;
      }
      if (value.kind === 'string') {
        if (value.literal) segments.push({ kind: 'literal', node: value.literal, text: value.value, expression });
        else segments.push({ kind: 'computed', node: expression, text: value.value, env });
      } else if (value.kind === 'number') {
        segments.push({ kind: 'computed', node: expression, text: String(value.value), env });
      } else if (value.kind === 'nullish' || value.kind === 'boolean') {
        continue;
      } else if (value.kind === 'children' && depth < MAX_CHILDREN_DEPTH) {
        // What the component's use writes between its tags: its pieces, where they are written.
        childSegments(value.children.nodes, value.children.env, evaluator, depth + 1, segments);
      } else if (value.kind === 'jsx' && ts.isJsxFragment(value.node) && depth < MAX_CHILDREN_DEPTH) {
        // A fragment kept in a constant (`const content = <>…</>`): its children are the element's.
        childSegments(value.node.children, value.env, evaluator, depth + 1, segments);
      } else if (value.kind === 'jsx' || value.kind === 'children' || value.kind === 'array') {
        segments.push({ kind: 'element', node: expression });
      } else {
        segments.push({ kind: 'computed', node: expression, text: null, env });
      }
      continue;
    }
    segments.push({ kind: 'element', node: child });
  }
}

/** The element's own text pieces in a rendering (env), skipping what renders nothing. */
export function textSegments(entry: IndexedElement, env: Env, evaluator: Evaluator): Segment[] {
  if (!ts.isJsxElement(entry.element)) return [];
  const segments: Segment[] = [];
  childSegments(entry.element.children, env, evaluator, 0, segments);
  return segments;
}

/** The whole text, or null when a piece is unknown or an element. */
export function segmentsText(segments: readonly Segment[]): string | null {
  let text = '';
  for (const segment of segments) {
    if (segment.kind === 'element' || (segment.kind === 'computed' && segment.text === null)) return null;
    text += segment.text;
  }
  return text;
}

/** The element's own text, beside its child elements (the page's text nodes of the element itself), or null when a piece is unknown. */
export function ownText(segments: readonly Segment[]): string | null {
  return segmentsText(segments.filter((segment) => segment.kind !== 'element'));
}

/** The pieces of own text, without the child elements. */
export const textPieces = (segments: readonly Segment[]): Exclude<Segment, { kind: 'element' }>[] =>
  segments.filter((segment): segment is Exclude<Segment, { kind: 'element' }> => segment.kind !== 'element');

export { Env };
