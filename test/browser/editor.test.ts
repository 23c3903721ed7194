// The reference editor (/editor/), driven as a designer would: real mouse and keyboard in Chromium.
// The test page holds the editor in a same-origin iframe; the editor's canvas is the site on the
// dev-domain host (another origin), so the site's state is read through the editor's own panels.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { chord, click, computed, editorPoint, fieldInput, focusByLabel, hoverRow, inspectorTag, logUrls, openEditor, openReadyEditor, reportScroll, rowNamed, rows, selectedRows, selectRow, sitePoint, typeInto, untilEditingText, waitFor, waitForAsync, inPreviewFrame, previewFrame, type EditorPage } from './editor-page';
import { patience } from './helpers';

describe('the reference editor', function () {
  this.timeout(patience(60_000));
  let page: EditorPage;

  before(async () => {
    await setViewport({ width: 1700, height: 1100 });
    page = await openEditor();
    await waitFor(() => page.doc.querySelector('iframe[data-status="ready"]') && rowNamed(page, 'h1 “Product Analytics'), 'the layers of the site');
  });
  after(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('hovering and selecting the hero heading in the canvas syncs the layers panel and the inspector', async () => {
    const h1 = rowNamed(page, 'h1 “Product Analytics')!;
    await sendMouse({ type: 'move', position: sitePoint(page, h1, 0.3) });
    await waitFor(() => rowNamed(page, 'h1 “Product Analytics')?.classList.contains('is-hovered'), 'the hovered row');
    await click(sitePoint(page, h1, 0.3));
    await waitFor(() => selectedRows(page).length === 1 && selectedRows(page)[0]?.startsWith('h1'), 'the selected row');
    await waitFor(() => inspectorTag(page)?.split('.')[0] === 'h1', 'the inspector');
    await waitFor(() => computed(page, 'color'), 'computed values');
    await waitFor(() => page.doc.querySelectorAll('.rules > li.applied').length > 0, 'the processed CSS rules');
  });

  it('changes the colour from the inspector, and undoes and redoes it with the keyboard', async () => {
    const before = await waitFor(() => computed(page, 'color'), 'the computed colour');
    await typeInto(page, 'Colour', 'rgb(255, 0, 0)');
    await waitFor(() => computed(page, 'color') === 'rgb(255, 0, 0)', 'the new colour');
    expect(logUrls(page)[0]).to.equal('canvases/site/parseAndMutate/mutate/styling');
    // Newest first, numbered by count (the first request is 1, not a miscounted reversed list).
    const numbers = [...page.doc.querySelectorAll<HTMLLIElement>('.log li[data-url]')].map((li) => li.value);
    expect(numbers).to.deep.equal(numbers.map((_, i) => numbers.length - i));
    // Leave the field, then Ctrl+Z in the editor.
    await click(editorPoint(page, page.doc.querySelector('.inspector h2')!));
    await chord(['Control'], 'KeyZ');
    await waitFor(() => computed(page, 'color') === before, 'the colour undone');
    expect(logUrls(page)[0]).to.equal('canvases/site/parseAndMutate/activities/undoChangeToFiles');
    await chord(['Shift', 'Control'], 'KeyZ');
    await waitFor(() => computed(page, 'color') === 'rgb(255, 0, 0)', 'the colour redone');
    expect(logUrls(page)[0]).to.equal('canvases/site/parseAndMutate/activities/redoChangeToFiles');
  });

  it('edits the intro paragraph in place: a second click, typing and Enter', async () => {
    const lead = rowNamed(page, 'p.hero__lead')!;
    await click(sitePoint(page, lead, 0.3, 0.2));
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.hero__lead'), 'the paragraph selected');
    await click(sitePoint(page, lead, 0.3, 0.2));
    await untilEditingText(page);
    await chord(['Control'], 'KeyA');
    await sendKeys({ type: 'Learn analytics by doing.' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/editText'), 'the editText request');
    const body = JSON.parse(page.doc.querySelector('.log li .request pre')!.textContent!) as { newText: string; oldText: string };
    expect(body.newText).to.equal('Learn analytics by doing.');
    expect(body.oldText).to.match(/^Learn to answer product questions/);
    await waitFor(() => rowNamed(page, 'p.hero__lead “Learn analytics by doing.'), 'the layers showing the new text');
  });

  it('deletes the selection with the Delete key and brings it back with Ctrl+Z', async () => {
    const note = rowNamed(page, 'p.hero__note')!;
    await click(sitePoint(page, note, 0.3));
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.hero__note'), 'the note selected');
    await sendKeys({ press: 'Delete' });
    // Removed elements stay in the page, hidden, until the backend's change arrives (so undo is instant).
    await waitFor(() => rowNamed(page, 'p.hero__note')?.dataset.display === 'none', 'the note hidden in the layers');
    expect(logUrls(page)[0]).to.equal('canvases/site/parseAndMutate/mutate/removeJsxElement');
    await chord(['Control'], 'KeyZ');
    await waitFor(() => rowNamed(page, 'p.hero__note')?.dataset.display === 'block', 'the note back in the layers');
  });

  it('forces a pseudo state on the selection from the inspector', async () => {
    await click(sitePoint(page, rowNamed(page, 'a.button “Get Started')!, 0.5));
    await waitFor(() => inspectorTag(page)?.split('.')[0] === 'a', 'the button selected');
    // Move the real mouse off the button (inside the canvas, so the page sees it leave), then re-read.
    await sendMouse({ type: 'move', position: sitePoint(page, rowNamed(page, 'div.hero__art')!) });
    // The page has seen the mouse leave and the button's hover transition has run out.
    const buttonAtRest = `(() => {
      const button = [...document.querySelectorAll('a.button')].find((a) => a.textContent.startsWith('Get Started'));
      return !!button && !button.matches(':hover') && button.getAnimations().length === 0;
    })()`;
    await waitForAsync(() => inPreviewFrame<boolean>(page, buttonAtRest), 'the button at rest, the mouse off it');
    await click(editorPoint(page, page.doc.querySelector('.inspector h2')!));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => inspectorTag(page)?.split('.')[0] === 'a', 'the button selected again');
    const normal = await waitFor(() => computed(page, 'background-color'), 'the button background');
    // The State menu, with the keyboard: focus it from the field before it, then pick :hover and Normal.
    const state = fieldInput(page, 'State') as HTMLSelectElement;
    await focusByLabel(page, 'Styles for');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => page.doc.activeElement === state, 'the State menu focused');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => state.value === 'hover', ':hover chosen');
    await waitFor(() => computed(page, 'background-color') && computed(page, 'background-color') !== normal, 'the hover background');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => computed(page, 'background-color') === normal, 'the normal background again');
  });

  it('moves the selection through the tree with the arrow keys and clears it with Escape', async () => {
    const h1 = rowNamed(page, 'h1 “Product Analytics')!;
    await click(sitePoint(page, h1, 0.3));
    await waitFor(() => selectedRows(page)[0]?.startsWith('h1'), 'the heading selected');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => selectedRows(page)[0]?.startsWith('p.hero__lead'), 'the next node selected');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selectedRows(page)[0]?.startsWith('div.hero__copy'), 'the parent selected');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => selectedRows(page).length === 0, 'no selection');
  });

  it('reaches the layers tree with one Tab and walks it with the arrow keys alone', async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => selectedRows(page).length === 0, 'no selection');
    const tree = page.doc.querySelector<HTMLElement>('[role="tree"]')!;
    // The expand/collapse buttons stay out of the Tab order: the tree is a single stop.
    expect([...tree.querySelectorAll('button')].every((button) => button.tabIndex === -1)).to.equal(true);
    await click(editorPoint(page, page.doc.querySelector('.layers h2')!));
    await sendKeys({ press: 'Tab' });
    await waitFor(() => page.doc.activeElement === tree, 'the tree focused');
    await sendKeys({ press: 'ArrowDown' });
    // The first element is the app's mount point (no JSX writes it: a generated id), then the skip link.
    await waitFor(() => selectedRows(page)[0] === 'div', 'the first element selected');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => selectedRows(page)[0]?.startsWith('a.skip-link'), 'the skip link selected');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => selectedRows(page)[0]?.startsWith('header.site-header'), 'the next element selected');
    const active = () => page.doc.getElementById(tree.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.querySelector('.name')?.textContent).to.equal('header.site-header');
    // Far down the tree the selected row is scrolled into the panel's view.
    for (let i = 0; i < 45; i++) await sendKeys({ press: 'ArrowDown' });
    const layers = page.doc.querySelector('.layers')!;
    const inView = () => {
      const panel = layers.getBoundingClientRect();
      const row = active()?.querySelector('.layer')?.getBoundingClientRect();
      return !!row && row.top >= panel.top - 1 && row.bottom <= panel.bottom + 1;
    };
    await waitFor(() => layers.scrollTop > 0 && inView(), 'the selected row scrolled into the panel');
    const panel = layers.getBoundingClientRect();
    const row = active()!.querySelector('.layer')!.getBoundingClientRect();
    expect(row.top).to.be.at.least(panel.top - 1);
    expect(row.bottom).to.be.at.most(panel.bottom + 1);
    expect(page.doc.querySelector('.layers')!.scrollTop).to.be.greaterThan(0);
    await sendKeys({ press: 'Escape' });
  });

  it('selects from the layers panel, shift-click multi-selects siblings, and rows collapse', async () => {
    await click(editorPoint(page, rowNamed(page, 'h3.card__title “Marketers')!));
    await waitFor(() => inspectorTag(page)?.split('.')[0] === 'h3', 'the inspector for the card title');
    expect(selectedRows(page)).to.deep.equal(['h3.card__title “Marketers”']);
    const cards = rows(page).filter((row) => row.querySelector('.name')?.textContent === 'li.card');
    await click(editorPoint(page, cards[0]!.querySelector('.name')!));
    await sendKeys({ down: 'Shift' });
    await click(editorPoint(page, cards[1]!.querySelector('.name')!));
    await sendKeys({ up: 'Shift' });
    await waitFor(() => selectedRows(page).length === 2, 'two cards selected');
    const twisty = cards[0]!.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(twisty.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => selectedRows(page).length === 0, 'no selection');
    await click(editorPoint(page, twisty));
    await waitFor(() => twisty.getAttribute('aria-expanded') === 'false', 'the card collapsed');
    await click(editorPoint(page, twisty));
  });

  it('drags an element to a new position with the mouse', async () => {
    // Picking the row in the layers brings the hero into the canvas's view (earlier tests scrolled it);
    // a mouse move over the canvas then tells the editor the frame's scroll offset.
    await selectRow(page, 'p.eyebrow');
    await sendKeys({ press: 'Escape' });
    await reportScroll(page);
    const eyebrow = rowNamed(page, 'p.eyebrow')!;
    const lead = rowNamed(page, 'p.hero__lead')!;
    const [x0, y0] = sitePoint(page, eyebrow, 0.2);
    const [, y1] = sitePoint(page, lead, 0.2, 0.3);
    await sendMouse({ type: 'move', position: [x0, y0] });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= 8; step += 1) await sendMouse({ type: 'move', position: [x0, Math.round(y0 + ((y1 - y0) * step) / 8)] });
    // The editor shows where the element lands through the frame's move bar: below the heading's middle.
    const barBelowHeading = `(() => {
      const bar = [...document.documentElement.children].find((child) => child.shadowRoot)?.shadowRoot?.querySelector('.move-bar');
      const h1 = document.querySelector('h1')?.getBoundingClientRect();
      const box = bar?.isConnected ? bar.getBoundingClientRect() : null;
      return !!box && !!h1 && box.height > 0 && box.top > h1.top + h1.height / 2;
    })()`;
    await waitForAsync(() => inPreviewFrame<boolean>(page, barBelowHeading), 'the move bar below the heading');
    await sendMouse({ type: 'up' });
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/moveJsxElement'), 'the moveJsxElement request');
    await waitFor(() => {
      const names = rows(page).map((row) => row.querySelector('.name')?.textContent ?? '');
      const at = (start: string) => names.findIndex((name) => name.startsWith(start));
      return at('h1 “Product Analytics') >= 0 && at('p.eyebrow') > at('h1 “Product Analytics');
    }, 'the eyebrow after the heading in the layers');
  });

  it('zooms the canvas to 50 % and still maps the mouse onto the page', async () => {
    const range = page.doc.querySelector<HTMLInputElement>('.zoom input[type="range"]')!;
    await click(editorPoint(page, range));
    await sendKeys({ press: 'Home' });
    await waitFor(() => page.doc.querySelector('.zoom output')?.textContent === '50 %', 'zoom 50 %');
    const canvas = page.doc.querySelector('iframe[title="Preview"]')!.getBoundingClientRect();
    expect(Math.round(canvas.width)).to.equal(640);
    // Another element first (re-aimed until the tree has the new layout), so the heading's hover is a change.
    await hoverRow(page, 'h1 “Product Analytics', 0.5, 0.5, 'the title hovered at 50 %');
    await hoverRow(page, 'h2 “Who is this course for?', 0.2, 0.5, 'the heading hovered at 50 %');
    await click(editorPoint(page, range));
    await sendKeys({ press: 'End' });
    await waitFor(() => page.doc.querySelector('.zoom output')?.textContent === '200 %', 'zoom 200 %');
    for (let i = 0; i < 10; i += 1) await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => page.doc.querySelector('.zoom output')?.textContent === '100 %', 'zoom 100 %');
  });

  it('undoes a move (no instant undo) by reloading the preview and replaying the rest of the history', async () => {
    await click(editorPoint(page, page.doc.querySelector('.inspector h2')!));
    await chord(['Control'], 'KeyZ');
    await waitFor(() => logUrls(page)[0]?.endsWith('/activities/undoChangeToFiles'), 'the undo request', 20_000);
    await waitFor(() => {
      const names = rows(page).map((row) => row.querySelector('.name')?.textContent ?? '');
      return names.findIndex((name) => name.startsWith('p.eyebrow')) < names.findIndex((name) => name.startsWith('h1 “Product Analytics'));
    }, 'the eyebrow back before the heading', 20_000);
    // The earlier text edit was replayed after the reload.
    await waitFor(() => rowNamed(page, 'p.hero__lead “Learn analytics by doing.'), 'the replayed text edit');
  });

  it('in drive mode a click on a header link navigates the page', async () => {
    const other = await openEditor('?path=/privacy-policy');
    await waitFor(() => other.doc.querySelector('iframe[data-status="ready"]') && rowNamed(other, 'a.site-nav__link'), 'the policy page layers');
    await waitFor(() => other.doc.querySelector<HTMLInputElement>('[data-testid="path"]')?.value === '/privacy-policy', 'the path');
    // The second editor covers the first one.
    const toggle = [...other.doc.querySelectorAll('label')].find((label) => label.textContent?.includes('Drive mode'))!.querySelector('input')!;
    await click(editorPoint(other, toggle));
    await waitFor(() => toggle.checked, 'drive mode on');
    await click(sitePoint(other, rowNamed(other, 'a.site-nav__link')!));
    await waitFor(() => other.doc.querySelector<HTMLInputElement>('[data-testid="path"]')?.value === '/#audience', 'the path after the link', 15_000);
    await click(editorPoint(other, other.doc.querySelector('button[aria-label="Back"]')!));
    await waitFor(() => other.doc.querySelector<HTMLInputElement>('[data-testid="path"]')?.value === '/privacy-policy', 'the path after Back', 15_000);
    // The preview remembers drive mode for the browser session, but a new editor shows it off and
    // makes the frame agree: a click in its canvas selects instead of following links.
    const third = await openEditor('?path=/privacy-policy');
    await waitFor(() => third.doc.querySelector('iframe[data-status="ready"]') && rowNamed(third, 'h1'), 'a third editor');
    const thirdToggle = [...third.doc.querySelectorAll('label')].find((label) => label.textContent?.includes('Drive mode'))!.querySelector('input')!;
    expect(thirdToggle.checked).to.equal(false);
    await click(sitePoint(third, rowNamed(third, 'h1')!));
    await waitFor(() => selectedRows(third)[0]?.startsWith('h1'), 'the heading selected in the third editor');
    third.frame.remove();
    // Turn it off again for the tests that follow.
    await click(editorPoint(other, toggle));
    await waitFor(() => !toggle.checked, 'drive mode off');
    other.frame.remove();
  });

  it('adds and removes a class, duplicates, wraps in a div and changes the tag from the inspector', async () => {
    const select = async (start: string) => {
      const name = rowNamed(page, start)!.querySelector('.name')!;
      name.scrollIntoView({ block: 'center' });
      await click(editorPoint(page, name));
      await waitFor(() => selectedRows(page)[0]?.startsWith(start), `${start} selected`);
      // The inspector fills in as the frame answers; aim at its fields once it has settled.
      await waitFor(() => computed(page, 'color') && page.doc.querySelectorAll('.rules > li').length > 0, 'the inspector');
    };
    const commit = (label: string, text: string) => typeInto(page, label, text);
    const button = (text: string) => [...page.doc.querySelectorAll('.inspector button')].find((b) => b.textContent === text)!;
    const lastBody = () => JSON.parse(page.doc.querySelector('.log li .request pre')!.textContent!) as Record<string, unknown>;

    await select('p.hero__note');
    await commit('Add class', 'highlight');
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/addClass'), 'the addClass request');
    expect(lastBody().className).to.equal('highlight');
    const remove = await waitFor(() => page.doc.querySelector<HTMLButtonElement>('button[aria-label="Remove class highlight"]'), 'the new class in the inspector');
    await click(editorPoint(page, remove));
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/removeClass'), 'the removeClass request');

    await select('h2 “Learning Process');
    await commit('Tag', 'h3');
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/changeElementTag'), 'the changeElementTag request');
    expect(lastBody().newTag).to.equal('h3');
    await waitFor(() => rowNamed(page, 'h3 “Learning Process'), 'the new tag in the layers');

    const notes = () => rows(page).filter((row) => row.querySelector('.name')?.textContent?.startsWith('p.hero__note')).length;
    const before = notes();
    await select('p.hero__note');
    await click(editorPoint(page, button('Duplicate')));
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/duplicate'), 'the duplicate request');
    await waitFor(() => notes() === before + 1, 'the duplicate in the layers');

    await select('p.hero__note');
    await click(editorPoint(page, button('Wrap in div')));
    await waitFor(() => logUrls(page)[0]?.endsWith('/mutate/wrapInDiv'), 'the wrapInDiv request');
  });

  it('with an editing session, opens only the session\'s preview: a link naming another page is refused, and says why', async () => {
    const previewOrigin = `http://preview.dev.localhost:${location.port}`;
    const session = { token: 'not-a-real-token', canvasId: 'site', apiBase: `${location.origin}/no-api/`, previewOrigin };
    const query = (preview: string) => `?session=${encodeURIComponent(JSON.stringify(session))}&preview=${encodeURIComponent(preview)}`;
    const lured = await openEditor(query(`http://attacker.localhost:${location.port}/`));
    const alert = await waitFor(() => lured.doc.querySelector('[data-testid="preview-refused"]'), 'the refusal', 20_000);
    expect(alert.textContent).to.contain(`it opens only the site's own preview (${previewOrigin}); the link asked for http://attacker.localhost:${location.port}/`);
    expect(previewFrame(lured).getAttribute('src')).to.equal(null);
    expect(previewFrame(lured).dataset.status).to.equal('refused');
    lured.frame.remove();
    // The session's own preview, named the same way, opens.
    const own = await openEditor(query(`${previewOrigin}/refund-policy`));
    await waitFor(() => own.doc.querySelector('iframe[data-status="ready"]'), 'the session\'s preview, connected', 20_000);
    expect(previewFrame(own).getAttribute('src')).to.equal(`${previewOrigin}/refund-policy`);
    own.frame.remove();
  });

  it('shows a clear error with a retry when the preview has no runtime', async () => {
    const broken = await openEditor(`?preview=${encodeURIComponent(`http://nothing.localhost:${location.port}/`)}`);
    const alert = await waitFor(() => broken.doc.querySelector('[role="alert"]'), 'the error banner', 20_000);
    expect(alert.textContent).to.contain('did not answer');
    expect(alert.querySelector('button')!.textContent).to.equal('Retry');
    broken.frame.remove();
  });

  it('says so when a page loaded in the preview has no runtime, and is ready again when the next page answers', async () => {
    const own = await openReadyEditor();
    const preview = previewFrame(own);
    const url = preview.src;
    const banner = () => own.doc.querySelector<HTMLElement>('.banners [role="alert"]');
    expect(banner(), 'no alert while connected').to.equal(null);
    // A navigation the editor did not make (a link, a script) to a page without the runtime.
    preview.src = `http://nothing.localhost:${location.port}/`;
    // A reloaded page gets four times the editor's 6 s to answer.
    const alert = await waitFor(banner, 'the lost preview said', 45_000);
    expect(alert.textContent).to.contain('A page loaded in the preview and its editing runtime did not answer');
    expect(preview.dataset.status).to.equal('error');
    preview.src = url;
    await waitFor(() => preview.dataset.status === 'ready' && banner() === null && rows(own).length > 10, 'the preview connected again, the alert gone', 45_000);
    own.frame.remove();
  });
});
