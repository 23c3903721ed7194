// The reference editor as a designer works in it (issue 13): the canvas at device widths, zoom in its
// own scroll area, what an edit touches, multi-selection, the inspector's design inputs, selection
// after structural edits, undo labels. Real mouse and keyboard; screenshots at two window sizes.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { patience, screenshot } from './helpers';
import {
  button,
  canvasScale,
  chord,
  clickIn,
  clickToType,
  computed,
  hoverRow,
  editorPoint,
  fieldInput,
  focusByLabel,
  lastBody,
  logUrls,
  nameOf,
  openReadyEditor,
  previewFrame,
  reportScroll,
  rowNamed,
  rows,
  selectRow,
  selectedRows,
  sitePoint,
  typeInto,
  waitFor,
  type EditorPage,
} from './editor-page';

const box = (row: HTMLElement) => (row.dataset.box ?? '').split(',').map(Number) as [number, number, number, number];
const cards = (page: EditorPage) => rows(page).filter((row) => nameOf(row) === 'li.card');
const notice = (page: EditorPage) => page.doc.querySelector('[data-testid="notice"]')?.textContent ?? '';
const deviceButton = (page: EditorPage, label: string) => button(page, '[aria-label="Device width"]', label)!;

/** Neither the editor's document nor its body scrolls: only the canvas and the panels do. */
function pageDoesNotScroll(page: EditorPage) {
  const root = page.doc.scrollingElement!;
  expect(root.scrollHeight, 'the editor page height').to.be.at.most(root.clientHeight);
  expect(root.scrollWidth, 'the editor page width').to.be.at.most(root.clientWidth);
}

describe('the reference editor for a designer', function () {
  this.timeout(patience(90_000));
  let page: EditorPage;

  before(async () => {
    await setViewport({ width: 1500, height: 950 });
    page = await openReadyEditor('', { width: 1440, height: 900 });
  });
  after(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('shows the whole page width by default: the frame keeps its 1280 px viewport, scaled to fit', async () => {
    const iframe = previewFrame(page);
    expect(iframe.getAttribute('width')).to.equal('1280');
    const canvas = page.doc.querySelector('[data-testid="canvas"]')!;
    const drawn = iframe.getBoundingClientRect();
    expect(drawn.width).to.be.at.most(canvas.clientWidth);
    expect(canvasScale(page)).to.be.below(1);
    // No horizontal scrolling needed to see the page.
    expect(canvas.scrollWidth).to.be.at.most(canvas.clientWidth);
    pageDoesNotScroll(page);
    // Four audience cards in a row at desktop width.
    const [first, second] = cards(page);
    expect(box(first!)[1]).to.equal(box(second!)[1]);
    await setViewport({ width: 1440, height: 900 });
    await screenshot('test/screenshots/editor-1440x900.png');
    await setViewport({ width: 1500, height: 950 });
  });

  it('device presets and a custom width set the frame\'s viewport, so the page\'s media queries apply', async () => {
    await clickIn(page, deviceButton(page, 'Mobile'));
    await waitFor(() => previewFrame(page).getAttribute('width') === '375', 'a 375 px frame');
    expect(deviceButton(page, 'Mobile').getAttribute('aria-pressed')).to.equal('true');
    // The cards stack in one column at mobile width.
    await waitFor(() => {
      const [first, second] = cards(page);
      return first && second && box(second)[1] > box(first)[1] && box(first)[2] > 250;
    }, 'the cards stacked');
    expect(canvasScale(page)).to.equal(1);
    await screenshot('test/screenshots/editor-mobile.png');

    const width = page.doc.querySelector<HTMLInputElement>('.toolbar form.width input')!;
    await clickToType(page, width, 'the width field');
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: '900' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => previewFrame(page).getAttribute('width') === '900', 'a 900 px frame');
    await waitFor(() => {
      const [first, second] = cards(page);
      return first && second && box(second)[1] === box(first)[1];
    }, 'two cards a row at 900 px');
    expect(deviceButton(page, 'Mobile').getAttribute('aria-pressed')).to.equal('false');

    await clickIn(page, deviceButton(page, 'Desktop'));
    await waitFor(() => previewFrame(page).getAttribute('width') === '1280', 'back to 1280 px');
  });

  it('zooms to 200 % inside the canvas\'s own scroll area; the toolbar and panels stay put', async () => {
    const toolbarTop = page.doc.querySelector('.toolbar')!.getBoundingClientRect().top;
    const range = page.doc.querySelector<HTMLInputElement>('.zoom input[type="range"]')!;
    await clickIn(page, range);
    await sendKeys({ press: 'End' });
    await waitFor(() => page.doc.querySelector('.zoom output')?.textContent === '200 %', 'zoom 200 %');
    expect(Math.round(previewFrame(page).getBoundingClientRect().width)).to.equal(2560);
    const canvas = page.doc.querySelector('[data-testid="canvas"]')!;
    expect(canvas.scrollWidth).to.be.greaterThan(canvas.clientWidth);
    canvas.scrollLeft = 400;
    pageDoesNotScroll(page);
    expect(page.doc.querySelector('.toolbar')!.getBoundingClientRect().top).to.equal(toolbarTop);
    // The mouse still maps onto the page at 200 % with the canvas scrolled.
    await reportScroll(page);
    await hoverRow(page, 'h1 “Product Analytics', 0.6, 0.5, 'the heading hovered at 200 %');
    await clickIn(page, button(page, '.zoom', 'Fit')!);
    await waitFor(() => canvasScale(page) < 1, 'fit again');
    expect(canvas.scrollWidth).to.be.at.most(canvas.clientWidth);
  });

  it('clears the hover when the pointer leaves the canvas', async () => {
    const h1 = rowNamed(page, 'h1 “Product Analytics')!;
    await reportScroll(page);
    await sendMouse({ type: 'move', position: sitePoint(page, h1, 0.3) });
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics')?.classList.contains('is-hovered'), 'the hovered row');
    // Out of the canvas, onto the toolbar.
    await sendMouse({ type: 'move', position: editorPoint(page, page.doc.querySelector('[data-testid="path"]')!) });
    await waitFor(() => page.doc.querySelectorAll('.layer.is-hovered').length === 0, 'no hovered row');
  });

  it('choosing an element in the layers panel scrolls the canvas to it', async () => {
    await selectRow(page, 'footer.site-footer');
    const footer = rowNamed(page, 'footer.site-footer')!;
    await reportScroll(page);
    const viewport = Number(previewFrame(page).getAttribute('height'));
    await waitFor(() => {
      const scrollY = Number((previewFrame(page).dataset.scroll ?? '0,0').split(',')[1]);
      const [, top, , height] = box(footer);
      return scrollY > 0 && top < scrollY + viewport && top + height > scrollY;
    }, 'the footer in the canvas\'s view');
  });

  it('shows what an edit touches: a card title renders many times, marked in layers and inspector', async () => {
    await selectRow(page, 'h3.card__title “Marketers');
    const id = rowNamed(page, 'h3.card__title “Marketers')!.dataset.key!.split('_')[0];
    const renderings = rows(page).filter((row) => row.dataset.key!.startsWith(`${id}_`)).length;
    expect(renderings).to.be.greaterThan(3);
    const source = page.doc.querySelector('[data-testid="source"]')!.textContent!;
    expect(source).to.contain(`Renders ${renderings}×`);
    expect(rowNamed(page, 'h3.card__title “Marketers')!.querySelector('.badge.count')!.textContent).to.equal(`×${renderings}`);
  });

  it('multi-selects siblings with shift-click, says why a non-sibling cannot join, and deletes them all', async () => {
    const [first, second] = cards(page);
    await clickIn(page, first!.querySelector('.name')!);
    await sendKeys({ down: 'Shift' });
    await clickIn(page, second!.querySelector('.name')!);
    await sendKeys({ up: 'Shift' });
    await waitFor(() => selectedRows(page).length === 2, 'two cards selected');
    await waitFor(() => page.doc.querySelector('[data-testid="tag"]')?.textContent === '2 elements', 'the inspector for two');
    // The hero heading is not their sibling.
    await sendKeys({ down: 'Shift' });
    await clickIn(page, rowNamed(page, 'h1 “Product Analytics')!.querySelector('.name')!);
    await sendKeys({ up: 'Shift' });
    await waitFor(() => notice(page).includes('Only siblings'), 'the reason');
    expect(selectedRows(page)).to.have.length(2);
    // The page keeps focus on the layers tree. Without an editing server a card is one source element
    // shown four times: Delete asks first, naming the count; Escape withdraws the question.
    const count = cards(page).length;
    await sendKeys({ press: 'Delete' });
    const question = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-testid="confirmation"]'), 'the question before deleting every card');
    expect(question.textContent).to.contain(`Delete all ${count}`);
    expect(cards(page).every((row) => row.dataset.display !== 'none'), 'nothing deleted before the answer').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !page.doc.querySelector('[data-testid="confirmation"]'), 'the question withdrawn');
    expect(cards(page).every((row) => row.dataset.display !== 'none'), 'nothing deleted after Escape').to.equal(true);
    // Yes, with Enter: both go, one step of history.
    await clickIn(page, first!.querySelector('.name')!);
    await sendKeys({ down: 'Shift' });
    await clickIn(page, second!.querySelector('.name')!);
    await sendKeys({ up: 'Shift' });
    await waitFor(() => selectedRows(page).length === 2, 'two cards selected again');
    await sendKeys({ press: 'Delete' });
    await waitFor(() => page.doc.activeElement?.textContent === `Delete all ${count}`, 'the answer focused');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => cards(page).slice(0, 2).every((row) => row.dataset.display === 'none'), 'both cards hidden');
    const undo = page.doc.querySelector<HTMLButtonElement>('.toolbar button[aria-label^="Undo"]')!;
    expect(undo.getAttribute('aria-label')).to.equal('Undo delete 2 elements');
    await chord(['Control'], 'KeyZ');
    await waitFor(() => cards(page).slice(0, 2).every((row) => row.dataset.display !== 'none'), 'both cards back');
    // Ctrl+Y redoes, Ctrl+Z again undoes.
    await chord(['Control'], 'KeyY');
    await waitFor(() => cards(page).slice(0, 2).every((row) => row.dataset.display === 'none'), 'deleted again by Ctrl+Y');
    await chord(['Control'], 'KeyZ');
    await waitFor(() => cards(page).slice(0, 2).every((row) => row.dataset.display !== 'none'), 'back again');
  });

  it('takes 24 as 24px, steps with the arrow keys (Shift ×10) and names the change on the undo button', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await typeInto(page, 'Size', '24');
    await waitFor(() => computed(page, 'font-size') === '24px', 'font size 24px');
    expect(lastBody(page).stylingChanges ?? lastBody(page)).to.be.ok;
    expect(JSON.stringify(lastBody(page))).to.contain('"font-size":"24px"');
    await waitFor(() => (fieldInput(page, 'Size') as HTMLInputElement).value === '24px', 'the field showing 24px');
    const size = fieldInput(page, 'Size');
    await clickIn(page, size);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => computed(page, 'font-size') === '26px', 'font size 26px after two steps');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => computed(page, 'font-size') === '36px', 'font size 36px after Shift+ArrowUp');
    const undo = page.doc.querySelector<HTMLButtonElement>('.toolbar button[aria-label^="Undo"]')!;
    expect(undo.getAttribute('aria-label')).to.equal('Undo font size on h1');
    await clickIn(page, undo);
    await waitFor(() => computed(page, 'font-size') === '26px', 'undone to 26px');
    const redo = page.doc.querySelector<HTMLButtonElement>('.toolbar button[aria-label^="Redo"]')!;
    expect(redo.getAttribute('aria-label')).to.equal('Redo font size on h1');
  });

  it('shows colours in the page\'s notation with a picker, and suggests the page\'s classes', async () => {
    await selectRow(page, 'a.button “Get Started');
    const colour = fieldInput(page, 'Background') as HTMLInputElement;
    // The stylesheet's own value (a custom property or hex), not the computed rgb().
    expect(colour.value).to.not.match(/^rgb/);
    const swatch = colour.parentElement!.querySelector<HTMLInputElement>('input[type="color"]')!;
    expect(swatch.value).to.match(/^#[0-9a-f]{6}$/);
    const options = [...page.doc.querySelectorAll<HTMLOptionElement>('#page-classes option')].map((option) => option.value);
    expect(options).to.include('card');
    expect(options).to.not.include('button');
    expect(options.some((name) => name.startsWith('arb89') || name.startsWith('tempo-'))).to.equal(false);
    expect([...page.doc.querySelectorAll('.inspector .classes code')].map((code) => code.textContent)).to.deep.equal(['button', 'button--large']);
  });

  it('styles for a breakpoint, saying when the canvas is too narrow to show it', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    const breakpoint = fieldInput(page, 'Styles for') as HTMLSelectElement;
    await focusByLabel(page, 'Styles for');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => breakpoint.value === 'md', 'md chosen');
    await clickIn(page, deviceButton(page, 'Mobile'));
    await waitFor(() => page.doc.querySelector('.inspector .hint')?.textContent?.includes('375 px wide'), 'the narrow-canvas hint');
    await typeInto(page, 'Letter spacing', '2');
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/styling') && JSON.stringify(lastBody(page)).includes('"md"'), 'a styling request for md');
    await clickIn(page, deviceButton(page, 'Desktop'));
  });

  it('keeps a selection after duplicate (the copy), wrap (the wrapper) and delete (the neighbour)', async () => {
    await selectRow(page, 'p.hero__note');
    const notes = () => rows(page).filter((row) => nameOf(row).startsWith('p.hero__note'));
    const before = notes().length;
    await chord(['Control'], 'KeyD');
    await waitFor(() => notes().length === before + 1, 'the copy');
    await waitFor(() => {
      const selected = page.doc.querySelector('[role="treeitem"][aria-selected="true"] > .layer') as HTMLElement | null;
      return selected && selected.dataset.key === notes()[1]?.dataset.key;
    }, 'the copy selected');
    await clickIn(page, button(page, '.inspector', 'Wrap in div')!);
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/wrapInDiv'), 'the wrap request');
    await waitFor(() => selectedRows(page)[0] === 'div', 'the wrapper selected');
    await selectRow(page, 'p.eyebrow');
    const next = rows(page)[rows(page).findIndex((row) => nameOf(row).startsWith('p.eyebrow')) + 1]!;
    await clickIn(page, button(page, '.inspector', 'Delete')!);
    await waitFor(() => selectedRows(page)[0] === nameOf(next), 'the next sibling selected');
  });

  it('looks right at 1280×800', async () => {
    const small = await openReadyEditor('', { width: 1280, height: 800 });
    await selectRow(small, 'h1 “Product Analytics');
    pageDoesNotScroll(small);
    // The canvas shows the whole 1280 px page width scaled down; panels keep their width.
    expect(previewFrame(small).getAttribute('width')).to.equal('1280');
    expect(small.doc.querySelector('[data-testid="canvas"]')!.scrollWidth).to.be.at.most(small.doc.querySelector('[data-testid="canvas"]')!.clientWidth);
    await setViewport({ width: 1280, height: 800 });
    await screenshot('test/screenshots/editor-1280x800.png');
    small.frame.remove();
    await setViewport({ width: 1500, height: 950 });
  });
});
