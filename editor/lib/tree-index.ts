// What the editor derives from the SDK's tree (its `tree` event: the tree with its node index), each
// part built once per tree, the first time something asks: a tree object is never changed, only
// replaced, so the object itself is the cache key and a new version starts with an empty cache.
import type { NavTreeIndex } from 'visual-editing-runtime/host';

/** A pure function of a tree; `derive` calls it at most once per tree. */
export type Derivation<T> = (tree: NavTreeIndex) => T;

const cache = new WeakMap<NavTreeIndex, Map<Derivation<unknown>, unknown>>();

/** `derivation(tree)`, from the cache after the first call for this tree object. */
export function derive<T>(tree: NavTreeIndex, derivation: Derivation<T>): T {
  let parts = cache.get(tree);
  if (!parts) {
    parts = new Map();
    cache.set(tree, parts);
  }
  if (parts.has(derivation)) return parts.get(derivation) as T;
  const value = derivation(tree);
  parts.set(derivation, value);
  return value;
}
