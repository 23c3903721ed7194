// Styling a link whose look its component's uses set (the hero's "Get Started" is a SectionLink,
// which passes each use's classes to its <a>): with a real `npm start` server, the designer picks
// "Only this one" or "Every use of SectionLink" and sets the background colour with mouse and
// keyboard; the files on disk and the reloaded page follow, and undo puts every byte back.
import { expect } from '@open-wc/testing';
import { clickIn, fieldInput, previewFrame, rowNamed, selectRow, selectedRows, typeInto, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience, screenshot } from './helpers';
import { inPreview, readSite, type LiveServer } from './live-server';
import { clickUndo, closeLiveEditor, openLiveEditor, untilFile } from './live-editor';

const HERO = 'site/sections/HeroSection.tsx';
const LINK = 'site/components/SectionLink.tsx';
// SectionLink's <a> with a class of its own (`${…}` written apart: it is source text, not a template).
const EXTENDED = `<a className={className ? \`$${'{'}className} section-link__a\` : 'section-link__a'} href`;
const CSS = 'site/styles/site.css';
const RED = 'rgb(200, 30, 60)';
const GREEN = 'rgb(20, 130, 60)';


/** The background colour of the page's link whose text is `text`, in the preview as built now. */
const background = (server: LiveServer, text: string) =>
  inPreview<string>(server, `(() => { const a = [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === ${JSON.stringify(text)}); return a ? getComputedStyle(a).backgroundColor : null; })()`);

/** The build the preview page was made from; null while it reloads. */
const previewBuild = (server: LiveServer) => inPreview<string>(server, "document.querySelector('script[data-build]')?.dataset.build ?? null");

const scopeChoice = (page: EditorPage, text: string) =>
  [...page.doc.querySelectorAll<HTMLLabelElement>('[data-testid="style-scope"] label')].find((label) => label.textContent?.trim() === text) ?? null;

describe('the editor styles a link its component’s uses set: every use, or only this one', function () {
  this.timeout(patience(240_000));
  let server: LiveServer;
  let page: EditorPage;
  const original: Record<string, string> = {};

  before(async () => {
    ({ server, page } = await openLiveEditor());
    for (const path of [HERO, LINK, CSS]) original[path] = await readSite(path);
    await waitFor(() => rowNamed(page, 'a.button “Get Started'), 'the hero’s link in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('only this one: a class where the hero uses SectionLink, and only the hero’s link changes', async () => {
    const before = { hero: await background(server, 'Get Started'), audience: await background(server, 'Apply Now') };
    expect(before.hero).to.not.equal(RED);
    await selectRow(page, 'a.button “Get Started');
    const only = await waitFor(() => scopeChoice(page, 'Only this one'), 'the choice of every use or only this one');
    expect(scopeChoice(page, 'Every use of SectionLink')?.querySelector('input')?.checked).to.equal(true);
    await clickIn(page, only);
    await waitFor(() => only.querySelector('input')?.checked, '“Only this one” chosen');
    const build = await previewBuild(server);
    await typeInto(page, 'Background', RED);

    const hero = await untilFile(HERO, (text) => text.includes('hero-section__section-link'), 'the hero’s own class');
    expect(hero).to.equal(original[HERO]!.replace('className="button button--large"', 'className="button button--large hero-section__section-link"'));
    const css = await untilFile(CSS, (text) => text.includes('.hero-section__section-link {'), 'the hero’s rule');
    expect(css).to.equal(original[CSS]!.replace('  text-decoration: underline;\n}\n\n/* Hero */', `  text-decoration: underline;\n}\n\n.hero-section__section-link {\n  background-color: ${RED};\n}\n\n/* Hero */`));
    expect(await readSite(LINK)).to.equal(original[LINK]);

    // The page rebuilt from the source: the hero's link is red, the audience section's is as it was.
    await waitForAsync(async () => (await previewBuild(server)) !== build && (await background(server, 'Get Started')) === RED, 'the hero’s link red in the reloaded page', 45_000);
    expect(await background(server, 'Apply Now')).to.equal(before.audience);
    // The choice outlives the reload (the panel is made anew for the selection that comes back).
    await waitFor(() => selectedRows(page)[0]?.startsWith('a.button “Get Started') && scopeChoice(page, 'Only this one')?.querySelector('input')?.checked, '“Only this one” still chosen after the reload', 20_000);
    await screenshot('test/screenshots/editor-component-styles-this-use.png');
  });

  it('a refused value leaves the field with the value in effect', async () => {
    await selectRow(page, 'a.button “Get Started');
    const field = () => fieldInput(page, 'Background') as HTMLInputElement;
    await waitFor(() => field().value, 'the background field’s value');
    const inEffect = field().value;
    await typeInto(page, 'Background', 'blu');
    await waitFor(() => page.doc.querySelector('[data-field-problem="background-color"]'), 'the reason at the Background field', 20_000);
    await waitFor(() => field().value === inEffect, `the field back to ${inEffect}`);
  });

  it('every use: SectionLink’s link gets a class of its own, and every use but the styled one changes', async () => {
    await selectRow(page, 'a.button “Get Started');
    const every = await waitFor(() => scopeChoice(page, 'Every use of SectionLink'), 'the choice of every use');
    await clickIn(page, every);
    await waitFor(() => every.querySelector('input')?.checked, '“Every use” chosen');
    const build = await previewBuild(server);
    await typeInto(page, 'Background', GREEN);

    const link = await untilFile(LINK, (text) => text.includes('section-link__a'), 'the link’s own class');
    expect(link).to.equal(original[LINK]!.replace('<a className={className} href', EXTENDED));
    const css = await untilFile(CSS, (text) => text.includes('.section-link__a {'), 'the link’s rule');
    // Before the hero's own rule: the hero keeps the look chosen for it alone.
    expect(css).to.equal(
      original[CSS]!.replace('  text-decoration: underline;\n}\n\n/* Hero */', `  text-decoration: underline;\n}\n\n.section-link__a {\n  background-color: ${GREEN};\n}\n\n.hero-section__section-link {\n  background-color: ${RED};\n}\n\n/* Hero */`),
    );
    await waitForAsync(async () => (await previewBuild(server)) !== build && (await background(server, 'Apply Now')) === GREEN, 'the audience section’s link green in the reloaded page', 45_000);
    expect(await background(server, 'Get Started')).to.equal(RED);
    await screenshot('test/screenshots/editor-component-styles-every-use.png');
  });

  it('undo puts every byte back', async () => {
    expect(previewFrame(page)).to.exist;
    await clickUndo(page);
    await untilFile(LINK, (text) => text === original[LINK], 'SectionLink as it was');
    await clickUndo(page);
    await untilFile(HERO, (text) => text === original[HERO], 'the hero as it was');
    await untilFile(CSS, (text) => text === original[CSS], 'the stylesheet as it was');
  });
});
