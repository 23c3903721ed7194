// The Angular adapter and framework detection, against the real Angular 20 pages of the vendor projects
// (test/vendor/angular, compiled by scripts/vendor-projects.mjs in development mode as a preview is, and
// the same app built for production: angular-prod), opened same-origin in a frame so the adapter can be
// called on their elements; and against a hand-made `window.ng` of Angular's shape for the odd and
// hostile cases a real page does not produce. The runtime imports no Angular.
import { expect } from '@open-wc/testing';
import { angularAdapter } from '../../../runtime/adapters/angular';
import { ANGULAR_PRODUCTION, detect, detectFramework } from '../../../runtime/tools/detect';
import { inspectElement, stateAndProps } from '../../../runtime/tools/inspect';
import { waitFor } from '../helpers';

const frames: HTMLIFrameElement[] = [];

function addFrame(): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width:800px;height:600px;border:0';
  frames.push(iframe);
  return iframe;
}

/** A vendor project's page, same-origin (the test server serves /vendor/ on every host), once Angular rendered it. */
async function openPage(project: 'angular' | 'angular-prod'): Promise<Document> {
  const iframe = addFrame();
  iframe.src = `/vendor/${project}/index.html`;
  document.body.append(iframe);
  return waitFor(() => iframe.contentDocument?.querySelector('li.plan') && iframe.contentDocument, `the ${project} page to render`);
}

const one = (doc: Document, selector: string): Element => {
  const element = doc.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

const PLANS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];
const CARD = { props: { title: 'Basic', price: 59 }, state: { open: false } };

afterEach(() => {
  for (const iframe of frames.splice(0)) iframe.remove();
});

describe('angularAdapter on a real Angular 20 page in development mode', () => {
  it('names the components around an element: class name and selector, through embedded views, up to the root', async () => {
    const doc = await openPage('angular');
    const title = one(doc, 'section.card h2');
    expect(angularAdapter.findComponentForElement(title, 'PriceCard')).to.deep.equal({ name: 'PriceCard', ...CARD });
    expect(angularAdapter.findComponentForElement(title, 'app-price-card')).to.deep.equal({ name: 'app-price-card', ...CARD });
    expect(angularAdapter.findComponentForElement(title, 'App')).to.deep.equal({ name: 'App', props: {}, state: {} });
    expect(angularAdapter.findComponentForElement(title, 'Counter')).to.equal(null);
    expect(angularAdapter.findComponentForElement(one(doc, 'p.counter'), 'Counter')).to.deep.equal({ name: 'Counter', props: { label: 'Seats' }, state: { count: 3 } });
    // Inside a @for block: its embedded view sits between the element and Plans.
    expect(angularAdapter.findComponentForElement(one(doc, 'li.plan'), 'app-plans')).to.deep.equal({ name: 'app-plans', props: {}, state: { plans: PLANS } });
    expect(angularAdapter.findComponentForElement(one(doc, 'li.plan'), 'app-root')?.name).to.equal('app-root');
    expect(angularAdapter.findComponentForElement(one(doc, 'h1'), 'PriceCard')).to.equal(null);
    // A host element is its component's, and inside its owner's template; the root's host is the root's.
    expect(angularAdapter.findComponentForElement(one(doc, 'app-price-card'), 'PriceCard')?.name).to.equal('PriceCard');
    expect(angularAdapter.findComponentForElement(one(doc, 'app-price-card'), 'App')?.name).to.equal('App');
    expect(angularAdapter.findComponentForElement(one(doc, 'app-root'), 'App')?.name).to.equal('App');
    expect(angularAdapter.findComponentForElement(doc.body, 'App')).to.equal(null);
    // An element the app did not create belongs to its nearest ancestor that Angular created.
    const added = title.appendChild(doc.createElement('span'));
    expect(angularAdapter.findComponentForElement(added, 'PriceCard')?.name).to.equal('PriceCard');
    added.remove();
  });

  it('finds any mounted component by name, and answers the inspect requests', async () => {
    const doc = await openPage('angular');
    for (const name of ['App', 'app-root', 'PriceCard', 'app-price-card', 'Counter', 'app-counter', 'Plans', 'app-plans']) {
      expect(angularAdapter.findComponentByName(doc, name)?.name, name).to.equal(name);
    }
    expect(angularAdapter.findComponentByName(doc, 'Missing')).to.equal(null);
    expect(stateAndProps('PriceCard', doc, angularAdapter)).to.deep.equal(CARD);
    expect(stateAndProps('Counter', doc, angularAdapter)).to.deep.equal({ props: { label: 'Seats' }, state: { count: 3 } });
    expect(stateAndProps('Missing', doc, angularAdapter)).to.deep.equal({ error: 'No component found' });
    const title = one(doc, 'section.card h2');
    const elementsFor = (id: string) => (id === 'title' ? [title] : []);
    expect(inspectElement({ componentName: 'PriceCard', tempoElementID: 'title' }, angularAdapter, elementsFor)).to.deep.equal(CARD);
    expect(inspectElement({ componentName: 'Counter', tempoElementID: 'title' }, angularAdapter, elementsFor)).to.deep.equal({ error: 'Could not find component' });
    // A component's host has its inputs as props; other elements have none Angular keeps (their attributes stand in).
    expect(angularAdapter.propsOfElement(one(doc, 'app-price-card'))).to.deep.equal(CARD.props);
    expect(angularAdapter.propsOfElement(title)).to.equal(null);
  });

  it('writes nothing: the page is unchanged, and the app goes on changing its state', async () => {
    const doc = await openPage('angular');
    const win = doc.defaultView!;
    const html = () => doc.body.innerHTML;
    const before = html();
    for (let i = 0; i < 3; i++) {
      angularAdapter.findComponentByName(doc, 'PriceCard');
      angularAdapter.findComponentForElement(one(doc, 'p.price'), 'App');
      angularAdapter.propsOfElement(one(doc, 'app-counter'));
    }
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    expect(html(), 'the page after reading').to.equal(before);
    // The app's own method (clicks are the editing runtime's while the page is edited: the vendor tests click in drive mode).
    const ng = (win as unknown as { ng: { getComponent(element: Element): { add(): void } } }).ng;
    ng.getComponent(one(doc, 'app-counter')).add();
    await waitFor(() => one(doc, 'p.counter').textContent === 'Seats: 4', 'the counter to count');
    expect(angularAdapter.findComponentForElement(one(doc, 'p.counter'), 'Counter')?.state).to.deep.equal({ count: 4 });
    win.dispatchEvent(new win.Event('list-reverse'));
    await waitFor(() => [...doc.querySelectorAll('li.plan')].map((li) => li.textContent).join() === 'Gamma,Beta,Alpha', 'the reversed list');
    expect(angularAdapter.findComponentByName(doc, 'Plans')?.state).to.deep.equal({ plans: [...PLANS].reverse() });
  });

  it('is what detection finds on the page', async () => {
    const doc = await openPage('angular');
    expect(detect(doc)).to.deep.equal({ name: 'angular' });
  });
});

describe('an Angular 20 page built for production', () => {
  it('is detected as Angular, with no adapter and the reason', async () => {
    const doc = await openPage('angular-prod');
    expect(one(doc, 'app-root').getAttribute('ng-version')).to.match(/^20\./);
    expect(detect(doc)).to.deep.equal({ name: null, reason: ANGULAR_PRODUCTION });
    expect(detectFramework(doc)).to.equal(null);
    // Nothing for an adapter to read, were one given.
    expect(angularAdapter.findComponentByName(doc, 'PriceCard')).to.equal(null);
    expect(angularAdapter.findComponentForElement(one(doc, 'section.card h2'), 'PriceCard')).to.equal(null);
    expect(angularAdapter.propsOfElement(one(doc, 'app-price-card'))).to.equal(null);
  });
});

describe('angularAdapter on a hand-made `window.ng`', () => {
  /** A function Angular would take for a signal: it carries an own symbol described `SIGNAL`. */
  function signalOf<T>(read: () => T): () => T {
    return Object.assign(read, { [Symbol('SIGNAL')]: {} });
  }

  /** A class with a component definition of Angular's shape. */
  function componentClass(name: string, definition: Record<string, unknown>): new () => object {
    const ctor = { [name]: class {} }[name]!;
    Object.defineProperty(ctor, 'ɵcmp', { value: definition });
    return ctor;
  }

  /** A frame whose `ng` answers from `hosts` (element → instance) and `owners` (element → instance, instance → host). */
  async function page(): Promise<{ doc: Document; hosts: Map<Element, object>; owners: Map<Element, object>; hostOf: Map<object, Element>; win: Window & Record<string, unknown> }> {
    const iframe = addFrame();
    const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
    iframe.srcdoc = '<!doctype html><html><body><fake-root><fake-card><h2>Title</h2></fake-card></fake-root></body></html>';
    document.body.append(iframe);
    await loaded;
    const win = iframe.contentWindow as Window & Record<string, unknown>;
    // Angular marks every element it created.
    for (const element of iframe.contentDocument!.querySelectorAll('fake-root, fake-card, h2')) Object.assign(element, { __ngContext__: 1 });
    const hosts = new Map<Element, object>();
    const owners = new Map<Element, object>();
    const hostOf = new Map<object, Element>();
    win.ng = {
      getComponent: (element: Element) => hosts.get(element) ?? null,
      getOwningComponent: (element: Element) => owners.get(element) ?? null,
      getHostElement: (instance: object) => hostOf.get(instance) ?? null,
    };
    return { doc: iframe.contentDocument!, hosts, owners, hostOf, win };
  }

  it('reads inputs by public name (signals called, old string maps too), outputs and Angular fields left out of state', async () => {
    const { doc, hosts, owners, hostOf } = await page();
    const Card = componentClass('Card', {
      selectors: [['fake-card'], ['', 'fakeCard', '']],
      inputs: { price: ['amount', 1, null], title: 'title', required: ['needed', 1, null] },
      outputs: { picked: 'pickedEmitter' },
      debugInfo: { className: 'PriceCard' },
    });
    let reads = 0;
    const card = Object.assign(new Card(), {
      amount: signalOf(() => 59),
      title: 'Basic',
      needed: signalOf(() => {
        throw new Error('NG0950: required input not set');
      }),
      pickedEmitter: { emit: () => undefined },
      open: signalOf(() => (reads++, false)),
      plain: 3,
      __ngContext__: 12,
    });
    const host = one(doc, 'fake-card');
    hosts.set(host, card);
    owners.set(one(doc, 'h2'), card);
    hostOf.set(card, host);
    const expected = { props: { price: 59, title: 'Basic' }, state: { open: false, plain: 3 } };
    for (const name of ['Card', 'PriceCard', 'fake-card']) expect(angularAdapter.findComponentForElement(one(doc, 'h2'), name)).to.deep.equal({ name, ...expected });
    // An attribute selector names no element.
    expect(angularAdapter.findComponentForElement(one(doc, 'h2'), 'fakeCard')).to.equal(null);
    expect(angularAdapter.findComponentByName(doc, 'fake-card')).to.deep.equal({ name: 'fake-card', ...expected });
    expect(angularAdapter.propsOfElement(host)).to.deep.equal(expected.props);
    expect(reads, 'signals read by calling them').to.be.greaterThan(0);
    // Only Angular components: an object without a definition is none.
    hosts.set(host, { title: 'x' });
    owners.set(one(doc, 'h2'), { title: 'x' });
    expect(angularAdapter.findComponentForElement(one(doc, 'h2'), 'Object')).to.equal(null);
  });

  it('keeps `__proto__` an own key, and leaves a field whose getter throws out', async () => {
    const { doc, hosts } = await page();
    const Card = componentClass('Card', { selectors: [['fake-card']], inputs: { ['__proto__']: ['proto', 0, null] } });
    const card = new Card();
    Object.defineProperty(card, 'proto', { value: { polluted: true }, enumerable: true });
    Object.defineProperty(card, 'bad', {
      get() {
        throw new Error('hostile');
      },
      enumerable: true,
    });
    hosts.set(one(doc, 'fake-card'), card);
    const found = angularAdapter.findComponentByName(doc, 'Card')!;
    expect(Object.getPrototypeOf(found.props)).to.equal(Object.prototype);
    expect(Object.keys(found.props)).to.deep.equal(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(found.props, '__proto__')?.value).to.deep.equal({ polluted: true });
    // `proto` is the input's property, and `bad` throws: no state.
    expect(found.state).to.deep.equal({});
  });

  it('ends on an owner chain that loops', async () => {
    const { doc, owners, hostOf } = await page();
    const Card = componentClass('Card', { selectors: [['fake-card']] });
    const card = new Card();
    // The card's host is inside its own template: a cycle a real page cannot make.
    owners.set(one(doc, 'h2'), card);
    owners.set(one(doc, 'fake-card'), card);
    hostOf.set(card, one(doc, 'fake-card'));
    expect(angularAdapter.findComponentForElement(one(doc, 'h2'), 'Other')).to.equal(null);
    expect(angularAdapter.findComponentForElement(one(doc, 'h2'), 'Card')?.name).to.equal('Card');
  });

  it('never throws on a hostile `ng` or hostile instances', async () => {
    const { doc, win, hosts, owners } = await page();
    const h2 = one(doc, 'h2');
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    const throwing = () => {
      throw new Error('hostile');
    };
    const Card = componentClass('Card', { get selectors() { throw new Error('hostile'); }, inputs: trap, outputs: trap });
    const instances: unknown[] = [trap, new Card(), Object.assign(new Card(), { constructor: trap })];
    for (const instance of instances) {
      hosts.set(one(doc, 'fake-card'), instance as object);
      owners.set(h2, instance as object);
      expect(() => angularAdapter.findComponentForElement(h2, 'Card')).not.to.throw();
      expect(() => angularAdapter.findComponentByName(doc, 'Card')).not.to.throw();
      expect(() => angularAdapter.propsOfElement(one(doc, 'fake-card'))).not.to.throw();
    }
    // The class name still names the second: its definition's unreadable parts give no props and no selector names.
    hosts.set(one(doc, 'fake-card'), new Card());
    expect(angularAdapter.propsOfElement(one(doc, 'fake-card'))).to.deep.equal({});
    for (const ng of [trap, { getComponent: throwing, getOwningComponent: throwing, getHostElement: throwing }, { getComponent: 'no' }, null]) {
      win.ng = ng;
      expect(angularAdapter.findComponentForElement(h2, 'Card')).to.equal(null);
      expect(angularAdapter.findComponentByName(doc, 'Card')).to.equal(null);
      expect(angularAdapter.propsOfElement(h2)).to.equal(null);
    }
    Object.defineProperty(win, 'ng', { get: throwing, configurable: true });
    expect(angularAdapter.findComponentForElement(h2, 'Card')).to.equal(null);
    expect(angularAdapter.findComponentByName(doc, 'Card')).to.equal(null);
  });
});
