// The compact nav-tree format (docs/protocol.md §7) for hosts that take patches: the frame's nodes
// without what the host derives (parent, storyboard id, unique path, level, the page's own classes)
// and without empty or default values. About a fifth of the full format's bytes per node.
import type { CompactNavTree, CompactNavTreeNode, NavTreeNode } from '../../types';
import { isMarkupCodebaseId } from '../shared/keys';

/** The compact form of a tree built with `roundBoxes` (every caller's is: patches and whole trees agree). */
export function compactTree(tree: NavTreeNode): CompactNavTree {
  return { storyboardId: tree.tempoElement.storyboardId, root: compactNode(tree) };
}

/** The first class that is a codebase id: the node's id when it comes from its classes. */
export function firstCodebaseIdClass(classList: readonly string[]): string | undefined {
  return classList.find((name) => name.charCodeAt(0) === 116 /* t */ && isMarkupCodebaseId(name));
}

function compactNode(node: NavTreeNode): CompactNavTreeNode {
  const box = node.pageBoundingBox;
  const compact: CompactNavTreeNode = { name: node.name, box: [box.pageX, box.pageY, box.width, box.height], displayType: node.displayType };
  const { codebaseId } = node.tempoElement;
  if (node.classList.length > 0) compact.classList = node.classList;
  if (firstCodebaseIdClass(node.classList) !== codebaseId) compact.id = codebaseId;
  if (node.isComponent) compact.isComponent = true;
  for (const _ in node.props) {
    compact.props = node.props;
    break;
  }
  if (node.literalChildren.length > 0) compact.literalChildren = node.literalChildren;
  if (node.positionType !== 'static') compact.positionType = node.positionType;
  if (node.flexDirection !== 'row') compact.flexDirection = node.flexDirection;
  if (node.floatVal !== 'none') compact.floatVal = node.floatVal;
  if (node.scope !== null) compact.scope = node.scope;
  if (node.children.length > 0) compact.children = node.children.map(compactNode);
  return compact;
}
