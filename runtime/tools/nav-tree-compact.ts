// The compact nav-tree format (docs/protocol.md §7) for hosts that take patches: the frame's nodes
// without what the host derives (parent, storyboard id, unique path, level, the page's own classes)
// and without empty or default values, boxes relative to their reference (relative-boxes.ts). About a
// fifth of the full format's bytes per node.
import { elementKey, type CompactBox, type CompactNavTree, type CompactNavTreeNode, type NavTreeNode, type PageBoundingBox } from '../../types';
import { firstCodebaseIdClass } from '../shared/keys';
import { childReference, hasNoBox, relativeBox } from '../shared/relative-boxes';

/**
 * The compact form of a tree built with `roundBoxes` (every caller's is: patches and whole trees
 * agree). `boxes`, when given, gets every node's relative box by key: what the host now has.
 */
export function compactTree(tree: NavTreeNode, boxes?: Map<string, CompactBox>): CompactNavTree {
  return { storyboardId: tree.tempoElement.storyboardId, root: compactNode(tree, null, boxes) };
}

function compactNode(node: NavTreeNode, ref: PageBoundingBox | null, boxes: Map<string, CompactBox> | undefined): CompactNavTreeNode {
  const box = relativeBox(node.pageBoundingBox, ref);
  boxes?.set(elementKey(node.tempoElement), box);
  const compact: CompactNavTreeNode = { n: node.name, b: box, d: node.displayType };
  const { codebaseId } = node.tempoElement;
  if (node.classList.length > 0) compact.c = node.classList.join(' ');
  if (firstCodebaseIdClass(node.classList) !== codebaseId) compact.i = codebaseId;
  if (node.isComponent) compact.isComponent = true;
  for (const _ in node.props) {
    compact.p = node.props;
    break;
  }
  if (node.literalChildren.length > 0) compact.t = node.literalChildren;
  if (node.positionType !== 'static') compact.positionType = node.positionType;
  if (node.flexDirection !== 'row') compact.flexDirection = node.flexDirection;
  if (node.floatVal !== 'none') compact.floatVal = node.floatVal;
  if (node.scope !== null) compact.scope = node.scope;
  if (node.source !== null) compact.s = [node.source.file, node.source.line, node.source.column];
  if (node.children.length > 0) {
    let childRef = childReference(node.pageBoundingBox, ref);
    compact.k = node.children.map((child) => {
      const out = compactNode(child, childRef, boxes);
      if (!hasNoBox(child.pageBoundingBox)) childRef = child.pageBoundingBox;
      return out;
    });
  }
  return compact;
}

/**
 * Adds every node's relative box, by key, to `into`, from `compact` (the compact form of `tree`,
 * which has the same shape): what the host has once it has that tree. Done after the tree is posted,
 * so the host does not wait for it.
 */
export function compactBoxes(tree: NavTreeNode, compact: CompactNavTreeNode, into: Map<string, CompactBox>): void {
  const full = [tree];
  const short = [compact];
  for (let node = full.pop(), small = short.pop(); node !== undefined && small !== undefined; node = full.pop(), small = short.pop()) {
    into.set(elementKey(node.tempoElement), small.b);
    const children = small.k ?? [];
    for (let i = 0; i < children.length; i++) {
      full.push(node.children[i]!);
      short.push(children[i]!);
    }
  }
}
