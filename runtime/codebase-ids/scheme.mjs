// What a codebase id is: a class `tempo-<uuid v5 of file and position>` on each element a template
// writes, the same in every build of the same source and independent of the checkout path.
import { relative, sep } from 'node:path';
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

/** The template language of a file, by its extension: `jsx` (.jsx, .tsx), `vue`, `svelte`, `astro`, or null. */
export function templateLanguageOf(fileName) {
  if (/\.[jt]sx$/.test(fileName)) return 'jsx';
  if (fileName.endsWith('.vue')) return 'vue';
  if (fileName.endsWith('.svelte')) return 'svelte';
  if (fileName.endsWith('.astro')) return 'astro';
  return null;
}

/** Files whose templates carry ids: JSX (.jsx, .tsx), Vue single-file components, Svelte and Astro components. */
export function fileCarriesCodebaseIds(fileName) {
  return templateLanguageOf(fileName) !== null;
}

/**
 * A module specifier that names an installed package (`wouter`, `@radix-ui/react-dialog`,
 * `next/link`), not the project's own code: relative and absolute paths, subpath imports (`#x`),
 * the usual path aliases (`@/x`, `~/x`) and URL-like schemes (`node:`, `virtual:`) are not packages.
 */
export function isPackageSpecifier(specifier) {
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i.test(specifier);
}

/** Offset → 1-based line and column (UTF-16 units, as editors count them), for one source text. */
export function lineColumnFinder(code) {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/** A file's component name as Vue and Svelte infer it: the file name without its extension. */
export function componentNameOfFile(file) {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

/** An element's text parts when one of them is an expression (the lookup's `textParts`); undefined for literal text alone. */
export const textPartsWhenBound = (parts) => (parts.some((part) => 'bound' in part) ? parts : undefined);
