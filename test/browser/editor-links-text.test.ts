// Links and text where they are written (issue 41, items 3 and 4), driven as a designer drives the
// editor against a real `npm start` on a copy of the site: the hero's "Get Started" gets another
// section as its destination (the use's `section` prop in HeroSection.tsx changes, and the preview's
// link leads there), opens in a new tab (SectionLink's link gets target and rel), refuses a
// `javascript:` address at the field (nothing sent, nothing written), and takes new text by a second
// click (its literal in course.ts changes); a copied Program module's title is edited in its own
// item; "Buy Now" edits its own text beside its hidden words; a price says where code works it out.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { chord, click, clickIn, clickToType, hoverFoundRow, inPreviewFrame, logUrls, reportScroll, rows, selectedRows, sitePoint, untilEditingText, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience, renderingUpdates, screenshot } from './helpers';
import { readSite, restoreSite } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, previewBuild, untilFile, untilPreviewOnLatestBuild } from './live-editor';

const HERO = 'site/sections/HeroSection.tsx';
const LINK = 'site/components/SectionLink.tsx';
const COURSE = 'site/content/course.ts';

/** The inspector's attribute field `name` (its input). */
const attributeInput = (page: EditorPage, name: string) => page.doc.querySelector<HTMLInputElement>(`.attributes [data-attribute="${name}"] input`);
const newTab = (page: EditorPage) => page.doc.querySelector<HTMLInputElement>('.attributes [data-attribute="target"] input[type="checkbox"]');
/** An attribute of the hero's "Get Started" as the preview shows it. */
const heroLink = (page: EditorPage, attribute: string) => inPreviewFrame<string | null>(page, `document.querySelector('.hero a.button')?.getAttribute(${JSON.stringify(attribute)}) ?? null`);

/** Waits until the editor has finished applying the last change (an undo reloads the page and reads its values again): a change made meanwhile is refused, "try again in a moment". */
const untilIdle = (page: EditorPage) => waitFor(() => !page.doc.querySelector('.toolbar .busy'), 'the editor done applying', 60_000);

/**
 * Makes a change with `act` and waits until it is written to `path` (`accept`), the preview shows the
 * build that follows it, and the editor is done: a save reloads the preview, and the editor selects
 * the element again and reads its values, redrawing the inspector, after the file is written.
 */
async function saved(page: EditorPage, what: string, act: () => Promise<void>, path: string, accept: (text: string) => boolean): Promise<string> {
  const build = await previewBuild(page);
  // The selection the editor keeps across the reload (its kind: a row's name without its text, which the change may edit).
  const kind = (selectedRows(page)[0] ?? '').split(' “')[0];
  await act();
  const text = await untilFile(path, accept, what);
  await untilPreviewOnLatestBuild(page, what, { not: build });
  await untilIdle(page);
  if (kind) await waitFor(() => selectedRows(page)[0]?.split(' “')[0] === kind && page.doc.querySelector('.evals [data-prop="color"]'), `${what}: the selection found again after the reload`, 45_000);
  return text;
}

/**
 * The inspector's control `find` answers, once the page and the editor are done with the last save: a
 * save reloads the preview, and the editor selects the element again and reads its values, redrawing
 * the inspector (a control found before then is gone once it is clicked). The control must be the
 * same over a few rendering updates.
 */
async function steady<T extends HTMLElement>(page: EditorPage, find: () => T | null | undefined, what: string): Promise<T> {
  await untilIdle(page);
  let last: T | null = null;
  let same = 0;
  return waitForAsync(async () => {
    await renderingUpdates(2);
    const now = find() ?? null;
    same = now && now === last && !page.doc.querySelector('.toolbar .busy') ? same + 1 : 0;
    last = now;
    return same >= 3 && now;
  }, what, 60_000);
}

/** Selects the `nth` layer row whose name starts with `start` by clicking it, and waits for its inspector. */
async function selectNth(page: EditorPage, start: string, nth: number, what: string): Promise<HTMLElement> {
  await untilIdle(page);
  const find = () => rows(page).filter((candidate) => (candidate.querySelector('.name')?.textContent ?? '').startsWith(start))[nth];
  await waitFor(find, `the row of ${what}`);
  // The reloaded page's tree may still grow above the row (its patches add what the page shows next):
  // the row is clicked once it stays where it is.
  find()!.scrollIntoView({ block: 'center' });
  let place = '';
  const row = await steady(page, () => {
    const now = find();
    const top = now ? String(Math.round(now.getBoundingClientRect().top)) : '';
    const same = top === place;
    place = top;
    return same ? now : null;
  }, `the row of ${what} in place`);
  // The list can still move between the last look and the click's arrival (a patch adds a row above,
  // a re-render draws the rows anew): the click is watched, and one that reached anything but this
  // row is made again where the row is now. The row clicked and another selection is a failure.
  for (let attempt = 1; ; attempt++) {
    const target = find() ?? row;
    const previous = selectedRows(page).join(' | ');
    let reached: Element | null = null;
    // The editor's own realm: its elements are not this page's `Element`s.
    const watch = (event: Event) => {
      reached = event.target as Element;
    };
    page.doc.addEventListener('click', watch, { capture: true, once: true });
    await clickIn(page, target.querySelector('.name')!);
    const hit = await waitFor(() => reached, `the click on ${what} to arrive`).finally(() => page.doc.removeEventListener('click', watch, { capture: true }));
    const clickedRow = hit.closest<HTMLElement>('.layer[data-key]');
    if (!clickedRow || clickedRow.dataset.key !== target.dataset.key || !target.isConnected) {
      if (attempt === 3) throw new Error(`the click on ${what} reached ${clickedRow ? `the row ${clickedRow.querySelector('.name')?.textContent}` : hit.tagName} three times: the list moving each time`);
      continue;
    }
    const outcome = await waitFor(() => {
      if (selectedRows(page)[0]?.startsWith(start) && page.doc.querySelector('.evals [data-prop="color"]')) return 'selected';
      const now = selectedRows(page).join(' | ');
      return now !== previous && !now.startsWith(start) ? 'another row' : null;
    }, `${what} selected after its row was clicked`).catch((error) => {
      throw new Error(`${error.message} (selected: ${selectedRows(page).join(' | ')}; color field: ${!!page.doc.querySelector('.evals [data-prop="color"]')})`);
    });
    if (outcome === 'selected') return target;
    throw new Error(`the click on the row of ${what} selected ${selectedRows(page).join(' | ')}`);
  }
}

/** Types into the inspector's attribute field `name` as a person does: click, select all, type, Enter. */
async function typeAttribute(page: EditorPage, name: string, text: string): Promise<void> {
  const input = await steady(page, () => attributeInput(page, name), `the ${name} field`);
  await clickToType(page, input, `the ${name} field`);
  await chord(['Control'], 'KeyA');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

/** A second click on the selected element in the canvas starts editing its text there; types `text` over it and ends with Enter. */
async function typeInCanvas(page: EditorPage, start: string, nth: number, text: string): Promise<void> {
  await reportScroll(page);
  // The reloaded page's boxes may still move (its tree grows as it renders): click once the mouse
  // over the element hovers its row, as a designer clicks what the canvas highlights.
  const find = () => rows(page).filter((candidate) => (candidate.querySelector('.name')?.textContent ?? '').startsWith(start))[nth];
  await hoverFoundRow(page, find, 0.5, 0.5, `the row ${start} #${nth} hovered from the canvas`);
  await click(sitePoint(page, find()!, 0.5, 0.5));
  await untilEditingText(page);
  await chord(['Control'], 'KeyA');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

/** Types `text` over the inspector's Text field as a person does, and applies it with Enter. */
async function typeText(page: EditorPage, text: string): Promise<void> {
  const field = await steady(page, () => page.doc.querySelector<HTMLTextAreaElement>('.text-source textarea'), 'the Text field');
  await clickToType(page, field, 'the Text field');
  await chord(['Control'], 'KeyA');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

describe('the editor edits links and text where they are written', function () {
  this.timeout(patience(300_000));
  let page: EditorPage;
  let hero = '';
  let link = '';
  let course = '';

  before(async () => {
    ({ page } = await openLiveEditor('/'));
    [hero, link, course] = await Promise.all([readSite(HERO), readSite(LINK), readSite(COURSE)]);
  });
  after(async () => {
    for (const path of [HERO, LINK, COURSE]) await restoreSite(path);
    await closeLiveEditor();
  });

  it('"Get Started" goes to another section: its use\'s section prop in HeroSection changes, and the preview\'s link leads there', async () => {
    await selectNth(page, 'a.button', 0, '"Get Started"');
    const destination = await waitFor(() => attributeInput(page, 'href'), 'the destination field');
    expect(destination.value).to.equal('#price');
    expect(page.doc.querySelector('[data-attribute-note="href"]')?.textContent).to.equal('Written where SectionLink is used in HeroSection (the part in “#…” or “/#…”): only this one changes.');
    page.doc.querySelector('[data-testid="attributes"]')!.scrollIntoView({ block: 'start' });
    await screenshot('test/screenshots/editor-links-destination.png');
    const written = await saved(page, 'the new section', () => typeAttribute(page, 'href', '#audience'), HERO, (text) => text.includes('section="audience"'));
    expect(written).to.equal(hero.replace('<SectionLink section="price" className="button button--large">', '<SectionLink section="audience" className="button button--large">'));
    await waitForAsync(async () => (await heroLink(page, 'href')) === '#audience', 'the preview\'s "Get Started" leading to #audience', 45_000);
    // The other SectionLinks keep theirs.
    expect(await inPreviewFrame<string[]>(page, "[...document.querySelectorAll('.site-nav a, .requirements a')].map((a) => a.getAttribute('href'))")).to.deep.equal(['#audience', '#program', '#price', '#price']);
    await saved(page, 'the original HeroSection', () => clickUndo(page), HERO, (text) => text === hero);
  });

  it('"Open in new tab" gives SectionLink\'s link target and rel; unticking takes them back', async () => {
    await selectNth(page, 'a.button', 0, '"Get Started"');
    const box = await steady(page, () => newTab(page), 'the Open in new tab checkbox');
    expect(box.checked).to.equal(false);
    expect(page.doc.querySelector('[data-testid="attributes-reach"]')?.textContent).to.match(/^What is set on the element in SectionLink changes all 5 on this page/);
    const ticked = await saved(page, 'the new tab', () => clickIn(page, box), LINK, (text) => text.includes('target="_blank"'));
    expect(ticked).to.equal(link.replace('onClick={onClick}>', 'onClick={onClick} target="_blank" rel="noopener noreferrer">'));
    await waitForAsync(async () => (await heroLink(page, 'target')) === '_blank' && (await heroLink(page, 'rel')) === 'noopener noreferrer', 'the preview\'s link opening in a new tab', 45_000);
    await selectNth(page, 'a.button', 0, '"Get Started"');
    const again = await steady(page, () => (newTab(page)?.checked ? newTab(page) : null), 'the box ticked after the reload');
    await saved(page, 'SectionLink without target and rel', () => clickIn(page, again), LINK, (text) => text === link);
  });

  it('a javascript: address is refused at the field, with a sentence, and nothing is sent or written', async () => {
    await selectNth(page, 'a.button', 0, '"Get Started"');
    const saves = logUrls(page).length;
    await typeAttribute(page, 'href', 'javascript:alert(document.cookie)');
    const problem = await waitFor(() => page.doc.querySelector('[data-field-problem="href"]'), 'the refusal at the field');
    expect(problem.textContent).to.equal('A link destination cannot run code: addresses starting with “javascript:” are refused. Use a page of the site (/privacy-policy), a section (#price) or a web address (https://…).');
    expect(attributeInput(page, 'href')!.value, 'the field shows the value in effect again').to.equal('#price');
    problem.scrollIntoView({ block: 'center' });
    await screenshot('test/screenshots/editor-links-refused.png');
    expect(logUrls(page).length, 'no request').to.equal(saves);
    expect(await readSite(HERO)).to.equal(hero);
    expect(await readSite(LINK)).to.equal(link);
    expect(await heroLink(page, 'href')).to.equal('#price');
  });

  it('a second click on "Get Started" and typing changes its text in course.ts', async () => {
    await selectNth(page, 'a.button', 0, '"Get Started"');
    expect(page.doc.querySelector('.text-source .text-where')?.textContent).to.equal('Written in the content file course.ts (hero › cta).');
    const written = await saved(page, 'the new text', () => typeInCanvas(page, 'a.button', 0, 'Start learning'), COURSE, (text) => text.includes("cta: 'Start learning'"));
    expect(written).to.equal(course.replace("cta: 'Get Started'", "cta: 'Start learning'"));
    await waitForAsync(() => inPreviewFrame<boolean>(page, "document.querySelector('.hero a.button')?.textContent === 'Start learning'"), 'the new text in the preview', 45_000);
    await saved(page, 'the original course.ts', () => clickUndo(page), COURSE, (text) => text === course);
  });

  it('a copied Program module\'s title is edited in its own item; the original keeps its title', async () => {
    await selectNth(page, 'li.module', 7, 'the Teamwork module');
    const copied = await saved(page, 'the copied module', () => chord(['Control'], 'KeyD'), COURSE, (text) => text.split("title: 'Teamwork'").length === 3);
    await waitFor(() => rows(page).filter((row) => row.querySelector('.name')?.textContent?.startsWith('h3.module__title')).length === 11, 'eleven module titles');
    await selectNth(page, 'h3.module__title', 8, 'the copy\'s title');
    const written = await saved(page, 'the copy\'s new title', () => typeInCanvas(page, 'h3.module__title', 8, 'Teamwork in practice'), COURSE, (text) => text.includes("title: 'Teamwork in practice'"));
    const second = copied.indexOf("title: 'Teamwork'", copied.indexOf("title: 'Teamwork'") + 1);
    expect(written, 'only the copy\'s literal').to.equal(`${copied.slice(0, second)}title: 'Teamwork in practice'${copied.slice(second + "title: 'Teamwork'".length)}`);
    await saved(page, 'the copy\'s title undone', () => clickUndo(page), COURSE, (text) => text === copied);
    await saved(page, 'the copy undone', () => clickUndo(page), COURSE, (text) => text === course);
  });

  it('"Buy Now" edits its own text beside its hidden words; a price says where code works it out', async () => {
    await selectNth(page, 'span.package__amount', 0, 'the Basic price');
    const why = await waitFor(() => page.doc.querySelector('.text-source.computed .text-why'), 'where the price is worked out');
    expect(why.textContent).to.equal('This text is worked out by code in PricingSection from the value written in the content file course.ts (pricing › packages › each item › price): edit that value instead.');
    expect(page.doc.querySelector('.text-source textarea'), 'no text field for code').to.equal(null);
    why.scrollIntoView({ block: 'center' });
    await screenshot('test/screenshots/editor-text-computed.png');
    await selectNth(page, 'a.button', 2, '"Buy Now" of the Basic package');
    const field = await waitFor(() => page.doc.querySelector<HTMLTextAreaElement>('.text-source textarea'), 'the Text field');
    expect(field.value, 'its own text, not its hidden words').to.equal('Buy Now');
    expect(page.doc.querySelector('.text-source .text-where')?.textContent).to.equal('Written in the content file course.ts (pricing › cta).');
    const written = await saved(page, 'the new label', () => typeText(page, 'Buy today'), COURSE, (text) => text.includes("cta: 'Buy today'"));
    expect(written).to.equal(course.replace("cta: 'Buy Now'", "cta: 'Buy today'"));
    const shown = await waitForAsync(() => inPreviewFrame<string[]>(page, "[...document.querySelectorAll('.package__cta')].map((a) => a.textContent)").then((texts) => texts?.[0]?.startsWith('Buy today') && texts), 'the new label in the preview', 45_000);
    expect(shown).to.deep.equal(['Buy today the Basic package', 'Buy today the Standard package', 'Buy today the Premium package']);
    await saved(page, 'the original label', () => clickUndo(page), COURSE, (text) => text === course);
  });
});
