import { expect } from '@open-wc/testing';
import type { NavTreeNode, NavTreePatch } from '../../types';
import { applyNavTreePatch, indexTree, keyOf } from './nav-tree-patch';
import { testNode } from './test-nodes';

const SB = 'sb';

function node(codebaseId: string, path: string, parent: string | null, children: NavTreeNode[] = []): NavTreeNode {
  return testNode(codebaseId, path, parent, { storyboardId: SB, name: codebaseId, children });
}

/** root(0) → a(0-0) → [x(0-0-0)], b(0-1), c(0-2) */
function sample(): NavTreeNode {
  const rootKey = `ROOT_${SB}_0`;
  const x = node('x', '0-0-0', `a_${SB}_0-0`);
  return node('ROOT', '0', null, [node('a', '0-0', rootKey, [x]), node('b', '0-1', rootKey), node('c', '0-2', rootKey)]);
}

const patchOf = (fields: Partial<NavTreePatch>): NavTreePatch => ({ version: 2, baseVersion: 1, removed: [], added: [], changed: [], ...fields });

describe('host/nav-tree-patch', () => {
  it('changes fields of a node, copying it and its ancestors and sharing every other subtree', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(before, patchOf({ changed: [{ key: `x_${SB}_0-0-0`, fields: { classList: ['on'], pageBoundingBox: { pageX: 1, pageY: 2, width: 3, height: 4 } } }] }));
    expect(after).to.not.equal(null);
    const tree = after!.tree;
    expect(tree).to.not.equal(before.tree);
    expect(tree.children[0]!.children[0]!.classList).to.deep.equal(['on']);
    expect(tree.children[0]!.children[0]!.pageBoundingBox.width).to.equal(3);
    expect(tree.children[1]).to.equal(before.tree.children[1]);
    // The tree it was given is unchanged.
    expect(before.tree.children[0]!.children[0]!.classList).to.deep.equal([]);
    expect(after!.version).to.equal(2);
    expect(after!.nodes.get(`x_${SB}_0-0-0`)).to.equal(tree.children[0]!.children[0]);
  });

  it('removes subtrees first, then inserts added nodes at the index their path ends with', () => {
    const before = indexTree(sample(), 1);
    const rootKey = `ROOT_${SB}_0`;
    // An element inserted before b: b and c get new paths (new keys), the new one takes 0-1.
    const after = applyNavTreePatch(
      before,
      patchOf({
        removed: [`a_${SB}_0-0`, `b_${SB}_0-1`, `c_${SB}_0-2`],
        added: [node('a2', '0-0', rootKey), node('n', '0-1', rootKey), node('b', '0-2', rootKey), node('c', '0-3', rootKey)],
      }),
    );
    expect(after!.tree.children.map(keyOf)).to.deep.equal([`a2_${SB}_0-0`, `n_${SB}_0-1`, `b_${SB}_0-2`, `c_${SB}_0-3`]);
    expect(after!.nodes.has(`x_${SB}_0-0-0`)).to.equal(false);
    expect(after!.nodes.size).to.equal(5);
  });

  it('inserts among kept siblings in path order', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(before, patchOf({ removed: [`b_${SB}_0-1`], added: [node('n', '0-1', `ROOT_${SB}_0`)] }));
    expect(after!.tree.children.map((child) => child.tempoElement.codebaseId)).to.deep.equal(['a', 'n', 'c']);
  });

  it('gives each child a box run names its relative box (protocol 6), and listeners their page boxes', () => {
    const before = indexTree(sample(), 1);
    const rootKey = `ROOT_${SB}_0`;
    // b and c (indexes 1 and 2): each 10 below the one before it, 20 wide.
    const after = applyNavTreePatch(before, patchOf({ boxRuns: [[rootKey, 1, 2, 0, 10, 20, 10]] }));
    expect(after).to.not.equal(null);
    expect(after!.tree.children.map((child) => child.pageBoundingBox)).to.deep.equal([
      { pageX: 0, pageY: 0, width: 10, height: 10 },
      { pageX: 0, pageY: 10, width: 20, height: 10 },
      { pageX: 0, pageY: 20, width: 20, height: 10 },
    ]);
    expect(after!.patch).to.not.have.property('boxRuns');
    expect(after!.patch.changed.map((change) => change.key)).to.deep.equal([`b_${SB}_0-1`, `c_${SB}_0-2`]);
  });

  it('refuses a box run for a parent it does not have, a range in the wrong order, or one naming no child', () => {
    const before = indexTree(sample(), 1);
    const rootKey = `ROOT_${SB}_0`;
    expect(applyNavTreePatch(before, patchOf({ boxRuns: [[`nope_${SB}_0`, 0, 1, 0, 0, 1, 1]] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ boxRuns: [[rootKey, 2, 1, 0, 0, 1, 1]] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ boxRuns: [[rootKey, 5, 9, 0, 0, 1, 1]] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ boxRuns: [[rootKey, 0.5, 1, 0, 0, 1, 1]] }))).to.equal(null);
  });

  it('refuses a patch for another version, or one naming keys the tree does not have', () => {
    const before = indexTree(sample(), 1);
    expect(applyNavTreePatch(before, patchOf({ baseVersion: 2, version: 3 }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ removed: [`nope_${SB}_0-9`] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ changed: [{ key: `nope_${SB}_0-9`, fields: { name: 'x' } }] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ added: [node('b', '0-1', `ROOT_${SB}_0`)] }))).to.equal(null);
    // Nothing it refused changed the tree.
    expect(before.tree.children.length).to.equal(3);
  });

  describe('boxes relative to their reference', () => {
    const box = (pageX: number, pageY: number, height: number) => ({ pageX, pageY, width: 100, height });
    /** root → a (with x inside), b, c stacked: each 100 px tall. */
    function stacked(): NavTreeNode {
      const rootKey = `ROOT_${SB}_0`;
      const at = (n: NavTreeNode, pageBoundingBox: ReturnType<typeof box>) => ({ ...n, pageBoundingBox });
      const x = at(node('x', '0-0-0', `a_${SB}_0-0`), box(10, 10, 10));
      return at(node('ROOT', '0', null, [at(node('a', '0-0', rootKey, [x]), box(0, 0, 100)), at(node('b', '0-1', rootKey), box(0, 100, 100)), at(node('c', '0-2', rootKey), box(0, 200, 100))]), box(0, 0, 300));
    }

    it('a grown node and the one after it are named; every node after them moves with them, the rest is shared', () => {
      const before = indexTree(stacked(), 1);
      const after = applyNavTreePatch(
        before,
        patchOf({
          boxes: [
            [`ROOT_${SB}_0`, 0, 0, 100, 350.5],
            [`a_${SB}_0-0`, 0, 0, 100, 150.5],
            [`b_${SB}_0-1`, 0, 150.5, 100, 100],
          ],
        }),
      )!;
      const [a, b, c] = after.tree.children;
      expect(a!.pageBoundingBox).to.deep.equal(box(0, 0, 150.5));
      expect(b!.pageBoundingBox).to.deep.equal(box(0, 150.5, 100));
      expect(c!.pageBoundingBox).to.deep.equal(box(0, 250.5, 100));
      // x kept its place inside a, whose corner did not move: shared with the tree before.
      expect(a!.children[0]).to.equal(before.tree.children[0]!.children[0]);
      // Listeners get page boxes of every node that moved, and no relative ones.
      expect(after.patch).to.not.have.property('boxes');
      expect(after.patch.changed.map((entry) => [entry.key, entry.fields.pageBoundingBox?.pageY])).to.deep.equal([
        [`ROOT_${SB}_0`, 0],
        [`a_${SB}_0-0`, 0],
        [`b_${SB}_0-1`, 150.5],
        [`c_${SB}_0-2`, 250.5],
      ]);
    });

    it('a moved first child moves its subtree and the siblings after it; other fields of a moved node are kept', () => {
      const before = indexTree(stacked(), 1);
      const after = applyNavTreePatch(before, patchOf({ changed: [{ key: `b_${SB}_0-1`, fields: { name: 'renamed' } }], boxes: [[`a_${SB}_0-0`, 0, 20.25, 100, 100]] }))!;
      const [a, b, c] = after.tree.children;
      expect(a!.children[0]!.pageBoundingBox).to.deep.equal(box(10, 30.25, 10));
      expect(b!.pageBoundingBox.pageY).to.equal(120.25);
      expect(c!.pageBoundingBox.pageY).to.equal(220.25);
      expect(after.patch.changed.find((entry) => entry.key === `b_${SB}_0-1`)!.fields).to.deep.equal({ name: 'renamed', pageBoundingBox: box(0, 120.25, 100) });
    });

    it('a node after a removed one keeps its relative box against its new reference', () => {
      const before = indexTree(stacked(), 1);
      // b leaves; c is sent again under b's place (its key changes), a kept node after it would follow.
      const c = { ...node('c', '0-1', `ROOT_${SB}_0`), pageBoundingBox: box(0, 100, 100) };
      const after = applyNavTreePatch(before, patchOf({ removed: [`b_${SB}_0-1`, `c_${SB}_0-2`], added: [c] }))!;
      expect(after.tree.children.map((child) => child.pageBoundingBox.pageY)).to.deep.equal([0, 100]);
    });

    it('refuses boxes for a key the tree does not have', () => {
      const before = indexTree(stacked(), 1);
      expect(applyNavTreePatch(before, patchOf({ boxes: [[`nope_${SB}_0-9`, 0, 0, 1, 1]] }))).to.equal(null);
    });
  });
});
