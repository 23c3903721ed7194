// Finding things in JSX: attributes, the JSX parent an element sits in, its nearest id-carrying
// ancestor, and spans.
import ts from 'typescript';
import type { IdIndex, IndexedElement, JsxElementNode, JsxOpening } from '../project/id-index';

/** HTML elements that cannot have children. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export function attributeNamed(opening: JsxOpening, name: string): ts.JsxAttribute | undefined {
  let found: ts.JsxAttribute | undefined;
  for (const property of opening.attributes.properties) {
    if (ts.isJsxAttribute(property) && property.name.getText() === name) found = property;
  }
  return found;
}

/** The JSX element or fragment whose children list holds `element`, or null when it is an expression (a return value, a map callback's result, a prop). */
export function jsxParentOf(element: JsxElementNode): ts.JsxElement | ts.JsxFragment | null {
  const parent = element.parent;
  return ts.isJsxElement(parent) || ts.isJsxFragment(parent) ? parent : null;
}

/** The nearest enclosing element (in the same file) that carries a codebase id. */
export function nearestIdAncestor(entry: IndexedElement, index: IdIndex): IndexedElement | null {
  for (let node = entry.element.parent; node; node = node.parent) {
    if (ts.isJsxElement(node)) {
      const found = index.forOpening(node.openingElement);
      if (found) return found;
    }
  }
  return null;
}

export function spanOf(node: ts.Node): { start: number; end: number } {
  return { start: node.getStart(), end: node.getEnd() };
}

/** True when `inner` is `outer` or inside it. */
export function contains(outer: ts.Node, inner: ts.Node): boolean {
  for (let node: ts.Node | undefined = inner; node; node = node.parent) if (node === outer) return true;
  return false;
}

/** A short, readable reference to an element for error messages: `<h3> at site/components/CardGrid.tsx:12:11`. */
export function describe(entry: IndexedElement): string {
  return `<${entry.tag}> at ${entry.file}:${entry.line}:${entry.column}`;
}

/** Starts of lines inside multi-line template literals under `node`: re-indenting them would change a string. */
export function protectedLineStarts(node: ts.Node, text: string): Set<number> {
  const starts = new Set<number>();
  const visit = (child: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(child) || ts.isTemplateExpression(child) || ts.isStringLiteral(child)) {
      const start = child.getStart();
      for (let i = text.indexOf('\n', start); i >= 0 && i < child.getEnd(); i = text.indexOf('\n', i + 1)) starts.add(i + 1);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return starts;
}
