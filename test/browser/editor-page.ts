// The reference editor (/editor/) opened in a same-origin iframe of the test page and driven as a
// designer drives it: real mouse and keyboard. The canvas shows the site on another origin, so the
// site is read through the editor's own panels (layers rows carry each element's page box).
import { executeServerCommand, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expectNothingFor, patience, renderingUpdates, screenshot, waitForAsync } from './helpers';

export { waitForAsync };

/** waitFor's polling interval. */
const poll = () => new Promise((resolve) => setTimeout(resolve, 50));

export async function waitFor<T>(read: () => T | null | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + patience(timeoutMs);
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) {
      // What the designer would have seen, for whoever reads the failure (test/screenshots is not committed).
      await screenshot(`test/screenshots/failures/${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`).catch(() => false);
      throw new Error(`Timed out waiting for ${what}`);
    }
    await poll();
  }
}

export interface EditorPage {
  frame: HTMLIFrameElement;
  doc: Document;
}

/** Opens the editor in an iframe of `size` (the editor's own window size) at the test page's top left. */
export async function openEditor(query = '', size = { width: 1600, height: 1000 }): Promise<EditorPage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `position:absolute;left:0;top:0;width:${size.width}px;height:${size.height}px;border:0;background:#fff`;
  frame.src = `/editor/${query}`;
  document.body.append(frame);
  await waitFor(() => frame.contentDocument?.querySelector('iframe[title="Preview"]'), 'the editor page');
  return { frame, doc: frame.contentDocument! };
}

/**
 * The editor with a page of test/fixtures as its preview (`fixture`: its file name and query), on the
 * test page's own origin, so a test can change the page's DOM as the page's own script would; resolves
 * once the layers show a row starting with `row`.
 */
export async function openFixtureEditor(fixture: string, row: string, timeoutMs = 20_000): Promise<{ page: EditorPage; doc: Document }> {
  await setViewport({ width: 1700, height: 1100 });
  const page = await openEditor(`?preview=${encodeURIComponent(`${location.origin}/test-fixtures/${fixture}`)}`);
  await waitFor(() => page.doc.querySelector('iframe[data-status="ready"]') && rowNamed(page, row), `the layers of ${fixture}`, timeoutMs);
  return { page, doc: previewFrame(page).contentDocument! };
}

export async function openReadyEditor(query = '', size?: { width: number; height: number }, timeoutMs = 20_000): Promise<EditorPage> {
  const page = await openEditor(query, size);
  await waitFor(() => page.doc.querySelector('iframe[data-status="ready"]') && rows(page).length > 10, 'the layers of the site', timeoutMs);
  return page;
}

export const rows = (page: EditorPage) => [...page.doc.querySelectorAll<HTMLElement>('.layer[data-key]')];
export const nameOf = (row: Element) => row.querySelector('.name')?.textContent ?? '';
export const rowNamed = (page: EditorPage, start: string) => rows(page).find((row) => nameOf(row).startsWith(start)) ?? null;
export const selectedRows = (page: EditorPage) => [...page.doc.querySelectorAll('[role="treeitem"][aria-selected="true"] > .layer')].map(nameOf);
export const computed = (page: EditorPage, prop: string) => page.doc.querySelector(`.evals [data-prop="${prop}"] dd`)?.textContent ?? null;
export const logUrls = (page: EditorPage) => [...page.doc.querySelectorAll<HTMLElement>('.log li[data-url]')].map((li) => li.dataset.url ?? '');
export const previewFrame = (page: EditorPage) => page.doc.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!;
export const inspectorTag = (page: EditorPage) => page.doc.querySelector('[data-testid="tag"]')?.textContent ?? null;
export const lastBody = (page: EditorPage) => JSON.parse(page.doc.querySelector('.log li .request pre')!.textContent!) as Record<string, unknown>;

/** The canvas's scale: the frame's drawn width over its viewport width. */
export function canvasScale(page: EditorPage): number {
  const iframe = previewFrame(page);
  return iframe.getBoundingClientRect().width / Number(iframe.getAttribute('width'));
}

/** The test page's coordinates of a point in an element of the site, from its layer row's page box. */
export function sitePoint(page: EditorPage, row: HTMLElement, fx = 0.5, fy = 0.5): [number, number] {
  const [x, y, width, height] = (row.dataset.box ?? '').split(',').map(Number) as [number, number, number, number];
  const iframe = previewFrame(page);
  const canvas = iframe.getBoundingClientRect();
  // The frame's scroll as the editor last saw it (mouse moves in the frame report it).
  const [scrollX, scrollY] = (iframe.dataset.scroll ?? '0,0').split(',').map(Number) as [number, number];
  const zoom = canvasScale(page);
  const outer = page.frame.getBoundingClientRect();
  return [Math.round(outer.left + canvas.left + (x + width * fx - scrollX) * zoom), Math.round(outer.top + canvas.top + (y + height * fy - scrollY) * zoom)];
}

/**
 * Moves the real mouse onto the element of a layer row (by its name) until the editor shows that row
 * hovered. The rows' page boxes come from the frame's last nav tree, which follows a layout change
 * (a width change, a move) only after its debounce, so a point read before then is re-read and the
 * mouse moved again; a mapping that stays wrong times out.
 */
export async function hoverRow(page: EditorPage, name: string, fx = 0.5, fy = 0.5, what = `${name} hovered`): Promise<void> {
  await hoverFoundRow(page, () => rowNamed(page, name), fx, fy, what);
}

/** hoverRow for the row `find` finds (one of several rows with one name: a copied card's). */
export async function hoverFoundRow(page: EditorPage, find: () => HTMLElement | null | undefined, fx = 0.5, fy = 0.5, what = 'the row hovered'): Promise<void> {
  const isHovered = () => !!find()?.classList.contains('is-hovered');
  const end = Date.now() + patience(9_000);
  while (Date.now() < end) {
    const row = find();
    if (row) await sendMouse({ type: 'move', position: sitePoint(page, row, fx, fy) });
    const retry = Date.now() + patience(1000);
    while (Date.now() < retry && !isHovered()) await poll();
    if (isHovered()) return;
  }
  await waitFor(isHovered, what, 1000); // one last look, which fails with a screenshot
}

/** The test page's coordinates of the centre of an element of the editor's own page. */
export function editorPoint(page: EditorPage, element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  const outer = page.frame.getBoundingClientRect();
  return [Math.round(outer.left + rect.left + rect.width / 2), Math.round(outer.top + rect.top + rect.height / 2)];
}

const frameScroll = (page: EditorPage) => inPreviewFrame<string>(page, "scrollX + ',' + scrollY");
const sameScroll = (a: string | null | undefined, b: string | null | undefined) => {
  const [ax, ay] = (a ?? '').split(',').map(Number);
  const [bx, by] = (b ?? '').split(',').map(Number);
  return !!a && !!b && Math.abs(ax! - bx!) <= 1 && Math.abs(ay! - by!) <= 1;
};

/**
 * Moves the mouse in the middle of the canvas's visible area until the editor has the scroll offset
 * the frame reports with mouse moves (which sitePoint reads) and the frame has stopped scrolling: it
 * may be scrolling by itself, smoothly, to show a selection.
 */
export async function reportScroll(page: EditorPage) {
  const [x, y] = editorPoint(page, page.doc.querySelector('[data-testid="canvas"]')!);
  const iframe = previewFrame(page);
  for (let i = 0; i < 40; i++) {
    await sendMouse({ type: 'move', position: [x + (i % 2), y] });
    const reported = await waitForAsync(async () => {
      const now = await frameScroll(page);
      return sameScroll(now, iframe.dataset.scroll) && now;
    }, 'the editor to have the frame\'s scroll', 2000).catch(() => null);
    if (!reported) continue;
    // (On a busy machine rendering updates come further apart: the window grows with the run's slowdown.)
    const stopped = await expectNothingFor(patience(120), 'a smooth scroll moves the frame in every rendering update, so 120 ms without a move means it has ended', async () => {
      const now = await frameScroll(page);
      return !sameScroll(now, reported) && `the frame scrolled to ${now}`;
    }).then(() => true, () => false);
    if (stopped) return;
  }
  throw new Error('The frame kept scrolling');
}

/** Evaluates an expression in the preview frame (cross-origin: the test runner reads it); null while it loads. */
export async function inPreviewFrame<T>(page: EditorPage, expression: string): Promise<T | null> {
  const origin = new URL(previewFrame(page).src).origin;
  const answer = await executeServerCommand<{ ok: boolean; value?: T }, { origin: string; expression: string }>('frame-eval', { origin, expression });
  return answer.ok ? (answer.value ?? null) : null;
}

/** Waits until the text editing a second click starts in the preview has focus there. */
export function untilEditingText(page: EditorPage): Promise<boolean> {
  return waitForAsync(() => inPreviewFrame<boolean>(page, "document.activeElement?.isContentEditable === true"), 'text editing in the preview');
}

/** Presses a key with modifiers held (puppeteer's press takes one key). */
export async function chord(modifiers: string[], key: string) {
  for (const modifier of modifiers) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of [...modifiers].reverse()) await sendKeys({ up: modifier });
}

export async function click(position: [number, number]) {
  await sendMouse({ type: 'click', position });
}

/**
 * Clicks an element of the editor's page, scrolled into its panel's view first as a person would.
 * One that lies over the preview (a notice's button, a question) is clicked once the editor has drawn
 * it: the browser sends a click over the preview, which runs in another process, by what was last
 * drawn, so a button put there a moment before lets the click through to the page below (seen in
 * Chromium under load: the notice's ×, 40 ms after it came, selected the site's header instead).
 * A person cannot click what is not on the screen yet either.
 */
export async function clickIn(page: EditorPage, element: Element) {
  // A list that grows above the element (a check's note arriving) moves it after it was scrolled to:
  // the click goes where the element is shown, standing still for a rendering update, as a person's
  // hand follows what they see. After a second of looking, it clicks where the element is anyway.
  const end = performance.now() + patience(1000);
  for (;;) {
    element.scrollIntoView({ block: 'nearest' });
    const before = editorPoint(page, element);
    // Three of the test page's rendering updates, which the editor's frame shares: the first draws the
    // element, the later ones come once that frame is on its way to the screen.
    await renderingUpdates(overPreview(page, element) ? 3 : 1);
    const point = editorPoint(page, element);
    if ((point[0] === before[0] && point[1] === before[1] && shownAt(page, element)) || performance.now() > end) {
      await click(point);
      return;
    }
  }
}

/** Whether the element's middle is inside the editor's window and not covered by another element. */
function shownAt(page: EditorPage, element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const hit = page.doc.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  return !!hit && (hit === element || element.contains(hit));
}

function overPreview(page: EditorPage, element: Element): boolean {
  const box = element.getBoundingClientRect();
  const preview = previewFrame(page)?.getBoundingClientRect();
  return !!preview && box.right > preview.left && box.left < preview.right && box.bottom > preview.top && box.top < preview.bottom;
}

/**
 * Clicks a field of the editor to type into, and waits until it has the focus. WebKit's WebDriver
 * switches into the preview frame to read a value there (inPreview) and leaves the keyboard in that
 * frame even after the next click in the editor, which a person's click never does; so the field is
 * focused again from the top page down (harmless in the other engines, where it already is).
 */
export async function clickToType(page: EditorPage, element: HTMLElement, what: string) {
  await clickIn(page, element);
  await waitFor(() => page.doc.activeElement === element, `${what} focused`);
  window.focus();
  page.frame.focus();
  element.focus();
}

/** Selects the layer row whose name starts with `start`, by clicking it. */
export async function selectRow(page: EditorPage, start: string) {
  const row = await waitFor(() => rowNamed(page, start), `the row ${start}`);
  await clickIn(page, row.querySelector('.name')!);
  await waitFor(() => selectedRows(page)[0]?.startsWith(start), `${start} selected`);
  await waitFor(() => computed(page, 'color'), 'the inspector values');
}

/** An inspector input by its field label ("Size", "Add class"). */
export function fieldInput(page: EditorPage, label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const labels = [...page.doc.querySelectorAll<HTMLLabelElement>('.inspector label')];
  const match = labels.find((l) => l.querySelector(':scope > span')?.textContent === label);
  const input = match?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type="color"]), select, textarea');
  if (!input) throw new Error(`No inspector field ${label}`);
  return input;
}

/**
 * Focuses an inspector field by clicking its label's text, as a person who then uses the keyboard
 * would. Clicking a <select> itself opens its popup, which only Chromium closes again on an Escape
 * sent by the test driver (Firefox's and WebKit's popups live outside the page and keep the keys).
 */
export async function focusByLabel(page: EditorPage, label: string) {
  const input = fieldInput(page, label);
  await clickIn(page, input.closest('label')!.querySelector(':scope > span')!);
  await waitFor(() => page.doc.activeElement === input, `the ${label} field focused`);
}

/** Types `text` into an inspector field as a person would: click, select all, type, Enter. */
export async function typeInto(page: EditorPage, label: string, text: string) {
  const input = fieldInput(page, label);
  await clickToType(page, input, `the ${label} field`);
  await chord(['Control'], 'KeyA');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

export const button = (page: EditorPage, scope: string, text: string) =>
  [...page.doc.querySelectorAll<HTMLButtonElement>(`${scope} button`)].find((b) => b.textContent?.trim() === text || b.getAttribute('aria-label') === text) ?? null;
