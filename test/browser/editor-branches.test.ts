// Structural edits where the JSX branches (issue 27), as a designer meets them: in a section head the
// lead paragraph is written `{lead ? <p …>{lead}</p> : null}`. Shift-click the heading and the lead,
// Wrap in div: the source gets one div around both (the condition inside it), undo puts every byte
// back. A component's whole output (a section) duplicates through its component's use instead of
// being refused.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, clickIn, nameOf, rows, selectRow, selectedRows, waitFor, type EditorPage } from './editor-page';
import { patience } from './helpers';
import { readSite, restoreSite } from './live-server';
import { clickUndo, closeLiveEditor, markPreview, openLiveEditor, settled, untilFile, untilPreviewOnLatestBuild } from './live-editor';

const SECTION = 'site/components/Section.tsx';
const HEAD = '          <h2 id={headingId}>{title}</h2>\n          {lead ? <p className="section__lead">{lead}</p> : null}\n';
const WRAPPED = '          <div>\n            <h2 id={headingId}>{title}</h2>\n            {lead ? <p className="section__lead">{lead}</p> : null}\n          </div>\n';

const leadRow = (page: EditorPage) => rows(page).find((row) => nameOf(row).startsWith('p.section__lead')) ?? null;
/** The row `n` rows above the first lead in the layers. */
const aboveLead = (page: EditorPage, n: number) => {
  const all = rows(page);
  const lead = leadRow(page);
  return lead ? all[all.indexOf(lead) - n] ?? null : null;
};
const nameAboveLead = (page: EditorPage, n: number) => {
  const row = aboveLead(page, n);
  return row ? nameOf(row) : null;
};
/** The heading the first lead follows in the layers. */
const headingRow = (page: EditorPage) => aboveLead(page, 1);

describe('the editor edits what a condition renders', function () {
  this.timeout(patience(180_000));
  let page: EditorPage;
  let original = '';

  before(async () => {
    ({ page } = await openLiveEditor());
    original = await readSite(SECTION);
    expect(original).to.contain(HEAD);
    await waitFor(() => leadRow(page), 'a section lead in the layers', 20_000);
  });
  after(async () => {
    await restoreSite(SECTION);
    await closeLiveEditor();
  });

  it('wraps a heading and the lead its condition renders in one div; undo puts every byte back', async () => {
    const heading = headingRow(page)!;
    expect(nameOf(heading)).to.match(/^h2\b/);
    await clickIn(page, heading.querySelector('.name')!);
    await sendKeys({ down: 'Shift' });
    await clickIn(page, leadRow(page)!.querySelector('.name')!);
    await sendKeys({ up: 'Shift' });
    await waitFor(() => selectedRows(page).length === 2, 'the heading and the lead selected');
    const wrap = await waitFor(() => button(page, '.inspector', 'Wrap in div'), 'Wrap in div');
    expect(wrap.disabled, wrap.title).to.equal(false);
    await clickIn(page, wrap);
    await untilFile(SECTION, (text) => text === original.replace(HEAD, WRAPPED), 'the heading and the lead’s condition in one div');
    const entry = await waitFor(() => page.doc.querySelector<HTMLElement>('.log li[data-url$="/mutate/wrapInDiv"]:is([data-status="saved"], [data-status="failed"])'), 'the wrap answered', 45_000);
    expect(entry.dataset.status, entry.textContent ?? '').to.equal('saved');
    // The reloaded page shows the new div holding the heading and the lead.
    await waitFor(() => nameAboveLead(page, 2) === 'div' && nameAboveLead(page, 3) === 'div.section__head', 'the layers show div.section__head > div > h2, p.section__lead', 45_000);
    await untilPreviewOnLatestBuild(page, 'the wrap');
    const since = await markPreview(page);
    await clickUndo(page);
    await untilFile(SECTION, (text) => text === original, 'Section.tsx as it was, byte for byte');
    // The undo's rebuild reloads the preview: the next test must not select while it does, nor before
    // the editor has connected to the new page (a click in the layers then goes to the page that left).
    // The wrapping div is gone from the source, so nothing is selected again.
    await settled(page, 'the undone wrap', { ...since, selected: false });
    await waitFor(() => nameAboveLead(page, 2) === 'div.section__head', 'the layers show div.section__head > h2, p.section__lead again', 45_000);
  });

  it('a component’s whole output duplicates through its use: Duplicate enabled, the use named', async () => {
    // Issue 41: a section is everything a section component shows, so Duplicate copies that component's
    // use (test/browser/editor-reorder.test.ts makes the copy); the refusal it drew before is gone.
    await waitFor(() => rows(page).some((row) => nameOf(row).startsWith('section.section')), 'the sections in the layers', 45_000);
    await selectRow(page, 'section.section');
    const duplicate = await waitFor(() => button(page, '.inspector', 'Duplicate'), 'Duplicate');
    await waitFor(() => page.doc.querySelector('[data-testid="component-use"]')?.textContent === 'Moving, duplicating or deleting it changes <AudienceSection /> in LandingPage.tsx, line 22: it is everything AudienceSection shows.', 'the use named once the lookups are in', 20_000);
    expect(duplicate.disabled).to.equal(false);
    expect(duplicate.title).to.equal('Duplicate (Ctrl+D)');
  });
});
