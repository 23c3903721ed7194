// The reference editor on a page of 3,000 elements (test/fixtures/big.html, every element with its own
// codebase id): the frame sends patches, the layers panel updates from them and draws only the rows
// in view. The preview is on the editor's origin here, so the test changes the page's DOM directly.
import { expect } from '@open-wc/testing';
import { click, editorPoint, openFixtureEditor, rowNamed, rows, selectedRows, waitFor, type EditorPage } from './editor-page';
import { patience } from './helpers';

describe('the reference editor on a big page', function () {
  this.timeout(patience(60_000));
  let page: EditorPage;
  let doc: Document;

  before(async () => {
    ({ page, doc } = await openFixtureEditor('big.html', 'p.l “item 3'));
  });
  after(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  const list = () => page.doc.querySelector<HTMLElement>('.layers [role="tree"]')!;

  it('draws only the rows in view of a tree of 3,000 rows', () => {
    expect(list().hasAttribute('data-windowed')).to.equal(true);
    expect(list().getBoundingClientRect().height).to.be.greaterThan(3000 * 20);
    expect(rows(page).length).to.be.within(20, 200);
  });

  it('shows a text edit, an added and a removed element from the patches', async () => {
    const leaf = doc.getElementsByTagName('p')[0]!;
    leaf.textContent = 'edited text';
    await waitFor(() => rowNamed(page, 'p.l “edited text'), 'the edited text in the layers');

    const card = doc.querySelector('.c')!;
    const added = doc.createElement('p');
    added.className = 'l added-one';
    added.textContent = 'a new leaf';
    card.prepend(added);
    await waitFor(() => rowNamed(page, 'p.l “a new leaf'), 'the added element in the layers');

    added.remove();
    await waitFor(() => !rowNamed(page, 'p.l “a new leaf'), 'the removed element gone from the layers');
    expect(rowNamed(page, 'p.l “edited text')).to.not.equal(null);
  });

  it('scrolls through the whole list, and a row drawn after scrolling selects its element', async () => {
    const panel = page.doc.querySelector<HTMLElement>('.layers')!;
    panel.scrollTop = panel.scrollHeight;
    const lastLeaf = doc.querySelector('main')!.lastElementChild!.lastElementChild!.lastElementChild!;
    const row = await waitFor(() => rowNamed(page, `${lastLeaf.localName}.l “${lastLeaf.textContent}”`), 'the last row drawn');
    expect(rows(page).at(-1)).to.equal(row);
    await click(editorPoint(page, row.querySelector('.name')!));
    await waitFor(() => selectedRows(page)[0] === row.querySelector('.name')!.textContent, 'the row selected');
  });
});
