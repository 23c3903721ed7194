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
    const session = startTextEdit(a, 'k', { onStart: () => {}, onEnd: (_, newText, oldText) => ended.push([newText, oldText]) });
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
});
