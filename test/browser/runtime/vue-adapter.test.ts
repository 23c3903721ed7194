// The Vue adapter and the inspect answers, against the real Vue 3 global builds from npm (loaded by
// script tag, as a page would): the development build, whose elements carry `__vueParentComponent` and
// `__vnode`, and the production build, which marks only the root container. The runtime imports no Vue.
import { expect } from '@open-wc/testing';
import { v4 } from 'uuid';
import { detectFramework } from '../../../runtime/tools/detect';
import type { ComponentAdapter, ComponentInstance } from '../../../runtime/adapters/types';
import { vueAdapter } from '../../../runtime/adapters/vue';
import { inspectElement, stateAndProps, type InspectResult } from '../../../runtime/tools/inspect';
import type { InspectPayload } from '../../../types';
import { consoleMessages } from '../helpers';

// Just the parts of Vue's API these tests use.
interface Ref<T> {
  value: T;
}
interface App {
  component(name: string, component: object): App;
  mount(container: Element | ShadowRoot): unknown;
  unmount(): void;
}
interface VueGlobal {
  version: string;
  createApp(component: object, props?: object): App;
  ref<T>(value: T): Ref<T>;
  reactive<T extends object>(value: T): T;
  computed<T>(getter: () => T): Readonly<Ref<T>>;
  h(type: unknown, props?: object | null, children?: unknown): unknown;
  nextTick(): Promise<void>;
}
interface VueWindow {
  Vue?: VueGlobal;
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

/** Loads one Vue global build; a later build replaces `window.Vue` with a separate copy of Vue. */
async function loadVue(src: string): Promise<VueGlobal> {
  const win = window as unknown as VueWindow;
  const before = win.Vue;
  await loadScript(src);
  const vue = win.Vue;
  if (!vue || vue === before) throw new Error(`no new Vue global after ${src}`);
  return vue;
}

const codebaseId = () => `tempo-${v4()}`;
const noop = () => undefined;
const stateFn = () => 1;
const elementsFor = (id: string): Element[] => Array.from(document.getElementsByClassName(id));
const one = (id: string): Element => {
  const element = document.querySelector(`.${id}`);
  if (!element) throw new Error(`no element .${id}`);
  return element;
};

function expectError(result: InspectResult, error: string): void {
  expect(result).to.deep.equal({ error });
}

function found(instance: ComponentInstance | null): ComponentInstance {
  expect(instance, 'component').to.not.equal(null);
  return instance!;
}

function ownKeysOfPage(): string {
  return Array.from(document.querySelectorAll('*'))
    .map((element) => `${element.tagName}:${Object.keys(element).join(',')}`)
    .join('\n');
}

/** The same app and assertions against one build; `dev` says whether its elements carry Vue's marks. */
function describeVue(label: string, src: string, dev: boolean): void {
  describe(`Vue adapter (${label})`, () => {
    const ids = {
      app: codebaseId(),
      panel: codebaseId(),
      panelTitle: codebaseId(),
      counter: codebaseId(),
      counterLabel: codebaseId(),
      stateless: codebaseId(),
      card: codebaseId(),
      item: codebaseId(),
      toggled: codebaseId(),
      kept: codebaseId(),
      suspended: codebaseId(),
      teleported: codebaseId(),
      island: codebaseId(),
      islandInner: codebaseId(),
      second: codebaseId(),
      shadowInner: codebaseId(),
      outside: codebaseId(),
    };
    const handles: { count?: Ref<number>; todos?: Ref<string[]>; panel?: { count: number }; toggled?: { shown: boolean } } = {};
    const apps: App[] = [];
    const containers: Element[] = [];
    let Vue: VueGlobal;
    let teleportTarget: HTMLElement;
    let shadowHost: HTMLElement;

    before(async () => {
      await consoleMessages(); // starts listening, so Vue's own warnings are caught below
      Vue = await loadVue(src);
      const { ref, reactive, computed, h, createApp } = Vue;

      // Options API: props, data (the state), a computed and a method (neither is state).
      const Panel = {
        name: 'Panel',
        props: { title: String, onClose: Function, tags: Array },
        data: () => ({ open: true, count: 1, items: [1, 2], onToggle: noop }),
        computed: {
          doubled(this: { count: number }): number {
            return this.count * 2;
          },
        },
        methods: { bump: noop },
        mounted(this: { count: number }) {
          handles.panel = this;
        },
        template: `<section class="${ids.panel}"><h2 class="${ids.panelTitle}">{{ title }}</h2><slot /></section>`,
      };
      // What `<script setup>` compiles to: `__name` from the file name, the bindings returned from setup.
      const Counter = {
        __name: 'Counter',
        props: { label: String, onPick: Function, config: Object, start: Number, disabled: Boolean, missing: null },
        setup(props: { start: number }) {
          const count = ref(props.start);
          const todos = ref(['first']);
          const flag = ref(true);
          const double = computed(() => count.value * 2);
          const nested = reactive({ deep: 1 });
          handles.count = count;
          handles.todos = todos;
          return { count, todos, flag, double, nested, fn: stateFn };
        },
        template: `<button class="${ids.counter}" type="button" @click="onPick" :data-count="count" :data-todos="todos.length"><span class="${ids.counterLabel}">{{ label }}</span> {{ count }}</button>`,
      };
      // A functional component: a plain function, named by the function.
      const Stateless = Object.assign((props: { text: string }) => h('p', { class: ids.stateless }, props.text), { props: ['text'] });
      Object.defineProperty(Stateless, 'name', { value: 'Stateless' });
      // No name of its own: known only by its registration.
      const Card = { props: ['kind'], data: () => ({ flipped: false }), template: `<article class="${ids.card}">{{ kind }}</article>` };
      const Item = {
        name: 'Item',
        props: ['i'],
        setup: (props: { i: number }) => ({ tenfold: ref(props.i * 10) }),
        template: `<li class="${ids.item}">{{ i }}</li>`,
      };
      const Toggled = {
        name: 'Toggled',
        data: () => ({ shown: false }),
        mounted(this: { shown: boolean }) {
          handles.toggled = this;
        },
        template: `<mark v-if="shown" class="${ids.toggled}" title="now">toggled</mark>`,
      };
      const Kept = { name: 'Kept', setup: () => ({ alive: ref('alive') }), template: `<i class="${ids.kept}">kept</i>` };
      // Inside <Suspense>: reached through the boundary's active branch.
      const Suspended = { name: 'Suspended', setup: () => ({ resolved: ref(true) }), template: `<u class="${ids.suspended}">suspended</u>` };
      const Modal = { name: 'Modal', setup: () => ({ modal: ref('modal') }), template: `<Teleport to="#teleport-target"><em class="${ids.teleported}">teleported</em></Teleport>` };
      const IslandInner = { name: 'IslandInner', props: ['x'], setup: () => ({ inner: ref('inner-state') }), template: `<span class="${ids.islandInner}">{{ inner }}{{ x }}</span>` };
      // Mounts a separate app into its own element: an "island".
      const Island = {
        name: 'Island',
        props: ['where'],
        mounted(this: { $el: Element }) {
          const app = createApp(IslandInner, { x: 1 });
          apps.push(app);
          app.mount(this.$el);
        },
        template: `<div class="${ids.island}"></div>`,
      };
      const App = {
        name: 'App',
        components: { Panel, 'my-counter': Counter, Stateless, 'my-card': Card, Toggled, Kept, Suspended, Modal, Island },
        setup: () => ({ noop }),
        template: `<div class="${ids.app}">
          <Panel title="Settings" :on-close="noop" :tags="['a']"><my-counter label="Clicks" :on-pick="noop" :config="{ step: 1 }" :start="0" :disabled="false" :missing="null" /></Panel>
          <Stateless text="plain" />
          <my-card kind="ace" />
          <ul><GlobalItem v-for="i in [1, 2]" :key="i" :i="i" /></ul>
          <Toggled />
          <KeepAlive><Kept /></KeepAlive>
          <Suspense><Suspended /></Suspense>
          <Modal />
          <Island where="here" />
        </div>`,
      };
      const Second = { name: 'Second', setup: () => ({ mode: ref('second') }), template: `<div class="${ids.second}">{{ mode }}</div>` };
      const ShadowInner = { name: 'ShadowInner', props: { deep: Boolean }, template: `<i class="${ids.shadowInner}">{{ deep }}</i>` };

      teleportTarget = document.createElement('div');
      teleportTarget.id = 'teleport-target';
      const main = document.createElement('div');
      main.id = 'app';
      const outside = document.createElement('div');
      outside.className = ids.outside;
      outside.textContent = 'not Vue';
      const second = document.createElement('div');
      shadowHost = document.createElement('div');
      const shadow = shadowHost.attachShadow({ mode: 'open' });
      document.body.append(teleportTarget, main, outside, second, shadowHost);
      containers.push(teleportTarget, main, outside, second, shadowHost);
      const app = createApp(App).component('GlobalItem', Item);
      const secondApp = createApp(Second);
      const shadowApp = createApp(ShadowInner, { deep: true });
      apps.push(app, secondApp, shadowApp);
      app.mount(main);
      secondApp.mount(second);
      shadowApp.mount(shadow);
      await Vue.nextTick();
    });

    after(async () => {
      for (const app of apps.reverse()) app.unmount();
      for (const container of containers) container.remove();
      const problems = (await consoleMessages()).filter((entry) => entry.type === 'pageerror' || (['error', 'warn', 'warning'].includes(entry.type) && entry.url.includes('/vue')));
      expect(problems.map((entry) => entry.text).join('\n'), 'Vue warnings or page errors').to.equal('');
    });

    const counterProps = { label: 'Clicks', onPick: noop, config: { step: 1 }, start: 0, disabled: false, missing: null };
    const counterState = (count: number, todos = ['first']) => ({ count, todos, flag: true, double: count * 2, nested: { deep: 1 }, fn: stateFn });

    it(dev ? 'runs a build that marks elements' : 'runs a build that does not mark elements', () => {
      const marked = (element: Element) => '__vueParentComponent' in element && '__vnode' in element;
      expect(marked(one(ids.counter))).to.equal(dev);
      expect('_vnode' in document.getElementById('app')! && '__vue_app__' in document.getElementById('app')!).to.equal(true);
      expect(vueAdapter.name).to.equal('vue');
    });

    describe('names', () => {
      it('names components by name, __name, function name and registration', () => {
        for (const name of ['App', 'Panel', 'Counter', 'my-counter', 'MyCounter', 'Stateless', 'my-card', 'MyCard', 'Item', 'GlobalItem', 'Toggled', 'KeepAlive', 'Kept', 'Suspended', 'Modal', 'Island', 'IslandInner', 'Second', 'ShadowInner']) {
          expect(vueAdapter.findComponentByName(document, name)?.name, name).to.equal(name);
        }
      });

      it('never takes host elements, built-ins without instances or unknown names for components', () => {
        for (const name of ['div', 'button', 'section', 'li', 'Teleport', 'Nope', '', 'card']) expect(vueAdapter.findComponentByName(document, name), name).to.equal(null);
      });
    });

    describe('props and state', () => {
      it('reads setup state (refs unwrapped, computed values) and props', () => {
        const counter = found(vueAdapter.findComponentByName(document, 'Counter'));
        expect(counter.props).to.deep.equal(counterProps);
        expect(counter.state).to.deep.equal(counterState(0));
      });

      it('reads options-API data as state; computed and methods are not state', () => {
        const panel = found(vueAdapter.findComponentByName(document, 'Panel'));
        expect(panel.props).to.deep.equal({ title: 'Settings', onClose: noop, tags: ['a'] });
        expect(panel.state).to.deep.equal({ open: true, count: 1, items: [1, 2], onToggle: noop });
        expect(found(vueAdapter.findComponentByName(document, 'MyCard'))).to.deep.equal({ name: 'MyCard', props: { kind: 'ace' }, state: { flipped: false } });
      });

      it('gives declared but absent props as undefined, and components without state an empty state', () => {
        expect(found(vueAdapter.findComponentByName(document, 'Stateless'))).to.deep.equal({ name: 'Stateless', props: { text: 'plain' }, state: {} });
        expect(found(vueAdapter.findComponentByName(document, 'App'))).to.deep.equal({ name: 'App', props: {}, state: { noop } });
        const island = found(vueAdapter.findComponentByName(document, 'ShadowInner'));
        expect(island).to.deep.equal({ name: 'ShadowInner', props: { deep: true }, state: {} });
        expect(found(vueAdapter.findComponentByName(document, 'Toggled')).props).to.deep.equal({});
      });

      it('reports copies: changing an answer does not change what Vue holds', () => {
        const counter = found(vueAdapter.findComponentByName(document, 'Counter'));
        counter.props.label = 'changed';
        (counter.state as Record<string, unknown>).count = 99;
        expect(found(vueAdapter.findComponentByName(document, 'Counter'))).to.deep.equal({ name: 'Counter', props: counterProps, state: counterState(0) });
        expect(handles.count!.value).to.equal(0);
      });

      it('reports the props and state of the latest render after updates', async () => {
        const button = one(ids.counter);
        expect(vueAdapter.propsOfElement(button)!['data-count']).to.equal(0);
        for (const value of [5, 6]) {
          handles.count!.value = value;
          await Vue.nextTick();
          expect(found(vueAdapter.findComponentForElement(button, 'Counter')).state, `after ${value}`).to.deep.equal(counterState(value));
          expect(vueAdapter.propsOfElement(button)!['data-count']).to.equal(value);
        }
        handles.todos!.value = ['first', 'second'];
        handles.panel!.count = 2;
        await Vue.nextTick();
        expect(found(vueAdapter.findComponentForElement(button, 'Counter')).state).to.deep.equal(counterState(6, ['first', 'second']));
        expect(vueAdapter.propsOfElement(button)!['data-todos']).to.equal(2);
        expect((found(vueAdapter.findComponentForElement(button, 'Panel')).state as { count: number }).count).to.equal(2);
        handles.count!.value = 0;
        handles.todos!.value = ['first'];
        handles.panel!.count = 1;
        await Vue.nextTick();
        expect(found(vueAdapter.findComponentByName(document, 'Counter')).state).to.deep.equal(counterState(0));
      });

      it('finds elements a later render added, and forgets removed ones', async () => {
        expect(document.querySelector(`.${ids.toggled}`)).to.equal(null);
        expect(found(vueAdapter.findComponentByName(document, 'Toggled')).state).to.deep.equal({ shown: false });
        handles.toggled!.shown = true;
        await Vue.nextTick();
        const mark = one(ids.toggled);
        expect(vueAdapter.propsOfElement(mark)).to.deep.equal({ class: ids.toggled, title: 'now' });
        expect(found(vueAdapter.findComponentForElement(mark, 'Toggled')).state).to.deep.equal({ shown: true });
        handles.toggled!.shown = false;
        await Vue.nextTick();
        expect(mark.isConnected).to.equal(false);
        expect(vueAdapter.propsOfElement(mark)).to.equal(null);
        expect(vueAdapter.findComponentForElement(mark, 'Toggled')).to.equal(null);
      });
    });

    describe('findComponentForElement', () => {
      it('walks up to the nearest component with that name, slot content belonging to the component it is slotted in', () => {
        const label = one(ids.counterLabel);
        expect(found(vueAdapter.findComponentForElement(label, 'Counter')).props.label).to.equal('Clicks');
        expect(found(vueAdapter.findComponentForElement(label, 'my-counter')).state).to.deep.equal(counterState(0));
        expect(found(vueAdapter.findComponentForElement(label, 'Panel')).props.title).to.equal('Settings');
        expect(found(vueAdapter.findComponentForElement(label, 'App')).state).to.deep.equal({ noop });
        expect(found(vueAdapter.findComponentForElement(one(ids.kept), 'KeepAlive')).props).to.deep.equal({ include: undefined, exclude: undefined, max: undefined });
        expect(found(vueAdapter.findComponentForElement(one(ids.kept), 'Kept')).state).to.deep.equal({ alive: 'alive' });
        expect(found(vueAdapter.findComponentForElement(one(ids.suspended), 'Suspended')).state).to.deep.equal({ resolved: true });
        expect(found(vueAdapter.findComponentForElement(one(ids.suspended), 'App')).name).to.equal('App');
        expect(vueAdapter.propsOfElement(one(ids.suspended))).to.deep.equal({ class: ids.suspended });
      });

      it('picks the instance that rendered the element among same-named ones', () => {
        const [first, second] = elementsFor(ids.item);
        expect(found(vueAdapter.findComponentForElement(first!, 'Item'))).to.deep.equal({ name: 'Item', props: { i: 1 }, state: { tenfold: 10 } });
        expect(found(vueAdapter.findComponentForElement(second!, 'GlobalItem'))).to.deep.equal({ name: 'GlobalItem', props: { i: 2 }, state: { tenfold: 20 } });
        expect(found(vueAdapter.findComponentByName(document, 'Item')).props).to.deep.equal({ i: 1 });
      });

      it('finds the component of teleported content outside the app container', () => {
        const em = one(ids.teleported);
        expect(em.parentElement).to.equal(teleportTarget);
        expect(found(vueAdapter.findComponentForElement(em, 'Modal'))).to.deep.equal({ name: 'Modal', props: {}, state: { modal: 'modal' } });
        expect(found(vueAdapter.findComponentForElement(em, 'App')).name).to.equal('App');
        expect(vueAdapter.propsOfElement(em)).to.deep.equal({ class: ids.teleported });
      });

      it('goes on from an app mounted inside another app into the outer one', () => {
        const inner = one(ids.islandInner);
        expect(found(vueAdapter.findComponentForElement(inner, 'IslandInner'))).to.deep.equal({ name: 'IslandInner', props: { x: 1 }, state: { inner: 'inner-state' } });
        expect(found(vueAdapter.findComponentForElement(inner, 'Island')).props).to.deep.equal({ where: 'here' });
        expect(found(vueAdapter.findComponentForElement(inner, 'App')).name).to.equal('App');
        expect(vueAdapter.findComponentForElement(one(ids.island), 'IslandInner')).to.equal(null);
      });

      it('finds components mounted in a shadow root', () => {
        const i = shadowHost.shadowRoot!.querySelector(`.${ids.shadowInner}`)!;
        expect(found(vueAdapter.findComponentForElement(i, 'ShadowInner'))).to.deep.equal({ name: 'ShadowInner', props: { deep: true }, state: {} });
        expect(vueAdapter.propsOfElement(i)).to.deep.equal({ class: ids.shadowInner });
      });

      it('answers null when no component of that name is above the element', () => {
        expect(vueAdapter.findComponentForElement(one(ids.stateless), 'Counter')).to.equal(null);
        expect(vueAdapter.findComponentForElement(one(ids.counter), 'Second')).to.equal(null);
        expect(vueAdapter.findComponentForElement(one(ids.counter), 'button')).to.equal(null);
        expect(vueAdapter.findComponentForElement(one(ids.outside), 'App')).to.equal(null);
        expect(vueAdapter.findComponentForElement(document.body, 'App')).to.equal(null);
      });

      it('finds the component of an element Vue did not render through its nearest rendered ancestor', () => {
        const added = document.createElement('span');
        one(ids.panelTitle).append(added);
        try {
          expect(found(vueAdapter.findComponentForElement(added, 'Panel')).props.title).to.equal('Settings');
          expect(vueAdapter.propsOfElement(added)).to.equal(null);
        } finally {
          added.remove();
        }
      });
    });

    describe('propsOfElement', () => {
      it("answers the props of the element's own vnode", () => {
        const props = vueAdapter.propsOfElement(one(ids.counter))!;
        expect(Object.keys(props).sort()).to.deep.equal(['class', 'data-count', 'data-todos', 'onClick', 'type']);
        expect(props).to.include({ class: ids.counter, type: 'button', 'data-count': 0, 'data-todos': 1 });
        expect(props.onClick).to.be.a('function');
        expect(vueAdapter.propsOfElement(one(ids.counterLabel))).to.deep.equal({ class: ids.counterLabel });
        expect(vueAdapter.propsOfElement(one(ids.stateless))).to.deep.equal({ class: ids.stateless });
      });

      it('answers null for elements Vue did not render', () => {
        expect(vueAdapter.propsOfElement(one(ids.outside))).to.equal(null);
        expect(vueAdapter.propsOfElement(document.body)).to.equal(null);
        expect(vueAdapter.propsOfElement(document.getElementById('app')!)).to.equal(null);
      });
    });

    describe('inspectElement', () => {
      const inspect = (payload: InspectPayload, adapter: ComponentAdapter | null = vueAdapter) => inspectElement(payload, adapter, elementsFor);
      const wireCounter = { props: { label: 'Clicks', onPick: FN, config: OBJ, start: 0, disabled: false, missing: null }, state: { count: 0, todos: OBJ, flag: true, double: 0, nested: OBJ, fn: FN } };

      it('answers props and state in wire form', () => {
        expect(inspect({ componentName: 'Counter', isComponent: false, tempoElementID: ids.counter })).to.deep.equal(wireCounter);
        expect(inspect({ componentName: 'Panel', tempoElementID: ids.counterLabel })).to.deep.equal({
          props: { title: 'Settings', onClose: FN, tags: OBJ },
          state: { open: true, count: 1, items: OBJ, onToggle: FN },
        });
        expect(inspect({ componentName: 'Item', tempoElementID: ids.item })).to.deep.equal({ props: { i: 1 }, state: { tenfold: 10 } });
        expect(inspect({ componentName: 'Modal', isComponent: true, componentElementId: ids.teleported })).to.deep.equal({ props: {}, state: { modal: 'modal' } });
      });

      it('answers the error strings', () => {
        expectError(inspect({ componentName: '', tempoElementID: ids.counter }), 'No component name');
        expectError(inspect({ componentName: 'Counter', tempoElementID: codebaseId() }), 'Could not find element');
        expectError(inspect({ componentName: 'Panel', tempoElementID: ids.stateless }), 'Could not find component');
        expectError(inspect({ componentName: 'App', tempoElementID: ids.outside }), 'Could not find component');
        expectError(inspect({ componentName: 'Counter', tempoElementID: ids.counter }, null), 'Could not find component');
      });

      it('answers GET_STATE_AND_PROPS by name, and its errors', () => {
        expect(stateAndProps('Counter', document, vueAdapter)).to.deep.equal(wireCounter);
        expect(stateAndProps('MyCard', document, vueAdapter)).to.deep.equal({ props: { kind: 'ace' }, state: { flipped: false } });
        expect(stateAndProps('IslandInner', document, vueAdapter)).to.deep.equal({ props: { x: 1 }, state: { inner: 'inner-state' } });
        for (const name of [undefined, null, '', 5]) expectError(stateAndProps(name, document, vueAdapter), 'No component name');
        expectError(stateAndProps('Nope', document, vueAdapter), 'No component found');
        expectError(stateAndProps('Counter', document, null), 'No component found');
      });
    });

    it('is what detectFramework finds on this page', () => {
      expect(detectFramework(document)).to.equal('vue');
    });

    it('does not change the page', () => {
      const html = document.body.innerHTML;
      const keys = ownKeysOfPage();
      for (const name of ['App', 'Panel', 'Counter', 'Modal', 'Nope']) {
        vueAdapter.findComponentByName(document, name);
        stateAndProps(name, document, vueAdapter);
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          vueAdapter.findComponentForElement(element, name);
          vueAdapter.propsOfElement(element);
        }
      }
      expect(document.body.innerHTML).to.equal(html);
      expect(ownKeysOfPage()).to.equal(keys);
    });
  });
}

describeVue('development build, vue.global.js', '/node_modules/vue/dist/vue.global.js', true);
describeVue('production build, vue.global.prod.js', '/node_modules/vue/dist/vue.global.prod.js', false);

describe('Vue adapter on pages without Vue, and on hostile trees', () => {
  const vnode = (fields: Record<string, unknown>): Record<string, unknown> => ({ __v_isVNode: true, type: null, props: null, el: null, component: null, children: null, suspense: null, ...fields });
  const instance = (fields: Record<string, unknown>): Record<string, unknown> => ({ type: {}, vnode: null, parent: null, subTree: null, props: {}, data: {}, setupState: {}, isUnmounted: false, appContext: null, ...fields });

  it('answers null for a plain document', () => {
    const doc = document.implementation.createHTMLDocument('plain');
    doc.body.innerHTML = `<div id="app"><p class="${codebaseId()}">text</p></div>`;
    const p = doc.querySelector('p')!;
    expect(vueAdapter.findComponentByName(doc, 'App')).to.equal(null);
    expect(vueAdapter.findComponentForElement(p, 'App')).to.equal(null);
    expect(vueAdapter.propsOfElement(p)).to.equal(null);
    expectError(stateAndProps('App', doc, vueAdapter), 'No component found');
    expectError(inspectElement({ componentName: 'App', tempoElementID: p.className }, vueAdapter, (id) => Array.from(doc.getElementsByClassName(id))), 'Could not find component');
  });

  it('never throws on malformed or hostile trees, and still finds a good root after them', () => {
    const container = document.createElement('div');
    const throwing = (message: string) => ({
      enumerable: true,
      get() {
        throw new Error(message);
      },
    });
    for (const value of [42, 'x', null, [], { __v_isVNode: true, children: 'text', component: 7 }, { __v_isVNode: true, children: [1, null, { __v_isVNode: false }] }]) {
      const element = document.createElement('div');
      Object.assign(element, { _vnode: value });
      container.append(element);
    }
    const hostile = document.createElement('div');
    for (const key of ['_vnode', '__vueParentComponent', '__vnode']) Object.defineProperty(hostile, key, throwing('hostile'));
    // A cyclic tree: the vnode is its own child, the instance its own parent and its subTree's component.
    const cyclic = document.createElement('div');
    const cyclicHost = document.createElement('span');
    cyclic.append(cyclicHost);
    const loopType = { name: 'Loop' };
    const loopVNode = vnode({ type: loopType });
    const loop = instance({ type: loopType, vnode: loopVNode, props: { a: 1 } });
    loop.parent = loop;
    const host = vnode({ type: 'span', el: cyclicHost });
    const fragment = vnode({ type: Symbol('Fragment') });
    fragment.children = [fragment, host, loopVNode];
    loop.subTree = fragment;
    loopVNode.component = loop;
    Object.defineProperty(loop, 'setupState', throwing('setup'));
    loop.data = new Proxy(
      { x: 1 },
      {
        ownKeys() {
          throw new Error('keys');
        },
      },
    );
    Object.assign(cyclic, { _vnode: loopVNode });
    // Nodes whose getters throw, in a root scanned before the good one: skipped, the search goes on.
    const traps = document.createElement('div');
    const trapRoot = vnode({ type: Symbol('Fragment') });
    const badComponent = Object.defineProperty(vnode({ type: {} }), 'component', throwing('component'));
    const badNameType = Object.defineProperty({}, 'name', throwing('name'));
    const badName = instance({ type: badNameType, vnode: vnode({ type: badNameType }) });
    const badNameVNode = vnode({ type: badNameType, component: badName });
    const badStateType = { name: 'BadState' };
    const badState = Object.defineProperty(instance({ type: badStateType, props: { p: 1 } }), 'data', throwing('data'));
    Object.defineProperty(badState, 'setupState', throwing('setup'));
    trapRoot.children = [badComponent, badNameVNode, vnode({ type: badStateType, component: badState })];
    Object.assign(traps, { _vnode: trapRoot });
    // A marked element (as development builds mark them) whose instance chain is 300,000 long: past the
    // chain limit, and quick.
    const chained = document.createElement('b');
    let top = instance({ type: { name: 'Top' } });
    for (let i = 0; i < 300_000; i++) top = instance({ type: { name: `C${i}` }, parent: top });
    top.subTree = vnode({ type: 'b', el: chained });
    Object.defineProperty(chained, '__vueParentComponent', { value: top });
    // Props whose getter throws: that key is left out.
    const good = document.createElement('div');
    const goodHost = document.createElement('p');
    good.append(goodHost);
    const goodType = { name: 'Reachable' };
    const goodRoot = vnode({ type: goodType });
    const reachable = instance({ type: goodType, vnode: goodRoot, setupState: { kept: 'kept' }, props: Object.defineProperty({ x: 1 }, 'bad', throwing('getter')) });
    goodRoot.component = reachable;
    reachable.subTree = vnode({ type: 'p', el: goodHost, props: { title: 't' } });
    Object.assign(good, { _vnode: goodRoot });
    container.append(hostile, cyclic, traps, chained, good);
    document.body.append(container);
    try {
      const start = performance.now();
      for (const element of Array.from(container.querySelectorAll('*'))) {
        expect(vueAdapter.findComponentForElement(element, 'Missing')).to.equal(null);
        expect(vueAdapter.propsOfElement(element)).to.satisfy((props: unknown) => props === null || typeof props === 'object');
      }
      expect(vueAdapter.findComponentByName(document, 'Missing')).to.equal(null);
      expect(vueAdapter.findComponentByName(document, 'Loop')).to.deep.equal({ name: 'Loop', props: { a: 1 }, state: {} });
      expect(vueAdapter.findComponentForElement(cyclicHost, 'Loop')).to.deep.equal({ name: 'Loop', props: { a: 1 }, state: {} });
      expect(vueAdapter.findComponentForElement(chained, 'C299999')!.name).to.equal('C299999');
      expect(vueAdapter.findComponentForElement(chained, 'Top')).to.equal(null);
      expect(vueAdapter.findComponentByName(document, 'BadState')).to.deep.equal({ name: 'BadState', props: { p: 1 }, state: {} });
      expect(vueAdapter.findComponentByName(document, 'Reachable')).to.deep.equal({ name: 'Reachable', props: { x: 1 }, state: { kept: 'kept' } });
      expect(vueAdapter.findComponentForElement(goodHost, 'Reachable')).to.deep.equal({ name: 'Reachable', props: { x: 1 }, state: { kept: 'kept' } });
      expect(vueAdapter.propsOfElement(goodHost)).to.deep.equal({ title: 't' });
      expect(performance.now() - start, 'ms').to.be.below(10_000);
    } finally {
      container.remove();
    }
  });
});
