// The codebase-id scheme, in one place: which JSX elements carry a source id and what the id is.
// Every DOM-producing (lower-case) JSX element of a `.tsx`/`.jsx` file gets a stable class
// `tempo-<uuid v5 of file and position>`, so the editing runtime can name the source element and an
// editor's backend can find it in the code.
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

/** An opening or self-closing JSX element that renders a DOM element, so it carries an id. */
export function carriesCodebaseId(node) {
  return (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && isIntrinsicTagName(node.tagName);
}

/** The id of `node` (an opening or self-closing element of `sourceFile`, at project path `file`), or null if it carries none. */
export function codebaseIdOf(node, sourceFile, file) {
  if (!carriesCodebaseId(node)) return null;
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return codebaseIdFor(file, line + 1, character + 1);
}

function classNameAttribute(attributes) {
  return attributes.properties.find((property) => ts.isJsxAttribute(property) && ts.isIdentifier(property.name) && property.name.text === 'className');
}

/**
 * `code` with each id added to its element's `className`, as text splices (every other byte stays
 * where it was) and a source map; null when the file has no element that carries an id. A literal
 * gets the id appended; an expression is joined with it at run time (`[expr, id].join(' ').trim()`
 * treats undefined and null as empty: no "undefined" class).
 */
export function addCodebaseIds(code, fileName, root) {
  if (!fileCarriesCodebaseIds(fileName)) return null;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const file = projectPath(root, fileName);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node) => {
    const id = codebaseIdOf(node, sourceFile, file);
    if (id !== null) {
      changed = true;
      const attribute = classNameAttribute(node.attributes);
      const init = attribute?.initializer;
      if (!attribute) out.appendLeft(node.attributes.end, ` className="${id}"`);
      else if (!init) out.appendLeft(attribute.end, `="${id}"`);
      else if (ts.isStringLiteral(init)) {
        // Inside the quotes, so the literal's own quote style stays; an empty literal gets no leading space.
        out.appendLeft(init.end - 1, init.text.trim() ? ` ${id}` : id);
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
