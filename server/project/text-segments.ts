// The text an element shows in one rendering, as the pieces of source it comes from: JSX text in the
// element, string literals its expressions resolve to (data in site/content/), computed text, and
// child elements (whose text is their own).
import ts from 'typescript';
import { jsxTextValue } from '../edit/jsx-text';
import { Env, unwrapExpression, type Evaluator, type StringSource } from './evaluate';
import type { IndexedElement } from './id-index';

export type Segment =
  | { kind: 'jsxText'; node: ts.JsxText; text: string }
  | { kind: 'literal'; node: StringSource; text: string; expression: ts.Expression }
  | { kind: 'computed'; node: ts.Expression; text: string | null }
  | { kind: 'element'; node: ts.Node };

/** The element's own text pieces in a rendering (env), skipping what renders nothing. */
export function textSegments(entry: IndexedElement, env: Env, evaluator: Evaluator): Segment[] {
  if (!ts.isJsxElement(entry.element)) return [];
  const segments: Segment[] = [];
  for (const child of entry.element.children) {
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
      if (value.kind === 'string') {
        if (value.literal) segments.push({ kind: 'literal', node: value.literal, text: value.value, expression });
        else segments.push({ kind: 'computed', node: expression, text: value.value });
      } else if (value.kind === 'number') {
        segments.push({ kind: 'computed', node: expression, text: String(value.value) });
      } else if (value.kind === 'nullish' || value.kind === 'boolean') {
        continue;
      } else if (value.kind === 'jsx' || value.kind === 'children' || value.kind === 'array') {
        segments.push({ kind: 'element', node: expression });
      } else {
        segments.push({ kind: 'computed', node: expression, text: null });
      }
      continue;
    }
    segments.push({ kind: 'element', node: child });
  }
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

/** Text that can be edited in place: only JSX text and literals, and some of it. */
export function isStaticText(segments: readonly Segment[]): boolean {
  return segments.length > 0 && segments.every((segment) => segment.kind === 'jsxText' || segment.kind === 'literal');
}

export { Env };
