// The Svelte adapter and framework detection, against the real Svelte 5 pages of the vendor projects
// (test/vendor/svelte, compiled by scripts/vendor-projects.mjs with `dev: true` as a preview is, and
// the same app built for production: svelte-prod), opened same-origin in a frame so the adapter can be
// called on their elements; and against hand-made metadata of Svelte's shape for the odd and hostile
// cases a real page does not produce. The runtime imports no Svelte.
import { expect } from '@open-wc/testing';
import { svelteAdapter } from '../../../runtime/adapters/svelte';
import { detect, detectFramework, SVELTE_WITHOUT_DEV } from '../../../runtime/tools/detect';
import { inspectElement, stateAndProps } from '../../../runtime/tools/inspect';
import { waitFor } from '../helpers';

const frames: HTMLIFrameElement[] = [];

/** A vendor project's page, same-origin (the test server serves /vendor/ on every host), once Svelte rendered it. */
async function openPage(project: 'svelte' | 'svelte-prod'): Promise<Document> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width:800px;height:600px;border:0';
  frames.push(iframe);
  iframe.src = `/vendor/${project}/index.html`;
  document.body.append(iframe);
  const doc = await waitFor(() => iframe.contentDocument?.querySelector('p.counter') && iframe.contentDocument, `the ${project} page to render`);
  return doc;
}

const one = (doc: Document, selector: string): Element => {
  const element = doc.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** Elements with hand-made metadata: `{ loc, parent }`, as Svelte's add_locations assigns it. */
function withMeta<T extends Element>(element: T, meta: unknown): T {
  Object.assign(element, { __svelte_meta: meta });
  return element;
}

const loc = (file: string, line = 1, column = 0) => ({ file, line, column });
const entry = (type: string, file: string, parent: unknown, extra: Record<string, unknown> = {}) => ({ type, file, line: 3, column: 2, parent, ...extra });

afterEach(() => {
  for (const iframe of frames.splice(0)) iframe.remove();
  for (const element of document.querySelectorAll('.svelte-test')) element.remove();
});

describe('svelteAdapter on a real Svelte 5 page compiled with dev: true', () => {
  it('names the components around an element: tag as written, and the root by its file', async () => {
    const doc = await openPage('svelte');
    const title = one(doc, 'section.card h2');
    // The props come from the reader the codebase-id plugin (svelteProps) put on the card's root element.
    expect(svelteAdapter.findComponentForElement(title, 'PriceCard')).to.deep.equal({ name: 'PriceCard', props: { title: 'Basic', price: 59 }, state: null });
    expect(svelteAdapter.findComponentForElement(title, 'App')).to.deep.equal({ name: 'App', props: {}, state: null });
    expect(svelteAdapter.findComponentForElement(title, 'Counter')).to.equal(null);
    expect(svelteAdapter.findComponentForElement(one(doc, 'p.counter'), 'Counter')?.name).to.equal('Counter');
    // Inside an {#each} block: its entry sits between the element and Plans.
    expect(svelteAdapter.findComponentForElement(one(doc, 'li.plan'), 'Plans')?.name).to.equal('Plans');
    expect(svelteAdapter.findComponentForElement(one(doc, 'h1'), 'App')?.name).to.equal('App');
    expect(svelteAdapter.findComponentForElement(one(doc, 'h1'), 'PriceCard')).to.equal(null);
    // The mount point is not Svelte's.
    expect(svelteAdapter.findComponentForElement(one(doc, '#app'), 'App')).to.equal(null);
    // An element the app did not create belongs to its nearest ancestor that Svelte created.
    const added = title.appendChild(doc.createElement('span'));
    expect(svelteAdapter.findComponentForElement(added, 'PriceCard')?.name).to.equal('PriceCard');
    added.remove();
  });

  it('finds any mounted component by name, and answers the inspect requests', async () => {
    const doc = await openPage('svelte');
    for (const name of ['App', 'PriceCard', 'Counter', 'Plans']) expect(svelteAdapter.findComponentByName(doc, name)?.name, name).to.equal(name);
    expect(svelteAdapter.findComponentByName(doc, 'Missing')).to.equal(null);
    expect(stateAndProps('PriceCard', doc, svelteAdapter)).to.deep.equal({ props: { title: 'Basic', price: 59 }, state: null });
    expect(stateAndProps('Counter', doc, svelteAdapter)).to.deep.equal({ props: { label: 'Seats' }, state: null });
    expect(stateAndProps('Missing', doc, svelteAdapter)).to.deep.equal({ error: 'No component found' });
    const title = one(doc, 'section.card h2');
    const elementsFor = (id: string) => (id === 'title' ? [title] : []);
    expect(inspectElement({ componentName: 'PriceCard', tempoElementID: 'title' }, svelteAdapter, elementsFor)).to.deep.equal({ props: { title: 'Basic', price: 59 }, state: null });
    expect(inspectElement({ componentName: 'Counter', tempoElementID: 'title' }, svelteAdapter, elementsFor)).to.deep.equal({ error: 'Could not find component' });
    // Svelte keeps no per-element props: the element's attributes stand in.
    expect(svelteAdapter.propsOfElement(title)).to.equal(null);
  });

  it('reads nothing reactive: the page is unchanged, and the app goes on changing props and state', async () => {
    const doc = await openPage('svelte');
    const win = doc.defaultView!;
    const html = () => doc.body.innerHTML;
    const before = html();
    for (let i = 0; i < 3; i++) {
      svelteAdapter.findComponentByName(doc, 'PriceCard');
      svelteAdapter.findComponentForElement(one(doc, 'p.price'), 'App');
    }
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    expect(html(), 'the page after reading').to.equal(before);
    // The app changes the card's price prop; the card is still found, the same instance's elements.
    win.dispatchEvent(new win.Event('price-raise'));
    await waitFor(() => one(doc, 'p.price').textContent === '$69 a month', 'the raised price');
    expect(svelteAdapter.findComponentForElement(one(doc, 'p.price'), 'PriceCard')).to.deep.equal({ name: 'PriceCard', props: { title: 'Basic', price: 69 }, state: null });
    // Its own state too (clicks are the editing runtime's while the page is edited: the vendor tests click in drive mode).
    win.dispatchEvent(new win.Event('list-reverse'));
    await waitFor(() => [...doc.querySelectorAll('li.plan')].map((li) => li.textContent).join() === 'Gamma,Beta,Alpha', 'the reversed list');
  });

  it('is what detection finds on the page', async () => {
    const doc = await openPage('svelte');
    expect(detect(doc)).to.deep.equal({ name: 'svelte' });
  });
});

describe('a Svelte 5 page built without dev: true', () => {
  it('is detected as Svelte, with no adapter and the reason', async () => {
    const doc = await openPage('svelte-prod');
    expect(detect(doc)).to.deep.equal({ name: null, reason: SVELTE_WITHOUT_DEV });
    expect(detectFramework(doc)).to.equal(null);
    // Nothing for an adapter to read, were one given.
    expect(svelteAdapter.findComponentByName(doc, 'PriceCard')).to.equal(null);
    expect(svelteAdapter.findComponentForElement(one(doc, 'section.card h2'), 'PriceCard')).to.equal(null);
  });
});

describe('svelteAdapter on hand-made metadata', () => {
  /** A tree as Svelte's dev stack would describe it: App renders Layout, whose {@render children()} renders App's snippet. */
  function page() {
    const root = document.body.appendChild(document.createElement('div'));
    root.className = 'svelte-test';
    const layout = entry('component', '/src/App.svelte', null, { componentTag: 'ui.Layout' });
    const render = entry('render', '/src/lib/Layout.svelte', layout);
    const each = entry('each', '/src/App.svelte', render);
    const card = entry('component', '/src/App.svelte', each, { componentTag: 'Card' });
    const heading = withMeta(root.appendChild(document.createElement('h1')), { loc: loc('/src/App.svelte'), parent: null });
    const nav = withMeta(root.appendChild(document.createElement('nav')), { loc: loc('/src/lib/Layout.svelte'), parent: layout });
    const item = withMeta(root.appendChild(document.createElement('li')), { loc: loc('/src/App.svelte'), parent: each });
    const cardTitle = withMeta(item.appendChild(document.createElement('h2')), { loc: loc('C:\\src\\PriceCard.svelte'), parent: card });
    return { root, heading, nav, item, cardTitle };
  }

  it('answers to the tag as written, its last part, the file of the component, and the root file', () => {
    const { heading, nav, item, cardTitle } = page();
    const names = (element: Element) =>
      ['App', 'Layout', 'ui.Layout', 'Card', 'PriceCard', 'Other'].filter((name) => svelteAdapter.findComponentForElement(element, name) !== null);
    expect(names(cardTitle)).to.deep.equal(['App', 'Layout', 'ui.Layout', 'Card', 'PriceCard']);
    // Snippet content written in App, rendered by Layout: inside both.
    expect(names(item)).to.deep.equal(['App', 'Layout', 'ui.Layout']);
    expect(names(nav)).to.deep.equal(['App', 'Layout', 'ui.Layout']);
    expect(names(heading)).to.deep.equal(['App']);
    expect(svelteAdapter.findComponentByName(document, 'PriceCard')).to.deep.equal({ name: 'PriceCard', props: {}, state: null });
  });

  it("reads the plugin's props reader only on the instance's own root element, and survives a hostile one", () => {
    const { cardTitle, item } = page();
    Object.assign(cardTitle, { __svelte_props: () => ({ title: 'Basic', price: 59 }) });
    expect(svelteAdapter.findComponentForElement(cardTitle, 'Card')).to.deep.equal({ name: 'Card', props: { title: 'Basic', price: 59 }, state: null });
    // The same reader does not describe the components around Card.
    expect(svelteAdapter.findComponentForElement(cardTitle, 'App')).to.deep.equal({ name: 'App', props: {}, state: null });
    for (const reader of [
      () => {
        throw new Error('hostile');
      },
      () => new Proxy({}, { ownKeys: () => { throw new Error('hostile'); } }),
      'not a function',
    ]) {
      Object.assign(cardTitle, { __svelte_props: reader });
      expect(svelteAdapter.findComponentForElement(cardTitle, 'Card')).to.deep.equal({ name: 'Card', props: {}, state: null });
    }
    // A getter that throws is left out, the others are read.
    Object.assign(item, { __svelte_props: () => ({ ok: 1, get bad() { throw new Error('hostile'); } }) });
    Object.assign(cardTitle, { __svelte_props: () => ({ ok: 1, get bad(): unknown { throw new Error('hostile'); } }) });
    expect(svelteAdapter.findComponentForElement(cardTitle, 'Card')?.props).to.deep.equal({ ok: 1 });
  });

  it('finds components in open shadow roots', () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.className = 'svelte-test';
    const shadow = host.attachShadow({ mode: 'open' });
    withMeta(shadow.appendChild(document.createElement('p')), { loc: loc('/src/Shadowed.svelte'), parent: entry('component', '/src/Widget.svelte', null, { componentTag: 'Inner' }) });
    expect(svelteAdapter.findComponentByName(document, 'Inner')?.name).to.equal('Inner');
    expect(svelteAdapter.findComponentByName(document, 'Widget')?.name).to.equal('Widget');
  });

  it('never throws on hostile or malformed metadata', () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.className = 'svelte-test';
    const throwing = {
      get parent() {
        throw new Error('hostile');
      },
      get loc() {
        throw new Error('hostile');
      },
    };
    const cyclic: Record<string, unknown> = { type: 'component', componentTag: 'Loop', file: '/Loop.svelte' };
    cyclic.parent = cyclic;
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
      },
    );
    const cases: unknown[] = [throwing, trap, { loc: 5, parent: 'x' }, { loc: loc('/A.svelte'), parent: cyclic }, { loc: loc('/A.svelte'), parent: { type: 'component', file: '/A.svelte', get componentTag() { throw new Error('tag'); }, parent: null } }];
    const elements = cases.map((meta) => withMeta(root.appendChild(document.createElement('p')), meta));
    const getter = root.appendChild(document.createElement('p'));
    Object.defineProperty(getter, '__svelte_meta', {
      get() {
        throw new Error('hostile');
      },
    });
    for (const element of [...elements, getter]) {
      expect(() => svelteAdapter.findComponentForElement(element, 'Loop')).not.to.throw();
    }
    expect(svelteAdapter.findComponentForElement(elements[3]!, 'Loop')?.name).to.equal('Loop');
    expect(svelteAdapter.findComponentForElement(elements[4]!, 'A')?.name, 'the root, past an unreadable tag').to.equal('A');
    expect(svelteAdapter.findComponentByName(document, 'Loop')?.name).to.equal('Loop');
    expect(svelteAdapter.findComponentByName(document, 'Nothing')).to.equal(null);
    // Svelte's dev runtime sets `null` on Element.prototype; only an element's own metadata counts.
    Object.defineProperty(HTMLElement.prototype, '__svelte_meta', { value: { loc: loc('/Proto.svelte'), parent: null }, configurable: true });
    try {
      const plain = root.appendChild(document.createElement('p'));
      expect(svelteAdapter.findComponentForElement(plain, 'Proto')).to.equal(null);
      expect(svelteAdapter.findComponentByName(document, 'Proto')).to.equal(null);
    } finally {
      delete (HTMLElement.prototype as { __svelte_meta?: unknown }).__svelte_meta;
    }
  });
});
