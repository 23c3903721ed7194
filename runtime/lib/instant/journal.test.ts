import { expect } from '@open-wc/testing';
import { createJournal } from './journal';

describe('instant/journal', () => {
  it('rolls back inserts, moves, removals and text changes, newest first, to the very same nodes', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>one <b>two</b></p><ul><li>a</li><li>b</li></ul>';
    const before = root.innerHTML;
    const nodes = [...root.querySelectorAll('*')];
    const texts = [...root.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n instanceof Text));
    const [p, b, ul, a, second] = nodes as HTMLElement[];
    const journal = createJournal();
    journal.insert(ul!, b!, a!); // a move
    journal.insert(root, document.createElement('hr'), p!); // a new node
    journal.remove(second!);
    journal.setData(a!.firstChild as Text, 'changed');
    journal.insert(p!, second!, null); // a removed node comes back elsewhere
    journal.remove(p!.firstChild!);
    expect(root.innerHTML).to.not.equal(before);
    journal.rollback();
    expect(root.innerHTML).to.equal(before);
    expect([...root.querySelectorAll('*')]).to.deep.equal(nodes);
    expect([...root.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n instanceof Text))).to.deep.equal(texts);
    // A journal is empty after a rollback.
    journal.rollback();
    expect(root.innerHTML).to.equal(before);
  });
});
