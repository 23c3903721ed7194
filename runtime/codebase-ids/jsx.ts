// Codebase ids in JSX (.jsx, .tsx: React, Preact, Solid), parsed with Babel's parser. Every
// DOM-producing JSX element gets an id: a lower-case (intrinsic) element, or the use site of a library
// component that renders an element from the props it is given (`<Link href="/">` from wouter: no JSX
// of the project writes its `<a>`, so the use site names it). Own components carry none: their own
// elements do.
import { type ParserPlugin, parse } from '@babel/parser';
import type { JSXAttribute, JSXOpeningElement, JSXSpreadAttribute, Node, Program, Statement } from '@babel/types';
import { codebaseIdFor, type FoundElement, isPackageSpecifier, lineColumnFinder, type Splicer, type TextPart, textPartsWhenBound } from './scheme';

/** Every syntax a TypeScript or JSX file of today may use (Babel wants proposals named). */
const PLUGINS: ParserPlugin[] = ['jsx', 'decorators', 'decoratorAutoAccessors', 'explicitResourceManagement'];

function parseJsx(code: string, fileName: string) {
  // Parenthesized expressions stay nodes, so a splice around `className={(a)}` wraps the parentheses too.
  return parse(code, {
    sourceType: 'module',
    plugins: fileName.endsWith('.tsx') ? [...PLUGINS, 'typescript'] : PLUGINS,
    createParenthesizedExpressions: true,
    errorRecovery: false,
  });
}

const SKIPPED_KEYS = new Set(['loc', 'start', 'end', 'extra', 'range', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'tokens']);

/** Whether a value under a node is a node itself (an object with a string `type`). */
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit(node, ancestors)` for every node under `root`, ancestors outermost first. */
function walk(root: Node, visit: (node: Node, ancestors: Node[]) => void): void {
  const ancestors: Node[] = [];
  const enter = (node: Node): void => {
    visit(node, ancestors);
    ancestors.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) enter(child);
      } else if (isNode(value)) enter(value);
    }
    ancestors.pop();
  };
  enter(root);
}

type JSXName = JSXOpeningElement['name'];

/** A JSX name as written: `li`, `Link`, `Lib.Nav.Link`, `svg:rect`. */
function jsxNameText(name: JSXName): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression') return `${jsxNameText(name.object)}.${name.property.name}`;
  return `${name.namespace.name}:${name.name.name}`;
}

/** Lower-case identifiers are DOM (intrinsic) elements; components, `<this.X>`, `ns:tag` and `<Tag>` variables get no id. */
function isIntrinsic(name: JSXName): boolean {
  return name.type === 'JSXIdentifier' && name.name !== 'this' && /^[a-z]/.test(name.name);
}

/** The identifier a tag name starts with: `Link` for `Link`, `Lib` for `Lib.Nav.Link`; null for `this.X` or `ns:tag`. */
function rootIdentifier(name: JSXName): string | null {
  let node: JSXName = name;
  while (node.type === 'JSXMemberExpression') node = node.object;
  return node.type === 'JSXIdentifier' && node.name !== 'this' ? node.name : null;
}

/** Names a module's top-level value imports bind → their module specifiers. */
function importedNames(program: Program): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of program.body) {
    // A type-only import binds no value a JSX tag could render.
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type' || statement.importKind === 'typeof') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && (specifier.importKind === 'type' || specifier.importKind === 'typeof')) continue;
      names.set(specifier.local.name, statement.source.value);
    }
  }
  return names;
}

function bindsName(pattern: Node | null | undefined, name: string): boolean {
  if (!pattern) return false;
  switch (pattern.type) {
    case 'Identifier':
      return pattern.name === name;
    case 'ObjectPattern':
      return pattern.properties.some((property) => bindsName(property.type === 'RestElement' ? property.argument : property.value, name));
    case 'ArrayPattern':
      return pattern.elements.some((element) => bindsName(element, name));
    case 'AssignmentPattern':
      return bindsName(pattern.left, name);
    case 'RestElement':
      return bindsName(pattern.argument, name);
    case 'TSParameterProperty':
      return bindsName(pattern.parameter, name);
    default:
      return false;
  }
}

function declaresInStatements(statements: Statement[], name: string): boolean {
  return statements.some((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (!declaration) return false;
    if (declaration.type === 'VariableDeclaration') return declaration.declarations.some((d) => bindsName(d.id, name));
    return (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration' || declaration.type === 'TSEnumDeclaration') && declaration.id?.name === name;
  });
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod', 'TSDeclareMethod']);

/** Whether `scope` (a function, block, loop or catch clause) declares `name` itself, shadowing an import of that name. */
function declaresName(scope: Node, name: string): boolean {
  if (scope.type === 'ClassExpression') return scope.id?.name === name;
  if (FUNCTIONS.has(scope.type) && 'params' in scope) {
    if (scope.type === 'FunctionExpression' && scope.id?.name === name) return true;
    return scope.params.some((parameter) => bindsName(parameter, name));
  }
  if (scope.type === 'BlockStatement' || scope.type === 'StaticBlock' || scope.type === 'TSModuleBlock') return declaresInStatements(scope.body, name);
  if (scope.type === 'SwitchCase') return declaresInStatements(scope.consequent, name);
  if (scope.type === 'ForStatement' || scope.type === 'ForInStatement' || scope.type === 'ForOfStatement') {
    const init = scope.type === 'ForStatement' ? scope.init : scope.left;
    return init?.type === 'VariableDeclaration' && init.declarations.some((d) => bindsName(d.id, name));
  }
  if (scope.type === 'CatchClause') return bindsName(scope.param, name);
  return false;
}

/**
 * The package a component tag comes from: the module specifier of the import declaration that binds
 * the tag's root identifier in its file (named, aliased, default or namespace import), when that
 * specifier is a package; null for own components (relative imports, declared in the file), for
 * names a local declaration shadows, and for intrinsic tags. Syntax only: no type information.
 */
function packageOfTag(name: JSXName, ancestors: Node[], imports: Map<string, string>): string | null {
  if (isIntrinsic(name)) return null;
  const root = rootIdentifier(name);
  if (!root) return null;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    if (ancestors[i]!.type === 'Program') break;
    if (declaresName(ancestors[i]!, root)) return null;
  }
  const specifier = imports.get(root);
  return specifier !== undefined && isPackageSpecifier(specifier) ? specifier : null;
}

/**
 * Props that only an element of the page gives meaning to. A use site that passes one of them to a
 * library component shows that the component renders an element and passes its props on (wouter's
 * `<Link href>`, a UI kit's `<Button onClick>`); components that render nothing of their own
 * (`<Route path>`, `<Switch>`, `<Router>`, `<Suspense fallback>`, `<Fragment key>`) are not given
 * a class they would ignore, or warn about. `id` and `title` are left out: message and head
 * components (`<FormattedMessage id>`, `<Helmet title>`) take them and render no element.
 */
const DOM_PROPS = new Set(['className', 'class', 'style', 'href', 'alt', 'role', 'tabIndex', 'onClick']);

function attributeName(attribute: JSXAttribute | JSXSpreadAttribute): string | null {
  if (attribute.type !== 'JSXAttribute') return null;
  return attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
}

/**
 * The package of a library component's use site that carries an id, or null: its tag comes from a
 * package, it passes a DOM prop, and it renders an element of its own — `asChild` (wouter, Radix)
 * hands its props to the child element instead, whose own id names it.
 */
function libraryOf(opening: JSXOpeningElement, ancestors: Node[], imports: Map<string, string>): string | null {
  const names = opening.attributes.map(attributeName);
  if (names.includes('asChild') || !names.some((name) => name !== null && (DOM_PROPS.has(name) || /^(?:aria|data)-/.test(name)))) return null;
  return packageOfTag(opening.name, ancestors, imports);
}

/**
 * The name of a function or class, when it has one: declared, assigned to a variable, or wrapped by
 * a call whose result is (`const Card = memo((props) => …)`, `forwardRef(…)`, Qwik's `component$(…)`).
 */
function functionName(node: Node, parent: Node | undefined, grandparent: Node | undefined): string | null {
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) return node.id.name;
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return null;
  const declarator = parent?.type === 'CallExpression' && parent.arguments.includes(node) ? grandparent : parent;
  return declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' ? declarator.id.name : null;
}

/** The nearest enclosing named function or class whose name starts upper-case (a component), else the nearest named one. */
function componentOf(ancestors: Node[]): string | null {
  let fallback: string | null = null;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const name = functionName(ancestors[i]!, ancestors[i - 1], ancestors[i - 2]);
    if (name && /^[A-Z]/.test(name)) return name;
    fallback ??= name;
  }
  return fallback;
}

/** True when the element's children are text only: a literal the editor can change in place. */
function hasStaticText(element: Node | undefined): boolean {
  return element?.type === 'JSXElement' && element.children.length > 0 && element.children.every((child) => child.type === 'JSXText') && element.children.some((child) => child.type === 'JSXText' && child.value.trim() !== '');
}

/** Whether an expression holds JSX anywhere (`{items.map((item) => <li>…</li>)}`): it renders elements, not text. */
function rendersMarkup(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(rendersMarkup);
  const type = (node as { type?: unknown }).type;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && typeof value === 'object' && rendersMarkup(value)) return true;
  return false;
}

/**
 * The element's text as literal parts and expressions (`Count: {count}`), when its children are text
 * and expressions only and at least one is an expression; else undefined. A string literal in braces
 * (`{' '}`) is literal text.
 */
function textPartsOf(element: Node | undefined, code: string): TextPart[] | undefined {
  if (element?.type !== 'JSXElement' || !element.children.length) return undefined;
  const parts: TextPart[] = [];
  for (const child of element.children) {
    if (child.type === 'JSXText') parts.push({ literal: child.value });
    else if (child.type !== 'JSXExpressionContainer') return undefined;
    else if (child.expression.type === 'JSXEmptyExpression') continue;
    else if (child.expression.type === 'StringLiteral') parts.push({ literal: child.expression.value });
    // An ESTree `Literal` (Babel's `estree` plugin) holds a string the same way.
    else if (literalString(child.expression) !== undefined) parts.push({ literal: literalString(child.expression)! });
    else if (rendersMarkup(child.expression)) return undefined;
    else parts.push({ bound: code.slice(child.expression.start!, child.expression.end!) });
  }
  return textPartsWhenBound(parts);
}

/** The string of an ESTree `Literal` node (which Babel's own node types do not name), if it is one. */
function literalString(node: Node): string | undefined {
  const { type, value } = node as { type: string; value?: unknown };
  return type === 'Literal' && typeof value === 'string' ? value : undefined;
}

/** The splice that adds `id` to the element's `className` (or `class`), keeping every other byte where it was. */
function classNameSplice(opening: JSXOpeningElement, id: string, isLibrary: boolean): (out: Splicer) => void {
  return (out) => {
    // `className` (React), else `class` (Solid, Preact, React 19): two of them would overwrite each other.
    const named = (name: string) => opening.attributes.find((a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);
    const attribute = named('className') ?? named('class');
    const value = attribute?.value;
    if (!attribute) {
      const last: Node = opening.attributes.at(-1) ?? opening.typeArguments ?? opening.typeParameters ?? opening.name;
      out.appendLeft(last.end!, ` className="${id}"`);
    } else if (!value) out.appendLeft(attribute.end!, `="${id}"`);
    else if (value.type === 'StringLiteral') {
      // Inside the quotes, so the literal's own quote style stays; an empty literal gets no leading space.
      out.appendLeft(value.end! - 1, value.value.trim() ? ` ${id}` : id);
    } else if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression' && isLibrary) {
      // A library's className may be a function of its state (wouter's and React Router's
      // `className={(active) => …}`): then the id joins what the function returns.
      out.appendLeft(value.expression.start!, `((c) => typeof c === "function" ? (...a) => [c(...a), "${id}"].join(' ').trim() : [c, "${id}"].join(' ').trim())(`);
      out.appendLeft(value.expression.end!, ')');
    } else if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression') {
      // `[expr, id].join(' ')` treats undefined and null as empty: no "undefined" class.
      out.appendLeft(value.expression.start!, '[');
      out.appendLeft(value.expression.end!, `, "${id}"].join(' ').trim()`);
    } else out.overwrite(value.start!, value.end!, `"${id}"`);
  };
}

/** Every id-carrying element of a JSX file (`file` is its project path), in source order, each with its splice. */
export function scanJsx(code: string, file: string): FoundElement[] {
  const program = parseJsx(code, file).program;
  const imports = importedNames(program);
  const position = lineColumnFinder(code);
  const found: FoundElement[] = [];
  walk(program, (node, ancestors) => {
    if (node.type !== 'JSXOpeningElement') return;
    const element = ancestors.at(-1);
    const library = isIntrinsic(node.name) ? null : libraryOf(node, ancestors, imports);
    if (!isIntrinsic(node.name) && library === null) return;
    const start = node.start!;
    const { line, column } = position(start);
    const id = codebaseIdFor(file, line, column);
    found.push({
      element: { id, file, line, column, start, tag: jsxNameText(node.name), library, component: componentOf(ancestors), staticText: hasStaticText(element), textParts: textPartsOf(element, code) },
      splice: classNameSplice(node, id, library !== null),
    });
  });
  return found.sort((a, b) => a.element.start - b.element.start);
}
