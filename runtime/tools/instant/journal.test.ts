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

  it('knows when the page moved or changed what it left, and takes over text typed before', () => {
    const root = document.createElement('div');
    root.innerHTML = '<ul><li>a</li><li>b</li></ul><p title="t">x</p>';
    const [ul, a, b, p] = [...root.querySelectorAll('*')] as HTMLElement[];
    const journal = createJournal();
    const copy = a!.cloneNode(true) as HTMLElement;
    journal.insert(ul!, a!, null); // a move: undo puts it back before b
    journal.insert(ul!, copy, b!);
    journal.setAttribute(p!, 'title', null);
    journal.adopt(p!.firstChild as Text, 'before');
    journal.settle();
    expect(journal.drift()).to.be.null;
    // The page's own node next to the change moving elsewhere is drift too: undo would put a back before it.
    root.append(b!);
    expect(journal.drift()).to.match(/<li> next to what it changed has moved/);
    // So is any change to what a parent it changed holds, even a reorder that keeps every node in it.
    ul!.append(b!);
    expect(journal.drift()).to.equal('the page changed what <ul> holds');
    ul!.insertBefore(b!, a!);
    expect(journal.drift()).to.be.null;
    p!.setAttribute('title', 'app');
    expect(journal.drift()).to.equal('the title attribute it set has changed');
    p!.removeAttribute('title');
    (p!.firstChild as Text).data = 'y';
    expect(journal.drift()).to.equal('the text it set has changed');
    (p!.firstChild as Text).data = 'x';
    copy.remove();
    expect(journal.drift()).to.equal('<li> it placed has moved or left the page');
    ul!.insertBefore(copy, a!);
    journal.rollback();
    expect(root.innerHTML).to.equal('<ul><li>a</li><li>b</li></ul><p title="t">before</p>');
  });

  it('an app that adds after the end and removes another item since is drift, though every node it moved is in place', () => {
    // Angular's @for, say: the last item moved first, then the app adds an item and removes the first.
    const ul = document.createElement('ul');
    ul.innerHTML = '<li>1</li><li>2</li><li>3</li>';
    const [one, , three] = [...ul.children] as HTMLElement[];
    const journal = createJournal();
    journal.insert(ul, three!, one!);
    journal.settle();
    expect(ul.textContent).to.equal('312');
    one!.remove();
    ul.append(Object.assign(document.createElement('li'), { textContent: '4' }));
    // Undo's "back at the end" would now give 2, 4, 3 against the app's 2, 3, 4.
    expect(journal.drift()).to.equal('the page changed what <ul> holds');
  });
});
