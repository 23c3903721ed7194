import { expect } from '@open-wc/testing';
import { indexTree } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { renderingCounts, renderingIndex, renderingsOf } from './renderings';

function node(codebaseId: string, uniquePath: string, children: NavTreeNode[] = []): NavTreeNode {
  return { tempoElement: { codebaseId, storyboardId: 's', uniquePath }, children } as unknown as NavTreeNode;
}

describe('editor/lib/renderings', () => {
  const root = node('root', '0', [node('card', '0-0', [node('title', '0-0-0')]), node('card', '0-1', [node('title', '0-1-0')])]);
  const tree = indexTree(root, null);

  it('lists the renderings of a source element in page order, and counts them', () => {
    expect(renderingsOf(tree, 'title').map((n) => n.tempoElement.uniquePath)).to.deep.equal(['0-0-0', '0-1-0']);
    expect(renderingsOf(tree, 'missing')).to.deep.equal([]);
    expect(renderingsOf(null, 'title')).to.deep.equal([]);
    expect(renderingCounts(tree).get('card')).to.equal(2);
    expect(renderingCounts(tree).get('root')).to.equal(1);
    expect(renderingCounts(null).size).to.equal(0);
    expect(renderingIndex(tree, 'card', 'card_s_0-1')).to.equal(1);
    expect(renderingIndex(tree, 'title', 'title_s_0-1-0')).to.equal(1);
    expect(renderingIndex(tree, 'card', 'gone')).to.equal(0);
    expect(renderingIndex(tree, 'title', 'card_s_0-1'), 'a key of another source element').to.equal(0);
    expect(renderingIndex(null, 'card', 'card_s_0-1')).to.equal(0);
  });

  it('derives once per tree: the same tree answers with the same list and counts, a new tree afresh', () => {
    expect(renderingsOf(tree, 'card')).to.equal(renderingsOf(tree, 'card'));
    expect(renderingCounts(tree)).to.equal(renderingCounts(tree));
    // A patched tree (a new object) that shares the first card with the tree before.
    const next = indexTree({ ...root, children: [root.children[0]!] }, null);
    expect(renderingsOf(next, 'card')).to.deep.equal([root.children[0]]);
    expect(renderingCounts(next).get('title')).to.equal(1);
    expect(renderingsOf(tree, 'card'), 'the tree before keeps its answers').to.have.length(2);
  });
});
