// The codebase-id scheme, in one place: which JSX elements of site/ carry an id and what the id is.
// Used by the dev-domain build (the transformer below, via rollup.config.mjs) and by the mutation
// server's index of ids (server/), so the ids in a page and the ids the server edits cannot drift:
// every DOM-producing JSX element of a `.tsx` file gets a stable class `tempo-<uuid v5 of file and
// position>` (SPEC.md §3, PROTOCOL.md §6). Plain JavaScript (typed by codebase-ids.d.mts) so that
// rollup's config and the built server both load it on Node 20 without a TypeScript loader.
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { v5 as uuidv5 } from 'uuid';

/** Fixed namespace for the ids of this repository's sources. */
const NAMESPACE = '5d1b7f0e-3c2a-4e8b-9f61-2a7c4d9e0b13';

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file, line, column) {
  return `tempo-${uuidv5(`${file}:${line}:${column}`, NAMESPACE)}`;
}

/** The project-relative, `/`-separated path that ids are made from, so they do not depend on the checkout path. */
export function projectPath(root, fileName) {
  return relative(root, fileName).split(sep).join('/');
}

/** Only `.tsx` files hold JSX that gets ids. */
export function fileCarriesCodebaseIds(fileName) {
  return fileName.endsWith('.tsx');
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

/** `className` with the id added: a literal gets it appended, an expression is joined with it at run time. */
function withCodebaseClass(factory, attributes, id) {
  const index = attributes.properties.findIndex(
    (property) => ts.isJsxAttribute(property) && ts.isIdentifier(property.name) && property.name.text === 'className',
  );
  const properties = [...attributes.properties];
  if (index < 0) {
    properties.push(factory.createJsxAttribute(factory.createIdentifier('className'), factory.createStringLiteral(id)));
  } else {
    const existing = properties[index];
    const init = existing.initializer;
    let value;
    if (init && ts.isStringLiteral(init)) {
      value = factory.createStringLiteral(`${init.text} ${id}`.trim());
    } else if (init && ts.isJsxExpression(init) && init.expression) {
      // [expr, id].join(' ') treats undefined/null as empty: no "undefined" class, same on server and client.
      const joined = factory.createCallExpression(
        factory.createPropertyAccessExpression(
          factory.createCallExpression(
            factory.createPropertyAccessExpression(factory.createArrayLiteralExpression([init.expression, factory.createStringLiteral(id)]), 'join'),
            undefined,
            [factory.createStringLiteral(' ')],
          ),
          'trim',
        ),
        undefined,
        [],
      );
      value = factory.createJsxExpression(undefined, joined);
    } else {
      value = factory.createStringLiteral(id);
    }
    properties[index] = factory.updateJsxAttribute(existing, existing.name, value);
  }
  return factory.updateJsxAttributes(attributes, properties);
}

/** A TypeScript `before` transformer; `root` makes file names (and so ids) independent of the checkout path. */
export function codebaseIdTransformer({ root }) {
  return (context) => (sourceFile) => {
    if (!fileCarriesCodebaseIds(sourceFile.fileName)) return sourceFile;
    const file = projectPath(root, sourceFile.fileName);
    const { factory } = context;
    const visit = (node) => {
      const id = codebaseIdOf(node, sourceFile, file);
      if (id !== null) {
        const attributes = withCodebaseClass(factory, ts.visitEachChild(node.attributes, visit, context), id);
        return ts.isJsxSelfClosingElement(node)
          ? factory.updateJsxSelfClosingElement(node, node.tagName, node.typeArguments, attributes)
          : factory.updateJsxOpeningElement(node, node.tagName, node.typeArguments, attributes);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}
