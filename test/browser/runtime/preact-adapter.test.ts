// The Preact adapter and the inspect answers, against the real Preact 11 from npm (its ES modules, as a
// bundled page loads them) and against hand-made hostile trees. The runtime itself imports no Preact.
import { expect } from '@open-wc/testing';
import { Component, createContext, createElement, createPortal, createRef, Fragment, options, render, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { setupRerender } from 'preact/test-utils';
import { v4 } from 'uuid';
import { detectFramework } from '../../../runtime/tools/detect';
import { preactAdapter } from '../../../runtime/adapters/preact';
import type { ComponentAdapter, ComponentInstance } from '../../../runtime/adapters/types';
import { inspectElement, stateAndProps, type InspectResult } from '../../../runtime/tools/inspect';
import type { InspectPayload } from '../../../types';
import { consoleMessages } from '../helpers';

const OBJ = 'TEMPO_OBJECT_TYPE';
const FN = 'TEMPO_FUNCTION_TYPE';

type Child = ComponentChildren;
/** createElement without Preact's generic typings: the tests pass components of every shape. */
const h = (type: unknown, props?: object | null, ...children: Child[]): Child => (createElement as (...args: unknown[]) => Child)(type, props ?? null, ...children);
const mount = (node: Child, container: Element | ShadowRoot): void => (render as (node: unknown, parent: unknown) => void)(node, container);

const codebaseId = () => `tempo-${v4()}`;
const ids = {
  app: codebaseId(),
  panel: codebaseId(),
  panelTitle: codebaseId(),
  counter: codebaseId(),
  counterLabel: codebaseId(),
  stateless: codebaseId(),
  shown: codebaseId(),
  item: codebaseId(),
  island: codebaseId(),
  islandInner: codebaseId(),
  portaled: codebaseId(),
  toggled: codebaseId(),
  second: codebaseId(),
  outside: codebaseId(),
  shadowInner: codebaseId(),
  fancy: codebaseId(),
  badge: codebaseId(),
};

const noop = () => undefined;
const stateFn = () => 1;
const elementsFor = (id: string): Element[] => Array.from(document.getElementsByClassName(id));
const one = (id: string): Element => {
  const element = document.querySelector(`.${id}`);
  if (!element) throw new Error(`no element .${id}`);
  return element;
};
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface PanelProps {
  title: string;
  onClose: () => void;
  tags: string[];
  children?: Child;
}
interface PanelState {
  open: boolean;
  count: number;
  items: number[];
  onToggle: () => void;
}

/** Setters captured from the rendered components, to drive updates from the tests. */
const handles: {
  setCount?: (value: number) => void;
  dispatch?: (item: string) => void;
  setShown?: (shown: boolean) => void;
  panel?: Component<PanelProps, PanelState>;
} = {};

const Theme = createContext('light');

class Panel extends Component<PanelProps, PanelState> {
  override state: PanelState = { open: true, count: 1, items: [1, 2], onToggle: noop };
  override componentDidMount() {
    handles.panel = this;
  }
  render(): Child {
    return h('section', { class: ids.panel }, h('h2', { class: ids.panelTitle }, this.props.title), this.props.children ?? null);
  }
}

function Counter(props: { label: string; onPick: () => void; config: object; start: number; disabled: boolean; missing: null }): Child {
  const [count, setCount] = useState(props.start);
  const [todos, dispatch] = useReducer((list: string[], item: string) => [...list, item], ['first']);
  // Hooks that hold no state: left out.
  useRef('a ref');
  useEffect(noop, []);
  useMemo(() => [42, noop], []);
  useCallback(noop, []);
  const theme = useContext(Theme);
  const [flag] = useState(true);
  const [fn] = useState(() => stateFn);
  handles.setCount = setCount;
  handles.dispatch = dispatch;
  return h(
    'button',
    { class: ids.counter, type: 'button', onClick: props.onPick, 'data-count': count, 'data-todos': todos.length, 'data-theme': theme, disabled: props.disabled && flag && fn === stateFn },
    h('span', { class: ids.counterLabel }, props.label),
    ` ${count}`,
  );
}

function Stateless(props: { text: string }): Child {
  return h('p', { class: ids.stateless }, props.text);
}
function Hidden(): Child {
  return h('small', { class: ids.shown }, 'shown');
}
Hidden.displayName = 'Shown';
function Item(props: { i: number }): Child {
  useState(props.i * 10);
  return h('li', { class: ids.item }, props.i);
}
function Toggled(): Child {
  const [shown, setShown] = useState(false);
  handles.setShown = setShown;
  return shown ? h('mark', { class: ids.toggled, title: 'now' }, 'toggled') : null;
}

/** A separate render root inside this component's element: an "island". */
class Island extends Component<{ where: string }> {
  private readonly element = createRef<HTMLDivElement>();
  override componentDidMount() {
    mount(h(IslandInner, { x: 1 }), this.element.current!);
  }
  render(): Child {
    return h('div', { class: ids.island, ref: this.element });
  }
}
function IslandInner(props: { x: number }): Child {
  const [inner] = useState('inner-state');
  return h('span', { class: ids.islandInner }, inner, props.x);
}

/** Preact 11's core portal: its children stay in this tree while their DOM lives elsewhere. */
function Modal(props: { target: Element }): Child {
  useState('modal');
  return createPortal(h('em', { class: ids.portaled }, 'portaled') as never, props.target);
}

function App(props: { target: Element }): Child {
  return h(
    Theme.Provider,
    { value: 'dark' },
    h(
      'div',
      { class: ids.app },
      h(Panel, { title: 'Settings', onClose: noop, tags: ['a'] }, h(Counter, { label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null })),
      h(Stateless, { text: 'plain' }),
      h(Hidden, null),
      h('ul', null, h(Item, { key: 'a', i: 1 }), h(Item, { key: 'b', i: 2 })),
      h(Fragment, null, h(Toggled, null)),
      h(Island, { where: 'here' }),
      h(Modal, { target: props.target }),
    ),
  );
}
function Second(): Child {
  const [mode] = useState('second');
  return h('div', { class: ids.second }, mode);
}
function ShadowInner(props: { deep: boolean }): Child {
  return h('i', { class: ids.shadowInner }, String(props.deep));
}

function ownKeysOfPage(): string {
  return Array.from(document.querySelectorAll('*'))
    .map((element) => `${element.tagName}:${Object.keys(element).join(',')}`)
    .join('\n');
}

function expectError(result: InspectResult, error: string): void {
  expect(result).to.deep.equal({ error });
}

function found(instance: ComponentInstance | null): ComponentInstance {
  expect(instance, 'component').to.not.equal(null);
  return instance!;
}

describe('Preact adapter (Preact 11 from npm)', () => {
  const containers: Element[] = [];
  let shadowHost: HTMLElement;
  let portalTarget: HTMLElement;

  before(async () => {
    await consoleMessages(); // starts listening, so Preact's own errors are caught below
    const main = document.createElement('div');
    main.id = 'app';
    portalTarget = document.createElement('div');
    const outside = document.createElement('div');
    outside.className = ids.outside;
    outside.textContent = 'not Preact';
    // A second root, not at a usual mount point: found by scanning the page.
    const second = document.createElement('div');
    // A root inside an open shadow root.
    shadowHost = document.createElement('div');
    const shadow = shadowHost.attachShadow({ mode: 'open' });
    document.body.append(main, portalTarget, outside, second, shadowHost);
    containers.push(main, portalTarget, outside, second, shadowHost);
    mount(h(App, { target: portalTarget }), main);
    mount(h(Second, null), second);
    mount(h(ShadowInner, { deep: true }), shadow);
    await flush();
  });

  after(async () => {
    for (const container of [document.getElementById('app')!, containers[3]!]) mount(null, container);
    mount(null, shadowHost.shadowRoot!);
    for (const container of containers) container.remove();
    const problems = (await consoleMessages()).filter((entry) => entry.type === 'pageerror' || (['error', 'warn', 'warning'].includes(entry.type) && entry.url.includes('/preact')));
    expect(problems.map((entry) => entry.text).join('\n'), 'Preact warnings or page errors').to.equal('');
  });
  const outside = () => one(ids.outside);

  describe('names', () => {
    it('names class and function components, by displayName first', () => {
      for (const name of ['App', 'Panel', 'Counter', 'Stateless', 'Shown', 'Item', 'Toggled', 'Island', 'IslandInner', 'Modal', 'Second', 'ShadowInner']) {
        expect(found(preactAdapter.findComponentByName(document, name)).name, name).to.equal(name);
      }
      expect(preactAdapter.findComponentByName(document, 'Hidden')).to.equal(null);
      expect(preactAdapter.name).to.equal('preact');
    });

    it('never takes host elements, fragments or unknown names for components', () => {
      for (const tag of ['div', 'button', 'section', 'li', 'span', 'mark']) expect(preactAdapter.findComponentByName(document, tag), tag).to.equal(null);
      // The root Fragment and `<>` share Preact's Fragment function (its minified name is not a component name).
      expect(preactAdapter.findComponentByName(document, (Fragment as { name: string }).name)).to.equal(null);
      expect(preactAdapter.findComponentByName(document, 'Nope')).to.equal(null);
      expect(preactAdapter.findComponentByName(document, '')).to.equal(null);
    });
  });

  describe('props and state', () => {
    it('reads a hooks component: props, and the useState/useReducer values in call order', () => {
      const counter = found(preactAdapter.findComponentByName(document, 'Counter'));
      expect(counter.props).to.deep.equal({ label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null });
      expect(counter.state).to.deep.equal([0, ['first'], true, stateFn]);
    });

    it('reads a class component: props and this.state', () => {
      const panel = found(preactAdapter.findComponentByName(document, 'Panel'));
      expect(Object.keys(panel.props)).to.deep.equal(['title', 'onClose', 'tags', 'children']);
      expect(panel.props.title).to.equal('Settings');
      expect(panel.props.tags).to.deep.equal(['a']);
      expect(panel.state).to.deep.equal({ open: true, count: 1, items: [1, 2], onToggle: noop });
    });

    it('gives an empty state list to a function component without state hooks', () => {
      expect(found(preactAdapter.findComponentByName(document, 'Stateless'))).to.deep.equal({ name: 'Stateless', props: { text: 'plain' }, state: [] });
      expect(found(preactAdapter.findComponentByName(document, 'App')).state).to.deep.equal([]);
      expect(found(preactAdapter.findComponentByName(document, 'Second'))).to.deep.equal({ name: 'Second', props: {}, state: ['second'] });
    });

    it('reports copies: changing an answer does not change what Preact holds', () => {
      const counter = found(preactAdapter.findComponentByName(document, 'Counter'));
      counter.props.label = 'changed';
      (counter.state as unknown[])[0] = 99;
      const panel = found(preactAdapter.findComponentByName(document, 'Panel'));
      (panel.state as Record<string, unknown>).count = 99;
      expect(found(preactAdapter.findComponentByName(document, 'Counter'))).to.deep.equal({
        name: 'Counter',
        props: { label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null },
        state: [0, ['first'], true, stateFn],
      });
      expect((found(preactAdapter.findComponentByName(document, 'Panel')).state as PanelState).count).to.equal(1);
    });

    it('reports the props and state of the latest render after updates', async () => {
      const button = one(ids.counter);
      for (const value of [5, 6]) {
        handles.setCount!(value);
        await flush();
        expect(found(preactAdapter.findComponentForElement(button, 'Counter')).state, `after ${value}`).to.deep.equal([value, ['first'], true, stateFn]);
        expect(found(preactAdapter.findComponentByName(document, 'Counter')).state).to.deep.equal([value, ['first'], true, stateFn]);
        expect(preactAdapter.propsOfElement(button)!['data-count']).to.equal(value);
      }
      handles.dispatch!('second');
      handles.panel!.setState({ count: 2 });
      await flush();
      expect(found(preactAdapter.findComponentForElement(button, 'Counter')).state).to.deep.equal([6, ['first', 'second'], true, stateFn]);
      expect((found(preactAdapter.findComponentForElement(button, 'Panel')).state as PanelState).count).to.equal(2);
      handles.setCount!(0);
      handles.panel!.setState({ count: 1 });
      await flush();
      expect(found(preactAdapter.findComponentByName(document, 'Counter')).state).to.deep.equal([0, ['first', 'second'], true, stateFn]);
    });

    it('notices vnodes a synchronous re-render replaced within the same task', () => {
      const previous = options.debounceRendering;
      const rerender = setupRerender();
      try {
        const button = one(ids.counter);
        expect(preactAdapter.propsOfElement(button)!['data-count']).to.equal(0);
        handles.setCount!(3);
        rerender();
        // No task boundary since the lookup above: the index entry is stale and must be caught.
        expect(preactAdapter.propsOfElement(button)!['data-count']).to.equal(3);
        expect(found(preactAdapter.findComponentForElement(one(ids.counterLabel), 'Counter')).state).to.deep.include.members([3]);
        handles.setCount!(0);
        rerender();
        expect(preactAdapter.propsOfElement(button)!['data-count']).to.equal(0);
      } finally {
        options.debounceRendering = previous;
      }
    });

    it('finds elements a later render added, and forgets removed ones', async () => {
      expect(document.querySelector(`.${ids.toggled}`)).to.equal(null);
      expect(found(preactAdapter.findComponentByName(document, 'Toggled')).state).to.deep.equal([false]);
      handles.setShown!(true);
      await flush();
      const mark = one(ids.toggled);
      expect(preactAdapter.propsOfElement(mark)).to.deep.equal({ class: ids.toggled, title: 'now', children: 'toggled' });
      expect(found(preactAdapter.findComponentForElement(mark, 'Toggled')).state).to.deep.equal([true]);
      handles.setShown!(false);
      await flush();
      expect(mark.isConnected).to.equal(false);
      expect(preactAdapter.propsOfElement(mark)).to.equal(null);
      expect(preactAdapter.findComponentForElement(mark, 'Toggled')).to.equal(null);
    });
  });

  describe('findComponentForElement', () => {
    it('walks up to the nearest component with that name', () => {
      const label = one(ids.counterLabel);
      expect(found(preactAdapter.findComponentForElement(label, 'Counter')).props.label).to.equal('Clicks');
      expect(found(preactAdapter.findComponentForElement(label, 'Panel')).props.title).to.equal('Settings');
      expect(found(preactAdapter.findComponentForElement(label, 'App')).props).to.deep.equal({ target: portalTarget });
      expect(found(preactAdapter.findComponentForElement(one(ids.shown), 'Shown')).props).to.deep.equal({});
    });

    it('picks the instance that rendered the element among same-named ones', () => {
      const [first, second] = elementsFor(ids.item);
      expect(found(preactAdapter.findComponentForElement(first!, 'Item'))).to.deep.equal({ name: 'Item', props: { i: 1 }, state: [10] });
      expect(found(preactAdapter.findComponentForElement(second!, 'Item'))).to.deep.equal({ name: 'Item', props: { i: 2 }, state: [20] });
      expect(found(preactAdapter.findComponentByName(document, 'Item')).props).to.deep.equal({ i: 1 });
    });

    it('goes on from a nested render root into the tree that rendered its container', () => {
      const inner = one(ids.islandInner);
      expect(found(preactAdapter.findComponentForElement(inner, 'IslandInner'))).to.deep.equal({ name: 'IslandInner', props: { x: 1 }, state: ['inner-state'] });
      expect(found(preactAdapter.findComponentForElement(inner, 'Island')).props).to.deep.equal({ where: 'here' });
      expect(found(preactAdapter.findComponentForElement(inner, 'App')).props).to.deep.equal({ target: portalTarget });
      expect(preactAdapter.findComponentForElement(one(ids.island), 'IslandInner')).to.equal(null);
    });

    it('finds the component of portal content rendered outside its root container', () => {
      const em = one(ids.portaled);
      expect(em.parentElement).to.equal(portalTarget);
      expect(found(preactAdapter.findComponentForElement(em, 'Modal'))).to.deep.equal({ name: 'Modal', props: { target: portalTarget }, state: ['modal'] });
      expect(found(preactAdapter.findComponentForElement(em, 'App')).name).to.equal('App');
      expect(preactAdapter.propsOfElement(em)).to.deep.equal({ class: ids.portaled, children: 'portaled' });
    });

    it('finds components rendered into a shadow root', () => {
      const i = shadowHost.shadowRoot!.querySelector(`.${ids.shadowInner}`)!;
      expect(found(preactAdapter.findComponentForElement(i, 'ShadowInner'))).to.deep.equal({ name: 'ShadowInner', props: { deep: true }, state: [] });
      expect(preactAdapter.propsOfElement(i)).to.deep.equal({ class: ids.shadowInner, children: 'true' });
    });

    it('answers null when no component of that name is above the element', () => {
      expect(preactAdapter.findComponentForElement(one(ids.stateless), 'Counter')).to.equal(null);
      expect(preactAdapter.findComponentForElement(one(ids.counter), 'Second')).to.equal(null);
      expect(preactAdapter.findComponentForElement(one(ids.counter), 'button')).to.equal(null);
      expect(preactAdapter.findComponentForElement(outside(), 'App')).to.equal(null);
      expect(preactAdapter.findComponentForElement(document.body, 'App')).to.equal(null);
    });

    it('finds the component of an element Preact did not render through its nearest rendered ancestor', () => {
      const added = document.createElement('span');
      one(ids.panelTitle).append(added);
      try {
        expect(found(preactAdapter.findComponentForElement(added, 'Panel')).props.title).to.equal('Settings');
        expect(preactAdapter.propsOfElement(added)).to.equal(null);
      } finally {
        added.remove();
      }
    });
  });

  describe('propsOfElement', () => {
    it("answers the props of the element's own vnode", () => {
      const props = preactAdapter.propsOfElement(one(ids.counter))!;
      expect(Object.keys(props)).to.deep.equal(['class', 'type', 'onClick', 'data-count', 'data-todos', 'data-theme', 'disabled', 'children']);
      expect(props).to.include({ class: ids.counter, type: 'button', onClick: noop, 'data-count': 0, 'data-todos': 2, 'data-theme': 'dark', disabled: false });
      expect(preactAdapter.propsOfElement(one(ids.counterLabel))).to.deep.equal({ class: ids.counterLabel, children: 'Clicks' });
      expect(preactAdapter.propsOfElement(one(ids.second))).to.deep.equal({ class: ids.second, children: 'second' });
    });

    it('answers null for elements Preact did not render', () => {
      expect(preactAdapter.propsOfElement(outside())).to.equal(null);
      expect(preactAdapter.propsOfElement(document.body)).to.equal(null);
      expect(preactAdapter.propsOfElement(document.getElementById('app')!)).to.equal(null);
    });
  });

  describe('inspectElement', () => {
    const inspect = (payload: InspectPayload, adapter: ComponentAdapter | null = preactAdapter) => inspectElement(payload, adapter, elementsFor);

    it('answers props and state in wire form', () => {
      expect(inspect({ componentName: 'Counter', isComponent: false, tempoElementID: ids.counter })).to.deep.equal({
        props: { label: 'Clicks', onPick: FN, config: OBJ, start: 0, disabled: false, missing: null },
        state: [0, OBJ, true, FN],
      });
      expect(inspect({ componentName: 'Panel', tempoElementID: ids.counterLabel })).to.deep.equal({
        props: { title: 'Settings', onClose: FN, tags: OBJ, children: OBJ },
        state: { open: true, count: 1, items: OBJ, onToggle: FN },
      });
      // Same codebase id on several elements: the first one with such a component answers.
      expect(inspect({ componentName: 'Item', tempoElementID: ids.item })).to.deep.equal({ props: { i: 1 }, state: [10] });
      expect(inspect({ componentName: 'Modal', isComponent: true, componentElementId: ids.portaled })).to.deep.equal({ props: { target: OBJ }, state: ['modal'] });
    });

    it('answers the error strings', () => {
      expectError(inspect({ componentName: '', tempoElementID: ids.counter }), 'No component name');
      expectError(inspect({ componentName: 'Counter', tempoElementID: codebaseId() }), 'Could not find element');
      expectError(inspect({ componentName: 'Counter' }), 'Could not find element');
      expectError(inspect({ componentName: 'Panel', tempoElementID: ids.stateless }), 'Could not find component');
      expectError(inspect({ componentName: 'App', tempoElementID: ids.outside }), 'Could not find component');
      expectError(inspect({ componentName: 'Counter', tempoElementID: ids.counter }, null), 'Could not find component');
    });
  });

  describe('stateAndProps', () => {
    it('answers any mounted component by name, in wire form', () => {
      expect(stateAndProps('Counter', document, preactAdapter)).to.deep.equal({
        props: { label: 'Clicks', onPick: FN, config: OBJ, start: 0, disabled: false, missing: null },
        state: [0, OBJ, true, FN],
      });
      expect(stateAndProps('Second', document, preactAdapter)).to.deep.equal({ props: {}, state: ['second'] });
      expect(stateAndProps('IslandInner', document, preactAdapter)).to.deep.equal({ props: { x: 1 }, state: ['inner-state'] });
      expect(stateAndProps('ShadowInner', document, preactAdapter)).to.deep.equal({ props: { deep: true }, state: [] });
    });

    it('answers the error strings', () => {
      for (const name of [undefined, null, '', 5]) expectError(stateAndProps(name, document, preactAdapter), 'No component name');
      expectError(stateAndProps('Nope', document, preactAdapter), 'No component found');
      expectError(stateAndProps('div', document, preactAdapter), 'No component found');
      expectError(stateAndProps('Counter', document, null), 'No component found');
    });
  });

  it('is what detectFramework finds on this page', () => {
    expect(detectFramework(document)).to.equal('preact');
  });

  it('does not change the page', () => {
    const html = document.body.innerHTML;
    const keys = ownKeysOfPage();
    for (const name of ['App', 'Panel', 'Counter', 'Modal', 'Nope']) {
      preactAdapter.findComponentByName(document, name);
      stateAndProps(name, document, preactAdapter);
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        preactAdapter.findComponentForElement(element, name);
        preactAdapter.propsOfElement(element);
      }
    }
    inspectElement({ componentName: 'Counter', tempoElementID: ids.counter }, preactAdapter, elementsFor);
    expect(document.body.innerHTML).to.equal(html);
    expect(ownKeysOfPage()).to.equal(keys);
  });
});

describe('Preact adapter with preact/compat (forwardRef, memo)', () => {
  let container: HTMLElement;

  before(async () => {
    // Imported here, not at the top: compat installs option hooks that change how every vnode is made.
    const compat = (await import('preact/compat')) as unknown as {
      forwardRef(fn: (props: never, ref: unknown) => Child): unknown;
      memo(component: unknown): unknown;
    };
    // (The constant is named apart from the function: bundlers rename a shadowed function name.)
    const Fancy = compat.forwardRef(function FancyInput(props: { value: string }, ref: unknown): Child {
      useState('typed');
      return h('input', { ref, class: ids.fancy, value: props.value });
    });
    const MemoBadge = compat.memo(function Badge(props: { n: number }): Child {
      const [doubled] = useState(props.n * 2);
      return h('b', { class: ids.badge, title: String(doubled) }, props.n);
    });
    container = document.createElement('div');
    document.body.append(container);
    mount(h('div', null, h(Fancy, { value: 'hello' }), h(MemoBadge, { n: 2 })), container);
    await flush();
  });

  after(() => {
    mount(null, container);
    container.remove();
  });

  it('names forwardRef components by their wrapped function, and by the wrapper name', () => {
    const expected = { props: { value: 'hello' }, state: ['typed'] };
    expect(found(preactAdapter.findComponentForElement(one(ids.fancy), 'FancyInput'))).to.deep.equal({ name: 'FancyInput', ...expected });
    expect(found(preactAdapter.findComponentByName(document, 'ForwardRef(FancyInput)'))).to.deep.equal({ name: 'ForwardRef(FancyInput)', ...expected });
  });

  it('reports the component inside memo(), whose hooks it holds', () => {
    expect(found(preactAdapter.findComponentByName(document, 'Badge'))).to.deep.equal({ name: 'Badge', props: { n: 2 }, state: [4] });
    expect(found(preactAdapter.findComponentForElement(one(ids.badge), 'Memo(Badge)'))).to.deep.equal({ name: 'Memo(Badge)', props: { n: 2 }, state: [] });
    expect(stateAndProps('Badge', document, preactAdapter)).to.deep.equal({ props: { n: 2 }, state: [4] });
  });
});

describe('Preact adapter on pages without Preact, and on hostile trees', () => {
  /** A vnode shaped like Preact's (the mangled keys always present). */
  const vnode = (fields: Record<string, unknown>): Record<string, unknown> => ({ type: null, props: {}, __k: null, __: null, __e: null, __c: null, __i: -1, ...fields });
  const named = (name: string) => Object.defineProperty(() => null, 'name', { value: name });

  it('answers null for a plain document', () => {
    const doc = document.implementation.createHTMLDocument('plain');
    doc.body.innerHTML = `<div id="app"><p class="${codebaseId()}">text</p></div><main><span>x</span></main>`;
    const p = doc.querySelector('p')!;
    expect(preactAdapter.findComponentByName(doc, 'App')).to.equal(null);
    expect(preactAdapter.findComponentForElement(p, 'App')).to.equal(null);
    expect(preactAdapter.propsOfElement(p)).to.equal(null);
    expectError(stateAndProps('App', doc, preactAdapter), 'No component found');
    expectError(inspectElement({ componentName: 'App', tempoElementID: p.className }, preactAdapter, (id) => Array.from(doc.getElementsByClassName(id))), 'Could not find component');
  });

  it('never throws on malformed or hostile containers, and still finds a good root after them', () => {
    const container = document.createElement('div');
    const values: unknown[] = [42, 'string', null, [], { __k: 'x', __e: 1, props: 7 }, { __k: [5, null, 'x'], __e: null, props: null }];
    for (const value of values) {
      const element = document.createElement('div');
      Object.assign(element, { __k: value });
      container.append(element);
    }
    const throwing = document.createElement('div');
    Object.defineProperty(throwing, '__k', {
      enumerable: true,
      get() {
        throw new Error('hostile');
      },
    });
    const trapped = document.createElement('div');
    Object.assign(trapped, {
      __k: new Proxy(
        {},
        {
          has() {
            throw new Error('trap');
          },
        },
      ),
    });
    // A cyclic tree: a component is its own child and parent, lists the root as its child, and its hooks getter throws.
    const cyclic = document.createElement('div');
    const cyclicHost = document.createElement('span');
    cyclic.append(cyclicHost);
    const cyclicRoot = vnode({ type: Fragment });
    const loop = vnode({ type: named('Loop'), props: { a: 1 } });
    const host = vnode({ type: 'span', __e: cyclicHost, __: loop, props: { id: 'h' } });
    cyclicRoot.__k = [loop];
    loop.__k = [loop, host, cyclicRoot];
    loop.__ = loop;
    loop.__c = Object.defineProperty({}, '__H', {
      get() {
        throw new Error('hooks');
      },
    });
    Object.assign(cyclic, { __k: cyclicRoot });
    // Nodes whose getters throw, in a root scanned before the good one: skipped, the search goes on.
    const thrower = (message: string) => ({
      enumerable: true,
      get() {
        throw new Error(message);
      },
    });
    const trapRoot = vnode({ type: Fragment });
    const badName = vnode({ type: Object.defineProperty(() => null, 'displayName', thrower('name')), __: trapRoot });
    const badChildren = Object.defineProperty(vnode({ type: named('BadChildren'), __: trapRoot }), '__k', thrower('children'));
    const badProps = Object.defineProperty(vnode({ type: named('BadProps'), __: trapRoot }), 'props', thrower('props'));
    trapRoot.__k = [badName, badChildren, badProps];
    const traps = document.createElement('div');
    Object.assign(traps, { __k: trapRoot });
    // Props whose getter throws: that key is left out.
    const good = document.createElement('div');
    const goodHost = document.createElement('p');
    good.append(goodHost);
    const reachable = vnode({ type: named('Reachable'), __c: { __H: { __: [{ __: ['kept', noop], __c: {} }, { __: [1, noop], __c: noop }, null, 5] } } });
    const root = vnode({ type: Fragment, __k: [reachable] });
    reachable.__ = root;
    reachable.props = Object.defineProperty({ x: 1 }, 'bad', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    const p = vnode({ type: 'p', __e: goodHost, __: reachable, __i: 0, props: { title: 't' } });
    reachable.__k = [p];
    Object.assign(good, { __k: root });
    container.append(throwing, trapped, cyclic, traps, good);
    document.body.append(container);
    try {
      for (const element of Array.from(container.querySelectorAll('*'))) {
        expect(preactAdapter.findComponentForElement(element, 'Missing')).to.equal(null);
        expect(preactAdapter.propsOfElement(element)).to.satisfy((props: unknown) => props === null || typeof props === 'object');
      }
      expect(preactAdapter.findComponentByName(document, 'Missing')).to.equal(null);
      // The cycles are cut. The host's parent chain loops before the root, so it is not taken as live; the
      // component is still found from the root, with the state it could not read as null.
      expect(preactAdapter.findComponentByName(document, 'Loop')).to.deep.equal({ name: 'Loop', props: { a: 1 }, state: null });
      expect(preactAdapter.findComponentForElement(cyclicHost, 'Loop')).to.equal(null);
      expect(preactAdapter.findComponentByName(document, 'BadChildren')).to.deep.equal({ name: 'BadChildren', props: {}, state: null });
      expect(preactAdapter.findComponentByName(document, 'BadProps')).to.deep.equal({ name: 'BadProps', props: {}, state: null });
      expect(preactAdapter.findComponentByName(document, 'Reachable')).to.deep.equal({ name: 'Reachable', props: { x: 1 }, state: ['kept'] });
      expect(preactAdapter.findComponentForElement(goodHost, 'Reachable')).to.deep.equal({ name: 'Reachable', props: { x: 1 }, state: ['kept'] });
      expect(preactAdapter.propsOfElement(goodHost)).to.deep.equal({ title: 't' });
    } finally {
      container.remove();
    }
  });

  it('ends on huge chains within the walk limits', () => {
    const container = document.createElement('div');
    const deep = document.createElement('b');
    container.append(deep);
    // 300,000 nested components, the host at the bottom: past the parent-chain limit.
    const root = vnode({ type: Fragment });
    let parent = root;
    for (let i = 0; i < 300_000; i++) {
      const child = vnode({ type: named(`C${i}`), __: parent, __i: 0 });
      parent.__k = [child];
      parent = child;
    }
    parent.__k = [vnode({ type: 'b', __e: deep, __: parent, __i: 0 })];
    Object.assign(container, { __k: root });
    document.body.append(container);
    try {
      const start = performance.now();
      expect(preactAdapter.findComponentForElement(deep, 'C0')).to.equal(null);
      expect(preactAdapter.propsOfElement(deep)).to.equal(null);
      expect(preactAdapter.findComponentByName(document, 'C299999')!.name).to.equal('C299999');
      expect(performance.now() - start, 'ms').to.be.below(10_000);
    } finally {
      container.remove();
    }
  });
});
