// Boxes as the compact format and patches carry them (docs/protocol.md §7): each node's box is
// relative to its reference — the previous sibling's box, else the parent's (the root's is in page
// coordinates) — so content shifted by a change above it keeps its boxes, as in a browser's layout
// tree, and a patch names only the first node of each shifted run. The frame encodes, the SDK decodes.
import type { CompactBox, NavTreeNode, PageBoundingBox } from '../../types';

/** 1/100 px, as the frame rounds every box: sums and differences of rounded values round back exactly. */
const roundPx = (value: number): number => Math.round(value * 100) / 100 || 0;

/** `box` relative to `ref`'s corner; in page coordinates when there is no reference (the root). */
export function relativeBox(box: PageBoundingBox, ref: PageBoundingBox | null): CompactBox {
  if (ref === null) return [box.pageX, box.pageY, box.width, box.height];
  return [roundPx(box.pageX - ref.pageX), roundPx(box.pageY - ref.pageY), box.width, box.height];
}

/** The page box of a relative `box` whose reference is at `ref` (null: `box` is in page coordinates). */
export function absoluteBox(box: CompactBox, ref: PageBoundingBox | null): PageBoundingBox {
  const [x, y, width, height] = box;
  if (ref === null) return { pageX: x, pageY: y, width, height };
  return { pageX: roundPx(ref.pageX + x), pageY: roundPx(ref.pageY + y), width, height };
}

/** The node `child`'s box is relative to: its previous sibling among `parent`'s children, else `parent`. */
export function referenceOf(parent: NavTreeNode, child: NavTreeNode): NavTreeNode {
  const path = child.tempoElement.uniquePath;
  // A child's path ends with its index among its parent's children; indexOf only if they disagree.
  let at = Number(path.slice(path.lastIndexOf('-') + 1));
  if (parent.children[at] !== child) at = parent.children.indexOf(child);
  return at > 0 ? parent.children[at - 1]! : parent;
}

export function sameCompactBox(a: CompactBox | undefined, b: CompactBox): boolean {
  return a !== undefined && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export function samePageBox(a: PageBoundingBox, b: PageBoundingBox): boolean {
  return a.pageX === b.pageX && a.pageY === b.pageY && a.width === b.width && a.height === b.height;
}
