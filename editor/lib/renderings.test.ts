import { expect } from '@open-wc/testing';
import type { NavTreeNode } from '../../types';
import { renderingCounts, renderingIndex, renderingsOf } from './renderings';

function node(codebaseId: string, uniquePath: string, children: NavTreeNode[] = []): NavTreeNode {
  return { tempoElement: { codebaseId, storyboardId: 's', uniquePath }, children } as unknown as NavTreeNode;
}

describe('editor/lib/renderings', () => {
  const tree = node('root', '0', [node('card', '0-0', [node('title', '0-0-0')]), node('card', '0-1', [node('title', '0-1-0')])]);

  it('lists the renderings of a source element in page order, and counts them', () => {
    expect(renderingsOf(tree, 'title').map((n) => n.tempoElement.uniquePath)).to.deep.equal(['0-0-0', '0-1-0']);
    expect(renderingsOf(tree, 'missing')).to.deep.equal([]);
    expect(renderingsOf(null, 'title')).to.deep.equal([]);
    expect(renderingCounts(tree).get('card')).to.equal(2);
    expect(renderingIndex(tree, 'card', 'card_s_0-1')).to.equal(1);
    expect(renderingIndex(tree, 'card', 'gone')).to.equal(0);
  });

  it('computes once per tree: the same tree answers with the same list', () => {
    expect(renderingsOf(tree, 'card')).to.equal(renderingsOf(tree, 'card'));
    const next = node('root', '0', [node('card', '0-0')]);
    expect(renderingsOf(next, 'card')).to.have.length(1);
  });
});
