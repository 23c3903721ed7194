// Renders the site statically, page by page: from the root component down through components,
// props, `.map` over data and conditions, it records every rendering of every id-carrying element
// with the values its parameters have there. That answers "which literal does this card's title
// show" (editText), "is this text static" (lookups) and "how many elements does this source element
// render on the page" (renderings). What cannot be decided from the source (a condition on
// unknown data, a map over a computed array) marks the renderings below it as uncertain.
import ts from 'typescript';
import { ROOT_COMPONENT } from '../site-layout';
import { Env, isFunctionNode, unwrapExpression, type Binding, type Children, type Evaluator, type FunctionNode, type Value } from './evaluate';
import type { IdIndex, IndexedElement } from './id-index';
import type { ResolutionProgram } from './resolution-program';

/** The item of an array literal that a rendering of a `.map` callback's root element shows. */
export interface DataItem {
  array: ts.ArrayLiteralExpression;
  /** The item's place in `array.elements`. */
  index: number;
  /** The `.map` call that renders the array. */
  call: ts.CallExpression;
}

/**
 * One use of a site component as the walk met it: the JSX that names the component
 * (`<LearningProcessSection />` in LandingPage.tsx) and the use the code around that JSX was walked
 * in. A component's whole output acts through this use (component-output.ts).
 */
export interface ComponentUse {
  /** The JSX element that uses the component. */
  element: ts.JsxElement | ts.JsxSelfClosingElement;
  /** The component function it renders. */
  component: FunctionNode;
  /** The use that was being rendered when this JSX was walked (null at the root component). */
  outer: ComponentUse | null;
}

export interface Rendering {
  element: IndexedElement;
  /** Parameter and prop values in this rendering. */
  env: Env;
  /** False when a condition or list above it could not be decided from the source. */
  certain: boolean;
  /** The array item it shows, when the element is what a `.map` callback over an array literal returns; else null. */
  item: DataItem | null;
  /** The rendering of the nearest id-carrying element it sits in (as in the page), or null at the top. */
  parent: Rendering | null;
  /** The component use being rendered when the element was walked: the innermost, outer ones through `outer` (null in the root component). */
  use: ComponentUse | null;
  /** Its place in the page's document order, among every rendering of the page. */
  order: number;
}

export interface PageRender {
  /** The route's path (`/privacy-policy`), or null for the fallback route (not-found page). */
  path: string | null;
  renderings: Map<string, Rendering[]>;
  /** Every JSX use of each site component the page renders (each use once, in the order met). */
  uses: Map<FunctionNode, ComponentUse['element'][]>;
}

type Returns = 'always' | 'maybe' | 'never';

interface RouteChoice {
  path: string | null;
}

const ROUTER_MODULE = 'wouter';
const MAX_COMPONENT_DEPTH = 64;

function jsxAttribute(opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement, name: string): ts.JsxAttribute | undefined {
  return opening.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
}

/** The function whose returned value `node` is (an arrow's expression body, or a `return`), else null. */
export function returningFunction(node: ts.Node): FunctionNode | null {
  let current = node;
  while (ts.isParenthesizedExpression(current.parent) || ts.isAsExpression(current.parent) || ts.isSatisfiesExpression(current.parent)) current = current.parent;
  const parent = current.parent;
  if (ts.isArrowFunction(parent) && parent.body === current) return parent;
  if (!ts.isReturnStatement(parent)) return null;
  for (let up: ts.Node | undefined = parent.parent; up; up = up.parent) if (isFunctionNode(up)) return up;
  return null;
}

function childrenOf(node: ts.JsxElement | ts.JsxSelfClosingElement): readonly ts.JsxChild[] {
  return ts.isJsxElement(node) ? node.children : [];
}

class PageWalker {
  readonly renderings = new Map<string, Rendering[]>();
  readonly uses = new Map<FunctionNode, ComponentUse['element'][]>();
  /** The component use whose body is being walked. */
  private use: ComponentUse | null = null;
  private readonly stack: ts.Node[] = [];
  /** The `.map` callbacks being walked for an item of an array literal, innermost last. */
  private readonly items: { callback: FunctionNode; item: DataItem }[] = [];
  /** The rendering whose children are being walked: the parent of what is recorded now. */
  private parent: Rendering | null = null;
  /** How many renderings the page has recorded so far: the next one's document order. */
  private recorded = 0;

  constructor(
    private readonly evaluator: Evaluator,
    private readonly index: IdIndex,
    private readonly route: RouteChoice,
  ) {}

  renderComponent(fn: FunctionNode, props: Extract<Value, { kind: 'props' }> | null, closure: Env, certain: boolean): void {
    if (this.stack.includes(fn) || this.stack.length > MAX_COMPONENT_DEPTH) return;
    const bindings = new Map<ts.Node, Binding>();
    const parameter = fn.parameters[0];
    const propsValue: Value = props ?? { kind: 'nullish', value: undefined };
    if (parameter) {
      // The whole props under the parameter itself, also when it is destructured: what a use site
      // passed (server/edit/use-site.ts) is found from any rendering inside the component.
      bindings.set(parameter, { value: propsValue });
      this.bindParameter(parameter.name, parameter, { value: propsValue }, bindings, parameter);
    }
    this.stack.push(fn);
    try {
      this.walkBody(fn, closure.extend(bindings), certain);
    } finally {
      this.stack.pop();
    }
  }

  /** Binds a parameter (or a destructuring pattern inside it) to a value. */
  private bindParameter(name: ts.BindingName, declaration: ts.Node, binding: Binding, bindings: Map<ts.Node, Binding>, at: ts.Node): void {
    if (ts.isIdentifier(name)) {
      bindings.set(declaration, binding);
      return;
    }
    if (ts.isArrayBindingPattern(name)) {
      for (const element of name.elements) {
        if (ts.isBindingElement(element)) this.bindParameter(element.name, element, { value: { kind: 'unknown', at } }, bindings, at);
      }
      return;
    }
    const whole = this.evaluator.readBinding(binding);
    for (const element of name.elements) {
      if (element.dotDotDotToken) {
        this.bindParameter(element.name, element, { value: { kind: 'unknown', at: element } }, bindings, at);
        continue;
      }
      const keyNode = element.propertyName ?? element.name;
      const key = ts.isIdentifier(keyNode) || ts.isStringLiteral(keyNode) ? keyNode.text : null;
      let value: Value = key === null ? { kind: 'unknown', at: element } : this.evaluator.property(whole, key, element);
      if (value.kind === 'nullish' && value.value === undefined && element.initializer) value = this.evaluator.evaluate(element.initializer, Env.root);
      this.bindParameter(element.name, element, { value }, bindings, element);
    }
  }

  private walkBody(fn: FunctionNode, env: Env, certain: boolean): void {
    const body = fn.body;
    if (!body) return;
    if (ts.isBlock(body)) this.walkStatements(body.statements, env, certain);
    else this.walk(body, env, certain);
  }

  /** Walks statements up to the `return` that ends them; says whether reaching them always, maybe or never returns. */
  private walkStatements(statements: readonly ts.Statement[], env: Env, certain: boolean): Returns {
    let sure = certain;
    let result: Returns = 'never';
    for (const statement of statements) {
      const returns = this.walkStatement(statement, env, sure);
      if (returns === 'always') return 'always';
      if (returns === 'maybe') {
        // Statements after an undecidable early return render only in some cases.
        sure = false;
        result = 'maybe';
      }
    }
    return result;
  }

  private walkStatement(statement: ts.Statement, env: Env, certain: boolean): Returns {
    if (ts.isReturnStatement(statement)) {
      if (statement.expression) this.walk(statement.expression, env, certain);
      return 'always';
    }
    if (ts.isBlock(statement)) return this.walkStatements(statement.statements, env, certain);
    if (ts.isIfStatement(statement)) {
      const truth = this.evaluator.truthiness(this.evaluator.evaluate(statement.expression, env));
      if (truth === true) return this.walkStatement(statement.thenStatement, env, certain);
      if (truth === false) return statement.elseStatement ? this.walkStatement(statement.elseStatement, env, certain) : 'never';
      const thenReturns = this.walkStatement(statement.thenStatement, env, false);
      const elseReturns = statement.elseStatement ? this.walkStatement(statement.elseStatement, env, false) : 'never';
      if (thenReturns === 'always' && elseReturns === 'always') return 'always';
      return thenReturns === 'never' && elseReturns === 'never' ? 'never' : 'maybe';
    }
    return 'never';
  }

  /** Walks an expression in render position (a JSX child, a return value). */
  walk(node: ts.Expression, env: Env, certain: boolean): void {
    const expression = unwrapExpression(node);
    if (ts.isJsxElement(expression)) return this.walkElement(expression.openingElement, expression.children, env, certain);
    if (ts.isJsxSelfClosingElement(expression)) return this.walkElement(expression, [], env, certain);
    if (ts.isJsxFragment(expression)) return this.walkChildren(expression.children, env, certain);
    if (ts.isConditionalExpression(expression)) {
      const truth = this.evaluator.truthiness(this.evaluator.evaluate(expression.condition, env));
      if (truth !== false) this.walk(expression.whenTrue, env, certain && truth === true);
      if (truth !== true) this.walk(expression.whenFalse, env, certain && truth === false);
      return;
    }
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
        const truth = this.evaluator.truthiness(this.evaluator.evaluate(expression.left, env));
        if (truth !== false) this.walk(expression.right, env, certain && truth === true);
        return;
      }
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
        this.walk(expression.left, env, false);
        this.walk(expression.right, env, false);
      }
      return;
    }
    if (ts.isCallExpression(expression)) return this.walkCall(expression, env, certain);
    if (ts.isArrayLiteralExpression(expression)) {
      for (const element of expression.elements) if (!ts.isSpreadElement(element) && !ts.isOmittedExpression(element)) this.walk(element, env, certain);
      return;
    }
    if (ts.isIdentifier(expression)) {
      const declaration = this.evaluator.declarationOf(expression);
      const bound = declaration && env.lookup(declaration);
      if (bound) {
        if ('value' in bound) this.walkValue(bound.value, certain);
        else this.walk(bound.expr, bound.env, certain);
        return;
      }
      // `const items = block.items.map(...)`, then `{items}`: walk the initializer where it is written.
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) {
        this.walk(declaration.initializer, env, certain);
      }
      return;
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      this.walkValue(this.evaluator.evaluate(expression, env), certain);
    }
  }

  private walkValue(value: Value, certain: boolean): void {
    if (value.kind === 'jsx') this.walk(value.node, value.env, certain);
    else if (value.kind === 'children') this.walkChildren(value.children.nodes, value.children.env, certain);
    else if (value.kind === 'array') this.walk(value.node, value.env, certain);
  }

  private walkChildren(children: readonly ts.JsxChild[], env: Env, certain: boolean): void {
    for (const child of children) {
      if (ts.isJsxText(child)) continue;
      if (ts.isJsxExpression(child)) {
        if (child.expression) this.walk(child.expression, env, certain);
        continue;
      }
      this.walk(child, env, certain);
    }
  }

  private walkCall(call: ts.CallExpression, env: Env, certain: boolean): void {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'map') return;
    const callbackNode = call.arguments[0];
    if (!callbackNode) return;
    const callback = this.evaluator.evaluate(callbackNode, env);
    if (callback.kind !== 'function') return;
    const list = this.evaluator.evaluate(callee.expression, env);
    if (list.kind === 'nullish') return;
    const [itemParameter, indexParameter] = callback.node.parameters;
    const callItem = (item: Binding, index: Value, sure: boolean, dataItem: DataItem | null = null): void => {
      const bindings = new Map<ts.Node, Binding>();
      if (itemParameter) this.bindParameter(itemParameter.name, itemParameter, item, bindings, itemParameter);
      if (indexParameter) this.bindParameter(indexParameter.name, indexParameter, { value: index }, bindings, indexParameter);
      if (dataItem) this.items.push({ callback: callback.node, item: dataItem });
      try {
        this.walkBody(callback.node, callback.env.extend(bindings), sure);
      } finally {
        if (dataItem) this.items.pop();
      }
    };
    if (list.kind !== 'array' || list.node.elements.some(ts.isSpreadElement)) {
      callItem({ value: { kind: 'unknown', at: callee.expression } }, { kind: 'unknown', at: callee.expression }, false);
      return;
    }
    list.node.elements.forEach((element, index) => {
      if (ts.isOmittedExpression(element)) return;
      callItem({ expr: element, env: list.env }, { kind: 'number', value: index }, certain, { array: list.node, index, call });
    });
  }

  /** The array item whose `.map` callback returns `element` here, if one is being walked. */
  private itemOf(element: IndexedElement): DataItem | null {
    const callback = returningFunction(element.element);
    if (!callback) return null;
    for (let i = this.items.length - 1; i >= 0; i--) if (this.items[i]!.callback === callback) return this.items[i]!.item;
    return null;
  }

  private record(element: IndexedElement, env: Env, certain: boolean): Rendering {
    const list = this.renderings.get(element.id);
    const rendering = { element, env, certain, item: this.itemOf(element), parent: this.parent, use: this.use, order: this.recorded++ };
    if (list) list.push(rendering);
    else this.renderings.set(element.id, [rendering]);
    return rendering;
  }

  private walkElement(opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement, children: readonly ts.JsxChild[], env: Env, certain: boolean): void {
    const entry = this.index.forOpening(opening);
    if (!entry) return this.walkInside(opening, children, env, certain);
    const outer = this.parent;
    this.parent = this.record(entry, env, certain);
    try {
      this.walkInside(opening, children, env, certain);
    } finally {
      this.parent = outer;
    }
  }

  /** What an element renders inside itself: its children, or the component it names. */
  private walkInside(opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement, children: readonly ts.JsxChild[], env: Env, certain: boolean): void {
    const entry = this.index.forOpening(opening);
    // A DOM element renders its children as written; a library component's use site (recorded
    // above: it names the element the component renders) is still the component below.
    if (entry && entry.library === null) {
      this.walkChildren(children, env, certain);
      return;
    }
    const tag = opening.tagName;
    if (ts.isIdentifier(tag)) {
      const fromPackage = this.evaluator.packageImportOf(tag);
      if (fromPackage?.module === ROUTER_MODULE && fromPackage.name === 'Switch') return this.walkSwitch(children, env, certain);
      if (fromPackage?.module === ROUTER_MODULE && fromPackage.name === 'Route') {
        const path = this.routePath(opening);
        if (path === undefined || path === this.route.path) this.walkChildren(children, env, certain);
        return;
      }
    }
    const component = ts.isIdentifier(tag) || ts.isPropertyAccessExpression(tag) ? this.evaluator.evaluate(tag, env) : null;
    if (component?.kind === 'function' && isFunctionNode(component.node)) {
      const children_: Children | null = children.length ? { nodes: children, env } : null;
      const element = ts.isJsxOpeningElement(opening) ? opening.parent : opening;
      this.noteUse(component.node, element);
      const outer = this.use;
      this.use = { element, component: component.node, outer };
      try {
        this.renderComponent(component.node, { kind: 'props', attributes: opening.attributes, children: children_, env }, component.env, certain);
      } finally {
        this.use = outer;
      }
      return;
    }
    // A package component (Suspense, Router, Link), a class component rendering its children, or
    // `<Tag>` with a tag name in a variable: their JSX children render as written.
    this.walkChildren(children, env, certain);
  }

  private noteUse(component: FunctionNode, element: ComponentUse['element']): void {
    const known = this.uses.get(component);
    if (!known) this.uses.set(component, [element]);
    else if (!known.includes(element)) known.push(element);
  }

  /** `path` of a `<Route>`: a string, or undefined for the catch-all route. */
  private routePath(opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement): string | null | undefined {
    const attribute = jsxAttribute(opening, 'path');
    if (!attribute) return undefined;
    return attribute.initializer && ts.isStringLiteral(attribute.initializer) ? attribute.initializer.text : null;
  }

  /** wouter's `<Switch>` renders the first `<Route>` that matches the page, else the catch-all. */
  private walkSwitch(children: readonly ts.JsxChild[], env: Env, certain: boolean): void {
    for (const child of children) {
      if (!ts.isJsxElement(child) && !ts.isJsxSelfClosingElement(child)) continue;
      const opening = ts.isJsxElement(child) ? child.openingElement : child;
      const path = this.routePath(opening);
      if (path === undefined ? this.route.path === null : path === this.route.path) {
        this.walkChildren(childrenOf(child), env, certain);
        return;
      }
    }
  }
}

/**
 * The `<Route>` paths each parsed file declares. A file's routes depend on its text alone (`Route` counts
 * only when the file imports it from the router package itself), and a file whose bytes did not change
 * keeps its parsed object from one reading of the site to the next: each edit walks only the file it changed.
 */
const routesOfFile = new WeakMap<ts.SourceFile, (string | null)[]>();

function routesIn(sourceFile: ts.SourceFile, evaluator: Evaluator): (string | null)[] {
  const known = routesOfFile.get(sourceFile);
  if (known) return known;
  const paths: (string | null)[] = [];
  const visit = (node: ts.Node): void => {
    const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null;
    if (opening && ts.isIdentifier(opening.tagName)) {
      const fromPackage = evaluator.packageImportOf(opening.tagName);
      if (fromPackage?.module === ROUTER_MODULE && fromPackage.name === 'Route') {
        const attribute = jsxAttribute(opening, 'path');
        const path = !attribute ? null : attribute.initializer && ts.isStringLiteral(attribute.initializer) ? attribute.initializer.text : undefined;
        if (path !== undefined) paths.push(path);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  routesOfFile.set(sourceFile, paths);
  return paths;
}

/** The paths of every `<Route>` the site declares, plus null for its catch-all route if it has one. */
function routeChoices(program: ResolutionProgram, evaluator: Evaluator): RouteChoice[] {
  const paths: (string | null)[] = [];
  for (const sourceFile of program.program.getSourceFiles()) {
    for (const path of routesIn(sourceFile, evaluator)) if (!paths.includes(path)) paths.push(path);
  }
  return paths.length ? paths.map((path) => ({ path })) : [{ path: '/' }];
}

/** Renders every page of the site from its root component. */
export function renderPages(program: ResolutionProgram, index: IdIndex, evaluator: Evaluator): PageRender[] {
  const rootFile = program.sourceFile(ROOT_COMPONENT.file);
  const root = rootFile?.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === ROOT_COMPONENT.name);
  if (!root) return [];
  return routeChoices(program, evaluator).map((route) => {
    const walker = new PageWalker(evaluator, index, route);
    walker.renderComponent(root, null, Env.root, true);
    return { path: route.path, renderings: walker.renderings, uses: walker.uses };
  });
}
