// Styles for one side of a breakpoint, as a designer sets them: in the editor with a real `npm start`
// server on a copy of the site, with mouse and keyboard. A "767 px and narrower" colour lands in
// site.css as a max-width rule placed where the cascade lets it win, shows at mobile width and not
// at desktop width (nor at exactly 768 px), and the choice of breakpoint survives the save's reload.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, chord, clickIn, clickToType, fieldInput, focusByLabel, previewFrame, rowNamed, selectRow, selectedRows, typeInto, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience } from './helpers';
import { inPreview, readSite, type LiveServer } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, untilFile } from './live-editor';

const CSS = 'site/styles/site.css';
const RED = 'rgb(200, 0, 0)';
const BLOCK = `@media (max-width: 47.99875rem) {\n  .hero__lead {\n    color: ${RED};\n  }\n}`;

const breakpointMenu = (page: EditorPage) => fieldInput(page, 'Styles for') as HTMLSelectElement;
const hint = (page: EditorPage) => page.doc.querySelector('.inspector .modifiers .hint')?.textContent ?? null;
const leadColour = (server: LiveServer) => inPreview<string>(server, "getComputedStyle(document.querySelector('.hero__lead')).color");
const deviceButton = (page: EditorPage, label: string) => button(page, '[aria-label="Device width"]', label)!;
const pageLoads = (page: EditorPage) => Number(previewFrame(page).dataset.pageLoads);
const hotUpdates = (page: EditorPage) => Number(previewFrame(page).dataset.hotUpdates);
const previewBuild = (server: LiveServer) => inPreview<string>(server, "document.querySelector('script[data-build]')?.dataset.build ?? null");


/** Sets the canvas width in the toolbar's width field, as a designer types it. */
async function canvasWidth(page: EditorPage, width: number) {
  const field = page.doc.querySelector<HTMLInputElement>('.toolbar form.width input')!;
  await clickToType(page, field, 'the width field');
  await chord(['Control'], 'KeyA');
  await sendKeys({ type: String(width) });
  await sendKeys({ press: 'Enter' });
  await waitFor(() => previewFrame(page).getAttribute('width') === String(width), `a ${width} px frame`);
}

describe('the editor styles one side of a breakpoint', function () {
  this.timeout(patience(180_000));
  let server: LiveServer;
  let page: EditorPage;

  before(async () => {
    ({ server, page } = await openLiveEditor());
    await waitFor(() => rowNamed(page, 'p.hero__lead'), 'the hero lead in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('"767 px and narrower": a max-width rule after the base rule, shown below 768 px only, and the choice kept after the save', async () => {
    const original = await readSite(CSS);
    await selectRow(page, 'p.hero__lead');
    const desktopColour = await waitForAsync(() => leadColour(server), 'the lead colour at desktop width');
    expect(desktopColour).to.not.equal(RED);

    // The menu by keyboard, in widths: down past "All widths" and the "and wider" ones.
    await focusByLabel(page, 'Styles for');
    const labels = [...breakpointMenu(page).options].map((option) => option.textContent);
    expect(labels).to.include.members(['All widths', '768 px and wider', '767 px and narrower']);
    for (let i = 0; i < 20 && breakpointMenu(page).value !== 'max-md'; i++) {
      const before = breakpointMenu(page).value;
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => breakpointMenu(page).value !== before, 'the next breakpoint chosen');
    }
    expect(breakpointMenu(page).value).to.equal('max-md');
    expect(breakpointMenu(page).selectedOptions[0]?.textContent).to.equal('767 px and narrower');
    await waitFor(() => hint(page)?.includes('1280 px wide: styles for 767 px and narrower do not show at this width. Pick a narrower device'), 'the hint to pick a narrower device');

    const build = await previewBuild(server);
    const loads = pageLoads(page);
    const hot = hotUpdates(page);
    await typeInto(page, 'Colour', RED);
    // Exactly one new block, at the end of the sheet: after the base rule and the min-width blocks.
    const written = await untilFile(CSS, (text) => text !== original, 'the narrow colour');
    expect(written).to.equal(`${original.trimEnd()}\n\n${BLOCK}\n`);
    expect(written.indexOf(BLOCK)).to.be.greaterThan(written.lastIndexOf('@media (min-width'));

    // The save changed the stylesheet alone: the preview swaps it in place (a reload would do too);
    // the selection and the breakpoint chosen stay. (The editor counts the swap once it has heard it.)
    await waitForAsync(async () => {
      const now = await previewBuild(server);
      return !!now && now !== build && (pageLoads(page) > loads || hotUpdates(page) > hot);
    }, 'the preview rebuilt with the new rule', 45_000);
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.hero__lead') && page.doc.querySelector('.inspector select[aria-label="Breakpoint"]'), 'the lead selected after the save', 20_000);
    expect(breakpointMenu(page).value).to.equal('max-md');

    // Desktop width: the base colour; mobile: the narrow one; 768 px (md's first width) not, 767 px yes.
    expect(await leadColour(server)).to.equal(desktopColour);
    await clickIn(page, deviceButton(page, 'Mobile'));
    await waitFor(() => previewFrame(page).getAttribute('width') === '375', 'a 375 px frame');
    await waitForAsync(async () => (await leadColour(server)) === RED, 'the narrow colour at mobile width');
    await waitFor(() => hint(page) === null, 'no hint: the canvas shows these styles');
    await canvasWidth(page, 768);
    await waitForAsync(async () => (await leadColour(server)) === desktopColour, 'the base colour at 768 px');
    await canvasWidth(page, 767);
    await waitForAsync(async () => (await leadColour(server)) === RED, 'the narrow colour at 767 px');
    await clickIn(page, deviceButton(page, 'Desktop'));
    await waitFor(() => previewFrame(page).getAttribute('width') === '1280', 'back to 1280 px');
    expect(breakpointMenu(page).value).to.equal('max-md');

    // Undo puts the sheet back byte for byte.
    await clickUndo(page);
    await untilFile(CSS, (text) => text === original, 'the sheet as it was');
  });
});
