// The editing loop made real, in the editor: a real `npm start` server (serve.mjs --live) on a copy of
// the site, the reference editor holding that server's session (as the server hands it out) and its
// dev-domain preview in the canvas. A designer edits with mouse and keyboard; the files on disk
// follow, the preview shows them by itself (a page's modules and the stylesheet swapped in place, the
// entry's reloading the page), undo puts every byte back, and a broken build shows in the editor until
// it is fixed.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  chord,
  click,
  clickIn,
  computed,
  fieldInput,
  openReadyEditor,
  previewFrame,
  reportScroll,
  rowNamed,
  selectRow,
  selectedRows,
  sitePoint,
  typeInto,
  untilEditingText,
  waitFor,
  waitForAsync,
  type EditorPage,
} from './editor-page';
import { patience } from './helpers';
import { inPreview, readSite, restoreSite, writeSite, type LiveServer } from './live-server';
import { closeLiveEditor, openLiveEditor, untilFile } from './live-editor';

const HERO = 'site/sections/HeroSection.tsx';
const CONTENT = 'site/content/course.ts';
const FOOTER = 'site/components/Footer.tsx';
/** The footer's links: in the entry (every page keeps it), so an edit reloads the page. */
const FOOTER_LINKS = 'site/content/navigation.ts';


/** Waits until the file on disk passes `accept` (the server writes it when the save answers). */

/** The build the preview page was made from (its live client's `data-build`); null while it reloads. */
const previewBuild = (server: LiveServer) => inPreview<string>(server, "document.querySelector('script[data-build]')?.dataset.build ?? null");

const pageLoads = (page: EditorPage) => Number(previewFrame(page).dataset.pageLoads);
const hotUpdates = (page: EditorPage) => Number(previewFrame(page).dataset.hotUpdates);

/** Where the preview is: the build its page was made from, how many pages the editor has connected to and swaps it took. */
async function mark(server: LiveServer, page: EditorPage) {
  return { build: await previewBuild(server), loads: pageLoads(page), hot: hotUpdates(page) };
}

/**
 * Waits until the preview shows a build other than `before`'s (the source, not an instant update) and
 * the editor has taken it: connected to the reloaded page, or heard the page swap it in place.
 */
async function untilShown(server: LiveServer, page: EditorPage, before: { build: string | null; loads: number; hot: number }, what: string) {
  await waitForAsync(async () => {
    const now = await previewBuild(server);
    return !!now && now !== before.build && (pageLoads(page) > before.loads || hotUpdates(page) > before.hot);
  }, `the preview to show the source (${what})`, 45_000);
}

const savedCount = (page: EditorPage) => page.doc.querySelectorAll('.log li[data-status="saved"]').length;
const source = (page: EditorPage) => page.doc.querySelector('[data-testid="source"]')?.textContent ?? '';

describe('the editor with its editing server: edits become source code', function () {
  this.timeout(patience(180_000));
  let server: LiveServer;
  let page: EditorPage;
  let query: string;
  const original: Record<string, string> = {};

  before(async () => {
    ({ server, page, query } = await openLiveEditor());
    for (const path of [HERO, CONTENT, FOOTER]) original[path] = await readSite(path);
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics'), 'the hero heading in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('says where an element is written, and that a card title renders many times', async () => {
    expect(page.doc.querySelector('.log')?.textContent).to.not.contain('Preview only: this editor was not opened');
    await selectRow(page, 'h1 “Product Analytics');
    await waitFor(() => source(page).includes(`${HERO}:11`), 'the heading’s file and line');
    await selectRow(page, 'h3.card__title “Marketers');
    await waitFor(() => /Renders \d+×/.test(source(page)) && source(page).includes('site/components/CardGrid.tsx:13'), 'the card title’s renderings and place');
    expect(source(page)).to.contain('CardGrid');
  });

  it('edits the hero heading in place: the content file changes and the preview swaps it in', async () => {
    const h1 = rowNamed(page, 'h1 “Product Analytics')!;
    await reportScroll(page);
    await click(sitePoint(page, h1, 0.3));
    await waitFor(() => selectedRows(page)[0]?.startsWith('h1'), 'the heading selected');
    await click(sitePoint(page, h1, 0.3));
    await untilEditingText(page);
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: 'Analytics that ships' });
    const before = await mark(server, page);
    const saved = savedCount(page);
    await sendKeys({ press: 'Enter' });
    const text = await untilFile(CONTENT, (t) => t.includes('Analytics that ships'), 'the new heading');
    expect(text).to.not.contain("'Product Analytics'");
    // Outside the edit the file is byte for byte what it was.
    expect(text.replace('Analytics that ships', 'Product Analytics')).to.equal(original[CONTENT]);
    await waitFor(() => savedCount(page) > saved, 'the change saved');
    // The preview swapped the landing page's modules in (the content is its alone): no reload, the
    // layers read the heading from the re-rendered page.
    await untilShown(server, page, before, 'after the edit');
    expect(pageLoads(page), 'no reload').to.equal(before.loads);
    const edited = await mark(server, page);
    await waitFor(() => rowNamed(page, 'h1 “Analytics that ships'), 'the new heading in the layers', 20_000);
    // Undo writes the old text back, and the preview swaps it in again.
    await chord(['Control'], 'KeyZ');
    await untilFile(CONTENT, (t) => t === original[CONTENT], 'the original content');
    await untilShown(server, page, edited, 'after the undo');
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics'), 'the heading back in the layers', 20_000);
  });

  it('restyles the heading from the inspector: its section and a stylesheet change and the page shows it in place', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await typeInto(page, 'Colour', 'rgb(200, 0, 0)');
    // The diff of the save names the file written.
    const entry = () => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.querySelector('strong')?.textContent === 'Colour on h1');
    await waitFor(() => entry()?.dataset.status === 'saved', 'the colour saved', 20_000);
    // An element without a class gets one in its component, and the rule goes in a stylesheet.
    const paths = [...entry()!.querySelectorAll('.diff pre')].map((pre) => pre.getAttribute('aria-label')!.replace(/^Diff of /, ''));
    const sheet = paths.find((path) => path.endsWith('.css'));
    expect(sheet, `a stylesheet among ${paths.join(', ')}`).to.match(/^site\//);
    const css = await readSite(sheet!);
    expect(css).to.match(/rgb\(200, 0, 0\)|#c80000/);
    // Once swapped in, the inspector reads the colour from the page re-rendered from that source.
    await waitFor(() => computed(page, 'color') === 'rgb(200, 0, 0)', 'the new colour in the page', 20_000);
    // The change says how the preview came to show it: the hero section's module and the stylesheet were swapped in.
    expect(paths.filter((path) => !path.endsWith('.css')), 'the section written').to.deep.equal([HERO]);
    const note = await waitFor(() => entry()?.querySelector<HTMLElement>('[data-shown-by]'), 'the change saying how the preview showed it', 20_000);
    expect([note.dataset.shownBy, note.textContent]).to.deep.equal(['swapped', 'The preview swapped it in place: the page kept its state.']);
    const before = await mark(server, page);
    await chord(['Control'], 'KeyZ');
    await untilFile(sheet!, (t) => !/rgb\(200, 0, 0\)|#c80000/.test(t), 'the colour gone again');
    // Every file the change wrote is as it was.
    for (const path of paths.filter((path) => path in original)) await untilFile(path, (t) => t === original[path], `${path} as it was`);
    // The page shows the undo too (a selection made before would be read from the old source).
    await untilShown(server, page, before, 'after the colour’s undo');
  });

  it('refuses a colour the CSS grammar does not allow: the reason at the field, the page as it was, nothing saved or written', async () => {
    await selectRow(page, 'h1 “Product Analytics');
    await waitFor(() => computed(page, 'color'), 'the heading\'s values');
    const colour = computed(page, 'color');
    const sheet = await readSite('site/styles/site.css');
    const saved = savedCount(page);
    await typeInto(page, 'Colour', 'blu');
    const problem = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-field-problem="color"]'), 'the reason at the Colour field', 20_000);
    expect(problem.textContent).to.equal('"blu" is not a valid value for color. Check the spelling, or pick one of the values the field offers; the heading was left as it was. Nothing was written.');
    expect(problem.getAttribute('role')).to.equal('alert');
    const entry = await waitFor(() => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.querySelector('strong')?.textContent === 'Colour on h1' && li.dataset.status === 'failed'), 'the change listed as failed');
    expect(entry.textContent).to.not.contain('Saved');
    expect(savedCount(page)).to.equal(saved);
    expect(await readSite('site/styles/site.css')).to.equal(sheet);
    // The instant update is taken back out of the page.
    await waitFor(() => computed(page, 'color') === colour, 'the heading\'s colour as it was');
    // A size larger than any screen is valid CSS: the field warns before it is applied; Escape leaves it.
    const size = fieldInput(page, 'Size') as HTMLInputElement;
    await clickIn(page, size);
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: '99999px' });
    const warning = await waitFor(() => page.doc.querySelector<HTMLElement>('[data-field-warning="font-size"]'), 'the warning at the Size field');
    expect(warning.textContent).to.equal('99999px is larger than any screen: is that what you meant?');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !page.doc.querySelector('[data-field-warning="font-size"]'), 'the warning gone with the typed value');
  });

  it('deletes an element and undoes it: the component file is byte-exact again', async () => {
    await selectRow(page, 'p.hero__note');
    const before = await mark(server, page);
    await sendKeys({ press: 'Delete' });
    await untilFile(HERO, (t) => !t.includes('hero__note'), 'the note removed from the source');
    await untilShown(server, page, before, 'after the delete');
    await waitFor(() => !rowNamed(page, 'p.hero__note'), 'the note gone from the page', 20_000);
    const deleted = await mark(server, page);
    await chord(['Control'], 'KeyZ');
    await untilFile(HERO, (t) => t === original[HERO], 'the original component');
    await waitFor(() => rowNamed(page, 'p.hero__note'), 'the note back in the layers', 20_000);
    // The undo's rebuild swaps the section in after the instant undo showed the note: the next test
    // must not select it in a page about to be re-rendered.
    await untilShown(server, page, deleted, 'after the undo');
  });

  it('a reloaded editor gets its history back from the server: the changes list, and Undo of the last change', async () => {
    await selectRow(page, 'p.hero__note');
    const before = await mark(server, page);
    await sendKeys({ press: 'Delete' });
    await untilFile(HERO, (t) => !t.includes('hero__note'), 'the note removed from the source').catch((error: Error) => {
      const seen = { selected: selectedRows(page), active: page.doc.activeElement?.outerHTML.slice(0, 120), banners: page.doc.querySelector('.banners')?.textContent, log: [...page.doc.querySelectorAll('.log li')].slice(0, 3).map((li) => li.textContent?.slice(0, 150)), status: page.doc.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')?.dataset.status };
      throw new Error(`${error.message}; the editor showed ${JSON.stringify(seen)}`);
    });
    // The designer reloads the editor once the preview shows the change (an editor opened while its
    // preview reloads is another test's subject): the same tab (its sessionStorage), a new page.
    await untilShown(server, page, before, 'after the delete');
    page.frame.remove();
    page = await openReadyEditor(query, { width: 1440, height: 900 }, patience(45_000));
    const earlier = await waitFor(() => page.doc.querySelector<HTMLElement>('.log li[data-status="earlier"]'), 'the changes made before the reload, listed', 20_000);
    expect(earlier.textContent).to.match(/^Saved earlier Removed <p> at site\/sections\/HeroSection\.tsx:\d+:\d+/);
    expect(earlier.textContent).to.contain('By this tab');
    expect(earlier.textContent).to.contain(HERO);
    const undoButton = await waitFor(() => page.doc.querySelector<HTMLButtonElement>('button[aria-label^="Undo removed <p>"]:not([disabled])'), 'Undo naming the last change');
    expect(undoButton.textContent).to.contain('Undo');
    await selectRow(page, 'h1 “Product Analytics');
    await chord(['Control'], 'KeyZ');
    await untilFile(HERO, (t) => t === original[HERO], 'the component as it was, undone from the reloaded editor');
  });

  it('writes a change that breaks the types at once, lists the type errors under it with their place, and undoes it with one click', async () => {
    // The undo that ended the test before reloads the preview: a selection made before that reload would go with the old page.
    await waitFor(() => rowNamed(page, 'p.hero__note'), 'the preview reloaded with the note back', 45_000);
    // A link retagged as a <div> keeps its href, which a <div> does not take: the site builds, the types do not.
    await selectRow(page, 'a “hello@datasmith.academy');
    await typeInto(page, 'Tag', 'div');
    const retag = await waitFor(
      () => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.textContent?.includes('→ div') && (li.dataset.status === 'saved' || li.dataset.status === 'failed')),
      'the retag saved (or refused)',
      45_000,
    );
    expect(retag.dataset.status, retag.textContent ?? '').to.equal('saved');
    await untilFile(FOOTER, (t) => t.includes('<div href={`mailto:'), 'the link retagged');
    // The footer is in the entry, which every page keeps: the page reloaded to show it, and says so.
    const retagged = () => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.textContent?.includes('→ div'));
    const shown = await waitFor(() => retagged()?.querySelector<HTMLElement>('[data-shown-by]'), 'the retag saying how the preview showed it', 45_000);
    expect([shown.dataset.shownBy, shown.textContent]).to.deep.equal(['reloaded', 'The preview reloaded to show it: the page’s own state (open menus, typed text) started over.']);
    const entry = await waitFor(
      () => [...page.doc.querySelectorAll<HTMLElement>('.log li')].find((li) => li.querySelector('[data-type-check="problems"]') && li.textContent?.includes('→ div')),
      'the type errors listed under the change',
      120_000,
    );
    const note = entry.querySelector<HTMLElement>('[data-type-check="problems"]')!;
    expect(note.getAttribute('role')).to.equal('alert');
    expect(note.textContent).to.match(/This change adds \d+ type errors?/);
    expect(note.textContent).to.match(/site\/components\/Footer\.tsx:\d+:\d+ .*'href'/);
    const undoButton = [...note.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === 'Undo this change');
    expect(undoButton, 'a one-click undo beside the errors').to.exist;
    await clickIn(page, undoButton!);
    await untilFile(FOOTER, (t) => t === original[FOOTER], 'the footer as it was, byte for byte');
    await waitFor(() => page.doc.querySelector('.log li')?.textContent?.startsWith('Saved Undo'), 'the undo listed as saved');
  });

  it('keeps the selection when the page shows an edit by hand, swapped in or reloaded: the same rendering of the same element', async () => {
    await waitFor(() => !rowNamed(page, 'div “hello@datasmith.academy'), 'the preview reloaded with the link back', 45_000);
    await selectRow(page, 'h3.card__title “Product managers');
    // The content of the landing page: swapped in, the page and its selection stay.
    const before = await mark(server, page);
    await writeSite(CONTENT, "title: 'Programmers',", "title: 'Programmers and engineers',");
    await untilShown(server, page, before, 'after the edit by hand');
    expect(pageLoads(page), 'no reload').to.equal(before.loads);
    await waitFor(() => rowNamed(page, 'h3.card__title “Programmers and engineers'), 'the hand edit in the layers', 20_000);
    await waitFor(() => selectedRows(page)[0]?.startsWith('h3.card__title “Product managers'), 'the card title still selected', 20_000);
    // The header, which every page keeps: the page reloads, and the selection is found again by its
    // place (the second rendering of the card title, not the first).
    const swapped = await mark(server, page);
    await writeSite(FOOTER_LINKS, "label: 'Privacy Policy'", "label: 'Privacy policy'");
    await untilShown(server, page, swapped, 'after the edit of the entry by hand');
    expect(pageLoads(page), 'a reload').to.be.greaterThan(swapped.loads);
    await waitFor(() => selectedRows(page)[0]?.startsWith('h3.card__title “Product managers'), 'the card title selected again in the new page', 20_000);
    await waitFor(() => computed(page, 'color'), 'its values read from the new page');
    await restoreSite(FOOTER_LINKS);
    await restoreSite(CONTENT);
    await waitFor(() => rowNamed(page, 'h3.card__title “Programmers”'), 'the file as it was in the layers', 20_000);
  });

  it('shows a broken build in the editor until the source is fixed', async () => {
    await writeSite(HERO, '<h1 id="hero-title">', '<h1 id="hero-title"');
    const problems = await waitFor(() => page.doc.querySelector('[data-testid="build-problems"]'), 'the build problems in the editor', 20_000);
    expect(problems.textContent).to.contain(HERO);
    await restoreSite(HERO);
    await waitFor(() => !page.doc.querySelector('[data-testid="build-problems"]'), 'the problems gone after the fix', 20_000);
  });

});

