// Applies NAV_TREE_PATCH to the host's copy of the tree (docs/protocol.md §7). Pure: the tree it is
// given is never changed. A patched node is a new object, and so is every ancestor up to the root
// (each with a new `children` array), while every untouched subtree is shared with the tree before:
// an editor can re-render only what changed by comparing node identity. Boxes come relative to their
// reference (relative-boxes.ts): a node the patch does not name keeps its relative box, so every
// node after a moved one (its later siblings, its descendants) gets its page box again here.
// Siblings after an insertion or removal come as `shifted` (their new indexes): their subtrees get
// new unique paths and keys here, as new objects, and keep their relative boxes.
import { keyOf, type BoxRun, type CompactBox, type NavTreeNode, type NavTreeNodeFields, type NavTreePatch, type PageBoundingBox, type ShiftedChildren } from '../../types';
import { pathIndex } from '../shared/keys';
import { absoluteBox, childReference, hasNoBox, referenceBox, relativeBox, samePageBox } from '../shared/relative-boxes';

/**
 * The tree as the SDK's `tree` event and `client.tree` give it: the whole tree, its version (null from a
 * host without patches) and every node by element key. Never changed, only replaced: a patch makes a new
 * one that shares every untouched node, so an editor can key what it derives on the object.
 */
export interface NavTreeIndex {
  readonly tree: NavTreeNode;
  readonly version: number | null;
  /** Every node by element key (`keyOf`); a node's `parent` is its parent's key. */
  readonly nodes: ReadonlyMap<string, NavTreeNode>;
}

export interface PatchedTree {
  tree: NavTreeNode;
  version: number;
  /** Every node by element key. */
  nodes: ReadonlyMap<string, NavTreeNode>;
}

export interface AppliedPatch extends PatchedTree {
  /** The patch as listeners get it: without `boxes` and `boxRuns`, and the new page box of every node that moved in `changed`. */
  patch: NavTreePatch;
}

/** A tree and its key index, from a full NAV_TREE (without a version: from a host without patches). */
export function indexTree(tree: NavTreeNode, version: number): PatchedTree;
export function indexTree(tree: NavTreeNode, version: number | null): NavTreeIndex;
export function indexTree(tree: NavTreeNode, version: number | null): NavTreeIndex {
  const nodes = new Map<string, NavTreeNode>();
  register(nodes, tree);
  return { tree, version, nodes };
}

// The one key function of frame, SDK and editors (types/element-ids.ts).
export { keyOf };

/**
 * The tree after `patch`, or null when the patch does not fit this tree (another base version, or a
 * key it names is not where it says): the host then needs a full tree.
 */
export function applyNavTreePatch(current: PatchedTree, patch: NavTreePatch): AppliedPatch | null {
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
  const shifted = applyShifts(patch.shifted ?? [], nodes, writable, copies);
  if (shifted === null) return null;
  /** Nodes the patch adds (with their subtrees): their page boxes come with them. */
  const added = new Set<NavTreeNode>();
  for (const node of patch.added) {
    added.add(node);
    const parent = node.parent === null ? null : writable(node.parent);
    if (parent === null || nodes.has(keyOf(node))) return null;
    // Children stay in the order of their unique paths' last index.
    const index = pathIndex(node);
    let at = parent.children.length;
    while (at > 0 && pathIndex(parent.children[at - 1]!) > index) at--;
    parent.children.splice(at, 0, node);
    register(nodes, node);
  }
  /** Keys whose page box a `changed` entry gives (the frame sends boxes in `boxes`, but a page box stays one). */
  const given = new Set<string>();
  for (const { key, fields } of patch.changed) {
    const node = writable(key);
    if (node === null) return null;
    Object.assign(node, fields);
    if (fields.pageBoundingBox !== undefined) given.add(key);
  }
  const boxes = new Map<string, CompactBox>();
  for (const [key, ...box] of patch.boxes ?? []) {
    if (writable(key) === null) return null;
    boxes.set(key, box);
  }
  if (!applyBoxRuns(patch.boxRuns ?? [], nodes, writable, boxes)) return null;
  /** The page boxes that changed, by key: listeners get them in `changed`. */
  const moved = new Map<string, PageBoundingBox>();

  /** The page box of kept `node` (reference at `ref`): its new relative box, else the one it had before the patch. */
  const place = (node: NavTreeNode, ref: PageBoundingBox | null): NavTreeNode => {
    const key = keyOf(node);
    if (given.has(key)) return node;
    const old = current.nodes.get(shifted.formerKey.get(key) ?? key)!;
    const relative = boxes.get(key) ?? relativeBox(old.pageBoundingBox, referenceBox(old, current.nodes));
    const box = absoluteBox(relative, ref);
    if (samePageBox(box, node.pageBoundingBox)) return node;
    const copy = writable(key)!;
    copy.pageBoundingBox = box;
    moved.set(key, box);
    return copy;
  };
  /**
   * From the root down, into nodes this patch copied (it changed something below them), moved, or
   * that have no box (their children's reference lies above them). `ref`: `node`'s reference.
   */
  const settle = (node: NavTreeNode, ref: PageBoundingBox | null) => {
    let childRef = childReference(node.pageBoundingBox, ref);
    for (const child of node.children) {
      // `placed`, not a later read of `node.children`: a copy made below replaces `node` in its parent.
      const placed = added.has(child) ? child : place(child, childRef);
      if (!added.has(child) && (copies.has(placed) || hasNoBox(placed.pageBoundingBox))) settle(placed, childRef);
      if (!hasNoBox(placed.pageBoundingBox)) childRef = placed.pageBoundingBox;
    }
  };
  const top = place(root, null);
  if (copies.has(top)) settle(top, null);
  return { tree: root, version: patch.version, nodes, patch: forListeners(patch, moved, shifted, current.nodes, nodes) };
}

/**
 * Adds the relative box of each child a `boxRuns` entry names to `boxes`. False when an entry does not
 * fit: an unknown parent, a range that is not whole numbers in order, or one that names no child.
 */
function applyBoxRuns(runs: readonly BoxRun[], nodes: ReadonlyMap<string, NavTreeNode>, writable: (key: string) => NavTreeNode | null, boxes: Map<string, CompactBox>): boolean {
  for (const [parentKey, from, to, ...box] of runs) {
    const parent = nodes.get(parentKey);
    if (parent === undefined || !Number.isInteger(from) || !Number.isInteger(to) || from > to) return false;
    let named = 0;
    for (const child of parent.children) {
      const index = pathIndex(child);
      if (index < from || index > to) continue;
      const key = keyOf(child);
      if (writable(key) === null) return false;
      boxes.set(key, box);
      named++;
    }
    if (named === 0) return false;
  }
  return true;
}

/** What `shifted` did: each re-keyed node's key before the patch, and the topmost re-keyed nodes. */
interface Shifted {
  /** New key → key before the patch, for every node `shifted` gave a new key. */
  formerKey: Map<string, string>;
  /** The key before the patch of each topmost re-keyed node (its parent kept its key), and its new key. */
  tops: { from: string; to: string }[];
}

/**
 * Applies `shifted` (after the removals): each named parent's children move to their new indexes,
 * and every node in their subtrees gets its new unique path and key (a new object, in `copies`).
 * Null when an entry does not fit: an unknown parent, an index out of range, two children on one index.
 */
function applyShifts(
  entries: ShiftedChildren[],
  nodes: Map<string, NavTreeNode>,
  writable: (key: string) => NavTreeNode | null,
  copies: Set<NavTreeNode>,
): Shifted | null {
  const result: Shifted = { formerKey: new Map(), tops: [] };
  if (entries.length === 0) return result;
  /** Each parent's entries, by its key before the patch. */
  const byParent = new Map<string, [from: number, delta: number][]>();
  for (const [parentKey, from, delta] of entries) {
    const parent = nodes.get(parentKey);
    const last = parent?.children.at(-1);
    if (parent === undefined || last === undefined || !Number.isInteger(from) || !Number.isInteger(delta) || from < 0 || from > pathIndex(last)) return null;
    const list = byParent.get(parentKey) ?? [];
    list.push([from, delta]);
    byParent.set(parentKey, list);
  }
  /** The new index of a child of `parentKey` at `index`: the deltas of its entries from at or below `index` add up. */
  const indexAfter = (parentKey: string, index: number): number => {
    let next = index;
    for (const [from, delta] of byParent.get(parentKey) ?? []) if (index >= from) next += delta;
    return next;
  };
  /** Re-keyed nodes: key before → the new object (keys change in `nodes` once all are known). */
  const renamed: [string, NavTreeNode][] = [];
  const visited = new Set<string>();
  /** `node` and its subtree under their new paths; null when two children would share an index. */
  const rekey = (node: NavTreeNode, parentKey: string, path: string): NavTreeNode | null => {
    const key = keyOf(node);
    visited.add(key);
    const copy: NavTreeNode = { ...node, parent: parentKey, tempoElement: { ...node.tempoElement, uniquePath: path }, children: [] };
    copies.add(copy);
    renamed.push([key, copy]);
    const newKey = keyOf(copy);
    result.formerKey.set(newKey, key);
    let previous = -1;
    for (const child of node.children) {
      const index = indexAfter(key, pathIndex(child));
      if (index <= previous) return null;
      previous = index;
      const moved = rekey(child, newKey, `${path}-${index}`);
      if (moved === null) return null;
      copy.children.push(moved);
    }
    return copy;
  };
  // Parents before their descendants: a parent inside a re-keyed subtree was shifted with it.
  const parents = [...byParent.keys()].sort((a, b) => nodes.get(a)!.level - nodes.get(b)!.level);
  for (const parentKey of parents) {
    if (visited.has(parentKey)) continue;
    const parent = writable(parentKey);
    if (parent === null) return null;
    const path = parent.tempoElement.uniquePath;
    let previous = -1;
    for (let at = 0; at < parent.children.length; at++) {
      const child = parent.children[at]!;
      const index = indexAfter(parentKey, pathIndex(child));
      if (index <= previous) return null;
      previous = index;
      if (index === pathIndex(child)) continue;
      const moved = rekey(child, parentKey, `${path}-${index}`);
      if (moved === null) return null;
      parent.children[at] = moved;
      result.tops.push({ from: keyOf(child), to: keyOf(moved) });
    }
  }
  for (const [key] of renamed) nodes.delete(key);
  for (const [, node] of renamed) {
    const key = keyOf(node);
    if (nodes.has(key)) return null;
    nodes.set(key, node);
  }
  return result;
}

/**
 * `patch` as listeners get it: without `boxes`, with each moved node's page box among its `changed`
 * fields, and without `shifted`: each re-keyed subtree is removed under its old key and added whole
 * under its new one, as the frame sent such siblings before protocol 3 (entries for nodes inside
 * those subtrees are left out, the added subtrees hold them).
 */
function forListeners(patch: NavTreePatch, moved: Map<string, PageBoundingBox>, shifted: Shifted, before: ReadonlyMap<string, NavTreeNode>, after: ReadonlyMap<string, NavTreeNode>): NavTreePatch {
  const { boxes: _boxes, boxRuns: _boxRuns, shifted: _shifted, ...rest } = patch;
  const rekeyed = shifted.formerKey;
  if (rekeyed.size > 0) {
    const topsBefore = new Set(shifted.tops.map((top) => top.from));
    /** Whether the node at `key` before the patch lay inside a re-keyed subtree. */
    const inside = (key: string): boolean => {
      for (let at = before.get(key)?.parent; at != null; at = before.get(at)?.parent) if (topsBefore.has(at)) return true;
      return false;
    };
    rest.removed = [...patch.removed.filter((key) => !inside(key)), ...topsBefore];
    rest.added = [...patch.added.filter((node) => node.parent === null || !rekeyed.has(node.parent)), ...shifted.tops.map((top) => after.get(top.to)!)];
    rest.changed = patch.changed.filter((entry) => !rekeyed.has(entry.key));
    for (const key of rekeyed.keys()) moved.delete(key);
  }
  if (moved.size === 0) return rest;
  const changed: { key: string; fields: NavTreeNodeFields }[] = [];
  for (const entry of rest.changed) {
    const box = moved.get(entry.key);
    changed.push(box === undefined ? entry : { key: entry.key, fields: { ...entry.fields, pageBoundingBox: box } });
    moved.delete(entry.key);
  }
  for (const [key, pageBoundingBox] of moved) changed.push({ key, fields: { pageBoundingBox } });
  return { ...rest, changed };
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
