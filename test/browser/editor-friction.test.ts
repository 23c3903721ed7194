// A designer's everyday friction, against a real `npm start` on a copy of the site: copy and paste
// styles (one change, one undo), undo of any change from the changes list (with the conflict in plain
// words, and failed attempts dismissed), refusals in plain words with the file positions and grammar
// under "Details", double-click editing on the first try right after a reload, Escape closing only
// the innermost thing open, and the canvas as one Tab stop. Real mouse and keyboard; the files on disk,
// the preview and the editor's panels are what is checked.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  button,
  canvasScale,
  chord,
  clickIn,
  fieldInput,
  inPreviewFrame,
  previewFrame,
  rowNamed,
  selectRow,
  selectedRows,
  typeInto,
  untilEditingText,
  waitFor,
  waitForAsync,
  type EditorPage,
} from './editor-page';
import { patience, screenshot } from './helpers';
import { readSite } from './live-server';
import { clickUndo, closeLiveEditor, markPreview as mark, openLiveEditor, pageLoads, settled, untilFile } from './live-editor';

const CSS = 'site/styles/site.css';
const HERO = 'site/sections/HeroSection.tsx';
const CONTENT = 'site/content/course.ts';

/** What a designer must not meet in a refusal's sentence: a file position, or CSS grammar notation. */
const POSITION = /\.(?:tsx?|css):\d+/;
const GRAMMAR = /expected <|<color>|<length/;

const entries = (page: EditorPage) => [...page.doc.querySelectorAll<HTMLElement>('.log li')];
const entryLabelled = (page: EditorPage, label: (text: string) => boolean, status?: string) =>
  entries(page).find((li) => label(li.querySelector('strong')?.textContent ?? '') && (!status || li.dataset.status === status));
const notice = (page: EditorPage) => page.doc.querySelector('[data-testid="notice"] > span')?.textContent ?? '';
const undoTitle = (page: EditorPage) => page.doc.querySelector<HTMLButtonElement>('.toolbar button[aria-label^="Undo"]')?.getAttribute('aria-label') ?? '';
/** `a === b` for long texts (a file), without printing both when they differ. */
const same = (a: string, b: string | undefined) => a === b;

/** Selects rows by clicking the first and shift-clicking the rest, as a designer does in the layers. */
async function selectRows(page: EditorPage, starts: string[]) {
  await selectRow(page, starts[0]!);
  await sendKeys({ down: 'Shift' });
  for (const start of starts.slice(1)) await clickIn(page, rowNamed(page, start)!.querySelector('.name')!);
  await sendKeys({ up: 'Shift' });
  await waitFor(() => selectedRows(page).length === starts.length, `${starts.length} elements selected`);
}

describe('the editor’s friction, against a live editing server', function () {
  this.timeout(patience(240_000));
  let page: EditorPage;
  const original: Record<string, string> = {};

  before(async () => {
    ({ page } = await openLiveEditor());
    for (const path of [CSS, HERO, CONTENT]) original[path] = await readSite(path);
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics'), 'the hero heading in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('copies the eyebrow’s own styles with Ctrl+Alt+C and pastes them onto two elements with Ctrl+Alt+V: one change, one undo', async () => {
    await selectRow(page, 'p.eyebrow');
    await chord(['Control', 'Alt'], 'KeyC');
    await waitFor(() => /^Copied 6 styles from the paragraph “/.test(notice(page)), 'the copy said what it copied');
    expect(notice(page)).to.contain('Copied 6 styles from the paragraph “');
    await selectRows(page, ['h1 “Product Analytics', 'p.hero__lead']);
    const past = undoTitle(page);
    let since = await mark(page);
    await chord(['Control', 'Alt'], 'KeyV');
    const css = await untilFile(CSS, (text) => /\.hero__lead \{[^}]*text-transform: uppercase;[^}]*\}/.test(text), 'the lead’s rule with the pasted styles');
    // The heading had no class: it gets one of its own in its component, and a rule with the styles.
    const hero = await untilFile(HERO, (text) => /<h1 id="hero-title" className="[\w-]+">/.test(text), 'the heading given a class of its own');
    const headingClass = /<h1 id="hero-title" className="([\w-]+)">/.exec(hero)![1]!;
    const headingRule = new RegExp(`\\.${headingClass} \\{[^}]*\\}`).exec(css)?.[0] ?? (await untilFile(CSS, (text) => text.includes(`.${headingClass} {`), 'the heading’s rule')).match(new RegExp(`\\.${headingClass} \\{[^}]*\\}`))![0];
    for (const declaration of ['margin-bottom: var(--space-3);', 'color: var(--accent);', 'font-size: var(--step--1);', 'font-weight: 700;', 'letter-spacing: 0.06em;', 'text-transform: uppercase;']) {
      expect(headingRule, 'the heading’s rule').to.contain(declaration);
    }
    await waitFor(() => /^Pasted 6 styles from the paragraph “.*” onto 2 elements\.$/.test(notice(page)), 'the paste said what it pasted', 45_000);
    // One entry in the history: Undo names the paste, and the entry before it is what was there before.
    await waitFor(() => undoTitle(page) === 'Undo paste 6 styles onto 2 elements', 'Undo names the paste');
    expect(past).to.not.equal(undoTitle(page));
    await settled(page, 'after the paste', since);
    await screenshot('test/screenshots/friction-paste.png');
    // One Ctrl+Z takes all of it back, byte for byte.
    since = await mark(page);
    await chord(['Control'], 'KeyZ');
    await untilFile(CSS, (text) => text === original[CSS], 'the stylesheet as it was');
    await untilFile(HERO, (text) => text === original[HERO], 'the hero as it was');
    await settled(page, 'after undoing the paste', since);
  });

  it('undoes an older change from the changes list while a newer one stays: the files byte-exact', async () => {
    await selectRow(page, 'p.hero__lead');
    const lead = fieldInput(page, 'Text') as HTMLTextAreaElement;
    const leadText = lead.value;
    let since = await mark(page);
    await typeInto(page, 'Text', `${leadText} Now.`);
    const content = await untilFile(CONTENT, (text) => text !== original[CONTENT], 'the lead’s new text in the content');
    await settled(page, 'after the text edit', since);
    await selectRow(page, 'p.hero__note');
    since = await mark(page);
    await typeInto(page, 'Colour', '#c80000');
    const css = await untilFile(CSS, (text) => /#c80000/.test(text), 'the note’s colour');
    await settled(page, 'after the colour', since);
    expect(same(await readSite(CONTENT), content), 'the content as the text edit left it').to.equal(true);
    // The text edit is the older change: its own button takes it back, and the colour stays.
    const older = await waitFor(() => entryLabelled(page, (label) => label.startsWith('Text of p.hero__lead'), 'saved'), 'the text edit listed');
    const undo = older.querySelector<HTMLButtonElement>('button.undo-change')!;
    expect(undo.getAttribute('aria-label')).to.equal(`Undo this change: ${older.querySelector('strong')!.textContent}`);
    since = await mark(page);
    await clickIn(page, undo);
    await untilFile(CONTENT, (text) => text === original[CONTENT], 'the content as it was, byte for byte');
    expect(same(await readSite(CSS), css), 'the stylesheet with the colour').to.equal(true);
    await waitFor(() => older.dataset.status === 'undone', 'the older change listed as undone');
    expect(older.querySelector('button.undo-change'), 'no undo for what is undone').to.equal(null);
    await settled(page, 'after the undo from the list', since);
    // The editor's own history follows: its Undo takes back the colour, not the text again.
    expect(undoTitle(page)).to.match(/^Undo colour on p\.hero__note/);
    since = await mark(page);
    await clickUndo(page);
    await untilFile(CSS, (text) => text === original[CSS], 'the stylesheet as it was');
    await settled(page, 'after undoing the colour', since);
    expect(same(await readSite(CONTENT), original[CONTENT]), 'the content as it was').to.equal(true);
  });

  it('a conflicting undo says so in plain words, with where under Details; the failed attempt can be dismissed', async () => {
    await selectRow(page, 'p.hero__note');
    let since = await mark(page);
    await typeInto(page, 'Colour', '#c80000');
    await untilFile(CSS, (text) => /#c80000/.test(text), 'the first colour');
    await settled(page, 'after the first colour', since);
    await selectRow(page, 'p.hero__note');
    since = await mark(page);
    await typeInto(page, 'Colour', '#0000c8');
    // The second colour replaces the first in the same declaration: that is what makes the first's undo conflict.
    await untilFile(CSS, (text) => /#0000c8/.test(text) && !/#c80000/.test(text), 'the second colour, in place of the first');
    await settled(page, 'after the second colour', since);
    const sheet = await readSite(CSS);
    const first = entries(page).filter((li) => li.querySelector('strong')?.textContent?.startsWith('Colour on p.hero__note') && li.dataset.status === 'saved').at(-1)!;
    await clickIn(page, first.querySelector<HTMLButtonElement>('button.undo-change')!);
    const failed = await waitFor(() => entryLabelled(page, (label) => label.startsWith('Undo colour on p.hero__note'), 'failed'), 'the undo refused', 45_000);
    const sentence = failed.querySelector('.save-message')!.textContent!;
    expect(sentence).to.match(/^Cannot undo ".*": a later change, ".*", changed the same text\. Undo that later change first, then this one; nothing was written\.$/);
    expect(sentence).to.not.match(POSITION);
    const details = failed.querySelector<HTMLDetailsElement>('details.refusal-details')!;
    expect(details.open, 'the details start folded').to.equal(false);
    expect(details.textContent).to.match(/site\/styles\/site\.css:\d+/);
    expect(same(await readSite(CSS), sheet), 'nothing written by the refused undo').to.equal(true);
    await clickIn(page, details.querySelector('summary')!);
    await waitFor(() => details.open, 'the details opened');
    await screenshot('test/screenshots/friction-conflict.png');
    // Dismissed, the failed attempt leaves the list; the changes it was about stay.
    const count = entries(page).length;
    await clickIn(page, failed.querySelector<HTMLButtonElement>('button.dismiss-change')!);
    await waitFor(() => !failed.isConnected, 'the failed attempt gone from the list');
    expect(entries(page).length).to.equal(count - 1);
    expect(first.isConnected && first.dataset.status).to.equal('saved');
    // The banner for the same refusal goes with its ×.
    for (const close of page.doc.querySelectorAll<HTMLButtonElement>('[data-testid="error"] button[aria-label="Dismiss this error"]')) await clickIn(page, close);
    // Both colours go, newest first, with the editor's own Undo.
    since = await mark(page);
    await clickUndo(page);
    await untilFile(CSS, (text) => /#c80000/.test(text) && !/#0000c8/.test(text), 'the second colour undone');
    await settled(page, 'after undoing the second colour', since);
    since = await mark(page);
    await clickUndo(page);
    await untilFile(CSS, (text) => text === original[CSS], 'the stylesheet as it was');
    await settled(page, 'after undoing both colours', since);
  });

  it('a refused value says so in a plain sentence; the grammar is only under Details', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await typeInto(page, 'Width', '-50px');
    const problem = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-field-problem="width"]'), 'the reason at the Width field', 30_000);
    expect(problem.textContent).to.equal('"-50px" is not a valid value for width. Check the spelling, or pick one of the values the field offers; the heading was left as it was. Nothing was written.');
    const failed = await waitFor(() => entryLabelled(page, (label) => label.startsWith('Width on h1'), 'failed'), 'the change listed as failed');
    expect(failed.querySelector('.save-message')!.textContent).to.not.match(GRAMMAR);
    const details = failed.querySelector<HTMLDetailsElement>('details.refusal-details')!;
    expect(details.open).to.equal(false);
    expect(details.querySelector('p')!.textContent).to.match(/^width takes .*<length-percentage \[0,∞\]>/);
    const banner = await waitFor(() => [...page.doc.querySelectorAll<HTMLElement>('[data-testid="error"]')].find((error) => error.textContent?.includes('-50px')), 'the banner');
    expect(banner.querySelector('span')!.textContent).to.not.match(GRAMMAR);
    expect(banner.querySelector('details.refusal-details')?.textContent).to.match(/width takes/);
    await screenshot('test/screenshots/friction-refusal.png');
    expect(same(await readSite(CSS), original[CSS]), 'nothing written').to.equal(true);
    await clickIn(page, failed.querySelector<HTMLButtonElement>('button.dismiss-change')!);
    await waitFor(() => !failed.isConnected, 'the failed attempt dismissed');
    await clickIn(page, banner.querySelector<HTMLButtonElement>('button[aria-label="Dismiss this error"]')!);
  });

  it('starts editing text on the first double click right after the preview reloads, every time', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      // Another element selected before the reload: the editor puts that selection back once the page shows it.
      await selectRow(page, 'p.hero__lead');
      const loads = pageLoads(page);
      await clickIn(page, button(page, '.toolbar', 'Refresh')!);
      await waitFor(() => pageLoads(page) > loads, `attempt ${attempt}: the preview reloading`, 30_000);
      // As soon as the heading shows in the new page (its tree may not have reached the editor yet), a
      // double click on it, as a designer does.
      const box = await waitForAsync(
        () => inPreviewFrame<string>(page, "(() => { const r = document.getElementById('hero-title')?.getBoundingClientRect(); return r && r.height > 0 ? JSON.stringify([r.left, r.top, r.width, r.height]) : null; })()"),
        `attempt ${attempt}: the heading in the reloaded page`,
        30_000,
      );
      const [left, top, width, height] = JSON.parse(box) as [number, number, number, number];
      const frame = previewFrame(page).getBoundingClientRect();
      const outer = page.frame.getBoundingClientRect();
      const scale = canvasScale(page);
      const point: [number, number] = [Math.round(outer.left + frame.left + (left + Math.min(40, width / 2)) * scale), Math.round(outer.top + frame.top + (top + height / 2) * scale)];
      await sendMouse({ type: 'click', position: point });
      await sendMouse({ type: 'click', position: point });
      await untilEditingText(page);
      await waitFor(() => selectedRows(page)[0]?.startsWith('h1'), `attempt ${attempt}: the heading selected`);
      expect(await inPreviewFrame<string>(page, 'document.activeElement?.id ?? ""')).to.equal('hero-title');
      // Escape gives the text back and ends the edit, and only that: the heading stays selected.
      await sendKeys({ press: 'Escape' });
      await waitForAsync(async () => (await inPreviewFrame<boolean>(page, 'document.activeElement?.isContentEditable === true')) === false, 'the text edit over');
      expect(selectedRows(page)[0], 'the selection kept').to.match(/^h1/);
    }
    // Ctrl+A outside text selects no words: neither the page's (the canvas has the keys) nor the editor's.
    await chord(['Control'], 'KeyA');
    expect(await inPreviewFrame<string>(page, 'String(document.getSelection())')).to.equal('');
    await clickIn(page, rowNamed(page, 'h1 “Product Analytics')!.querySelector('.name')!);
    await chord(['Control'], 'KeyA');
    expect(String(page.doc.getSelection())).to.equal('');
  });

  it('Escape closes only the innermost thing open: the tokens menu, a field, the colour picker, a question; the selection stays', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await clickIn(page, page.doc.querySelector<HTMLButtonElement>('button[aria-label="Site colours for colour"]')!);
    const menu = await waitFor(() => page.doc.querySelector('.token-menu'), 'the site colours open');
    (menu.querySelector('button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !page.doc.querySelector('.token-menu'), 'the menu closed');
    expect(selectedRows(page)[0]).to.match(/^h1/);
    // In a field: the typed value goes back, the selection stays.
    const size = fieldInput(page, 'Size') as HTMLInputElement;
    await clickIn(page, size);
    await sendKeys({ type: '7' });
    await sendKeys({ press: 'Escape' });
    expect(selectedRows(page)[0], 'after Escape in a field').to.match(/^h1/);
    // On the colour picker's input.
    const picker = page.doc.querySelector<HTMLInputElement>('.inspector input[type="color"]')!;
    picker.focus();
    await sendKeys({ press: 'Escape' });
    expect(selectedRows(page)[0], 'after Escape on the colour picker').to.match(/^h1/);
    // A question before an edit: Escape withdraws it, and keeps what it was about selected.
    await selectRow(page, 'h3.card__title “Marketers');
    await sendKeys({ press: 'Delete' });
    await waitFor(() => page.doc.querySelector('[data-testid="confirmation"]'), 'the question before deleting every card title');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !page.doc.querySelector('[data-testid="confirmation"]'), 'the question withdrawn');
    expect(selectedRows(page)[0], 'the card title still selected').to.match(/^h3\.card__title/);
    // With nothing else open, Escape clears the selection.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => selectedRows(page).length === 0, 'the selection cleared');
  });

  it('Tab goes from the toolbar to the inspector with one stop in the canvas, where the arrow keys move the selection', async () => {
    await selectRow(page, 'p.hero__lead');
    const toolbar = page.doc.querySelector<HTMLElement>('.toolbar')!;
    const first = toolbar.querySelector<HTMLElement>('button:not([disabled]), input')!;
    first.focus();
    const stops: string[] = [];
    for (let i = 0; i < 40 && !page.doc.activeElement?.closest('.inspector'); i++) {
      await sendKeys({ press: 'Tab' });
      const active = page.doc.activeElement;
      stops.push(active === previewFrame(page) ? 'the preview frame' : active?.matches('[data-testid="canvas"]') ? 'the canvas' : active?.closest('.toolbar') ? 'toolbar' : active?.closest('.inspector') ? 'inspector' : (active?.tagName ?? 'none'));
    }
    expect(stops.at(-1), stops.join(', ')).to.equal('inspector');
    expect(stops.filter((stop) => stop === 'the canvas'), stops.join(', ')).to.have.length(1);
    expect(stops, 'never inside the page').to.not.include('the preview frame');
    // Back to the canvas: the arrow keys move the selection through the page's elements.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => page.doc.activeElement?.matches('[data-testid="canvas"]'), 'the canvas focused again');
    const before = selectedRows(page)[0];
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => selectedRows(page)[0] && selectedRows(page)[0] !== before, 'the selection moved with the arrow key');
  });
});
