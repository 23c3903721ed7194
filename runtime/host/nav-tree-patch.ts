// Applies NAV_TREE_PATCH to the host's copy of the tree (docs/protocol.md §7). Pure: the tree it is
// given is never changed. A patched node is a new object, and so is every ancestor up to the root
// (each with a new `children` array), while every untouched subtree is shared with the tree before:
// an editor can re-render only what changed by comparing node identity.
import { elementKey, type NavTreeNode, type NavTreePatch } from '../../types';

export interface PatchedTree {
  tree: NavTreeNode;
  version: number;
  /** Every node by element key. */
  nodes: ReadonlyMap<string, NavTreeNode>;
}

/** A tree and its key index, from a full NAV_TREE. */
export function indexTree(tree: NavTreeNode, version: number): PatchedTree {
  const nodes = new Map<string, NavTreeNode>();
  register(nodes, tree);
  return { tree, version, nodes };
}

/** The key of a node, from its parts. */
export function keyOf(node: NavTreeNode): string {
  return elementKey(node.tempoElement);
}

/**
 * The tree after `patch`, or null when the patch does not fit this tree (another base version, or a
 * key it names is not where it says): the host then needs a full tree.
 */
export function applyNavTreePatch(current: PatchedTree, patch: NavTreePatch): PatchedTree | null {
  if (patch.baseVersion !== current.version || patch.version !== current.version + 1) return null;
  const nodes = new Map(current.nodes);
  /** Nodes copied by this patch: safe to change in place. */
  const copies = new Set<NavTreeNode>();
  let root = current.tree;

  /** The node with `key`, copied (with its ancestors) the first time this patch writes to it. */
  const writable = (key: string): NavTreeNode | null => {
    const node = nodes.get(key);
    if (node === undefined) return null;
    if (copies.has(node)) return node;
    const copy: NavTreeNode = { ...node, children: node.children.slice() };
    copies.add(copy);
    nodes.set(key, copy);
    if (node.parent === null) {
      root = copy;
    } else {
      const parent = writable(node.parent);
      const at = parent === null ? -1 : parent.children.indexOf(node);
      if (parent === null || at < 0) return null;
      parent.children[at] = copy;
    }
    return copy;
  };

  for (const key of patch.removed) {
    const node = nodes.get(key);
    const parent = node?.parent == null ? null : writable(node.parent);
    const at = parent === null || node === undefined ? -1 : parent.children.indexOf(node);
    if (node === undefined || parent === null || at < 0) return null;
    parent.children.splice(at, 1);
    unregister(nodes, node);
  }
  for (const node of patch.added) {
    const parent = node.parent === null ? null : writable(node.parent);
    if (parent === null || nodes.has(keyOf(node))) return null;
    // Children stay in the order of their unique paths' last index.
    const index = lastIndex(node);
    let at = parent.children.length;
    while (at > 0 && lastIndex(parent.children[at - 1]!) > index) at--;
    parent.children.splice(at, 0, node);
    register(nodes, node);
  }
  for (const { key, fields } of patch.changed) {
    const node = writable(key);
    if (node === null) return null;
    Object.assign(node, fields);
  }
  return { tree: root, version: patch.version, nodes };
}

function lastIndex(node: NavTreeNode): number {
  const path = node.tempoElement.uniquePath;
  return Number(path.slice(path.lastIndexOf('-') + 1));
}

function register(nodes: Map<string, NavTreeNode>, node: NavTreeNode): void {
  const stack = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    nodes.set(keyOf(current), current);
    for (const child of current.children) stack.push(child);
  }
}

function unregister(nodes: Map<string, NavTreeNode>, node: NavTreeNode): void {
  const stack = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    nodes.delete(keyOf(current));
    for (const child of current.children) stack.push(child);
  }
}
