// The editor's selection follows an element the page moves to another place (its key changes): the
// frame posts the tree without the old key first and then where the element went, naming the old key
// (docs/protocol.md §6, keys over time). The editor must take that message even though the tree had
// already taken the old key out of its selection. The preview is on the editor's origin here, so the
// test changes the page's DOM directly, as the page's own script would.
import { expect } from '@open-wc/testing';
import { openFixtureEditor, rowNamed, selectedRows, selectRow, waitFor, type EditorPage } from './editor-page';
import { patience } from './helpers';

describe('the editor’s selection when the page moves the selected element', function () {
  this.timeout(patience(60_000));
  let page: EditorPage;
  let doc: Document;

  before(async () => {
    ({ page, doc } = await openFixtureEditor('plain.html', 'p.intro'));
  });
  after(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('keeps the element selected under its new key when the page puts another element before it', async () => {
    await selectRow(page, 'p.intro');
    const row = rowNamed(page, 'p.intro')!;
    const oldKey = row.dataset.key;
    const intro = doc.querySelector('p.intro')!;
    const notice = doc.createElement('p');
    notice.textContent = 'A notice the app shows';
    intro.before(notice);
    await waitFor(() => rowNamed(page, 'p “A notice the app shows'), 'the new element in the layers');
    const moved = await waitFor(() => rowNamed(page, 'p.intro'), 'the intro in the layers');
    expect(moved.dataset.key, 'the intro has a new key').to.not.equal(oldKey);
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.intro'), 'the intro still selected, under its new key');
    expect(selectedRows(page)).to.have.length(1);
    notice.remove();
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.intro') && rowNamed(page, 'p.intro')?.dataset.key === oldKey, 'the intro selected under its old key again');
  });
});
