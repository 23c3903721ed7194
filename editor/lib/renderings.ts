// Which elements of the page show each source element (its renderings, in page order), and where an
// element is among them: computed once per tree, for every part of the editor that asks.
import type { NavTreeNode } from '../../types';
import { flatten, keyOf } from './tree';

/** Each tree's renderings by codebase id: a tree object is never changed, only replaced (a patch makes a new root). */
const renderingsByTree = new WeakMap<NavTreeNode, ReadonlyMap<string, readonly NavTreeNode[]>>();

function renderingsMap(tree: NavTreeNode): ReadonlyMap<string, readonly NavTreeNode[]> {
  let map = renderingsByTree.get(tree);
  if (!map) {
    const built = new Map<string, NavTreeNode[]>();
    for (const node of flatten(tree)) {
      const id = node.tempoElement.codebaseId;
      const list = built.get(id);
      if (list) list.push(node);
      else built.set(id, [node]);
    }
    map = built;
    renderingsByTree.set(tree, map);
  }
  return map;
}

const none: readonly NavTreeNode[] = [];

/** The elements of the page that show the source element `codebaseId`, in page order. */
export function renderingsOf(tree: NavTreeNode | null, codebaseId: string): readonly NavTreeNode[] {
  return tree ? (renderingsMap(tree).get(codebaseId) ?? none) : none;
}

/** How many elements of the page show each source element. */
export function renderingCounts(tree: NavTreeNode | null): ReadonlyMap<string, number> {
  if (!tree) return new Map();
  return new Map([...renderingsMap(tree)].map(([id, nodes]) => [id, nodes.length]));
}

/** Which rendering of its source element `key` is (0 for the first, or when it is not in the page). */
export function renderingIndex(tree: NavTreeNode | null, codebaseId: string, key: string | null): number {
  return Math.max(0, renderingsOf(tree, codebaseId).findIndex((node) => keyOf(node) === key));
}
