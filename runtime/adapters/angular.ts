// Angular adapter: reads what Angular's development mode leaves on the page, so the runtime needs no
// Angular import. Every field is `unknown` and narrowed before use: the page may run another version,
// or not be Angular at all, and then the answer is null.
//
// What Angular leaves on the page (checked in @angular/core 20.3, fesm2022/debug_node.mjs):
// - in development mode only (`ngDevMode`, which production builds compile away): the global `ng` on
//   the page's window with its debugging functions, among them `getComponent(element)` (the component
//   whose host the element is), `getOwningComponent(element)` (the component whose template holds it,
//   through embedded views such as `@for` and `@if`) and `getHostElement(instance)`;
// - in every mode: `__ngContext__` on each element and component instance it created (an id into a
//   registry private to Angular's module, so of no use without `ng`), and `ng-version` on the root
//   component's host (tools/detect.ts reads it to name a production build);
// - on each component class: `ɵcmp`, its definition, with `selectors` (a list of selectors, each an
//   array whose first item is the element name: `[['app-price-card']]`), `inputs` (public name →
//   `[propertyName, flags, transform]`; a string before Angular 17), `outputs` (public name → property
//   name) and, for AOT development builds, `debugInfo.className`.
// A component answers to its class name, the class name its definition recorded (a bundler may rename
// the class) and the element names of its selectors (`app-price-card`).
//
// Props are the component's inputs, read from the instance under their public names. State is the
// instance's other own enumerable fields, outputs and Angular's `__ngContext__` left out: Angular keeps
// no list of a component's state, and its fields (signals, plain values, injected services) are what its
// template reads. A signal (a function carrying Angular's `SIGNAL` symbol; found by the symbol's
// description, never by importing it) is read by calling it, which subscribes to nothing outside a
// reactive context and never writes; a signal that throws when read (a required input not yet set) is
// left out.
import { ancestorNodes, asObject, MAX_CHAIN, MAX_NODES, nonEmptyString, readKey, safely } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** The functions of `window.ng` this adapter calls. */
interface DebugApi {
  getComponent(element: Element): unknown;
  getOwningComponent(element: Element): unknown;
  getHostElement(instance: object): unknown;
}

/** Angular's own field on everything it created: its internals, not a component's state. */
const CONTEXT_KEY = '__ngContext__';

/** The page's `ng` debugging functions (development mode), or null. */
function debugApiOf(node: Node): DebugApi | null {
  return safely(() => {
    const win = asObject(node.ownerDocument?.defaultView ?? (node.nodeType === 9 ? (node as Document).defaultView : null));
    const ng = win && asObject(readKey(win, 'ng'));
    if (!ng) return null;
    const getComponent = readKey(ng, 'getComponent');
    const getOwningComponent = readKey(ng, 'getOwningComponent');
    const getHostElement = readKey(ng, 'getHostElement');
    if (typeof getComponent !== 'function' || typeof getOwningComponent !== 'function' || typeof getHostElement !== 'function') return null;
    return {
      getComponent: (element) => getComponent.call(ng, element),
      getOwningComponent: (element) => getOwningComponent.call(ng, element),
      getHostElement: (instance) => getHostElement.call(ng, instance),
    };
  });
}

/** The component definition (`ɵcmp`) of an instance, or null when it is not an Angular component. */
function definitionOf(instance: object): object | null {
  return safely(() => {
    const ctor = readKey(instance, 'constructor');
    return typeof ctor === 'function' ? asObject(readKey(ctor, 'ɵcmp')) : null;
  });
}

/** The component instance `read` answers for `element`, or null. */
function componentAt(element: Element, read: (element: Element) => unknown): object | null {
  return safely(() => {
    const instance = asObject(read(element));
    return instance && definitionOf(instance) ? instance : null;
  });
}

/** The element names of a definition's selectors: `[['app-price-card'], ['', 'appCard', '']]` → `app-price-card`. */
function selectorNames(definition: object): string[] {
  const selectors = safely(() => readKey(definition, 'selectors'));
  if (!Array.isArray(selectors)) return [];
  const names: string[] = [];
  for (let i = 0; i < selectors.length && i < MAX_CHAIN; i++) {
    const name = safely(() => {
      const selector: unknown = selectors[i];
      return Array.isArray(selector) ? nonEmptyString(selector[0]) : null;
    });
    if (name) names.push(name);
  }
  return names;
}

/** The names an instance answers to: its class name, the one its definition recorded, its selectors' element names. */
function namesOf(instance: object): string[] {
  const definition = definitionOf(instance);
  if (!definition) return [];
  // Each part on its own: one unreadable part leaves the others.
  const className = safely(() => nonEmptyString((readKey(instance, 'constructor') as { name?: unknown }).name));
  const recorded = safely(() => {
    const debugInfo = asObject(readKey(definition, 'debugInfo'));
    return debugInfo && nonEmptyString(readKey(debugInfo, 'className'));
  });
  return [className, recorded, ...selectorNames(definition)].filter((name): name is string => name !== null);
}

function matches(instance: object, componentName: string): boolean {
  return namesOf(instance).includes(componentName);
}

/** The property names a definition's `inputs` or `outputs` map its public names to. */
function bindings(definition: object, key: 'inputs' | 'outputs'): Array<[publicName: string, property: string]> {
  const map = safely(() => asObject(readKey(definition, key)));
  const publicNames = map ? (safely(() => Object.keys(map)) ?? []) : [];
  const found: Array<[string, string]> = [];
  for (const publicName of publicNames.slice(0, MAX_CHAIN)) {
    const value = safely(() => readKey(map!, publicName));
    // Angular 17+: [propertyName, flags, transform]; before: the property name.
    const property = nonEmptyString(Array.isArray(value) ? value[0] : value);
    if (property) found.push([publicName, property]);
  }
  return found;
}

/** Whether `value` is an Angular signal: a function with an own symbol described `SIGNAL`. */
function isSignal(value: unknown): value is () => unknown {
  return typeof value === 'function' && Object.getOwnPropertySymbols(value).some((symbol) => symbol.description === 'SIGNAL');
}

/** `value`, or a signal's current value. Throws what the signal throws. */
function current(value: unknown): unknown {
  return isSignal(value) ? value() : value;
}

/** Copies `[name, property]` pairs of `instance` into `target`, signals read; a field that throws when read is left out. */
function readFields(target: Record<string, unknown>, instance: object, fields: ReadonlyArray<[string, string]>): Record<string, unknown> {
  for (const [name, property] of fields) {
    try {
      const value = current(readKey(instance, property));
      // Defined, not assigned: assigning `__proto__` would set the copy's prototype.
      Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
    } catch {
      // A throwing getter, or a required input signal not yet set.
    }
  }
  return target;
}

function propsOf(instance: object): Record<string, unknown> {
  const definition = definitionOf(instance);
  return definition ? readFields({}, instance, bindings(definition, 'inputs')) : {};
}

function stateOf(instance: object): Record<string, unknown> {
  const definition = definitionOf(instance);
  if (!definition) return {};
  const taken = new Set([CONTEXT_KEY, ...[...bindings(definition, 'inputs'), ...bindings(definition, 'outputs')].map(([, property]) => property)]);
  const keys = safely(() => Object.keys(instance)) ?? [];
  return readFields(
    {},
    instance,
    keys.filter((key) => !taken.has(key)).map((key): [string, string] => [key, key]),
  );
}

function describe(instance: object, name: string): ComponentInstance {
  return { name, props: propsOf(instance), state: stateOf(instance) };
}

/**
 * The components around `element`, nearest first: the one it hosts (when it is a component's host),
 * then the one whose template holds it, that one's owner, and so on up to the root component. An
 * element Angular did not create (e.g. one added by an instant update) belongs to its nearest ancestor
 * that Angular knows.
 */
function* componentsAround(element: Element, api: DebugApi): Generator<object> {
  let owner: object | null = null;
  for (const node of ancestorNodes(element)) {
    // nodeType, not instanceof: the node may belong to another frame; Angular's functions take elements only.
    if (node.nodeType !== 1) continue;
    const hosted = componentAt(node as Element, api.getComponent);
    if (hosted) yield hosted;
    owner = componentAt(node as Element, api.getOwningComponent);
    if (hosted || owner) break;
  }
  const seen = new Set<object>();
  while (owner && !seen.has(owner) && seen.size < MAX_CHAIN) {
    seen.add(owner);
    yield owner;
    const from: object = owner;
    const host = safely(() => asObject(api.getHostElement(from)));
    owner = host && (host as Node).nodeType === 1 ? componentAt(host as Element, api.getOwningComponent) : null;
  }
}

/** The elements of the document and of its open shadow roots, at most MAX_NODES, in document order per scope. */
function* pageElements(doc: Document): Generator<Element> {
  const scopes: Array<Document | ShadowRoot> = [doc];
  let visited = 0;
  while (scopes.length > 0) {
    const elements = scopes.shift()!.querySelectorAll('*');
    for (let i = 0; i < elements.length; i++) {
      if (++visited > MAX_NODES) return;
      const element = elements[i]!;
      yield element;
      const shadow = safely(() => element.shadowRoot);
      if (shadow) scopes.push(shadow);
    }
  }
}

/** Whether Angular created this element: it marks each with an own `__ngContext__`. */
function isAngularElement(element: Element): boolean {
  return safely(() => Object.hasOwn(element, CONTEXT_KEY)) === true;
}

export const angularAdapter: ComponentAdapter = {
  name: 'angular',

  findComponentForElement(element, componentName) {
    try {
      const api = debugApiOf(element);
      if (!api) return null;
      for (const instance of componentsAround(element, api)) if (matches(instance, componentName)) return describe(instance, componentName);
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      const api = debugApiOf(doc);
      if (!api) return null;
      // Every component has a host element; the cheap own-key check spares Angular's lookup on the others.
      for (const element of pageElements(doc)) {
        if (!isAngularElement(element)) continue;
        const instance = componentAt(element, api.getComponent);
        if (instance && matches(instance, componentName)) return describe(instance, componentName);
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement(element) {
    // Angular keeps no per-element record a page can read of what its templates bound, so only
    // component hosts have props here: their inputs. Other elements answer null (their attributes stand in).
    try {
      const api = debugApiOf(element);
      const instance = api && componentAt(element, api.getComponent);
      return instance ? propsOf(instance) : null;
    } catch {
      return null;
    }
  },
};
