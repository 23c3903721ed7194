// Publish, as a designer does it: a real `npm start` server (serve.mjs --live) on a copy of the site,
// the reference editor holding its session. The designer edits the hero's heading in place, clicks
// Publish and Publish now with the mouse, watches the steps and reads what changed; the production
// site (`http://localhost:PORT/`, a plain Host) shows the old heading until then and the new one
// after. A type error written by hand makes the next publish fail: the panel says why in a sentence,
// the compiler's message folded under it, and the site keeps its version.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { chord, click, clickIn, reportScroll, rowNamed, selectedRows, sitePoint, untilEditingText, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience, screenshot } from './helpers';
import { closeLiveEditor, openLiveEditor, untilFile } from './live-editor';
import { readSite, restoreSite, visitSite, writeSite } from './live-server';

const CONTENT = 'site/content/course.ts';
const HERO = 'site/sections/HeroSection.tsx';
const OLD_TITLE = 'Product Analytics';
const NEW_TITLE = 'Analytics that ships';
/** A production build takes about a minute on a loaded two-core machine; patience() scales it further. */
const BUILD_MS = 240_000;

const heroTitle = (html: string) => /<h1 id="hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
const publishButton = (page: EditorPage) => page.doc.querySelector<HTMLButtonElement>('.toolbar .publish-button');
const panel = (page: EditorPage) => page.doc.querySelector<HTMLElement>('[data-testid="publish-panel"]');
const run = (page: EditorPage) => panel(page)?.querySelector<HTMLElement>('.publish-run') ?? null;

async function windowSize(page: EditorPage, width: number, height: number) {
  page.frame.style.width = `${width}px`;
  page.frame.style.height = `${height}px`;
  await waitFor(() => page.doc.documentElement.clientWidth === width, `a ${width} px editor window`);
}

async function openPanel(page: EditorPage): Promise<HTMLElement> {
  if (!panel(page)) await clickIn(page, await waitFor(() => publishButton(page), 'the Publish button'));
  return waitFor(() => panel(page), 'the Publish panel');
}

/** Clicks "Publish now" (or "Publish again") once the panel knows what changed. */
async function clickPublishNow(page: EditorPage): Promise<void> {
  const now = await waitFor(() => panel(page)?.querySelector<HTMLButtonElement>('[data-testid="publish-now"]:not([disabled])'), 'Publish now enabled', 20_000);
  await clickIn(page, now);
}

describe('Publish in the editor: the real site changes', function () {
  this.timeout(patience(600_000));
  let page: EditorPage;

  before(async () => {
    ({ page } = await openLiveEditor());
    await waitFor(() => rowNamed(page, `h1 “${OLD_TITLE}`), 'the hero heading in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  it('publishes an edited heading: progress, what changed, and the production page shows it only once done', async () => {
    // The site as visitors have it, before anything is edited.
    expect(heroTitle((await visitSite('/')).text)).to.equal(OLD_TITLE);
    await openPanel(page);
    await waitFor(() => panel(page)?.textContent?.includes('Nothing has changed since then.'), 'nothing to publish yet', 20_000);
    expect(panel(page)!.textContent).to.match(/see the version published (?:at|on) .*\(built when the editing server started\)/);
    // Escape closes the panel, and only the panel.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !panel(page), 'the panel closed by Escape');
    expect(page.doc.activeElement).to.equal(publishButton(page), 'the keyboard is back on the Publish button');

    // Edit the heading in place, as in the editor's own test.
    const h1 = rowNamed(page, `h1 “${OLD_TITLE}`)!;
    await reportScroll(page);
    await click(sitePoint(page, h1, 0.3));
    await waitFor(() => selectedRows(page)[0]?.startsWith('h1'), 'the heading selected');
    await click(sitePoint(page, h1, 0.3));
    await untilEditingText(page);
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: NEW_TITLE });
    await sendKeys({ press: 'Enter' });
    await untilFile(CONTENT, (text) => text.includes(NEW_TITLE), 'the new heading');
    // Saved into the source; the production site has not changed.
    expect(heroTitle((await visitSite('/')).text)).to.equal(OLD_TITLE);
    // The button counts what is not published yet.
    await waitFor(() => publishButton(page)?.querySelector('.publish-count')?.textContent === '1 unpublished', 'one unpublished change on the button', 20_000);

    await openPanel(page);
    const pending = await waitFor(() => panel(page)?.querySelector<HTMLElement>('[data-testid="publish-pending"]'), 'what changed');
    await waitFor(() => pending.textContent?.includes('Since then: 1 change in 1 file'), 'one change in one file');
    expect(pending.textContent).to.contain(`Edited the text of`);
    expect(pending.textContent).to.contain(CONTENT);
    await screenshot('test/screenshots/editor-publish-pending.png');

    await clickPublishNow(page);
    // The steps, as they run (the build takes long enough to see them).
    await waitFor(() => run(page)?.dataset.state === 'running' && run(page)?.querySelector('[aria-current="step"]'), 'a step running', 30_000);
    expect(run(page)!.querySelector('[role="status"]')!.textContent).to.match(/^Publishing: .+ \(step \d of 5\)\. Visitors keep the current version/);
    // The toolbar's button shows the step too, for when the panel is closed.
    expect(publishButton(page)!.getAttribute('aria-label')).to.match(/^Publishing, step \d of 5$/);
    expect(publishButton(page)!.querySelector('[data-testid="publish-step"]')!.textContent).to.match(/^\d\/5$/);
    await waitFor(() => run(page)?.querySelector('[aria-current="step"]')?.textContent?.includes('Check the code and compile it'), 'the compile step', 30_000);
    await screenshot('test/screenshots/editor-publish-running.png');
    // The button with its step still leaves the toolbar one row, down to a 1280 px window.
    for (const width of [1280, 1440]) {
      await windowSize(page, width, 900);
      const toolbar = page.doc.querySelector<HTMLElement>('.toolbar')!;
      const bar = toolbar.getBoundingClientRect();
      for (const item of [...toolbar.children].filter((child) => !child.classList.contains('busy')).map((child) => child.getBoundingClientRect())) {
        expect(item.top, `an item's top at ${width} px`).to.be.below(bar.top + 12);
        expect(item.right, `an item's right edge at ${width} px`).to.be.at.most(bar.right + 0.5);
      }
      if (width === 1280) await screenshot('test/screenshots/editor-publish-running-1280.png');
    }
    // Still the old site while it builds.
    expect(heroTitle((await visitSite('/')).text)).to.equal(OLD_TITLE);

    const done = await waitFor(() => (run(page)?.dataset.state === 'published' ? run(page) : null), 'the publish done', BUILD_MS);
    expect(done.querySelector('[role="status"]')!.textContent).to.match(/^Published at .+\. Visitors now see 1 change in 1 file:$/);
    expect(done.textContent).to.contain(CONTENT);
    expect([...done.querySelectorAll('.publish-steps li')].map((li) => (li as HTMLElement).dataset.state)).to.deep.equal(['done', 'done', 'done', 'done', 'done']);
    await waitFor(() => panel(page)?.textContent?.includes('Nothing has changed since then.'), 'nothing left to publish');
    expect(publishButton(page)!.querySelector('.publish-count')).to.equal(null);
    await screenshot('test/screenshots/editor-publish-published.png');

    // The production site now has the new heading, as a whole page.
    const home = await visitSite('/');
    expect(home.status).to.equal(200);
    expect(heroTitle(home.text)).to.equal(NEW_TITLE);
    expect(home.text).to.not.match(/tempo-[0-9a-f]{8}-/);
  });

  it('says why a build fails (a type error written by hand) and keeps the site as published', async () => {
    const original = await readSite(HERO);
    await writeSite(HERO, 'export function HeroSection() {', 'const broken: string = 42;\nexport function HeroSection() {');
    try {
      // The panel reads what changed when it opens: the edit by hand is named by its file.
      await clickIn(page, panel(page)!.querySelector('button[aria-label="Close the Publish panel"]')!);
      await waitFor(() => !panel(page), 'the panel closed');
      await openPanel(page);
      await waitFor(() => panel(page)?.textContent?.includes('Since then: 1 file changed outside the editor'), 'the hand edit listed', 20_000);
      expect(panel(page)!.querySelector('.publish-files')!.textContent).to.contain(`${HERO} · changed outside the editor`);
      await clickPublishNow(page);
      const failed = await waitFor(() => (run(page)?.dataset.state === 'failed' ? run(page) : null), 'the publish failed', BUILD_MS);
      expect(failed.getAttribute('role')).to.equal('alert');
      // A plain sentence first; the compiler's words in the disclosure.
      expect(failed.querySelector('p strong')!.textContent).to.equal(
        `The site was not published because the code in ${HERO} has an error; visitors still get the version published before. Undo the change that caused it, or fix the file, then publish again.`,
      );
      expect(failed.textContent).to.match(/The site still shows the version published (?:at|on) /);
      const details = failed.querySelector('details')!;
      expect(details.open).to.equal(false);
      await clickIn(page, details.querySelector('summary')!);
      await waitFor(() => details.open, 'the compiler’s message shown');
      expect(details.querySelector('pre')!.textContent).to.match(/^site\/sections\/HeroSection\.tsx:5:7 - error TS2322: Type 'number' is not assignable to type 'string'\./);
      expect([...failed.querySelectorAll('.publish-steps li')].map((li) => (li as HTMLElement).dataset.state)).to.deep.equal(['done', 'failed', 'waiting', 'waiting', 'waiting']);
      await screenshot('test/screenshots/editor-publish-failed.png');
      // The site keeps what was published.
      expect(heroTitle((await visitSite('/')).text)).to.equal(NEW_TITLE);
    } finally {
      await restoreSite(HERO);
    }
    await waitForAsync(async () => (await readSite(HERO)) === original, 'the hero file as it was');
  });
});
