// A key command reaches the editor only from a key the designer pressed: a keydown a page script
// dispatches in the preview (Delete, with an element selected) is not sent by the runtime and deletes
// nothing, while the same key pressed for real deletes the element once. The preview is on the
// editor's origin here, so the test dispatches the page's event directly, as the page's own script
// (an analytics tag, a compromised dependency) would.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { click, openFixtureEditor, previewFrame, rowNamed, selectedRows, sitePoint, waitFor, type EditorPage } from './editor-page';
import { patience } from './helpers';

describe('key commands from the preview', function () {
  this.timeout(patience(60_000));
  let page: EditorPage;

  before(async () => {
    ({ page } = await openFixtureEditor('plain.html', 'p.intro'));
  });
  after(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('a Delete a page script dispatches deletes nothing; the designer’s own Delete deletes the element once', async () => {
    // The designer clicks the intro in the page: it is selected, and the keyboard's focus is in the preview.
    await click(sitePoint(page, rowNamed(page, 'p.intro')!));
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.intro'), 'the intro selected from the page');
    const preview = previewFrame(page).contentWindow!;
    const paragraphs = preview.document.querySelectorAll('main > p').length;
    const forged = new (preview as unknown as typeof globalThis).KeyboardEvent('keydown', { key: 'Delete', code: 'Delete', bubbles: true, cancelable: true });
    preview.document.body.dispatchEvent(forged);
    // The real key, after it: were the forged one sent, it would have deleted the intro first and this
    // one the paragraph selected next.
    const shown = (element: Element | null) => !!element?.isConnected && preview.getComputedStyle(element).display !== 'none';
    const intro = preview.document.querySelector('p.intro');
    const next = intro!.nextElementSibling;
    await sendKeys({ press: 'Delete' });
    await waitFor(() => !shown(intro), 'the intro deleted from the page by the real key');
    await waitFor(() => selectedRows(page)[0]?.startsWith('p “Text with') && !page.doc.querySelector('.toolbar .busy'), 'the next paragraph selected, the editor idle');
    expect(shown(next), 'the next paragraph is still in the page').to.equal(true);
    // Nor was the real key refused for coming while a forged one's delete ran.
    expect(page.doc.querySelector('[data-testid="notice"]')?.textContent ?? '').to.not.contain('Still applying');
    expect(preview.document.querySelectorAll('main > p')).to.satisfy((list: NodeListOf<Element>) => [...list].filter(shown).length === paragraphs - 1, 'one paragraph fewer shown');
  });
});
