// Boxes as the compact format and patches carry them (docs/protocol.md §7): each node's box is
// relative to its reference — the closest previous sibling that has a box, else the parent if it has
// one, else the parent's reference (none: page coordinates) — so content shifted by a change above it
// keeps its boxes, as in a browser's layout tree, and a patch names only the first node of each
// shifted run. A node without a box (display none or contents) is 0×0 at the window's scroll offset,
// which neither moves with the page nor with the layout around it: it is never a reference, and its
// own box is sent in page coordinates. The frame encodes, the SDK decodes.
import type { CompactBox, NavTreeNode, PageBoundingBox } from '../../types';
import { pathIndex } from './keys';

/** 1/100 px, as the frame rounds every box (more than any screen shows; `|| 0` keeps -0 out of the JSON): sums and differences of rounded values round back exactly. */
export const roundPx = (value: number): number => Math.round(value * 100) / 100 || 0;

/** `box` relative to `ref`'s corner; in page coordinates when there is no reference (the root) or no box. */
export function relativeBox(box: PageBoundingBox, ref: PageBoundingBox | null): CompactBox {
  if (ref === null || hasNoBox(box)) return [box.pageX, box.pageY, box.width, box.height];
  return [roundPx(box.pageX - ref.pageX), roundPx(box.pageY - ref.pageY), box.width, box.height];
}

/** The page box of a relative `box` whose reference is at `ref` (null: `box` is in page coordinates). */
export function absoluteBox(box: CompactBox, ref: PageBoundingBox | null): PageBoundingBox {
  const [x, y, width, height] = box;
  if (ref === null || (width === 0 && height === 0)) return { pageX: x, pageY: y, width, height };
  return { pageX: roundPx(ref.pageX + x), pageY: roundPx(ref.pageY + y), width, height };
}

/** A node without a box: it is never a reference. */
export function hasNoBox(box: PageBoundingBox): boolean {
  return box.width === 0 && box.height === 0;
}

/** The reference box for the children of a node with `box`, whose own reference is `ref`. */
export function childReference(box: PageBoundingBox, ref: PageBoundingBox | null): PageBoundingBox | null {
  return hasNoBox(box) ? ref : box;
}

/** `child`'s index among `parent`'s children: the end of its unique path, or indexOf when they disagree. */
export function indexIn(parent: NavTreeNode, child: NavTreeNode): number {
  const at = pathIndex(child);
  return parent.children[at] === child ? at : parent.children.indexOf(child);
}

/** The reference at `node`'s place (see the top of the file), in the tree `nodeByKey` indexes; null: page coordinates. */
export function referenceBox(node: NavTreeNode, nodeByKey: ReadonlyMap<string, NavTreeNode>): PageBoundingBox | null {
  for (let current = node; current.parent !== null; ) {
    const parent = nodeByKey.get(current.parent);
    if (parent === undefined) return null;
    for (let at = indexIn(parent, current) - 1; at >= 0; at--) {
      const box = parent.children[at]!.pageBoundingBox;
      if (!hasNoBox(box)) return box;
    }
    if (!hasNoBox(parent.pageBoundingBox)) return parent.pageBoundingBox;
    current = parent;
  }
  return null;
}

export function sameCompactBox(a: CompactBox | undefined, b: CompactBox): boolean {
  return a !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export function samePageBox(a: PageBoundingBox, b: PageBoundingBox): boolean {
  return a.pageX === b.pageX && a.pageY === b.pageY && a.width === b.width && a.height === b.height;
}
