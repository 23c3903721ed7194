// Where a piece of source is, in a designer's words: the component it is written in, the content
// file and the path of names and items that lead to a value ("the content file course.ts (pricing ›
// packages › “Basic Package” › paymentLink)"), or the use of a component that writes it.
import ts from 'typescript';

/** The name of the function component `node` is written in, or null at module level. */
export function componentOf(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name && /^[A-Z]/.test(current.name.text)) return current.name.text;
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name) && /^[A-Z]/.test(current.parent.name.text)) {
      return current.parent.name.text;
    }
  }
  return null;
}

/** The project-relative file of a node (`site/content/course.ts`). */
export const fileOf = (node: ts.Node): string => node.getSourceFile().fileName.replace(/^\//, '');

/** The file's own name (`course.ts`). */
export const baseName = (node: ts.Node): string => fileOf(node).slice(fileOf(node).lastIndexOf('/') + 1);

const LABEL_KEYS = ['title', 'name', 'label'];

/** What a person knows an array item by: its title, name or label when it writes one as a string. */
function itemLabel(item: ts.Expression): string | null {
  const value = skipWrappers(item);
  if (!ts.isObjectLiteralExpression(value)) return null;
  for (const key of LABEL_KEYS) {
    const property = value.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key);
    if (property && (ts.isStringLiteral(property.initializer) || ts.isNoSubstitutionTemplateLiteral(property.initializer))) {
      const text = property.initializer.text;
      return `“${text.length > 40 ? `${text.slice(0, 37)}...` : text}”`;
    }
  }
  return null;
}

function skipWrappers(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) current = current.expression;
  return current;
}

/** The names and items from a declaration down to `node`: `pricing › packages › “Basic Package” › paymentLink`. */
export function dataPath(node: ts.Node): string[] {
  const parts: string[] = [];
  let current: ts.Node = node;
  for (;;) {
    const parent: ts.Node = current.parent;
    if (!parent) break;
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
      current = parent;
      continue;
    }
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      const name = parent.name;
      parts.unshift(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText());
      current = parent.parent;
      continue;
    }
    if (ts.isArrayLiteralExpression(parent)) {
      const index = parent.elements.indexOf(current as ts.Expression);
      parts.unshift(itemLabel(current as ts.Expression) ?? `item ${index + 1}`);
      current = parent;
      continue;
    }
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) parts.unshift(parent.name.text);
    break;
  }
  return parts;
}

/** True for the site's content files (`site/content/…`), where its copy and data live. */
export const isContentFile = (node: ts.Node): boolean => fileOf(node).startsWith('site/content/');

/**
 * Where a literal is written, in plain words that follow "written": "where SectionLink is used in
 * HeroSection" for a prop written at a component's use, "in the content file course.ts (hero › cta)"
 * for data, else "in" the component or file and the names that lead to it.
 */
export function placeOf(literal: ts.Node, { generic = false }: { generic?: boolean } = {}): string {
  const parent = literal.parent;
  if (parent && ts.isJsxAttribute(parent)) {
    const opening = parent.parent.parent;
    const component = componentOf(opening);
    return `where ${opening.tagName.getText()} is used${component ? ` in ${component}` : ` in ${baseName(literal)}`}`;
  }
  // For every rendering of a list at once: its item is "each item".
  const path = dataPath(literal).map((part) => (generic && (part.startsWith('“') || /^item \d+$/.test(part)) ? 'each item' : part));
  const inside = path.length ? ` (${path.join(' › ')})` : '';
  if (isContentFile(literal)) return `in the content file ${baseName(literal)}${inside}`;
  const component = componentOf(literal);
  return `in ${component ? `${component} (${baseName(literal)})` : baseName(literal)}${inside}`;
}

/**
 * True for a literal a designer's change may rewrite for one rendering: data in a content file, a
 * prop written where a component is used, or an item of a list. A constant of a component's own
 * file (`const ink = 'var(--ink)'`) is the component's code, shared by every use of it.
 */
export function isDataLiteral(literal: ts.Node): boolean {
  if (isContentFile(literal) || ts.isJsxAttribute(literal.parent)) return true;
  for (let node: ts.Node = literal; node.parent && !ts.isVariableDeclaration(node.parent); node = node.parent) if (ts.isArrayLiteralExpression(node.parent)) return true;
  return false;
}
