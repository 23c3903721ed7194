// The server's index of codebase ids: which file, span and JSX element each id names. It uses the
// same scheme module as the dev build (visual-editing-runtime/codebase-ids), so the ids agree by construction
// (and test/node/codebase-id-agreement.test.mjs checks them against the built pages). Both DOM
// elements and library components' use sites (`<Link href="/">` from wouter) carry ids.
import ts from 'typescript';
import { codebaseIdKind, codebaseIdOf, fileCarriesCodebaseIds, packageOfTag } from 'visual-editing-runtime/codebase-ids';

export type JsxOpening = ts.JsxOpeningElement | ts.JsxSelfClosingElement;
export type JsxElementNode = ts.JsxElement | ts.JsxSelfClosingElement;

export interface IndexedElement {
  id: string;
  /** Project-relative path, e.g. `site/components/CardGrid.tsx`. */
  file: string;
  sourceFile: ts.SourceFile;
  /** The tag as written: `li`, `Link`, `Lib.Link`. */
  tag: string;
  /** The package a library component comes from (`wouter`); null for a DOM element. */
  library: string | null;
  opening: JsxOpening;
  /** The whole element: opening tag, children and closing tag (or the self-closing element). */
  element: JsxElementNode;
  line: number;
  column: number;
  /** The named function (component) the element is written in. */
  component: string | null;
}

export function elementOfOpening(opening: JsxOpening): JsxElementNode {
  return ts.isJsxOpeningElement(opening) ? opening.parent : opening;
}

export function openingOf(element: JsxElementNode): JsxOpening {
  return ts.isJsxElement(element) ? element.openingElement : element;
}

function functionName(node: ts.Node): string | null {
  if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return node.name.text;
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) {
    return node.parent.name.text;
  }
  return null;
}

/** The nearest enclosing named function or class whose name starts upper-case (a component), else the nearest named one. */
function componentOf(node: ts.Node): string | null {
  let fallback: string | null = null;
  for (let current = node.parent; current; current = current.parent) {
    const name = functionName(current);
    if (name && /^[A-Z]/.test(name)) return name;
    fallback ??= name;
  }
  return fallback;
}

export class IdIndex {
  private readonly byId = new Map<string, IndexedElement>();
  private readonly byFile = new Map<string, IndexedElement[]>();
  private readonly byOpening = new Map<ts.Node, IndexedElement>();

  constructor(sourceFiles: ReadonlyMap<string, ts.SourceFile>) {
    for (const [file, sourceFile] of sourceFiles) {
      if (!fileCarriesCodebaseIds(file)) continue;
      const entries = indexFile(file, sourceFile);
      this.byFile.set(file, entries);
      for (const entry of entries) {
        this.byId.set(entry.id, entry);
        this.byOpening.set(entry.opening, entry);
      }
    }
  }

  get(id: string): IndexedElement | undefined {
    return this.byId.get(id);
  }

  /** Every indexed element, file by file in source order. */
  all(): IndexedElement[] {
    return [...this.byFile.values()].flat();
  }

  inFile(file: string): readonly IndexedElement[] {
    return this.byFile.get(file) ?? [];
  }

  /** The indexed element whose opening tag is `opening`, if it carries an id. */
  forOpening(opening: ts.Node): IndexedElement | undefined {
    return this.byOpening.get(opening);
  }
}

/** Every id-carrying element of one file, in source order. */
export function indexFile(file: string, sourceFile: ts.SourceFile): IndexedElement[] {
  const entries: IndexedElement[] = [];
  const visit = (node: ts.Node): void => {
    const id = codebaseIdOf(node, sourceFile, file);
    if (id !== null && (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) {
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      entries.push({
        id,
        file,
        sourceFile,
        tag: node.tagName.getText(sourceFile),
        library: codebaseIdKind(node) === 'library' ? packageOfTag(node.tagName) : null,
        opening: node,
        element: elementOfOpening(node),
        line: line + 1,
        column: character + 1,
        component: componentOf(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return entries;
}
