// addJsxElement: a new native element or component, before or after a sibling or as the last child,
// with `propsToSet` as attributes (a string `children` becomes its text). A component from another
// file of the site gets an import in the file's own style; a library component the site imports
// elsewhere (wouter's Link) is imported from its package the same way.
import { posix } from 'node:path';
import ts from 'typescript';
import { isPackageSpecifier } from 'visual-editing-runtime/codebase-ids';
import type { MutationBodies } from '../../types';
import { invalidInput, cannotEdit } from '../refusals';
import { jsxAttributeValue, quoteString } from '../edit/js-literals';
import { jsxTextFor } from '../edit/jsx-text';
import { VOID_ELEMENTS, describe } from '../edit/jsx-nodes';
import { Named, writtenAt } from '../edit/element-names';
import { atIndent, insertChild, type ChildPlace } from '../edit/layout';
import { insertAt, type Edit } from '../edit/splice';
import type { SourceStyle } from '../edit/source-style';
import type { IndexedElement } from '../project/id-index';
import type { ProjectSnapshot } from '../project/snapshot';
import { countRenderings } from '../project/renderings';
import { elementFor, styleOf, type Operation } from './context';
import { assertAdjacent, directChildOf } from './siblings';

function elementCode(tag: string, props: Record<string, unknown>, style: SourceStyle): string {
  const attributes = Object.entries(props)
    .filter(([name]) => name !== 'children')
    .map(([name, value]) => ` ${name}=${jsxAttributeValue(value, style)}`)
    .join('');
  const children = props.children;
  if (typeof children === 'string' && children !== '') {
    if (VOID_ELEMENTS.has(tag)) throw cannotEdit(`<${tag}> is a void element and cannot have children text; leave propsToSet.children out.`);
    return `<${tag}${attributes}>${jsxTextFor(children, style.quote, { afterLineBreak: false, beforeLineBreak: false })}</${tag}>`;
  }
  return `<${tag}${attributes} />`;
}

/** Names declared at the top level of a file (imports, functions, classes, variables). */
function topLevelNames(sourceFile: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause;
      if (clause.name) names.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((element) => names.add(element.name.text));
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach((declaration) => ts.isIdentifier(declaration.name) && names.add(declaration.name.text));
    }
  }
  return names;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** Files of the site that export a component named `name`. */
function exportersOf(snapshot: ProjectSnapshot, name: string): string[] {
  const files: string[] = [];
  for (const [path, sourceFile] of snapshot.sourceFiles) {
    const exported = sourceFile.statements.some((statement) => {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name) return isExported(statement);
      if (ts.isVariableStatement(statement) && isExported(statement)) return statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
      return false;
    });
    if (exported) files.push(path);
  }
  return files;
}

/**
 * How other files of the site import `name` from a package (`import { Link } from 'wouter'`), as
 * the import clause and module to copy: a library component the site already uses (a copy of a
 * `<Link>` added elsewhere) is imported as they do.
 */
function packageImportsOf(snapshot: ProjectSnapshot, name: string): { clause: string; module: string }[] {
  const found = new Map<string, { clause: string; module: string }>();
  for (const sourceFile of snapshot.sourceFiles.values()) {
    for (const statement of sourceFile.statements.filter(ts.isImportDeclaration)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || !ts.isStringLiteral(statement.moduleSpecifier) || !isPackageSpecifier(statement.moduleSpecifier.text)) continue;
      const module = statement.moduleSpecifier.text;
      const bindings = clause.namedBindings;
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((element) => element.name.text === name && !element.isTypeOnly) : undefined;
      let text: string | null = null;
      if (clause.name?.text === name) text = name;
      else if (named) text = named.propertyName ? `{ ${named.propertyName.text} as ${name} }` : `{ ${name} }`;
      if (text !== null) found.set(`${text} from ${module}`, { clause: text, module });
    }
  }
  return [...found.values()];
}

function importEdit(destination: IndexedElement, name: string, snapshot: ProjectSnapshot): Edit | null {
  const sourceFile = destination.sourceFile;
  if (topLevelNames(sourceFile).has(name)) return null;
  const quote = styleOf(sourceFile).quote;
  const exporters = exportersOf(snapshot, name).filter((file) => file !== destination.file);
  let statement: string;
  if (exporters.length) {
    if (exporters.length > 1) throw cannotEdit(`More than one file exports ${name} (${exporters.join(', ')}); the server cannot tell which one to import.`);
    let specifier = posix.relative(posix.dirname(destination.file), exporters[0]!.replace(/\.tsx?$/, ''));
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    statement = `import { ${name} } from ${quoteString(specifier, quote)};`;
  } else {
    const fromPackages = packageImportsOf(snapshot, name);
    if (!fromPackages.length) throw cannotEdit(`No file of the site exports a component named ${name}, nor imports one from a package; add a native element, or one of the site's components.`);
    if (fromPackages.length > 1) throw cannotEdit(`The site imports ${name} in more than one way (${fromPackages.map((p) => `${p.clause} from ${p.module}`).join('; ')}); the server cannot tell which one to use.`);
    statement = `import ${fromPackages[0]!.clause} from ${quoteString(fromPackages[0]!.module, quote)};`;
  }
  const imports = sourceFile.statements.filter(ts.isImportDeclaration);
  const last = imports[imports.length - 1];
  return last ? insertAt(last.getEnd(), `\n${statement}`) : insertAt(0, `${statement}\n`);
}

export const addJsxElement: Operation<MutationBodies['addJsxElement']> = (body, context) => {
  if (body.canvasId !== context.canvasId) throw invalidInput(`canvasId in the body is "${body.canvasId}" but the request is for canvas "${context.canvasId}".`);
  if (body.fileContentsToSourceFrom !== null) {
    throw cannotEdit('Adding an element from another file\'s contents (fileContentsToSourceFrom) is not supported by this server; add a native tag or one of the site\'s components.');
  }
  const destination = elementFor(context, body.destinationElement, 'destinationElement');
  if (VOID_ELEMENTS.has(destination.tag)) throw cannotEdit(`${Named(destination)} is a void element and cannot have children; add the element next to it instead.`, writtenAt(destination));
  const after = directChildOf(destination, body.afterElement, 'afterElement', context);
  const before = directChildOf(destination, body.beforeElement, 'beforeElement', context);
  assertAdjacent(destination, after, before);
  const style = styleOf(destination.sourceFile);
  const tag = body.newElement.nativeTag ?? body.newElement.componentName!;
  const code = elementCode(tag, body.newElement.propsToSet ?? {}, style);
  const place: ChildPlace = after ? { after: after.unit } : before ? { before: before.unit } : { end: destination.element };
  const edits = [insertChild(destination.sourceFile.text, place, atIndent(code), style)];
  if (body.newElement.componentName) {
    const imported = importEdit(destination, body.newElement.componentName, context.snapshot);
    if (imported) edits.push(imported);
  }
  const what = `<${tag}> to ${describe(destination)}`;
  return {
    files: [{ path: destination.file, edits }],
    message: body.hasInstantUpdate ? `Added ${what}` : `Successfully added ${what}`,
    renderings: countRenderings(context.snapshot.pages, destination.id, context.hint),
  };
};
