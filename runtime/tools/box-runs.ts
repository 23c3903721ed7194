// A patch's `boxRuns` (docs/protocol.md §7, protocol 6): when many siblings take the same new relative
// box — every item of a list whose width changed, each placed just below the one before — one entry
// per run says so, where `boxes` would repeat the box and a long key for every item.
import type { BoxChange, BoxRun, CompactBox, NavTreeNode } from '../../types';
import { pathIndex } from '../shared/keys';
import { nodeKey } from '../shared/nav-tree';

/** Shorter runs stay in `boxes`: a run's entry costs about as much as two key entries. */
const SHORTEST_RUN = 3;

const sameBox = (a: CompactBox, b: CompactBox): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/**
 * Splits `boxes` (entries of nodes of the tree `nodeByKey` indexes) into the entries left and the
 * runs: consecutive children of one parent, at least three, each with an entry of the same box.
 */
export function boxRunsOf(boxes: readonly BoxChange[], nodeByKey: ReadonlyMap<string, NavTreeNode>): { boxes: BoxChange[]; runs: BoxRun[] } {
  if (boxes.length < SHORTEST_RUN) return { boxes: [...boxes], runs: [] };
  const boxOf = new Map<string, CompactBox>();
  const perParent = new Map<string, number>();
  for (const [key, ...box] of boxes) {
    boxOf.set(key, box);
    const parent = nodeByKey.get(key)?.parent;
    if (parent != null) perParent.set(parent, (perParent.get(parent) ?? 0) + 1);
  }
  const runs: BoxRun[] = [];
  const inRun = new Set<string>();
  for (const [parentKey, count] of perParent) {
    const children = count < SHORTEST_RUN ? undefined : nodeByKey.get(parentKey)?.children;
    if (children === undefined) continue;
    let start = 0;
    for (let i = 0; i <= children.length; i++) {
      const box = i < children.length ? boxOf.get(nodeKey(children[i]!)) : undefined;
      const first = boxOf.get(nodeKey(children[start]!));
      if (box !== undefined && first !== undefined && i > start && sameBox(box, first)) continue;
      // The run [start, i) ends here.
      if (first !== undefined && i - start >= SHORTEST_RUN) {
        runs.push([parentKey, pathIndex(children[start]!), pathIndex(children[i - 1]!), ...first]);
        for (let j = start; j < i; j++) inRun.add(nodeKey(children[j]!));
      }
      start = i;
    }
  }
  return { boxes: inRun.size ? boxes.filter(([key]) => !inRun.has(key)) : [...boxes], runs };
}
