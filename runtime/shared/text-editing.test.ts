import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { isEditableInPlace, staticTextOf, startTextEdit } from './text-editing';
import { editedTextOf } from './text-nodes';

/** An element in the page, as a framework renders `<a>{label}<span hidden-label/></a>`: text nodes beside a child element. */
function mixed(): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '#x';
  a.append('Buy ', 'Now');
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = ' the Basic package';
  a.append(span);
  document.body.append(a);
  return a;
}

describe('runtime/shared/text-editing', () => {
  afterEach(() => document.body.replaceChildren());

  it('beside child elements, the text edited is the element\'s own; otherwise all of it', () => {
    const a = mixed();
    expect(editedTextOf(a)).to.equal('Buy Now');
    const p = document.createElement('p');
    p.append('© ', '2026', ' ', 'Datasmith');
    expect(editedTextOf(p)).to.equal('© 2026 Datasmith');
  });

  it('edits in place what the source writes as text, also beside a child element; never text code works out', () => {
    const a = mixed();
    expect(isEditableInPlace(a, true)).to.equal(true);
    expect(isEditableInPlace(a, false)).to.equal(false);
    expect(isEditableInPlace(a, undefined), 'without lookups: only an element that holds only text').to.equal(false);
    const icon = document.createElement('p');
    icon.append(document.createElement('svg'));
    expect(isEditableInPlace(icon, true), 'no text of its own').to.equal(false);
  });

  it('reads a rendering\'s own word when the lookups list renderings, else the element\'s', () => {
    const lookup = { staticTextContents: true, text: { editable: 'some', writtenIn: [], computed: [], pages: [{ path: '/privacy-policy', editable: ['all', 'none'], writtenIn: [[], []], same: [0, 1] }, { path: null, editable: ['all'], writtenIn: [[]], same: [0] }] } };
    expect(staticTextOf(lookup, '/privacy-policy', 1)).to.equal(false);
    expect(staticTextOf(lookup, '/privacy-policy/', 0)).to.equal(true);
    expect(staticTextOf(lookup, '/elsewhere', 0), 'the catch-all page').to.equal(true);
    expect(staticTextOf(lookup, '/privacy-policy', 5), 'a rendering the lookups do not list').to.equal(true);
    expect(staticTextOf({ staticTextContents: false }, '/', 0)).to.equal(false);
    expect(staticTextOf(undefined, '/', 0)).to.equal(undefined);
  });

  it('typing over an element\'s own text beside a child element leaves the child, and reports the own text', async () => {
    const a = mixed();
    const span = a.querySelector('span')!;
    const nodes = [...a.childNodes];
    const ended: string[][] = [];
    // The source writes the link's text as text: its two nodes are both literal.
    const session = startTextEdit(a, 'k', { lookup: { staticTextContents: true }, onStart: () => {}, onEnd: (_, newText, oldText) => ended.push([newText, oldText]) });
    expect(span.getAttribute('contenteditable'), 'the child is not editable meanwhile').to.equal('false');
    expect(document.getSelection()?.toString(), 'its own text is selected').to.equal('Buy Now');
    await sendKeys({ type: 'Order' });
    session.commit();
    expect(ended).to.deep.equal([['Order', 'Buy Now']]);
    expect([...a.childNodes], 'the page keeps its very nodes').to.deep.equal(nodes);
    expect(editedTextOf(a)).to.equal('Order');
    expect(span.textContent).to.equal(' the Basic package');
    expect(span.hasAttribute('contenteditable')).to.equal(false);
  });

  /** `<p>Count: {count}</p>` as React, Preact, Solid and Lit render it: a label node and the number's node. */
  function counter(): { p: HTMLParagraphElement; nodes: ChildNode[] } {
    const p = document.createElement('p');
    p.append('Count: ', '3');
    document.body.append(p);
    return { p, nodes: [...p.childNodes] };
  }

  it('without the source, an edit of more than one of the page\'s text nodes is refused: the page keeps its text and nodes', async () => {
    const { p, nodes } = counter();
    const ended: unknown[][] = [];
    const session = startTextEdit(p, 'k', { onStart: () => {}, onEnd: (...args) => ended.push(args.slice(1)) });
    await sendKeys({ type: 'Edited again' });
    session.commit();
    expect(ended).to.have.length(1);
    const [newText, oldText, refused] = ended[0] as [string, string, { text: string; reason: string }];
    expect([newText, oldText]).to.deep.equal(['Count: 3', 'Count: 3']);
    expect(refused.text).to.equal('Edited again');
    expect(refused.reason).to.contain('2 separate parts ("Count: ", "3")');
    expect([...p.childNodes]).to.deep.equal(nodes);
    expect(nodes.map((node) => (node as Text).data)).to.deep.equal(['Count: ', '3']);
    p.remove();
  });

  it('with the source\'s parts, the literal is selected, the bound part is shown locked and typing cannot change it', async () => {
    const { p, nodes } = counter();
    const ended: unknown[][] = [];
    const lookup = { staticTextContents: false, textParts: [{ literal: 'Count: ' }, { bound: 'count' }] };
    const session = startTextEdit(p, 'k', { lookup, onStart: () => {}, onEnd: (...args) => ended.push(args.slice(1)) });
    expect(document.getSelection()?.toString(), 'the literal words are selected').to.equal('Count:');
    const highlights = (CSS as { highlights?: Map<string, { size: number }> }).highlights;
    if (highlights) expect(highlights.get('tempo-bound-text')?.size, 'the number is highlighted as locked').to.equal(1);
    await sendKeys({ type: 'Clicks:' });
    // Past the space, Delete would take the number: the runtime stops it.
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Delete' });
    // (Firefox shows the space beside the caret as a no-break space while editing.)
    expect(p.textContent?.replace(/\u00a0/g, ' ')).to.equal('Clicks: 3');
    session.commit();
    expect(ended).to.deep.equal([['Clicks: 3', 'Count: 3']]);
    expect([...p.childNodes], 'the page keeps its very nodes').to.deep.equal(nodes);
    expect((nodes[1] as Text).data, 'the number is the app\'s to write').to.equal('3');
    if (highlights) expect(highlights.has('tempo-bound-text'), 'the highlight ends with the edit').to.equal(false);
    p.remove();
  });

  it('the bound parts stay locked as the literal between them, in the same text node, changes length (Vue, Svelte)', async () => {
    const p = document.createElement('p');
    p.append('Seats: 3');
    document.body.append(p);
    const ended: unknown[][] = [];
    const lookup = { staticTextContents: false, textParts: [{ bound: 'label' }, { literal: ': ' }, { bound: 'count' }] };
    const session = startTextEdit(p, 'k', { lookup, onStart: () => {}, onEnd: (...args) => ended.push(args.slice(1)) });
    expect(document.getSelection()?.toString()).to.equal(':');
    await sendKeys({ type: ' =' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Delete' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ type: 'x' });
    session.commit();
    // Before the label is literal text too: the whole line is one node, which takes it.
    expect(ended).to.deep.equal([['xSeats = 3', 'Seats: 3']]);
    p.remove();
  });
});
