// The host's copy of the page's tree: whole trees (compact ones expanded), patches applied to the
// last versioned tree, the node index built once per tree (for a whole tree without a version, when
// first asked for), and one request for the whole tree when a patch does not fit.
import type { CompactNavTree, FrameEvent, NavTreeNode, NavTreePatch } from '../../types';
import { expandCompactTree } from '../shared/nav-tree-expand';
import { applyNavTreePatch, indexTree, type NavTreeIndex, type PatchedTree } from './nav-tree-patch';

export interface TreeStateOptions {
  /** Posts the host's events: NAV_TREE (always whole), NAV_TREE_PATCH (page boxes) and `tree` (the index). */
  emit(event: 'NAV_TREE', data: FrameEvent<'NAV_TREE'>): void;
  emit(event: 'NAV_TREE_PATCH', data: FrameEvent<'NAV_TREE_PATCH'>): void;
  emit(event: 'tree', data: NavTreeIndex | null): void;
  /** Whether anyone listens to `tree` (the index is then built at once). */
  wantsIndex(): boolean;
  /** Asks the frame for the whole tree (requestNavTree). */
  requestTree(): Promise<unknown>;
}

export interface TreeState {
  onTree(event: FrameEvent<'NAV_TREE'>): void;
  onPatch(event: FrameEvent<'NAV_TREE_PATCH'>): void;
  /** The latest tree with its index (null before the first, or a page without one). */
  current(): NavTreeIndex | null;
}

export function createTreeState(options: TreeStateOptions): TreeState {
  /** The tree as of the last NAV_TREE with a version and the patches after it; null without one. */
  let patched: PatchedTree | null = null;
  /** A requestNavTree is on its way: patches until its NAV_TREE arrive are dropped, not asked about again. */
  let awaitingTree = false;
  /** The latest tree and its index; `unindexed` holds a whole tree without a version until its index is asked for. */
  let latest: NavTreeIndex | null = null;
  let unindexed: NavTreeNode | null = null;

  function current(): NavTreeIndex | null {
    if (unindexed !== null) {
      latest = Object.freeze(indexTree(unindexed, null));
      unindexed = null;
    }
    return latest;
  }

  const emitIndex = () => {
    if (options.wantsIndex()) options.emit('tree', current());
  };

  /** `indexed`: the tree and its index (a tree with a version); `unindexedTree`: a tree without one, indexed when asked for. */
  function arrived(indexed: PatchedTree | null, unindexedTree: NavTreeNode | null, event: FrameEvent<'NAV_TREE'>): void {
    patched = indexed;
    awaitingTree = false;
    // A host without patches gets whole trees only: their index is built when it is asked for.
    latest = patched;
    unindexed = unindexedTree;
    options.emit('NAV_TREE', event);
    emitIndex();
  }

  return {
    current,
    onTree(event) {
      const { version } = event;
      // The frame sends the compact tree as JSON text (one string copies faster than a deep object graph).
      const compact = typeof event.compactJson === 'string' ? (JSON.parse(event.compactJson) as CompactNavTree) : null;
      if (compact && typeof version === 'number') {
        // The index is filled as the nodes are made: no second walk of the tree, no key made twice.
        const nodes = new Map<string, NavTreeNode>();
        const navTree = expandCompactTree(compact, (node, key) => void nodes.set(key, node));
        return arrived(Object.freeze({ tree: navTree, version, nodes }), null, { id: 'NAV_TREE', navTree, version });
      }
      const navTree = compact ? expandCompactTree(compact) : event.navTree;
      const indexed = navTree !== null && typeof version === 'number' ? Object.freeze(indexTree(navTree, version)) : null;
      arrived(indexed, indexed === null ? navTree : null, compact ? { id: 'NAV_TREE', navTree, version } : event);
    },
    /**
     * A patch that fits the tree becomes the patch event and a NAV_TREE with the whole patched tree;
     * one that does not (a gap, another version) makes the SDK ask for the whole tree once.
     */
    onPatch(event) {
      const next = patched === null ? null : applyNavTreePatch(patched, event satisfies NavTreePatch);
      if (next === null) {
        patched = null;
        if (awaitingTree) return;
        awaitingTree = true;
        options.requestTree().catch(() => {
          awaitingTree = false;
        });
        return;
      }
      const { patch, ...tree } = next;
      patched = Object.freeze(tree);
      latest = patched;
      unindexed = null;
      // Listeners get page boxes, as in whole trees: every node that moved, not the frame's relative boxes.
      options.emit('NAV_TREE_PATCH', { id: 'NAV_TREE_PATCH', ...patch });
      options.emit('NAV_TREE', { id: 'NAV_TREE', navTree: next.tree, version: next.version });
      emitIndex();
    },
  };
}
