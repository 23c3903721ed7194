// Which elements of the page show each source element (its renderings, in page order), and where an
// element is among them: derived once per tree (tree-index.ts), for every part of the editor that asks.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type NavTreeNode } from '../../types';
import { nodesInOrder } from './tree';
import { derive } from './tree-index';

interface Renderings {
  /** Each codebase id's renderings, in page order. */
  byId: ReadonlyMap<string, readonly NavTreeNode[]>;
  /** How many renderings each codebase id has. */
  counts: ReadonlyMap<string, number>;
  /** Which rendering of its codebase id each key is. */
  nth: ReadonlyMap<string, number>;
}

function buildRenderings(tree: NavTreeIndex): Renderings {
  const byId = new Map<string, NavTreeNode[]>();
  const nth = new Map<string, number>();
  for (const node of nodesInOrder(tree)) {
    const id = node.tempoElement.codebaseId;
    let list = byId.get(id);
    if (!list) byId.set(id, (list = []));
    nth.set(keyOf(node), list.length);
    list.push(node);
  }
  const counts = new Map([...byId].map(([id, nodes]) => [id, nodes.length]));
  return { byId, counts, nth };
}

const none: readonly NavTreeNode[] = [];
const noCounts: ReadonlyMap<string, number> = new Map();

/** The elements of the page that show the source element `codebaseId`, in page order. */
export function renderingsOf(tree: NavTreeIndex | null, codebaseId: string): readonly NavTreeNode[] {
  return tree ? (derive(tree, buildRenderings).byId.get(codebaseId) ?? none) : none;
}

/** How many elements of the page show each source element. */
export function renderingCounts(tree: NavTreeIndex | null): ReadonlyMap<string, number> {
  return tree ? derive(tree, buildRenderings).counts : noCounts;
}

/** Which rendering of its source element `key` is (0 for the first, or when it is not in the page or not of `codebaseId`). */
export function renderingIndex(tree: NavTreeIndex | null, codebaseId: string, key: string | null): number {
  const node = key === null ? undefined : tree?.nodes.get(key);
  if (!tree || !node || node.tempoElement.codebaseId !== codebaseId) return 0;
  return derive(tree, buildRenderings).nth.get(key!) ?? 0;
}
