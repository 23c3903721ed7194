// detectFramework on real framework pages (each in its own frame, so no other framework's globals leak
// in: this test page itself loads Lit through @open-wc/testing), on plain pages, and on hostile ones.
import { expect } from '@open-wc/testing';
import { createElement, render } from 'preact';
import { ANGULAR_PRODUCTION, detect, detectFramework, NO_FRAMEWORK, SVELTE_WITHOUT_DEV } from './detect';

interface Frame {
  win: Window & Record<string, unknown>;
  doc: Document;
}

const frames: HTMLIFrameElement[] = [];

/** A same-origin frame holding `body`; module scripts in it load through this test server. */
async function frame(body = ''): Promise<Frame> {
  const iframe = document.createElement('iframe');
  frames.push(iframe);
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  iframe.srcdoc = `<!doctype html><html><head></head><body>${body}</body></html>`;
  document.body.append(iframe);
  await loaded;
  return { win: iframe.contentWindow as Window & Record<string, unknown>, doc: iframe.contentDocument! };
}

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    doc.head.append(script);
  });
}

async function waitFor(test: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > 8000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  for (const iframe of frames.splice(0)) iframe.remove();
});

describe('detectFramework', () => {
  it('answers null for plain pages', async () => {
    const { doc } = await frame('<div id="app"><p>text</p></div><main><custom-thing></custom-thing></main>');
    expect(detectFramework(doc)).to.equal(null);
    // Named elements make document properties of those names: not markers.
    const { doc: named } = await frame('<form name="__vue_app__"></form><img name="_reactRootContainer"><img name="_reactRootContainer"><form name="__k"></form><embed name="_vnode"><img name="__reactContainer$x">');
    expect((named as unknown as Record<string, unknown>).__vue_app__).to.be.an.instanceof(named.defaultView!.HTMLFormElement);
    expect(detectFramework(named)).to.equal(null);
    const detached = document.implementation.createHTMLDocument('plain');
    detached.body.innerHTML = '<div id="root"></div>';
    expect(detectFramework(detached)).to.equal(null);
  });

  it('finds React 18 from its root container (createRoot)', async () => {
    const { win, doc } = await frame('<div id="root"></div>');
    await loadScript(doc, '/node_modules/react/umd/react.production.min.js');
    await loadScript(doc, '/node_modules/react-dom/umd/react-dom.production.min.js');
    expect(detectFramework(doc)).to.equal(null);
    const React = win.React as { createElement(type: string, props: null, text: string): unknown };
    const ReactDOM = win.ReactDOM as { createRoot(element: Element): { render(node: unknown): void }; flushSync(fn: () => void): void };
    const root = ReactDOM.createRoot(doc.getElementById('root')!);
    ReactDOM.flushSync(() => root.render(React.createElement('p', null, 'react')));
    expect(doc.querySelector('p')!.textContent).to.equal('react');
    expect(detectFramework(doc)).to.equal('react');
  });

  it("finds React 16's legacy root marker and a root on the document itself", async () => {
    const { doc } = await frame('<div></div>');
    Object.assign(doc.body.firstElementChild!, { _reactRootContainer: { _internalRoot: {} } });
    expect(detectFramework(doc)).to.equal('react');
    const { doc: hydrated } = await frame();
    Object.assign(hydrated, { __reactContainer$abc: {} });
    expect(detectFramework(hydrated)).to.equal('react');
  });

  it('finds Vue 3 from an app container and from a bare render() container', async () => {
    const { win, doc } = await frame('<div id="app"></div><section></section>');
    await loadScript(doc, '/node_modules/vue/dist/vue.global.prod.js');
    expect(detectFramework(doc)).to.equal(null);
    const Vue = win.Vue as { createApp(component: object): { mount(element: Element): void }; h(tag: string, text: string): unknown; render(node: unknown, element: Element): void };
    Vue.render(Vue.h('p', 'bare'), doc.querySelector('section')!);
    expect(detectFramework(doc)).to.equal('vue');
    const { win: appWin, doc: appDoc } = await frame('<main><div class="deep" id="mount"></div></main>');
    await loadScript(appDoc, '/node_modules/vue/dist/vue.global.prod.js');
    (appWin.Vue as typeof Vue).createApp({ render: () => (appWin.Vue as typeof Vue).h('p', 'app') }).mount(appDoc.getElementById('mount')!);
    expect(appDoc.querySelector('p')!.textContent).to.equal('app');
    expect(detectFramework(appDoc)).to.equal('vue');
  });

  it('finds Preact from its render container', async () => {
    const { doc } = await frame('<div id="app"></div>');
    expect(detectFramework(doc)).to.equal(null);
    render(createElement('p', null, 'preact'), doc.getElementById('app')!);
    expect(doc.querySelector('p')!.textContent).to.equal('preact');
    expect(detectFramework(doc)).to.equal('preact');
    const { doc: onBody } = await frame();
    render(createElement('p', null, 'body'), onBody.body);
    expect(detectFramework(onBody)).to.equal('preact');
  });

  it("finds Lit from its version registry, or else from an upgraded Lit element", async () => {
    const { win, doc } = await frame('<x-detect-me id="lit"></x-detect-me>');
    const module = doc.createElement('script');
    module.type = 'module';
    module.textContent = `
      import { LitElement, html } from '/node_modules/lit/index.js';
      class DetectMe extends LitElement { static properties = { n: {} }; render() { return html\`<b>lit</b>\`; } }
      customElements.define('x-detect-me', DetectMe);
      window.litLoaded = true;`;
    doc.head.append(module);
    await waitFor(() => win.litLoaded === true, 'Lit in the frame');
    const element = doc.getElementById('lit')!;
    await waitFor(() => element.shadowRoot?.querySelector('b')?.textContent === 'lit', 'the Lit element to render');
    expect(win.litElementVersions).to.be.an('array').that.is.not.empty;
    expect(detectFramework(doc)).to.equal('lit');
    // A page built on ReactiveElement alone has no registry: the upgraded element tells.
    delete win.litElementVersions;
    expect(detectFramework(doc)).to.equal('lit');
    element.removeAttribute('id');
    expect(detectFramework(doc)).to.equal('lit'); // still a first child of <body>
    doc.body.prepend(...Array.from({ length: 40 }, () => doc.createElement('div')));
    expect(detectFramework(doc)).to.equal(null); // past the children checked, without an id: the documented limit
  });

  // Real Svelte 5 pages (dev and production builds): test/browser/runtime/svelte-adapter.test.ts. Here, the marks' shapes.
  it("finds Svelte 5 from its dev-mode element metadata, and says why a build without it has no adapter", async () => {
    const meta = () => ({ loc: { file: '/src/App.svelte', line: 1, column: 0 }, parent: null });
    const { doc } = await frame('<div id="app"><main></main></div>');
    expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
    Object.assign(doc.querySelector('main')!, { __svelte_meta: meta() });
    expect(detect(doc)).to.deep.equal({ name: 'svelte' });
    expect(detectFramework(doc)).to.equal('svelte');
    // Production: only the runtime's version registry.
    const { win: prodWin, doc: prod } = await frame('<div id="app"><main><p>built</p></main></div>');
    prodWin.__svelte = { v: new (prodWin.Set as SetConstructor)(['5']) };
    expect(detect(prod)).to.deep.equal({ name: null, reason: SVELTE_WITHOUT_DEV });
    // ...unless metadata is found further down than the mount points' children.
    Object.assign(prod.querySelector('p')!, { __svelte_meta: meta() });
    expect(detect(prod)).to.deep.equal({ name: 'svelte' });
    // Svelte 4's dev metadata has no dev stack (`parent`): its page is told by its version.
    const { win: oldWin, doc: old } = await frame('<div id="app"><main></main></div>');
    Object.assign(old.querySelector('main')!, { __svelte_meta: { loc: { file: 'App.svelte', line: 1, column: 0, char: 0 } } });
    oldWin.__svelte = { v: new (oldWin.Set as SetConstructor)(['4']) };
    expect(detect(old)).to.deep.equal({ name: null, reason: "Svelte 4 page: the svelte adapter reads Svelte 5's dev-mode metadata" });
  });

  it("ignores Svelte look-alikes: inherited or shapeless metadata, a registry that is not a Set", async () => {
    const { win, doc } = await frame('<div id="app"><main></main><section></section><article></article></div>');
    const [main, section, article] = ['main', 'section', 'article'].map((tag) => doc.querySelector(tag)!);
    // Svelte's dev runtime puts `null` on Element.prototype; an object there is no element's own.
    Object.defineProperty((win.HTMLElement as typeof HTMLElement).prototype, '__svelte_meta', { value: { loc: {} }, writable: true, configurable: true });
    Object.assign(main!, { __svelte_meta: { file: 'no loc' } });
    Object.defineProperty(section!, '__svelte_meta', {
      get() {
        throw new Error('hostile');
      },
    });
    Object.assign(article!, { __svelte_meta: new Proxy({}, { get() { throw new Error('trap'); } }) });
    win.__svelte = { v: { forEach: (fn: (version: string) => void) => fn('5') } };
    expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
  });

  // Real Angular 20 pages (development and production builds): test/browser/runtime/angular-adapter.test.ts. Here, the marks' shapes.
  it("finds Angular from its development-mode functions on the window, and says why a production build has no adapter", async () => {
    const { win, doc } = await frame('<app-root><main><h1>Pricing</h1></main></app-root>');
    expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
    // Production: the root host's `ng-version` alone.
    doc.querySelector('app-root')!.setAttribute('ng-version', '20.3.0');
    expect(detect(doc)).to.deep.equal({ name: null, reason: ANGULAR_PRODUCTION });
    expect(detectFramework(doc)).to.equal(null);
    // Development mode: `window.ng` with its functions (also before the root has its attribute).
    win.ng = { getComponent: () => null, getOwningComponent: () => null, getHostElement: () => null };
    expect(detect(doc)).to.deep.equal({ name: 'angular' });
    doc.querySelector('app-root')!.removeAttribute('ng-version');
    expect(detectFramework(doc)).to.equal('angular');
  });

  it('ignores Angular look-alikes and a hostile `ng`', async () => {
    const { win, doc } = await frame('<div id="app"></div>');
    for (const ng of [{ getComponent: 'not a function' }, 'ng', new Proxy({}, { get() { throw new Error('trap'); } })]) {
      win.ng = ng;
      expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
    }
    Object.defineProperty(win, 'ng', {
      get() {
        throw new Error('hostile');
      },
      configurable: true,
    });
    expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
    // An element named `ng` makes a window property of that name: not Angular's.
    const { doc: named } = await frame('<form name="ng" id="ng"></form>');
    expect(detect(named)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
  });

  // A real Qwik 1 page: test/browser/runtime/qwik-adapter.test.ts. Here, the container's mark, wherever it is.
  it('finds Qwik from its container attribute, on <html> or on the element it rendered into; an island of a container framework in it wins', async () => {
    const { doc } = await frame('<div id="app"><p>x</p></div>');
    expect(detect(doc)).to.deep.equal({ name: null, reason: NO_FRAMEWORK });
    doc.documentElement.setAttribute('q:container', 'paused');
    expect(detect(doc)).to.deep.equal({ name: 'qwik' });
    doc.documentElement.removeAttribute('q:container');
    const deep = doc.createElement('section');
    deep.setAttribute('q:container', 'resumed');
    doc.querySelector('p')!.append(deep);
    expect(detectFramework(doc)).to.equal('qwik');
    // An island of a container framework inside the Qwik page (qwik-react, say): its adapter names its components.
    doc.documentElement.setAttribute('q:container', 'resumed');
    render(createElement('p', null, 'preact'), doc.getElementById('app')!);
    expect(detectFramework(doc)).to.equal('preact');
  });

  it('prefers a container framework to Angular', async () => {
    const { win, doc } = await frame('<div id="app"></div>');
    win.ng = { getComponent: () => null };
    expect(detectFramework(doc)).to.equal('angular');
    render(createElement('p', null, 'preact'), doc.getElementById('app')!);
    expect(detectFramework(doc)).to.equal('preact');
  });

  it('prefers a container framework to Svelte and Lit, and Svelte to Lit', async () => {
    const { win, doc } = await frame('<div id="app"></div><div id="svelte"><p></p></div>');
    win.litElementVersions = ['4.2.2'];
    Object.assign(doc.querySelector('#svelte p')!, { __svelte_meta: { loc: { file: 'App.svelte' }, parent: null } });
    expect(detectFramework(doc)).to.equal('svelte');
    render(createElement('p', null, 'preact'), doc.getElementById('app')!);
    expect(detectFramework(doc)).to.equal('preact');
  });

  it('prefers a container framework to Lit, which is often a leaf inside another app', async () => {
    const { win, doc } = await frame('<div id="app"></div>');
    win.litElementVersions = ['4.2.2'];
    expect(detectFramework(doc)).to.equal('lit');
    render(createElement('p', null, 'preact'), doc.getElementById('app')!);
    expect(detectFramework(doc)).to.equal('preact');
  });

  it('checks only the usual mount points: body, its first children and elements with an id', async () => {
    const { doc } = await frame('<div><div><div class="deep"></div></div></div><div><div id="deep-with-id"></div></div>');
    render(createElement('p', null, 'deep'), doc.querySelector('.deep')!);
    expect(detectFramework(doc)).to.equal(null);
    render(createElement('p', null, 'found'), doc.getElementById('deep-with-id')!);
    expect(detectFramework(doc)).to.equal('preact');
  });

  it('never throws on hostile nodes, and goes on to the next candidate', async () => {
    const { doc } = await frame('<div id="a"></div><div id="b"></div><div id="c"></div>');
    const [a, b, c] = ['a', 'b', 'c'].map((id) => doc.getElementById(id)!);
    for (const key of ['__vue_app__', '_vnode', '__k', '_reactRootContainer']) {
      Object.defineProperty(a, key, {
        get() {
          throw new Error('hostile');
        },
      });
    }
    Object.assign(b!, {
      __k: new Proxy(
        {},
        {
          has() {
            throw new Error('trap');
          },
        },
      ),
      _vnode: { __v_isVNode: 'yes' },
    });
    expect(detectFramework(doc)).to.equal(null);
    Object.assign(c!, { __vue_app__: {} });
    expect(detectFramework(doc)).to.equal('vue');
  });

  it('stays fast on a large page', async () => {
    const { doc } = await frame();
    const html: string[] = [];
    for (let i = 0; i < 20_000; i++) html.push(`<div id="n${i}"><span></span></div>`);
    doc.body.innerHTML = html.join('');
    const start = performance.now();
    for (let i = 0; i < 10; i++) expect(detectFramework(doc)).to.equal(null);
    expect((performance.now() - start) / 10, 'ms per call').to.be.below(100);
  });
});
