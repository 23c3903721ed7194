// A designer's save that waits behind others (issue 43, load): a script sends a burst of edits to the
// editing server while the designer takes back an earlier change from the changes list. The editor
// says the save is waiting for its turn and how many changes are ahead of it (the server's queue),
// then that it is saved; every edit of the burst is written, and undoing them gives back every byte.
import { expect } from '@open-wc/testing';
import { clickIn, rowNamed, selectRow, typeInto, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience, screenshot } from './helpers';
import { burstAnswers, readSite, sendBurst, type LiveServer } from './live-server';
import { closeLiveEditor, openLiveEditor, untilPreviewOnLatestBuild } from './live-editor';

const HERO = 'site/sections/HeroSection.tsx';
const FOOTER = 'site/components/Footer.tsx';
const SHEET = 'site/styles/site.css';
const BURST = 120;

describe('a save waiting behind other saves', function () {
  this.timeout(patience(240_000));
  let server: LiveServer;
  let page: EditorPage;

  before(async () => {
    ({ server, page } = await openLiveEditor());
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics'), 'the hero heading in the layers', 20_000);
  });
  after(async () => {
    await closeLiveEditor();
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.editorOrigin}/api/canvases/site/${path}`, { ...init, headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', ...init.headers } });
  const entryNamed = (label: string) => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].find((li) => li.querySelector('strong')?.textContent === label) ?? null;

  it('says its place in the queue while it waits, then saves', async () => {
    const original = { hero: await readSite(HERO), footer: await readSite(FOOTER), sheet: await readSite(SHEET) };
    await selectRow(page, 'h1 “Product Analytics');
    await typeInto(page, 'Colour', 'rgb(200, 0, 0)');
    await waitFor(() => entryNamed('Colour on h1')?.dataset.status === 'saved', 'the colour saved', 30_000);
    await untilPreviewOnLatestBuild(page, 'after the colour');
    // The designer reads what the colour did (the page shows it, its types checked) before the burst
    // comes: the type checker is background work, paused while edits run, so during a burst of a
    // hundred edits on a loaded machine it may not answer for a long time.
    await waitFor(() => {
      const entry = entryNamed('Colour on h1');
      return entry?.querySelector('[data-effect="shows"]') && !entry.querySelector('[data-type-check="checking"]');
    }, 'the colour’s entry with its effect shown and its types checked', 30_000);

    // Another tool's burst, on the footer's tagline (sent from the test machine, as a script would): each a different colour, so every one writes.
    const lookups = (await (await api('lookups')).json()) as { treeElementLookup: Record<string, { file: string; name: string; line: number }> };
    const [tagline] = Object.entries(lookups.treeElementLookup).find(([, entry]) => entry.file === FOOTER && entry.name === 'p') ?? [];
    expect(tagline, 'a <p> in the footer').to.be.a('string');
    // Each edit a colour of its own (the `sent`th overall), so every one writes.
    let sent = 0;
    const burst = (count: number) => {
      const bodies = Array.from({ length: count }, (_, n) => {
        const i = sent + n;
        return { reactElement: { codebaseId: tagline }, styling: { color: `rgb(${i % 256}, 90, ${Math.floor(i / 256)})` }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] };
      });
      sent += count;
      return sendBurst('styling', bodies);
    };
    await burst(BURST);
    const queued = async () => ((await (await api('queue')).json()) as { edits: unknown[] }).edits.length;
    await waitForAsync(async () => (await queued()) >= 20, 'the burst waiting in the server’s queue');

    // The designer takes the colour back from the changes list, behind the burst.
    const undoButton = await waitFor(() => entryNamed('Colour on h1')?.querySelector<HTMLButtonElement>('button.undo-change:not([disabled])'), 'the colour’s “Undo this change” enabled', 30_000);
    await clickIn(page, undoButton);
    const undoing = () => entryNamed('Undo colour on h1');
    await waitFor(undoing, 'the undo listed in the changes once clicked');
    // The script keeps the queue full until the editor says the undo's place: on a loaded machine the
    // click's save may reach the server only after the first burst is written.
    const said = await waitForAsync(async () => {
      const text = undoing()?.querySelector('[data-testid="save-progress"]')?.textContent ?? '';
      if (/waiting for its turn: \d+ changes? (is|are) being saved before it/.test(text)) return text;
      expect(undoing()?.dataset.status ?? 'saving', 'the undo, before the editor said its place').to.equal('saving');
      if (sent < 3 * BURST && (await queued()) < 40) await burst(40);
      return false;
    }, 'the save’s place in the queue', 60_000);
    expect(said).to.match(/from another tab or a script/);
    await screenshot('test/screenshots/editor-queue-waiting.png');
    await waitFor(() => undoing()?.dataset.status === 'saved', 'the undo saved once its turn came', 120_000);

    // Requests of the burst the server had not read yet when the undo was sent are saved after it.
    const answers = await waitForAsync(burstAnswers, 'an answer to every request of the burst', 120_000);
    expect(answers.filter((answer) => answer.status !== 200)).to.deep.equal([]);
    expect(Math.max(...answers.map((answer) => Number(answer.position)))).to.be.greaterThan(10);
    // Undone newest first, the burst leaves the footer as it was; the colour's undo did the rest.
    const { activities } = (await (await api('activities')).json()) as { activities: { id: string; undone: boolean }[] };
    for (const { id } of activities.filter((activity) => !activity.undone)) {
      const undone = await api('parseAndMutate/activities/undoChangeToFiles', { method: 'POST', body: JSON.stringify({ latestUuid: id }) });
      expect(undone.status, await undone.clone().text()).to.equal(200);
    }
    expect(await readSite(FOOTER)).to.equal(original.footer);
    expect(await readSite(HERO)).to.equal(original.hero);
    expect(await readSite(SHEET)).to.equal(original.sheet);
  });
});
