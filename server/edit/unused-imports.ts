// Imports an edit leaves unused. Deleting the only <Link> of a page (or the element around the only
// <LogoMark />, or a prop value that was the only use of a constant) would leave its import behind,
// which the site builds with but `npm run typecheck` (noUnusedLocals) and `npm run lint`
// (noUnusedImports) refuse.
// So the same edit also removes each import specifier that the file referenced before the edit and
// no longer references after it. Imports that were unused already, side-effect imports
// (`import './x.css'`) and names still used anywhere (a type position counts) stay as they are;
// a declaration that loses every specifier goes with its line. References are found by TypeScript's
// checker on the file alone (one-file program, no libraries, no module resolution), so scopes count:
// a local that shadows the import is not a use of it; `<Link>`, `<Link.Item>`, `Link.x`,
// `typeof Link`, `{ Link }` and `export { Link }` are.
import ts from 'typescript';
import { oneFileProgram } from '../project/one-file-program';
import { parseSource } from '../project/snapshot';
import { endsLine, lineStart, startsLine } from './source-style';
import { applyEdits, insertAt, removeSpan, type Edit } from './splice';

export interface ImportCleanup {
  /** Splices on the original text, to apply together with the edit's own. */
  edits: Edit[];
  /** Local names whose import was removed, in source order. */
  removed: string[];
}

const NONE: ImportCleanup = { edits: [], removed: [] };

/**
 * The splices that remove the imports of `path` that `edits` leave unreferenced. Import declarations
 * the edit itself touches are left alone (the edit owns those bytes).
 */
export function unusedImportCleanup(path: string, before: string, edits: readonly Edit[]): ImportCleanup {
  if (!/\.(ts|tsx|mts|cts)$/.test(path) || !edits.length) return NONE;
  const original = parseSource(path, before);
  const declarations = original.statements
    .filter(ts.isImportDeclaration)
    .filter((declaration) => declaration.importClause && !edits.some((edit) => clash(edit, removeSpan(declaration.getStart(), declaration.getEnd()))));
  if (!declarations.length) return NONE;
  // A reference can only go with text the edit takes away: when no removed or replaced span holds an
  // imported name, nothing can become unused, and the two one-file checks are skipped. (The
  // operations add markup, classes, styles and strings, never a declaration that could shadow an
  // import.)
  const names = declarations.flatMap((declaration) => importedNames(declaration.importClause!).map((name) => name.text));
  if (!edits.some((edit) => edit.end > edit.start && names.some((name) => before.slice(edit.start, edit.end).includes(name)))) return NONE;
  const usedBefore = referencedImports(original);
  if (!usedBefore.size) return NONE;
  const usedAfter = referencedImports(parseSource(path, applyEdits(before, edits)));
  const gone = (name: ts.Identifier): boolean => usedBefore.has(name.text) && !usedAfter.has(name.text);

  const cleanup: ImportCleanup = { edits: [], removed: [] };
  for (const declaration of declarations) {
    const removedNames = importedNames(declaration.importClause!).filter(gone);
    if (!removedNames.length) continue;
    const removal = declarationEdits(before, declaration, new Set(removedNames));
    // A whole line taken may reach an insertion at its edge; the edit's own splices come first.
    if (removal.some((mine) => edits.some((edit) => clash(edit, mine)))) continue;
    cleanup.removed.push(...removedNames.map((name) => name.text));
    cleanup.edits.push(...removal);
  }
  return cleanup;
}

/** Two splices that `sortEdits` would refuse to apply together. */
function clash(a: Edit, b: Edit): boolean {
  const [first, second] = a.start < b.start || (a.start === b.start && a.end <= b.end) ? [a, b] : [b, a];
  return second.start < first.end;
}

/**
 * The splices that take `removed` names out of one import declaration. When only inline type
 * specifiers stay (`import { type A }`), it becomes `import type { A }`, as the lint's
 * useImportType wants it.
 */
function declarationEdits(text: string, declaration: ts.ImportDeclaration, removed: ReadonlySet<ts.Identifier>): Edit[] {
  const clause = declaration.importClause!;
  const bindings = clause.namedBindings;
  const elements = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
  const defaultGoes = clause.name !== undefined && removed.has(clause.name);
  const kept = elements?.filter((element) => !removed.has(element.name)) ?? [];
  // `import D, {} from …` had empty braces before the edit; they are not ours to remove.
  const bindingsGo = bindings !== undefined && (ts.isNamespaceImport(bindings) ? removed.has(bindings.name) : kept.length === 0 && elements!.length > 0);
  const keepsDefault = clause.name !== undefined && !defaultGoes;
  const keepsBindings = bindings !== undefined && !bindingsGo;
  if (!keepsDefault && !keepsBindings) return [wholeLines(text, declaration)];
  const edits: Edit[] = [];
  if (defaultGoes) edits.push(removeSpan(clause.name!.getStart(), bindings!.getStart()));
  if (bindingsGo) edits.push(removeSpan(clause.name!.getEnd(), bindings.getEnd()));
  else if (elements) edits.push(...elementEdits(text, elements, removed));
  if (!keepsDefault && !clause.isTypeOnly && kept.length && kept.every((element) => element.isTypeOnly)) {
    edits.push(insertAt(clause.getStart(), 'type '));
    for (const element of kept) edits.push(removeSpan(element.getStart(), (element.propertyName ?? element.name).getStart()));
  }
  return edits;
}

/**
 * The declaration with its line(s) when it stands alone on them (a comment after it on its last
 * line goes too: it spoke of this import), else the declaration itself.
 */
function wholeLines(text: string, node: ts.Node): Edit {
  const start = node.getStart();
  const end = node.getEnd();
  const comments = ts.getTrailingCommentRanges(text, end) ?? [];
  const lineRest = comments.length ? comments[comments.length - 1]!.end : end;
  if (!startsLine(text, start) || !endsLine(text, lineRest)) return removeSpan(start, end);
  const next = text.indexOf('\n', lineRest);
  return removeSpan(lineStart(text, start), next < 0 ? text.length : next + 1);
}

/**
 * Removes runs of specifiers from `{ a, b, c }` (some stay): a run on lines of its own goes with
 * those lines; inline, a run goes with the comma after it, or the last run with the comma before it.
 */
function elementEdits(text: string, elements: ts.NodeArray<ts.ImportSpecifier>, removed: ReadonlySet<ts.Identifier>): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < elements.length; i++) {
    if (!removed.has(elements[i]!.name)) continue;
    let j = i;
    while (j + 1 < elements.length && removed.has(elements[j + 1]!.name)) j++;
    const first = elements[i]!;
    const last = elements[j]!;
    const next = elements[j + 1];
    const start = first.getStart();
    const commaAfter = text.slice(last.getEnd()).match(/^\s*,/)?.[0].length ?? 0;
    const end = last.getEnd() + commaAfter;
    if (startsLine(text, start) && endsLine(text, end)) {
      const lineEnd = text.indexOf('\n', end);
      edits.push(removeSpan(lineStart(text, start), lineEnd < 0 ? text.length : lineEnd + 1));
    } else if (next) {
      edits.push(removeSpan(start, next.getStart()));
    } else {
      // The tail of the list: from the end of the specifier before the run (one stays, or the
      // whole braces would have gone), keeping a trailing comma if the list had one.
      edits.push(removeSpan(elements[i - 1]!.getEnd(), last.getEnd()));
    }
    i = j;
  }
  return edits;
}

/** The local names an import clause declares: default, namespace, named. */
function importedNames(clause: ts.ImportClause): ts.Identifier[] {
  const bindings = clause.namedBindings;
  const names = bindings ? (ts.isNamespaceImport(bindings) ? [bindings.name] : bindings.elements.map((element) => element.name)) : [];
  return clause.name ? [clause.name, ...names] : names;
}

/** Local names of the file's imports that some code of the file refers to. */
function referencedImports(sourceFile: ts.SourceFile): Set<string> {
  const checker = oneFileChecker(sourceFile);
  const imports = new Map<ts.Symbol, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    for (const name of importedNames(statement.importClause)) {
      const symbol = checker.getSymbolAtLocation(name);
      if (symbol) imports.set(symbol, name.text);
    }
  }
  const used = new Set<string>();
  if (!imports.size) return used;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      const symbol = symbolOfUse(checker, node);
      const name = symbol && imports.get(symbol);
      if (name) used.add(name);
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return used;
}

/** The symbol an identifier refers to, without following imports to what they import. */
function symbolOfUse(checker: ts.TypeChecker, identifier: ts.Identifier): ts.Symbol | undefined {
  const parent = identifier.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === identifier) return checker.getShorthandAssignmentValueSymbol(parent);
  if (ts.isExportSpecifier(parent)) {
    // `export { Link }` / `export { Link as L }` uses the local Link; `export { x } from './y'` uses nothing local.
    if (parent.parent.parent.moduleSpecifier || identifier !== (parent.propertyName ?? parent.name)) return undefined;
    return checker.getExportSpecifierLocalTargetSymbol(parent);
  }
  return checker.getSymbolAtLocation(identifier);
}

/** A checker over this one file: its own scopes are bound, nothing else is read. */
function oneFileChecker(sourceFile: ts.SourceFile): ts.TypeChecker {
  return oneFileProgram(sourceFile, ts.JsxEmit.ReactJSX).getTypeChecker();
}
