// Helpers over the frame's nav tree (docs/protocol.md §7): keys, order, lookups, drop targets.
import { elementKey, type NavTreeNode, type NavTreePatch } from '../../types';

export const STORYBOARD_ID = 'reference';

/** The element key: `${codebaseId}_${storyboardId}_${uniquePath}`. */
export function keyOf(node: NavTreeNode): string {
  return elementKey(node.tempoElement);
}

/** Every node in tree (document) order. */
export function flatten(tree: NavTreeNode | null): NavTreeNode[] {
  if (!tree) return [];
  const out: NavTreeNode[] = [];
  const walk = (node: NavTreeNode) => {
    out.push(node);
    node.children.forEach(walk);
  };
  walk(tree);
  return out;
}

export function indexTree(tree: NavTreeNode | null): Map<string, NavTreeNode> {
  return new Map(flatten(tree).map((node) => [keyOf(node), node]));
}

/**
 * The index of `tree`, the tree `patch` made from the one `index` holds: only the nodes the patch
 * touched, and their ancestors (new objects in the patched tree), are looked at.
 */
export function patchIndex(index: ReadonlyMap<string, NavTreeNode>, tree: NavTreeNode, patch: NavTreePatch): Map<string, NavTreeNode> {
  const next = new Map(index);
  const drop = (node: NavTreeNode) => {
    next.delete(keyOf(node));
    node.children.forEach(drop);
  };
  const add = (node: NavTreeNode) => {
    next.set(keyOf(node), node);
    node.children.forEach(add);
  };
  for (const key of patch.removed) {
    const node = index.get(key);
    if (node) drop(node);
  }
  /** Every node from the root down to the one at `path` is (or may be) a new object. */
  const refreshPath = (path: string) => {
    let node: NavTreeNode | undefined = tree;
    next.set(keyOf(tree), tree);
    for (const segment of path.split('-').slice(1)) {
      node = node.children[Number(segment)];
      if (!node) return;
      next.set(keyOf(node), node);
    }
  };
  const pathOf = (key: string) => key.slice(key.lastIndexOf('_') + 1);
  for (const key of patch.removed) refreshPath(pathOf(key).split('-').slice(0, -1).join('-'));
  for (const node of patch.added) {
    refreshPath(node.tempoElement.uniquePath);
    const placed = next.get(keyOf(node));
    if (placed) add(placed);
  }
  for (const { key } of patch.changed) refreshPath(pathOf(key));
  return next;
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
export function neighbour(tree: NavTreeNode | null, key: string, direction: 'up' | 'down' | 'left' | 'right'): string | null {
  const all = flatten(tree);
  const at = all.findIndex((node) => keyOf(node) === key);
  const node = all[at];
  if (!node) return null;
  if (direction === 'left') return node.parent;
  if (direction === 'right') return node.children[0] ? keyOf(node.children[0]) : null;
  const next = all[direction === 'up' ? at - 1 : at + 1];
  return next ? keyOf(next) : null;
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
export function dropTarget(tree: NavTreeNode | null, draggedKey: string, x: number, y: number): DropTarget | null {
  const index = indexTree(tree);
  const dragged = index.get(draggedKey);
  if (!dragged) return null;
  let hit: NavTreeNode | null = null;
  for (const node of flatten(tree)) {
    const key = keyOf(node);
    if (key === draggedKey || ancestors(index, key).includes(draggedKey) || !node.parent) continue;
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
  const bar = row
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
