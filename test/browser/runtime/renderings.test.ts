import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { consoleProblems, waitFor } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';
import { toPage } from './host';

// One source element can render many times (a list: 14 cards share one codebase id). When one of them
// is selected, every other rendering gets a thin secondary outline in the selection colour, without
// a badge, kept aligned like the other outlines; SELECTED_ELEMENT_KEY and setSelectedElement say how
// many renderings there are, so a host need not count the tree.

/** The outline's line: an inset box-shadow `rgb(...) 0px 0px 0px Wpx inset`. */
function line(win: Window, outline: Element): { color: string; width: number } {
  const shadow = win.getComputedStyle(outline).boxShadow;
  const match = /^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px inset$/.exec(shadow);
  if (!match) throw new Error(`unexpected outline line: ${shadow}`);
  return { color: match[1]!, width: Number(match[2]) };
}

function aligned(outline: Element, target: Element): boolean {
  const a = outline.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return (['left', 'top', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) <= 1);
}

describe('secondary outlines on every rendering of the selection', () => {
  let page: CardsPage;
  const renderingOutlines = () => [...page.overlay().querySelectorAll('.outline.member.rendering')];
  /** Every card but the `n`th has an aligned rendering outline, and there are no others. */
  const outlinesOnCardsBut = (n: number) => {
    const cards = [...page.doc.getElementsByClassName(IDS.card)].filter((_, i) => i !== n);
    const outlines = renderingOutlines();
    return outlines.length === cards.length && cards.every((card) => outlines.some((outline) => aligned(outline, card)));
  };

  /** A real click 20 px in from the left, `y` px down (by default near the bottom: clear of a card's title). */
  async function clickOn(element: Element, { shift = false, y = element.getBoundingClientRect().height - 10 } = {}): Promise<void> {
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'move', position: toPage(page.iframe, box.left + 20, box.top + y) });
    page.host.mark();
    if (shift) await sendKeys({ down: 'Shift' });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    if (shift) await sendKeys({ up: 'Shift' });
  }

  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    await sendMouse({ type: 'move', position: [1150, 850] });
    page = await openCards();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('a click on one card outlines the other 13 thinly in the selection colour, without badges, and says there are 14', async () => {
    const { win } = page;
    await clickOn(page.el(IDS.card, 2));
    const selected = await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(selected.elementKey).to.equal(page.key(IDS.card, 2));
    expect(selected.renderings).to.equal(14);
    await waitFor(() => outlinesOnCardsBut(2), 'outlines on the 13 other cards');
    const selection = page.overlay().querySelector('.outline.selection')!;
    expect(aligned(selection, page.el(IDS.card, 2))).to.equal(true);
    for (const outline of renderingOutlines()) {
      expect(line(win, outline)).to.deep.equal({ color: line(win, selection).color, width: 0.5 });
    }
    // One badge: the selection's.
    expect(page.overlay().querySelectorAll('.label')).to.have.length(1);
    // At 200 % the lines stay thin on screen.
    await page.host.call('setZoomPerc', 2);
    expect(line(win, renderingOutlines()[0]!).width).to.be.closeTo(0.25, 0.01);
  });

  it('stay aligned while the page scrolls and when the cards resize', async () => {
    const { win } = page;
    await clickOn(page.el(IDS.card, 0));
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    await waitFor(() => outlinesOnCardsBut(0), 'outlines on the other cards');
    win.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => outlinesOnCardsBut(0), 'outlines aligned after scrolling');
    // A stylesheet change resizes every card: no attribute of theirs changes.
    const style = page.doc.createElement('style');
    style.textContent = '.card { height: 140px; }';
    page.doc.head.append(style);
    await waitFor(() => outlinesOnCardsBut(0) && renderingOutlines().every((outline) => Math.abs(outline.getBoundingClientRect().height - 158) <= 1), 'outlines following the resized cards');
  });

  it('go with deselection, drive mode and multi-selection; an element with one rendering has none', async () => {
    const { host } = page;
    const key = page.key(IDS.cardTitle, 5);
    expect((await host.call('setSelectedElement', key)).result).to.deep.equal({ renderings: 14 });
    expect(renderingOutlines()).to.have.length(13);
    expect((await host.call('setSelectedElement', null)).result).to.deep.equal({ renderings: 0 });
    expect(renderingOutlines()).to.have.length(0);

    // Drive mode hides them with everything else; back in editing mode they are back.
    await host.call('setSelectedElement', key);
    await host.call('enableDriveMode');
    expect(page.overlay().querySelectorAll('.outline')).to.have.length(0);
    await host.call('disableDriveMode');
    expect(renderingOutlines()).to.have.length(13);

    // A click on an element that renders once (no codebase id: a generated one) leaves no rendering outline.
    const spacer = page.doc.querySelector('.spacer')!;
    page.win.scrollTo({ top: spacer.getBoundingClientRect().top + page.win.scrollY, behavior: 'instant' });
    await clickOn(spacer, { y: 100 });
    expect((await host.nextEvent('SELECTED_ELEMENT_KEY')).renderings).to.equal(1);
    expect(renderingOutlines()).to.have.length(0);
    page.win.scrollTo({ top: 0, behavior: 'instant' });

    // Shift-click on a second card: two members, no rendering outlines.
    await clickOn(page.el(IDS.card, 0));
    await host.nextEvent('SELECTED_ELEMENT_KEY');
    await clickOn(page.el(IDS.card, 1), { shift: true });
    expect((await host.nextEvent('MULTI_SELECTED_ELEMENT_KEYS')).elementKeys).to.deep.equal([page.key(IDS.card, 0), page.key(IDS.card, 1)]);
    expect(page.overlay().querySelectorAll('.outline.member')).to.have.length(2);
    expect(renderingOutlines()).to.have.length(0);

    // The heading renders once.
    expect((await host.call('setSelectedElement', page.key(IDS.h1))).result).to.deep.equal({ renderings: 1 });
    expect(page.overlay().querySelectorAll('.outline.member')).to.have.length(0);
  });
});
