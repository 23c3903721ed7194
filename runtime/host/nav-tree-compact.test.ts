import { expect } from '@open-wc/testing';
import type { NavTreeNode } from '../../types';
import { compactTree } from '../tools/nav-tree-compact';
import { expandCompactTree } from './nav-tree-compact';
import { testNode } from './test-nodes';

const ID = 'tempo-8f0d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';

function node(codebaseId: string, path: string, parent: string | null, extra: Partial<NavTreeNode> = {}, children: NavTreeNode[] = []): NavTreeNode {
  // Boxes off the whole pixel, as the frame's are.
  return testNode(codebaseId, path, parent, { children, pageBoundingBox: { pageX: 0, pageY: 10.5, width: 100, height: 20.25 }, ...extra });
}

describe('host/nav-tree-compact', () => {
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
      }),
    ]);
    const compact = compactTree(tree);
    expect(compact.root.children![0]!.id).to.equal(undefined);
    expect(compact.root.children![1]!.id).to.equal('gen-abc');
    expect(compact.root.children![0]!).to.not.have.property('props');
    expect(expandCompactTree(structuredClone(compact))).to.deep.equal(tree);
  });

  it('is several times smaller than the full format', () => {
    const leaves = Array.from({ length: 50 }, (_, i) => node(ID, `0-${i}`, 'STORYBOARD-TOP-CONSTANT_sb_0', { classList: ['l', ID], directlySetClassList: ['l'], literalChildren: [{ index: 0, value: `item ${i}` }] }));
    const tree = node('STORYBOARD-TOP-CONSTANT', '0', null, {}, leaves);
    expect(JSON.stringify(compactTree(tree)).length * 2.5).to.be.lessThan(JSON.stringify(tree).length);
  });
});
