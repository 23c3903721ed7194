import { expect } from '@open-wc/testing';
import type { NavTreeNode, NavTreePatch, PageBoundingBox } from '../../types';
import { applyNavTreePatch, indexTree, keyOf, type PatchedTree } from './nav-tree-patch';
import { testNode } from './test-nodes';

// `shifted` (protocol 3): kept siblings whose index changed get their new keys from the SDK.
const SB = 'sb';
const ROOT = `ROOT_${SB}_0`;
const key = (id: string, path: string) => `${id}_${SB}_${path}`;
const box = (pageY: number, height: number): PageBoundingBox => ({ pageX: 0, pageY, width: 100, height });

function node(id: string, path: string, parent: string | null, children: NavTreeNode[] = [], pageBoundingBox = box(0, 10)): NavTreeNode {
  return testNode(id, path, parent, { storyboardId: SB, name: id, children, pageBoundingBox });
}

/** root → a (x, y inside), b, c; stacked, each 100 px tall, x and y 10 px inside a. */
function sample(): NavTreeNode {
  const a = key('a', '0-0');
  return node(
    'ROOT',
    '0',
    null,
    [node('a', '0-0', ROOT, [node('x', '0-0-0', a, [], box(10, 10)), node('y', '0-0-1', a, [], box(20, 10))], box(0, 100)), node('b', '0-1', ROOT, [], box(100, 100)), node('c', '0-2', ROOT, [], box(200, 100))],
    box(0, 300),
  );
}

const patchOf = (fields: Partial<NavTreePatch>): NavTreePatch => ({ version: 2, baseVersion: 1, removed: [], added: [], changed: [], ...fields });
const paths = (tree: NavTreeNode): string[] => tree.children.map(keyOf);

/** Every node's key, parent and level as the tree's nesting says, against the index. */
function expectConsistent(patched: PatchedTree): void {
  let count = 0;
  const walk = (n: NavTreeNode, parent: NavTreeNode | null, path: string) => {
    count++;
    expect(n.tempoElement.uniquePath).to.equal(path);
    expect(n.parent).to.equal(parent === null ? null : keyOf(parent));
    expect(patched.nodes.get(keyOf(n))).to.equal(n);
    n.children.forEach((child, i) => walk(child, n, `${path}-${i}`));
  };
  walk(patched.tree, null, '0');
  expect(patched.nodes.size).to.equal(count);
}

describe('host/nav-tree-patch shifted siblings', () => {
  it('an element inserted first: the siblings after it and their subtrees get new keys, the tree given is unchanged', () => {
    const before = indexTree(sample(), 1);
    const snapshot = JSON.stringify(before.tree);
    const keysBefore = [...before.nodes.keys()];
    const after = applyNavTreePatch(before, patchOf({ shifted: [[ROOT, 0, 1]], added: [node('n', '0-0', ROOT, [], box(0, 50))], boxes: [[key('a', '0-1'), 0, 50, 100, 100]] }))!;
    expect(paths(after.tree)).to.deep.equal([key('n', '0-0'), key('a', '0-1'), key('b', '0-2'), key('c', '0-3')]);
    expect(after.tree.children[1]!.children.map(keyOf)).to.deep.equal([key('x', '0-1-0'), key('y', '0-1-1')]);
    expectConsistent(after);
    expect(after.nodes.has(key('a', '0-0'))).to.equal(false);
    // Kept nodes keep their relative boxes: everything after the new one moves down 50 px.
    expect(after.tree.children.map((child) => child.pageBoundingBox.pageY)).to.deep.equal([0, 50, 150, 250]);
    expect(after.tree.children[1]!.children.map((child) => child.pageBoundingBox.pageY)).to.deep.equal([60, 70]);
    expect(JSON.stringify(before.tree)).to.equal(snapshot);
    expect([...before.nodes.keys()]).to.deep.equal(keysBefore);
    // Listeners get what the frame sent before protocol 3: the shifted siblings removed and added whole.
    expect(after.patch).to.not.have.property('shifted');
    expect(after.patch.removed).to.deep.equal([key('a', '0-0'), key('b', '0-1'), key('c', '0-2')]);
    expect(after.patch.added.map(keyOf)).to.deep.equal([key('n', '0-0'), key('a', '0-1'), key('b', '0-2'), key('c', '0-3')]);
    expect(after.patch.added[1]).to.equal(after.tree.children[1]);
    expect(after.patch.changed.map((entry) => entry.key)).to.deep.equal([]);
  });

  it('an element removed first: the siblings after it move up', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(before, patchOf({ removed: [key('a', '0-0')], shifted: [[ROOT, 1, -1]], boxes: [[key('b', '0-0'), 0, 0, 100, 100]] }))!;
    expect(paths(after.tree)).to.deep.equal([key('b', '0-0'), key('c', '0-1')]);
    expect(after.tree.children.map((child) => child.pageBoundingBox.pageY)).to.deep.equal([0, 100]);
    expectConsistent(after);
    expect(after.patch.removed).to.deep.equal([key('a', '0-0'), key('b', '0-1'), key('c', '0-2')]);
    expect(after.patch.added.map(keyOf)).to.deep.equal([key('b', '0-0'), key('c', '0-1')]);
  });

  it('only the last sibling shifted, after an insertion before it; changed fields name the new key', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(
      before,
      patchOf({ shifted: [[ROOT, 2, 1]], added: [node('n', '0-2', ROOT, [], box(200, 10))], changed: [{ key: key('c', '0-3'), fields: { name: 'renamed' } }], boxes: [[key('c', '0-3'), 0, 10, 100, 100]] }),
    )!;
    expect(paths(after.tree)).to.deep.equal([key('a', '0-0'), key('b', '0-1'), key('n', '0-2'), key('c', '0-3')]);
    expect(after.tree.children[0]).to.equal(before.tree.children[0]);
    expect(after.tree.children[3]!.name).to.equal('renamed');
    expect(after.tree.children[3]!.pageBoundingBox.pageY).to.equal(210);
    expectConsistent(after);
    // The changed entry is inside the re-sent subtree for listeners.
    expect(after.patch.removed).to.deep.equal([key('c', '0-2')]);
    expect(after.patch.changed).to.deep.equal([]);
    expect(after.patch.added.find((n) => keyOf(n) === key('c', '0-3'))!.name).to.equal('renamed');
  });

  it('a removal in the middle: the entries of one parent add up, a kept sibling before them is shared', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(before, patchOf({ removed: [key('b', '0-1')], shifted: [[ROOT, 2, -1]], added: [node('n', '0-2', ROOT), node('m', '0-3', ROOT)] }))!;
    expect(paths(after.tree)).to.deep.equal([key('a', '0-0'), key('c', '0-1'), key('n', '0-2'), key('m', '0-3')]);
    expect(after.tree.children[0]).to.equal(before.tree.children[0]);
    expectConsistent(after);
    const both = applyNavTreePatch(before, patchOf({ shifted: [[ROOT, 1, 1], [ROOT, 2, 1]], added: [node('n', '0-1', ROOT), node('m', '0-3', ROOT)] }))!;
    expect(paths(both.tree)).to.deep.equal([key('a', '0-0'), key('n', '0-1'), key('b', '0-2'), key('m', '0-3'), key('c', '0-4')]);
    expectConsistent(both);
  });

  it('nested: a shifted node whose own children shift is named by its key before the patch', () => {
    const before = indexTree(sample(), 1);
    const after = applyNavTreePatch(
      before,
      patchOf({
        removed: [key('x', '0-0-0')],
        shifted: [
          [ROOT, 0, 1],
          [key('a', '0-0'), 1, 1],
        ],
        added: [node('n', '0-0', ROOT), node('m', '0-1-0', key('a', '0-1')), node('k', '0-1-1', key('a', '0-1'))],
      }),
    )!;
    expect(after.tree.children[1]!.children.map(keyOf)).to.deep.equal([key('m', '0-1-0'), key('k', '0-1-1'), key('y', '0-1-2')]);
    expectConsistent(after);
    // Listeners: x's removal and m's and k's additions are inside the subtree a is re-sent with.
    expect(after.patch.removed).to.deep.equal([key('a', '0-0'), key('b', '0-1'), key('c', '0-2')]);
    expect(after.patch.added.map(keyOf)).to.deep.equal([key('n', '0-0'), key('a', '0-1'), key('b', '0-2'), key('c', '0-3')]);
    expect(after.patch.added[1]!.children.map(keyOf)).to.deep.equal([key('m', '0-1-0'), key('k', '0-1-1'), key('y', '0-1-2')]);
  });

  it('refuses a shift that does not fit, changing nothing', () => {
    const before = indexTree(sample(), 1);
    const snapshot = JSON.stringify(before.tree);
    const refused: NavTreePatch['shifted'][] = [
      [[key('nope', '0-9'), 0, 1]],
      [[ROOT, 3, 1]],
      [[ROOT, -1, 1]],
      [[ROOT, 0, -1]],
      // b onto a's index.
      [[ROOT, 1, -1]],
      [[ROOT, 0.5, 1]],
      // A leaf has no children to shift.
      [[key('b', '0-1'), 0, 1]],
    ];
    for (const shifted of refused) expect(applyNavTreePatch(before, patchOf({ shifted })), JSON.stringify(shifted)).to.equal(null);
    // A parent the patch removed, and a new key that a kept node already has.
    expect(applyNavTreePatch(before, patchOf({ removed: [key('a', '0-0')], shifted: [[key('a', '0-0'), 0, 1]] }))).to.equal(null);
    expect(applyNavTreePatch(before, patchOf({ shifted: [[ROOT, 2, 1]], added: [node('c', '0-3', ROOT)] }))).to.equal(null);
    expect(JSON.stringify(before.tree)).to.equal(snapshot);
  });
});
