// Reordering what a designer sees as a block (issue 41, item 2), against a real `npm start` on a copy
// of the site, with the real mouse and keyboard: a landing section is everything a section component
// shows, so dragging its row in the layers, dragging it in the canvas, Alt+↑ and Duplicate move or
// copy `<LearningProcessSection />` in site/pages/LandingPage.tsx; Alt+↓ on a card moves its data
// item in site/content/course.ts. Each shows in the preview, keeps the moved element selected, and its
// undo puts every byte back.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { button, clickIn, inPreviewFrame, inspectorTag, nameOf, previewFrame, rows, selectedRows, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { expectNothingFor, patience, screenshot } from './helpers';
import { readSite } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, untilFile, untilPreviewOnLatestBuild } from './live-editor';

const LANDING = 'site/pages/LandingPage.tsx';
const CONTENT = 'site/content/course.ts';
const OUTCOMES = '      <OutcomesSection />\n';
const LEARNING = '      <LearningProcessSection />\n';

const sectionRows = (page: EditorPage) => rows(page).filter((row) => nameOf(row).startsWith('section.'));
/** The sections' ids in the order the preview shows them. */
const previewOrder = (page: EditorPage) => inPreviewFrame<string[]>(page, "[...document.querySelectorAll('main section[id]')].map((section) => section.id)");

/**
 * The id of the section each layers row of a section stands for (rows of collapsed sections show no
 * heading): the preview's section whose top on the page is the row's (its page box).
 */
async function sectionIds(page: EditorPage): Promise<Map<HTMLElement, string>> {
  const tops = (await inPreviewFrame<[string, number][]>(page, "[...document.querySelectorAll('main section[id]')].map((s) => [s.id, s.getBoundingClientRect().top + scrollY])")) ?? [];
  const ids = new Map<HTMLElement, string>();
  for (const row of sectionRows(page)) {
    const top = Number((row.dataset.box ?? '').split(',')[1]);
    const found = tops.find(([, y]) => Math.abs(y - top) < 2);
    if (found) ids.set(row, found[0]);
  }
  return ids;
}
/** The layers row of the section with `id`. */
async function sectionRow(page: EditorPage, id: string): Promise<HTMLElement | null> {
  return [...(await sectionIds(page))].find(([, rowId]) => rowId === id)?.[0] ?? null;
}
/** The sections' ids in the order the layers show them. */
const layerOrder = async (page: EditorPage) => [...(await sectionIds(page)).values()];
/** The id of the section the selected row stands for, or null. */
async function selectedSection(page: EditorPage): Promise<string | null> {
  const row = selectedRow(page);
  return row ? ((await sectionIds(page)).get(row) ?? null) : null;
}
const selectedRow = (page: EditorPage) => page.doc.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"] > .layer');
const status = (page: EditorPage) => page.doc.querySelector<HTMLElement>('[data-testid="drag-status"]');
const line = (page: EditorPage) => page.doc.querySelector<HTMLElement>('[data-testid="layer-drop-line"]');
const logCount = (page: EditorPage) => page.doc.querySelectorAll('.log li[data-url]').length;
const notice = (page: EditorPage) => page.doc.querySelector('[data-testid="notice"]')?.textContent ?? '';

/** A point in a layers row, in the test page's coordinates (`fy`: how far down the row). */
function rowPoint(page: EditorPage, row: HTMLElement, fy = 0.5): [number, number] {
  const box = row.getBoundingClientRect();
  const outer = page.frame.getBoundingClientRect();
  return [Math.round(outer.left + box.left + Math.min(80, box.width / 2)), Math.round(outer.top + box.top + box.height * fy)];
}

/** Collapses the layers row of every landing section, so the sections' rows stand one under another. */
async function collapseSections(page: EditorPage) {
  for (;;) {
    const open = sectionRows(page).find((row) => row.querySelector('button.twisty')?.getAttribute('aria-expanded') === 'true');
    if (!open) return;
    const twisty = open.querySelector<HTMLButtonElement>('button.twisty')!;
    await clickIn(page, twisty);
    await waitFor(() => twisty.getAttribute('aria-expanded') === 'false' || !twisty.isConnected, 'a section collapsed');
  }
}

/** The element's box in the preview (its own viewport), once the preview has it. */
function previewBox(page: EditorPage, selector: string) {
  return waitForAsync(
    () => inPreviewFrame<{ left: number; top: number; width: number; height: number }>(page, `(() => { const r = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return r ? { left: r.left, top: r.top, width: r.width, height: r.height } : null; })()`),
    `${selector} in the preview`,
  );
}

/**
 * The element's box in the preview once it stands still: the page runs no animation (a section's
 * scroll reveal slides its content in) and two reads are alike (a scroll or a late layout has ended).
 */
async function settledBox(page: EditorPage, selector: string) {
  let last = '';
  return waitForAsync(async () => {
    const still = await inPreviewFrame<boolean>(page, "document.getAnimations().every((animation) => animation.playState !== 'running')");
    if (!still) return false;
    const box = await previewBox(page, selector);
    const now = JSON.stringify(box);
    const same = now === last;
    last = now;
    return same && box;
  }, `${selector} standing still in the preview`);
}

/** A point of the preview's viewport in the test page's coordinates (through the canvas's scale). */
function toEditor(page: EditorPage, x: number, y: number): [number, number] {
  const iframe = previewFrame(page);
  const canvas = iframe.getBoundingClientRect();
  const scale = canvas.width / Number(iframe.getAttribute('width'));
  const outer = page.frame.getBoundingClientRect();
  return [Math.round(outer.left + canvas.left + x * scale), Math.round(outer.top + canvas.top + y * scale)];
}

describe('reordering blocks in the editor: sections through their component’s use, cards through their data item', function () {
  this.timeout(patience(300_000));
  let page: EditorPage;
  const original: Record<string, string> = {};

  before(async () => {
    ({ page } = await openLiveEditor());
    for (const path of [LANDING, CONTENT]) original[path] = await readSite(path);
    await waitForAsync(() => sectionRow(page, 'learning-process'), 'the Learning Process section in the layers', 20_000);
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') await sendKeys({ press: 'Escape' });
    await resetMouse();
  });
  after(async () => {
    await closeLiveEditor();
  });

  /** Undoes the last change; waits until `path` has its bytes back and the preview shows that build. */
  async function undoTo(path: string) {
    const build = await untilPreviewOnLatestBuild(page, 'before the undo');
    await clickUndo(page);
    await untilFile(path, (text) => text === original[path], 'every byte back');
    await untilPreviewOnLatestBuild(page, `${path} restored`, { not: build });
    await sourceRead();
  }

  /** The preview connected and the editor holding the source's lookups of the page it shows (read again after each reload). */
  async function sourceRead() {
    for (;;) {
      await waitFor(() => previewFrame(page).dataset.status === 'ready' && previewFrame(page).dataset.lookups === 'fresh', 'the preview connected and its source read');
      // An action while the last one still runs is refused with a notice (try again): wait as a designer would.
      await waitFor(() => !page.doc.querySelector('.toolbar .busy'), 'the editor idle');
      // A save can reload the preview twice (its instant update's page, then the build): a page that stays.
      const loads = previewFrame(page).dataset.pageLoads;
      const stayed = await expectNothingFor(patience(400), 'a page that stays', () => previewFrame(page).dataset.pageLoads !== loads && 'the preview reloaded').then(() => true, () => false);
      if (stayed) return;
    }
  }

  /** Selects a section by clicking its layers row. */
  async function selectSection(id: string) {
    const row = await waitForAsync(() => sectionRow(page, id), `the ${id} row`, 45_000);
    await clickIn(page, row.querySelector('.name')!);
    await waitForAsync(async () => (await selectedSection(page)) === id, `${id} selected`);
    await waitFor(() => inspectorTag(page) === 'section.section', 'the inspector on the section');
  }

  /** After a save: the preview's sections begin with `order`, the layers' too, and `selected` (if named) is selected. */
  async function shown(order: string[], selected: string | null) {
    const begins = (ids: string[] | null) => JSON.stringify(ids?.slice(0, order.length)) === JSON.stringify(order);
    await waitForAsync(async () => begins(await previewOrder(page)), `the preview's sections in the order ${order.join(', ')}`, 45_000);
    await waitForAsync(async () => begins(await layerOrder(page)), `the layers in the order ${order.join(', ')}`, 45_000);
    if (selected === null) return;
    await waitForAsync(async () => (await selectedSection(page)) === selected, `${selected} still selected after the reload`, 45_000);
    await sourceRead();
  }

  it('drags the Learning Process row above the Outcomes row in the layers: the two uses swap in LandingPage.tsx', async () => {
    await sourceRead();
    await collapseSections(page);
    const from = (await sectionRow(page, 'learning-process'))!;
    const to = (await sectionRow(page, 'outcomes'))!;
    expect((await layerOrder(page)).slice(0, 5)).to.deep.equal(['hero', 'audience', 'outcomes', 'learning-process', 'training-format']);
    const requests = logCount(page);
    await sendMouse({ type: 'move', position: rowPoint(page, from) });
    await sendMouse({ type: 'down' });
    const target = rowPoint(page, to, 0.25);
    for (let step = 1; step <= 6; step++) await sendMouse({ type: 'move', position: [target[0], Math.round(rowPoint(page, from)[1] + ((target[1] - rowPoint(page, from)[1]) * step) / 6)] });
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent === 'Drop to place the section “Learning Process” above “What Will You Get From This…”.', 'the drop said in plain words');
    const shownLine = line(page)!;
    expect(shownLine.hidden, 'the insertion line shows').to.equal(false);
    expect(shownLine.dataset.allowed).to.equal('true');
    // The line stands at the top edge of the Outcomes row.
    expect(Math.abs(shownLine.getBoundingClientRect().top + 1 - to.getBoundingClientRect().top)).to.be.lessThan(3);
    await screenshot('test/screenshots/editor-reorder-layers-drag.png');
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move sent');
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the move written');
    expect(text, 'the two lines swapped, every other byte the same').to.equal(original[LANDING]!.replace(OUTCOMES + LEARNING, LEARNING + OUTCOMES));
    expect(line(page)!.hidden, 'the line gone after the drop').to.equal(true);
    await shown(['hero', 'audience', 'learning-process', 'outcomes', 'training-format'], 'learning-process');
    expect(page.doc.querySelector('.log li')?.textContent).to.contain('Move the section “Learning Process” above “What Will You Get From This…”');
    // The inspector says what a structural edit of it changes: the use, on its new line.
    await waitFor(() => page.doc.querySelector('[data-testid="component-use"]')?.textContent?.includes('<LearningProcessSection /> in LandingPage.tsx, line 23'), 'the inspector naming the use');
    await screenshot('test/screenshots/editor-reorder-layers-dropped.png');
    await undoTo(LANDING);
    await shown(['hero', 'audience', 'outcomes', 'learning-process'], null);
  });

  it('a layers drag to a place the code does not allow says why and sends nothing; Escape cancels a drag', async () => {
    await sourceRead();
    await collapseSections(page);
    const from = (await sectionRow(page, 'learning-process'))!;
    const requests = logCount(page);
    // Onto a row inside the footer: not a neighbour of the section.
    const footerRow = rows(page).find((row) => nameOf(row).startsWith('footer.site-footer'))!;
    footerRow.scrollIntoView({ block: 'nearest' });
    from.scrollIntoView({ block: 'nearest' });
    await sendMouse({ type: 'move', position: rowPoint(page, from) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [rowPoint(page, from)[0], rowPoint(page, from)[1] + 12] });
    const footerPoint = rowPoint(page, footerRow, 0.25);
    await sendMouse({ type: 'move', position: footerPoint });
    await waitFor(() => status(page)?.dataset.allowed === 'false' && status(page)?.textContent === 'Can’t drop here: The section “Learning Process” is everything LearningProcessSection shows, so it moves as <LearningProcessSection /> among its neighbours; it can change places with them, not go inside another element.', 'the refusal said while dragging');
    expect(line(page)!.dataset.allowed).to.equal('false');
    await screenshot('test/screenshots/editor-reorder-layers-refused.png');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !status(page) && line(page)!.hidden, 'the drag cancelled');
    await sendMouse({ type: 'up' });
    await expectNothingFor(patience(400), 'no request after a cancelled drag', () => logCount(page) !== requests && 'a request was sent');
    expect(selectedRows(page)[0], 'Escape ended the drag, not the selection').to.equal('section.section');
    expect(await readSite(LANDING)).to.equal(original[LANDING]);
  });

  it('Alt+↑ on a selected section moves it above its neighbour; undo puts the bytes back', async () => {
    await selectSection('learning-process');
    const requests = logCount(page);
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Alt' });
    await waitFor(() => logCount(page) > requests, 'the move sent');
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the move written');
    expect(text).to.equal(original[LANDING]!.replace(OUTCOMES + LEARNING, LEARNING + OUTCOMES));
    expect(notice(page)).to.contain('Moves <LearningProcessSection /> in LandingPage.tsx');
    await shown(['hero', 'audience', 'learning-process', 'outcomes'], 'learning-process');
    await undoTo(LANDING);
  });

  it('drags the Learning Process section in the canvas above Outcomes', async () => {
    await untilPreviewOnLatestBuild(page, 'before the canvas drag');
    await sourceRead();
    await waitForAsync(() => inPreviewFrame<boolean>(page, "(document.querySelector('#outcomes').scrollIntoView({ block: 'start', behavior: 'instant' }), scrollBy({ top: -60, behavior: 'instant' }), true)"), 'Outcomes near the top of the preview');
    const learning = await settledBox(page, '#learning-process');
    const outcomes = await settledBox(page, '#outcomes');
    // Pressed on the section's own padding at its left edge (inside it, outside its content).
    const from = toEditor(page, learning.left + 8, learning.top + 12);
    const to = toEditor(page, outcomes.left + 8, outcomes.top + outcomes.height * 0.3);
    const requests = logCount(page);
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= 12; step++) await sendMouse({ type: 'move', position: [from[0] + step, Math.round(from[1] + ((to[1] - from[1]) * step) / 12)] });
    await waitFor(() => status(page)?.dataset.allowed === 'true' && status(page)?.textContent === 'Drop to place the section “Learning Process” above “What Will You Get From This…”.', 'the canvas drop said in plain words');
    await screenshot('test/screenshots/editor-reorder-canvas-drag.png');
    await sendMouse({ type: 'up' });
    await waitFor(() => logCount(page) > requests, 'the move sent');
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the move written');
    expect(text).to.equal(original[LANDING]!.replace(OUTCOMES + LEARNING, LEARNING + OUTCOMES));
    await shown(['hero', 'audience', 'learning-process', 'outcomes'], 'learning-process');
    await undoTo(LANDING);
  });

  it('duplicates the Learning Process section: a second use right after it, the copy selected', async () => {
    await selectSection('learning-process');
    await clickIn(page, await waitFor(() => !page.doc.querySelector('.toolbar .busy') && button(page, '.inspector', 'Duplicate'), 'Duplicate'));
    expect(page.doc.querySelector('[data-testid="confirmation"]'), 'used once: no question').to.equal(null);
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the copy written');
    expect(text).to.equal(original[LANDING]!.replace(LEARNING, LEARNING + LEARNING));
    await waitForAsync(async () => (await previewOrder(page))?.filter((id) => id === 'learning-process').length === 2, 'two Learning Process sections in the preview', 45_000);
    // The copy (the second of the two) is selected.
    await waitForAsync(async () => {
      const row = selectedRow(page);
      const learning = [...(await sectionIds(page))].filter(([, id]) => id === 'learning-process');
      // Both copies carry the id; the preview's second is the lower one.
      return !!row && learning.length === 2 && learning[1]![0] === row;
    }, 'the copy selected', 45_000);
    await screenshot('test/screenshots/editor-reorder-duplicated.png');
    await undoTo(LANDING);
    await waitForAsync(async () => (await previewOrder(page))?.filter((id) => id === 'learning-process').length === 1, 'one Learning Process section again', 45_000);
  });

  it('Alt+↓ on a card moves its data item one place down in course.ts', async () => {
    // Clicked in the canvas, on the card's own padding (its title would be selected instead): the key goes to the preview.
    await untilPreviewOnLatestBuild(page, 'before the card');
    await waitForAsync(() => inPreviewFrame<boolean>(page, "(document.querySelector('#audience .card-grid').scrollIntoView({ block: 'center', behavior: 'instant' }), true)"), 'the cards in view');
    const box = await settledBox(page, '#audience .card-grid .card');
    // On the card's own padding (its left edge, below its icon): its title or text would be selected instead.
    const point = toEditor(page, box.left + 5, box.top + box.height * 0.75);
    // Clicked once the page shows the card under the pointer (its hover, in the layers), as a designer's eye would wait.
    const audience = await waitForAsync(() => sectionRow(page, 'audience'), 'the audience row');
    const twisty = audience.querySelector<HTMLButtonElement>('button.twisty')!;
    if (twisty.getAttribute('aria-expanded') === 'false') await clickIn(page, twisty);
    await sendMouse({ type: 'move', position: [point[0] + 1, point[1]] });
    await sendMouse({ type: 'move', position: point });
    await waitFor(() => page.doc.querySelector('.layer.is-hovered .name')?.textContent === 'li.card', 'the card hovered');
    await sendMouse({ type: 'click', position: point });
    await waitFor(() => selectedRows(page)[0] === 'li.card', 'the card selected');
    const requests = logCount(page);
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Alt' });
    await waitFor(() => logCount(page) > requests, 'the move sent');
    const marketers = original[CONTENT]!.match(/ {4}\{\n {6}icon: 'megaphone',[\s\S]*?\n {4}\},\n/)![0];
    const managers = original[CONTENT]!.match(/ {4}\{\n {6}icon: 'compass',[\s\S]*?\n {4}\},\n/)![0];
    const text = await untilFile(CONTENT, (t) => t !== original[CONTENT], 'the item moved');
    expect(text, 'the two items swapped, nothing else').to.equal(original[CONTENT]!.replace(marketers + managers, managers + marketers));
    expect(await readSite(LANDING)).to.equal(original[LANDING]);
    await waitForAsync(async () => (await inPreviewFrame<string[]>(page, "[...document.querySelectorAll('#audience .card__title')].map((h) => h.textContent)"))?.slice(0, 2).join() === 'Product managers,Marketers', 'the cards swapped in the preview', 45_000);
    // The moved card stays selected: its title is Marketers.
    await waitFor(() => {
      const row = selectedRow(page);
      const all = rows(page);
      return row && nameOf(row) === 'li.card' && all.slice(all.indexOf(row) + 1, all.indexOf(row) + 5).some((next) => nameOf(next).includes('Marketers'));
    }, 'the moved card still selected', 45_000);
    await undoTo(CONTENT);
  });

  it('“Move down” in the inspector moves the hero below its neighbour', async () => {
    await sourceRead();
    const hero = await waitForAsync(() => sectionRow(page, 'hero'), 'the hero row', 45_000);
    await clickIn(page, hero.querySelector('.name')!);
    await waitFor(() => inspectorTag(page) === 'section.hero', 'the hero selected');
    const up = await waitFor(() => button(page, '.inspector', 'Move up'), 'Move up');
    expect(up.disabled, 'nothing above the hero').to.equal(true);
    expect(up.title).to.equal('The section “Product Analytics” is already the first among its neighbours; there is no place further up.');
    await clickIn(page, await waitFor(() => button(page, '.inspector', 'Move down'), 'Move down'));
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the move written');
    expect(text).to.equal(original[LANDING]!.replace('      <HeroSection />\n      <AudienceSection />\n', '      <AudienceSection />\n      <HeroSection />\n'));
    await shown(['audience', 'hero', 'outcomes'], 'hero');
    await undoTo(LANDING);
  });

  it('deleting the header’s logo asks first (LogoMark is used twice), naming what happens; the answer deletes that use only', async () => {
    await sourceRead();
    const logo = await waitFor(() => rows(page).find((row) => row.querySelector('.badge.component')?.textContent === '◇ LogoMark'), 'the header’s logo row');
    await clickIn(page, logo.querySelector('.name')!);
    await waitFor(() => selectedRows(page)[0]?.startsWith('svg'), 'the logo selected');
    await sendKeys({ press: 'Delete' });
    const question = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-testid="confirmation"]'), 'the question');
    expect(question.textContent).to.contain('Delete this LogoMark? The element is everything LogoMark shows, so this deletes the use <LogoMark /> in Header.tsx, line 12. LogoMark is used in 2 places; the other one stays as it is.');
    await screenshot('test/screenshots/editor-reorder-delete-question.png');
    const HEADER = 'site/components/Header.tsx';
    const FOOTER = 'site/components/Footer.tsx';
    original[HEADER] = await readSite(HEADER);
    original[FOOTER] = await readSite(FOOTER);
    await clickIn(page, [...question.querySelectorAll('button')].find((b) => b.textContent === 'Delete this LogoMark')!);
    const text = await untilFile(HEADER, (t) => t !== original[HEADER], 'the use deleted');
    expect(text).to.equal(original[HEADER]!.replace("import { LogoMark } from './Logo';\n", '').replace('          <LogoMark />\n', ''));
    expect(await readSite(FOOTER), 'the footer’s logo stays').to.equal(original[FOOTER]);
    await undoTo(HEADER);
  });

  // Last in the file: WebKitGTK's driver keeps a right button held for the rest of a session (docs/testing.md).
  it('a right click on a section in the canvas opens its menu; Escape closes it, “Move down” moves it', async () => {
    await sourceRead();
    await waitForAsync(() => inPreviewFrame<boolean>(page, "(document.querySelector('#learning-process').scrollIntoView({ block: 'start', behavior: 'instant' }), scrollBy({ top: -60, behavior: 'instant' }), true)"), 'Learning Process near the top of the preview');
    const learning = await settledBox(page, '#learning-process');
    const point = toEditor(page, learning.left + 8, learning.top + 12);
    // WebKit's driver leaves the keyboard in the preview after reading inside it (inPreviewFrame),
    // which a person's pointer never does (docs/testing.md): give it back to the editor first.
    window.focus();
    page.frame.focus();
    const menu = () => page.doc.querySelector<HTMLElement>('[data-testid="context-menu"]');
    const openMenu = async () => {
      // The page's hover follows the pointer first: the menu is for what is under it.
      await sendMouse({ type: 'move', position: [point[0] + 2, point[1]] });
      await sendMouse({ type: 'move', position: point });
      await waitFor(() => page.doc.querySelector('.layer.is-hovered'), 'the section hovered');
      await sendMouse({ type: 'click', position: point, button: 'right' });
      return waitFor(() => menu()?.style.visibility !== 'hidden' && menu(), 'the context menu');
    };
    let shownMenu = await openMenu();
    await waitForAsync(async () => (await selectedSection(page)) === 'learning-process', 'the section under the pointer selected');
    const items = () => [...(menu()?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const activeItem = () => items().find((item) => item.classList.contains('is-active'))?.textContent ?? null;
    expect(items().map((item) => item.textContent)).to.deep.equal(['Move upAlt+↑', 'Move downAlt+↓', 'DuplicateCtrl+D', 'DeleteDelete']);
    expect(activeItem(), 'the first item is active').to.equal('Move upAlt+↑');
    // The keyboard is on that item, or (WebKit) still in the preview, which hands its keys to the menu.
    expect([items()[0], previewFrame(page)]).to.include(page.doc.activeElement);
    // It opens where the pointer is.
    const box = shownMenu.getBoundingClientRect();
    const outer = page.frame.getBoundingClientRect();
    expect(Math.abs(outer.left + box.left - point[0])).to.be.lessThan(6);
    await screenshot('test/screenshots/editor-reorder-context-menu.png');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !menu(), 'the menu closed');
    expect(selectedRows(page)[0], 'Escape closed the menu only').to.equal('section.section');
    shownMenu = await openMenu();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => activeItem() === 'Move downAlt+↓', 'Move down active');
    const requests = logCount(page);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => logCount(page) > requests, 'the move sent');
    expect(menu(), 'the menu closed').to.equal(null);
    const TRAINING = '      <TrainingFormatSection />\n';
    const text = await untilFile(LANDING, (t) => t !== original[LANDING], 'the move written');
    expect(text).to.equal(original[LANDING]!.replace(LEARNING + TRAINING, TRAINING + LEARNING));
    await shown(['hero', 'audience', 'outcomes', 'training-format', 'learning-process'], 'learning-process');
    await undoTo(LANDING);
  });
});
