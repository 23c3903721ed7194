// What a codebase id is: a class `tempo-<uuid v5 of file and position>` on each element a template
// writes, the same in every build of the same source and independent of the checkout path.
import { relative, sep } from 'node:path';
import { v5 as uuidv5 } from 'uuid';

/** A template language the plugin reads by a file's extension. */
export type TemplateLanguage = 'jsx' | 'vue' | 'svelte' | 'astro';

/** A part of an element's text: literal text, or the source of an expression written into it. */
export type TextPart = { literal: string } | { bound: string };

/** An element of a source file that carries a codebase id. */
export interface CodebaseIdElement {
  id: string;
  /** Project-relative, `/`-separated path. */
  file: string;
  /** 1-based line and column (UTF-16 units) of the element's `<`: the position its id is made from. */
  line: number;
  column: number;
  /** Offset of the `<` in the file's text (UTF-16 units). */
  start: number;
  /** The tag as written: `li`, `svg`, or a library component's name (`Link`, `Ui.Button`). */
  tag: string;
  /** The package of a library component's use site (`<Link href="/">` from `wouter`); null for an element. */
  library: string | null;
  /** The component the element is written in: the enclosing function in JSX, the file's name for Vue and Svelte. */
  component: string | null;
  /** True when the element's children are literal text only (the editor can change it in place). */
  staticText: boolean;
  /** The text as literal parts and expressions (`Count: {count}`: `[{ literal: 'Count: ' }, { bound: 'count' }]`) when it mixes them; the runtime then edits only the literal parts. */
  textParts?: TextPart[] | undefined;
}

/** The text edits that add ids to a file, applied to its MagicString. */
export interface Splicer {
  appendLeft(index: number, content: string): unknown;
  overwrite(start: number, end: number, content: string): unknown;
}

/** An element found by a language's scanner, and the splice that writes its id. */
export interface FoundElement {
  element: CodebaseIdElement;
  splice: (out: Splicer) => void;
}

/** Fixed namespace of the ids: the same source position gives the same id in every build. */
const NAMESPACE = '5d1b7f0e-3c2a-4e8b-9f61-2a7c4d9e0b13';

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file: string, line: number, column: number): string {
  return `tempo-${uuidv5(`${file}:${line}:${column}`, NAMESPACE)}`;
}

/** The project-relative, `/`-separated path that ids are made from, so they do not depend on the checkout path. */
export function projectPath(root: string, fileName: string): string {
  return relative(root, fileName).split(sep).join('/');
}

/** The template language of a file, by its extension: `jsx` (.jsx, .tsx), `vue`, `svelte`, `astro`, or null. */
export function templateLanguageOf(fileName: string): TemplateLanguage | null {
  if (/\.[jt]sx$/.test(fileName)) return 'jsx';
  if (fileName.endsWith('.vue')) return 'vue';
  if (fileName.endsWith('.svelte')) return 'svelte';
  if (fileName.endsWith('.astro')) return 'astro';
  return null;
}

/**
 * Files whose templates carry ids: JSX (.jsx, .tsx), Vue single-file components, Svelte and Astro
 * components (and `.ts` files that declare an Angular component with an inline template: their
 * content says so, not their name).
 */
export function fileCarriesCodebaseIds(fileName: string): boolean {
  return templateLanguageOf(fileName) !== null;
}

/**
 * A module specifier that names an installed package (`wouter`, `@radix-ui/react-dialog`,
 * `next/link`), not the project's own code: relative and absolute paths, subpath imports (`#x`),
 * the usual path aliases (`@/x`, `~/x`) and URL-like schemes (`node:`, `virtual:`) are not packages.
 */
export function isPackageSpecifier(specifier: string): boolean {
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i.test(specifier);
}

/** Offset → 1-based line and column (UTF-16 units, as editors count them), for one source text. */
export function lineColumnFinder(code: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/** A file's component name as Vue and Svelte infer it: the file name without its extension. */
export function componentNameOfFile(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

/** An element's text parts when one of them is an expression (the lookup's `textParts`); undefined for literal text alone. */
export const textPartsWhenBound = (parts: TextPart[]): TextPart[] | undefined => (parts.some((part) => 'bound' in part) ? parts : undefined);

/** An error's message (what `error?.message ?? error` reads), as a string. */
export function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return String(message ?? error);
}
