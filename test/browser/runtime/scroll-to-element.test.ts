import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { consoleProblems, recordScrollIntoView } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';

// scrollToElement: a designer picks an element in the layers panel; the canvas shows it. The frame
// scrolls (nested scroll containers too) so the element is in view, centred when it fits, smoothly
// unless the page prefers reduced motion, and answers once the scroll is over.

/** Every window scroll position from now on, one per scroll event. */
function recordScrolls(win: Window): number[] {
  const positions: number[] = [];
  win.addEventListener('scroll', () => positions.push(win.scrollY));
  return positions;
}

/** Resolves after `n` animation frames of the frame's window. */
async function frames(win: Window, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

function expectCentredIn(box: DOMRect, view: { top: number; bottom: number }) {
  expect(Math.abs((box.top + box.bottom) / 2 - (view.top + view.bottom) / 2), 'distance from the centre').to.be.at.most(1.5);
}

describe('scrollToElement', () => {
  let page: CardsPage;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    page = await openCards();
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('scrolls smoothly until the element is centred, and answers once the scroll is over', async () => {
    const { win } = page;
    const card = page.el(IDS.card, 12);
    expect(card.getBoundingClientRect().top).to.be.greaterThan(win.innerHeight);
    const positions = recordScrolls(win);
    const calls = recordScrollIntoView(win);
    const answer = await page.host.call('scrollToElement', page.key(IDS.card, 12));
    expect(answer).to.deep.include({ result: { scrolled: true } });
    expectCentredIn(card.getBoundingClientRect(), { top: 0, bottom: win.innerHeight });
    // Smoothly: the window had not moved when the call that scrolls it returned (an instant scroll has
    // arrived by then), and moved afterwards. How many positions the page sees on the way is no
    // measure: WebKitGTK animates off the main thread, and on a busy machine the page saw one or two.
    expect(calls).to.have.length(1);
    expect(calls[0]!.after, 'scroll position right after the smooth scroll began').to.equal(calls[0]!.before);
    expect(positions.length).to.be.at.least(1);
    // Over: nothing moves any more.
    const at = win.scrollY;
    await frames(win, 5);
    expect(win.scrollY).to.equal(at);
  });

  it('answers at once, scrolling nothing, when the element is in view already; shows the top of one taller than the frame', async () => {
    const { win } = page;
    const positions = recordScrolls(win);
    // Frames that pass meanwhile: waiting for a scroll that never starts would take ten per call.
    let framesPassed = 0;
    let counting = true;
    const tick = () => {
      framesPassed += 1;
      if (counting) win.requestAnimationFrame(tick);
    };
    win.requestAnimationFrame(tick);
    expect((await page.host.call('scrollToElement', page.key(IDS.h1))).result).to.deep.equal({ scrolled: false });
    expect((await page.host.call('scrollToElement', page.key(IDS.card, 0))).result).to.deep.equal({ scrolled: false });
    counting = false;
    expect(framesPassed).to.be.below(10);
    await frames(win, 3);
    expect(positions).to.deep.equal([]);
    // The grid is taller than the frame: in view while it fills the frame; otherwise its top is shown.
    const grid = page.el(IDS.grid);
    const gridTop = grid.getBoundingClientRect().top + win.scrollY;
    expect(grid.offsetHeight).to.be.greaterThan(win.innerHeight + 100);
    win.scrollTo({ top: gridTop + 50, behavior: 'instant' });
    expect((await page.host.call('scrollToElement', page.key(IDS.grid))).result).to.deep.equal({ scrolled: false });
    win.scrollTo({ top: gridTop + grid.offsetHeight + 200, behavior: 'instant' });
    expect((await page.host.call('scrollToElement', page.key(IDS.grid))).result).to.deep.equal({ scrolled: true });
    expect(Math.abs(grid.getBoundingClientRect().top)).to.be.at.most(1);
  });

  it('scrolls the scroll containers around the element too', async () => {
    const { win } = page;
    const scroller = page.el(IDS.scroller);
    const deep = page.el(IDS.deep);
    expect(scroller.getBoundingClientRect().top).to.be.greaterThan(win.innerHeight);
    expect((await page.host.call('scrollToElement', page.key(IDS.deep))).result).to.deep.equal({ scrolled: true });
    expect(scroller.scrollTop).to.be.greaterThan(0);
    const box = deep.getBoundingClientRect();
    const inner = scroller.getBoundingClientRect();
    expectCentredIn(box, { top: inner.top + scroller.clientTop, bottom: inner.top + scroller.clientTop + scroller.clientHeight });
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(win.innerHeight);
  });

  it('jumps without animation when the page prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { win } = page;
    expect(win.matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
    const positions = recordScrolls(win);
    const calls = recordScrollIntoView(win);
    const card = page.el(IDS.card, 13);
    expect((await page.host.call('scrollToElement', page.key(IDS.card, 13))).result).to.deep.equal({ scrolled: true });
    expectCentredIn(card.getBoundingClientRect(), { top: 0, bottom: win.innerHeight });
    expect(new Set(positions).size).to.equal(1);
    // Arrived within the call itself.
    expect(calls).to.have.length(1);
    expect(calls[0]!.after).to.be.greaterThan(calls[0]!.before);
  });

  it('refuses a key that names nothing in the page, and an element that is not rendered, scrolling nothing', async () => {
    const { win } = page;
    const positions = recordScrolls(win);
    expect((await page.host.call('scrollToElement', 'not a key')).error).to.match(/^Invalid element key/);
    expect((await page.host.call('scrollToElement', `${IDS.footer}_cards_9-9`)).error).to.match(/^No element with key/);
    page.el(IDS.footer).style.display = 'none';
    expect((await page.host.call('scrollToElement', page.key(IDS.footer))).error).to.equal('The element is not rendered: it has no box to scroll to');
    await frames(win, 3);
    expect(positions).to.deep.equal([]);
    expect(win.scrollY).to.equal(0);
  });
});
