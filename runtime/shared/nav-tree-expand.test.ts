import { expect } from '@open-wc/testing';
import type { NavTreeNode } from '../../types';
import { compactTree } from '../tools/nav-tree-compact';
import { expandCompactTree } from './nav-tree-expand';
import { testNode } from '../host/test-nodes';

const ID = 'tempo-8f0d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';

function node(codebaseId: string, path: string, parent: string | null, extra: Partial<NavTreeNode> = {}, children: NavTreeNode[] = []): NavTreeNode {
  // Boxes off the whole pixel, as the frame's are.
  return testNode(codebaseId, path, parent, { children, pageBoundingBox: { pageX: 0, pageY: 10.5, width: 100, height: 20.25 }, ...extra });
}

describe('tools/nav-tree-compact and shared/nav-tree-expand', () => {
  it('expands what the frame compacts back into the same full nodes', () => {
    const root = `STORYBOARD-TOP-CONSTANT_sb_0`;
    const tree = node('STORYBOARD-TOP-CONSTANT', '0', null, { name: 'Storyboard' }, [
      // A source id among the classes (left out of the compact node), with the page's own class.
      node(ID, '0-0', root, { classList: ['card', ID], directlySetClassList: ['card'], literalChildren: [{ index: 0, value: 'Hi' }] }),
      // A generated id (kept), non-default styles, a component with props and a scope.
      node('gen-abc', '0-1', root, {
        isComponent: true,
        props: { href: { type: 'LITERAL', value: '/x' } },
        displayType: 'flex',
        positionType: 'absolute',
        flexDirection: 'column',
        floatVal: 'left',
        scope: 'scope-1',
        source: { file: '/home/me/site/src/components/Card.astro', line: 12, column: 5 },
      }),
    ]);
    const compact = compactTree(tree);
    expect(compact.root.k![0]!.i).to.equal(undefined);
    expect(compact.root.k![1]!.i).to.equal('gen-abc');
    expect(compact.root.k![0]!).to.not.have.property('p');
    expect(compact.root.k![1]!.s).to.deep.equal(['/home/me/site/src/components/Card.astro', 12, 5]);
    expect(expandCompactTree(structuredClone(compact))).to.deep.equal(tree);
  });

  it('is several times smaller than the full format', () => {
    const leaves = Array.from({ length: 50 }, (_, i) => node(ID, `0-${i}`, 'STORYBOARD-TOP-CONSTANT_sb_0', { classList: ['l', ID], directlySetClassList: ['l'], literalChildren: [{ index: 0, value: `item ${i}` }] }));
    const tree = node('STORYBOARD-TOP-CONSTANT', '0', null, {}, leaves);
    expect(JSON.stringify(compactTree(tree)).length * 2.5).to.be.lessThan(JSON.stringify(tree).length);
  });

  it('sends each box relative to the previous sibling, or the parent for a first child, so a shifted run keeps its boxes', () => {
    const root = 'STORYBOARD-TOP-CONSTANT_sb_0';
    const box = (pageX: number, pageY: number, height: number) => ({ pageBoundingBox: { pageX, pageY, width: 100, height } });
    const tree = (shift: number) =>
      node('STORYBOARD-TOP-CONSTANT', '0', null, box(0, 0, 500.5 + shift), [
        node('a', '0-0', root, box(8, 8, 40.25 + shift)),
        node('b', '0-1', root, box(8, 48.25 + shift, 20), [node('x', '0-1-0', 'b_sb_0-1', box(10.5, 50.25 + shift, 5))]),
        node('c', '0-2', root, box(8, 68.25 + shift, 20)),
      ]);
    const before = compactTree(tree(0));
    expect(before.root.b).to.deep.equal([0, 0, 100, 500.5]);
    expect(before.root.k!.map((child) => child.b)).to.deep.equal([
      [8, 8, 100, 40.25],
      [0, 40.25, 100, 20],
      [0, 20, 100, 20],
    ]);
    expect(before.root.k![1]!.k![0]!.b).to.deep.equal([2.5, 2, 100, 5]);
    // The first card grew by 33.33 px: the root, the card and the one after it change; c and x do not.
    const after = compactTree(tree(33.33));
    expect(after.root.k![2]!.b).to.deep.equal(before.root.k![2]!.b);
    expect(after.root.k![1]!.k![0]!.b).to.deep.equal(before.root.k![1]!.k![0]!.b);
    expect(after.root.k![1]!.b).to.not.deep.equal(before.root.k![1]!.b);
    expect(expandCompactTree(structuredClone(after))).to.deep.equal(tree(33.33));
  });

  it('fills the map it is given with every node’s relative box, by key', () => {
    const boxes = new Map<string, [number, number, number, number]>();
    const tree = node('STORYBOARD-TOP-CONSTANT', '0', null, {}, [node('a', '0-0', 'STORYBOARD-TOP-CONSTANT_sb_0')]);
    compactTree(tree, boxes);
    expect([...boxes.keys()]).to.deep.equal(['STORYBOARD-TOP-CONSTANT_sb_0', 'a_sb_0-0']);
    expect(boxes.get('a_sb_0-0')).to.deep.equal([0, 0, 100, 20.25]);
  });

  it('never takes a node without a box (0×0 at the scroll offset) as the reference: a page scroll moves it alone', () => {
    const root = 'STORYBOARD-TOP-CONSTANT_sb_0';
    const at = (pageX: number, pageY: number, width: number, height: number) => ({ pageBoundingBox: { pageX, pageY, width, height } });
    const tree = (scrollY: number) =>
      node('STORYBOARD-TOP-CONSTANT', '0', null, at(0, 0, 800, 900), [
        node('a', '0-0', root, at(0, 0, 800, 300)),
        // display: contents: no box of its own, its child is placed by the layout around it.
        node('contents', '0-1', root, at(0, scrollY, 0, 0), [node('inner', '0-1-0', 'contents_sb_0-1', at(0, 300, 800, 100))]),
        node('b', '0-2', root, at(0, 400, 800, 100)),
      ]);
    const before = compactTree(tree(0)).root.k!;
    const after = compactTree(tree(250)).root.k!;
    expect(after[1]!.b).to.not.deep.equal(before[1]!.b);
    expect(after[1]!.k![0]!.b).to.deep.equal([0, 300, 800, 100]);
    expect(after[1]!.k![0]!.b).to.deep.equal(before[1]!.k![0]!.b);
    // b is placed from a (the wrapper has no box), and did not move either.
    expect(after[2]!.b).to.deep.equal([0, 400, 800, 100]);
    expect(after[2]!.b).to.deep.equal(before[2]!.b);
    expect(expandCompactTree(compactTree(tree(250)))).to.deep.equal(tree(250));
  });
});
