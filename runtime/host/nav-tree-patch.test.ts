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

  it('refuses a patch for another version, or one naming keys the tree does not have', () => {
    const before = indexTree(sample(), 1);
    expect(applyNavTreePatch(before, patchOf({ baseVersion: 2, version: 3 }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ removed: [`nope_${SB}_0-9`] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ changed: [{ key: `nope_${SB}_0-9`, fields: { name: 'x' } }] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ added: [node('b', '0-1', `ROOT_${SB}_0`)] }))).to.equal(null);
    // Nothing it refused changed the tree.
    expect(before.tree.children.length).to.equal(3);
  });
});
