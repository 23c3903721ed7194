import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { consoleProblems, waitFor } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';
import { editorOrigin, openHost, toPage } from './host';

// When the page scrolls under a pointer that rests on it (wheel, keys, script, a scroll container),
// what is under the pointer changes without any pointer event: the hover follows, one hit test per
// frame at most. When the pointer leaves the page, the hover clears.

const wheel = (deltaY: number) => executeServerCommand('mouse-wheel', { deltaY });

/** Resolves once the window's scroll position has stayed the same for a few polls (a smooth scroll is over). */
async function scrollEnded(win: Window): Promise<void> {
  const seen: number[] = [];
  await waitFor(() => {
    seen.push(win.scrollY);
    return seen.length >= 4 && seen.slice(-4).every((y) => y === win.scrollY);
  }, 'the scroll to end');
}

/** Resolves after `n` animation frames of the frame's window. */
async function frames(win: Window, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

describe('hover follows the page under a still pointer', () => {
  let page: CardsPage;
  /** The key the frame last reported hovered. */
  const hovered = () => page.host.events('HOVERED_ELEMENT_KEY').at(-1)?.elementKey;
  /** The key of the element under a frame point now, as the tree names it (its nearest node). */
  const keyAt = (x: number, y: number) => {
    const byElement = new Map<Element, string>();
    for (const id of Object.values(IDS)) page.keys(id).forEach((key, n) => byElement.set(page.doc.getElementsByClassName(id)[n]!, key));
    // The frame's own method, not an instance counting the runtime's hit tests.
    const hit = (page.win as Window & typeof globalThis).Document.prototype.elementFromPoint.call(page.doc, x, y);
    for (let el = hit; el; el = el.parentElement) {
      const key = byElement.get(el);
      if (key) return key;
    }
    return undefined;
  };
  /** Counts the hit tests the runtime makes from now on. */
  const countHitTests = () => {
    const counter = { count: 0 };
    const original = page.doc.elementFromPoint.bind(page.doc);
    page.doc.elementFromPoint = (x: number, y: number) => {
      counter.count += 1;
      return original(x, y);
    };
    return counter;
  };
  /** Rests the real pointer at a frame point and waits for the hover it causes. */
  async function restAt(x: number, y: number): Promise<void> {
    await sendMouse({ type: 'move', position: toPage(page.iframe, x, y) });
    await waitFor(() => hovered() === keyAt(x, y), `the hover at ${x}, ${y}`);
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

  it('a wheel turn: the hover follows the cards moving under the pointer, one hit test per frame at most', async () => {
    const { win } = page;
    const x = 60;
    const y = 300;
    await restAt(x, y);
    const before = hovered();
    const moves = page.host.events('MOUSE_MOVE_EVENT');
    const resting = moves[moves.length - 1]!.event;
    const hits = countHitTests();
    let frameCount = 0;
    let counting = true;
    const tick = () => {
      frameCount += 1;
      if (counting) win.requestAnimationFrame(tick);
    };
    win.requestAnimationFrame(tick);
    await wheel(230);
    await waitFor(() => win.scrollY > 0 && hovered() === keyAt(x, y) && hovered() !== before, 'the hover to follow the scroll');
    // Once the scroll is over, the hover is what is under the pointer.
    await scrollEnded(win);
    await waitFor(() => hovered() === keyAt(x, y), 'the hover where the scroll ended');
    counting = false;
    // The pointer did not move: no pointer event told the frame of another place. (WebKit, after a
    // scroll, sends the page a mouse move where the pointer rests, for its own hover; Chromium and
    // Firefox send none. Either way the hit tests counted below are what moved the hover.)
    const later = page.host.events('MOUSE_MOVE_EVENT').slice(moves.length);
    expect(later.filter(({ event }) => event.clientX !== resting.clientX || event.clientY !== resting.clientY)).to.deep.equal([]);
    expect(hits.count).to.be.at.least(1);
    expect(hits.count).to.be.at.most(frameCount + 1);
  });

  it('keys and scripts scroll the page, and scroll containers move, under a resting pointer', async () => {
    const { win, doc } = page;
    const card = page.el(IDS.card, 0).getBoundingClientRect();
    // A click gives the frame the focus, so the keys reach it.
    await sendMouse({ type: 'move', position: toPage(page.iframe, card.left + 20, card.bottom - 10) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    const x = card.left + 20;
    const y = card.bottom - 10;
    expect(hovered()).to.equal(page.key(IDS.card, 0));
    page.host.mark();
    await sendKeys({ press: 'PageDown' });
    await waitFor(() => win.scrollY > 100 && hovered() === keyAt(x, y) && hovered() !== page.key(IDS.card, 0), 'the hover after PageDown');

    // A script scroll, and one of the nested scroll container.
    await scrollEnded(win);
    win.scrollTo({ top: 0, behavior: 'instant' });
    // A keyboard scroll's animation that looked over on a busy machine can carry the page on: the
    // script scrolls back to the top again then, and the hover must follow wherever the page rests.
    await waitFor(() => {
      if (win.scrollY !== 0) win.scrollTo({ top: 0, behavior: 'instant' });
      return win.scrollY === 0 && hovered() === page.key(IDS.card, 0);
    }, 'the hover after a script scroll');
    const scroller = page.el(IDS.scroller);
    scroller.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = scroller.getBoundingClientRect();
    const sx = box.left + 40;
    const sy = box.top + 60;
    await restAt(sx, sy);
    expect(hovered()).to.equal(page.key(IDS.tall));
    scroller.scrollTop = 560;
    await waitFor(() => hovered() === page.key(IDS.deep), 'the deep element hovered once its scroller moved');
    expect(doc.elementFromPoint(sx, sy)).to.equal(page.el(IDS.deep));
  });

  it('two scrolls in one frame make one hit test; none in drive mode or with the pointer outside', async () => {
    const { win } = page;
    const scroller = page.el(IDS.scroller);
    await restAt(60, 300);
    const hits = countHitTests();
    win.scrollBy({ top: 50, behavior: 'instant' });
    scroller.scrollBy({ top: 50, behavior: 'instant' });
    await frames(win, 3);
    expect(hits.count).to.equal(1);

    await page.host.call('enableDriveMode');
    win.scrollBy({ top: 50, behavior: 'instant' });
    await frames(win, 3);
    expect(hits.count).to.equal(1);
    await page.host.call('disableDriveMode');

    // The pointer leaves the page: the hover clears, and scrolling hovers nothing.
    await restAt(60, 320);
    expect(hits.count).to.equal(1);
    page.host.mark();
    await sendMouse({ type: 'move', position: [1150, 300] });
    expect((await page.host.nextEvent('HOVERED_ELEMENT_KEY')).elementKey).to.equal(null);
    const events = page.host.events('HOVERED_ELEMENT_KEY').length;
    win.scrollBy({ top: 200, behavior: 'instant' });
    await frames(win, 3);
    expect(hits.count).to.equal(1);
    expect(page.host.events('HOVERED_ELEMENT_KEY').length).to.equal(events);
  });

  it('hovers inside an open shadow root under the resting pointer', async () => {
    const { win } = page;
    const panel = page.el(IDS.panel);
    const inner = panel.shadowRoot!.querySelector('.inner')!;
    // Put the panel's inner span 100 px below the pointer, then scroll it under the pointer.
    const box = inner.getBoundingClientRect();
    win.scrollTo({ top: box.top + win.scrollY - 200, behavior: 'instant' });
    await frames(win, 2);
    const target = inner.getBoundingClientRect();
    const x = target.left + 5;
    await restAt(x, target.top + target.height / 2 - 100);
    page.host.mark();
    win.scrollBy({ top: 100, behavior: 'instant' });
    const event = await page.host.nextEvent('HOVERED_ELEMENT_KEY');
    const node = page.tree().children[0]!.children.find((child) => child.tempoElement.codebaseId === IDS.panel)!;
    const span = node.children.find((child) => child.classList.includes('inner'))!;
    expect(event.elementKey).to.equal(`${span.tempoElement.codebaseId}_cards_${span.tempoElement.uniquePath}`);
  });

  it('stop() ends it: no hit test when the page scrolls under the pointer afterwards', async () => {
    const host = await openHost(`${editorOrigin}/test-fixtures/esm.html`);
    try {
      await host.call('initProject', 'esm');
      const win = host.iframe.contentWindow!;
      const doc = host.iframe.contentDocument!;
      doc.body.style.minHeight = '3000px';
      let hits = 0;
      const original = doc.elementFromPoint.bind(doc);
      doc.elementFromPoint = (x: number, y: number) => {
        hits += 1;
        return original(x, y);
      };
      const h1 = doc.querySelector('h1')!.getBoundingClientRect();
      host.mark();
      await sendMouse({ type: 'move', position: toPage(host.iframe, h1.left + 10, h1.top + 10) });
      await host.nextEvent('HOVERED_ELEMENT_KEY');
      win.scrollBy({ top: 5, behavior: 'instant' });
      await waitFor(() => hits === 1, 'a hit test while running');
      win.postMessage('stop-runtime', editorOrigin);
      await waitFor(() => ![...doc.documentElement.children].some((child) => child.shadowRoot), 'the runtime to stop');
      win.scrollBy({ top: 100, behavior: 'instant' });
      await frames(win, 3);
      expect(hits).to.equal(1);
    } finally {
      host.remove();
    }
  });
});
