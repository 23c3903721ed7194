// Text from data, edited where the designer sees it (issue 25): a privacy-policy paragraph is one
// `<p>{block.text}</p>` rendered for every paragraph of the policy. A second click edits that one
// paragraph in place; the server changes the one literal in the content file it came from, every
// other paragraph keeps its text, and undo puts every byte back.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { chord, click, clickIn, inPreviewFrame, previewFrame, reportScroll, rows, selectedRows, sitePoint, untilEditingText, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience } from './helpers';
import { readSite, restoreSite } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor } from './live-editor';

const POLICY = 'site/content/privacy-policy.ts';
const OLD = 'Please read this policy carefully. By using the Platform you acknowledge that your information will be handled as described here. If you do not agree with this policy, please do not use the Platform.';
const NEW = 'Please read this short policy with care.';

/** The paragraphs of the policy page as the preview shows them. */
const paragraphs = (page: EditorPage) => inPreviewFrame<string[]>(page, "[...document.querySelectorAll('main p')].map((p) => p.textContent)");

describe('the editor edits text that comes from data in place', function () {
  this.timeout(patience(180_000));
  let page: EditorPage;
  let original = '';

  before(async () => {
    ({ page } = await openLiveEditor('/privacy-policy'));
    original = await readSite(POLICY);
  });
  after(async () => {
    await restoreSite(POLICY);
    await closeLiveEditor();
  });

  it('a second click on one paragraph edits it; only its literal in the content file changes', async () => {
    const before = await waitForAsync(() => paragraphs(page).then((texts) => (texts && texts.length > 10 ? texts : null)), 'the policy in the preview', 30_000);
    const at = before.indexOf(OLD);
    expect(at, 'the paragraph').to.be.at.least(0);
    // Its layer row: the element at the paragraph's place in the page.
    const box = await inPreviewFrame<string>(page, `(() => { const r = document.querySelectorAll('main p')[${at}].getBoundingClientRect(); return Math.round(r.left + scrollX) + ',' + Math.round(r.top + scrollY); })()`);
    const row = await waitFor(() => rows(page).find((candidate) => (candidate.dataset.box ?? '').split(',').slice(0, 2).map((n) => Math.round(Number(n))).join(',') === box), 'the paragraph’s layer row');
    await clickIn(page, row.querySelector('.name')!);
    await waitFor(() => selectedRows(page)[0]?.startsWith('p'), 'the paragraph selected');
    expect(page.doc.querySelector('[data-testid="source"]')?.textContent, 'one source element for every paragraph').to.match(/Renders \d+×/);
    await reportScroll(page);
    // The second click, on the paragraph in the canvas.
    await click(sitePoint(page, row, 0.2, 0.5));
    await untilEditingText(page);
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: NEW });
    await sendKeys({ press: 'Enter' });
    const written = await waitForAsync(async () => {
      const text = await readSite(POLICY);
      return text.includes(NEW) && text;
    }, `the new text in ${POLICY}`, 45_000);
    // The literal the paragraph came from, and nothing else.
    expect(written).to.equal(original.replace(OLD, NEW));
    // The reloaded page: that paragraph has the new text, every other paragraph its own.
    const after = await waitForAsync(() => paragraphs(page).then((texts) => (texts?.[at] === NEW ? texts : null)), 'the reloaded paragraph', 45_000);
    expect(after.filter((_, i) => i !== at)).to.deep.equal(before.filter((_, i) => i !== at));
    expect(previewFrame(page).dataset.status).to.equal('ready');
    // Undo writes every byte back.
    await clickUndo(page);
    await waitForAsync(async () => (await readSite(POLICY)) === original, 'the original policy on disk', 45_000);
  });
});
