// A small static evaluator for the site's render code: it follows an expression such as
// `{card.title}` through parameters, props, `.map` items, imports and `as const` data to the value
// it has in one rendering, and remembers which string literal produced a string. Anything it cannot
// know for sure (calls, mutable variables, spreads) is `unknown`, never guessed.
import ts from 'typescript';
import type { ResolutionProgram } from './resolution-program';

export type StringSource = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;

export interface Children {
  nodes: readonly ts.JsxChild[];
  env: Env;
}

export type Value =
  | { kind: 'string'; value: string; literal: StringSource | null; from: ts.Node }
  | { kind: 'number'; value: number; literal?: ts.NumericLiteral }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'nullish'; value: null | undefined }
  | { kind: 'object'; node: ts.ObjectLiteralExpression; env: Env }
  | { kind: 'array'; node: ts.ArrayLiteralExpression; env: Env }
  | { kind: 'props'; attributes: ts.JsxAttributes; children: Children | null; env: Env }
  | { kind: 'jsx'; node: ts.Expression; env: Env }
  | { kind: 'children'; children: Children }
  | { kind: 'function'; node: FunctionNode; env: Env }
  | { kind: 'page'; file: string }
  | { kind: 'unknown'; at: ts.Node };

export type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** A binding is evaluated when read: `{ expr, env }` is the argument expression in its caller's scope. */
export type Binding = { value: Value } | { expr: ts.Expression; env: Env };

/** Values of parameters and destructured props, per rendering; module-level names need no binding. */
export class Env {
  static readonly root = new Env(null, new Map());

  private constructor(
    private readonly parent: Env | null,
    private readonly bindings: ReadonlyMap<ts.Node, Binding>,
  ) {}

  extend(bindings: ReadonlyMap<ts.Node, Binding>): Env {
    return new Env(this, bindings);
  }

  lookup(declaration: ts.Node): Binding | undefined {
    for (let env: Env | null = this; env; env = env.parent) {
      const found = env.bindings.get(declaration);
      if (found) return found;
    }
    return undefined;
  }
}

const MAX_DEPTH = 200;

export function unwrapExpression(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

export function isFunctionNode(node: ts.Node): node is FunctionNode {
  return ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

function propertyNameText(name: ts.PropertyName | ts.BindingName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return null;
}

export class Evaluator {
  private depth = 0;
  /** What `declarationOf` answered for each name: a page render asks again for every item of a list. */
  private readonly declarations = new Map<ts.Identifier, ts.Declaration | undefined>();

  constructor(private readonly program: ResolutionProgram) {}

  /** The declaration a name refers to, through imports; undefined for names from outside the site. */
  declarationOf(identifier: ts.Identifier): ts.Declaration | undefined {
    if (this.declarations.has(identifier)) return this.declarations.get(identifier);
    const declaration = this.resolveDeclaration(identifier);
    this.declarations.set(identifier, declaration);
    return declaration;
  }

  private resolveDeclaration(identifier: ts.Identifier): ts.Declaration | undefined {
    const checker = this.program.checker;
    const parent = identifier.parent;
    let symbol =
      parent && ts.isShorthandPropertyAssignment(parent) && parent.name === identifier
        ? checker.getShorthandAssignmentValueSymbol(parent)
        : checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
      const target = checker.getAliasedSymbol(symbol);
      // An import the program could not resolve (react, wouter) stays an alias to "unknown".
      if (!target.declarations?.length) return symbol.declarations?.[0];
      symbol = target;
    }
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** The module specifier and imported name when `identifier` comes from a package (`Switch` from 'wouter'). */
  packageImportOf(identifier: ts.Identifier): { module: string; name: string } | null {
    const declaration = this.declarationOf(identifier);
    if (!declaration || !ts.isImportSpecifier(declaration)) return null;
    const importDeclaration = declaration.parent.parent.parent;
    if (!ts.isStringLiteral(importDeclaration.moduleSpecifier)) return null;
    return { module: importDeclaration.moduleSpecifier.text, name: (declaration.propertyName ?? declaration.name).text };
  }

  evaluate(expression: ts.Expression, env: Env): Value {
    if (this.depth > MAX_DEPTH) return { kind: 'unknown', at: expression };
    this.depth++;
    try {
      return this.evaluateInner(unwrapExpression(expression), env);
    } finally {
      this.depth--;
    }
  }

  readBinding(binding: Binding): Value {
    return 'value' in binding ? binding.value : this.evaluate(binding.expr, binding.env);
  }

  /** true/false when the value's truthiness is known, null otherwise. */
  truthiness(value: Value): boolean | null {
    switch (value.kind) {
      case 'string':
        return value.value !== '';
      case 'number':
        return value.value !== 0 && !Number.isNaN(value.value);
      case 'boolean':
        return value.value;
      case 'nullish':
        return false;
      case 'unknown':
        return null;
      default:
        return true;
    }
  }

  /** A property of an object-like value, by name. */
  property(value: Value, name: string, at: ts.Node): Value {
    switch (value.kind) {
      case 'object':
        return this.objectProperty(value.node, value.env, name, at);
      case 'props':
        return this.propOf(value, name, at);
      case 'array':
        if (name === 'length' && !value.node.elements.some(ts.isSpreadElement)) return { kind: 'number', value: value.node.elements.length };
        return { kind: 'unknown', at };
      case 'string':
        if (name === 'length') return { kind: 'number', value: value.value.length };
        return { kind: 'unknown', at };
      case 'page':
        return name === 'Component' ? this.defaultExportOf(value.file, at) : { kind: 'unknown', at };
      case 'nullish':
        // Reading a property of undefined only happens behind `?.` in code that typechecks.
        return { kind: 'nullish', value: undefined };
      default:
        return { kind: 'unknown', at };
    }
  }

  /** A JSX attribute of a component's call site, as its prop value. */
  propOf(props: Extract<Value, { kind: 'props' }>, name: string, at: ts.Node): Value {
    if (name === 'children' && props.children) return { kind: 'children', children: props.children };
    let spread = false;
    let found: Value | null = null;
    for (const attribute of props.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) {
        // A later spread may override an earlier attribute: only a match after every spread is sure.
        spread = true;
        found = null;
        continue;
      }
      if (attribute.name.getText() !== name) continue;
      spread = false;
      found = this.attributeValue(attribute, props.env);
    }
    if (found) return found;
    return spread ? { kind: 'unknown', at } : { kind: 'nullish', value: undefined };
  }

  attributeValue(attribute: ts.JsxAttribute, env: Env): Value {
    const initializer = attribute.initializer;
    if (!initializer) return { kind: 'boolean', value: true };
    if (ts.isStringLiteral(initializer)) return { kind: 'string', value: initializer.text, literal: initializer, from: initializer };
    if (ts.isJsxExpression(initializer)) return initializer.expression ? this.evaluate(initializer.expression, env) : { kind: 'unknown', at: initializer };
    return { kind: 'jsx', node: initializer, env };
  }

  private objectProperty(node: ts.ObjectLiteralExpression, env: Env, name: string, at: ts.Node): Value {
    let result: Value = { kind: 'nullish', value: undefined };
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = this.evaluate(property.expression, env);
        result = spread.kind === 'object' ? this.objectPropertyOrKeep(spread, name, result, at) : { kind: 'unknown', at };
        continue;
      }
      if (!property.name || propertyNameText(property.name) !== name) continue;
      if (ts.isPropertyAssignment(property)) result = this.evaluate(property.initializer, env);
      else if (ts.isShorthandPropertyAssignment(property)) result = this.evaluate(property.name, env);
      else if (ts.isMethodDeclaration(property)) result = { kind: 'unknown', at: property };
      else result = { kind: 'unknown', at: property };
    }
    return result;
  }

  private objectPropertyOrKeep(spread: Extract<Value, { kind: 'object' }>, name: string, current: Value, at: ts.Node): Value {
    const has = spread.node.properties.some((p) => ts.isSpreadAssignment(p) || (p.name !== undefined && propertyNameText(p.name) === name));
    return has ? this.objectProperty(spread.node, spread.env, name, at) : current;
  }

  private element(value: Value, index: number, at: ts.Node): Value {
    if (value.kind !== 'array') return value.kind === 'nullish' ? value : { kind: 'unknown', at };
    const elements = value.node.elements;
    if (elements.slice(0, index + 1).some(ts.isSpreadElement)) return { kind: 'unknown', at };
    const item = elements[index];
    if (!item) return { kind: 'nullish', value: undefined };
    return ts.isOmittedExpression(item) ? { kind: 'nullish', value: undefined } : this.evaluate(item, value.env);
  }

  private defaultExportOf(file: string, at: ts.Node): Value {
    const sourceFile = this.program.sourceFile(file);
    if (!sourceFile) return { kind: 'unknown', at };
    for (const statement of sourceFile.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
        return { kind: 'function', node: statement, env: Env.root };
      }
      if (ts.isExportAssignment(statement) && !statement.isExportEquals) return this.evaluate(statement.expression, Env.root);
    }
    return { kind: 'unknown', at };
  }

  private fromDeclaration(declaration: ts.Declaration | undefined, identifier: ts.Identifier, env: Env): Value {
    if (!declaration) return identifier.text === 'undefined' ? { kind: 'nullish', value: undefined } : { kind: 'unknown', at: identifier };
    const bound = env.lookup(declaration);
    if (bound) return this.readBinding(bound);
    if (ts.isVariableDeclaration(declaration)) {
      const isConst = (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
      if (!isConst || !declaration.initializer || !ts.isIdentifier(declaration.name)) return { kind: 'unknown', at: identifier };
      return this.evaluate(declaration.initializer, env);
    }
    if (ts.isBindingElement(declaration)) return this.fromBindingElement(declaration, identifier, env);
    if (ts.isFunctionDeclaration(declaration)) return { kind: 'function', node: declaration, env: Env.root };
    return { kind: 'unknown', at: identifier };
  }

  /** `const { a } = value` at module level or in a rendering: the property of the destructured value. */
  private fromBindingElement(element: ts.BindingElement, at: ts.Node, env: Env): Value {
    const path: string[] = [];
    let current: ts.Node = element;
    while (ts.isBindingElement(current)) {
      if (current.dotDotDotToken) return { kind: 'unknown', at };
      const pattern: ts.BindingPattern = current.parent;
      if (ts.isArrayBindingPattern(pattern)) return { kind: 'unknown', at };
      const key = propertyNameText(current.propertyName ?? current.name);
      if (key === null) return { kind: 'unknown', at };
      path.unshift(key);
      current = pattern.parent;
    }
    if (!ts.isVariableDeclaration(current) || !current.initializer) return { kind: 'unknown', at };
    if ((ts.getCombinedNodeFlags(current) & ts.NodeFlags.Const) === 0) return { kind: 'unknown', at };
    let value = this.evaluate(current.initializer, env);
    for (const key of path) value = this.property(value, key, at);
    if (value.kind === 'nullish' && element.initializer) return this.evaluate(element.initializer, env);
    return value;
  }

  /** `String(x)` of a known number or string (the global, not a site function of that name). */
  private stringCall(call: ts.CallExpression, env: Env): Value | null {
    const callee = call.expression;
    if (!ts.isIdentifier(callee) || callee.text !== 'String' || this.declarationOf(callee) || call.arguments.length !== 1) return null;
    const value = this.evaluate(call.arguments[0]!, env);
    if (value.kind !== 'string' && value.kind !== 'number') return null;
    return { kind: 'string', value: String(value.value), literal: null, from: call };
  }

  private lazyPage(call: ts.CallExpression): Value | null {
    // Site convention (site/lib/lazyPage.ts): `lazyPage(() => import('./X'))` in site/pages/index.ts is the page whose
    // `.Component` is X's default export.
    if (!ts.isIdentifier(call.expression) || call.expression.text !== 'lazyPage') return null;
    const loader = call.arguments[0];
    if (!loader || !ts.isArrowFunction(loader) || ts.isBlock(loader.body)) return null;
    const body = unwrapExpression(loader.body);
    if (!ts.isCallExpression(body) || body.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
    const specifier = body.arguments[0];
    if (!specifier || !ts.isStringLiteral(specifier)) return null;
    const file = this.program.resolveImport(call.getSourceFile().fileName, specifier.text);
    return file ? { kind: 'page', file } : null;
  }

  private evaluateInner(expression: ts.Expression, env: Env): Value {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return { kind: 'string', value: expression.text, literal: expression, from: expression };
    }
    if (ts.isNumericLiteral(expression)) return { kind: 'number', value: Number(expression.text), literal: expression };
    switch (expression.kind) {
      case ts.SyntaxKind.TrueKeyword:
        return { kind: 'boolean', value: true };
      case ts.SyntaxKind.FalseKeyword:
        return { kind: 'boolean', value: false };
      case ts.SyntaxKind.NullKeyword:
        return { kind: 'nullish', value: null };
    }
    if (ts.isTemplateExpression(expression)) {
      let text = expression.head.text;
      for (const span of expression.templateSpans) {
        const part = this.evaluate(span.expression, env);
        if (part.kind !== 'string' && part.kind !== 'number') return { kind: 'unknown', at: expression };
        text += String(part.value) + span.literal.text;
      }
      return { kind: 'string', value: text, literal: null, from: expression };
    }
    if (ts.isIdentifier(expression)) return this.fromDeclaration(this.declarationOf(expression), expression, env);
    if (ts.isPropertyAccessExpression(expression)) {
      const object = this.evaluate(expression.expression, env);
      return this.property(object, expression.name.text, expression);
    }
    if (ts.isElementAccessExpression(expression)) {
      const object = this.evaluate(expression.expression, env);
      const key = this.evaluate(expression.argumentExpression, env);
      if (key.kind === 'number') return this.element(object, key.value, expression);
      if (key.kind === 'string') return this.property(object, key.value, expression);
      return { kind: 'unknown', at: expression };
    }
    if (ts.isConditionalExpression(expression)) {
      const condition = this.truthiness(this.evaluate(expression.condition, env));
      if (condition === null) return { kind: 'unknown', at: expression };
      return this.evaluate(condition ? expression.whenTrue : expression.whenFalse, env);
    }
    if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.ExclamationToken) {
      const operand = this.truthiness(this.evaluate(expression.operand, env));
      return operand === null ? { kind: 'unknown', at: expression } : { kind: 'boolean', value: !operand };
    }
    if (ts.isBinaryExpression(expression)) return this.binary(expression, env);
    if (ts.isObjectLiteralExpression(expression)) return { kind: 'object', node: expression, env };
    if (ts.isArrayLiteralExpression(expression)) return { kind: 'array', node: expression, env };
    if (ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression)) return { kind: 'jsx', node: expression, env };
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return { kind: 'function', node: expression, env };
    if (ts.isCallExpression(expression)) return this.lazyPage(expression) ?? this.stringCall(expression, env) ?? { kind: 'unknown', at: expression };
    return { kind: 'unknown', at: expression };
  }

  private binary(expression: ts.BinaryExpression, env: Env): Value {
    const operator = expression.operatorToken.kind;
    const left = this.evaluate(expression.left, env);
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken || operator === ts.SyntaxKind.BarBarToken) {
      const truth = this.truthiness(left);
      if (truth === null) return { kind: 'unknown', at: expression };
      const takeLeft = operator === ts.SyntaxKind.AmpersandAmpersandToken ? !truth : truth;
      return takeLeft ? left : this.evaluate(expression.right, env);
    }
    if (operator === ts.SyntaxKind.QuestionQuestionToken) {
      if (left.kind === 'unknown') return left;
      return left.kind === 'nullish' ? this.evaluate(expression.right, env) : left;
    }
    if (operator === ts.SyntaxKind.PlusToken) {
      const right = this.evaluate(expression.right, env);
      if (left.kind === 'number' && right.kind === 'number') return { kind: 'number', value: left.value + right.value };
      const text = (v: Value): string | null => (v.kind === 'string' ? v.value : v.kind === 'number' ? String(v.value) : null);
      const [a, b] = [text(left), text(right)];
      if (a !== null && b !== null && (left.kind === 'string' || right.kind === 'string')) return { kind: 'string', value: a + b, literal: null, from: expression };
      return { kind: 'unknown', at: expression };
    }
    const strictEquality = operator === ts.SyntaxKind.EqualsEqualsEqualsToken || operator === ts.SyntaxKind.ExclamationEqualsEqualsToken;
    if (strictEquality) {
      const right = this.evaluate(expression.right, env);
      const primitive = (v: Value): v is Extract<Value, { kind: 'string' | 'number' | 'boolean' | 'nullish' }> =>
        v.kind === 'string' || v.kind === 'number' || v.kind === 'boolean' || v.kind === 'nullish';
      if (!primitive(left) || !primitive(right)) return { kind: 'unknown', at: expression };
      const equal = left.value === right.value;
      return { kind: 'boolean', value: operator === ts.SyntaxKind.EqualsEqualsEqualsToken ? equal : !equal };
    }
    return { kind: 'unknown', at: expression };
  }
}
