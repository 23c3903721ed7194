// The React adapter and the inspect answers, against the real React 18 UMD build (loaded by script tag,
// as a page would) and against hand-made React 16-style fibers. The runtime itself imports no React.
import { expect } from '@open-wc/testing';
import { v4 } from 'uuid';
import { reactAdapter } from '../../../runtime/adapters/react';
import type { ComponentAdapter, ComponentInstance } from '../../../runtime/adapters/types';
import { inspectElement, stateAndProps, toWireValues, type InspectResult } from '../../../runtime/tools/inspect';
import type { InspectPayload } from '../../../types';
import { consoleMessages } from '../helpers';

// Just the parts of React's API these tests use.
interface ReactElement {
  readonly type: unknown;
  readonly props: unknown;
}
type ReactNode = ReactElement | string | number | null;
type SetState<S> = (next: S) => void;
interface ClassInstance<P, S> {
  readonly props: Readonly<P>;
  state: S;
  setState(update: Partial<S>): void;
}
type ComponentClass = new <P, S>(props: P) => ClassInstance<P, S>;
interface ExoticComponent {
  displayName?: string;
}
interface ReactGlobal {
  createElement(type: unknown, props?: object | null, ...children: ReactNode[]): ReactElement;
  useState<S>(initial: S | (() => S)): [S, SetState<S>];
  useReducer<S, A>(reducer: (state: S, action: A) => S, initial: S): [S, (action: A) => void];
  useRef<T>(initial: T): { current: T };
  useEffect(effect: () => void, deps?: unknown[]): void;
  useMemo<T>(factory: () => T, deps: unknown[]): T;
  forwardRef<P>(render: (props: P, ref: unknown) => ReactNode): ExoticComponent;
  memo<P>(component: unknown, compare?: (previous: P, next: P) => boolean): ExoticComponent;
  Component: ComponentClass;
}
interface Root {
  render(node: ReactNode): void;
  unmount(): void;
}
interface ReactDOMGlobal {
  createRoot(container: Element): Root;
  flushSync(fn: () => void): void;
}
interface ReactWindow {
  React?: ReactGlobal;
  ReactDOM?: ReactDOMGlobal;
}

const OBJ = 'TEMPO_OBJECT_TYPE';
const FN = 'TEMPO_FUNCTION_TYPE';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

const codebaseId = () => `tempo-${v4()}`;
const ids = {
  app: codebaseId(),
  panel: codebaseId(),
  panelTitle: codebaseId(),
  counter: codebaseId(),
  counterLabel: codebaseId(),
  fancy: codebaseId(),
  labeled: codebaseId(),
  rendered: codebaseId(),
  badge: codebaseId(),
  tag: codebaseId(),
  inner: codebaseId(),
  stateless: codebaseId(),
  shown: codebaseId(),
  item: codebaseId(),
  second: codebaseId(),
  outside: codebaseId(),
  legacy: codebaseId(),
};

const noop = () => undefined;
const stateFn = () => 1;
const elementsFor = (id: string): Element[] => Array.from(document.getElementsByClassName(id));
const one = (id: string): Element => {
  const element = document.querySelector(`.${id}`);
  if (!element) throw new Error(`no element .${id}`);
  return element;
};

interface PanelProps {
  title: string;
  onClose: () => void;
  tags: string[];
  children?: ReactNode;
}
interface PanelState {
  open: boolean;
  count: number;
  items: number[];
  onToggle: () => void;
}

/** Setters captured from the rendered components, to drive updates from the tests. */
const handles: {
  setCount?: SetState<number>;
  dispatch?: (action: string) => void;
  panel?: ClassInstance<PanelProps, PanelState>;
} = {};

/** The test app: every kind of component the adapter must name and read. */
function defineApp(R: ReactGlobal): { App: () => ReactNode; Second: () => ReactNode } {
  const h = (type: unknown, props?: object | null, ...children: ReactNode[]) => R.createElement(type, props, ...children);

  class Panel extends R.Component<PanelProps, PanelState> {
    override state: PanelState = { open: true, count: 1, items: [1, 2], onToggle: noop };
    componentDidMount() {
      handles.panel = this;
    }
    render(): ReactNode {
      return h('section', { className: ids.panel }, h('h2', { className: ids.panelTitle }, this.props.title), this.props.children ?? null);
    }
  }

  function Counter(props: { label: string; onPick: () => void; config: object; start: number; disabled: boolean; missing: null }): ReactNode {
    const [count, setCount] = R.useState(props.start);
    const [todos, dispatch] = R.useReducer((list: string[], item: string) => [...list, item], ['first']);
    // Hooks without an update queue: not state.
    R.useRef('a ref');
    R.useEffect(noop, []);
    R.useMemo(() => 42, []);
    const [flag] = R.useState(true);
    const [fn] = R.useState(() => stateFn);
    handles.setCount = setCount;
    handles.dispatch = dispatch;
    return h(
      'button',
      { className: ids.counter, type: 'button', onClick: props.onPick, 'data-count': count, 'data-todos': todos.length, disabled: props.disabled && flag && fn === stateFn },
      h('span', { className: ids.counterLabel }, props.label),
      ` ${count}`,
    );
  }

  const Fancy = R.forwardRef(function FancyInput(props: { value: string }, ref: unknown): ReactNode {
    R.useState('typed');
    return h('input', { ref, className: ids.fancy, defaultValue: props.value });
  });
  const Labeled = R.forwardRef((props: { hint: string }, ref: unknown): ReactNode => h('label', { ref, className: ids.labeled }, props.hint));
  Labeled.displayName = 'LabeledField';
  const Rendered = R.forwardRef(Object.assign((props: { n: number }, ref: unknown): ReactNode => h('i', { ref, className: ids.rendered }, props.n), { displayName: 'RenderDisplay' }));

  // memo() of a plain function without compare: React's "simple memo" fiber.
  // (The constant is named apart from the function: bundlers rename a shadowed function name.)
  const MemoBadge = R.memo(function Badge(props: { n: number }): ReactNode {
    const [doubled] = R.useState(props.n * 2);
    return h('span', { className: ids.badge, title: String(doubled) }, props.n);
  });
  // With a compare function: a wrapper fiber whose child renders TagInner.
  const Tag = R.memo(
    function TagInner(props: { n: number }): ReactNode {
      R.useState('tag-state');
      return h('em', { className: ids.tag }, props.n);
    },
    (previous: { n: number }, next: { n: number }) => previous.n === next.n,
  );
  Tag.displayName = 'Tag';
  const MemoFwd = R.memo(
    R.forwardRef(function Inner(props: { label: string }, ref: unknown): ReactNode {
      R.useState(7);
      return h('b', { ref, className: ids.inner }, props.label);
    }),
  );

  function Stateless(props: { text: string }): ReactNode {
    return h('p', { className: ids.stateless }, props.text);
  }
  function Hidden(): ReactNode {
    return h('small', { className: ids.shown }, 'shown');
  }
  Hidden.displayName = 'Shown';
  function Item(props: { i: number }): ReactNode {
    R.useState(props.i * 10);
    return h('li', { className: ids.item }, props.i);
  }

  function App(): ReactNode {
    return h(
      'div',
      { className: ids.app },
      h(Panel, { title: 'Settings', onClose: noop, tags: ['a'] }, h(Counter, { label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null })),
      h(Fancy, { value: 'hello' }),
      h(Labeled, { hint: 'hint' }),
      h(Rendered, { n: 3 }),
      h(MemoBadge, { n: 2 }),
      h(Tag, { n: 3 }),
      h(MemoFwd, { label: 'mf' }),
      h(Stateless, { text: 'plain' }),
      h(Hidden, null),
      h('ul', null, h(Item, { key: 'a', i: 1 }), h(Item, { key: 'b', i: 2 })),
    );
  }
  function Second(): ReactNode {
    const [mode] = R.useState('second');
    return h('div', { className: ids.second }, mode);
  }
  return { App, Second };
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

describe('React adapter (React 18 UMD)', () => {
  let ReactDOM: ReactDOMGlobal;
  const roots: Root[] = [];
  const containers: Element[] = [];

  before(async () => {
    await consoleMessages(); // starts listening, so React's own warnings are caught below
    await loadScript('/node_modules/react/umd/react.development.js');
    await loadScript('/node_modules/react-dom/umd/react-dom.development.js');
    const win = window as unknown as ReactWindow;
    if (!win.React || !win.ReactDOM) throw new Error('React UMD globals missing');
    ReactDOM = win.ReactDOM;
    const { App, Second } = defineApp(win.React);
    const mount = (container: Element, node: ReactNode) => {
      document.body.append(container);
      containers.push(container);
      const root = ReactDOM.createRoot(container);
      roots.push(root);
      ReactDOM.flushSync(() => root.render(node));
    };
    const main = document.createElement('div');
    main.id = 'root';
    mount(main, win.React.createElement(App));
    // A second root, not at a usual mount point: found by scanning the page.
    const outside = document.createElement('div');
    outside.className = ids.outside;
    outside.textContent = 'not React';
    document.body.append(outside);
    containers.push(outside);
    mount(document.createElement('div'), win.React.createElement(Second));
  });

  after(async () => {
    for (const root of roots) ReactDOM.flushSync(() => root.unmount());
    for (const container of containers) container.remove();
    // React's own warnings (from its UMD files) and page errors; other tooling's notices are not ours.
    const problems = (await consoleMessages()).filter(
      (entry) => entry.type === 'pageerror' || (['error', 'warn', 'warning'].includes(entry.type) && entry.url.includes('/react')),
    );
    expect(problems.map((entry) => entry.text).join('\n'), 'React warnings or page errors').to.equal('');
  });

  describe('names', () => {
    it('names function, class, forwardRef and memo components', () => {
      for (const name of ['App', 'Panel', 'Counter', 'FancyInput', 'LabeledField', 'RenderDisplay', 'Badge', 'Tag', 'TagInner', 'Inner', 'Stateless', 'Item', 'Second']) {
        expect(found(reactAdapter.findComponentByName(document, name)).name, name).to.equal(name);
      }
    });

    it('prefers displayName and never takes host elements for components', () => {
      expect(found(reactAdapter.findComponentByName(document, 'Shown')).props).to.deep.equal({});
      expect(reactAdapter.findComponentByName(document, 'Hidden')).to.equal(null);
      for (const tag of ['div', 'button', 'section', 'li', 'input']) expect(reactAdapter.findComponentByName(document, tag), tag).to.equal(null);
      expect(reactAdapter.findComponentByName(document, 'Nope')).to.equal(null);
      expect(reactAdapter.findComponentByName(document, '')).to.equal(null);
      expect(reactAdapter.name).to.equal('react');
    });
  });

  describe('props and state', () => {
    it('reads a function component: props, and the useState/useReducer states in order', () => {
      const counter = found(reactAdapter.findComponentByName(document, 'Counter'));
      expect(counter.props).to.deep.equal({ label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null });
      expect(counter.state).to.deep.equal([0, ['first'], true, stateFn]);
    });

    it('reads a class component: props and this.state', () => {
      const panel = found(reactAdapter.findComponentByName(document, 'Panel'));
      expect(Object.keys(panel.props)).to.deep.equal(['title', 'onClose', 'tags', 'children']);
      expect(panel.props.title).to.equal('Settings');
      expect(panel.state).to.deep.equal({ open: true, count: 1, items: [1, 2], onToggle: noop });
    });

    it('reads forwardRef and memo components (the memo wrapper reports the component inside)', () => {
      expect(found(reactAdapter.findComponentByName(document, 'FancyInput'))).to.deep.equal({ name: 'FancyInput', props: { value: 'hello' }, state: ['typed'] });
      expect(found(reactAdapter.findComponentByName(document, 'LabeledField')).state).to.deep.equal([]);
      expect(found(reactAdapter.findComponentByName(document, 'Badge'))).to.deep.equal({ name: 'Badge', props: { n: 2 }, state: [4] });
      expect(found(reactAdapter.findComponentByName(document, 'Tag'))).to.deep.equal({ name: 'Tag', props: { n: 3 }, state: ['tag-state'] });
      expect(found(reactAdapter.findComponentByName(document, 'TagInner')).state).to.deep.equal(['tag-state']);
      expect(found(reactAdapter.findComponentByName(document, 'Inner'))).to.deep.equal({ name: 'Inner', props: { label: 'mf' }, state: [7] });
    });

    it('gives an empty state list to a component without state hooks', () => {
      expect(found(reactAdapter.findComponentByName(document, 'Stateless'))).to.deep.equal({ name: 'Stateless', props: { text: 'plain' }, state: [] });
    });

    it('reports the committed props and state after updates (the fiber on the node alternates)', () => {
      const button = one(ids.counter);
      for (const value of [5, 6, 7]) {
        ReactDOM.flushSync(() => handles.setCount!(value));
        expect(found(reactAdapter.findComponentForElement(button, 'Counter')).state, `after ${value}`).to.deep.include.members([value]);
        expect(found(reactAdapter.findComponentByName(document, 'Counter')).state).to.deep.equal([value, ['first'], true, stateFn]);
        expect(reactAdapter.propsOfElement(button)!['data-count']).to.equal(value);
      }
      ReactDOM.flushSync(() => handles.dispatch!('second'));
      expect(found(reactAdapter.findComponentForElement(button, 'Counter')).state).to.deep.equal([7, ['first', 'second'], true, stateFn]);
      ReactDOM.flushSync(() => handles.panel!.setState({ count: 2 }));
      expect((found(reactAdapter.findComponentForElement(button, 'Panel')).state as PanelState).count).to.equal(2);
      ReactDOM.flushSync(() => handles.panel!.setState({ count: 3 }));
      expect((found(reactAdapter.findComponentByName(document, 'Panel')).state as PanelState).count).to.equal(3);
      ReactDOM.flushSync(() => {
        handles.setCount!(0);
        handles.panel!.setState({ count: 1 });
      });
    });
  });

  describe('findComponentForElement', () => {
    it('walks up to the nearest component with that name', () => {
      const label = one(ids.counterLabel);
      expect(found(reactAdapter.findComponentForElement(label, 'Counter')).props.label).to.equal('Clicks');
      expect(found(reactAdapter.findComponentForElement(label, 'Panel')).props.title).to.equal('Settings');
      expect(found(reactAdapter.findComponentForElement(label, 'App')).props).to.deep.equal({});
      expect(found(reactAdapter.findComponentForElement(one(ids.fancy), 'FancyInput')).props.value).to.equal('hello');
      expect(found(reactAdapter.findComponentForElement(one(ids.tag), 'Tag')).state).to.deep.equal(['tag-state']);
      expect(found(reactAdapter.findComponentForElement(one(ids.inner), 'Inner')).state).to.deep.equal([7]);
    });

    it('picks the instance that rendered the element among same-named ones', () => {
      const [first, second] = elementsFor(ids.item);
      expect(found(reactAdapter.findComponentForElement(first!, 'Item'))).to.deep.equal({ name: 'Item', props: { i: 1 }, state: [10] });
      expect(found(reactAdapter.findComponentForElement(second!, 'Item'))).to.deep.equal({ name: 'Item', props: { i: 2 }, state: [20] });
      expect(found(reactAdapter.findComponentByName(document, 'Item')).props).to.deep.equal({ i: 1 });
    });

    it('answers null when no component of that name is above the element', () => {
      expect(reactAdapter.findComponentForElement(one(ids.fancy), 'Counter')).to.equal(null);
      expect(reactAdapter.findComponentForElement(one(ids.counter), 'Second')).to.equal(null);
      expect(reactAdapter.findComponentForElement(one(ids.counter), 'button')).to.equal(null);
      expect(reactAdapter.findComponentForElement(one(ids.outside), 'App')).to.equal(null);
      expect(reactAdapter.findComponentForElement(document.body, 'App')).to.equal(null);
    });

    it('finds the component of an element React did not render through its nearest rendered ancestor', () => {
      const added = document.createElement('span');
      one(ids.panel).append(added);
      try {
        expect(found(reactAdapter.findComponentForElement(added, 'Panel')).props.title).to.equal('Settings');
        expect(reactAdapter.propsOfElement(added)).to.equal(null);
      } finally {
        added.remove();
      }
    });
  });

  describe('propsOfElement', () => {
    it("answers the element's own React props", () => {
      const props = reactAdapter.propsOfElement(one(ids.counter))!;
      expect(props).to.include({ className: ids.counter, type: 'button', onClick: noop, 'data-count': 0, disabled: false });
      expect(props.children).to.be.an('array');
      expect(reactAdapter.propsOfElement(one(ids.counterLabel))).to.deep.equal({ className: ids.counterLabel, children: 'Clicks' });
    });

    it('answers null for elements React did not render', () => {
      expect(reactAdapter.propsOfElement(one(ids.outside))).to.equal(null);
      expect(reactAdapter.propsOfElement(document.body)).to.equal(null);
    });
  });

  describe('inspectElement', () => {
    const inspect = (payload: InspectPayload, adapter: ComponentAdapter | null = reactAdapter) => inspectElement(payload, adapter, elementsFor);

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
    });

    it('uses componentElementId for components, tempoElementID otherwise', () => {
      const missing = codebaseId();
      expect(inspect({ componentName: 'Badge', isComponent: true, componentElementId: ids.badge, tempoElementID: missing })).to.deep.equal({ props: { n: 2 }, state: [4] });
      expectError(inspect({ componentName: 'Badge', isComponent: false, componentElementId: ids.badge, tempoElementID: missing }), 'Could not find element');
      expectError(inspect({ componentName: 'Badge', componentElementId: ids.badge }), 'Could not find element');
      // isComponent without a componentElementId: tempoElementID.
      expect(inspect({ componentName: 'Badge', isComponent: true, tempoElementID: ids.badge })).to.deep.equal({ props: { n: 2 }, state: [4] });
      expect(inspect({ componentName: 'Badge', isComponent: true, componentElementId: '', tempoElementID: ids.badge })).to.deep.equal({ props: { n: 2 }, state: [4] });
      expectError(inspect({ componentName: 'Badge', isComponent: true, componentElementId: missing, tempoElementID: ids.badge }), 'Could not find element');
    });

    it("answers 'No component name' without a usable name", () => {
      for (const componentName of [undefined, '', 42, null, ['Counter'], { name: 'Counter' }]) {
        expectError(inspect({ componentName, tempoElementID: ids.counter } as unknown as InspectPayload), 'No component name');
      }
      for (const payload of [null, undefined, 'Counter', 7, []]) expectError(inspect(payload as unknown as InspectPayload), 'No component name');
      const throwing = Object.defineProperty({}, 'componentName', {
        get() {
          throw new Error('boom');
        },
      });
      expectError(inspect(throwing as InspectPayload), 'No component name');
    });

    it("answers 'Could not find element' when no element carries the id", () => {
      expectError(inspect({ componentName: 'Counter', tempoElementID: codebaseId() }), 'Could not find element');
      expectError(inspect({ componentName: 'Counter' }), 'Could not find element');
      expectError(inspect({ componentName: 'Counter', tempoElementID: 42 } as unknown as InspectPayload), 'Could not find element');
      expectError(inspect({ componentName: 'Counter', tempoElementID: '' }), 'Could not find element');
      const throwingLookup = () => {
        throw new Error('bad selector');
      };
      expectError(inspectElement({ componentName: 'Counter', tempoElementID: ids.counter }, reactAdapter, throwingLookup), 'Could not find element');
    });

    it("answers 'Could not find component' when the element has no such component above it", () => {
      expectError(inspect({ componentName: 'Panel', tempoElementID: ids.fancy }), 'Could not find component');
      expectError(inspect({ componentName: 'App', tempoElementID: ids.outside }), 'Could not find component');
      expectError(inspect({ componentName: 'Counter', tempoElementID: ids.counter }, null), 'Could not find component');
      const throwing: ComponentAdapter = {
        name: 'throwing',
        findComponentForElement: () => {
          throw new Error('boom');
        },
        findComponentByName: () => null,
        propsOfElement: () => null,
      };
      expectError(inspect({ componentName: 'Counter', tempoElementID: ids.counter }, throwing), 'Could not find component');
    });
  });

  describe('stateAndProps', () => {
    it('answers any mounted component by name, in wire form', () => {
      expect(stateAndProps('Counter', document, reactAdapter)).to.deep.equal({
        props: { label: 'Clicks', onPick: FN, config: OBJ, start: 0, disabled: false, missing: null },
        state: [0, OBJ, true, FN],
      });
      expect(stateAndProps('Second', document, reactAdapter)).to.deep.equal({ props: {}, state: ['second'] });
    });

    it('answers the error strings', () => {
      for (const name of [undefined, null, '', 5, ['Counter']]) expectError(stateAndProps(name, document, reactAdapter), 'No component name');
      expectError(stateAndProps('Nope', document, reactAdapter), 'No component found');
      expectError(stateAndProps('div', document, reactAdapter), 'No component found');
      expectError(stateAndProps('Counter', document, null), 'No component found');
      const throwing: ComponentAdapter = {
        name: 'throwing',
        findComponentForElement: () => null,
        findComponentByName: () => {
          throw new Error('boom');
        },
        propsOfElement: () => null,
      };
      expectError(stateAndProps('Counter', document, throwing), 'No component found');
      const badProps: ComponentAdapter = {
        ...throwing,
        findComponentByName: () => ({
          name: 'X',
          props: Object.defineProperty({}, 'bad', {
            enumerable: true,
            get() {
              throw new Error('getter');
            },
          }),
          state: null,
        }),
      };
      expectError(stateAndProps('X', document, badProps), 'No component found');
    });
  });

  it('does not change the page', () => {
    const html = document.body.innerHTML;
    const keys = ownKeysOfPage();
    const buttonProps = reactAdapter.propsOfElement(one(ids.counter))!;
    buttonProps.className = 'changed';
    found(reactAdapter.findComponentByName(document, 'Counter')).props.label = 'changed';
    for (const name of ['App', 'Panel', 'Counter', 'Inner', 'Nope']) {
      reactAdapter.findComponentByName(document, name);
      stateAndProps(name, document, reactAdapter);
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        reactAdapter.findComponentForElement(element, name);
        reactAdapter.propsOfElement(element);
      }
    }
    inspectElement({ componentName: 'Counter', tempoElementID: ids.counter }, reactAdapter, elementsFor);
    expect(document.body.innerHTML).to.equal(html);
    expect(ownKeysOfPage()).to.equal(keys);
    expect(reactAdapter.propsOfElement(one(ids.counter))!.className).to.equal(ids.counter);
    expect(found(reactAdapter.findComponentByName(document, 'Counter')).props.label).to.equal('Clicks');
  });
});

describe('React adapter on pages without React', () => {
  it('answers null for a plain document', () => {
    const doc = document.implementation.createHTMLDocument('plain');
    doc.body.innerHTML = `<div id="root"><p class="${codebaseId()}">text</p></div><main><span>x</span></main>`;
    const p = doc.querySelector('p')!;
    expect(reactAdapter.findComponentByName(doc, 'App')).to.equal(null);
    expect(reactAdapter.findComponentForElement(p, 'App')).to.equal(null);
    expect(reactAdapter.propsOfElement(p)).to.equal(null);
    expectError(stateAndProps('App', doc, reactAdapter), 'No component found');
    expectError(inspectElement({ componentName: 'App', tempoElementID: p.className }, reactAdapter, (id) => Array.from(doc.getElementsByClassName(id))), 'Could not find component');
  });

  it('never throws on malformed or hostile expandos', () => {
    const container = document.createElement('div');
    const named = (name: string) => Object.defineProperty(() => null, 'name', { value: name });
    const cyclicA: Record<string, unknown> = { tag: 0, type: named('Loop') };
    const cyclicB: Record<string, unknown> = { tag: 0, type: 'div', return: cyclicA };
    cyclicA.return = cyclicB;
    cyclicA.child = cyclicB;
    cyclicB.child = cyclicA;
    cyclicB.sibling = cyclicB;
    const hook: Record<string, unknown> = { memoizedState: 'once', queue: {} };
    hook.next = hook;
    cyclicA.memoizedState = hook;
    const values: unknown[] = [42, 'string', null, [], { return: 'nope', type: 7, child: 5 }, { type: { $$typeof: Symbol.for('react.memo'), type: null } }, cyclicB];
    const elements = values.map((value, index) => {
      const element = document.createElement('div');
      Object.assign(element, { [`__reactFiber$bad${index}`]: value, [`__reactContainer$bad${index}`]: value, [`__reactProps$bad${index}`]: value });
      container.append(element);
      return element;
    });
    const hostile = document.createElement('div');
    for (const key of ['__reactFiber$boom', '__reactContainer$boom', '__reactProps$boom', '_reactRootContainer']) {
      Object.defineProperty(hostile, key, {
        enumerable: true,
        get() {
          throw new Error('hostile');
        },
      });
    }
    container.append(hostile);
    // A well-formed root after all that: still found.
    const reachable = document.createElement('div');
    Object.assign(reachable, { __reactContainer$ok: { tag: 3, child: { tag: 0, type: named('Reachable'), memoizedProps: { x: 1 } } } });
    container.append(reachable);
    document.body.append(container);
    try {
      for (const element of [...elements, hostile]) {
        expect(reactAdapter.findComponentForElement(element, 'Missing')).to.equal(null);
        expect(reactAdapter.findComponentByName(document, 'Missing')).to.equal(null);
      }
      expect(reactAdapter.propsOfElement(hostile)).to.equal(null);
      expect(reactAdapter.propsOfElement(elements[0]!)).to.equal(null);
      expect(reactAdapter.propsOfElement(elements[3]!)).to.equal(null); // an array is not props
      // The cyclic chain still terminates, and its one-entry cyclic hook list is read once.
      expect(reactAdapter.findComponentForElement(elements[6]!, 'Loop')).to.deep.equal({ name: 'Loop', props: {}, state: ['once'] });
      expect(reactAdapter.findComponentByName(document, 'Reachable')).to.deep.equal({ name: 'Reachable', props: { x: 1 }, state: [] });
    } finally {
      container.remove();
    }
  });
});

describe('React adapter with React 16 fibers (__reactInternalInstance$)', () => {
  interface FakeFiber {
    tag: number;
    type: unknown;
    elementType: unknown;
    memoizedProps: unknown;
    memoizedState: unknown;
    stateNode: unknown;
    return: FakeFiber | null;
    child: FakeFiber | null;
    sibling: FakeFiber | null;
  }
  const fiber = (fields: Partial<FakeFiber>): FakeFiber => ({ tag: 0, type: null, elementType: null, memoizedProps: null, memoizedState: null, stateNode: null, return: null, child: null, sibling: null, ...fields });

  function Legacy(): null {
    return null;
  }
  class OldClass {}
  Object.assign(OldClass.prototype, { isReactComponent: {} });
  const onGo = () => 'go';

  let container: HTMLElement;
  let host: HTMLElement;
  let other: HTMLElement;

  before(() => {
    container = document.createElement('div');
    host = document.createElement('div');
    host.className = ids.legacy;
    other = document.createElement('span');
    container.append(host, other);
    // HostRoot → Legacy → div, and a sibling class component (tag unknown, found by isReactComponent) → span.
    const root = fiber({ tag: 3 });
    root.stateNode = { current: root, containerInfo: container };
    const legacy = fiber({
      type: Legacy,
      elementType: Legacy,
      memoizedProps: { title: 'old', onGo },
      memoizedState: { memoizedState: 'legacy-state', queue: {}, next: { memoizedState: { ref: 1 }, queue: null, next: { memoizedState: 3, queue: { pending: null }, next: null } } },
      return: root,
    });
    const div = fiber({ tag: 5, type: 'div', elementType: 'div', memoizedProps: { className: ids.legacy, children: 'x' }, stateNode: host, return: legacy });
    const klass = fiber({ tag: 99, type: OldClass, elementType: OldClass, memoizedProps: { n: 1 }, memoizedState: { on: true }, stateNode: new OldClass(), return: root });
    const span = fiber({ tag: 5, type: 'span', elementType: 'span', memoizedProps: { id: 'from-fiber' }, stateNode: other, return: klass });
    root.child = legacy;
    legacy.child = div;
    legacy.sibling = klass;
    klass.child = span;
    Object.assign(host, { __reactInternalInstance$abc123: div, __reactEventHandlers$abc123: { className: ids.legacy, onClick: onGo } });
    Object.assign(other, { __reactInternalInstance$abc123: span });
    Object.assign(container, { _reactRootContainer: { _internalRoot: root.stateNode } });
    document.body.append(container);
  });

  after(() => container.remove());

  it('finds the component of an element and reads hook states', () => {
    expect(reactAdapter.findComponentForElement(host, 'Legacy')).to.deep.equal({ name: 'Legacy', props: { title: 'old', onGo }, state: ['legacy-state', 3] });
    expect(reactAdapter.findComponentForElement(host, 'OldClass')).to.equal(null);
    expect(reactAdapter.findComponentForElement(other, 'OldClass')).to.deep.equal({ name: 'OldClass', props: { n: 1 }, state: { on: true } });
  });

  it('finds components by name through the legacy root container', () => {
    expect(found(reactAdapter.findComponentByName(document, 'Legacy')).props.title).to.equal('old');
    expect(found(reactAdapter.findComponentByName(document, 'OldClass')).state).to.deep.equal({ on: true });
    expect(stateAndProps('Legacy', document, reactAdapter)).to.deep.equal({ props: { title: 'old', onGo: FN }, state: ['legacy-state', 3] });
  });

  it("reads the element's props from the React 16 expando, else from its fiber", () => {
    expect(reactAdapter.propsOfElement(host)).to.deep.equal({ className: ids.legacy, onClick: onGo });
    expect(reactAdapter.propsOfElement(other)).to.deep.equal({ id: 'from-fiber' });
  });

  it('answers inspectElement from the fake tree', () => {
    expect(inspectElement({ componentName: 'Legacy', tempoElementID: ids.legacy }, reactAdapter, elementsFor)).to.deep.equal({ props: { title: 'old', onGo: FN }, state: ['legacy-state', 3] });
  });
});

describe('toWireValues', () => {
  it('replaces object and function props with markers, keeps null and primitives', () => {
    const props = { s: 'x', n: 1, b: true, u: undefined, nil: null, big: 2n, o: { a: 1 }, a: [1], d: new Date(0), f: noop, sym: Symbol('s') };
    expect(toWireValues({ props, state: null })).to.deep.equal({
      props: { s: 'x', n: 1, b: true, u: undefined, nil: null, big: 2n, o: OBJ, a: OBJ, d: OBJ, f: FN, sym: 'Symbol(s)' },
      state: null,
    });
    expect(props.o).to.deep.equal({ a: 1 });
  });

  it('maps each entry of an array or object state; a primitive state stays as it is', () => {
    expect(toWireValues({ props: {}, state: [1, 'a', null, [2], { b: 1 }, noop] }).state).to.deep.equal([1, 'a', null, OBJ, OBJ, FN]);
    expect(toWireValues({ props: {}, state: { a: 1, b: { c: 2 }, d: noop, e: null } }).state).to.deep.equal({ a: 1, b: OBJ, d: FN, e: null });
    expect(toWireValues({ props: {}, state: 'plain' }).state).to.equal('plain');
    expect(toWireValues({ props: {}, state: 3 }).state).to.equal(3);
    expect(toWireValues({ props: {}, state: undefined }).state).to.equal(undefined);
    expect(toWireValues({ props: {}, state: noop }).state).to.equal(FN);
  });

  it('keeps a prop named __proto__ as data and gives structured-clone data', () => {
    const props = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as Record<string, unknown>;
    const wire = toWireValues({ props, state: JSON.parse('{"__proto__": 1}') as unknown });
    expect(Object.getPrototypeOf(wire.props)).to.equal(Object.prototype);
    expect(Object.keys(wire.props)).to.deep.equal(['__proto__', 'ok']);
    expect(Object.getOwnPropertyDescriptor(wire.props, '__proto__')!.value).to.equal(OBJ);
    expect(Object.keys(wire.state as object)).to.deep.equal(['__proto__']);
    expect(() => structuredClone(toWireValues({ props: { f: noop, s: Symbol('x'), o: {} }, state: [noop, Symbol('y')] }))).to.not.throw();
  });
});
