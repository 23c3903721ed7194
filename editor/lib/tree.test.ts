import { expect } from '@open-wc/testing';
import { indexTree, keyOf } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { ancestors, barAtScale, describe as describeNode, dropTarget, neighbour, nodesInOrder } from './tree';

interface Spec {
  id: string;
  box: [number, number, number, number];
  row?: boolean;
  children?: Spec[];
}

/** A nav tree as the frame posts it, from ids and page boxes; paths and levels follow the nesting. */
function build(spec: Spec, parent: string | null = null, path = '0', level = 0): NavTreeNode {
  const [pageX, pageY, width, height] = spec.box;
  const node: NavTreeNode = {
    parent,
    children: [],
    classList: [],
    directlySetClassList: [],
    name: 'div',
    tempoElement: { codebaseId: spec.id, storyboardId: 'sb', uniquePath: path },
    isComponent: false,
    props: {},
    literalChildren: [],
    pageBoundingBox: { pageX, pageY, width, height },
    displayType: spec.row ? 'flex' : 'block',
    positionType: 'static',
    flexDirection: 'row',
    floatVal: 'none',
    scope: null,
    source: null,
    level,
  };
  node.children = (spec.children ?? []).map((child, i) => build(child, keyOf(node), `${path}-${i}`, level + 1));
  return node;
}

// root ─ list (a flex row: a b c) ─ col (a block column: d (with inner), e)
const root = build({
  id: 'root',
  box: [0, 0, 1000, 1000],
  children: [
    { id: 'list', box: [0, 0, 1000, 300], row: true, children: [{ id: 'a', box: [0, 0, 100, 100] }, { id: 'b', box: [200, 0, 100, 100] }, { id: 'c', box: [400, 0, 100, 100] }] },
    { id: 'col', box: [0, 400, 500, 400], children: [{ id: 'd', box: [0, 400, 500, 100], children: [{ id: 'inner', box: [10, 410, 50, 50] }] }, { id: 'e', box: [0, 600, 500, 100] }] },
  ],
});
/** The tree as the SDK's `tree` event gives it: with its node index. */
const tree = indexTree(root, null);
const key = (id: string): string => {
  const node = [...tree.nodes.values()].find((n) => n.tempoElement.codebaseId === id);
  if (!node) throw new Error(`no node ${id}`);
  return keyOf(node);
};

describe('editor/lib/tree', () => {
  it('keyOf joins codebase id, storyboard id and path with "_"', () => {
    expect(key('inner')).to.equal('inner_sb_0-1-0-0');
    expect(keyOf(root)).to.equal('root_sb_0');
  });

  it('nodesInOrder lists nodes in document order, once per tree; no tree has none', () => {
    expect(nodesInOrder(tree).map((n) => n.tempoElement.codebaseId)).to.deep.equal(['root', 'list', 'a', 'b', 'c', 'col', 'd', 'inner', 'e']);
    expect(nodesInOrder(tree), 'the same tree answers with the same list').to.equal(nodesInOrder(tree));
    expect(nodesInOrder(null)).to.deep.equal([]);
  });

  it('a new tree object is derived again: a patched tree that shares a subtree', () => {
    const before = nodesInOrder(tree);
    // As the SDK patches: a new root and a new `list` (one child fewer), `col` shared with the tree before.
    const list = { ...root.children[0]!, children: root.children[0]!.children.slice(1) };
    const next = indexTree({ ...root, children: [list, root.children[1]!] }, null);
    expect(nodesInOrder(next).map((n) => n.tempoElement.codebaseId)).to.deep.equal(['root', 'list', 'b', 'c', 'col', 'd', 'inner', 'e']);
    expect(neighbour(next, key('list'), 'down')).to.equal(key('b'));
    expect(nodesInOrder(tree), 'the tree before keeps its own order').to.equal(before);
  });

  it('ancestors lists parents nearest first, none for the root or an unknown key', () => {
    const index = tree.nodes;
    expect(index.get(key('inner'))?.tempoElement.codebaseId).to.equal('inner');
    expect(ancestors(index, key('inner'))).to.deep.equal([key('d'), key('col'), key('root')]);
    expect(ancestors(index, key('root'))).to.deep.equal([]);
    expect(ancestors(index, 'nope_sb_0')).to.deep.equal([]);
  });

  it('neighbour moves up and down in tree order, left to the parent, right to the first child', () => {
    expect(neighbour(tree, key('a'), 'up')).to.equal(key('list'));
    expect(neighbour(tree, key('c'), 'down'), 'down leaves the list for the next branch').to.equal(key('col'));
    expect(neighbour(tree, key('inner'), 'left')).to.equal(key('d'));
    expect(neighbour(tree, key('col'), 'right')).to.equal(key('d'));
    expect(neighbour(tree, key('a'), 'right'), 'a leaf has no child').to.equal(null);
    expect(neighbour(tree, key('root'), 'up')).to.equal(null);
    expect(neighbour(tree, key('root'), 'left')).to.equal(null);
    expect(neighbour(tree, key('e'), 'down')).to.equal(null);
    expect(neighbour(tree, 'nope_sb_0', 'down')).to.equal(null);
    expect(neighbour(null, key('a'), 'down')).to.equal(null);
  });

  it('dropTarget in a flex row: before or after the sibling by the nearer half, a vertical bar', () => {
    const before = dropTarget(tree, key('a'), 220, 50);
    expect(before && [keyOf(before.parent), keyOf(before.sibling), before.position]).to.deep.equal([key('list'), key('b'), 'before']);
    expect(before?.bar).to.deep.equal({ x: 198, y: 0, width: 4, height: 100 });
    const after = dropTarget(tree, key('a'), 250, 50);
    expect(after?.position, 'the midpoint counts as the second half').to.equal('after');
    expect(after?.bar).to.deep.equal({ x: 298, y: 0, width: 4, height: 100 });
  });

  it('dropTarget in a column, over a nested node: raised to the dragged element\'s sibling, a horizontal bar', () => {
    const target = dropTarget(tree, key('e'), 20, 420);
    expect(target && [keyOf(target.parent), keyOf(target.sibling), target.position]).to.deep.equal([key('col'), key('d'), 'before']);
    expect(target?.bar).to.deep.equal({ x: 0, y: 398, width: 500, height: 4 });
    expect(dropTarget(tree, key('e'), 20, 480)?.bar).to.deep.equal({ x: 0, y: 498, width: 500, height: 4 });
  });

  it('dropTarget is null inside the dragged element, outside every node, and for an unknown key', () => {
    expect(dropTarget(tree, key('col'), 20, 420), 'only the dragged element and its own children are under the point').to.equal(null);
    expect(dropTarget(tree, key('a'), 5000, 5000)).to.equal(null);
    expect(dropTarget(tree, 'nope_sb_0', 220, 50)).to.equal(null);
    expect(dropTarget(null, key('a'), 220, 50)).to.equal(null);
  });

  it('describe names the tag, the first own class and the literal text, cut at 28 characters', () => {
    const node = build({ id: 'p', box: [0, 0, 1, 1] });
    expect(describeNode(node), 'the root, as a designer knows it').to.equal('Page');
    node.parent = 'root_s_0';
    expect(describeNode(node)).to.equal('div');
    node.name = 'p';
    node.directlySetClassList = ['lead', 'muted'];
    node.literalChildren = [{ index: 0, value: ' Hello' }, { index: 2, value: 'world ' }];
    expect(describeNode(node)).to.equal('p.lead “Hello world”');
    node.literalChildren = [{ index: 0, value: 'x'.repeat(28) }];
    expect(describeNode(node)).to.equal(`p.lead “${'x'.repeat(28)}”`);
    node.literalChildren = [{ index: 0, value: 'y'.repeat(29) }];
    expect(describeNode(node)).to.equal(`p.lead “${'y'.repeat(27)}…”`);
  });
});

describe('editor/lib/tree: barAtScale', () => {
  it('keeps a vertical bar 4 px thick on screen at any zoom, on the same centre line', () => {
    const bar = { x: 98, y: 10, width: 4, height: 200 };
    expect(barAtScale(bar, 1)).to.deep.equal(bar);
    expect(barAtScale(bar, 2)).to.deep.equal({ x: 99, y: 10, width: 2, height: 200 });
    expect(barAtScale(bar, 0.5)).to.deep.equal({ x: 96, y: 10, width: 8, height: 200 });
  });

  it('keeps a horizontal bar 4 px thick on screen; an unusable scale leaves the bar as it is', () => {
    const bar = { x: 0, y: 48, width: 300, height: 4 };
    expect(barAtScale(bar, 0.64)).to.deep.equal({ x: 0, y: 50 - 6.25 / 2, width: 300, height: 6.25 });
    expect(barAtScale(bar, 0)).to.deep.equal(bar);
    expect(barAtScale(bar, Number.NaN)).to.deep.equal(bar);
  });
});
