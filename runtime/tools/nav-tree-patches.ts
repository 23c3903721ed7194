// NAV_TREE_PATCH (docs/protocol.md §7): for a host that opted in (`navTreePatches`), the frame sends the
// whole tree once and then only what changed. Changes are found from the page's mutation records: the
// subtree of each element a record names is built again and compared with its old nodes, and the
// other boxes are read again (one layout, then only reads) from the root down, skipping the subtree
// of a node whose box did not change and which holds no changed element: its layout cannot have
// changed (positioned descendants, whose containing block may lie outside, are read anyway). A
// scrolled element's content is read the same way, without a mutation (so is every positioned node
// when the page scrolls: fixed and sticky ones move on the page). The whole tree is built and
// compared only when a change may restyle any element (a stylesheet, the `<html>` or `<head>`, a
// resized window), when the lookups changed, or when nothing recorded says what changed. Boxes go
// out relative to their reference (relative-boxes.ts): of the nodes whose box or reference's box
// changed, only those whose relative box differs from the one the host has are sent; siblings that
// an insertion or removal re-indexed come as `shifted` (nav-tree-diff.ts) and keep, under their new
// keys, the relative boxes the host has. Loaded with the editing tools, so pages without such a
// host never pay for it.
import type { CompactBox, CompactNavTree, FrameEventFields, NavTreeNode, NavTreePatch } from '../../types';
import { buildCompactNavTree, buildNavSubtree, indexCompactBuild, nodeKey, pageBox, sameBuild, scopesByCodebaseId, type NavTreeIndex, type NavTreeOptions } from '../shared/nav-tree';
import { pathIndex } from '../shared/keys';
import type { PostedTree } from '../core/first-tree';
import type { PageChange, PageChangeSource } from '../core/page-changes';
import { compactBoxes, compactTree } from './nav-tree-compact';
import { diffTree } from './nav-tree-diff';
import { boxRunsOf } from './box-runs';
import { hasNoBox, indexIn, referenceBox, relativeBox, sameCompactBox, samePageBox } from '../shared/relative-boxes';

type TreeEvent = 'NAV_TREE' | 'NAV_TREE_PATCH';

export interface NavTreePatcherOptions {
  doc: Document;
  /** The runtime's one source of page changes: mutation records (its own left out), scrolls, resizes. */
  changes: PageChangeSource;
  post: <K extends TreeEvent>(name: K, fields: FrameEventFields[K]) => void;
  /**
   * Asks for an update after the usual delay: a scroll moved boxes (the content of a scrolled
   * element, or fixed and sticky elements when the page scrolls) without any DOM mutation.
   */
  schedule: () => void;
  /** A whole tree the core posted before the patcher was made (core/first-tree.ts): patches go on from it. */
  posted?: PostedTree | null;
}

export interface NavTreePatcher {
  /** The tree after the page changed: a patch of `nav` when there is one, else a full build; posts what it made. */
  update(nav: NavTreeIndex | null, options: NavTreeOptions): NavTreeIndex;
  /** Posts `nav` whole at the current version (a new port needs a base for the patches after it). */
  postTree(nav: NavTreeIndex): void;
  /** The next update builds and posts the whole tree under a new version (the host lost track). */
  reset(): void;
  stop(): void;
}

export function createNavTreePatcher(options: NavTreePatcherOptions): NavTreePatcher {
  const { doc, changes, post, schedule } = options;
  let version = 0;
  let fullNext = true;
  let records: MutationRecord[] = [];
  /** What the last tree was built with (`sameBuild`). */
  let builtWith: NavTreeOptions | null = null;
  let scopeIndex: { scopes: object | null; index: Map<string, string> } | null = null;
  /** Elements scrolled since the last update: their content moved, nothing else did. */
  let scrolled = new Set<Element>();
  let pageScrolled = false;
  /** Every node's relative box as the host has it, by key: a patch sends the ones that differ from it. */
  let hostBoxes = new Map<string, CompactBox>();
  /** A resized window can restyle anything (media queries): the whole tree is built again. */
  let resized = false;
  const onChange = (change: PageChange) => {
    if (change.type === 'mutations') records.push(...change.records);
    // A transition that moved boxes came to rest: like a resize, any box may differ from the last read.
    else if (change.type === 'resize' || change.type === 'settled') resized = true;
    else {
      if (change.target === doc) pageScrolled = true;
      else scrolled.add(change.target as Element);
      schedule();
    }
  };
  const stopListening = changes.listen(onChange);
  if (options.posted) {
    // The host has that tree: the next update is a patch from it, with the changes made since.
    const { nav, compact, built, changes: since } = options.posted;
    version = options.posted.version;
    fullNext = false;
    builtWith = built;
    compactBoxes(nav.tree, compact, hostBoxes);
    for (const change of since) onChange(change);
  }

  function takeRecords(): MutationRecord[] {
    changes.flush();
    const taken = records;
    records = [];
    return taken;
  }

  function scopesFor(buildOptions: NavTreeOptions): Map<string, string> {
    if (scopeIndex?.scopes !== buildOptions.scopeLookup) scopeIndex = { scopes: buildOptions.scopeLookup, index: scopesByCodebaseId(buildOptions.scopeLookup) };
    return scopeIndex.index;
  }

  function postPatch(patch: NavTreePatch): void {
    if (patch.boxes?.length === 0) delete patch.boxes;
    if (patch.removed.length === 0 && patch.added.length === 0 && patch.changed.length === 0 && patch.shifted === undefined && patch.boxes === undefined && patch.boxRuns === undefined) return;
    patch.baseVersion = version;
    patch.version = ++version;
    post('NAV_TREE_PATCH', patch);
  }

  /** Builds the whole tree; posts it whole (`fullNext`) or as the patch from `nav`. */
  function rebuild(nav: NavTreeIndex | null, buildOptions: NavTreeOptions): NavTreeIndex {
    // The walk's compact tree is what a whole post sends (it need not be made again from the full nodes).
    const build = buildCompactNavTree(buildOptions);
    const next = indexCompactBuild(build);
    if (nav === null || fullNext) {
      fullNext = false;
      version++;
      postCompact(next, build.tree);
    } else {
      const patch = emptyPatch();
      const renamed = new Map<string, string>();
      diffTree(nav.tree, next.tree, patch, { elementBefore: nav.elementByKey, keyAfter: next.keyByElement, renamed });
      renameHostBoxes(renamed);
      // Every node is a candidate; keys that left the page leave the host's boxes with them.
      const previous = hostBoxes;
      hostBoxes = new Map();
      for (const [key, box] of previous) if (next.nodeByKey.has(key)) hostBoxes.set(key, box);
      encodeBoxes(next, next.nodeByKey.values(), patch);
      postPatch(patch);
    }
    return next;
  }

  /** Shifted nodes keep the relative boxes the host has, under their new keys. */
  function renameHostBoxes(renamed: Map<string, string>): void {
    const moved: [string, CompactBox][] = [];
    for (const [from, to] of renamed) {
      const box = hostBoxes.get(from);
      if (box !== undefined) moved.push([to, box]);
      hostBoxes.delete(from);
    }
    for (const [key, box] of moved) hostBoxes.set(key, box);
  }

  function postWhole(nav: NavTreeIndex): void {
    postCompact(nav, compactTree(nav.tree));
  }

  /** Posts `compact`, the compact form of `nav`, whole; the host's boxes are then its boxes. */
  function postCompact(nav: NavTreeIndex, compact: CompactNavTree): void {
    // One string: the browser copies it at once, where a deep object graph is cloned node by node
    // on both sides (and the host parses it faster than it would receive the graph).
    post('NAV_TREE', { navTree: null, version, compactJson: JSON.stringify(compact) });
    hostBoxes = new Map();
    compactBoxes(nav.tree, compact.root, hostBoxes);
  }

  /**
   * Adds to `patch.boxes` each of `candidates` (nodes of `nav`) whose relative box differs from the
   * host's; nodes inside `patch.added` come with page boxes, so the host's relative box is only noted.
   */
  function encodeBoxes(nav: NavTreeIndex, candidates: Iterable<NavTreeNode>, patch: NavTreePatch): void {
    const boxes = (patch.boxes ??= []);
    const added = new Set<NavTreeNode>();
    for (const node of patch.added) collect(node, added);
    for (const node of candidates) {
      const key = nodeKey(node);
      if (nav.nodeByKey.get(key) !== node) continue;
      const box = relativeBox(node.pageBoundingBox, referenceBox(node, nav.nodeByKey));
      if (sameCompactBox(hostBoxes.get(key), box)) continue;
      hostBoxes.set(key, box);
      if (!added.has(node)) boxes.push([key, ...box]);
    }
    const { boxes: alone, runs } = boxRunsOf(boxes, nav.nodeByKey);
    patch.boxes = alone;
    if (runs.length) patch.boxRuns = runs;
  }

  function update(nav: NavTreeIndex | null, buildOptions: NavTreeOptions): NavTreeIndex {
    const taken = takeRecords();
    const moved = scrolled;
    const pageWasScrolled = pageScrolled;
    const anyScrolled = moved.size > 0 || pageScrolled;
    const wasResized = resized;
    scrolled = new Set();
    pageScrolled = resized = false;
    const sameLookups = builtWith !== null && sameBuild(builtWith, buildOptions);
    builtWith = buildOptions;
    // Only records and scrolls say what changed; anything else (a resize, a request) builds it all.
    const roots =
      nav === null || fullNext || !sameLookups || wasResized ? null : taken.length > 0 ? dirtyRoots(taken, nav) : anyScrolled ? new Set<Element>() : null;
    const next = nav === null || roots === null ? rebuild(nav, buildOptions) : patchSubtrees(nav, roots, moved, pageWasScrolled, buildOptions);
    return next;
  }

  /** Builds each dirty subtree again, reads the other boxes that can have moved (`scrolled` content too), and posts what differs. */
  function patchSubtrees(nav: NavTreeIndex, roots: Set<Element>, scrolledElements: Set<Element>, pageMoved: boolean, buildOptions: NavTreeOptions): NavTreeIndex {
    const patch = emptyPatch();
    const fresh = new Set<Element>();
    /** Nodes whose relative box may have changed: rebuilt ones, moved ones and the nodes whose reference they are. */
    const candidates = new Set<NavTreeNode>();
    const scopes = scopesFor(buildOptions);
    // A subtree that cannot be patched after others were: the host gets a whole tree, since the
    // index already holds the patched subtrees that this patch (dropped) would have announced.
    const fallBack = () => {
      if (fresh.size > 0) fullNext = true;
      return rebuild(nav, buildOptions);
    };
    for (const root of roots) {
      const oldKey = nav.keyByElement.get(root);
      const oldNode = oldKey === undefined ? undefined : nav.nodeByKey.get(oldKey);
      const parent = oldNode?.parent == null ? undefined : nav.nodeByKey.get(oldNode.parent);
      if (oldNode === undefined || parent === undefined) return fallBack();
      const place = { parentKey: oldNode.parent ?? '', parentPath: parent.tempoElement.uniquePath, index: pathIndex(oldNode), level: oldNode.level };
      const sub = buildNavSubtree({ ...buildOptions, roundBoxes: true }, root, place, scopes);
      if (sub === null) return fallBack();
      const renamed = new Map<string, string>();
      diffTree(oldNode, sub.tree, patch, { elementBefore: nav.elementByKey, keyAfter: sub.keyByElement, renamed });
      renameHostBoxes(renamed);
      const oldKeys = unregister(nav, oldNode);
      for (const key of oldKeys) if (!sub.nodeByKey.has(key)) hostBoxes.delete(key);
      for (const [key, node] of sub.nodeByKey) {
        nav.nodeByKey.set(key, node);
        candidates.add(node);
      }
      for (const [key, el] of sub.elementByKey) nav.elementByKey.set(key, el);
      for (const [el, key] of sub.keyByElement) {
        nav.keyByElement.set(el, key);
        fresh.add(el);
      }
      parent.children[parent.children.indexOf(oldNode)] = sub.tree;
      addDependents(nav, sub.tree, candidates);
    }
    readBoxes(nav, roots, scrolledElements, pageMoved, fresh, candidates);
    encodeBoxes(nav, candidates, patch);
    postPatch(patch);
    // A new index object: caches keyed by the index (renderings) see that the tree changed.
    return { ...nav };
  }

  /** Reads the boxes that may have moved (see the top of the file) into the index; adds the moved nodes and those they are the reference of to `candidates`. */
  function readBoxes(nav: NavTreeIndex, roots: Set<Element>, scrolledElements: Set<Element>, pageMoved: boolean, fresh: Set<Element>, candidates: Set<NavTreeNode>): void {
    const view = doc.defaultView;
    const scrollX = view?.scrollX ?? 0;
    const scrollY = view?.scrollY ?? 0;
    /** Keys of the changed subtrees' ancestors, and of scrolled elements and theirs: their descendants may have moved. */
    const holdsChange = new Set<string>();
    const holdFrom = (key: string | null | undefined) => {
      for (; key != null && !holdsChange.has(key); key = nav.nodeByKey.get(key)?.parent) holdsChange.add(key);
    };
    for (const el of scrolledElements) {
      const node = nearestIndexed(nav, el);
      if (node !== null) holdFrom(nav.keyByElement.get(node));
    }
    for (const root of roots) {
      const key = nav.keyByElement.get(root);
      if (key !== undefined) holdFrom(nav.nodeByKey.get(key)?.parent);
    }
    const visited = new Set<NavTreeNode>();
    const visit = (node: NavTreeNode) => {
      const stack = [node];
      for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
        const key = nodeKey(current);
        const el = nav.elementByKey.get(key);
        if (el === undefined || fresh.has(el) || visited.has(current)) continue;
        visited.add(current);
        const box = pageBox(el.getBoundingClientRect(), scrollX, scrollY, true);
        const moved = !samePageBox(current.pageBoundingBox, box);
        if (moved) {
          current.pageBoundingBox = box;
          candidates.add(current);
          addDependents(nav, current, candidates);
        }
        // A node without a box (display: contents) stays at the scroll offset while its children move.
        if (moved || holdsChange.has(key) || hasNoBox(box)) for (const child of current.children) stack.push(child);
      }
    };
    visit(nav.tree);
    for (const node of nav.nodeByKey.values()) {
      if (visited.has(node)) continue;
      // Positioned: its containing block may lie outside the subtrees read above. Unrendered (no
      // box: display none or contents, or inside one): its box is the page's scroll offset.
      const box = node.pageBoundingBox;
      if ((node.positionType !== 'static' && node.positionType !== 'relative') || (pageMoved && box.width === 0 && box.height === 0)) visit(node);
    }
  }

  return {
    update,
    postTree: postWhole,
    reset() {
      fullNext = true;
    },
    stop() {
      stopListening();
      records = [];
      scrolled = new Set();
      hostBoxes = new Map();
    },
  };
}

function emptyPatch(): NavTreePatch {
  return { version: 0, baseVersion: 0, removed: [], added: [], changed: [] };
}

/**
 * Adds to `into` the nodes whose reference may be `node` (relative-boxes.ts): its children up to the
 * first with a box, the siblings after it up to the first with a box, and the same under each of
 * those without a box (their children's reference lies above them).
 */
function addDependents(nav: NavTreeIndex, node: NavTreeNode, into: Set<NavTreeNode>): void {
  addLeading(node.children, 0, into);
  const parent = node.parent === null ? undefined : nav.nodeByKey.get(node.parent);
  if (parent !== undefined) addLeading(parent.children, indexIn(parent, node) + 1, into);
}

function addLeading(nodes: NavTreeNode[], from: number, into: Set<NavTreeNode>): void {
  for (let i = from; i < nodes.length; i++) {
    const node = nodes[i]!;
    into.add(node);
    if (!hasNoBox(node.pageBoundingBox)) return;
    addLeading(node.children, 0, into);
  }
}

/** Adds `node` and its subtree to `into`. */
function collect(node: NavTreeNode, into: Set<NavTreeNode>): void {
  into.add(node);
  for (const child of node.children) collect(child, into);
}

/** Drops `node` and its subtree from the index (an element that now has another key keeps it); answers their keys. */
function unregister(nav: NavTreeIndex, node: NavTreeNode): string[] {
  const keys: string[] = [];
  const stack = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    const key = nodeKey(current);
    keys.push(key);
    const el = nav.elementByKey.get(key);
    nav.elementByKey.delete(key);
    nav.nodeByKey.delete(key);
    if (el !== undefined && nav.keyByElement.get(el) === key) nav.keyByElement.delete(el);
    for (const child of current.children) stack.push(child);
  }
  return keys;
}

/**
 * The topmost indexed elements whose subtrees the records touch; null when a change may restyle
 * elements anywhere (a stylesheet, or a change outside the tree such as `<html>`'s class).
 */
function dirtyRoots(records: MutationRecord[], nav: NavTreeIndex): Set<Element> | null {
  const found = new Set<Element>();
  for (const record of records) {
    const target = record.type === 'characterData' ? record.target.parentNode : record.target;
    // A node no longer in the page: its removal is recorded on the parent it left.
    if (target === null || !target.isConnected) continue;
    if (isStyleSheetNode(target) || (record.type === 'childList' && (hasStyleSheet(record.addedNodes) || hasStyleSheet(record.removedNodes)))) return null;
    const indexed = nearestIndexed(nav, target);
    if (indexed === null) return null;
    found.add(indexed);
  }
  const roots = new Set<Element>();
  for (const el of found) {
    let covered = false;
    for (let node = parentOf(el); node !== null && !covered; node = parentOf(node)) covered = node.nodeType === 1 && found.has(node as Element);
    if (!covered) roots.add(el);
  }
  return roots;
}

/** The nearest element at or above `node` (across shadow roots) that is a node of the tree; elements without one are transparent. */
function nearestIndexed(nav: NavTreeIndex, node: Node): Element | null {
  for (let current: Node | null = node; current !== null; current = parentOf(current)) {
    if (current.nodeType === 1 && nav.keyByElement.has(current as Element)) return current as Element;
  }
  return null;
}

/** The parent in the composed tree: a shadow root leads to its host. */
function parentOf(node: Node): Node | null {
  return node.nodeType === 11 && 'host' in node ? (node as ShadowRoot).host : node.parentNode;
}

function isStyleSheetNode(node: Node): boolean {
  const name = (node as Element).localName;
  return node.nodeType === 1 && (name === 'style' || name === 'link');
}

function hasStyleSheet(nodes: NodeList): boolean {
  for (const node of nodes) if (isStyleSheetNode(node)) return true;
  return false;
}
