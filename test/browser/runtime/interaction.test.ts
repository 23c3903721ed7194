import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { NavTreeNode } from '../../../types';
import { consoleMessages, consoleProblems, expectNothingFor, waitFor, waitForAsync } from '../helpers';
import { connect, createFrame, editorOrigin, toPage, type HostFrame } from './host';

// A plain HTML page (no framework) with the UMD script tag, at the editor's own origin so the test can
// also look inside it: overlay geometry, focus, contenteditable.
const SRC = `${editorOrigin}/test-fixtures/plain.html`;
const STORYBOARD = 'plain';

interface Page {
  host: HostFrame;
  win: Window;
  doc: Document;
  key(selector: string): string;
  el(selector: string): HTMLElement;
  /** Moves the real mouse to a point inside an element (fractions of its box). */
  moveTo(selector: string, fx?: number, fy?: number): Promise<void>;
  clickOn(selector: string, options?: { shift?: boolean }): Promise<void>;
  overlay(): ShadowRoot;
}

async function openPage(query = ''): Promise<Page> {
  const iframe = await createFrame(`${SRC}${query}`);
  const host = await connect(iframe);
  await host.call('initProject', STORYBOARD, {}, {});
  await host.nextEvent('NAV_TREE').catch(() => undefined);
  const win = iframe.contentWindow!;
  const doc = iframe.contentDocument!;
  const keys = new Map<Element, string>();
  // A node's children are its element's children, less the tags the tree skips (and nothing inside an svg).
  const skipped = ['script', 'style', 'template', 'noscript', 'link', 'meta'];
  const index = (node: NavTreeNode, element: Element) => {
    keys.set(element, `${node.tempoElement.codebaseId}_${STORYBOARD}_${node.tempoElement.uniquePath}`);
    if (element.localName === 'svg') return;
    const children = [...element.children].filter((child) => !skipped.includes(child.localName));
    node.children.forEach((child, i) => index(child, children[i]!));
  };
  index(host.events('NAV_TREE').at(-1)!.navTree!, doc.body);
  const page: Page = {
    host,
    win,
    doc,
    key(selector) {
      const key = keys.get(page.el(selector));
      if (!key) throw new Error(`no key for ${selector}`);
      return key;
    },
    el(selector) {
      const element = doc.querySelector<HTMLElement>(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element;
    },
    async moveTo(selector, fx = 0.5, fy = 0.5) {
      host.mark();
      const box = page.el(selector).getBoundingClientRect();
      await sendMouse({ type: 'move', position: toPage(iframe, box.left + box.width * fx, box.top + box.height * fy) });
    },
    async clickOn(selector, { shift = false } = {}) {
      await page.moveTo(selector);
      host.mark();
      if (shift) await sendKeys({ down: 'Shift' });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
      if (shift) await sendKeys({ up: 'Shift' });
    },
    overlay() {
      const host = [...doc.documentElement.children].find((child) => child.shadowRoot);
      if (!host?.shadowRoot) throw new Error('no overlay host');
      return host.shadowRoot;
    },
  };
  return page;
}

/** The outline's line: an inset box-shadow `rgb(...) 0px 0px 0px Wpx inset`. */
function line(win: Window, outline: Element): { color: string; width: number } {
  const shadow = win.getComputedStyle(outline).boxShadow;
  const match = /^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px inset$/.exec(shadow);
  if (!match) throw new Error(`unexpected outline line: ${shadow}`);
  return { color: match[1]!, width: Number(match[2]) };
}

function aligned(outline: Element, target: Element): boolean {
  const a = outline.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return (['left', 'top', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) <= 1);
}

/** What the runtime posts in the handler of the input event itself; anything later would be a bug of its own. */
const INPUT_REPORT_MS = 100;

function expectAligned(outline: Element, target: Element) {
  const a = outline.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  for (const side of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(a[side] - b[side]), side).to.be.at.most(1);
}

before(() => setViewport({ width: 1400, height: 1000 }));

describe('runtime in a plain HTML page: hover, selection, text, drag', () => {
  let page: Page;
  before(() => consoleProblems());
  beforeEach(async () => {
    await sendMouse({ type: 'move', position: [1300, 900] });
    page = await openPage();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('hovering reports the nearest element with a codebase id, once per change, with an aligned outline', async () => {
    await page.moveTo('h1', 0.2);
    const hovered = await page.host.nextEvent('HOVERED_ELEMENT_KEY');
    expect(hovered.elementKey).to.equal(page.key('h1'));
    await page.moveTo('h1', 0.4);
    await page.moveTo('h1', 0.6);
    const h1Hovers = () => page.host.events('HOVERED_ELEMENT_KEY').filter((e) => e.elementKey === page.key('h1')).length;
    await expectNothingFor(INPUT_REPORT_MS, 'a hover is reported from the mouse move that causes it', () => h1Hovers() > 1 && `${h1Hovers()} hovers of the h1`);
    const outline = page.overlay().querySelector('.outline.hover')!;
    expectAligned(outline, page.el('h1'));
    const badge = page.overlay().querySelector('.label.hover .badge')!.textContent!;
    const box = page.el('h1').getBoundingClientRect();
    expect(badge).to.equal(`h1 ${Math.round(box.width)} x ${Math.round(box.height)}`);
    // An element without a codebase id is a node too, under a generated id.
    await page.moveTo('.card span', 0.1);
    const wrapper = (await page.host.nextEvent('HOVERED_ELEMENT_KEY')).elementKey!;
    expect(wrapper).to.match(/^gen-[a-z0-9]+_plain_0-0-5-0$/);
    expect(page.key('.card span')).to.equal(wrapper);
  });

  it('click selects (no navigation), with the element outerHTML; outlines follow scrolling and zoom', async () => {
    await page.clickOn('a.link');
    const selected = await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(selected.elementKey).to.equal(page.key('a.link'));
    expect(selected.outerHTML).to.equal(page.el('a.link').outerHTML);
    expect(page.win.location.hash).to.equal('');
    const outline = page.overlay().querySelector('.outline.selection')!;
    expectAligned(outline, page.el('a.link'));
    page.win.scrollTo(0, 300);
    await waitFor(() => page.win.scrollY === 300, 'the frame to scroll');
    expectAligned(outline, page.el('a.link'));
    for (const zoom of [0.5, 2]) {
      await page.host.call('setZoomPerc', zoom);
      await waitFor(() => aligned(page.overlay().querySelector('.outline.selection')!, page.el('a.link')), `the outline at zoom ${zoom}`);
      expectAligned(page.overlay().querySelector('.outline.selection')!, page.el('a.link'));
      expect(line(page.win, page.overlay().querySelector('.outline.selection')!).width).to.be.closeTo(1 / zoom, 0.01);
    }
  });

  it('a second click on static text edits it in place and reports new and old text on blur', async () => {
    await page.clickOn('p.intro');
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    await page.clickOn('p.intro');
    const started = await page.host.nextEvent('START_EDITING_TEXT');
    expect(started.data).to.deep.equal({ key: page.key('p.intro'), oldText: 'Static intro text' });
    const paragraph = page.el('p.intro');
    expect(paragraph.getAttribute('contenteditable')).to.equal('plaintext-only');
    expect(page.doc.activeElement).to.equal(paragraph);
    await sendKeys({ type: 'Edited words' });
    await page.clickOn('h1');
    const edited = await page.host.nextEvent('EDITED_TEXT');
    expect(edited.data).to.deep.equal({ key: page.key('p.intro'), newText: 'Edited words', oldText: 'Static intro text' });
    expect(paragraph.hasAttribute('contenteditable')).to.equal(false);
    expect(page.doc.querySelector('p.intro')).to.equal(paragraph);
    // No caret or highlight is left behind in the text.
    expect(page.doc.getSelection()!.rangeCount).to.equal(0);
  });

  /**
   * Starts editing the paragraph that holds `<b>` in place (the source says its text is static), and
   * answers its nodes as the page rendered them.
   */
  async function editBoldParagraph() {
    const selector = 'p:not(.intro)';
    const codebaseId = [...page.el(selector).classList].find((name) => name.startsWith('tempo-'))!;
    await page.host.call('setNewLookups', { [codebaseId]: { name: 'p', isComponent: false, staticTextContents: true } }, null);
    const paragraph = page.el(selector);
    const nodes = [...paragraph.childNodes];
    const bold = paragraph.querySelector('b')!;
    const boldText = bold.firstChild as Text;
    await page.clickOn(selector);
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    await page.clickOn(selector);
    await page.host.nextEvent('START_EDITING_TEXT');
    return { key: page.key(selector), paragraph, nodes, bold, boldText };
  }

  it('beside a child element only the paragraph\'s own text edits: the child is no part of the edit', async () => {
    const { paragraph, bold } = await editBoldParagraph();
    expect(bold.getAttribute('contenteditable'), 'the bold part is not editable meanwhile').to.equal('false');
    // Text on both sides of the bold part: the caret waits at the end of the paragraph's own text.
    const selection = page.doc.getSelection()!;
    expect(selection.isCollapsed).to.equal(true);
    expect(selection.anchorNode).to.equal(paragraph.lastChild);
  });

  it('Escape puts back the very nodes the text had, so the page can go on updating them', async () => {
    const { key, paragraph, nodes, bold, boldText } = await editBoldParagraph();
    await sendKeys({ type: ' replaced' });
    expect(paragraph.textContent).to.equal('Text with bold inside replaced');
    await sendKeys({ press: 'Escape' });
    const edited = await page.host.nextEvent('EDITED_TEXT');
    // The paragraph's own text, beside the bold part: what the source writes in the paragraph.
    expect(edited.data).to.deep.equal({ key, newText: 'Text with  inside', oldText: 'Text with  inside' });
    expect(paragraph.childNodes.length).to.equal(nodes.length);
    nodes.forEach((node, i) => expect(paragraph.childNodes[i], `child ${i}`).to.equal(node));
    expect(bold.firstChild).to.equal(boldText);
    expect(paragraph.hasAttribute('contenteditable')).to.equal(false);
    expect(bold.hasAttribute('contenteditable')).to.equal(false);
    // A framework updates the text node it rendered (`Count: {n}`): the page shows it.
    (nodes[0] as Text).data = 'Count: 2, ';
    expect(paragraph.textContent).to.equal('Count: 2, bold inside');
  });

  it('a finished edit gives the new text to the very nodes the text had, so the page can go on updating them', async () => {
    const { key, paragraph, nodes, bold, boldText } = await editBoldParagraph();
    await sendKeys({ type: ' now' });
    await sendKeys({ press: 'Enter' });
    const edited = await page.host.nextEvent('EDITED_TEXT');
    expect(edited.data).to.deep.equal({ key, newText: 'Text with  inside now', oldText: 'Text with  inside' });
    expect(paragraph.textContent).to.equal('Text with bold inside now');
    nodes.forEach((node, i) => expect(paragraph.childNodes[i], `child ${i}`).to.equal(node));
    expect(bold.firstChild).to.equal(boldText);
    expect(boldText.data).to.equal('bold');
    // A framework updates the text node it rendered: the page shows it, beside the edit.
    (nodes[0] as Text).data = 'Count: 2, ';
    expect(paragraph.textContent).to.equal('Count: 2, bold inside now');
  });

  it('text that is the element\'s only content is edited in place even when it is not static (a value from data)', async () => {
    // No lookups say the intro is static: its text comes from an expression, as a paragraph from a data file does.
    await page.clickOn('p.intro');
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(page.overlay().querySelector('button.edit-text'), 'no Edit Dynamic Text button').to.equal(null);
    await page.clickOn('p.intro');
    expect((await page.host.nextEvent('START_EDITING_TEXT')).data.oldText).to.equal('Static intro text');
    await sendKeys({ type: 'From data' });
    await sendKeys({ press: 'Enter' });
    expect((await page.host.nextEvent('EDITED_TEXT')).data).to.deep.equal({ key: page.key('p.intro'), newText: 'From data', oldText: 'Static intro text' });
  });

  it('text that is not static offers Edit Dynamic Text instead', async () => {
    await page.clickOn('p:not(.intro)');
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    await page.clickOn('p:not(.intro)');
    await expectNothingFor(INPUT_REPORT_MS, 'editing starts from the second click itself', () => page.host.events('START_EDITING_TEXT').length > 0 && 'editing started');
    const button = page.overlay().querySelector<HTMLButtonElement>('button.edit-text')!;
    expect(button.textContent).to.contain('Edit Dynamic Text');
    const box = button.getBoundingClientRect();
    await sendMouse({ type: 'click', position: toPage(page.host.iframe, box.left + box.width / 2, box.top + box.height / 2) });
    expect((await page.host.nextEvent('EDIT_DYNAMIC_TEXT')).elementKey).to.equal(page.key('p:not(.intro)'));
  });

  it('shift-click adds siblings to the multi-selection; a non-sibling starts over', async () => {
    await page.clickOn('.row > div:nth-child(1)');
    await page.clickOn('.row > div:nth-child(2)', { shift: true });
    await page.clickOn('.row > div:nth-child(3)', { shift: true });
    const multi = page.host.events('MULTI_SELECTED_ELEMENT_KEYS').at(-1)!;
    const keys = [1, 2, 3].map((n) => page.key(`.row > div:nth-child(${n})`));
    expect(multi.elementKeys).to.deep.equal(keys);
    expect(multi.outerHTMLs).to.deep.equal([1, 2, 3].map((n) => page.el(`.row > div:nth-child(${n})`).outerHTML));
    const label = page.overlay().querySelector('.label.selection .badge')!.textContent!;
    expect(label).to.match(/^3 elements \d+ x \d+$/);
    await page.clickOn('h1', { shift: true });
    expect((await page.host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey).to.equal(page.key('h1'));
  });

  it('drags after 20 px of movement, with the mouse drag context; releasing earlier is a click', async () => {
    const a = page.el('.row > div:nth-child(1)').getBoundingClientRect();
    const start = toPage(page.host.iframe, a.left + 20, a.top + 20);
    await sendMouse({ type: 'move', position: start });
    page.host.mark();
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start[0] + 10, start[1]] });
    await expectNothingFor(INPUT_REPORT_MS, 'a drag starts from the mouse move that passes the threshold', () => page.host.events('DRAG_START_EVENT').length > 0 && 'a drag started at 10 px');
    await sendMouse({ type: 'move', position: [start[0] + 25, start[1]] });
    const drag = await page.host.nextEvent('DRAG_START_EVENT');
    expect(drag.event.dragging).to.equal(true);
    expect(drag.event.parentSelectedElementKey).to.equal(page.key('.row'));
    expect(drag.event.selectedParentDisplay).to.equal('flex');
    expect(drag.event.selectedParentFlexDirection).to.equal('row');
    expect(drag.event.offsetX).to.be.closeTo(45, 1.5);
    expect(drag.event.offsetY).to.be.closeTo(20, 1.5);
    expect(drag.outerHTML).to.equal(page.el('.row > div:nth-child(1)').outerHTML);
    page.host.mark();
    await sendMouse({ type: 'up' });
    await page.host.nextEvent('DRAG_END_EVENT');

    // Released before the threshold: no drag, just a selection.
    const b = page.el('.row > div:nth-child(2)').getBoundingClientRect();
    const from = toPage(page.host.iframe, b.left + 10, b.top + 10);
    await sendMouse({ type: 'move', position: from });
    page.host.mark();
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [from[0] + 8, from[1]] });
    await sendMouse({ type: 'up' });
    expect((await page.host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey).to.equal(page.key('.row > div:nth-child(2)'));
    expect(page.host.events('DRAG_START_EVENT')).to.have.length(1);
  });

  it('the drag threshold is 20 px divided by the zoom', async () => {
    await page.host.call('setZoomPerc', 2);
    const a = page.el('.row > div:nth-child(3)').getBoundingClientRect();
    const start = toPage(page.host.iframe, a.left + 10, a.top + 10);
    await sendMouse({ type: 'move', position: start });
    page.host.mark();
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start[0] + 12, start[1]] });
    await page.host.nextEvent('DRAG_START_EVENT');
    await page.host.call('triggerDragCancel');
    await page.host.nextEvent('DRAG_CANCEL_EVENT');
    page.host.mark();
    await sendMouse({ type: 'up' });
    await expectNothingFor(INPUT_REPORT_MS, 'a drag ends from the mouse up itself', () => page.host.events('DRAG_END_EVENT').length > 0 && 'a cancelled drag ended');
  });

  it('in edit mode the page hears no press or click, not even at document listeners it added before the runtime', async () => {
    const heard = () => (page.win as unknown as { pageHeard: string[] }).pageHeard;
    heard().length = 0;
    await page.clickOn('a.link');
    expect((await page.host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey).to.equal(page.key('a.link'));
    expect(heard()).to.deep.equal([]);
    // In drive mode the same listeners hear everything: the fixture's listeners do work.
    await page.host.call('enableDriveMode');
    await page.clickOn('p.intro');
    await waitFor(() => heard().includes('click'), 'the page to hear the click in drive mode');
    expect(heard()).to.deep.equal(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
    await page.host.call('disableDriveMode');
  });

  it('in edit mode the page hears no key, while the editor does; in drive mode the page hears them', async () => {
    const heard = () => (page.win as unknown as { pageHeard: string[] }).pageHeard;
    await page.clickOn('p.intro');
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    heard().length = 0;
    const before = page.host.messages.length;
    await sendKeys({ press: 'x' });
    const editorHeard = () => page.host.messages.slice(before).map((m) => (m as { id: string }).id).filter((id) => id === 'KEY_DOWN_EVENT' || id === 'KEY_UP_EVENT');
    await waitFor(() => editorHeard().length === 2, 'the editor to hear the key go down and up');
    expect(editorHeard()).to.deep.equal(['KEY_DOWN_EVENT', 'KEY_UP_EVENT']);
    expect(heard()).to.deep.equal([]);
    await page.host.call('enableDriveMode');
    await sendKeys({ press: 'x' });
    await waitFor(() => heard().includes('keyup'), 'the page to hear the key in drive mode');
    expect(heard()).to.deep.equal(['keydown', 'keypress', 'keyup']);
    await page.host.call('disableDriveMode');
  });

  it('drive mode: no outlines, no hover or selection, the page is interactive; remembered for the session', async () => {
    await page.clickOn('h1');
    await page.host.nextEvent('SELECTED_ELEMENT_KEY');
    await page.host.call('enableDriveMode');
    expect(page.overlay().querySelectorAll('.outline').length).to.equal(0);
    const before = page.host.messages.length;
    await page.moveTo('p.intro');
    await page.clickOn('a.link');
    await waitFor(() => page.win.location.hash === '#clicked', 'the link to navigate');
    const reported = () => page.host.messages.slice(before).map((m) => (m as { id: string }).id).filter((id) => id === 'SELECTED_ELEMENT_KEY' || id === 'HOVERED_ELEMENT_KEY');
    await expectNothingFor(INPUT_REPORT_MS, 'hover and selection are reported from the mouse event itself', () => reported().length > 0 && reported().join(', '));

    // Reload the preview: drive mode is still on (sessionStorage).
    const reloaded = new Promise((resolve) => page.host.iframe.addEventListener('load', resolve, { once: true }));
    page.win.location.reload();
    await reloaded;
    const host = await connect(page.host.iframe);
    await host.call('initProject', STORYBOARD);
    const doc = page.host.iframe.contentDocument!;
    const pointAt = (selector: string) => {
      const box = doc.querySelector(selector)!.getBoundingClientRect();
      return toPage(page.host.iframe, box.left + 20, box.top + box.height / 2);
    };
    await sendMouse({ type: 'move', position: pointAt('h1') });
    await expectNothingFor(INPUT_REPORT_MS, 'a hover is reported from the mouse move that causes it', () => host.events('HOVERED_ELEMENT_KEY').length > 0 && 'a hover in drive mode');
    await host.call('disableDriveMode');
    await sendMouse({ type: 'move', position: pointAt('p.intro') });
    await host.nextEvent('HOVERED_ELEMENT_KEY');
    host.remove();
  });
});

describe('runtime in a plain HTML page: events, navigation, errors, tree', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openPage();
  });
  afterEach(() => page.host.remove());

  it('forwards wheel, keys, context menu and throttled mouse moves', async () => {
    await page.moveTo('h1');
    page.host.mark();
    await sendMouse({ type: 'click', position: toPage(page.host.iframe, 500, 650), button: 'right' });
    const context = await page.host.nextEvent('CONTEXT_REQUESTED');
    expect(context.event.clientX).to.be.closeTo(500, 1);
    page.host.mark();
    page.el('h1').dispatchEvent(new (page.win as Window & typeof globalThis).WheelEvent('wheel', { deltaY: 40, clientX: 10, clientY: 20, bubbles: true }));
    const wheel = await page.host.nextEvent('WHEEL_EVENT');
    expect(wheel.event).to.include({ deltaY: 40, x: 10, y: 20 });
    await page.clickOn('h1');
    page.host.mark();
    await sendKeys({ press: 'k' });
    const down = await page.host.nextEvent('KEY_DOWN_EVENT', (e) => e.event.key === 'k');
    expect(down.event.activeElement.tagName).to.equal('BODY');
    await page.host.nextEvent('KEY_UP_EVENT', (e) => e.event.key === 'k');
    const before = page.host.events('MOUSE_MOVE_EVENT').length;
    for (let x = 0; x < 30; x++) await sendMouse({ type: 'move', position: toPage(page.host.iframe, 100 + x, 300) });
    const moves = await waitFor(() => page.host.events('MOUSE_MOVE_EVENT').length - before, 'mouse moves');
    expect(moves).to.be.at.most(30);
  });

  it('refresh reloads the page', async () => {
    const reloaded = new Promise((resolve) => page.host.iframe.addEventListener('load', resolve, { once: true }));
    (page.win as Window & { marker?: boolean }).marker = true;
    await page.host.call('refresh');
    await reloaded;
    expect((page.host.iframe.contentWindow as Window & { marker?: boolean }).marker).to.equal(undefined);
  });

  it('reports the latest href, and goes back and forward', async () => {
    page.host.mark();
    page.win.history.pushState(null, '', '?step=2');
    expect((await page.host.nextEvent('LATEST_HREF')).href).to.equal(`${SRC}?step=2`);
    await page.host.call('goBack');
    expect((await page.host.nextEvent('LATEST_HREF')).href).to.equal(SRC);
    await page.host.call('goForward');
    expect((await page.host.nextEvent('LATEST_HREF')).href).to.equal(`${SRC}?step=2`);
  });

  it('forwards uncaught errors and reads hydration errors back', async () => {
    expect((await page.host.call('checkIfHydrationError')).result).to.equal('no_error');
    page.host.mark();
    // Thrown from the frame's own realm, as the page's code would.
    const frameFunction = (page.win as Window & typeof globalThis).Function;
    page.win.setTimeout(frameFunction("throw new Error('Hydration failed because the initial UI does not match what was rendered on the server.')") as () => void);
    const error = await page.host.nextEvent('ERROR');
    expect(error.error.message).to.contain('Hydration failed');
    expect(error.error.stack).to.be.a('string');
    expect((await page.host.call('checkIfHydrationError')).result).to.equal('error');
    const status = page.host.events('LATEST_HYDRATION_ERROR_STATUS').at(-1)!;
    expect(status.status).to.equal('error');
    page.host.mark();
    page.win.setTimeout(frameFunction("Promise.reject(new Error('async trouble'))") as () => void);
    expect((await page.host.nextEvent('ERROR', (e) => e.error.message === 'async trouble')).error.message).to.equal('async trouble');
  });

  it('reads the boxes again when a transition that moves an element has ended', async () => {
    const intro = page.el('p.intro');
    const key = page.key('p.intro');
    const boxIn = (tree: NavTreeNode): number | null => {
      if (`${tree.tempoElement.codebaseId}_${STORYBOARD}_${tree.tempoElement.uniquePath}` === key) return tree.pageBoundingBox.pageY;
      for (const child of tree.children) {
        const found = boxIn(child);
        if (found !== null) return found;
      }
      return null;
    };
    const latestY = () => boxIn(page.host.events('NAV_TREE').at(-1)!.navTree!);
    const restingY = () => intro.getBoundingClientRect().top + page.win.scrollY;
    // A slide as long as the rebuild's delay and more: the mutation's rebuild reads it moving.
    intro.style.transition = 'transform 1.2s linear';
    page.host.mark();
    intro.style.transform = 'translateY(60px)';
    await page.host.nextEvent('NAV_TREE');
    const ended = new Promise((resolve) => intro.addEventListener('transitionend', resolve, { once: true }));
    await ended;
    // Once it has ended, the tree has the paragraph where it came to rest (no mutation says it moved).
    await waitFor(() => Math.abs((latestY() ?? Number.NaN) - restingY()) < 1, 'the tree with the paragraph where it came to rest', 5000);
  });

  it('rebuilds the navigation tree 300 ms after the page changes, once for a burst', async () => {
    const before = page.host.events('NAV_TREE').length;
    const row = page.el('.row');
    const start = performance.now();
    page.host.mark();
    for (let i = 0; i < 20; i++) {
      const extra = page.doc.createElement('div');
      extra.className = `tempo-aaaaaaaa-bbbb-4ccc-8ddd-${String(i).padStart(12, '0')}`;
      row.append(extra);
    }
    const rebuilt = await page.host.nextEvent('NAV_TREE');
    expect(performance.now() - start).to.be.at.least(250);
    const rebuilds = () => page.host.events('NAV_TREE').length - before;
    await expectNothingFor(400, 'a second rebuild for the same burst would follow the first by the 300 ms debounce', () => rebuilds() > 1 && `${rebuilds()} rebuilds`);
    const rowNode = JSON.stringify(rebuilt.navTree);
    const ids: string[] = [];
    const walk = (node: { tempoElement: { codebaseId: string }; children: unknown[] }) => {
      ids.push(node.tempoElement.codebaseId);
      (node.children as (typeof node)[]).forEach(walk);
    };
    walk(rebuilt.navTree!);
    expect(ids.filter((id) => id.startsWith('tempo-aaaaaaaa-bbbb-4ccc-8ddd-'))).to.have.length(20);
    // A burst of page changes is a hot reload: 1000 ms after the last change the runtime re-checks errors.
    await page.host.nextEvent('LATEST_HYDRATION_ERROR_STATUS', () => true, 2000);
    // SVG internals are not nodes; the svg itself is.
    expect(rowNode).to.contain('tempo-1e2f3a4b-5c6d-4e1f-8a2b-3c4d5e6f7a8b');
    expect(rowNode).not.to.contain('tempo-2f3a4b5c-6d7e-4f2a-9b3c-4d5e6f7a8b9c');
  });

  it('getCssEvals and getElementClassList describe the selected element', async () => {
    await page.host.call('getCssEvals', page.key('.row'));
    const evals = await page.host.nextEvent('CSS_EVALS_FOR_ELEMENT');
    expect(evals.cssEvals.display).to.equal('flex');
    expect(Object.keys(evals.cssEvals).length).to.be.within(60, 75);
    expect(evals.parent).to.deep.equal({ display: 'block', 'flex-direction': 'row' });
    await page.host.call('getElementClassList', page.key('p.intro'));
    expect(page.host.events('ELEMENT_CLASS_LIST').at(-1)!.classList).to.deep.equal(['intro']);
  });

  it('tempMoveElement and tempAddDiv change the page for a drag preview; updateCodebaseIds renames ids', async () => {
    const texts = () => [...page.el('.row').children].map((child) => child.textContent || `[${child.className}]`);
    expect((await page.host.call('tempMoveElement', page.key('.row > div:nth-child(1)'), 2)).error).to.equal(undefined);
    expect(texts()).to.deep.equal(['B', 'C', 'A']);
    const rowId = page.key('.row').split('_')[0]!;
    expect((await page.host.call('tempAddDiv', rowId, 1, 50, 20)).error).to.equal(undefined);
    expect(texts()).to.deep.equal(['B', '[arb89-temp-div]', 'C', 'A']);
    const placeholder = page.el('.arb89-temp-div').getBoundingClientRect();
    expect([placeholder.width, placeholder.height]).to.deep.equal([50, 20]);
    await page.host.call('tempAddDiv', rowId, 0, 10, 10);
    expect(texts()).to.deep.equal(['[arb89-temp-div]', 'B', 'C', 'A']);
    expect((await page.host.call('tempAddDiv', rowId, -1, 10, 10)).error).to.equal('index must be a whole number of 0 or more');
    expect((await page.host.call('tempAddDiv', 'tempo-00000000-0000-4000-8000-000000000000', 0, 10, 10)).error).to.match(/No element with codebase id/);

    const oldId = 'tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    const newId = 'tempo-99999999-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    const answer = await page.host.call('updateCodebaseIds', { [oldId]: newId }, { [newId]: { name: 'Title' } }, {});
    expect(answer.error).to.equal(undefined);
    expect(page.el('h1').classList.contains(newId)).to.equal(true);
    expect(page.el('h1').classList.contains(oldId)).to.equal(false);
    const tree = JSON.stringify(page.host.events('NAV_TREE').at(-1)!.navTree);
    expect(tree).to.contain(`"name":"Title"`);
    expect((await page.host.call('updateCodebaseIds', { 'bad id': newId }, {}, {})).error).to.match(/Invalid codebase id/);
  });

  it('tempMoveToNewParent shows the new parent outline and the insertion bar, and clears them', async () => {
    const row = page.el('.row').getBoundingClientRect();
    const x = row.left + 130 + page.win.scrollX;
    const y = row.top + page.win.scrollY;
    expect((await page.host.call('tempMoveToNewParent', 3, 60, x, y, page.key('.row'), false)).error).to.equal(undefined);
    const outline = page.overlay().querySelector('.outline.move')!;
    expectAligned(outline, page.el('.row'));
    expect(page.win.getComputedStyle(outline).zIndex).to.equal('2000000004');
    const bar = page.overlay().querySelector('.move-bar')!.getBoundingClientRect();
    expect([Math.round(bar.left), Math.round(bar.top), bar.width, bar.height]).to.deep.equal([Math.round(row.left + 130), Math.round(row.top), 3, 60]);
    expect((await page.host.call('tempMoveToNewParent', 0, 0, 0, 0, '', true)).error).to.equal(undefined);
    expect(page.overlay().querySelector('.outline.move, .move-bar')).to.equal(null);
    expect((await page.host.call('tempMoveToNewParent', 3, 60, x, y, 'nope_plain_0', false)).error).to.match(/No element with key/);
  });

  it('setModifiersForSelectedElement shows the element as hovered or focused', async () => {
    const link = page.el('a.link');
    const color = () => page.win.getComputedStyle(link).color;
    expect(color()).to.equal('rgb(0, 0, 238)');
    expect((await page.host.call('setModifiersForSelectedElement', ['hover', 'focus'], page.key('a.link'))).error).to.equal(undefined);
    expect(color()).to.equal('rgb(255, 0, 0)');
    expect(page.win.getComputedStyle(link).outlineColor).to.equal('rgb(0, 128, 0)');
    await page.host.call('setModifiersForSelectedElement', [], page.key('a.link'));
    expect(color()).to.equal('rgb(0, 0, 238)');
    expect(link.className).not.to.contain('tempo-force-');
    expect((await page.host.call('setModifiersForSelectedElement', ['bogus'], page.key('a.link'))).error).to.match(/^Cannot force bogus/);
  });

  it('processRulesForSelectedElement lists the cascade; ruleMatchesElement answers with the host message id', async () => {
    await page.host.call('processRulesForSelectedElement', {}, page.key('a.link'));
    const rules = page.host.events('PROCESSED_CSS_RULES_FOR_ELEMENT').at(-1)!.processedCssRules;
    expect(rules[0]!.selector).to.equal('element.style');
    const link = rules.find((rule) => rule.selector === '.link')!;
    expect(link).to.include({ applied: true, classParsed: 'link', removable: true });
    expect(link.styles.color).to.equal('rgb(0, 0, 238)');
    const hover = rules.find((rule) => rule.selector === '.link:hover')!;
    expect(hover.applied).to.equal(false);
    expect(hover.modifiers).to.deep.equal({ hover: true });
    const inherited = rules.filter((rule) => rule.inherited);
    expect(inherited.some((rule) => rule.selector === 'body' && 'font-size' in rule.styles)).to.equal(true);
    expect(rules.indexOf(link)).to.be.lessThan(rules.indexOf(inherited[0]!));

    page.host.mark();
    await page.host.call('ruleMatchesElement', 'rule-1', '.link', page.key('a.link'));
    await page.host.call('ruleMatchesElement', 'rule-2', { selector: 'h1' }, page.key('a.link'));
    await page.host.call('ruleMatchesElement', 'rule-3', 'a[', page.key('a.link'));
    const answers = page.host.messages.filter((m) => String((m as { id: string }).id).startsWith('rule-'));
    expect(answers).to.deep.equal([
      { id: 'rule-1', matches: true },
      { id: 'rule-2', matches: false },
      { id: 'rule-3', matches: false },
    ]);
  });

  it('AI context turns outlines purple', async () => {
    await page.clickOn('h1');
    const outline = () => page.overlay().querySelector('.outline.selection')!;
    expect(line(page.win, outline()).color).to.equal('rgb(37, 99, 235)');
    await page.host.call('setAiContext', true);
    expect(line(page.win, outline()).color).to.equal('rgb(147, 51, 234)');
  });
});

describe('runtime query parameters', () => {
  it('storyboard=true&type=STORY makes the page transparent and clipped; debugLog=true logs', async () => {
    await consoleMessages();
    const page = await openPage('?storyboard=true&type=STORY&debugLog=true');
    const body = page.win.getComputedStyle(page.doc.body);
    expect(body.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(body.overflow).to.equal('hidden');
    // Console messages reach the test runner after the page has moved on; waiting for the last one
    // initProject logs also keeps them from landing in the next test.
    const debug: string[] = [];
    await waitForAsync(async () => {
      for (const entry of await consoleMessages()) {
        if (entry.type === 'debug' && entry.text.startsWith('[editing-runtime]')) debug.push(entry.text);
      }
      return debug.some((text) => text.includes('no framework detected'));
    }, 'the debug log of initProject');
    expect(debug.join('\n')).to.contain('connected to');
    page.host.remove();
  });

  it('without debugLog the runtime logs nothing', async () => {
    await consoleMessages();
    const page = await openPage();
    await page.host.call('setZoomPerc', 2);
    expect((await consoleMessages()).filter((entry) => entry.text.includes('[editing-runtime]'))).to.deep.equal([]);
    page.host.remove();
  });

  it('framework=VITE shows uncaught errors in the Vite error overlay, read back as other_error', async () => {
    const iframe = await createFrame(`${editorOrigin}/test-fixtures/vite.html?framework=VITE`);
    const host = await connect(iframe);
    await host.call('initProject', 'vite');
    const win = iframe.contentWindow as Window & typeof globalThis;
    host.mark();
    win.setTimeout(win.Function("throw new Error('Cannot read properties of undefined')") as () => void);
    await host.nextEvent('ERROR');
    const overlay = iframe.contentDocument!.querySelector('vite-error-overlay');
    expect(overlay?.shadowRoot?.querySelector('.message')?.textContent).to.equal('Cannot read properties of undefined');
    const answer = await host.call('checkIfHydrationError');
    expect(answer.result).to.equal('other_error');
    const status = host.events('LATEST_HYDRATION_ERROR_STATUS').at(-1)!;
    expect(status).to.include({ status: 'other_error', errorDescr: 'Cannot read properties of undefined', errorLabel: 'src/App.tsx' });
    host.remove();
  });
});

describe('runtime in a plain HTML page: the page is the app\'s until an editor calls initProject', () => {
  it('a click reaches the page before initProject; after it, not even a window capture listener the page added meanwhile hears one', async () => {
    await sendMouse({ type: 'move', position: [1300, 900] });
    const iframe = await createFrame(SRC);
    const win = iframe.contentWindow!;
    const doc = iframe.contentDocument!;
    // Added after the runtime started, at the window's capture phase, where the runtime listens too.
    const atWindow: string[] = [];
    for (const type of ['pointerdown', 'pointerup', 'click'] as const) win.addEventListener(type, () => atWindow.push(type), true);
    const host = await connect(iframe);
    const intro = doc.querySelector('p.intro')!;
    const click = async () => {
      const box = intro.getBoundingClientRect();
      await sendMouse({ type: 'move', position: toPage(iframe, box.left + box.width / 2, box.top + box.height / 2) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
    };
    // Connected, but no project yet: no overlay, no pointer; the page has its input.
    await click();
    await waitFor(() => atWindow.includes('click'), 'the page to hear a click before initProject');
    expect([...doc.documentElement.children].some((child) => child.shadowRoot), 'no overlay yet').to.equal(false);
    await host.call('initProject', STORYBOARD, {}, {});
    atWindow.length = 0;
    host.mark();
    await click();
    await host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(atWindow).to.deep.equal([]);
    host.remove();
  });
});
