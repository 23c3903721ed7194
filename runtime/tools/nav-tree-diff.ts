// What turns one nav tree into another, as a patch (docs/protocol.md §7). Children are matched by
// element first: a kept element whose index changed (something was inserted, removed or moved
// before it) stays a kept node, and when its siblings kept their order the patch says so in
// `shifted`, so the host gives the subtree its new keys itself instead of getting it whole. What a
// shift cannot say (siblings that changed order) is removed under the old key and added under the new.
import { elementKey, type NavTreeNode, type NavTreeNodeFields, type NavTreePatch } from '../../types';
import { pathIndex } from '../shared/keys';
import { nodeKey } from '../shared/nav-tree';

/** The elements of the tree before and the keys of the tree after, to match children by element. */
export interface DiffContext {
  /** Element of each key of the tree before. */
  elementBefore: ReadonlyMap<string, Element>;
  /** Key of each element of the tree after. */
  keyAfter: ReadonlyMap<Element, string>;
  /** Filled in: old key → new key of each kept node whose key changed (a shifted sibling and its subtree). */
  renamed: Map<string, string>;
}

/** Adds to `patch` what turns `before` into `after`, two nodes at the same place (their subtrees' roots). */
export function diffTree(before: NavTreeNode, after: NavTreeNode, patch: NavTreePatch, context: DiffContext): void {
  if (nodeKey(before) !== nodeKey(after) || before.parent !== after.parent) {
    patch.removed.push(nodeKey(before));
    patch.added.push(after);
    return;
  }
  diffNode(before, after, patch, context);
}

/** Adds to `patch` what turns `before` into `after`: the same element (or the same key), maybe at a new place. */
function diffNode(before: NavTreeNode, after: NavTreeNode, patch: NavTreePatch, context: DiffContext): void {
  const key = nodeKey(after);
  const beforeKey = nodeKey(before);
  if (beforeKey !== key) context.renamed.set(beforeKey, key);
  const fields = changedFields(before, after);
  if (fields !== null) patch.changed.push({ key, fields });
  const old = before.children;
  const next = after.children;
  const path = after.tempoElement.uniquePath;
  // Most subtrees keep their children: compare in place before building any map.
  if (old.length === next.length && old.every((child, i) => keyAt(child, path) === nodeKey(next[i]!))) {
    for (let i = 0; i < old.length; i++) diffNode(old[i]!, next[i]!, patch, context);
    return;
  }
  const match = matchChildren(old, next, path, context);
  // Kept: the longest run of matches in the same order; the others are removed and added again.
  const kept = new Map<number, number>();
  for (const i of longestIncreasing(match)) kept.set(match[i]!, i);
  /** The index change of the kept children so far: a new entry where it changes. */
  let delta = 0;
  for (let j = 0; j < next.length; j++) {
    const i = kept.get(j);
    if (i === undefined) {
      patch.added.push(next[j]!);
      continue;
    }
    const from = pathIndex(old[i]!);
    if (j - from !== delta) {
      (patch.shifted ??= []).push([beforeKey, from, j - from - delta]);
      delta = j - from;
    }
    diffNode(old[i]!, next[j]!, patch, context);
  }
  const keptOld = new Set(kept.values());
  for (let i = 0; i < old.length; i++) if (!keptOld.has(i)) patch.removed.push(nodeKey(old[i]!));
}

/**
 * For each old child, the index of its new node among `next`, else -1: the node of the same element
 * (and codebase id), else the node with the key the old one would have under `path` (an element the
 * page replaced by one with the same codebase id).
 */
function matchChildren(old: NavTreeNode[], next: NavTreeNode[], path: string, context: DiffContext): number[] {
  const indexByKey = new Map(next.map((child, j) => [nodeKey(child), j]));
  const taken = new Set<number>();
  const match = old.map((child) => {
    const el = context.elementBefore.get(nodeKey(child));
    const newKey = el === undefined ? undefined : context.keyAfter.get(el);
    const j = newKey === undefined ? undefined : indexByKey.get(newKey);
    if (j === undefined || next[j]!.tempoElement.codebaseId !== child.tempoElement.codebaseId) return -1;
    taken.add(j);
    return j;
  });
  for (let i = 0; i < old.length; i++) {
    if (match[i] !== -1) continue;
    const j = indexByKey.get(keyAt(old[i]!, path));
    if (j === undefined || taken.has(j)) continue;
    taken.add(j);
    match[i] = j;
  }
  return match;
}

/** Indexes of a longest strictly increasing run (not necessarily adjacent) of the values ≥ 0. */
function longestIncreasing(values: number[]): number[] {
  /** For each length, the index of the smallest value that ends a run of it. */
  const tails: number[] = [];
  const previous: number[] = values.map(() => -1);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value < 0) continue;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    previous[i] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = i;
  }
  const run: number[] = [];
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) run.push(i);
  return run.reverse();
}

/** The key `child` has when its parent is at `path` and its own index is unchanged. */
function keyAt(child: NavTreeNode, path: string): string {
  return elementKey({ ...child.tempoElement, uniquePath: `${path}-${pathIndex(child)}` });
}

/** The fields that differ, but for the box: boxes go in the patch's `boxes`, relative to their reference. */
function changedFields(a: NavTreeNode, b: NavTreeNode): NavTreeNodeFields | null {
  let fields: NavTreeNodeFields | null = null;
  if (!sameStrings(a.classList, b.classList)) (fields ??= {}).classList = b.classList;
  if (!sameStrings(a.directlySetClassList, b.directlySetClassList)) (fields ??= {}).directlySetClassList = b.directlySetClassList;
  if (a.name !== b.name) (fields ??= {}).name = b.name;
  if (a.isComponent !== b.isComponent) (fields ??= {}).isComponent = b.isComponent;
  if (JSON.stringify(a.props) !== JSON.stringify(b.props)) (fields ??= {}).props = b.props;
  if (JSON.stringify(a.literalChildren) !== JSON.stringify(b.literalChildren)) (fields ??= {}).literalChildren = b.literalChildren;
  if (a.displayType !== b.displayType) (fields ??= {}).displayType = b.displayType;
  if (a.positionType !== b.positionType) (fields ??= {}).positionType = b.positionType;
  if (a.flexDirection !== b.flexDirection) (fields ??= {}).flexDirection = b.flexDirection;
  if (a.floatVal !== b.floatVal) (fields ??= {}).floatVal = b.floatVal;
  if (a.scope !== b.scope) (fields ??= {}).scope = b.scope;
  if (a.source?.file !== b.source?.file || a.source?.line !== b.source?.line || a.source?.column !== b.source?.column) (fields ??= {}).source = b.source;
  return fields;
}

function sameStrings(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
