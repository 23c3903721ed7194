// Codebase ids in Astro components (`.astro`), parsed by the project's own Astro compiler (its
// synchronous entry, `@astrojs/compiler/sync`, which comes with `astro`). Every HTML element of the
// template, those inside `{expressions}` too, gets its id in its static `class` (appended, or added);
// components (`<PriceCard />`, islands) carry none: their own elements do, in their own files, by
// their own language. `<script>`, `<style>` and `<slot>` are Astro's to process and get none, nor do
// the document's `<html>`, `<head>` and what it holds, and neither do
// elements whose class is an expression or a `class:list` (the id would have to join it at run time).
import { projectModule } from './compilers';
import { codebaseIdFor, componentNameOfFile, type FoundElement, lineColumnFinder, type Splicer, type TextPart, textPartsWhenBound } from './scheme';

/** Astro's to process, or never drawn: no id. */
const SKIPPED = new Set(['script', 'style', 'slot', 'html', 'head', 'meta', 'title', 'link', 'base', 'noscript', 'template']);

/** Where the compiler says a node starts (a UTF-8 byte offset). */
interface AstroPosition {
  start?: { offset: number } | undefined;
}
/** What the scan reads of a node of the Astro compiler's AST. */
interface AstroNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: AstroAttribute[];
  children?: AstroNode[];
  position?: AstroPosition | undefined;
}
interface AstroAttribute {
  name: string;
  /** `quoted`, `empty`, `expression`, …. */
  kind: string;
  value: string;
  raw: string;
  position: { start: { offset: number } };
}
/** What the scan uses of `@astrojs/compiler/sync`. */
interface AstroCompiler {
  parse(code: string, options: { position: boolean }): { ast: AstroNode; diagnostics?: Array<{ severity: number; text?: string }> | undefined };
}

/** Offsets of the compiler (UTF-8 bytes: it is written in Go) as offsets in the file's text (UTF-16 units). */
function offsetsIn(code: string): (offset: number) => number {
  const bytes = Buffer.from(code, 'utf8');
  // ASCII text has the same offsets either way.
  if (bytes.length === code.length) return (offset) => offset;
  return (offset) => bytes.subarray(0, offset).toString('utf8').length;
}

/** The element's text as literal parts and `{expressions}`, when its children are only those and one is an expression; else undefined. */
function textPartsOf(node: AstroNode): TextPart[] | undefined {
  const parts: TextPart[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'text') parts.push({ literal: child.value ?? '' });
    else if (child.type === 'expression' && (child.children ?? []).every((inner) => inner.type === 'text')) parts.push({ bound: (child.children ?? []).map((inner) => inner.value).join('').trim() });
    else if (child.type !== 'comment') return undefined;
  }
  return textPartsWhenBound(parts);
}

/** Every id-carrying element of an `.astro` file (`file` is its project path), in source order, each with its splice. */
export function scanAstro(code: string, file: string, root: string): FoundElement[] {
  const { parse } = projectModule<AstroCompiler>(root, '@astrojs/compiler/sync', 'Astro components need the project\'s "astro" package (npm install astro)');
  const { ast, diagnostics } = parse(code, { position: true });
  const error = diagnostics?.find((diagnostic) => diagnostic.severity === 1);
  if (error) throw new Error(error.text ?? 'the file does not parse');
  const at = offsetsIn(code);
  const position = lineColumnFinder(code);
  const component = componentNameOfFile(file);
  const found: FoundElement[] = [];
  const visit = (node: AstroNode): void => {
    const name = node.name ?? '';
    if (node.type === 'element' && !SKIPPED.has(name) && node.position?.start) {
      const start = at(node.position.start.offset);
      const classes = (node.attributes ?? []).filter((attribute) => attribute.name === 'class' || attribute.name === 'class:list');
      const plain = classes.length === 0 || (classes.length === 1 && classes[0]!.name === 'class' && (classes[0]!.kind === 'quoted' || classes[0]!.kind === 'empty'));
      if (plain) {
        const { line, column } = position(start);
        const id = codebaseIdFor(file, line, column);
        const [attribute] = classes;
        const children = node.children ?? [];
        const staticText = children.length > 0 && children.every((child) => child.type === 'text') && children.some((child) => (child.value ?? '').trim() !== '');
        // `class="card"`: before its closing quote (its name, `=`, then the quoted raw value); none: after the tag name.
        const splice: ((out: Splicer) => void) | null = attribute?.kind === 'quoted'
          ? (out) => out.appendLeft(at(attribute.position.start.offset) + attribute.name.length + 1 + attribute.raw.length - 1, attribute.value.trim() ? ` ${id}` : id)
          : attribute
            ? null
            : (out) => out.appendLeft(start + 1 + name.length, ` class="${id}"`);
        if (splice) found.push({ element: { id, file, line, column, start, tag: name, library: null, component, staticText, textParts: textPartsOf(node) }, splice });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(ast);
  return found.sort((a, b) => a.element.start - b.element.start);
}
