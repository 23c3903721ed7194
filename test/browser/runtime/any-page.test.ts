import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { isGeneratedId, type NavTreeNode } from '../../../types';
import { consoleProblems } from '../helpers';
import { connect, createFrame, editorOrigin, toPage, type HostFrame } from './host';

// One script tag on a page nobody prepared: no codebase ids, a web component with an open shadow
// root, one with a closed root, and an element its author named with data-codebase-id. Every element
// is a node under a generated id (or the author's), and works like any other: hover, select, multi-
// select, text editing, instant updates, processed rules. Same origin, so the test can look inside.

const SRC = `${editorOrigin}/test-fixtures/no-ids.html`;
const STORYBOARD = 'plain';

function nodes(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

function expectAligned(outline: Element, target: Element) {
  const a = outline.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  for (const side of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(a[side] - b[side]), side).to.be.at.most(1);
}

interface Page {
  host: HostFrame;
  doc: Document;
  tree: NavTreeNode;
  /** The element of a node, and the node of an element (through the keys the frame gave). */
  key(el: Element): string;
  idOf(el: Element): string;
  shadow(): ShadowRoot;
  overlay(): ShadowRoot;
  pointAt(el: Element, fx?: number): [number, number];
}

async function openPage(): Promise<Page> {
  const iframe = await createFrame(SRC, { width: 1000, height: 700 });
  const host = await connect(iframe);
  host.mark();
  expect((await host.call('initProject', STORYBOARD, {}, {})).error).to.equal(undefined);
  const tree = (await host.nextEvent('NAV_TREE')).navTree!;
  // The editing tools load after initProject; wait for them, so removing the frame aborts no request.
  expect((await host.call('checkIfHydrationError')).error).to.equal(undefined);
  const doc = iframe.contentDocument!;
  const shadow = () => doc.querySelector('price-tag')!.shadowRoot!;
  const byElement = new Map<Element, NavTreeNode>();
  // Find each node's element by its box and tag: the test must not use the runtime's own index.
  const all = [...doc.querySelectorAll('body *'), ...shadow().querySelectorAll('*')];
  for (const node of nodes(tree).slice(1)) {
    const box = node.pageBoundingBox;
    const el = all.find((candidate) => {
      const rect = candidate.getBoundingClientRect();
      return !byElement.has(candidate) && candidate.localName === node.name && rect.left === box.pageX && rect.top === box.pageY && rect.width === box.width;
    });
    if (el) byElement.set(el, node);
  }
  const nodeOf = (el: Element) => {
    const node = byElement.get(el);
    if (!node) throw new Error(`no node for ${el.outerHTML.slice(0, 60)}`);
    return node;
  };
  return {
    host,
    doc,
    tree,
    key: (el) => `${nodeOf(el).tempoElement.codebaseId}_${STORYBOARD}_${nodeOf(el).tempoElement.uniquePath}`,
    idOf: (el) => nodeOf(el).tempoElement.codebaseId,
    shadow,
    overlay: () => [...doc.documentElement.children].find((child) => child.shadowRoot)!.shadowRoot!,
    pointAt(el, fx = 0.5) {
      const rect = el.getBoundingClientRect();
      return toPage(iframe, rect.left + rect.width * fx, rect.top + rect.height / 2);
    },
  };
}

describe('one script tag on any page: elements without ids, web components', () => {
  let page: Page;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    await sendMouse({ type: 'move', position: [1150, 850] });
    page = await openPage();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('every element is a node: generated ids (one per element) apart from the author\'s, stable across rebuilds and reloads', async () => {
    const { doc, tree } = page;
    const listed = nodes(tree).slice(1);
    // main, h1, p, ul, 2 li, div, price-tag, its 2 spans, slot and em, secret-box (closed: no children), the authored p.
    expect(listed.map((node) => node.name)).to.deep.equal(['main', 'h1', 'p', 'ul', 'li', 'li', 'div', 'price-tag', 'span', 'span', 'slot', 'em', 'secret-box', 'p']);
    const ids = listed.map((node) => node.tempoElement.codebaseId);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(ids.filter((id) => !isGeneratedId(id))).to.deep.equal(['authored-note']);
    for (const id of ids) expect(id).to.match(/^[A-Za-z0-9_-]+$/);
    const [li1, li2] = doc.querySelectorAll('li');
    expect(page.idOf(li1!)).to.not.equal(page.idOf(li2!));
    // A rebuild gives the same tree; so does a reload of the same page.
    page.host.mark();
    await page.host.call('setNewLookups', {}, {});
    expect((await page.host.nextEvent('NAV_TREE')).navTree).to.deep.equal(tree);
    const reloaded = await openPage();
    try {
      expect(nodes(reloaded.tree).map((node) => node.tempoElement.codebaseId)).to.deep.equal(nodes(tree).map((node) => node.tempoElement.codebaseId));
    } finally {
      reloaded.host.remove();
    }
  });

  it('the real mouse hovers and selects inside an open shadow root, with aligned outlines; shift-click adds a sibling', async () => {
    const amount = page.shadow().querySelector('.amount')!;
    const note = page.shadow().querySelector('.note')!;
    page.host.mark();
    await sendMouse({ type: 'move', position: page.pointAt(amount) });
    expect((await page.host.nextEvent('HOVERED_ELEMENT_KEY')).elementKey).to.equal(page.key(amount));
    expectAligned(page.overlay().querySelector('.outline.hover')!, amount);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    expect((await page.host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey).to.equal(page.key(amount));
    expectAligned(page.overlay().querySelector('.outline.selection')!, amount);
    page.host.mark();
    await sendMouse({ type: 'move', position: page.pointAt(note) });
    await sendKeys({ down: 'Shift' });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await sendKeys({ up: 'Shift' });
    expect((await page.host.nextEvent('MULTI_SELECTED_ELEMENT_KEYS')).elementKeys).to.deep.equal([page.key(amount), page.key(note)]);
  });

  it('edits an element without an id in place, and reports it by its generated key', async () => {
    const heading = page.doc.querySelector('h1')!;
    for (let i = 0; i < 2; i++) {
      page.host.mark();
      await sendMouse({ type: 'click', position: page.pointAt(heading, 0.2) });
      await page.host.nextEvent(i === 0 ? 'SELECTED_ELEMENT_KEY' : 'START_EDITING_TEXT');
    }
    await sendKeys({ type: 'New heading' });
    await sendKeys({ press: 'Enter' });
    const edited = await page.host.nextEvent('EDITED_TEXT');
    expect(edited.data).to.deep.equal({ key: page.key(heading), newText: 'New heading', oldText: 'Plain page without ids' });
  });

  it('instant updates reach elements by generated id: one of two identical siblings, and inside a shadow root; undo restores', async () => {
    const [li1, li2] = page.doc.querySelectorAll('li');
    const amount = page.shadow().querySelector('.amount')!;
    const color = (el: Element) => getComputedStyle(el).color;
    const styling = (id: string, codebaseId: string, value: string) => ({
      id, type: 'STYLING', changeName: 'Styling', changeFields: { codebaseId, stylingChanges: { color: value }, stylingFramework: 'CSS', modifiers: [], customProperties: [] },
    });
    const first = styling('c1', page.idOf(li2!), 'rgb(1, 2, 3)');
    const second = styling('c2', page.idOf(amount), 'rgb(4, 5, 6)');
    for (const item of [first, second]) expect((await page.host.call('applyChangeItemToDocument', item)).result).to.deep.include({ instantUpdateSuccessful: true });
    expect([color(li1!), color(li2!), color(amount)]).to.deep.equal(['rgb(10, 20, 30)', 'rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
    for (const item of [second, first]) {
      page.host.mark();
      await page.host.call('applyChangeItemToDocument', { id: `undo-${item.id}`, type: 'UNDO', changeName: 'Undo', changeFields: { changeToUndo: item } });
      await page.host.nextEvent('INSTANT_UPDATE_DONE');
    }
    expect([color(li1!), color(li2!), color(amount)]).to.deep.equal(['rgb(10, 20, 30)', 'rgb(10, 20, 30)', 'rgb(200, 0, 0)']);
    expect(page.shadow().querySelectorAll('style').length).to.equal(1);
  });

  it('processed rules of an element in a shadow root come from its root\'s styles; forced :hover works there', async () => {
    const amount = page.shadow().querySelector('.amount')!;
    page.host.mark();
    await page.host.call('processRulesForSelectedElement', null, page.key(amount));
    const rules = (await page.host.nextEvent('PROCESSED_CSS_RULES_FOR_ELEMENT')).processedCssRules!;
    const own = rules.find((rule) => rule.selector === '.amount')!;
    expect(own).to.deep.include({ applied: true, styles: { color: 'rgb(200, 0, 0)', 'font-weight': '700' } });
    // The document's rules do not style shadow content, so none of them is listed as the element's own.
    expect(rules.filter((rule) => !rule.inherited && rule.selector !== 'element.style').map((rule) => rule.selector)).to.deep.equal(['.amount']);
    const note = page.shadow().querySelector('.note')!;
    expect(getComputedStyle(note).color).to.equal('rgb(0, 0, 150)');
    expect((await page.host.call('setModifiersForSelectedElement', ['hover'], page.key(note))).error).to.equal(undefined);
    expect(getComputedStyle(note).color).to.equal('rgb(0, 150, 0)');
    await page.host.call('setModifiersForSelectedElement', [], page.key(note));
    expect(getComputedStyle(note).color).to.equal('rgb(0, 0, 150)');
  });
});
