// Build step for the dev-domain site: gives every DOM-producing JSX element of site/ a stable
// codebase id class, `tempo-<uuid v5 of file and position>`, so the same source element keeps its
// id across rebuilds and the editing runtime can name it (SPEC.md §3, PROTOCOL.md §6).
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { v5 as uuidv5 } from 'uuid';

/** Fixed namespace for the ids of this repository's sources. */
const NAMESPACE = '5d1b7f0e-3c2a-4e8b-9f61-2a7c4d9e0b13';

export function codebaseIdFor(file, line, column) {
  return `tempo-${uuidv5(`${file}:${line}:${column}`, NAMESPACE)}`;
}

function isIntrinsic(tagName) {
  return ts.isIdentifier(tagName) && /^[a-z]/.test(tagName.text);
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
    if (!sourceFile.fileName.endsWith('.tsx')) return sourceFile;
    const file = relative(root, sourceFile.fileName).split(sep).join('/');
    const { factory } = context;
    const visit = (node) => {
      if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && isIntrinsic(node.tagName)) {
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        const id = codebaseIdFor(file, line + 1, character + 1);
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
