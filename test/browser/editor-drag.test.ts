// Dragging elements in the reference editor with a real mouse, with a real `npm start` server on a
// copy of the site: the insertion bar shows under the pointer at every zoom, the drop writes the
// source, a place the server would refuse shows as not allowed while dragging and writes nothing,
// and a drag right after a device width change lands where the pointer is.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { click, editorPoint, inPreviewFrame, previewFrame, rows, nameOf, waitFor, waitForAsync, button, type EditorPage } from './editor-page';
import { expectNothingFor, patience, renderingUpdates, screenshot } from './helpers';
import { readSite } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, untilPreviewOnLatestBuild } from './live-editor';

const HERO = 'site/sections/HeroSection.tsx';
const CARDS = 'site/components/CardGrid.tsx';
const CONTENT = 'site/content/course.ts';

type Rect = { left: number; top: number; width: number; height: number };

/**
 * An element's box in the preview, in the test page's coordinates (through the canvas's scale).
 * `shownAt` (fractions of the box): only once the preview shows the element at that point (its
 * `elementFromPoint`), so a page still moving (a late reload, a scroll adjustment) is measured again
 * rather than pressed on blindly.
 */
async function boxOf(page: EditorPage, selector: string, shownAt?: [number, number]): Promise<Rect> {
  await steadyCanvas(page);
  const shown = shownAt ? `el.contains(document.elementFromPoint(r.left + r.width * ${shownAt[0]}, r.top + r.height * ${shownAt[1]}))` : 'true';
  const rect = await waitForAsync(
    () =>
      inPreviewFrame<Rect>(
        page,
        `(() => { const el = document.querySelector(${JSON.stringify(selector)}); const r = el?.getBoundingClientRect(); ` +
          `return r && ${shown} ? { left: r.left, top: r.top, width: r.width, height: r.height } : null; })()`,
      ),
    shownAt ? `${selector} shown at its point (${shownAt.join(', ')}) in the preview` : `${selector} in the preview`,
  );
  return toEditor(page, rect);
}

/**
 * Once the canvas stands still: after a device width change the editor sets the preview's scale on a
 * later rendering update, and a point taken through the old scale lands on another element.
 */
async function steadyCanvas(page: EditorPage): Promise<void> {
  let last = '';
  await waitForAsync(async () => {
    await renderingUpdates(2);
    const { left, top, width, height } = previewFrame(page).getBoundingClientRect();
    const now = `${left} ${top} ${width} ${height}`;
    const same = now === last;
    last = now;
    return same;
  }, 'the canvas to stand still');
}

/** The point at `fraction` of `selector`'s box, once the preview shows the element there (boxOf). */
const pointOn = async (page: EditorPage, selector: string, ...fraction: [number, number]): Promise<[number, number]> =>
  at(await boxOf(page, selector, fraction), ...fraction);

function toEditor(page: EditorPage, rect: Rect): Rect {
  const iframe = previewFrame(page);
  const canvas = iframe.getBoundingClientRect();
  const scale = canvas.width / Number(iframe.getAttribute('width'));
  const outer = page.frame.getBoundingClientRect();
  return { left: outer.left + canvas.left + rect.left * scale, top: outer.top + canvas.top + rect.top * scale, width: rect.width * scale, height: rect.height * scale };
}

const at = (box: Rect, fx: number, fy: number): [number, number] => [Math.round(box.left + box.width * fx), Math.round(box.top + box.height * fy)];

/** The insertion bar the runtime draws in the preview, in the test page's coordinates; null when none shows. */
async function bar(page: EditorPage): Promise<Rect | null> {
  const rect = await inPreviewFrame<Rect | null>(
    page,
    `(() => { const host = document.querySelector('[data-visual-editing-overlay]'); const bar = host?.shadowRoot?.querySelector('.move-bar'); if (!bar?.isConnected) return null; const r = bar.getBoundingClientRect(); return { left: r.left, top: r.top, width: r.width, height: r.height }; })()`,
  );
  return rect ? toEditor(page, rect) : null;
}

/**
 * Waits for the insertion bar to pass `accept`; a failure tells what showed last (the bar, the words
 * under the canvas, where the element now is) so a run on another machine can be read.
 */
async function barWhere(page: EditorPage, accept: (rect: Rect) => boolean, what: string, target: string): Promise<Rect> {
  let last: Rect | null = null;
  try {
    return await waitForAsync(async () => {
      last = await bar(page);
      return !!last && accept(last) && last;
    }, what);
  } catch (error) {
    const now = await boxOf(page, target).catch(() => null);
    const round = (rect: Rect | null) => rect && Object.fromEntries(Object.entries(rect).map(([key, value]) => [key, Math.round(value * 10) / 10]));
    await screenshot(`test/screenshots/failures/${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`).catch(() => false);
    const banners = page.doc.querySelector('.banners')?.textContent ?? '';
    const frameState = await inPreviewFrame<string>(
      page,
      "JSON.stringify({ ready: document.readyState, tools: performance.getEntriesByType('resource').filter((e) => /tools|adapter/.test(e.name)).map((e) => [e.name.split('/').pop(), Math.round(e.startTime), Math.round(e.responseEnd)]), now: Math.round(performance.now()), moveBar: !!document.querySelector('[data-visual-editing-overlay]')?.shadowRoot?.querySelector('.move-bar, .outline.move') })",
    ).catch((problem: unknown) => String(problem));
    console.log(`drag failure: preview ${frameState}; frame dataset ${JSON.stringify({ ...previewFrame(page).dataset })}; inspector “${page.doc.querySelector('.inspector')?.textContent?.slice(0, 200)}”`);
    throw new Error(`${(error as Error).message}: the bar at ${JSON.stringify(round(last))}, ${target} now at ${JSON.stringify(round(now))}, the status “${status(page)?.textContent ?? ''}”, banners “${banners}”`);
  }
}

const status = (page: EditorPage) => page.doc.querySelector<HTMLElement>('[data-testid="drag-status"]');
const logCount = (page: EditorPage) => page.doc.querySelectorAll('.log li[data-url]').length;

/** Presses on `from` and moves to `to` in steps, as a hand does; the button stays down. */
async function dragTo(from: [number, number], to: [number, number], steps = 12) {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  for (let step = 1; step <= steps; step += 1) {
    await sendMouse({ type: 'move', position: [Math.round(from[0] + ((to[0] - from[0]) * step) / steps), Math.round(from[1] + ((to[1] - from[1]) * step) / steps)] });
  }
}

/** Scrolls the preview (at once, no smooth scroll) so `selector` is near the top, below the sticky header. */
async function scrollPreviewTo(page: EditorPage, selector: string) {
  await waitForAsync(
    () => inPreviewFrame<boolean>(page, `(document.querySelector(${JSON.stringify(selector)})?.scrollIntoView({ block: 'start', behavior: 'instant' }), scrollBy({ top: -120, behavior: 'instant' }), true)`),
    `${selector} scrolled into view`,
  );
}

const order = (page: EditorPage, first: string, second: string) => {
  const names = rows(page).map(nameOf);
  const a = names.findIndex((name) => name.startsWith(first));
  const b = names.findIndex((name) => name.startsWith(second));
  return a >= 0 && b >= 0 && a < b;
};

describe('dragging in the editor: the bar under the pointer, the source written, refusals shown before the drop', function () {
  this.timeout(patience(240_000));
  let page: EditorPage;
  const original: Record<string, string> = {};

  before(async () => {
    ({ page } = await openLiveEditor());
    for (const path of [HERO, CARDS, CONTENT]) original[path] = await readSite(path);
    await waitFor(() => rows(page).some((row) => nameOf(row).startsWith('div.hero__art')), 'the hero in the layers', 20_000);
  });
  // A failed check leaves the button down: the next test starts with it up, and with no drop made
  // by letting go (Escape cancels the drag first).
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') await sendKeys({ press: 'Escape' });
    await resetMouse();
  });
  after(async () => {
    await closeLiveEditor();
  });

  /**
   * Waits until the preview is connected and has stopped reloading (a save reloads it, sometimes
   * twice: the instant update's page, then the build): a drag needs a page that stays.
   */
  async function settled() {
    const loads = () => previewFrame(page).dataset.pageLoads;
    for (;;) {
      await waitFor(() => previewFrame(page).dataset.status === 'ready', 'the preview connected');
      const before = loads();
      const stayed = await expectNothingFor(patience(400), 'a page that stays', () => loads() !== before && 'the preview reloaded').then(() => true, () => false);
      if (stayed) return;
    }
  }

  /** Undoes the last change and waits until `path` is back to what it was and the preview has settled. */
  async function undoTo(path: string) {
    await clickUndo(page);
    await waitForAsync(async () => (await readSite(path)) === original[path], `${path} restored`, 45_000);
    // The undo's rebuild reloads the preview later: the next test's page must not reload under it.
    await untilPreviewOnLatestBuild(page, `${path} restored`);
    await settled();
  }

  it('at Fit, swaps the hero picture with the copy beside it: the bar stands at the copy’s left edge under the pointer', async () => {
    const scale = previewFrame(page).getBoundingClientRect().width / Number(previewFrame(page).getAttribute('width'));
    expect(scale, 'Fit shrinks the desktop page').to.be.lessThan(0.9);
    await settled();
    await scrollPreviewTo(page, '.hero');
    const copy = await boxOf(page, '.hero__copy');
    const art = await boxOf(page, '.hero__art');
    expect(art.left, 'the picture is beside the copy').to.be.greaterThan(copy.left + copy.width - 1);
    const pointer = at(copy, 0.2, 0.5);
    await dragTo(at(art, 0.5, 0.5), pointer);
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent?.includes('before div.hero__copy'), 'the drop described as before the copy');
    // A vertical bar at the copy's left edge, spanning the pointer's height, on the pointer's side of the copy.
    const shown = await barWhere(
      page,
      (rect) => rect.height > rect.width && Math.abs(rect.left + rect.width / 2 - copy.left) <= 4 && rect.top <= pointer[1] && rect.top + rect.height >= pointer[1],
      'the insertion bar at the copy’s left edge',
      '.hero__copy',
    );
    expect(pointer[0] - shown.left).to.be.lessThan(copy.width / 2);
    expect(shown.width, 'the bar 4 px thick on screen at Fit').to.be.closeTo(4, 1);
    await screenshot('test/screenshots/editor-drag-fit.png');
    const requests = logCount(page);
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move request');
    const text = await waitForAsync(async () => {
      const now = await readSite(HERO);
      return now !== original[HERO] && now;
    }, 'the hero file written', 45_000);
    expect(text.indexOf('className="hero__art"')).to.be.lessThan(text.indexOf('className="hero__copy"'));
    // Nothing else changed: the same lines, in another order.
    expect(text.split('\n').sort()).to.deep.equal(original[HERO]!.split('\n').sort());
    await waitFor(() => order(page, 'div.hero__art', 'div.hero__copy'), 'the picture before the copy in the layers', 45_000);
    await undoTo(HERO);
    await waitFor(() => order(page, 'div.hero__copy', 'div.hero__art'), 'the copy first again in the layers', 45_000);
  });

  it('at 200 %, moves the lead above the heading: the bar stands at the heading’s top under the pointer', async () => {
    const range = page.doc.querySelector<HTMLInputElement>('.zoom input[type="range"]')!;
    await click(editorPoint(page, range));
    await sendKeys({ press: 'End' });
    await waitFor(() => page.doc.querySelector('.zoom output')?.textContent === '200 %', 'zoom 200 %');
    await waitFor(() => Math.abs(previewFrame(page).getBoundingClientRect().width / Number(previewFrame(page).getAttribute('width')) - 2) < 0.01, 'the canvas at 200 %');
    page.doc.querySelector('[data-testid="canvas"]')!.scrollTo(0, 0);
    await settled();
    await scrollPreviewTo(page, 'h1');
    const h1 = await boxOf(page, 'h1');
    const lead = await boxOf(page, '.hero__lead');
    const pointer = at(h1, 0.3, 0.25);
    await dragTo(at(lead, 0.3, 0.5), pointer);
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent?.includes('before h1'), 'the drop described as before the heading');
    const shown = await barWhere(
      page,
      (rect) => rect.width > rect.height && Math.abs(rect.top + rect.height / 2 - h1.top) <= 6 && rect.left <= pointer[0] && rect.left + rect.width >= pointer[0],
      'the insertion bar at the heading’s top',
      'h1',
    );
    expect(pointer[1] - shown.top).to.be.lessThan(h1.height / 2);
    expect(shown.height, 'the bar 4 px thick on screen at 200 %').to.be.closeTo(4, 1);
    await screenshot('test/screenshots/editor-drag-200.png');
    const requests = logCount(page);
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move request');
    const text = await waitForAsync(async () => {
      const now = await readSite(HERO);
      return now !== original[HERO] && now;
    }, 'the hero file written', 45_000);
    expect(text.indexOf('className="hero__lead"')).to.be.lessThan(text.indexOf('<h1'));
    expect(text.split('\n').sort()).to.deep.equal(original[HERO]!.split('\n').sort());
    await waitFor(() => order(page, 'p.hero__lead', 'h1'), 'the lead before the heading in the layers', 45_000);
    await undoTo(HERO);
    await waitFor(() => order(page, 'h1', 'p.hero__lead'), 'the heading first again in the layers', 45_000);
    await click(editorPoint(page, button(page, '.zoom', 'Fit')!));
    await waitFor(() => button(page, '.zoom', 'Fit')?.getAttribute('aria-pressed') === 'true', 'Fit again');
  });

  it('a card changes places with its neighbour: their items swap in the content; out of its list it shows as not allowed', async () => {
    await settled();
    await scrollPreviewTo(page, '#audience .card-grid');
    const first = await boxOf(page, '#audience .card-grid .card:nth-child(1)');
    const second = await boxOf(page, '#audience .card-grid .card:nth-child(2)');
    const requirements = await boxOf(page, '#audience .requirements__title');
    // Pressed on the card's own padding (its title or text would be dragged within the card); over
    // the requirements below the list first: not a place for a card of the list.
    await dragTo([Math.round(first.left + first.width / 2), Math.round(first.top + first.height - 4)], at(requirements, 0.5, 0.5));
    await waitFor(() => status(page)?.dataset.allowed === 'false' && /other items of its list only/.test(status(page)?.textContent ?? ''), 'the drop refused in words');
    expect(page.doc.querySelector('[data-testid="canvas"]')?.getAttribute('data-drop')).to.equal('refused');
    expect(await bar(page), 'no insertion bar').to.equal(null);
    await screenshot('test/screenshots/editor-drag-refused.png');
    // On to the right half of the second card: after it.
    const pointer = at(second, 0.8, 0.3);
    for (let step = 1; step <= 8; step += 1) await sendMouse({ type: 'move', position: [Math.round(at(requirements, 0.5, 0.5)[0] + ((pointer[0] - at(requirements, 0.5, 0.5)[0]) * step) / 8), Math.round(at(requirements, 0.5, 0.5)[1] + ((pointer[1] - at(requirements, 0.5, 0.5)[1]) * step) / 8)] });
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent?.includes('after li.card'), 'the drop described as after the second card');
    await barWhere(
      page,
      (rect) => rect.height > rect.width && Math.abs(rect.left + rect.width / 2 - (second.left + second.width)) <= 4,
      `the insertion bar at the second card’s right edge (${Math.round(second.left + second.width)})`,
      '#audience .card-grid .card:nth-child(2)',
    );
    const requests = logCount(page);
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move request');
    const items = original[CONTENT]!.match(/ {4}\{\n {6}icon: 'megaphone',[\s\S]*?\n {4}\},\n {4}\{\n {6}icon: 'compass',[\s\S]*?\n {4}\},\n/)![0];
    const [marketers, managers] = items.split(/(?<=\},\n)/);
    const text = await waitForAsync(async () => {
      const now = await readSite(CONTENT);
      return now !== original[CONTENT] && now;
    }, 'the content file written', 45_000);
    expect(text, 'the two items swapped, nothing else').to.equal(original[CONTENT]!.replace(items, `${managers}${marketers}`));
    for (const path of [CARDS, HERO]) expect(await readSite(path), path).to.equal(original[path]);
    await undoTo(CONTENT);
  });

  it('right after a device width change, a drag lands where the pointer is (the page is measured as the drag starts)', async () => {
    await click(editorPoint(page, button(page, '[aria-label="Device width"]', 'Tablet')!));
    await waitFor(() => previewFrame(page).getAttribute('width') === '768', 'the tablet width');
    // At once, as a designer would, from the page as it is now (the layers may still show the old layout).
    await scrollPreviewTo(page, 'h1');
    await waitForAsync(() => inPreviewFrame<boolean>(page, 'innerWidth === 768'), 'the preview laid out at 768');
    // And a layout change no DOM record tells of (a style sheet rule added through the CSSOM): only a
    // measurement taken as the drag starts knows where the heading is now.
    await waitForAsync(() => inPreviewFrame<boolean>(page, "(document.styleSheets[0].insertRule('h1 { margin-top: 160px !important; }', document.styleSheets[0].cssRules.length), true)"), 'the heading pushed down');
    const pointer = await pointOn(page, 'h1', 0.3, 0.25);
    await dragTo(await pointOn(page, '.hero__lead', 0.3, 0.5), pointer);
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent?.includes('before h1'), 'the drop described as before the heading');
    const requests = logCount(page);
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move request');
    const text = await waitForAsync(async () => {
      const now = await readSite(HERO);
      return now !== original[HERO] && now;
    }, 'the hero file written', 45_000);
    expect(text.indexOf('className="hero__lead"')).to.be.lessThan(text.indexOf('<h1'));
    await waitFor(() => order(page, 'p.hero__lead', 'h1'), 'the lead before the heading in the layers', 45_000);
    await undoTo(HERO);
    await click(editorPoint(page, button(page, '[aria-label="Device width"]', 'Desktop')!));
  });
});
