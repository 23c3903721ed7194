// The first whole tree for a host that takes patches (initProject's `navTreePatches`), posted by the
// core at once: the editing tools, which hold the patcher and detect the page's framework, load
// meanwhile. The tree is made compact in one walk and posted as JSON text before the runtime makes
// its own full nodes from it (shared/nav-tree.ts). Until the patcher takes over, the
// page's changes since the build are kept for it, and rebuilds wait: a patch can only follow the
// patcher, and a whole tree in the other format would restart the host for nothing.
import type { CompactNavTreeNode, FrameEventFields } from '../../types';
import type { NavTreeIndex, NavTreeOptions } from '../shared/nav-tree';
import { buildCompactNavTree, indexCompactBuild, type CompactBuild } from '../shared/nav-tree';
import type { PageChange, PageChangeSource } from './page-changes';

/** A whole tree posted without the patcher, and what the patcher needs to go on from it (tools/nav-tree-patches.ts). */
export interface PostedTree {
  nav: NavTreeIndex;
  /** Its compact root as posted: the relative boxes the host has. */
  compact: CompactNavTreeNode;
  version: number;
  /** What it was built with: other lookups, adapter or props reader mean every node may differ. */
  built: NavTreeOptions;
  /** The page's changes since the build, in order. */
  changes: PageChange[];
}

export interface FirstTree {
  /** The runtime's full nodes and index of the tree (made when first read). */
  readonly nav: NavTreeIndex;
  /** Posts the same tree again (a new port while waiting). */
  repost(): void;
  /** Notes that a rebuild was asked for while waiting (`whole`: the host asked for a whole tree). */
  want(whole: boolean): void;
  /** What was asked for while waiting. */
  readonly wanted: { rebuild: boolean; whole: boolean };
  /** Stops keeping changes; answers the tree and the changes since its build, for the patcher. */
  handOver(): PostedTree;
  stop(): void;
}

type Post = (name: 'NAV_TREE', fields: FrameEventFields['NAV_TREE']) => void;

export function postFirstTree(changes: PageChangeSource, post: Post, options: NavTreeOptions, version: number): FirstTree {
  // Changes from before the build reach the listeners now, as they would before any build.
  changes.flush();
  const since: PageChange[] = [];
  const stopKeeping = changes.listen((change) => since.push(change));
  let build: CompactBuild;
  try {
    build = buildCompactNavTree(options);
  } catch (error) {
    stopKeeping();
    throw error;
  }
  const compactJson = JSON.stringify(build.tree);
  post('NAV_TREE', { navTree: null, version, compactJson });
  // Its nodes are made when first read: after the post, when the host has what it waits for.
  const nav = indexCompactBuild(build);
  const wanted = { rebuild: false, whole: false };
  return {
    nav,
    wanted,
    repost: () => post('NAV_TREE', { navTree: null, version, compactJson }),
    want(whole) {
      wanted.rebuild = true;
      wanted.whole ||= whole;
    },
    handOver() {
      stopKeeping();
      return { nav, compact: build.tree.root, version, built: options, changes: since.splice(0) };
    },
    stop() {
      stopKeeping();
      since.length = 0;
    },
  };
}
