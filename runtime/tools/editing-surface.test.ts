import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { FrameEventName } from '../../types';
import type { Messenger } from '../core/messenger';
import { createPageChangeSource, type PageChangeSource } from '../core/page-changes';
import { createSelectionService, ownOuterHTML, type SelectionService } from '../core/selection-service';
import { listenToWindowInput } from '../core/window-input';
import { createState, type FrameState } from '../core/frame/state';
import { createElementIds } from '../shared/element-ids';
import { buildNavTree } from '../shared/nav-tree';
import { createEditingSurface, type EditingSurface } from './editing-surface';
import { waitFor as until } from '../../test/browser/helpers';

const TITLE = 'tempo-0f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';

const middle = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

describe('tools/editing-surface: overlay, pointer and text editing, owned', () => {
  let container: HTMLElement;
  let state: FrameState;
  let posted: FrameEventName[];
  let changes: PageChangeSource;
  let selection: SelectionService;
  let surface: EditingSurface | null;
  let abort: AbortController;
  const ids = createElementIds(document);

  beforeEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    container = document.createElement('div');
    container.style.cssText = 'padding: 40px; font: 20px/1.5 sans-serif';
    container.innerHTML = `<h1 class="${TITLE}">Course title</h1><p>Body text</p>`;
    document.body.append(container);
    state = createState(false);
    state.storyboardId = 'sb-1';
    state.treeElementLookup = { [TITLE]: { name: 'h1', file: 'site/Hero.tsx', line: 3, textContent: 'Course title' } } as FrameState['treeElementLookup'];
    state.nav = buildNavTree({ storyboardId: 'sb-1', treeElementLookup: state.treeElementLookup, scopeLookup: {}, root: container, isOwnNode: () => false, ids, adapter: null, readProps: null });
    posted = [];
    const messenger = { post: (name: FrameEventName) => posted.push(name), send: () => undefined } as unknown as Messenger;
    changes = createPageChangeSource(document, (node) => !!surface?.isOwnNode(node));
    selection = createSelectionService({ doc: document, state, messenger, ids, changed: () => surface?.refresh(), endTextEdit: () => surface?.endTextEdit() });
    abort = new AbortController();
    surface = createEditingSurface({
      win: window,
      windowInput: listenToWindowInput(window, abort.signal),
      state,
      messenger,
      ids,
      changes,
      selection,
      outerHTML: ownOuterHTML,
      measure: () => undefined,
      catchUp: () => undefined,
      pageReplaced: () => undefined,
      unwind: () => undefined,
    });
  });
  afterEach(async () => {
    surface?.stop();
    surface = null;
    abort.abort();
    changes.stop();
    container.remove();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  /** The selection's outline as shown: its box in the page. */
  const selectionOutline = () => {
    const outline = surface?.overlay.host.shadowRoot?.querySelector<HTMLElement>('.outline.selection');
    return outline && getComputedStyle(outline).display !== 'none' ? outline.getBoundingClientRect() : null;
  };

  it('selects what a real click lands on, outlines it, and keeps the click from the page', async () => {
    const heading = container.querySelector('h1')!;
    let pageHeard = 0;
    heading.addEventListener('click', () => (pageHeard += 1));
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(() => state.selection.selected !== null, 'the click’s selection');
    expect(selection.elementFor(state.selection.selected)).to.equal(heading);
    expect(posted).to.include('SELECTED_ELEMENT_KEY');
    expect(pageHeard, 'clicks that reached the page').to.equal(0);
    const outline = await until(selectionOutline, 'the selection’s outline');
    const box = heading.getBoundingClientRect();
    expect(Math.abs(outline.left - box.left) + Math.abs(outline.top - box.top), 'outline off its element (px)').to.be.lessThan(3);
  });

  it('a second click on the selected heading edits its text in place; a click elsewhere ends the edit and tells the editor', async () => {
    const heading = container.querySelector('h1')!;
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(() => state.selection.selected !== null, 'the first click’s selection');
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(() => state.textEdit !== null, 'text editing to start');
    expect(posted).to.include('START_EDITING_TEXT');
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '!' });
    await sendMouse({ type: 'click', position: middle(container.querySelector('p')!) });
    await until(() => posted.includes('EDITED_TEXT'), 'the edit to end');
    expect(state.textEdit).to.equal(null);
    expect(heading.textContent).to.equal('Course title!');
  });

  it('in drive mode outlines nothing and lets clicks through to the page', async () => {
    const heading = container.querySelector('h1')!;
    let pageHeard = 0;
    heading.addEventListener('click', () => (pageHeard += 1));
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(selectionOutline, 'the selection’s outline');
    selection.change({ type: 'select', key: null });
    state.driveMode = true;
    surface!.driveModeChanged();
    expect(getComputedStyle(surface!.overlay.host).display === 'none' || selectionOutline() === null, 'an outline shown in drive mode').to.equal(true);
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(() => pageHeard === 1, 'the page to hear the click');
    expect(state.selection.selected).to.equal(null);
  });

  it('stop removes the overlay and the pointer’s listeners: a click after it selects nothing', async () => {
    const host = surface!.overlay.host;
    surface!.stop();
    expect(host.isConnected).to.equal(false);
    const heading = container.querySelector('h1')!;
    let pageHeard = 0;
    heading.addEventListener('click', () => (pageHeard += 1));
    await sendMouse({ type: 'click', position: middle(heading) });
    await until(() => pageHeard === 1, 'the page to hear the click');
    expect(state.selection.selected).to.equal(null);
    expect(posted).to.not.include('SELECTED_ELEMENT_KEY');
  });
});
