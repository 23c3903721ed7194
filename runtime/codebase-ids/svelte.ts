// Codebase ids in Svelte 5 components: every HTML and SVG element of the markup gets the id as a
// class directive (`class:tempo-…={true}`), which Svelte adds to whatever `class` the element
// already computes (a string, an expression, clsx arrays and objects) without touching it.
// Components, `<svelte:…>` elements and `<slot>` get none. Parsed with the project's `svelte/compiler`.
import { projectModule } from './compilers';
import { codebaseIdFor, componentNameOfFile, type FoundElement, lineColumnFinder, type Splicer, type TextPart, textPartsWhenBound } from './scheme';

/** Keys of the modern AST that hold script, style or metadata: no markup below them. */
const NOT_MARKUP = new Set(['instance', 'module', 'css', 'metadata', 'expression', 'attributes', 'options', 'comments', 'js']);

/** What the scan reads of a node of Svelte's modern AST (and of the ESTree nodes of its scripts). */
interface SvelteNode {
  type: string;
  start: number;
  end: number;
}
interface SvelteElement extends SvelteNode {
  type: 'RegularElement';
  name: string;
  fragment: { nodes: SvelteNode[] };
}
interface SvelteText extends SvelteNode {
  data: string;
}
interface SvelteExpressionTag extends SvelteNode {
  expression: SvelteNode;
}
/** The ESTree nodes a `$props()` declaration is made of. */
interface EstreeNode {
  type: string;
  name?: string;
  value?: unknown;
  computed?: boolean;
  key?: EstreeNode;
  left?: EstreeNode;
  argument?: EstreeNode;
  callee?: EstreeNode;
  init?: EstreeNode | null;
  id?: EstreeNode;
  declarations?: EstreeNode[];
  properties?: EstreeNode[];
}
interface SvelteRoot {
  fragment: SvelteNode;
  instance?: { content: { body: EstreeNode[]; end: number } } | null;
}
/** What the scan uses of `svelte/compiler`. */
interface SvelteCompiler {
  parse(code: string, options: { modern: true; filename: string }): SvelteRoot;
  VERSION: string;
}

const isElement = (node: SvelteNode): node is SvelteElement => node.type === 'RegularElement';

/** `$props()`'s declaration in the instance script: `let { a, b: c = 1, ...rest } = $props()` or `let props = $props()`. */
function propsDeclaration(ast: SvelteRoot): EstreeNode | null {
  for (const statement of ast.instance?.content?.body ?? []) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations ?? []) {
      const init = declaration.init;
      if (init?.type === 'CallExpression' && init.callee?.type === 'Identifier' && init.callee.name === '$props') return declaration.id ?? null;
    }
  }
  return null;
}

/** The expression that rebuilds the props object from what the declaration binds; null when it binds something else. */
function propsExpression(pattern: EstreeNode): string | null {
  if (pattern.type === 'Identifier') return `{ ...${pattern.name} }`;
  if (pattern.type !== 'ObjectPattern') return null;
  const parts: string[] = [];
  for (const property of pattern.properties ?? []) {
    if (property.type === 'RestElement' && property.argument?.type === 'Identifier') parts.push(`...${property.argument.name}`);
    else if (property.type === 'Property' && !property.computed && property.key && property.value) {
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
      const value = property.value as EstreeNode;
      const local = value.type === 'AssignmentPattern' ? value.left : value;
      if (key == null || local?.type !== 'Identifier') return null;
      parts.push(`${JSON.stringify(key)}: ${local.name}`);
    } else return null;
  }
  return `{ ${parts.join(', ')} }`;
}

/**
 * The component's props for the runtime's Svelte adapter: Svelte 5 keeps them in closures no script can
 * reach (sveltejs/svelte#11389), so, asked to, the plugin gives each root element of the component an
 * attachment that leaves a reader of the current props on it (`__svelte_props`), the way Svelte's dev
 * mode leaves `__svelte_meta`. The reader reads the props' current values when called, outside any
 * effect, so it subscribes to nothing and changes nothing. Needs attachments (Svelte 5.29).
 */
function propsSplices(ast: SvelteRoot, roots: SvelteElement[]): Array<(out: Splicer) => void> {
  const pattern = propsDeclaration(ast);
  const expression = pattern && propsExpression(pattern);
  if (!expression || roots.length === 0 || !ast.instance) return [];
  const name = '__codebaseIdsProps';
  const helper = `\nconst ${name} = (node) => { node.__svelte_props = () => (${expression}); return () => { delete node.__svelte_props; }; };\n`;
  const scriptEnd = ast.instance.content.end;
  return [(out) => out.appendLeft(scriptEnd, helper), ...roots.map((node) => (out: Splicer) => out.appendLeft(node.start + 1 + node.name.length, ` {@attach ${name}}`))];
}

function atLeast(version: string, major: number, minor: number): boolean {
  const [a = Number.NaN, b = Number.NaN] = String(version).split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** The element's text as literal parts and `{expressions}`, when its children are only those and one is an expression; else undefined. */
function textPartsOf(nodes: SvelteNode[], code: string): TextPart[] | undefined {
  const parts: TextPart[] = [];
  for (const child of nodes) {
    if (child.type === 'Text') parts.push({ literal: (child as SvelteText).data });
    else if (child.type === 'ExpressionTag') {
      const { expression } = child as SvelteExpressionTag;
      parts.push({ bound: code.slice(expression.start, expression.end) });
    } else if (child.type !== 'Comment') return undefined;
  }
  return textPartsWhenBound(parts);
}

/**
 * Every id-carrying element of a `.svelte` file (`file` is its project path), in source order, each with
 * its splice; with `props`, also the splices that expose the component's props to the Svelte adapter.
 */
export function scanSvelte(code: string, file: string, root: string, { props = false }: { props?: boolean } = {}): FoundElement[] {
  const { parse, VERSION } = projectModule<SvelteCompiler>(root, 'svelte/compiler', 'Svelte components need the project\'s "svelte" package (npm install svelte)');
  if (!/^5\./.test(String(VERSION))) throw new Error(`Svelte ${VERSION} is installed: codebase ids need Svelte 5`);
  const ast = parse(code, { modern: true, filename: file });
  const position = lineColumnFinder(code);
  const component = componentNameOfFile(file);
  const found: FoundElement[] = [];
  const roots: SvelteElement[] = [];
  const visit = (node: unknown, inElement = false): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, inElement));
    if (!node || typeof node !== 'object') return;
    const element = isElement(node as SvelteNode) ? (node as SvelteElement) : null;
    if (element) {
      if (!inElement) roots.push(element);
      const { line, column } = position(element.start);
      const id = codebaseIdFor(file, line, column);
      const nodes = element.fragment.nodes;
      const staticText = nodes.length > 0 && nodes.every((child) => child.type === 'Text') && nodes.some((child) => (child as SvelteText).data.trim() !== '');
      const at = element.start + 1 + element.name.length;
      found.push({ element: { id, file, line, column, start: element.start, tag: element.name, library: null, component, staticText, textParts: textPartsOf(nodes, code) }, splice: (out) => out.appendLeft(at, ` class:${id}={true}`) });
    }
    const below = inElement || element !== null;
    for (const [key, value] of Object.entries(node)) if (!NOT_MARKUP.has(key) && value && typeof value === 'object') visit(value, below);
  };
  visit(ast.fragment);
  found.sort((a, b) => a.element.start - b.element.start);
  if (props && atLeast(VERSION, 5, 29)) {
    const [first, ...rest] = propsSplices(ast, roots);
    // Not an element: the splices ride along on the first one, so the elements stay as listed.
    if (first && found.length) {
      const own = found[0]!.splice;
      found[0] = { ...found[0]!, splice: (out) => [own, first, ...rest].forEach((splice) => splice(out)) };
    }
  }
  return found;
}
