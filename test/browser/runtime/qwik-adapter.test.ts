// The Qwik adapter and framework detection, against the real Qwik 1 page of the vendor project
// (test/vendor/qwik: Qwik's optimizer in development mode, the page rendered on the server and
// resumed here), opened same-origin in a frame so the adapter can be called on its elements; and
// against hand-made markup of Qwik's shape for the cases the real page does not produce. The runtime
// imports no Qwik.
import { expect } from '@open-wc/testing';
import { qwikAdapter } from '../../../runtime/adapters/qwik';
import { detect } from '../../../runtime/tools/detect';
import { waitFor } from '../helpers';

const frames: HTMLIFrameElement[] = [];

/** The vendor project's page, same-origin, once Qwik resumed it (its container then says so). */
async function openPage(): Promise<Document> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width:800px;height:600px;border:0';
  iframe.src = '/vendor/qwik/dist/index.html';
  frames.push(iframe);
  document.body.append(iframe);
  return waitFor(() => iframe.contentDocument?.querySelector('[q\\:container=resumed] li.plan') && iframe.contentDocument, 'the qwik page to resume');
}

const one = (doc: Document, selector: string): Element => {
  const element = doc.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** The four characters of the component key on the virtual element around `element` (what Qwik wrote). */
function keyHashAround(element: Element): string {
  for (let node = element.previousSibling; node; node = node.previousSibling) {
    const match = node.nodeType === 8 ? /q:key=([^: ]+):/.exec((node as Comment).data) : null;
    if (match) return match[1]!;
  }
  throw new Error('no component comment before the element');
}

afterEach(() => {
  for (const iframe of frames.splice(0)) iframe.remove();
});

describe('qwikAdapter on a real Qwik 1 page (development build, resumed)', () => {
  it('is what auto detects on a Qwik container', async () => {
    const doc = await openPage();
    expect(detect(doc)).to.deep.equal({ name: 'qwik' });
  });

  it('names the components around an element by their render symbols, and each by its key hash', async () => {
    const doc = await openPage();
    const item = one(doc, 'li.plan');
    // Plans serialized its state and ran in the browser (its visible task): its symbol names it.
    expect(qwikAdapter.findComponentForElement(item, 'Plans')).to.deep.equal({ name: 'Plans', props: {}, state: null });
    // App holds Plans: found walking out of Plans' own comments, by its key hash at least.
    const appHash = keyHashAround(one(doc, 'main'));
    expect(qwikAdapter.findComponentForElement(item, appHash)?.name).to.equal(appHash);
    // The card and the counter serialized nothing and never ran here: their key hashes name them.
    const cardHash = keyHashAround(one(doc, 'section.card'));
    expect(qwikAdapter.findComponentForElement(one(doc, 'section.card h2'), cardHash)?.name).to.equal(cardHash);
    const counterHash = keyHashAround(one(doc, 'p.counter').parentElement!);
    expect(qwikAdapter.findComponentForElement(one(doc, 'button.add'), counterHash)?.name).to.equal(counterHash);
    // Closed siblings are not around: the card is not Plans', the list is not the card's.
    expect(qwikAdapter.findComponentForElement(one(doc, 'section.card h2'), 'Plans')).to.equal(null);
    expect(qwikAdapter.findComponentForElement(item, cardHash)).to.equal(null);
    expect(qwikAdapter.findComponentForElement(one(doc, 'h1'), cardHash)).to.equal(null);
    expect(qwikAdapter.findComponentForElement(doc.body, appHash)).to.equal(null);
  });

  it('names a component by the render chunk the page loaded (Qwik preloads every chunk once resumed)', async () => {
    const doc = await openPage();
    const loaded = (name: string) => doc.defaultView!.performance.getEntriesByType('resource').some((entry) => new RegExp(`_${name}_component_[A-Za-z0-9]{11}\\.js$`).test(entry.name));
    await waitFor(() => loaded('PriceCard') && loaded('Counter') && loaded('App'), 'the render chunks of the card, the counter and the app to load');
    expect(qwikAdapter.findComponentForElement(one(doc, 'section.card h2'), 'PriceCard')?.name).to.equal('PriceCard');
    expect(qwikAdapter.findComponentForElement(one(doc, 'button.add'), 'Counter')?.name).to.equal('Counter');
    expect(qwikAdapter.findComponentByName(doc, 'App')?.name).to.equal('App');
  });

  it('finds a mounted component by name or key hash, and says null for one the page does not have', async () => {
    const doc = await openPage();
    expect(qwikAdapter.findComponentByName(doc, 'Plans')?.name).to.equal('Plans');
    const cardHash = keyHashAround(one(doc, 'section.card'));
    expect(qwikAdapter.findComponentByName(doc, cardHash)?.name).to.equal(cardHash);
    expect(qwikAdapter.findComponentByName(doc, 'Nowhere')).to.equal(null);
    expect(qwikAdapter.propsOfElement(one(doc, 'li.plan'))).to.equal(null);
  });
});

describe('qwikAdapter on markup of Qwik\'s shape', () => {
  it('reads nested and closed virtual elements, names from serialized state, and ignores fragments and slots', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<!--qv q:id=0 q:key=AAAA:k0--><main><!--qv q:key=k1--><p class="in-fragment">x</p><!--/qv-->' +
      '<!--qv q:id=1 q:key=BBBB:k2--><p class="done">y</p><!--/qv--><p class="after">z</p></main><!--/qv-->' +
      '<script type="qwik/json">{"objs":["\\u0002src/app.tsx_Outer_component_AAAAbcdefgh.js#Outer_component_AAAAbcdefgh"]}</script>';
    document.body.append(host);
    try {
      const after = host.querySelector('.after')!;
      expect(qwikAdapter.findComponentForElement(after, 'Outer')?.name).to.equal('Outer');
      expect(qwikAdapter.findComponentForElement(after, 'BBBB')).to.equal(null);
      expect(qwikAdapter.findComponentForElement(host.querySelector('.done')!, 'BBBB')?.name).to.equal('BBBB');
      expect(qwikAdapter.findComponentForElement(host.querySelector('.in-fragment')!, 'AAAA')?.name).to.equal('AAAA');
      expect(qwikAdapter.findComponentForElement(host.querySelector('.in-fragment')!, 'k1')).to.equal(null);
    } finally {
      host.remove();
    }
  });

  it('answers null, never throws, on a hostile virtual element', () => {
    const host = document.createElement('div');
    host.innerHTML = '<!--qv q:id=0 q:key=CCCC:k0--><p>x</p><!--/qv-->';
    document.body.append(host);
    try {
      Object.defineProperty(host.firstChild!, '__virtual', {
        get() {
          throw new Error('hostile');
        },
      });
      expect(qwikAdapter.findComponentForElement(host.querySelector('p')!, 'CCCC')?.name).to.equal('CCCC');
      expect(qwikAdapter.findComponentForElement(host.querySelector('p')!, 'Nope')).to.equal(null);
    } finally {
      host.remove();
    }
  });
});
