// The codebase-id scheme, in one place: which JSX elements carry a source id and what the id is.
// Every DOM-producing JSX element of a `.tsx`/`.jsx` file gets a stable class
// `tempo-<uuid v5 of file and position>`, so the editing runtime can name the source element and an
// editor's backend can find it in the code. DOM-producing means a lower-case (intrinsic) element,
// or the use site of a library component that renders an element from the props it is given
// (`<Link href="/">` from wouter: no JSX of the project writes its `<a>`, so the use site names it).
// Own components carry none: their own elements do.
//
// Used by build tools and servers, in Node: the Rollup/Vite plugin `codebaseIds()` adds the classes
// as text splices before any JSX compiler runs (this repository's site uses it too), and a source
// index (this repository's mutation server) calls `codebaseIdOf` to name the same elements. Plain
// JavaScript with its own declarations (codebase-ids.d.mts): it loads in a Rollup config on Node
// without a TypeScript loader. `typescript` is an optional peer dependency, needed only here.
import { relative, sep } from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import { v5 as uuidv5 } from 'uuid';

/** Fixed namespace of the ids: the same source position gives the same id in every build. */
const NAMESPACE = '5d1b7f0e-3c2a-4e8b-9f61-2a7c4d9e0b13';

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file, line, column) {
  return `tempo-${uuidv5(`${file}:${line}:${column}`, NAMESPACE)}`;
}

/** The project-relative, `/`-separated path that ids are made from, so they do not depend on the checkout path. */
export function projectPath(root, fileName) {
  return relative(root, fileName).split(sep).join('/');
}

/** JSX files carry ids. */
export function fileCarriesCodebaseIds(fileName) {
  return fileName.endsWith('.tsx') || fileName.endsWith('.jsx');
}

/** Lower-case identifiers are DOM (intrinsic) elements; components and `<Tag>` variables get no id. */
export function isIntrinsicTagName(tagName) {
  return ts.isIdentifier(tagName) && /^[a-z]/.test(tagName.text);
}

/**
 * A module specifier that names an installed package (`wouter`, `@radix-ui/react-dialog`,
 * `next/link`), not the project's own code: relative and absolute paths, subpath imports (`#x`),
 * the usual path aliases (`@/x`, `~/x`) and URL-like schemes (`node:`, `virtual:`) are not packages.
 */
export function isPackageSpecifier(specifier) {
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i.test(specifier);
}

/** Names a module's top-level value imports bind → their module specifiers, per source file. */
const importsByFile = new WeakMap();

function importedNames(sourceFile) {
  let names = importsByFile.get(sourceFile);
  if (names) return names;
  names = new Map();
  for (const statement of sourceFile.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    // A type-only import binds no value a JSX tag could render.
    if (!clause || clause.isTypeOnly || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (clause.name) names.set(clause.name.text, specifier);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, specifier);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) names.set(element.name.text, specifier);
  }
  importsByFile.set(sourceFile, names);
  return names;
}

function bindsName(binding, name) {
  if (ts.isIdentifier(binding)) return binding.text === name;
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, name));
}

function declaresInStatements(statements, name) {
  return statements.some((statement) => {
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.some((d) => bindsName(d.name, name));
    return (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name?.text === name;
  });
}

/** Whether `scope` (a function, block, loop or catch clause) declares `name` itself, shadowing an import of that name. */
function declaresName(scope, name) {
  if (ts.isClassExpression(scope)) return scope.name?.text === name;
  if (ts.isFunctionLike(scope)) {
    if (ts.isFunctionExpression(scope) && scope.name?.text === name) return true;
    return scope.parameters.some((parameter) => bindsName(parameter.name, name));
  }
  if (ts.isBlock(scope) || ts.isModuleBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope)) return declaresInStatements(scope.statements, name);
  if (ts.isForStatement(scope) || ts.isForInStatement(scope) || ts.isForOfStatement(scope)) {
    const init = scope.initializer;
    return !!init && ts.isVariableDeclarationList(init) && init.declarations.some((d) => bindsName(d.name, name));
  }
  if (ts.isCatchClause(scope)) return !!scope.variableDeclaration && bindsName(scope.variableDeclaration.name, name);
  return false;
}

/** The identifier a tag name starts with: `Link` for `Link`, `Lib` for `Lib.Nav.Link`; null for `this.X` or `ns:tag`. */
function rootIdentifier(tagName) {
  let node = tagName;
  while (ts.isPropertyAccessExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node : null;
}

/**
 * The package a component tag comes from: the module specifier of the import declaration that binds
 * the tag's root identifier in its file (named, aliased, default or namespace import), when that
 * specifier is a package; null for own components (relative imports, declared in the file), for
 * names a local declaration shadows, and for intrinsic tags. Syntax only: no type information.
 */
export function packageOfTag(tagName) {
  if (isIntrinsicTagName(tagName)) return null;
  const root = rootIdentifier(tagName);
  if (!root) return null;
  const name = root.text;
  for (let scope = tagName.parent; scope; scope = scope.parent) {
    if (ts.isSourceFile(scope)) {
      const specifier = importedNames(scope).get(name);
      return specifier !== undefined && isPackageSpecifier(specifier) ? specifier : null;
    }
    if (declaresName(scope, name)) return null;
  }
  return null;
}

/**
 * Props that only an element of the page gives meaning to. A use site that passes one of them to a
 * library component shows that the component renders an element and passes its props on (wouter's
 * `<Link href>`, a UI kit's `<Button onClick>`); components that render nothing of their own
 * (`<Route path>`, `<Switch>`, `<Router>`, `<Suspense fallback>`, `<Fragment key>`) are not given
 * a class they would ignore, or warn about. `id` and `title` are left out: message and head
 * components (`<FormattedMessage id>`, `<Helmet title>`) take them and render no element.
 */
const DOM_PROPS = new Set(['className', 'style', 'href', 'alt', 'role', 'tabIndex', 'onClick']);

function isDomProp(name) {
  return DOM_PROPS.has(name) || /^(?:aria|data)-/.test(name);
}

function attributeName(property) {
  if (!ts.isJsxAttribute(property)) return null;
  return ts.isIdentifier(property.name) ? property.name.text : property.name.getText();
}

/**
 * A library component's use site that carries an id: its tag comes from a package, it passes a
 * DOM prop, and it renders an element of its own — `asChild` (wouter, Radix) hands its props to
 * the child element instead, whose own id names it (wouter would even replace the child's classes
 * with the id).
 */
export function isLibraryElement(node) {
  if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return false;
  const names = node.attributes.properties.map(attributeName);
  if (names.includes('asChild') || !names.some((name) => name !== null && isDomProp(name))) return false;
  return packageOfTag(node.tagName) !== null;
}

/**
 * Which kind of id-carrying element `node` is: `'intrinsic'` (a DOM element: lower-case tag),
 * `'library'` (a library component's use site, see isLibraryElement), or null (no id: own
 * components, whose own elements carry ids, fragments, `<Tag>` variables, closing tags, …).
 */
export function codebaseIdKind(node) {
  if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return null;
  if (isIntrinsicTagName(node.tagName)) return 'intrinsic';
  return isLibraryElement(node) ? 'library' : null;
}

/** An opening or self-closing JSX element that carries an id: a DOM element or a library component's use site. */
export function carriesCodebaseId(node) {
  return codebaseIdKind(node) !== null;
}

function idAt(node, sourceFile, file) {
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return codebaseIdFor(file, line + 1, character + 1);
}

/** The id of `node` (an opening or self-closing element of `sourceFile`, at project path `file`), or null if it carries none. */
export function codebaseIdOf(node, sourceFile, file) {
  return carriesCodebaseId(node) ? idAt(node, sourceFile, file) : null;
}

function classNameAttribute(attributes) {
  return attributes.properties.find((property) => ts.isJsxAttribute(property) && ts.isIdentifier(property.name) && property.name.text === 'className');
}

/**
 * `code` with each id added to its element's `className`, as text splices (every other byte stays
 * where it was) and a source map; null when the file has no element that carries an id. A literal
 * gets the id appended; an expression is joined with it at run time (`[expr, id].join(' ').trim()`
 * treats undefined and null as empty: no "undefined" class; on a library component a function
 * className is wrapped instead).
 */
export function addCodebaseIds(code, fileName, root) {
  if (!fileCarriesCodebaseIds(fileName)) return null;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const file = projectPath(root, fileName);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node) => {
    const kind = codebaseIdKind(node);
    if (kind !== null) {
      const id = idAt(node, sourceFile, file);
      changed = true;
      const attribute = classNameAttribute(node.attributes);
      const init = attribute?.initializer;
      if (!attribute) out.appendLeft(node.attributes.end, ` className="${id}"`);
      else if (!init) out.appendLeft(attribute.end, `="${id}"`);
      else if (ts.isStringLiteral(init)) {
        // Inside the quotes, so the literal's own quote style stays; an empty literal gets no leading space.
        out.appendLeft(init.end - 1, init.text.trim() ? ` ${id}` : id);
      } else if (ts.isJsxExpression(init) && init.expression && kind === 'library') {
        // A library's className may be a function of its state (wouter's and React Router's
        // `className={(active) => …}`): then the id joins what the function returns.
        out.appendLeft(init.expression.getStart(sourceFile), '((c) => typeof c === "function" ? (...a) => [c(...a), "' + id + '"].join(\' \').trim() : [c, "' + id + '"].join(\' \').trim())(');
        out.appendLeft(init.expression.end, ')');
      } else if (ts.isJsxExpression(init) && init.expression) {
        out.appendLeft(init.expression.getStart(sourceFile), '[');
        out.appendLeft(init.expression.end, `, "${id}"].join(' ').trim()`);
      } else {
        out.overwrite(init.getStart(sourceFile), init.end, `"${id}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName, includeContent: true }) } : null;
}

/**
 * The Rollup/Vite plugin: adds source ids to the JSX of `.tsx`/`.jsx` modules under `root` (not in
 * node_modules), before the JSX is compiled. `root` makes the ids independent of the checkout path.
 */
export function codebaseIds({ root = process.cwd() } = {}) {
  return {
    name: 'codebase-ids',
    // Vite: before its own JSX transform.
    enforce: 'pre',
    transform(code, id) {
      const fileName = id.split('?')[0];
      if (fileName.includes(`${sep}node_modules${sep}`) || !fileName.startsWith(root)) return null;
      return addCodebaseIds(code, fileName, root);
    },
  };
}
