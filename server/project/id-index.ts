// The server's index of codebase ids: which file, span and JSX element each id names. It asks the
// same scheme module as the dev build (visual-editing-runtime/codebase-ids) which elements carry
// which ids, and finds their TypeScript nodes for its text splices, so the ids agree by construction
// (and test/node/codebase-id-agreement.test.mjs checks them against the built pages). Both DOM
// elements and library components' use sites (`<Link href="/">` from wouter) carry ids.
import ts from 'typescript';
import { codebaseIdElements, fileCarriesCodebaseIds, type CodebaseIdElement } from 'visual-editing-runtime/codebase-ids';

/**
 * The scheme's elements of each file for its last text. Every edit reads a new snapshot of the whole
 * site; the ids depend only on a file's path and text, so only the files that changed are scanned again.
 */
const scanned = new Map<string, { text: string; elements: CodebaseIdElement[] }>();

function elementsOf(file: string, text: string): CodebaseIdElement[] {
  const known = scanned.get(file);
  if (known?.text === text) return known.elements;
  const elements = codebaseIdElements(text, file);
  scanned.set(file, { text, elements });
  return elements;
}

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

/**
 * Every id-carrying element of one file, in source order: the scheme module names them (and their
 * component) from the file's text, and each is matched to its TypeScript node by the offset of its `<`.
 */
export function indexFile(file: string, sourceFile: ts.SourceFile): IndexedElement[] {
  const named = new Map(elementsOf(file, sourceFile.text).map((element) => [element.start, element]));
  const entries: IndexedElement[] = [];
  const visit = (node: ts.Node): void => {
    const element = ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) ? named.get(node.getStart(sourceFile)) : undefined;
    if (element !== undefined && (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) {
      entries.push({
        id: element.id,
        file,
        sourceFile,
        tag: element.tag,
        library: element.library,
        opening: node,
        element: elementOfOpening(node),
        line: element.line,
        column: element.column,
        component: element.component,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (entries.length !== named.size) throw new Error(`${file}: the codebase-id scheme and TypeScript disagree on its JSX (${named.size} elements with ids, ${entries.length} found)`);
  return entries;
}
