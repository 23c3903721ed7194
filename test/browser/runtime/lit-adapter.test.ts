// The Lit adapter and the inspect answers, against the real Lit 3 from npm (its ES modules, as a bundled
// page loads them): reactive properties and state, nested and closed shadow roots, light-DOM components.
// The runtime itself imports no Lit.
import { expect } from '@open-wc/testing';
import { html, LitElement, render, type PropertyDeclarations, type TemplateResult } from 'lit';
import { v4 } from 'uuid';
import { detectFramework } from '../../../runtime/tools/detect';
import { litAdapter } from '../../../runtime/adapters/lit';
import type { ComponentAdapter, ComponentInstance } from '../../../runtime/adapters/types';
import { inspectElement, stateAndProps, type InspectResult } from '../../../runtime/tools/inspect';
import type { InspectPayload } from '../../../types';
import { consoleMessages } from '../helpers';

const OBJ = 'TEMPO_OBJECT_TYPE';
const FN = 'TEMPO_FUNCTION_TYPE';

const codebaseId = () => `tempo-${v4()}`;
const ids = {
  app: codebaseId(),
  panel: codebaseId(),
  panelTitle: codebaseId(),
  counter: codebaseId(),
  counterHost: codebaseId(),
  badge: codebaseId(),
  item: codebaseId(),
  closed: codebaseId(),
  light: codebaseId(),
  outside: codebaseId(),
};
const noop = () => undefined;
const secret = Symbol('secret');

/** Every element, in the document and in every shadow root. */
function allElementsDeep(): Element[] {
  const all: Element[] = [];
  const visit = (root: ParentNode) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      all.push(element);
      const shadow = element.shadowRoot ?? (element instanceof LitElement && element.renderRoot !== element ? element.renderRoot : null);
      if (shadow) visit(shadow);
    }
  };
  visit(document);
  return all;
}
/** Elements with the class anywhere: in the document and in every shadow root (open or, via Lit, closed). */
const deepElementsFor = (id: string): Element[] => allElementsDeep().filter((element) => element.classList.contains(id));
const one = (id: string): Element => {
  const element = deepElementsFor(id)[0];
  if (!element) throw new Error(`no element .${id}`);
  return element;
};

class XCounter extends LitElement {
  static override properties: PropertyDeclarations = {
    label: { type: String },
    count: { type: Number },
    config: { attribute: false },
    onPick: { attribute: false },
    _open: { state: true },
    _items: { state: true },
    [secret]: { state: true },
  };
  // `declare`: class fields would shadow Lit's accessors; values are set in the constructor.
  declare label: string;
  declare count: number;
  declare config: object;
  declare onPick: () => void;
  declare _open: boolean;
  declare _items: number[];
  constructor() {
    super();
    this.label = '';
    this.count = 0;
    this.config = {};
    this.onPick = noop;
    this._open = true;
    this._items = [1, 2];
  }
  override render(): TemplateResult {
    return html`<button class=${ids.counter} type="button" @click=${this.onPick}>${this.label} ${this.count}</button>`;
  }
}

/** Inherits XCounter's properties and adds one. */
class XFancyCounter extends XCounter {
  static override properties: PropertyDeclarations = { fancy: { type: Boolean } };
  declare fancy: boolean;
  constructor() {
    super();
    this.fancy = true;
  }
}

class XBadge extends LitElement {
  static override properties: PropertyDeclarations = { n: { type: Number } };
  declare n: number;
  constructor() {
    super();
    this.n = 0;
  }
  override render(): TemplateResult {
    return html`<b class=${ids.badge}>${this.n}</b>`;
  }
}

class XPanel extends LitElement {
  static override properties: PropertyDeclarations = { title: { type: String }, tags: { attribute: false }, onClose: { attribute: false }, _expanded: { state: true } };
  declare tags: string[];
  declare onClose: () => void;
  declare _expanded: boolean;
  constructor() {
    super();
    this.tags = [];
    this.onClose = noop;
    this._expanded = false;
  }
  override render(): TemplateResult {
    return html`<section class=${ids.panel}><h2 class=${ids.panelTitle}>${this.title}</h2><slot></slot><x-badge .n=${2}></x-badge></section>`;
  }
}

/** Three shadow levels: x-app → x-panel → x-badge, and x-counter slotted into x-panel. */
class XApp extends LitElement {
  override render(): TemplateResult {
    return html`<div class=${ids.app}>
      <x-panel title="Settings" .tags=${['a']} .onClose=${noop}>
        <x-counter class=${ids.counterHost} label="Clicks" .count=${0} .config=${{ step: 1 }} .onPick=${noop}></x-counter>
      </x-panel>
    </div>`;
  }
}

class XItem extends LitElement {
  static override properties: PropertyDeclarations = { i: { type: Number }, _tenfold: { state: true } };
  declare i: number;
  declare _tenfold: number;
  constructor() {
    super();
    this.i = 0;
    this._tenfold = 0;
  }
  override willUpdate(): void {
    this._tenfold = this.i * 10;
  }
  override render(): TemplateResult {
    return html`<li>${this.i}</li>`;
  }
}

class XClosed extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, mode: 'closed' };
  static override properties: PropertyDeclarations = { note: { type: String, attribute: 'hidden-text' } };
  declare note: string;
  constructor() {
    super();
    this.note = 'closed';
  }
  override render(): TemplateResult {
    return html`<i class=${ids.closed}>${this.note}</i><x-badge .n=${7}></x-badge><x-closed-inner></x-closed-inner>`;
  }
}

/** Rendered only inside XClosed's closed shadow root. */
class XClosedInner extends LitElement {
  static override properties: PropertyDeclarations = { depth: { type: Number } };
  declare depth: number;
  constructor() {
    super();
    this.depth = 2;
  }
}

/** Renders into itself, no shadow root. */
class XLight extends LitElement {
  static override properties: PropertyDeclarations = { mode: { type: String } };
  declare mode: string;
  constructor() {
    super();
    this.mode = 'light';
  }
  override createRenderRoot(): HTMLElement {
    return this;
  }
  override render(): TemplateResult {
    return html`<span class=${ids.light}>${this.mode}</span>`;
  }
}

for (const [tag, element] of [
  ['x-counter', XCounter],
  ['x-fancy-counter', XFancyCounter],
  ['x-badge', XBadge],
  ['x-panel', XPanel],
  ['x-app', XApp],
  ['x-item', XItem],
  ['x-closed', XClosed],
  ['x-closed-inner', XClosedInner],
  ['x-light', XLight],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

function expectError(result: InspectResult, error: string): void {
  expect(result).to.deep.equal({ error });
}

function found(instance: ComponentInstance | null): ComponentInstance {
  expect(instance, 'component').to.not.equal(null);
  return instance!;
}

/** Every Lit element on the page, through all shadow roots, updated. */
async function settled(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const hosts: LitElement[] = [];
    const visit = (root: ParentNode) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element instanceof LitElement) {
          hosts.push(element);
          if (element.renderRoot !== element) visit(element.renderRoot);
        }
      }
    };
    visit(document);
    const pending = await Promise.all(hosts.map((host) => host.updateComplete));
    if (pending.every(Boolean)) return;
  }
}

describe('Lit adapter (Lit 3 from npm)', () => {
  let container: HTMLElement;

  before(async () => {
    await consoleMessages(); // starts listening, so Lit's own warnings are caught below
    container = document.createElement('div');
    container.id = 'lit-root';
    document.body.append(container);
    render(
      html`<x-app></x-app>
        <ul>
          <x-item class=${ids.item} .i=${1}></x-item><x-item class=${ids.item} .i=${2}></x-item>
        </ul>
        <x-fancy-counter label="Fancy" .count=${3}></x-fancy-counter>
        <x-closed></x-closed>
        <x-light></x-light>
        <p class=${ids.outside}>plain</p>`,
      container,
    );
    await settled();
  });

  after(async () => {
    container.remove();
    const problems = (await consoleMessages()).filter(
      (entry) => entry.type === 'pageerror' || (['error', 'warn', 'warning'].includes(entry.type) && /\/lit|@lit/.test(entry.url) && !entry.text.includes('Lit is in dev mode')),
    );
    expect(problems.map((entry) => entry.text).join('\n'), 'Lit warnings or page errors').to.equal('');
  });

  const counterProps = { label: 'Clicks', count: 0, config: { step: 1 }, onPick: noop };
  const counterState = { _open: true, _items: [1, 2] };

  describe('names', () => {
    it('names a component by its tag name and by its class name', () => {
      for (const [tag, className] of [
        ['x-app', 'XApp'],
        ['x-panel', 'XPanel'],
        ['x-counter', 'XCounter'],
        ['x-badge', 'XBadge'],
        ['x-item', 'XItem'],
        ['x-fancy-counter', 'XFancyCounter'],
        ['x-closed', 'XClosed'],
        ['x-closed-inner', 'XClosedInner'],
        ['x-light', 'XLight'],
      ]) {
        expect(litAdapter.findComponentByName(document, tag!)?.name, tag).to.equal(tag);
        expect(litAdapter.findComponentByName(document, className!)?.name, className).to.equal(className);
      }
      expect(litAdapter.name).to.equal('lit');
    });

    it('never takes plain elements or unknown names for components', () => {
      for (const name of ['div', 'button', 'section', 'ul', 'li', 'X-COUNTER', 'xcounter', 'LitElement', 'HTMLElement', 'Nope', '']) {
        expect(litAdapter.findComponentByName(document, name), name).to.equal(null);
      }
    });
  });

  describe('props and state', () => {
    it('reports public reactive properties as props and `state: true` ones as state', () => {
      expect(found(litAdapter.findComponentByName(document, 'x-counter'))).to.deep.equal({ name: 'x-counter', props: counterProps, state: counterState });
      expect(found(litAdapter.findComponentByName(document, 'XPanel'))).to.deep.equal({ name: 'XPanel', props: { title: 'Settings', tags: ['a'], onClose: noop }, state: { _expanded: false } });
      expect(found(litAdapter.findComponentByName(document, 'x-app'))).to.deep.equal({ name: 'x-app', props: {}, state: {} });
    });

    it('includes inherited declarations, and leaves symbol-named ones out', () => {
      expect(found(litAdapter.findComponentByName(document, 'x-fancy-counter'))).to.deep.equal({
        name: 'x-fancy-counter',
        props: { label: 'Fancy', count: 3, config: {}, onPick: noop, fancy: true },
        state: counterState,
      });
    });

    it('reads components in closed shadow roots and light-DOM components', () => {
      expect(found(litAdapter.findComponentByName(document, 'x-closed'))).to.deep.equal({ name: 'x-closed', props: { note: 'closed' }, state: {} });
      expect(found(litAdapter.findComponentByName(document, 'x-light'))).to.deep.equal({ name: 'x-light', props: { mode: 'light' }, state: {} });
      expect(document.querySelector('x-closed')!.shadowRoot).to.equal(null);
      expect(found(litAdapter.findComponentByName(document, 'XClosedInner'))).to.deep.equal({ name: 'XClosedInner', props: { depth: 2 }, state: {} });
    });

    it('reports the current values after updates', async () => {
      const counter = one(ids.counterHost) as XCounter;
      counter.count = 5;
      counter._open = false;
      await counter.updateComplete;
      expect(found(litAdapter.findComponentForElement(one(ids.counter), 'x-counter'))).to.deep.equal({ name: 'x-counter', props: { ...counterProps, count: 5 }, state: { ...counterState, _open: false } });
      counter.count = 0;
      counter._open = true;
      await counter.updateComplete;
      expect(found(litAdapter.findComponentByName(document, 'x-counter')).props.count).to.equal(0);
    });

    it('reports copies: changing an answer does not change the component', () => {
      const answer = found(litAdapter.findComponentByName(document, 'x-counter'));
      answer.props.label = 'changed';
      (answer.state as Record<string, unknown>)._open = false;
      expect(found(litAdapter.findComponentByName(document, 'x-counter'))).to.deep.equal({ name: 'x-counter', props: counterProps, state: counterState });
    });
  });

  describe('findComponentForElement', () => {
    it('walks up through shadow roots to their hosts', () => {
      const button = one(ids.counter);
      expect(button.getRootNode()).to.not.equal(document);
      expect(found(litAdapter.findComponentForElement(button, 'x-counter')).props.label).to.equal('Clicks');
      expect(found(litAdapter.findComponentForElement(button, 'XPanel')).props.title).to.equal('Settings');
      expect(found(litAdapter.findComponentForElement(button, 'x-app')).name).to.equal('x-app');
      const badge = one(ids.badge);
      expect(found(litAdapter.findComponentForElement(badge, 'XBadge'))).to.deep.equal({ name: 'XBadge', props: { n: 2 }, state: {} });
      expect(found(litAdapter.findComponentForElement(badge, 'x-panel')).state).to.deep.equal({ _expanded: false });
      expect(found(litAdapter.findComponentForElement(one(ids.panelTitle), 'x-app')).props).to.deep.equal({});
    });

    it('answers for the host element itself', () => {
      expect(found(litAdapter.findComponentForElement(one(ids.counterHost), 'x-counter')).props).to.deep.equal(counterProps);
    });

    it('picks the instance that holds the element among same-named ones', () => {
      const [first, second] = deepElementsFor(ids.item);
      expect(found(litAdapter.findComponentForElement(first!, 'x-item'))).to.deep.equal({ name: 'x-item', props: { i: 1 }, state: { _tenfold: 10 } });
      expect(found(litAdapter.findComponentForElement(second!.shadowRoot!.querySelector('li')!, 'XItem'))).to.deep.equal({ name: 'XItem', props: { i: 2 }, state: { _tenfold: 20 } });
      expect(found(litAdapter.findComponentByName(document, 'x-item')).props).to.deep.equal({ i: 1 });
    });

    it('finds components inside closed shadow roots and light-DOM components', () => {
      const closed = one(ids.closed);
      expect(found(litAdapter.findComponentForElement(closed, 'x-closed')).props).to.deep.equal({ note: 'closed' });
      const badgeInClosed = (closed.getRootNode() as ShadowRoot).querySelector('x-badge')!;
      expect(found(litAdapter.findComponentForElement(badgeInClosed, 'x-badge')).props).to.deep.equal({ n: 7 });
      expect(found(litAdapter.findComponentForElement(one(ids.light), 'XLight')).props).to.deep.equal({ mode: 'light' });
    });

    it('answers null when no component of that name holds the element', () => {
      expect(litAdapter.findComponentForElement(one(ids.badge), 'x-counter')).to.equal(null);
      expect(litAdapter.findComponentForElement(one(ids.counter), 'x-item')).to.equal(null);
      expect(litAdapter.findComponentForElement(one(ids.outside), 'x-app')).to.equal(null);
      expect(litAdapter.findComponentForElement(document.body, 'x-app')).to.equal(null);
    });
  });

  describe('propsOfElement', () => {
    it("answers a host's public reactive properties", () => {
      expect(litAdapter.propsOfElement(one(ids.counterHost))).to.deep.equal(counterProps);
      expect(litAdapter.propsOfElement(document.querySelector('x-light')!)).to.deep.equal({ mode: 'light' });
    });

    it('answers null for elements that are not Lit hosts', () => {
      expect(litAdapter.propsOfElement(one(ids.counter))).to.equal(null);
      expect(litAdapter.propsOfElement(one(ids.outside))).to.equal(null);
      expect(litAdapter.propsOfElement(document.body)).to.equal(null);
      const undefinedElement = document.createElement('x-not-defined');
      expect(litAdapter.propsOfElement(undefinedElement)).to.equal(null);
    });
  });

  describe('inspectElement', () => {
    const inspect = (payload: InspectPayload, adapter: ComponentAdapter | null = litAdapter) => inspectElement(payload, adapter, deepElementsFor);

    it('answers props and state in wire form', () => {
      const wire = { props: { label: 'Clicks', count: 0, config: OBJ, onPick: FN }, state: { _open: true, _items: OBJ } };
      expect(inspect({ componentName: 'x-counter', isComponent: false, tempoElementID: ids.counter })).to.deep.equal(wire);
      expect(inspect({ componentName: 'XCounter', isComponent: true, componentElementId: ids.counterHost })).to.deep.equal(wire);
      expect(inspect({ componentName: 'x-panel', tempoElementID: ids.counter })).to.deep.equal({ props: { title: 'Settings', tags: OBJ, onClose: FN }, state: { _expanded: false } });
      expect(inspect({ componentName: 'x-item', tempoElementID: ids.item })).to.deep.equal({ props: { i: 1 }, state: { _tenfold: 10 } });
    });

    it('answers the error strings', () => {
      expectError(inspect({ componentName: '', tempoElementID: ids.counter }), 'No component name');
      expectError(inspect({ componentName: 'x-counter', tempoElementID: codebaseId() }), 'Could not find element');
      expectError(inspect({ componentName: 'x-counter', tempoElementID: ids.badge }), 'Could not find component');
      expectError(inspect({ componentName: 'x-app', tempoElementID: ids.outside }), 'Could not find component');
      expectError(inspect({ componentName: 'x-counter', tempoElementID: ids.counter }, null), 'Could not find component');
    });

    it('answers GET_STATE_AND_PROPS by name, and its errors', () => {
      expect(stateAndProps('XBadge', document, litAdapter)).to.deep.equal({ props: { n: 2 }, state: {} });
      expect(stateAndProps('x-closed', document, litAdapter)).to.deep.equal({ props: { note: 'closed' }, state: {} });
      for (const name of [undefined, null, '', 5]) expectError(stateAndProps(name, document, litAdapter), 'No component name');
      expectError(stateAndProps('Nope', document, litAdapter), 'No component found');
      expectError(stateAndProps('x-app', document, null), 'No component found');
    });
  });

  it('is what detectFramework finds on this page', () => {
    expect(detectFramework(document)).to.equal('lit');
  });

  it('does not change the page', () => {
    const html = container.innerHTML;
    const counter = one(ids.counterHost);
    const before = counter.shadowRoot!.innerHTML;
    for (const name of ['x-app', 'XCounter', 'Nope']) {
      litAdapter.findComponentByName(document, name);
      for (const element of allElementsDeep()) {
        litAdapter.findComponentForElement(element, name);
        litAdapter.propsOfElement(element);
      }
    }
    expect(container.innerHTML).to.equal(html);
    expect(counter.shadowRoot!.innerHTML).to.equal(before);
    expect((counter as XCounter).isUpdatePending).to.equal(false);
  });
});

describe('Lit adapter on pages without Lit, and on hostile elements', () => {
  it('answers null for a plain document', () => {
    const doc = document.implementation.createHTMLDocument('plain');
    doc.body.innerHTML = `<div id="app"><p class="${codebaseId()}">text</p><x-counter></x-counter></div>`;
    const p = doc.querySelector('p')!;
    // Not upgraded in a document without a browsing context: plain elements.
    expect(litAdapter.findComponentByName(doc, 'x-counter')).to.equal(null);
    expect(litAdapter.findComponentForElement(p, 'x-counter')).to.equal(null);
    expect(litAdapter.propsOfElement(doc.querySelector('x-counter')!)).to.equal(null);
    expectError(stateAndProps('x-counter', doc, litAdapter), 'No component found');
    expectError(inspectElement({ componentName: 'x-counter', tempoElementID: p.className }, litAdapter, (id) => Array.from(doc.getElementsByClassName(id))), 'Could not find component');
  });

  it('never throws on hostile elements, and never loops', () => {
    const container = document.createElement('div');
    document.body.append(container);
    try {
      const throwingConstructor = document.createElement('x-hostile-a');
      Object.defineProperty(throwingConstructor, 'constructor', {
        get() {
          throw new Error('constructor');
        },
      });
      // A look-alike of elementProperties (not a Map), and a Map whose values' getters throw.
      class LookAlike extends HTMLElement {
        static elementProperties = { forEach: (fn: (value: unknown, key: string) => void) => fn({}, 'x') };
      }
      class ThrowingValues extends HTMLElement {
        static elementProperties = new Map<unknown, unknown>([
          ['ok', {}],
          ['bad', {}],
          [Symbol('s'), { state: true }],
          ['st', { get state(): boolean {
            throw new Error('state');
          } }],
        ]);
        get ok() {
          return 'ok';
        }
        get bad(): string {
          throw new Error('getter');
        }
      }
      // renderRoot pointing back at an ancestor's shadow root: the walk must not loop.
      class Looping extends HTMLElement {
        static elementProperties = new Map();
        renderRoot: unknown = null;
      }
      for (const [tag, element] of [
        ['x-hostile-look-alike', LookAlike],
        ['x-hostile-throwing', ThrowingValues],
        ['x-hostile-looping', Looping],
      ] as const) {
        if (!customElements.get(tag)) customElements.define(tag, element);
      }
      const outer = document.createElement('div');
      const shadow = outer.attachShadow({ mode: 'open' });
      const looping = document.createElement('x-hostile-looping') as Looping;
      shadow.append(looping);
      looping.renderRoot = shadow;
      container.append(throwingConstructor, document.createElement('x-hostile-look-alike'), document.createElement('x-hostile-throwing'), outer);
      // 10,000 nested elements: the walk up from the deepest is bounded and quick.
      let deepest: Element = container;
      for (let i = 0; i < 10_000; i++) {
        const child = document.createElement('span');
        deepest.append(child);
        deepest = child;
      }
      const start = performance.now();
      for (const element of [throwingConstructor, container.querySelector('x-hostile-look-alike')!, looping, deepest]) {
        expect(litAdapter.findComponentForElement(element, 'Missing')).to.equal(null);
        expect(litAdapter.propsOfElement(element)).to.satisfy((props: unknown) => props === null || typeof props === 'object');
      }
      expect(litAdapter.propsOfElement(container.querySelector('x-hostile-look-alike')!)).to.equal(null);
      // A getter that throws (for a value or for `state`) leaves that key out (a throwing `state` reads as a prop).
      expect(litAdapter.findComponentByName(document, 'x-hostile-throwing')).to.deep.equal({ name: 'x-hostile-throwing', props: { ok: 'ok', st: undefined }, state: {} });
      expect(litAdapter.findComponentByName(document, 'Looping')).to.deep.equal({ name: 'Looping', props: {}, state: {} });
      expect(litAdapter.findComponentByName(document, 'Missing')).to.equal(null);
      expect(litAdapter.findComponentForElement(deepest, 'x-hostile-throwing')).to.equal(null);
      expect(performance.now() - start, 'ms').to.be.below(10_000);
    } finally {
      container.remove();
    }
  });
});
