// An element that is everything a component shows (the <section> that Section returns) has no place
// of its own among the elements around it; the use of the component has one
// (`<LearningProcessSection />` among the other sections of LandingPage.tsx). A designer sees one
// block, so move, duplicate and delete of such an element act through that use. The walk up is
// repeated while a use is itself a component's whole output (Section's <section> → `<Section>` in
// LearningProcessSection.tsx → `<LearningProcessSection />` in LandingPage.tsx). Which use, where a
// component is used in several places, is told by the rendering the designer selected: each
// rendering of the static render remembers the uses it was rendered in (render-walk.ts).
import ts from 'typescript';
import type { ComponentUsePage, ComponentUsePlace } from '../../types';
import { unitOf, type ElementUnit, type UnitOptions } from '../edit/branch';
import type { FunctionNode } from './evaluate';
import type { IndexedElement, JsxElementNode } from './id-index';
import { returningFunction, type ComponentUse, type PageRender, type Rendering } from './render-walk';

/** A component the walk passed through: its function, its name and the use the walk went up to. */
export interface PassedComponent {
  component: FunctionNode;
  name: string;
  use: JsxElementNode;
}

/** What a structural edit of an element acts on: its own place, or the place of the use it is the whole output of. */
export interface Block {
  /** The element itself, or the outermost component use it is everything of. */
  node: JsxElementNode;
  /** Where that node stands among its JSX parent's children. */
  unit: ElementUnit;
  /** The components passed through, innermost first; empty when the element has a place of its own. */
  through: PassedComponent[];
}

/** The component's name when `fn` is a named component (its name starts with a capital letter), else null. */
export function componentName(fn: FunctionNode): string | null {
  let name: string | null = null;
  if (fn.name && ts.isIdentifier(fn.name)) name = fn.name.text;
  else if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) name = fn.parent.name.text;
  return name && /^[A-Z]/.test(name) ? name : null;
}

/** The component `node` is the whole output of (the value it returns, parentheses aside), or null. */
export function outputOf(node: JsxElementNode): { component: FunctionNode; name: string } | null {
  const fn = returningFunction(node);
  const name = fn ? componentName(fn) : null;
  return fn && name ? { component: fn, name } : null;
}

/**
 * The block `rendering` of `entry` is: the element's own unit when it has one (as `options` reads it),
 * else the use of the component it is everything of, followed up while that use is a whole output
 * itself; null when a level has no use the rendering knows (the root component's output) or the use
 * has no place of its own (a list item, a prop).
 */
export function blockOf(entry: IndexedElement, rendering: Rendering | null, options: UnitOptions = {}): Block | null {
  const own = unitOf(entry.element, options);
  if (own) return { node: entry.element, unit: own, through: [] };
  if (!rendering) return null;
  const through: PassedComponent[] = [];
  let node: JsxElementNode = entry.element;
  let use: ComponentUse | null = rendering.use;
  for (;;) {
    const output = outputOf(node);
    if (!output) return null;
    while (use && use.component !== output.component) use = use.outer;
    if (!use) return null;
    through.push({ ...output, use: use.element });
    node = use.element;
    // A use has a place of its own, or the `{…}` of its condition; one a list repeats has none alone.
    const unit = unitOf(node);
    if (unit) return { node, unit, through };
    use = use.outer;
  }
}

/** True when `entry` has no place of its own among its neighbours (not even through a condition or, with `options`, a list). */
export const isWholeOutput = (entry: IndexedElement, options: UnitOptions = {}): boolean => !unitOf(entry.element, options) && outputOf(entry.element) !== null;

/**
 * The block every rendering of `entry` on every page acts through, when they all act through the
 * same one (the component is used once, or every use is the same JSX): what a request that names no
 * rendering acts on. `uses` counts the different blocks otherwise (0: none found).
 */
export function soleBlock(entry: IndexedElement, pages: readonly PageRender[], options: UnitOptions = {}): { block: Block } | { block: null; uses: number } {
  const own = unitOf(entry.element, options);
  if (own) return { block: { node: entry.element, unit: own, through: [] } };
  const blocks = new Map<ts.Node, Block>();
  for (const page of pages) {
    for (const rendering of page.renderings.get(entry.id) ?? []) {
      const block = blockOf(entry, rendering, options);
      if (block) blocks.set(block.node, block);
    }
  }
  const [only] = blocks.values();
  return blocks.size === 1 && only ? { block: only } : { block: null, uses: blocks.size };
}

/** How many different places of the site's pages use `component` (each JSX use once). */
export function usesOf(component: FunctionNode, pages: readonly PageRender[]): JsxElementNode[] {
  const found = new Set<JsxElementNode>();
  for (const page of pages) for (const use of page.uses.get(component) ?? []) found.add(use);
  return [...found];
}

/** The project-relative file and 1-based line and column of a node's start. */
export function positionOf(node: ts.Node): { file: string; line: number; column: number } {
  const sourceFile = node.getSourceFile();
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return { file: sourceFile.fileName.replace(/^\//, ''), line: line + 1, column: character + 1 };
}

/** `<LearningProcessSection />`: a use as a person reads it in the code. */
export function textOfUse(use: JsxElementNode): string {
  const opening = ts.isJsxElement(use) ? use.openingElement : use;
  return `<${opening.tagName.getText()} />`;
}

/** The function component a node is written in, or null at module level. */
function writtenIn(node: ts.Node): string | null {
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    if (ts.isFunctionDeclaration(up) || ts.isArrowFunction(up) || ts.isFunctionExpression(up)) {
      const name = componentName(up);
      if (name) return name;
    }
  }
  return null;
}

/** For the lookups: the place a block that acts through a use has. */
export function placeOfUse(block: Block, pages: readonly PageRender[]): ComponentUsePlace | null {
  const outermost = block.through[block.through.length - 1];
  if (!outermost) return null;
  const parent = positionOf(block.unit.parent);
  return {
    component: outermost.name,
    ...positionOf(block.node),
    writtenIn: writtenIn(block.node),
    uses: usesOf(outermost.component, pages).length,
    parent: `${parent.file}:${parent.line}:${parent.column}`,
  };
}

/**
 * For the lookups: per page that shows `entry` in an order the source decides, the use each
 * rendering acts through; null unless the element is a component's whole output and some rendering
 * acts through a use.
 */
export function componentUsePages(entry: IndexedElement, pages: readonly PageRender[]): ComponentUsePage[] | null {
  if (!isWholeOutput(entry)) return null;
  const result: ComponentUsePage[] = [];
  for (const page of pages) {
    const renderings = page.renderings.get(entry.id);
    if (!renderings?.length || !renderings.every((rendering) => rendering.certain)) continue;
    result.push({ path: page.path, renderings: renderings.map((rendering) => {
      const block = blockOf(entry, rendering);
      return block ? placeOfUse(block, pages) : null;
    }) });
  }
  return result.some((page) => page.renderings.some((place) => place !== null)) ? result : null;
}
