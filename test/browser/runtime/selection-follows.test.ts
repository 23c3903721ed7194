import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { consoleProblems, waitFor } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';
import { createChangeItem } from '../../../runtime/shared/change-items';
import { toPage } from './host';

// The page re-renders what the designer hovers and selects (a keyed list reorders, an item is
// removed): the frame finds the same elements again after each tree build, by identity, and tells the
// editor their new keys (keys name places), or null when they left; the outline stays on them.

/** A framework's keyed re-render: the same card elements, in reverse order. */
function reverseCards(page: CardsPage): void {
  const grid = page.el(IDS.grid);
  const cards = [...grid.children].filter((child) => child.classList.contains(IDS.card));
  for (const card of cards.reverse()) grid.append(card);
}

function outline(page: CardsPage, kind: 'selection' | 'hover'): Element | null {
  return page.overlay().querySelector(`.outline.${kind}`);
}

function onTarget(shown: Element | null, target: Element): boolean {
  if (!shown) return false;
  const a = shown.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return (['left', 'top', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) <= 1);
}

/** The key the latest tree gives `element` (by its place among the renderings of its codebase id). */
function keyOf(page: CardsPage, element: Element, codebaseId = IDS.card): string {
  const index = [...page.doc.getElementsByClassName(codebaseId)].indexOf(element);
  return page.key(codebaseId, index);
}

describe('the selection follows the element when the page re-renders', () => {
  let page: CardsPage;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    page = await openCards();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('posts the new key of a clicked card the list moved, and keeps the outline on it', async () => {
    const card = page.el(IDS.card, 1);
    const box = card.getBoundingClientRect();
    await sendMouse({ type: 'move', position: toPage(page.iframe, box.left + 20, box.top + 60) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    const oldKey = keyOf(page, card);
    await page.host.nextEvent('SELECTED_ELEMENT_KEY', (event) => event.elementKey === oldKey);
    await waitFor(() => onTarget(outline(page, 'selection'), card), 'the outline on the clicked card');

    page.host.mark();
    reverseCards(page);
    const moved = await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    // The tree that names the new key came first, so the editor can look it up.
    expect(moved.elementKey).to.equal(keyOf(page, card));
    expect(moved.elementKey).to.not.equal(oldKey);
    expect(moved.outerHTML).to.equal(card.outerHTML);
    await waitFor(() => onTarget(outline(page, 'selection'), card), 'the outline on the same card at its new place');
    // The card now at the old place is another one, and the frame refuses nothing about it.
    expect(page.host.events('SELECTED_ELEMENT_KEY').at(-1)!.elementKey).to.equal(moved.elementKey);
  });

  it('posts the hovered card’s new key when the list moves it under the editor’s hover', async () => {
    const card = page.el(IDS.card, 2);
    expect((await page.host.call('setHoveredElement', keyOf(page, card))).error).to.equal(undefined);
    await waitFor(() => onTarget(outline(page, 'hover'), card), 'the hover outline on the card');
    page.host.mark();
    reverseCards(page);
    const moved = await page.host.nextEvent('HOVERED_ELEMENT_KEY');
    expect(moved.elementKey).to.equal(keyOf(page, card));
    await waitFor(() => onTarget(outline(page, 'hover'), card), 'the hover outline on the moved card');
  });

  it('posts null when the app removes the selected card, draws no outline, and refuses the old key', async () => {
    const card = page.el(IDS.card, 3);
    const key = keyOf(page, card);
    expect((await page.host.call('setSelectedElement', key)).result).to.deep.equal({ renderings: 14 });
    await waitFor(() => onTarget(outline(page, 'selection'), card), 'the outline on the card');
    page.host.mark();
    card.remove();
    const gone = await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(gone.elementKey).to.equal(null);
    await waitFor(() => outline(page, 'selection') === null, 'no selection outline');
    // The key now names the next card (it moved up): a key the frame announced away is still a place
    // with an element, so it selects that one; a place nothing holds any more is refused.
    const last = page.key(IDS.card, 12);
    page.el(IDS.card, 12).remove();
    await waitFor(() => page.keys(IDS.card).length === 12, 'a tree with 12 cards');
    for (const call of ['setSelectedElement', 'setHoveredElement'] as const) {
      const answer = await page.host.call(call, last);
      expect(answer.error, call).to.match(/^No element with key .* in the page/);
      // The code an editor acts on, beside the sentence for people.
      expect((answer as { code?: unknown }).code, call).to.equal('unknown-key');
    }
    expect((await page.host.call('setMultiselectedElementKeys', [page.key(IDS.card, 0), last])).error).to.match(/^No element with key/);
  });

  it('keeps the members of a multi-selection that stay, and ends it when one is left', async () => {
    const cards = [0, 1, 2].map((n) => page.el(IDS.card, n));
    expect((await page.host.call('setMultiselectedElementKeys', cards.map((card) => keyOf(page, card)))).error).to.equal(undefined);
    page.host.mark();
    cards[1]!.remove();
    const fewer = await page.host.nextEvent('MULTI_SELECTED_ELEMENT_KEYS');
    expect(fewer.elementKeys).to.deep.equal([keyOf(page, cards[0]!), keyOf(page, cards[2]!)]);
    page.host.mark();
    cards[0]!.remove();
    const single = await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(single.elementKey).to.equal(keyOf(page, cards[2]!));
    expect((await page.host.nextEvent('MULTI_SELECTED_ELEMENT_KEYS')).elementKeys).to.deep.equal([]);
    await waitFor(() => onTarget(outline(page, 'selection'), cards[2]!), 'the outline on the one left');
  });

  it('follows an instant CHANGE_TAG to the element that replaced the selected one', async () => {
    const title = page.el(IDS.h1);
    expect((await page.host.call('setSelectedElement', page.key(IDS.h1))).error).to.equal(undefined);
    page.host.mark();
    const answer = await page.host.call('applyChangeItemToDocument', createChangeItem('CHANGE_TAG', { codebaseIdToChange: IDS.h1, newTagName: 'p' }));
    expect(answer.result).to.deep.equal({ instantUpdateSuccessful: true });
    const replacement = page.el(IDS.h1);
    expect(replacement).to.not.equal(title);
    expect(replacement.localName).to.equal('p');
    await waitFor(() => onTarget(outline(page, 'selection'), replacement), 'the outline on the new <p>');
    // Same place, same codebase id: the key did not change, so the editor is told nothing.
    expect(page.host.events('SELECTED_ELEMENT_KEY').filter((event) => event.elementKey === null)).to.deep.equal([]);
  });
});
