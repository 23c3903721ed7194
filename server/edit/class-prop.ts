// Whether an element's classes come (in part) from a prop of the component it is written in, as
// SectionLink's `<a className={className}>` does: then each use of the component passes its own
// classes, and a style can go either to every use (a class of the element itself) or to one use
// (a class where that use passes its value). The lookups tell the editor, so it can offer the choice.
import ts from 'typescript';
import type { Evaluator, FunctionNode } from '../project/evaluate';
import type { IndexedElement } from '../project/id-index';
import { attributeNamed } from './jsx-nodes';

export interface ClassProp {
  /** The prop the classes come from (`className`). */
  prop: string;
  /** The component function whose first parameter holds the props. */
  component: FunctionNode;
}

/** The function component named `name` that `node` is written in. */
export function componentFunction(node: ts.Node, name: string | null): FunctionNode | null {
  if (name === null) return null;
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name?.text === name) return current;
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name) && current.parent.name.text === name) return current;
  }
  return null;
}

/** The prop named by a destructured parameter's binding element (`{ className }`, `{ className: c }`). */
function propOfBinding(element: ts.BindingElement, parameter: ts.ParameterDeclaration): string | null {
  if (element.dotDotDotToken || element.parent.parent !== parameter) return null;
  const key = element.propertyName ?? element.name;
  return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : null;
}

/** The prop of `component` the element's className reads, or null when it reads none. */
export function classPropOf(entry: IndexedElement, evaluator: Evaluator): ClassProp | null {
  const initializer = attributeNamed(entry.opening, 'className')?.initializer;
  if (!initializer || !ts.isJsxExpression(initializer) || !initializer.expression) return null;
  const component = componentFunction(entry.opening, entry.component);
  const parameter = component?.parameters[0];
  if (!component || !parameter) return null;
  let prop: string | null = null;
  const visit = (node: ts.Node): void => {
    if (prop !== null) return;
    if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
      const declaration = evaluator.declarationOf(node);
      if (declaration && ts.isBindingElement(declaration)) prop = propOfBinding(declaration, parameter);
      // `props.className`: the parameter itself, then the property read from it.
      else if (declaration === parameter && ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) prop = node.parent.name.text;
    }
    ts.forEachChild(node, visit);
  };
  visit(initializer.expression);
  return prop === null ? null : { prop, component };
}
