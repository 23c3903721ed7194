// The data item is the unit (issue 25): a card of a list is one `<li>` rendered from each item of an
// array in site/content/course.ts. Delete and duplicate of one card act on its item in that file,
// and only on it; an element inside every card (its title) asks before changing all of them.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, clickIn, inPreviewFrame, inspectorTag, nameOf, rows, selectedRows, waitFor, type EditorPage } from './editor-page';
import { patience, waitForAsync } from './helpers';
import { readSite, restoreSite } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, untilFile, untilPreviewOnLatestBuild } from './live-editor';

const CONTENT = 'site/content/course.ts';
const PM_ITEM = `    {
      icon: 'compass',
      title: 'Product managers',
      text: 'Set the right metrics, read experiments without an analyst in the loop and back roadmap decisions with evidence.',
    },
`;

const cards = (page: EditorPage) => rows(page).filter((row) => nameOf(row) === 'li.card');
const titles = (page: EditorPage) => rows(page).filter((row) => nameOf(row).startsWith('h3.card__title'));
const untilContent = (accept: (text: string) => boolean, what: string) => untilFile(CONTENT, accept, what);

/**
 * How many elements match `selector` once the preview is on the latest build and the layers show
 * every one its page has (a page still rendering, or the tree's patches still coming, would give a
 * count that grows under the test). An undo shows at once and the page reloads later, so a reload
 * of the build before the undo can still come: the count is taken on the latest build, and again
 * when a newer one came meanwhile.
 */
async function allShown(page: EditorPage, selector: string, inLayers: (page: EditorPage) => unknown[], what: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const build = await untilPreviewOnLatestBuild(page, `every ${what} of the page`);
    const count = await waitForAsync(async () => {
      const shown = await inPreviewFrame<number>(page, `document.readyState === 'complete' ? document.querySelectorAll(${JSON.stringify(selector)}).length : -1`);
      return shown !== null && shown > 4 && inLayers(page).length === shown && shown;
    }, `every ${what} of the page in the layers`, 30_000);
    if ((await untilPreviewOnLatestBuild(page, `every ${what} of the page, counted`)) === build) return count;
    if (attempt === 3) throw new Error(`the preview reloaded with a newer build each time every ${what} was counted`);
  }
}

describe('the editor acts on a card’s data item', function () {
  this.timeout(patience(180_000));
  let page: EditorPage;
  let original = '';

  before(async () => {
    ({ page } = await openLiveEditor());
    original = await readSite(CONTENT);
    await waitFor(() => titles(page).some((row) => nameOf(row).includes('Product managers')), 'the cards in the layers', 20_000);
  });
  after(async () => {
    await restoreSite(CONTENT);
    await closeLiveEditor();
  });

  it('deletes one card: its item leaves course.ts, every other card stays, the next one is selected; undo puts every byte back', async () => {
    const count = await allShown(page, 'li.card', cards, 'card');
    expect(original).to.contain(PM_ITEM);
    await clickIn(page, cards(page)[1]!.querySelector('.name')!);
    await waitFor(() => selectedRows(page)[0] === 'li.card', 'the second card selected');
    await sendKeys({ press: 'Delete' });
    const text = await untilContent((t) => !t.includes('Product managers'), 'the card’s item removed');
    expect(text, 'only that item').to.equal(original.replace(PM_ITEM, ''));
    expect(page.doc.querySelector('[data-testid="confirmation"]'), 'one card: no question').to.equal(null);
    await waitFor(() => cards(page).length === count - 1 && !titles(page).some((row) => nameOf(row).includes('Product managers')), 'one card fewer in the reloaded page', 45_000);
    expect(titles(page).some((row) => nameOf(row).includes('Marketers'))).to.equal(true);
    // The card that took its place is selected, so a second Delete would remove one card again, not five.
    await waitFor(() => {
      const selected = page.doc.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"] > .layer');
      return selected?.dataset.key === cards(page)[1]?.dataset.key;
    }, 'the next card selected', 45_000);
    await clickUndo(page);
    await untilContent((t) => t === original, 'the original content');
    await waitFor(() => cards(page).length === count, 'the card back', 45_000);
  });

  it('duplicates one card: a copy of its item right after it', async () => {
    const count = await allShown(page, 'li.card', cards, 'card');
    await clickIn(page, cards(page)[1]!.querySelector('.name')!);
    await waitFor(() => selectedRows(page)[0] === 'li.card', 'the second card selected');
    // The inspector's Duplicate, once it shows the card and the undo before has finished (an action
    // while another runs is refused with a notice). Right after the undo's reload the editor may still
    // be reading the new page's source: the click waits for it, and is never a question about every card.
    await clickIn(page, await waitFor(() => !page.doc.querySelector('.toolbar .busy') && inspectorTag(page) === 'li.card' && button(page, '.inspector', 'Duplicate'), 'the card’s Duplicate button, the editor idle'));
    await waitFor(() => page.doc.querySelector('.log li[data-url]')?.textContent?.includes('Duplicate'), 'the duplicate sent', 30_000);
    expect(page.doc.querySelector('[data-testid="confirmation"]'), 'one card: no question').to.equal(null);
    expect(page.doc.querySelector('[data-testid="notice"]')?.textContent ?? '', 'no "try again"').to.not.match(/try again in a moment/);
    const text = await untilContent((t) => t.split('Product managers').length === 3, 'the copied item');
    expect(text).to.equal(original.replace(PM_ITEM, PM_ITEM + PM_ITEM));
    await waitFor(() => cards(page).length === count + 1, 'one card more', 45_000);
    await clickUndo(page);
    await untilContent((t) => t === original, 'the original content');
    await waitFor(() => cards(page).length === count, 'the copy gone from the reloaded page', 45_000);
  });

  it('deleting a title shown in every card asks first, naming the count; Cancel writes nothing', async () => {
    const count = await allShown(page, 'h3.card__title', titles, 'title');
    await clickIn(page, titles(page)[0]!.querySelector('.name')!);
    await waitFor(() => selectedRows(page)[0]?.startsWith('h3.card__title'), 'a title selected');
    // Right after a reload the editor reads the source again; the key waits for it.
    await sendKeys({ press: 'Delete' });
    const question = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-testid="confirmation"]'), 'the question');
    expect(question.textContent).to.contain(`Delete all ${count}`);
    const cancel = [...question.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!;
    await clickIn(page, cancel);
    await waitFor(() => !page.doc.querySelector('[data-testid="confirmation"]'), 'the question gone');
    expect(await readSite(CONTENT)).to.equal(original);
    expect(titles(page)).to.have.length(count);
  });
});
