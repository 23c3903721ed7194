import { expect } from '@open-wc/testing';
import { spreadText, textNodesOf } from './text-nodes';

describe('runtime/shared/text-nodes', () => {
  it('changes only the node that holds the changed characters', () => {
    // React, Preact, Solid and Lit render `Count: {count}` as a label node and a number node.
    expect(spreadText(['Count: ', '3'], 'Total: 3')).to.deep.equal(['Total: ', '3']);
    expect(spreadText(['Count: ', '3'], 'Count: 4')).to.deep.equal(['Count: ', '4']);
    expect(spreadText(['Seats: 3'], 'Places: 3')).to.deep.equal(['Places: 3']);
    expect(spreadText(['a', 'b', 'c'], 'a', )).to.deep.equal(['a', '', '']);
  });

  it('an insertion grows the node that ends where it goes; at the very start, the first node', () => {
    expect(spreadText(['Count: ', '3'], 'Count now: 3')).to.deep.equal(['Count now: ', '3']);
    expect(spreadText(['Count: ', '3'], 'Count: 3!')).to.deep.equal(['Count: ', '3!']);
    expect(spreadText(['Count: ', '3'], '» Count: 3')).to.deep.equal(['» Count: ', '3']);
    expect(spreadText(['', 'x'], 'yx')).to.deep.equal(['y', 'x']);
  });

  it('a change across nodes goes into the first one; nodes wholly inside it are emptied, none removed', () => {
    expect(spreadText(['Text with ', 'bold', ' inside'], 'Text inside')).to.deep.equal(['Text ', '', 'inside']);
    expect(spreadText(['Text with ', 'bold', ' inside'], 'Replaced')).to.deep.equal(['Replaced', '', '']);
    expect(spreadText(['one ', 'two'], '')).to.deep.equal(['', '']);
  });

  it('keeps every node as it is when the text is the same; has nowhere to put text without a node', () => {
    expect(spreadText(['a', 'b'], 'ab')).to.deep.equal(['a', 'b']);
    expect(spreadText([], 'new')).to.equal(null);
  });

  it('whatever the edit, the nodes read the new text, in the same number', () => {
    const cases: [string[], string][] = [
      [['ab', 'ba', 'ab'], 'abab'],
      [['aaa', 'aaa'], 'aa'],
      [['x', '', 'y'], 'xzy'],
      [['hello ', 'world'], 'help world'],
      [['🙂 ', 'ok'], '🙃 ok'],
    ];
    for (const [datas, next] of cases) {
      const spread = spreadText(datas, next)!;
      expect(spread.join(''), JSON.stringify([datas, next])).to.equal(next);
      expect(spread.length).to.equal(datas.length);
    }
  });

  it('finds the text nodes of an element, nested ones included, in document order', () => {
    const p = document.createElement('p');
    p.innerHTML = 'a<b>b<i>c</i></b><!-- no -->d';
    expect(textNodesOf(p).map((node) => node.data)).to.deep.equal(['a', 'b', 'c', 'd']);
  });
});
