// The adapters' shared helpers, on plain values and on a toy framework that keeps its tree on root
// containers the way Preact and Vue do (their own tests run the real frameworks through the adapters).
import { expect } from '@open-wc/testing';
import { ancestorNodes, asObject, composedParent, copyKeys, createRootLocator, nonEmptyString, readKey, safely } from './internals';

/** One rendered DOM node of the toy framework; `live: false` once a re-render replaced it. */
interface ToyHost {
  node: unknown;
  name: string;
  live: boolean;
}

interface ToyRoot {
  hosts: ToyHost[];
}

/** A toy framework that stores its root on each container under `key`, and counts its index builds. */
function toyFramework(key = '__toy') {
  const counts = { collect: 0 };
  const locator = createRootLocator<ToyRoot, ToyHost, { host: ToyHost }>({
    rootOf(node) {
      const root = asObject(readKey(node, key));
      return root && Array.isArray(readKey(root, 'hosts')) ? (root as ToyRoot) : null;
    },
    collect(root, add) {
      counts.collect++;
      for (const host of root.hosts) add(host.node, host);
    },
    accept: (host) => (host.live ? { host } : null),
  });
  const mount = (container: object, ...hosts: Array<[unknown, string]>): ToyRoot => {
    const root: ToyRoot = { hosts: hosts.map(([node, name]) => ({ node, name, live: true })) };
    Object.assign(container, { [key]: root });
    return root;
  };
  return { locator, mount, counts };
}

/** A document of its own, so the test page's elements are not scanned. */
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('internals');
  doc.body.innerHTML = html;
  return doc;
}

const byId = (doc: Document, id: string): HTMLElement => doc.getElementById(id)!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('adapter internals: reading values', () => {
  it('narrows unknown values', () => {
    const fn = () => 1;
    expect(asObject({ a: 1 })).to.deep.equal({ a: 1 });
    expect(asObject([])).to.deep.equal([]);
    for (const value of [null, undefined, 0, 'x', true, fn, Symbol.iterator]) expect(asObject(value)).to.equal(null);
    expect(readKey({ a: 1 }, 'a')).to.equal(1);
    expect(readKey({}, 'missing')).to.equal(undefined);
    expect(nonEmptyString('name')).to.equal('name');
    for (const value of ['', 0, null, undefined, {}]) expect(nonEmptyString(value)).to.equal(null);
  });

  it('answers null for a read that throws', () => {
    expect(safely(() => 5)).to.equal(5);
    expect(safely(() => null)).to.equal(null);
    expect(
      safely(() => {
        throw new Error('hostile');
      }),
    ).to.equal(null);
  });

  it('copies keys through getters, leaving out the ones that throw', () => {
    const source = {
      a: 1,
      get b() {
        return 2;
      },
      get bad(): number {
        throw new Error('getter');
      },
    };
    const target: Record<string, unknown> = { kept: true };
    expect(copyKeys(target, source, ['a', 'b', 'bad', 'absent'])).to.equal(target);
    expect(target).to.deep.equal({ kept: true, a: 1, b: 2, absent: undefined });
    expect('bad' in target).to.equal(false);
  });

  it('copies `__proto__` as an own key, never as the prototype', () => {
    const source = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as object;
    const copy = copyKeys({}, source, Object.keys(source));
    expect(Object.getPrototypeOf(copy)).to.equal(Object.prototype);
    expect(Object.keys(copy)).to.deep.equal(['__proto__', 'x']);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).to.deep.equal({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});

describe('adapter internals: walking up the DOM', () => {
  it('goes up through open and closed shadow roots to their hosts', () => {
    const doc = page('<main id="outer"><div id="open"></div><div id="closed"></div></main>');
    const openRoot = byId(doc, 'open').attachShadow({ mode: 'open' });
    const closedRoot = byId(doc, 'closed').attachShadow({ mode: 'closed' });
    openRoot.innerHTML = '<p><b>text</b></p>';
    closedRoot.innerHTML = '<i>closed</i>';
    const b = openRoot.querySelector('b')!;
    expect(ancestorNodes(b)).to.have.ordered.members([b, b.parentNode, openRoot, byId(doc, 'open'), byId(doc, 'outer'), doc.body, doc.documentElement, doc]);
    expect(composedParent(closedRoot)).to.equal(byId(doc, 'closed'));
    expect(composedParent(doc)).to.equal(null);
    // A detached subtree ends at its top node.
    const loose = doc.createElement('span');
    loose.append(doc.createTextNode('t'));
    expect(ancestorNodes(loose.firstChild!)).to.have.ordered.members([loose.firstChild, loose]);
  });

  it('walks up nodes of another frame', async () => {
    const iframe = document.createElement('iframe');
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    iframe.srcdoc = '<!doctype html><body><div id="host"></div></body>';
    document.body.append(iframe);
    try {
      await loaded;
      const doc = iframe.contentDocument!;
      const host = byId(doc, 'host');
      const shadow = host.attachShadow({ mode: 'open' });
      shadow.innerHTML = '<em></em>';
      expect(ancestorNodes(shadow.firstChild!)).to.have.ordered.members([shadow.firstChild, shadow, host, doc.body, doc.documentElement, doc]);
    } finally {
      iframe.remove();
    }
  });
});

describe('adapter internals: createRootLocator', () => {
  it('finds the nearest rendered node, where it is among the nodes, and its root container', () => {
    const doc = page('<div id="app"><section id="s"><p id="p"><span id="added"></span></p></section></div>');
    const { locator, mount } = toyFramework();
    mount(byId(doc, 'app'), [byId(doc, 's'), 'section'], [byId(doc, 'p'), 'p']);
    // `added` was not rendered by the framework: it belongs to its nearest rendered ancestor.
    const found = locator.locate(ancestorNodes(byId(doc, 'added')));
    expect(found?.host.name).to.equal('p');
    expect(found?.at).to.equal(1);
    expect(found?.containerAt).to.equal(3);
    expect(locator.locate(ancestorNodes(byId(doc, 'app')))).to.equal(null);
  });

  it('tries nested roots nearest first, and an outer root may have rendered the inner container', () => {
    const doc = page('<div id="outer"><div id="inner"><p id="p"></p></div></div>');
    const { locator, mount } = toyFramework();
    mount(byId(doc, 'outer'), [byId(doc, 'inner'), 'outer-renders-inner']);
    mount(byId(doc, 'inner'), [byId(doc, 'p'), 'p']);
    const nodes = ancestorNodes(byId(doc, 'p'));
    expect(locator.locate(nodes)).to.include({ at: 0, containerAt: 1 });
    // Going on from the inner container reaches the outer root.
    const outer = locator.locate(nodes.slice(1));
    expect(outer?.host.name).to.equal('outer-renders-inner');
    expect(outer).to.include({ at: 0, containerAt: 1 });
  });

  it('searches every root of the document, shadow roots included, when no container is above the nodes', () => {
    const doc = page('<div id="app"></div><div id="portal"><p id="p"></p></div><div id="shadow-host"></div>');
    const shadow = byId(doc, 'shadow-host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div id="shadow-app"></div>';
    const { locator, mount } = toyFramework();
    mount(byId(doc, 'app'));
    mount(shadow.getElementById('shadow-app')!, [byId(doc, 'p'), 'portalled']);
    const found = locator.locate(ancestorNodes(byId(doc, 'p')));
    expect(found?.host.name).to.equal('portalled');
    expect(found?.containerAt).to.equal(-1);
    // With a container among the nodes, content of other roots is not looked for.
    const { locator: scoped, mount: mountScoped } = toyFramework();
    mountScoped(byId(doc, 'portal'));
    mountScoped(shadow.getElementById('shadow-app')!, [byId(doc, 'p'), 'portalled']);
    expect(scoped.locate(ancestorNodes(byId(doc, 'p')))).to.equal(null);
  });

  it('lists root containers, the usual mount points first', () => {
    const doc = page('<div id="first"></div><div id="root"></div><div id="app"></div><div id="host"></div>');
    const shadow = byId(doc, 'host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div id="inside"></div>';
    const { locator, mount } = toyFramework();
    for (const container of [doc, doc.documentElement, doc.body, byId(doc, 'first'), byId(doc, 'root'), byId(doc, 'app'), shadow.getElementById('inside')!]) mount(container);
    const containers = locator.documentRoots(doc).map(({ container }) => container);
    expect(containers).to.have.ordered.members([byId(doc, 'app'), byId(doc, 'root'), doc.body, doc.documentElement, doc, byId(doc, 'first'), shadow.getElementById('inside')]);
  });

  it('indexes a root once per task, trusting a miss until the next task', async () => {
    const doc = page('<div id="app"><p id="a"></p><p id="b"></p></div>');
    const { locator, mount, counts } = toyFramework();
    const root = mount(byId(doc, 'app'), [byId(doc, 'a'), 'a']);
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('a');
    expect(locator.locate(ancestorNodes(byId(doc, 'b')))).to.equal(null);
    expect(counts.collect).to.equal(1);
    // Rendered later: found once the index is no longer fresh.
    root.hosts.push({ node: byId(doc, 'b'), name: 'b', live: true });
    expect(locator.locate(ancestorNodes(byId(doc, 'b')))).to.equal(null);
    await nextTask();
    expect(locator.locate(ancestorNodes(byId(doc, 'b')))?.host.name).to.equal('b');
    expect(counts.collect).to.equal(2);
    // A new root object on the container is indexed anew.
    mount(byId(doc, 'app'), [byId(doc, 'a'), 'a2']);
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('a2');
    expect(counts.collect).to.equal(3);
  });

  it('rebuilds the index (once) when it answers a stale entry, also within the task', () => {
    const doc = page('<div id="app"><p id="a"></p></div>');
    const { locator, mount, counts } = toyFramework();
    const root = mount(byId(doc, 'app'), [byId(doc, 'a'), 'old']);
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('old');
    root.hosts[0]!.live = false;
    root.hosts.push({ node: byId(doc, 'a'), name: 'new', live: true });
    root.hosts.shift();
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('new');
    expect(counts.collect).to.equal(2);
    // Stale after a rebuild too: null, without a third build.
    root.hosts[0]!.live = false;
    expect(counts.collect).to.equal(2);
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))).to.equal(null);
    expect(counts.collect).to.equal(3);
  });

  it('keeps the first entry for a node and ignores entries for non-objects', () => {
    const doc = page('<div id="app"><p id="a"></p></div>');
    const { locator, mount } = toyFramework();
    mount(byId(doc, 'app'), [null, 'null'], ['string', 'string'], [byId(doc, 'a'), 'first'], [byId(doc, 'a'), 'second']);
    expect(locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('first');
  });

  it('keeps each locator its own caches', () => {
    const doc = page('<div id="app"><p id="a"></p></div>');
    const one = toyFramework('__one');
    const two = toyFramework('__two');
    one.mount(byId(doc, 'app'), [byId(doc, 'a'), 'one']);
    two.mount(byId(doc, 'app'), [byId(doc, 'a'), 'two']);
    expect(one.locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('one');
    expect(two.locator.locate(ancestorNodes(byId(doc, 'a')))?.host.name).to.equal('two');
  });

  it('goes on past a node whose root cannot be read', () => {
    const doc = page('<div id="outer"><div id="hostile"><p id="p"></p></div></div>');
    const { locator, mount } = toyFramework();
    Object.defineProperty(byId(doc, 'hostile'), '__toy', {
      get() {
        throw new Error('hostile');
      },
    });
    mount(byId(doc, 'outer'), [byId(doc, 'p'), 'p']);
    expect(locator.locate(ancestorNodes(byId(doc, 'p')))?.host.name).to.equal('p');
    expect(locator.documentRoots(doc).map(({ container }) => container)).to.have.ordered.members([byId(doc, 'outer')]);
  });
});
