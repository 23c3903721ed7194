import { expect } from '@open-wc/testing';
import type { TextPart } from '../../types';
import { planTextEdit, spansFromSource, textEditRefusal, textLayout } from './text-parts';

const COUNT: TextPart[] = [{ literal: 'Count: ' }, { bound: 'count' }];
/** `{label}: {count}`: Vue and Svelte render it as one node, React as three. */
const LABELLED: TextPart[] = [{ bound: 'label' }, { literal: ': ' }, { bound: 'count' }];

describe('runtime/shared/text-parts', () => {
  it('lays the text out by the source parts, whitespace as the compilers leave it', () => {
    expect(spansFromSource('Count: 3', COUNT)).to.deep.equal([
      { start: 0, end: 7, bound: false, label: '"Count: "' },
      { start: 7, end: 8, bound: true, label: '{count}' },
    ]);
    // JSX trims line ends and collapses the rest; the text around may carry the layout's whitespace.
    const spans = spansFromSource('  Total:  12 ', [{ literal: '\n      Total:\n      ' }, { bound: 'n' }]);
    expect(spans?.map(({ start, end, bound }) => [start, end, bound])).to.deep.equal([
      [2, 10, false],
      [10, 12, true],
    ]);
    expect(spansFromSource('Something else', [{ literal: 'Count: ' }, { bound: 'count' }, { literal: '!' }]), 'text that no longer follows the source').to.equal(null);
    expect(spansFromSource('Count: 3', [{ literal: 'Count: 3' }]), 'nothing bound').to.equal(null);
    expect(textLayout(['Count: ', '3'], null).from).to.equal('nodes');
  });

  it('with the source: an edit of the literal text is taken, one of a bound part is refused naming it', () => {
    const layout = textLayout(['Count: ', '3'], COUNT);
    expect(textEditRefusal('Count: 3', 'Clicks: 3', layout)).to.equal(null);
    expect(textEditRefusal('Count: 3', 'Edited again', layout)).to.match(/^The edit would change \{count\} \(now "3"\), which the page fills in from its state/);
    expect(textEditRefusal('Count: 3', 'Count: 4', layout)).to.contain('{count}');
    const vue = textLayout(['Seats: 3'], LABELLED);
    expect(textEditRefusal('Seats: 3', 'Seats - 3', vue)).to.equal(null);
    expect(textEditRefusal('Seats: 3', 'Places: 3', vue)).to.contain('{label} (now "Seats")');
    expect(textEditRefusal('Seats: 3', 'x', vue)).to.contain('{label} (now "Seats") and {count} (now "3")');
  });

  it('without the source: an edit may change one of the page\'s text nodes, not several', () => {
    const layout = textLayout(['Seats', ': ', '3'], null);
    expect(textEditRefusal('Seats: 3', 'Places: 3', layout)).to.equal(null);
    expect(textEditRefusal('Seats: 3', 'Seats - 3', layout)).to.equal(null);
    // An insertion between two nodes goes into one of them.
    expect(textEditRefusal('Seats: 3', 'Seats!: 3', layout)).to.equal(null);
    expect(textEditRefusal('Seats: 3', 'Edited again', layout)).to.equal(
      'The page renders this text as 3 separate parts ("Seats", ": ", "3"), any of which it may fill in from its state: the edit would change 3 of them; edit one part at a time',
    );
    expect(textEditRefusal('Seats: 3', 'Seats: 3', layout)).to.equal(null);
  });

  it('plans the nodes\' new data, keeping bound nodes as they are', () => {
    expect(planTextEdit(['Count: ', '3'], 'Clicks: 3', COUNT)).to.deep.equal({ spread: ['Clicks: ', '3'] });
    // At the edge of the bound node, the literal beside it takes the insertion.
    expect(planTextEdit(['Count', ': ', '3'], 'Count: 3', [{ literal: 'Count' }, { literal: ': ' }, { bound: 'n' }])).to.deep.equal({ spread: ['Count', ': ', '3'] });
    expect(planTextEdit(['Count: ', '3'], 'Count:: 3', COUNT)).to.deep.equal({ spread: ['Count:: ', '3'] });
    expect(planTextEdit(['3', ' seats'], 'About 3 seats', [{ bound: 'n' }, { literal: ' seats' }])).to.have.property('refused').that.contains('Only {n} is there to hold the new text');
    expect(planTextEdit(['Count: ', '3'], 'Count: 3!', COUNT)).to.have.property('refused').that.contains('{count}');
    // Without the source nothing is known to be bound: the number's node takes it (the app may write over it).
    expect(planTextEdit(['Count: ', '3'], 'Count: 3!', null)).to.deep.equal({ spread: ['Count: ', '3!'] });
    expect(planTextEdit([], 'new', COUNT)).to.deep.equal({ spread: null });
    // Literal text changed on both sides of a bound part: one change per gap.
    const greeting: TextPart[] = [{ literal: 'Hello ' }, { bound: 'name' }, { literal: ', welcome' }];
    expect(planTextEdit(['Hello ', 'Ada', ', welcome'], 'Hi Ada, welcome!', greeting)).to.deep.equal({ spread: ['Hi ', 'Ada', ', welcome!'] });
    expect(planTextEdit(['Hello Ada, welcome'], 'Hi Ada, welcome!', greeting)).to.deep.equal({ spread: ['Hi Ada, welcome!'] });
    expect(planTextEdit(['Hello ', 'Ada', ', welcome'], 'Hi Bea, welcome!', greeting)).to.have.property('refused').that.contains('{name} (now "Ada")');
  });
});
