// Helpers over the frame's nav tree (docs/protocol.md §7) as the SDK gives it, with its node index:
// order, ancestors, neighbours, drop targets. Document order is derived once per tree (tree-index.ts).
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type NavTreeNode } from '../../types';
import { derive } from './tree-index';

export const STORYBOARD_ID = 'reference';

/** Every node in tree (document) order, and each key's place in it. */
interface Order {
  nodes: readonly NavTreeNode[];
  at: ReadonlyMap<string, number>;
}

function buildOrder({ tree }: NavTreeIndex): Order {
  const nodes: NavTreeNode[] = [];
  const at = new Map<string, number>();
  const stack = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    at.set(keyOf(node), nodes.length);
    nodes.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return { nodes, at };
}

const none: readonly NavTreeNode[] = [];

/** Every node in tree (document) order; an empty list without a tree. */
export function nodesInOrder(tree: NavTreeIndex | null): readonly NavTreeNode[] {
  return tree ? derive(tree, buildOrder).nodes : none;
}

/** Keys of the node's ancestors, nearest first. */
export function ancestors(index: ReadonlyMap<string, NavTreeNode>, key: string): string[] {
  const out: string[] = [];
  let parent = index.get(key)?.parent ?? null;
  while (parent) {
    out.push(parent);
    parent = index.get(parent)?.parent ?? null;
  }
  return out;
}

/** The node a key moves to with an arrow key (up/down in tree order, left to parent, right to first child). */
export function neighbour(tree: NavTreeIndex | null, key: string, direction: 'up' | 'down' | 'left' | 'right'): string | null {
  const node = tree?.nodes.get(key);
  if (!tree || !node) return null;
  if (direction === 'left') return node.parent;
  if (direction === 'right') return node.children[0] ? keyOf(node.children[0]) : null;
  const order = derive(tree, buildOrder);
  const next = order.nodes[order.at.get(key)! + (direction === 'up' ? -1 : 1)];
  return next ? keyOf(next) : null;
}

/** How many nodes `node`'s subtree holds (itself too). */
function subtreeSize(node: NavTreeNode): number {
  let size = 0;
  const stack = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    size++;
    for (const child of current.children) stack.push(child);
  }
  return size;
}

const contains = (node: NavTreeNode, x: number, y: number) => {
  const box = node.pageBoundingBox;
  return x >= box.pageX && x <= box.pageX + box.width && y >= box.pageY && y <= box.pageY + box.height;
};

/**
 * Whether `child` sits in a row of its siblings (a flex row, or grid columns): the drop goes left or
 * right of it. Otherwise above or below.
 */
function inRow(parent: NavTreeNode, child: NavTreeNode): boolean {
  if (parent.displayType.includes('flex')) return parent.flexDirection.startsWith('row');
  const a = child.pageBoundingBox;
  return parent.children.some((other) => {
    if (other === child || other.displayType === 'none') return false;
    const b = other.pageBoundingBox;
    const overlapY = Math.min(a.pageY + a.height, b.pageY + b.height) - Math.max(a.pageY, b.pageY);
    const apartX = b.pageX >= a.pageX + a.width || a.pageX >= b.pageX + b.width;
    return apartX && overlapY > Math.min(a.height, b.height) / 2;
  });
}

export interface DropTarget {
  parent: NavTreeNode;
  sibling: NavTreeNode;
  position: 'before' | 'after';
  /** The insertion bar in page coordinates. */
  bar: { x: number; y: number; width: number; height: number };
}

/**
 * Where a dragged element lands for a pointer at page (x, y): the deepest node under the point (never
 * the dragged one or inside it), raised to a sibling of the dragged element when the point is inside one;
 * before or after it by the nearer half along the parent's flow.
 */
export function dropTarget(tree: NavTreeIndex | null, draggedKey: string, x: number, y: number): DropTarget | null {
  const dragged = tree?.nodes.get(draggedKey);
  if (!tree || !dragged) return null;
  const index = tree.nodes;
  const order = derive(tree, buildOrder);
  // Document order: the dragged node's subtree is the run of nodes from its place on.
  const from = order.at.get(draggedKey)!;
  const to = from + subtreeSize(dragged);
  let hit: NavTreeNode | null = null;
  for (let i = 0; i < order.nodes.length; i++) {
    if (i === from) i = to;
    const node = order.nodes[i];
    if (!node?.parent) continue;
    if (contains(node, x, y) && (!hit || node.level >= hit.level)) hit = node;
  }
  if (!hit) return null;
  const chain = [keyOf(hit), ...ancestors(index, keyOf(hit))];
  const siblingKey = chain.find((key) => index.get(key)?.parent === dragged.parent && key !== draggedKey) ?? keyOf(hit);
  const sibling = index.get(siblingKey);
  const parent = sibling?.parent ? index.get(sibling.parent) : undefined;
  if (!sibling || !parent) return null;
  const box = sibling.pageBoundingBox;
  const row = inRow(parent, sibling);
  const position = row ? (x < box.pageX + box.width / 2 ? 'before' : 'after') : y < box.pageY + box.height / 2 ? 'before' : 'after';
  return targetBeside(parent, sibling, position);
}

/** The drop target before or after `sibling` in `parent`, with its insertion bar (a drop chosen in the layers or with the keyboard). */
export function targetBeside(parent: NavTreeNode, sibling: NavTreeNode, position: 'before' | 'after'): DropTarget {
  const box = sibling.pageBoundingBox;
  const bar = inRow(parent, sibling)
    ? { x: position === 'before' ? box.pageX - 2 : box.pageX + box.width - 2, y: box.pageY, width: 4, height: box.height }
    : { x: box.pageX, y: position === 'before' ? box.pageY - 2 : box.pageY + box.height - 2, width: box.width, height: 4 };
  return { parent, sibling, position, bar };
}

/** How thick the insertion bar looks on screen, in the editor's pixels, at any zoom. */
export const BAR_SCREEN_PX = 4;

/**
 * The bar in the page's pixels for a canvas shown at `scale`: its long side as it is, its thickness
 * BAR_SCREEN_PX on screen (a 4 px line in the page would look 8 px at 200 % and 2 px at 50 %), on the same centre line.
 */
export function barAtScale(bar: DropTarget['bar'], scale: number): DropTarget['bar'] {
  if (!(scale > 0) || !Number.isFinite(scale)) return bar;
  const thickness = BAR_SCREEN_PX / scale;
  return bar.height > bar.width
    ? { x: bar.x + (bar.width - thickness) / 2, y: bar.y, width: thickness, height: bar.height }
    : { x: bar.x, y: bar.y + (bar.height - thickness) / 2, width: bar.width, height: thickness };
}

/** A short label for a node: tag, first class, and literal text. */
export function describe(node: NavTreeNode): string {
  // The root's wire name is `Storyboard` (docs/protocol.md): a designer knows it as the page.
  if (node.parent === null) return 'Page';
  const text = node.literalChildren.map((child) => child.value).join(' ').trim();
  const cls = node.directlySetClassList[0];
  return `${node.name}${cls ? `.${cls}` : ''}${text ? ` “${text.length > 28 ? `${text.slice(0, 27)}…` : text}”` : ''}`;
}
