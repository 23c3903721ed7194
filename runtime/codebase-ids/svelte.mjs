// Codebase ids in Svelte 5 components: every HTML and SVG element of the markup gets the id as a
// class directive (`class:tempo-…={true}`), which Svelte adds to whatever `class` the element
// already computes (a string, an expression, clsx arrays and objects) without touching it.
// Components, `<svelte:…>` elements and `<slot>` get none. Parsed with the project's `svelte/compiler`.
import { projectModule } from './compilers.mjs';
import { codebaseIdFor, componentNameOfFile, lineColumnFinder } from './scheme.mjs';

/** Keys of the modern AST that hold script, style or metadata: no markup below them. */
const NOT_MARKUP = new Set(['instance', 'module', 'css', 'metadata', 'expression', 'attributes', 'options', 'comments', 'js']);

/** Every id-carrying element of a `.svelte` file (`file` is its project path), in source order, each with its splice. */
export function scanSvelte(code, file, root) {
  const { parse, VERSION } = projectModule(root, 'svelte/compiler', 'Svelte components need the project\'s "svelte" package (npm install svelte)');
  if (!/^5\./.test(String(VERSION))) throw new Error(`Svelte ${VERSION} is installed: codebase ids need Svelte 5`);
  const ast = parse(code, { modern: true, filename: file });
  const position = lineColumnFinder(code);
  const component = componentNameOfFile(file);
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (node.type === 'RegularElement') {
      const { line, column } = position(node.start);
      const id = codebaseIdFor(file, line, column);
      const nodes = node.fragment.nodes;
      const staticText = nodes.length > 0 && nodes.every((child) => child.type === 'Text') && nodes.some((child) => child.data.trim() !== '');
      const at = node.start + 1 + node.name.length;
      found.push({ element: { id, file, line, column, start: node.start, tag: node.name, library: null, component, staticText }, splice: (out) => out.appendLeft(at, ` class:${id}={true}`) });
    }
    for (const key in node) if (!NOT_MARKUP.has(key) && node[key] && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast.fragment);
  return found.sort((a, b) => a.element.start - b.element.start);
}
