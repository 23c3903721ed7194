// The inspector shows the site's design (issue 25): authored values and tokens with the computed values
// beside them, swatches in the real colour, the resting values while the pointer is on the element in
// the page, the site's tokens offered in the fields (a pick writes `var(--token)` to the stylesheet on
// disk), and a hint when a change cannot show. A real `npm start` server; real mouse and keyboard.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  chord,
  click,
  clickIn,
  computed,
  fieldInput,
  focusByLabel,
  reportScroll,
  rowNamed,
  selectRow,
  selectedRows,
  sitePoint,
  waitFor,
  waitForAsync,
  type EditorPage,
} from './editor-page';
import { patience, screenshot } from './helpers';
import { readSite } from './live-server';
import { closeLiveEditor, openLiveEditor } from './live-editor';

const field = (page: EditorPage, label: string) => fieldInput(page, label) as HTMLInputElement;
const fieldOf = (page: EditorPage, label: string) => field(page, label).closest('label')!;
const besideOf = (page: EditorPage, label: string) => fieldOf(page, label).querySelector('.computed-value')?.textContent ?? '';
/** The colour the field's swatch paints (the chip's inner square, over its checkerboard). */
const swatchPaint = (page: EditorPage, label: string) => {
  const chip = fieldOf(page, label).querySelector<HTMLElement>('.swatch .swatch-chip');
  return chip ? { colour: getComputedStyle(chip.firstElementChild!).backgroundColor, seeThrough: chip.hasAttribute('data-see-through') } : null;
};

describe('the inspector shows the site\'s design: authored values and tokens', function () {
  this.timeout(patience(180_000));
  let page: EditorPage;

  before(async () => {
    ({ page } = await openLiveEditor());
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics'), 'the hero heading in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('shows the heading\'s size as the site\'s fluid token, with the computed size beside it', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await waitFor(() => field(page, 'Size').value === 'var(--step-4)', 'the Size field showing var(--step-4)');
    expect(besideOf(page, 'Size')).to.match(/^\d+(?:\.\d+)?px$/);
    expect(besideOf(page, 'Size')).to.equal(computed(page, 'font-size'));
    // A colour with no background: the swatch is a checkerboard, not black.
    expect(swatchPaint(page, 'Background')).to.deep.equal({ colour: 'rgba(0, 0, 0, 0)', seeThrough: true });
    // The heading's text colour comes from the body: its swatch is that colour (--ink).
    expect(swatchPaint(page, 'Colour')).to.deep.equal({ colour: 'rgb(15, 23, 42)', seeThrough: false });
  });

  it('shows the resting colours while the pointer is on the button in the page, and the hover ones when forced', async () => {
    const row = rowNamed(page, 'a.button “Get Started')!;
    await reportScroll(page);
    // Selected by a click in the page: the pointer stays on the button, which the page shows hovered.
    await click(sitePoint(page, row));
    await waitFor(() => selectedRows(page)[0]?.startsWith('a.button “Get Started'), 'the button selected');
    // The page's computed value is the hover colour (--accent-strong): the test sees the hovered page.
    await waitFor(() => computed(page, 'background-color') === 'rgb(30, 64, 175)', 'the page showing the button hovered');
    await waitFor(() => field(page, 'Background').value === 'var(--accent)', 'the Background field showing var(--accent)');
    expect(swatchPaint(page, 'Background')).to.deep.equal({ colour: 'rgb(29, 78, 216)', seeThrough: false });
    expect(fieldOf(page, 'Background').querySelector('[data-field-hint]')).to.equal(null);
    // The hover rule is listed as the hover state's, not as applied.
    const hoverRule = [...page.doc.querySelectorAll('.rules > li')].find((li) => li.querySelector('.selector code')?.textContent === '.button:hover')!;
    expect(hoverRule.className).to.equal('unapplied');
    expect(hoverRule.querySelector('.marks')?.textContent).to.contain('on hover');
    // Forcing :hover shows the hover values; Normal shows the resting ones again.
    await focusByLabel(page, 'State');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => field(page, 'Background').value === 'var(--accent-strong)', 'the forced hover background');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => field(page, 'Background').value === 'var(--accent)', 'the resting background again');
    await setViewport({ width: 1440, height: 900 });
    await screenshot('test/screenshots/editor-tokens-1440x900.png');
    await setViewport({ width: 1500, height: 950 });
  });

  it('says that a gradient covers the hero\'s background colour', async () => {
    await selectRow(page, 'section.hero');
    const hint = await waitFor(() => fieldOf(page, 'Background').querySelector<HTMLElement>('[data-field-hint="background-color"]'), 'the hint at the Background field');
    expect(hint.textContent).to.match(/^A gradient covers this colour; /);
    expect(swatchPaint(page, 'Background')?.seeThrough).to.equal(true);
  });

  it('offers the site\'s colours in a colour field: picking one writes var(--accent) to the stylesheet', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    const menuButton = fieldOf(page, 'Colour').querySelector<HTMLButtonElement>('button[aria-label="Site colours for colour"]')!;
    await clickIn(page, menuButton);
    const option = await waitFor(() => [...fieldOf(page, 'Colour').querySelectorAll<HTMLButtonElement>('.token-menu .token')].find((b) => b.querySelector('.token-name')?.textContent === '--accent'), 'the --accent token in the menu');
    // Only colours: no sizes among them; each with its value and swatch.
    const names = [...fieldOf(page, 'Colour').querySelectorAll('.token-menu .token-name')].map((name) => name.textContent);
    expect(names).to.include('--ink');
    expect(names).to.not.include('--space-6');
    expect(option.querySelector('.token-value')?.textContent).to.equal('#1d4ed8');
    // The box model's sides suggest sizes, the spacing ones first.
    const padding = page.doc.querySelector<HTMLInputElement>('.box-model input[aria-label="padding top"]')!;
    expect([...padding.list!.options].map((o) => o.value).slice(0, 2)).to.deep.equal(['var(--space-1)', 'var(--space-2)']);
    const original: Record<string, string> = {};
    for (const path of ['site/styles/site.css', 'site/sections/HeroSection.tsx']) original[path] = await readSite(path);
    await clickIn(page, option);
    const entry = () => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.querySelector('strong')?.textContent === 'Colour on h1');
    await waitFor(() => entry()?.dataset.status === 'saved', 'the colour saved', 30_000);
    const paths = [...entry()!.querySelectorAll('.diff pre')].map((pre) => pre.getAttribute('aria-label')!.replace(/^Diff of /, ''));
    const sheet = paths.find((path) => path.endsWith('.css'))!;
    expect(sheet, `a stylesheet among ${paths.join(', ')}`).to.match(/^site\//);
    expect(await readSite(sheet)).to.match(/color: var\(--accent\)/);
    // The reloaded page has the token as the heading's authored colour.
    await waitFor(() => computed(page, 'color') === 'rgb(29, 78, 216)', 'the accent colour in the page', 30_000);
    // The selection survives the reload (the heading is now named by the class the save gave it).
    await waitFor(() => selectedRows(page)[0]?.startsWith('h1') && field(page, 'Colour').value === 'var(--accent)', 'the Colour field showing var(--accent) after the reload', 30_000);
    expect(besideOf(page, 'Colour')).to.equal('#1d4ed8');
    // Undo puts every file the change wrote back as it was.
    await chord(['Control'], 'KeyZ');
    for (const path of paths.filter((path) => path in original)) {
      await waitForAsync(async () => (await readSite(path)) === original[path], `${path} as it was`, 45_000);
    }
    await waitFor(() => computed(page, 'color') === 'rgb(15, 23, 42)', 'the heading\'s colour as it was', 30_000);
  });
});
