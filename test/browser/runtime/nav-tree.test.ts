import { expect } from '@open-wc/testing';
import { NIL, MAX, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { CODEBASE_ID_ATTRIBUTE, isGeneratedId, type NavTreeNode, type ScopeLookup, type TreeElementLookup } from '../../../types';
import type { ComponentAdapter } from '../../../runtime/adapters/types';
import { STORYBOARD_TOP, firstCodebaseIdClass, formatElementKey, parseElementKey } from '../../../runtime/shared/keys';
import { createElementIds, type ElementIds } from '../../../runtime/shared/element-ids';
import { buildNavSubtree, buildNavTree, nodeKey, type NavTreeIndex, type NavTreeOptions } from '../../../runtime/shared/nav-tree';
import { adapterNavProps } from '../../../runtime/tools/nav-props';

const STORYBOARD = 'sb-1';

/** A fresh codebase id as it appears in markup. */
const newId = () => `tempo-${v4()}`;

let container: HTMLElement;

/** Fills the fixture container; `{name}` placeholders in the markup become fresh codebase ids. */
function fixture(markup: string): Record<string, string> {
  const ids: Record<string, string> = {};
  container.innerHTML = markup.replace(/\{(\w+)\}/g, (_, name: string) => (ids[name] ??= newId()));
  return ids;
}

function build(overrides: Partial<NavTreeOptions> = {}): NavTreeIndex {
  return buildNavTree({
    storyboardId: STORYBOARD,
    treeElementLookup: {},
    scopeLookup: {},
    root: container,
    isOwnNode: () => false,
    ids: createElementIds(document),
    readProps: adapterNavProps,
    ...overrides,
  });
}

/** The single node whose codebase id is `codebaseId`. */
function nodeOf(index: NavTreeIndex, codebaseId: string): NavTreeNode {
  const nodes = [...index.nodeByKey.values()].filter((node) => node.tempoElement.codebaseId === codebaseId);
  expect(nodes, `nodes with ${codebaseId}`).to.have.length(1);
  return nodes[0]!;
}

const codebaseIds = (nodes: NavTreeNode[]) => nodes.map((node) => node.tempoElement.codebaseId);
/** Codebase ids with generated ones shown as `gen`: what a test can know in advance. */
const shownIds = (nodes: NavTreeNode[]) => codebaseIds(nodes).map((id) => (isGeneratedId(id) ? 'gen' : id));
const GENERATED = /^gen-[a-z0-9]+(-\d+)?$/;

function fakeAdapter(propsOfElement: (element: Element) => Record<string, unknown> | null): ComponentAdapter {
  return { name: 'fake', findComponentForElement: () => null, findComponentByName: () => null, propsOfElement };
}

describe('runtime/shared/nav-tree buildNavTree', () => {
  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'nav-tree-fixture';
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    window.scrollTo(0, 0);
  });

  it('makes the root the storyboard node and every element a node: source ids kept, the others generated', () => {
    const ids = fixture(`
      <div class="{a}"><span>plain</span><p class="{b} x"></p></div>
      <section class="no-source-id"><em class="{c}"></em></section>`);
    const index = build();
    const { tree } = index;
    expect(tree.tempoElement).to.deep.equal({ codebaseId: STORYBOARD_TOP, storyboardId: STORYBOARD, uniquePath: '0' });
    expect(tree.parent).to.equal(null);
    expect(tree.level).to.equal(0);
    expect(tree.name).to.equal('Storyboard');
    expect(index.elementByKey.get(formatElementKey(tree.tempoElement))).to.equal(container);
    expect(index.nodeByKey.size).to.equal(6);
    expect(shownIds(tree.children)).to.deep.equal([ids.a, 'gen']);
    expect(shownIds(tree.children[0]!.children)).to.deep.equal(['gen', ids.b]);
    expect(codebaseIds(tree.children[1]!.children)).to.deep.equal([ids.c]);
    const span = tree.children[0]!.children[0]!;
    expect(span.tempoElement.codebaseId).to.match(GENERATED);
    expect(span).to.include({ name: 'span', isComponent: false });
    expect(index.elementByKey.get(formatElementKey(span.tempoElement))).to.equal(container.querySelector('span'));
  });

  it('generated ids: one per element, valid, stable across rebuilds and across reloads of the same DOM', () => {
    const markup = `<ul class="list"><li>same</li><li>same</li></ul><div class="{named}"><p>inside</p></div>`;
    const ids = fixture(markup);
    const elementIds = createElementIds(document);
    const first = build({ ids: elementIds });
    const idOf = (index: NavTreeIndex, el: Element) => index.nodeByKey.get(index.keyByElement.get(el)!)!.tempoElement.codebaseId;
    const [li1, li2] = [...container.querySelectorAll('li')];
    const p = container.querySelector('p')!;
    const before = [container.querySelector('ul')!, li1!, li2!, p].map((el) => idOf(first, el));
    expect(new Set(before).size).to.equal(4);
    for (const id of before) expect(id).to.match(GENERATED);
    // A rebuild after the page changed: every element that is still there keeps its id, the new one gets its own.
    const added = document.createElement('li');
    li1!.before(added);
    container.querySelector('div')!.prepend(document.createElement('hr'));
    const second = build({ ids: elementIds });
    expect([container.querySelector('ul')!, li1!, li2!, p].map((el) => idOf(second, el))).to.deep.equal(before);
    expect(before).to.not.include(idOf(second, added));
    expect(elementIds.elementsFor(before[1]!)).to.deep.equal([li1]);
    // A reload of the same DOM (new elements, fresh runtime) gives the same ids as the first build.
    fixture(markup.replace('{named}', ids.named!));
    const reloaded = build({ ids: createElementIds(document) });
    expect([container.querySelector('ul')!, ...container.querySelectorAll('li'), container.querySelector('p')!].map((el) => idOf(reloaded, el))).to.deep.equal(before);
    // Gone from the page: nothing answers to the id any more.
    container.innerHTML = '';
    build({ ids: elementIds });
    expect(elementIds.elementsFor(before[1]!)).to.deep.equal([]);
  });

  it('generated ids: an element that takes another\'s place (a tag change, its undo) carries its id at once and after a build', () => {
    fixture('<section><h2>Title</h2><p>Body</p></section>');
    const elementIds = createElementIds(document);
    const first = build({ ids: elementIds });
    const h2 = container.querySelector('h2')!;
    const id = first.nodeByKey.get(first.keyByElement.get(h2)!)!.tempoElement.codebaseId;
    const h3 = document.createElement('h3');
    h3.append(...h2.childNodes);
    h2.replaceWith(h3);
    elementIds.replaced(h2, h3);
    expect(elementIds.elementsFor(id), 'before the next build').to.deep.equal([h3]);
    const second = build({ ids: elementIds });
    expect(second.nodeByKey.get(second.keyByElement.get(h3)!)!.tempoElement.codebaseId).to.equal(id);
    // The undo puts the first element back: the id is its own again, without a build in between.
    h3.replaceWith(h2);
    elementIds.replaced(h3, h2);
    expect(elementIds.elementsFor(id)).to.deep.equal([h2]);
    // An element the ids never named passes nothing on.
    const stranger = document.createElement('div');
    elementIds.replaced(stranger, document.createElement('span'));
    expect(elementIds.elementsFor(id)).to.deep.equal([h2]);
  });

  it('a generated id depends on the element\'s place below its nearest named ancestor only', () => {
    fixture(`<section><div class="{named}"><span><b>x</b></span></div></section>`);
    const idOfB = () => {
      const index = build({ ids: createElementIds(document) });
      return index.nodeByKey.get(index.keyByElement.get(container.querySelector('b')!)!)!.tempoElement.codebaseId;
    };
    const id = idOfB();
    container.prepend(document.createElement('header'));
    container.querySelector('section')!.prepend(document.createElement('aside'));
    expect(idOfB()).to.equal(id);
    container.querySelector('span')!.prepend(document.createElement('i'));
    expect(idOfB()).to.not.equal(id);
  });

  it('takes an author\'s data-codebase-id as the element\'s id when it is a valid one', () => {
    fixture(`<h1 ${CODEBASE_ID_ATTRIBUTE}="hero-title">Hi</h1><p ${CODEBASE_ID_ATTRIBUTE}="bad id">x</p>` +
      `<p ${CODEBASE_ID_ATTRIBUTE}="gen-looks-generated">y</p><div class="{source}" ${CODEBASE_ID_ATTRIBUTE}="ignored"></div>`);
    const elementIds = createElementIds(document);
    const index = build({ ids: elementIds });
    expect(shownIds(index.tree.children)).to.deep.equal(['hero-title', 'gen', 'gen', index.tree.children[3]!.tempoElement.codebaseId]);
    expect(index.tree.children[3]!.tempoElement.codebaseId).to.match(/^tempo-/);
    expect(elementIds.elementsFor('hero-title')).to.deep.equal([container.querySelector('h1')]);
  });

  it('finds the elements of an id named by class and by attribute, in page order, each once', () => {
    const id = newId();
    fixture(`<p ${CODEBASE_ID_ATTRIBUTE}="${id}">a</p><p class="${id}">b</p><p class="${id}" ${CODEBASE_ID_ATTRIBUTE}="${id}">c</p>` +
      `<section><p ${CODEBASE_ID_ATTRIBUTE}="${id}">d</p></section><p class="x ${id}">e</p><p class="${id}x">not</p>`);
    const elementIds = createElementIds(document);
    expect(elementIds.elementsFor(id).map((el) => el.textContent)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    // One way alone, as most pages have it.
    expect(elementIds.elementsFor('hero')).to.deep.equal([]);
    fixture(`<p class="${id}">b</p><p class="x ${id}">e</p>`);
    expect(elementIds.elementsFor(id).map((el) => el.textContent)).to.deep.equal(['b', 'e']);
  });

  it('walks open shadow roots (their content first, then light children); closed roots stay closed', () => {
    const ids = fixture(`<div class="{open}"><span class="{light}">light</span></div><div class="{closed}"></div>`);
    const open = container.querySelector(`.${ids.open}`)!.attachShadow({ mode: 'open' });
    const inner = newId();
    open.innerHTML = `<style>.x{}</style><p class="${inner}">shadow <b>text</b></p><slot></slot>`;
    container.querySelector(`.${ids.closed}`)!.attachShadow({ mode: 'closed' }).innerHTML = `<p class="${newId()}">hidden</p>`;
    const elementIds: ElementIds = createElementIds(document);
    const index = build({ ids: elementIds });
    const host = nodeOf(index, ids.open!);
    expect(shownIds(host.children)).to.deep.equal([inner, 'gen', ids.light]);
    expect(shownIds(nodeOf(index, inner).children)).to.deep.equal(['gen']);
    expect(nodeOf(index, inner).pageBoundingBox.width).to.be.greaterThan(0);
    expect(nodeOf(index, ids.closed!).children).to.deep.equal([]);
    expect(elementIds.shadowRoots()).to.deep.equal([open]);
    // Source ids inside open shadow roots are found like any other.
    expect(elementIds.elementsFor(inner)).to.deep.equal([open.querySelector('p')]);
  });

  it('nests nodes with levels, parent keys and the uniquePath scheme', () => {
    const ids = fixture(`
      <div class="{a}"><div class="{a0}"><div class="{a00}"></div></div><div class="{a1}"></div></div>
      <div class="{b}"><div><div class="{b0}"></div></div></div>`);
    const index = build();
    const expected: [string, string, number][] = [
      [ids.a!, '0-0', 1],
      [ids.a0!, '0-0-0', 2],
      [ids.a00!, '0-0-0-0', 3],
      [ids.a1!, '0-0-1', 2],
      [ids.b!, '0-1', 1],
      // The wrapper between b and b0 is a node too (0-1-0, generated id).
      [ids.b0!, '0-1-0-0', 3],
    ];
    for (const [codebaseId, path, level] of expected) {
      const node = nodeOf(index, codebaseId);
      expect(node.tempoElement.uniquePath, codebaseId).to.equal(path);
      expect(node.level, codebaseId).to.equal(level);
      const parentPath = path.slice(0, path.lastIndexOf('-'));
      const parent = [...index.nodeByKey.entries()].find(([, candidate]) => candidate.tempoElement.uniquePath === parentPath)!;
      expect(node.parent, codebaseId).to.equal(parent[0]);
      expect(parent[1].children).to.include(node);
    }
  });

  it('indexes every node by a key that round-trips through parseElementKey, also for `__next`', () => {
    fixture(`<div class="{a}"><p class="{b}"></p><p class="{c}"></p></div><p class="{d}"></p>`);
    for (const storyboardId of ['__next', 'story_board-2']) {
      const index = build({ storyboardId });
      expect(index.nodeByKey.size).to.equal(5);
      for (const [key, node] of index.nodeByKey) {
        expect(parseElementKey(key, storyboardId)).to.deep.equal(node.tempoElement);
        expect(formatElementKey(node.tempoElement)).to.equal(key);
        const element = index.elementByKey.get(key)!;
        expect(element).to.exist;
        expect(index.keyByElement.get(element)).to.equal(key);
        if (node.parent !== null) expect(index.nodeByKey.get(node.parent)!.children).to.include(node);
      }
    }
  });

  it('throws for an invalid storyboard id', () => {
    fixture(`<div class="{a}"></div>`);
    expect(() => build({ storyboardId: 'bad id!' })).to.throw(/Invalid storyboard id/);
  });

  it('takes names and isComponent from the lookup, else the lowercase tag name', () => {
    const ids = fixture(`<div class="{card}"><SECTION class="{plain}"></SECTION><h2 class="{fake}"></h2></div>`);
    const treeElementLookup: TreeElementLookup = {
      [STORYBOARD_TOP]: { name: 'Landing story', isComponent: false },
      [ids.card!]: { name: 'PackageCard', isComponent: true },
      [ids.fake!]: { name: 'Heading', isComponent: 'yes' as unknown as boolean },
    };
    const index = build({ treeElementLookup });
    expect(index.tree.name).to.equal('Landing story');
    expect(index.tree.isComponent).to.equal(false);
    expect(nodeOf(index, ids.card!)).to.include({ name: 'PackageCard', isComponent: true });
    expect(nodeOf(index, ids.plain!)).to.include({ name: 'section', isComponent: false });
    expect(nodeOf(index, ids.fake!)).to.include({ name: 'Heading', isComponent: false });
  });

  it('sets scope to the first scope that lists the codebase id, else null', () => {
    const ids = fixture(`<div class="{a}"></div><div class="{b}"></div><div class="{c}"></div>`);
    const scopeLookup: ScopeLookup = {
      'scope-1': { codebaseIds: [ids.a!] },
      'scope-empty': {},
      'scope-2': { codebaseIds: [ids.b!, ids.a!] },
    };
    const index = build({ scopeLookup });
    expect(nodeOf(index, ids.a!).scope).to.equal('scope-1');
    expect(nodeOf(index, ids.b!).scope).to.equal('scope-2');
    expect(nodeOf(index, ids.c!).scope).to.equal(null);
    expect(index.tree.scope).to.equal(null);
  });

  it('skips script, style, template, noscript, link and meta with their subtrees', () => {
    const ids = fixture(`
      <div class="{kept}">
        <script class="{s1}" type="text/x-none"></script>
        <style class="{s2}"></style>
        <template class="{s3}"><div class="{s4}"></div></template>
        <noscript class="{s5}"><div class="{s6}"></div></noscript>
        <link class="{s7}" rel="x-none">
        <meta class="{s8}" name="x-none">
        <span class="{after}"></span>
      </div>`);
    const index = build();
    expect(index.nodeByKey.size).to.equal(3);
    expect(codebaseIds(nodeOf(index, ids.kept!).children)).to.deep.equal([ids.after]);
    expect(nodeOf(index, ids.after!).tempoElement.uniquePath).to.equal('0-0-0');
  });

  it("skips dev servers' own overlays (Astro's toolbar, Vite's error overlay) with their subtrees, and they shift no path", () => {
    const ids = fixture(`
      <div class="{kept}">
        <astro-dev-toolbar class="{t1}"><div class="{t2}"><button class="{t3}">Inspect</button></div></astro-dev-toolbar>
        <vite-error-overlay class="{t4}"><div class="{t5}"></div></vite-error-overlay>
        <span class="{after}"></span>
      </div>`);
    const index = build();
    expect(index.nodeByKey.size).to.equal(3);
    expect(codebaseIds(nodeOf(index, ids.kept!).children)).to.deep.equal([ids.after]);
    expect(nodeOf(index, ids.after!).tempoElement.uniquePath).to.equal('0-0-0');
  });

  it("reads where an element is written from Astro's dev-server attributes, and keeps them out of the props", () => {
    // As `astro dev` writes them on every element of an .astro template (test/node/astro-dev-source.test.mjs checks it does).
    const file = '/home/me/site/src/components/PriceCard.astro';
    const ids = fixture(`
      <section class="{card}" data-astro-source-file="${file}" data-astro-source-loc="5:1" data-kind="plan">
        <h2 class="{title}" data-astro-source-file="${file}" data-astro-source-loc="6:3">Basic</h2>
        <p class="{odd}" data-astro-source-file="${file}" data-astro-source-loc="line 7">Odd</p>
        <p class="{plain}">Plain</p>
      </section>`);
    const index = build({ adapter: null });
    expect(nodeOf(index, ids.card!).source).to.deep.equal({ file, line: 5, column: 1 });
    expect(nodeOf(index, ids.card!).props).to.deep.equal({ 'data-kind': { type: 'LITERAL', value: 'plan' } });
    expect(nodeOf(index, ids.title!).source).to.deep.equal({ file, line: 6, column: 3 });
    expect(nodeOf(index, ids.title!).props).to.deep.equal({});
    // A position that is not `line:column` is no position: the attributes stay what they are, props.
    expect(nodeOf(index, ids.odd!).source).to.equal(null);
    expect(Object.keys(nodeOf(index, ids.odd!).props)).to.deep.equal(['data-astro-source-file', 'data-astro-source-loc']);
    expect(nodeOf(index, ids.plain!).source).to.equal(null);
  });

  it("names an .astro component's first element after its file, from Astro's dev attributes; markup passed into a slot and a page's own are not components", () => {
    const at = (file: string) => `data-astro-source-file="${file}" data-astro-source-loc="1:1"`;
    const layout = '/home/me/site/src/layouts/Layout.astro';
    const page = '/home/me/site/src/pages/index.astro';
    const card = '/home/me/site/src/components/PriceCard.astro';
    const outer = '/home/me/site/src/components/Outer.astro';
    const ids = fixture(`
      <main class="{main}" ${at(layout)}>
        <h1 class="{title}" ${at(page)}>Pricing</h1>
        <section class="{card}" ${at(card)}>
          <h2 class="{cardTitle}" ${at(card)}>Basic</h2>
          <p class="{fromPage}" ${at(page)}>Passed in by the page</p>
          <span class="{badge}" ${at('C:\\site\\src\\components\\Badge.astro')}>New</span>
        </section>
        <div class="{outer}" ${at(outer)}>
          <section class="{inner}" ${at('/home/me/site/src/components/Inner.astro')}>
            <p class="{slotted}" ${at(outer)}>Passed in by Outer</p>
          </section>
        </div>
        <p class="{plain}">No attributes</p>
      </main>`);
    const named = (index: NavTreeIndex, id: string) => [nodeOf(index, id).name, nodeOf(index, id).isComponent];
    let index = build({ adapter: null });
    expect(named(index, ids.main!)).to.deep.equal(['Layout', true]);
    expect(named(index, ids.title!), "the page's own markup").to.deep.equal(['h1', false]);
    expect(named(index, ids.card!)).to.deep.equal(['PriceCard', true]);
    expect(named(index, ids.cardTitle!), 'inside the component').to.deep.equal(['h2', false]);
    expect(named(index, ids.fromPage!), "the page's markup in the card's slot").to.deep.equal(['p', false]);
    expect(named(index, ids.badge!), 'a Windows path').to.deep.equal(['Badge', true]);
    expect(named(index, ids.outer!)).to.deep.equal(['Outer', true]);
    expect(named(index, ids.inner!)).to.deep.equal(['Inner', true]);
    expect(named(index, ids.slotted!), "Outer's markup in Inner's slot").to.deep.equal(['p', false]);
    expect(named(index, ids.plain!)).to.deep.equal(['p', false]);
    // A lookup's name (the plugin's) comes first.
    index = build({ adapter: null, treeElementLookup: { [ids.card!]: { name: 'Card', isComponent: true } } });
    expect(named(index, ids.card!)).to.deep.equal(['Card', true]);
    // A lookup that says component without a name: it stays a component, named by the attributes or its tag.
    index = build({ adapter: null, treeElementLookup: { [ids.card!]: { isComponent: true }, [ids.plain!]: { isComponent: true } } });
    expect(named(index, ids.card!)).to.deep.equal(['PriceCard', true]);
    expect(named(index, ids.plain!)).to.deep.equal(['p', true]);
  });

  it('a subtree walk names Astro components as the whole walk does: an ancestor without a position is no source', () => {
    const card = '/home/me/site/src/components/Card.astro';
    const ids = fixture(`
      <div class="{outer}" data-astro-source-file="${card}" data-astro-source-loc="not a position">
        <section class="{inner}" data-astro-source-file="${card}" data-astro-source-loc="2:1"><p class="{leaf}">Text</p></section>
      </div>`);
    const whole = build({ adapter: null });
    expect([nodeOf(whole, ids.inner!).name, nodeOf(whole, ids.inner!).isComponent]).to.deep.equal(['Card', true]);
    const options: NavTreeOptions = { storyboardId: STORYBOARD, treeElementLookup: {}, scopeLookup: {}, root: container, isOwnNode: () => false, ids: createElementIds(document), adapter: null };
    const outer = nodeOf(whole, ids.outer!);
    const sub = buildNavSubtree(options, container.querySelector('section')!, { parentKey: nodeKey(outer), parentPath: outer.tempoElement.uniquePath, index: 0, level: outer.level + 1 }, new Map());
    expect(sub?.tree.name).to.equal('Card');
    expect(sub?.tree.isComponent).to.equal(true);
  });

  it('names an Astro island after the component it renders (its `opts`, as Astro writes it in dev and in builds)', () => {
    const ids = fixture(`
      <astro-island class="{island}" component-export="default" opts="{&quot;name&quot;:&quot;Counter&quot;,&quot;value&quot;:true}"><button class="{button}">Add</button></astro-island>
      <astro-island class="{broken}" opts="{not json"></astro-island>
      <astro-island class="{unnamed}"></astro-island>`);
    const index = build({ adapter: null });
    expect([nodeOf(index, ids.island!).name, nodeOf(index, ids.island!).isComponent]).to.deep.equal(['Counter', true]);
    expect(nodeOf(index, ids.button!).name).to.equal('button');
    expect([nodeOf(index, ids.broken!).name, nodeOf(index, ids.broken!).isComponent]).to.deep.equal(['astro-island', false]);
    expect(nodeOf(index, ids.unnamed!).name).to.equal('astro-island');
  });

  it('makes an svg with a codebase id a node but never walks into any svg', () => {
    const ids = fixture(`
      <svg class="{icon}" width="10" height="10"><g class="{g}"><path class="{path}" d="M0 0L10 10"></path></g></svg>
      <svg width="10" height="10"><circle class="{circle}" r="4"></circle>
        <foreignObject><div class="{inForeign}"></div></foreignObject></svg>
      <div class="{next}"></div>`);
    const index = build();
    expect(shownIds(index.tree.children)).to.deep.equal([ids.icon, 'gen', ids.next]);
    const icon = nodeOf(index, ids.icon!);
    expect(icon.children).to.deep.equal([]);
    expect(icon.name).to.equal('svg');
    expect(icon.classList).to.deep.equal([ids.icon]);
    expect(index.tree.children[1]!.children).to.deep.equal([]);
    expect(nodeOf(index, ids.next!).tempoElement.uniquePath).to.equal('0-2');
  });

  it('skips the runtime’s own nodes with their subtree', () => {
    const ids = fixture(`
      <div class="{a}"></div>
      <div data-own class="{own}"><div class="{inOwn}"></div></div>
      <div class="{b}"></div>`);
    const seen: Element[] = [];
    const index = build({
      isOwnNode: (element) => {
        seen.push(element);
        return element.hasAttribute('data-own');
      },
    });
    expect(codebaseIds(index.tree.children)).to.deep.equal([ids.a, ids.b]);
    expect(nodeOf(index, ids.b!).tempoElement.uniquePath).to.equal('0-1');
    expect(seen.some((element) => element.classList.contains(ids.inOwn!))).to.equal(false);
  });

  it('lists direct non-blank text children with their childNodes index', () => {
    const ids = fixture(`<p class="{p}">Hello <b>bold</b>  <!-- c -->\n  <i>x</i> world&nbsp;</p><div class="{blank}">  \n  <span></span>  </div>`);
    const index = build();
    const p = nodeOf(index, ids.p!);
    const childNodes = container.querySelector('p')!.childNodes;
    expect(p.literalChildren).to.deep.equal([
      { index: 0, value: 'Hello ' },
      { index: 6, value: ' world\u00a0' },
    ]);
    expect(childNodes[6]!.textContent).to.equal(' world\u00a0');
    expect(nodeOf(index, ids.blank!).literalChildren).to.deep.equal([]);
  });

  it('reports page bounding boxes as the client rect plus the window scroll', () => {
    const ids = fixture(`
      <div style="height: 3000px; width: 4000px"></div>
      <div class="{box}" style="position: absolute; left: 123px; top: 2500px; width: 77.5px; height: 33px"></div>`);
    container.style.position = 'relative';
    window.scrollTo(150, 2000);
    expect(window.scrollY).to.be.greaterThan(0);
    expect(window.scrollX).to.be.greaterThan(0);
    const index = build();
    const element = index.elementByKey.get([...index.nodeByKey.keys()].find((key) => key.startsWith(ids.box!))!)!;
    const rect = element.getBoundingClientRect();
    expect(nodeOf(index, ids.box!).pageBoundingBox).to.deep.equal({
      pageX: rect.left + window.scrollX,
      pageY: rect.top + window.scrollY,
      width: 77.5,
      height: 33,
    });
    const containerRect = container.getBoundingClientRect();
    expect(nodeOf(index, ids.box!).pageBoundingBox.pageY - (containerRect.top + window.scrollY)).to.equal(2500);
  });

  it('reads display, position, flex-direction and float from the computed style', () => {
    const ids = fixture(`
      <div class="{flex}" style="display: flex; flex-direction: column; position: relative"></div>
      <span class="{floated}" style="float: right"></span>
      <span class="{fixed}" style="position: fixed; display: none"></span>`);
    const index = build();
    expect(nodeOf(index, ids.flex!)).to.include({ displayType: 'flex', flexDirection: 'column', positionType: 'relative', floatVal: 'none' });
    expect(nodeOf(index, ids.floated!)).to.include({ displayType: 'block', positionType: 'static', flexDirection: 'row', floatVal: 'right' });
    expect(nodeOf(index, ids.fixed!)).to.include({ displayType: 'none', positionType: 'fixed' });
  });

  it('keeps every class in classList and only page classes in directlySetClassList', () => {
    const ids = fixture(`<div class="card {a} arb89-key-1 tempo-force-hover big tempo-add-jsx-placeholder-3 tempo-notauuid tempo-duplicate-placeholder-9"></div>`);
    const node = nodeOf(build(), ids.a!);
    expect(node.classList).to.deep.equal([
      'card', ids.a, 'arb89-key-1', 'tempo-force-hover', 'big', 'tempo-add-jsx-placeholder-3', 'tempo-notauuid', 'tempo-duplicate-placeholder-9',
    ]);
    expect(node.directlySetClassList).to.deep.equal(['card', 'big', 'tempo-notauuid']);
  });

  it('counts the wrap-in-div and duplicate placeholders as codebase ids, but not tempo-notauuid', () => {
    fixture(`
      <div class="tempo-wrap-in-div-placeholder"><span class="tempo-duplicate-placeholder-x"></span></div>
      <div class="tempo-notauuid"><span class="tempo-duplicate-placeholder-y"></span></div>
      <div class="tempo-${v4().toUpperCase().slice(0, 35)}"></div>`);
    const { tree } = build();
    expect(shownIds(tree.children)).to.deep.equal(['tempo-wrap-in-div-placeholder', 'gen', 'gen']);
    expect(codebaseIds(tree.children[0]!.children)).to.deep.equal(['tempo-duplicate-placeholder-x']);
    expect(codebaseIds(tree.children[1]!.children)).to.deep.equal(['tempo-duplicate-placeholder-y']);
  });

  it('finds exactly the codebase ids the browser’s own class list holds, the first of each element', () => {
    const uuid = v4();
    const withVariant = (variant: string) => `${uuid.slice(0, 19)}${variant}${uuid.slice(20)}`;
    const classes = [
      `tempo-${v1()}`, `tempo-${v3('a', v3.DNS)}`, `tempo-${uuid}`, `tempo-${v5('a', v5.URL)}`, `tempo-${uuid.toUpperCase()}`,
      `tempo-${v6()}`, `tempo-${v7()}`, `tempo-${NIL}`, `tempo-${MAX}`, `tempo-${withVariant('c')}`, `tempo-${withVariant('B')}`,
      `tempo-${uuid.slice(0, 14)}0${uuid.slice(15)}`, `tempo-${uuid}0`, `tempo-${uuid.slice(1)}`, `tempo-${uuid.replaceAll('-', '_')}`,
      `Tempo-${uuid}`, `xtempo-${uuid}`, 'tempo-', 'tempo-wrap-in-div-placeholder', 'tempo-wrap-in-div-placeholder2',
      'tempo-duplicate-placeholder-', 'tempo-duplicate-placeholder-abc', 'tempo-add-jsx-placeholder-1', 'tempo-force-hover', 'tempo-notauuid',
      `plain tempo-notauuid tempo-${uuid}`, `tempo-${NIL} tempo-duplicate-placeholder-z`,
    ];
    container.innerHTML = classes.map((className) => `<div class="${className}"></div>`).join('');
    const index = build();
    for (const element of container.children) {
      // The reference: the browser's split of the attribute, not the walk's own scan of it.
      const expected = firstCodebaseIdClass([...element.classList]) ?? null;
      const id = index.nodeByKey.get(index.keyByElement.get(element)!)!.tempoElement.codebaseId;
      // An element without one gets a generated id instead.
      if (expected === null) expect(id, element.className).to.match(GENERATED);
      else expect(id, element.className).to.equal(expected);
    }
    expect(index.nodeByKey.size).to.equal(1 + classes.length);
  });

  it('keeps an element transparent when its placeholder id cannot form a key', () => {
    const ids = fixture(`<div class="{outer}"><div class="tempo-duplicate-placeholder-a.b"><span class="{inner}"></span></div></div>`);
    const index = build();
    expect(codebaseIds(nodeOf(index, ids.outer!).children)).to.deep.equal([ids.inner]);
  });

  it('reads classes as classList does: any ASCII whitespace, no empty tokens, no repeats', () => {
    const id = newId();
    container.innerHTML = `<div></div>`;
    const element = container.firstElementChild!;
    const many = Array.from({ length: 20 }, (_, i) => `c${i % 12}`).join(' ');
    for (const value of [` a\tb\n a  ${id}\r\fc b `, `${id} ${many}`, `${id}`, `x ${id} x ${id}`]) {
      element.setAttribute('class', value);
      const node = nodeOf(build(), id);
      expect(node.classList, JSON.stringify(value)).to.deep.equal([...element.classList]);
    }
  });

  it('turns adapter props into LITERAL, FUNCTION and JSON_OBJECT entries', () => {
    const ids = fixture(`<button class="{btn}" title="ignored">Buy</button><div class="{plain}" data-x="1"></div>`);
    function onBuy(): void {}
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const shared = { v: 1 };
    const props: Record<string, unknown> = {
      children: 'Buy',
      __internal: 1,
      label: 'Buy now',
      price: 59,
      disabled: false,
      empty: null,
      missing: undefined,
      nan: Number.NaN,
      big: 10n,
      sym: Symbol('s'),
      onClick: onBuy,
      onHover: (() => () => {})(),
      style: { color: 'red', nested: { a: [1, { b: 2 }] } },
      items: [1, 'two', undefined, { three: 3 }, () => 4],
      cyclic,
      twice: [shared, shared],
      node: document.body,
      inObject: { el: container, win: window, when: new Date(0) },
      deep: { l2: { l3: { l4: { l5: { l6: 'too deep' } } } } },
    };
    const adapter = fakeAdapter((element) => (element.tagName === 'BUTTON' ? props : null));
    const index = build({ adapter });
    expect(nodeOf(index, ids.btn!).props).to.deep.equal({
      label: { type: 'LITERAL', value: 'Buy now' },
      price: { type: 'LITERAL', value: 59 },
      disabled: { type: 'LITERAL', value: false },
      empty: { type: 'LITERAL', value: null },
      nan: { type: 'LITERAL', value: 'NaN' },
      big: { type: 'LITERAL', value: '10' },
      sym: { type: 'LITERAL', value: 'Symbol(s)' },
      onClick: { type: 'FUNCTION', value: 'onBuy' },
      onHover: { type: 'FUNCTION', value: 'anonymous' },
      style: { type: 'JSON_OBJECT', value: { color: 'red', nested: { a: [1, { b: 2 }] } } },
      items: { type: 'JSON_OBJECT', value: [1, 'two', null, { three: 3 }, '[unserializable]'] },
      cyclic: { type: 'JSON_OBJECT', value: { name: 'loop', self: '[unserializable]' } },
      twice: { type: 'JSON_OBJECT', value: [{ v: 1 }, { v: 1 }] },
      node: { type: 'JSON_OBJECT', value: '[unserializable]' },
      inObject: { type: 'JSON_OBJECT', value: { el: '[unserializable]', win: '[unserializable]', when: '1970-01-01T00:00:00.000Z' } },
      deep: { type: 'JSON_OBJECT', value: { l2: { l3: { l4: { l5: '[unserializable]' } } } } },
    });
    // The adapter answered null for the div: its attributes stand in.
    expect(nodeOf(index, ids.plain!).props).to.deep.equal({ 'data-x': { type: 'LITERAL', value: '1' } });
  });

  it('falls back to attributes (without class and style) when there is no adapter or it throws', () => {
    const ids = fixture(`<a class="{link}" href="/refund-policy" style="color: red" data-empty="" aria-label="Refund"></a>`);
    const expected = {
      href: { type: 'LITERAL', value: '/refund-policy' },
      'data-empty': { type: 'LITERAL', value: '' },
      'aria-label': { type: 'LITERAL', value: 'Refund' },
    };
    expect(nodeOf(build(), ids.link!).props).to.deep.equal(expected);
    expect(nodeOf(build({ adapter: null }), ids.link!).props).to.deep.equal(expected);
    const throwing = fakeAdapter(() => {
      throw new Error('adapter failure');
    });
    expect(nodeOf(build({ adapter: throwing }), ids.link!).props).to.deep.equal(expected);
  });

  it('does not change the page', () => {
    fixture(`
      <div class="{a} card" style="display: flex"><p class="{b}">Text <b>bold</b></p><svg class="{c}"><path d="M0 0"></path></svg></div>
      <template><div class="{t}"></div></template><div class="arb89-key-x tempo-force-hover"><span class="{d}">x</span></div>`);
    const before = document.documentElement.outerHTML;
    build({ adapter: fakeAdapter(() => ({ a: { b: 1 } })) });
    build();
    expect(document.documentElement.outerHTML).to.equal(before);
  });

  it('produces plain JSON', () => {
    const ids = fixture(`
      <div class="{a} x" style="display: grid">Hi<span class="{b}" title="t">there</span><svg class="{c}"></svg></div>`);
    const circular: Record<string, unknown> = {};
    circular.me = circular;
    const adapter = fakeAdapter((element) => (element.classList.contains(ids.b!) ? { fn: () => 1, circular, when: new Date(5), inf: -Infinity } : null));
    for (const index of [build(), build({ adapter })]) {
      const { tree } = index;
      expect(JSON.parse(JSON.stringify(tree))).to.deep.equal(tree);
    }
  });

  it('builds from document.body as the root', () => {
    const ids = fixture(`<div><main class="{main}"><h1 class="{h1}">Title</h1></main></div>`);
    const index = build({ root: document.body, isOwnNode: (element) => element.id === 'mocha' });
    expect(index.tree.name).to.equal('Storyboard');
    expect(index.elementByKey.get(formatElementKey(index.tree.tempoElement))).to.equal(document.body);
    // body > #nav-tree-fixture > div > main: the two wrappers are nodes with generated ids.
    expect(nodeOf(index, ids.main!).level).to.equal(3);
    expect(codebaseIds(nodeOf(index, ids.main!).children)).to.deep.equal([ids.h1]);
  });

  it('builds a generated page of 20,000 elements', () => {
    // 572 sections of 35 elements: 20,020 elements, each a node (half of them under generated ids).
    const sections = 572;
    const parts: string[] = [];
    for (let section = 0; section < sections; section++) {
      parts.push(`<section class="${newId()}"><div class="row">`);
      for (let item = 0; item < 16; item++) parts.push(`<div class="${item % 2 ? 'cell' : newId()}"><span>${item}</span></div>`);
      parts.push(`</div><p class="${newId()}">text</p></section>`);
    }
    container.innerHTML = parts.join('');
    expect(container.querySelectorAll('*').length).to.equal(sections * 35);
    const index = build();
    expect(index.nodeByKey.size).to.equal(1 + sections * 35);
    expect(index.tree.children).to.have.length(sections);
    const last = index.tree.children[sections - 1]!;
    expect(shownIds(last.children)).to.deep.equal(['gen', last.children[1]!.tempoElement.codebaseId]);
    const row = last.children[0]!;
    expect(row.children).to.have.length(16);
    expect(row.children[15]!.tempoElement.uniquePath).to.equal(`0-${sections - 1}-0-15`);
    expect(row.children[15]!.level).to.equal(3);
    expect(row.children[15]!.children).to.have.length(1);
  });

  it('walks a deep page', () => {
    let innermost: Element = container;
    // Chromium's own layout crashes near 3,000 levels; the walk itself keeps no per-level call stack.
    const depth = 1500;
    for (let level = 0; level < depth; level++) {
      const child = document.createElement('div');
      if (level % 3 === 0) child.className = newId();
      innermost.append(child);
      innermost = child;
    }
    innermost.className = newId();
    const index = build();
    expect(index.nodeByKey.size).to.equal(1 + depth);
    let node = index.tree;
    while (node.children.length > 0) node = node.children[0]!;
    expect(node.level).to.equal(depth);
    expect(index.elementByKey.get(formatElementKey(node.tempoElement))).to.equal(innermost);
  });
});
