// React adapter: reads the expando properties React itself puts on DOM nodes, so the runtime needs no
// React import and works with whichever copy (16–19) the page runs. Every field is `unknown` and narrowed
// before use: the page may run another version, or not be React at all, and then the answer is null.
import { asObject, MAX_CHAIN, nonEmptyString, readKey } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** The fiber fields this adapter reads (React's internal node for one rendered element or component). */
interface Fiber {
  readonly tag?: unknown;
  readonly type?: unknown;
  readonly elementType?: unknown;
  readonly return?: unknown;
  readonly child?: unknown;
  readonly sibling?: unknown;
  readonly memoizedProps?: unknown;
  readonly memoizedState?: unknown;
  readonly stateNode?: unknown;
}

/** One entry of a function component's hook list. */
interface Hook {
  readonly memoizedState?: unknown;
  readonly queue?: unknown;
  readonly next?: unknown;
}

/** What `forwardRef()` and `memo()` return. */
interface WrapperType {
  readonly $$typeof?: unknown;
  readonly displayName?: unknown;
  readonly render?: unknown;
  readonly type?: unknown;
}

const FIBER_PREFIXES = ['__reactFiber$', '__reactInternalInstance$'] as const; // React 17–19, React 16
const PROPS_PREFIXES = ['__reactProps$', '__reactEventHandlers$'] as const; // React 17–19, React 16
const CONTAINER_PREFIX = '__reactContainer$';
const CLASS_COMPONENT_TAG = 1; // the same in React 16–19
// Symbols are registered globally, so these equal the page's own React's. The numbers are React 16's
// fallbacks for engines without Symbol.
const FORWARD_REF_TYPES: readonly unknown[] = [Symbol.for('react.forward_ref'), 0xead0];
const MEMO_TYPES: readonly unknown[] = [Symbol.for('react.memo'), 0xead3];
// Guards against malformed (or hostile) structures: a real tree is far smaller than these.
const MAX_FIBERS = 1_000_000;
const MAX_WRAPPER_DEPTH = 16;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function asFiber(value: unknown): Fiber | null {
  return asObject(value);
}

/** React's expando keys end in a per-copy random suffix, so they are found by prefix. */
function expando(target: object, prefix: string): unknown {
  for (const key of Object.keys(target)) {
    if (key.startsWith(prefix)) return readKey(target, key);
  }
  return undefined;
}

function hostFiberOf(element: Element): Fiber | null {
  try {
    for (const prefix of FIBER_PREFIXES) {
      const fiber = asFiber(expando(element, prefix));
      if (fiber) return fiber;
    }
  } catch {
    // A throwing getter under React's key: treat the element as not rendered by React.
  }
  return null;
}

function functionName(fn: unknown): string | null {
  if (typeof fn !== 'function') return null;
  return nonEmptyString(readKey(fn, 'displayName')) ?? nonEmptyString(fn.name);
}

function isWrapper(type: unknown, kinds: readonly unknown[]): type is WrapperType {
  const object = asObject(type);
  return object !== null && kinds.includes((object as WrapperType).$$typeof);
}

/** The component name of an element type; null for host (string) and other non-component types. */
function typeName(type: unknown): string | null {
  let current = type;
  for (let depth = 0; depth < MAX_WRAPPER_DEPTH; depth++) {
    if (typeof current === 'function') return functionName(current);
    if (isWrapper(current, FORWARD_REF_TYPES)) return nonEmptyString(current.displayName) ?? functionName(current.render);
    if (!isWrapper(current, MEMO_TYPES)) return null;
    const own = nonEmptyString(current.displayName);
    if (own) return own;
    current = current.type;
  }
  return null;
}

function fiberName(fiber: Fiber): string | null {
  // A simple memo() fiber keeps the memo object only in `elementType` (its `type` is the inner
  // function), and that object may carry the displayName.
  const elementType = fiber.elementType;
  const named = isWrapper(elementType, MEMO_TYPES) || isWrapper(elementType, FORWARD_REF_TYPES) ? elementType : fiber.type;
  return typeName(named);
}

/**
 * A memo() with a compare function (or around a forwardRef) is a wrapper fiber whose only child renders
 * the component: that child holds the hooks, so it is the instance to report.
 */
function instanceFiber(fiber: Fiber): Fiber {
  let current = fiber;
  for (let depth = 0; depth < MAX_WRAPPER_DEPTH; depth++) {
    const type = current.type;
    const child = asFiber(current.child);
    if (!isWrapper(type, MEMO_TYPES) || !child || child.elementType !== type.type) break;
    current = child;
  }
  return current;
}

function isClassComponent(fiber: Fiber): boolean {
  if (fiber.tag === CLASS_COMPONENT_TAG) return true;
  const instance = asObject(fiber.stateNode);
  return instance !== null && 'isReactComponent' in instance;
}

/** The objects from `start` along `next`, cut at a cycle (a malformed structure) or after MAX_CHAIN. */
function chain<T extends object>(start: T | null, next: (item: T) => T | null): T[] {
  const items: T[] = [];
  const seen = new Set<object>();
  for (let item = start; item && !seen.has(item) && seen.size < MAX_CHAIN; item = next(item)) {
    seen.add(item);
    items.push(item);
  }
  return items;
}

const parentOf = (fiber: Fiber): Fiber | null => asFiber(fiber.return);

/** useState/useReducer hooks are the ones with an update queue; effects, refs and memos have none. */
function hookStates(firstHook: unknown): unknown[] {
  const hooks = chain<Hook>(asObject(firstHook), (hook) => asObject(hook.next));
  return hooks.filter((hook) => hook.queue !== null && hook.queue !== undefined).map((hook) => hook.memoizedState);
}

function describe(fiber: Fiber, name: string): ComponentInstance {
  const instance = instanceFiber(fiber);
  const props = asRecord(instance.memoizedProps);
  const state = isClassComponent(instance) ? (instance.memoizedState ?? null) : hookStates(instance.memoizedState);
  // A copy, so a caller cannot change what React holds.
  return { name, props: props ? { ...props } : {}, state };
}

/**
 * The first fiber (depth-first, pre-order) passing `test`, with its ancestors, root first. Follows only
 * `child`/`sibling`: `return` may point into the stale alternate tree, so ancestors are tracked here.
 */
function find(root: Fiber, test: (fiber: Fiber) => boolean): { fiber: Fiber; ancestors: Fiber[] } | null {
  const ancestors: Fiber[] = [];
  const seen = new Set<object>();
  let node: Fiber | null = root;
  while (node && !seen.has(node) && seen.size < MAX_FIBERS) {
    seen.add(node);
    if (test(node)) return { fiber: node, ancestors };
    const child = asFiber(node.child);
    if (child) {
      ancestors.push(node);
      node = child;
      continue;
    }
    // Go on at the next sibling of the nearest ancestor-or-self that has one, never past the root.
    let from: Fiber | undefined = node;
    node = null;
    while (from && from !== root) {
      const sibling = asFiber(from.sibling);
      if (sibling) {
        node = sibling;
        break;
      }
      from = ancestors.pop();
    }
  }
  return null;
}

/** The committed HostRoot fiber for any fiber of a root: FiberRoot.current (on the HostRoot's stateNode). */
function currentRootOf(hostRoot: Fiber): Fiber {
  const fiberRoot = asObject(hostRoot.stateNode);
  return (fiberRoot && asFiber(readKey(fiberRoot, 'current'))) ?? hostRoot;
}

/**
 * The element's ancestors in the committed tree, nearest first. The fiber on the DOM node is the one
 * made at mount and may be the stale alternate after updates (with stale props, state and parents),
 * so the committed tree is searched from its root for the fiber of this DOM node. Falls back to the
 * `return` chain when there is no recognisable root (an unusual React, or a detached tree).
 */
function ancestorsOf(hostFiber: Fiber, element: Element): Fiber[] {
  const returnChain = chain(hostFiber, parentOf);
  const found = find(currentRootOf(returnChain.at(-1)!), (fiber) => fiber.stateNode === element);
  return found ? [...found.ancestors, found.fiber].reverse() : returnChain;
}

/** The committed HostRoot of a root container: React 17–19 mark it; React 16 legacy roots only have `_reactRootContainer`. */
function containerRoot(node: object): Fiber | null {
  // Per node, so one odd element does not end the scan of the whole page.
  try {
    const hostRoot = asFiber(expando(node, CONTAINER_PREFIX));
    if (hostRoot) return currentRootOf(hostRoot);
    const legacy = asObject(readKey(node, '_reactRootContainer'));
    if (!legacy) return null;
    const fiberRoot = asObject(readKey(legacy, '_internalRoot')) ?? legacy;
    return asFiber(readKey(fiberRoot, 'current'));
  } catch {
    return null;
  }
}

/** Root containers, the usual mount points first, so most lookups never scan the whole page. */
function* roots(doc: Document): Generator<Fiber> {
  const checked = new Set<object>();
  const likely: (object | null)[] = [doc.getElementById('root'), doc.getElementById('__next'), doc.body, doc];
  for (const node of likely) {
    if (!node || checked.has(node)) continue;
    checked.add(node);
    const root = containerRoot(node);
    if (root) yield root;
  }
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    if (checked.has(element)) continue;
    const root = containerRoot(element);
    if (root) yield root;
  }
}

export const reactAdapter: ComponentAdapter = {
  name: 'react',

  findComponentForElement(element, componentName) {
    try {
      // An element React did not render (e.g. one added by an instant update) belongs to its nearest rendered ancestor.
      let node: Element | null = element;
      let hostFiber: Fiber | null = null;
      while (node && !(hostFiber = hostFiberOf(node))) node = node.parentElement;
      if (!node || !hostFiber) return null;
      for (const fiber of ancestorsOf(hostFiber, node)) {
        if (fiberName(fiber) === componentName) return describe(fiber, componentName);
      }
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      for (const root of roots(doc)) {
        const found = find(root, (fiber) => fiberName(fiber) === componentName);
        if (found) return describe(found.fiber, componentName);
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement(element) {
    try {
      // React refreshes this expando on every commit; the fiber on the node may be the stale alternate.
      for (const prefix of PROPS_PREFIXES) {
        const props = asRecord(expando(element, prefix));
        if (props) return { ...props };
      }
      const hostFiber = hostFiberOf(element);
      const props = hostFiber ? asRecord(hostFiber.memoizedProps) : null;
      return props ? { ...props } : null;
    } catch {
      return null;
    }
  },
};
