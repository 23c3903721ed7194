import { expect } from '@open-wc/testing';
import type { BoxChange, NavTreeNode } from '../../types';
import { testNode } from '../host/test-nodes';
import { nodeKey } from '../shared/nav-tree';
import { boxRunsOf } from './box-runs';

/** A list of `n` items under one parent (keys end with their index), and the index of nodes by key. */
function list(n: number) {
  const parent = testNode('tempo-list', '0', null);
  parent.children = Array.from({ length: n }, (_, i) => testNode('tempo-item', `0-${i}`, nodeKey(parent)));
  const nodeByKey = new Map<string, NavTreeNode>([parent, ...parent.children].map((node) => [nodeKey(node), node]));
  return { parent, items: parent.children, nodeByKey };
}

describe('boxRunsOf', () => {
  it('a run of siblings with one new box becomes one entry; the boxes before it and after it stay', () => {
    const { parent, items, nodeByKey } = list(6);
    const boxes: BoxChange[] = [
      [nodeKey(items[0]!), 0, 0, 120, 16],
      ...items.slice(1, 5).map((item): BoxChange => [nodeKey(item), 0, 16, 120, 16]),
      [nodeKey(items[5]!), 0, 16, 80, 16],
    ];
    const { boxes: alone, runs } = boxRunsOf(boxes, nodeByKey);
    expect(runs).to.deep.equal([[nodeKey(parent), 1, 4, 0, 16, 120, 16]]);
    expect(alone).to.deep.equal([boxes[0], boxes[5]]);
  });

  it('leaves two alike siblings, a gap in a run and siblings of another parent as they are', () => {
    const { items, nodeByKey } = list(6);
    const same = (i: number): BoxChange => [nodeKey(items[i]!), 0, 16, 120, 16];
    // 0 and 1 alike (too short), 2 unchanged, 3 and 4 alike (too short), 5 alone.
    const boxes: BoxChange[] = [same(0), same(1), same(3), same(4), [nodeKey(items[5]!), 0, 16, 99, 16]];
    expect(boxRunsOf(boxes, nodeByKey)).to.deep.equal({ boxes, runs: [] });
  });

  it('a run ends where the box differs, and a new one can start there', () => {
    const { parent, items, nodeByKey } = list(7);
    const box = (i: number, width: number): BoxChange => [nodeKey(items[i]!), 0, 16, width, 16];
    const boxes = [box(0, 100), box(1, 100), box(2, 100), box(3, 50), box(4, 50), box(5, 50), box(6, 50)];
    const { boxes: alone, runs } = boxRunsOf(boxes, nodeByKey);
    expect(alone).to.deep.equal([]);
    expect(runs).to.deep.equal([
      [nodeKey(parent), 0, 2, 0, 16, 100, 16],
      [nodeKey(parent), 3, 6, 0, 16, 50, 16],
    ]);
  });
});
