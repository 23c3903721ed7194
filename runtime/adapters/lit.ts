// Lit adapter: a Lit component is a custom element (the host) whose class is a ReactiveElement; the
// elements of its shadow root are what it rendered. Reads what Lit itself keeps on the class and the
// host, so the runtime needs no Lit import; every field is `unknown` and narrowed before use.
//
// What is read (Lit 2 and 3, @lit/reactive-element 1.x/2.x; checked in lit 3.3 from npm):
// - `host.constructor.elementProperties`: a Map from each declared reactive property (own and inherited,
//   filled when the class is finalized) to its options; `{ state: true }` marks internal state;
// - `host.renderRoot`: where it renders (its shadow root, also when that root is closed, or the host
//   itself for light-DOM components);
// - the property values, through the host's own accessors.
// A component answers to its tag name (`my-counter`) and to its class name (`MyCounter`), when the
// class kept its name: a minifier may rename classes, never tag names.
import { asObject, composedParent, copyKeys, MAX_NODES, nonEmptyString, readKey } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

function isState(options: unknown): boolean {
  try {
    const declaration = asObject(options);
    return declaration !== null && readKey(declaration, 'state') === true;
  } catch {
    return false; // an unreadable option: reported as a public property
  }
}

/** The declared reactive properties of a Lit host, or null when the element is not one (yet). */
function declarations(element: Element): Array<[string, boolean]> | null {
  try {
    const ctor: unknown = element.constructor;
    if (typeof ctor !== 'function') return null;
    const map: unknown = readKey(ctor, 'elementProperties');
    if (!asObject(map)) return null;
    const entries: Array<[string, boolean]> = [];
    // Map.prototype.forEach only accepts a real Map (one from another frame too): a look-alike throws.
    Map.prototype.forEach.call(map, (options: unknown, key: unknown) => {
      // Symbol-keyed properties have no name to report.
      if (typeof key === 'string') entries.push([key, isState(options)]);
    });
    return entries;
  } catch {
    return null;
  }
}

function classNameOf(element: Element): string | null {
  try {
    const ctor: unknown = element.constructor;
    return typeof ctor === 'function' ? nonEmptyString(ctor.name) : null;
  } catch {
    return null;
  }
}

function describe(element: Element, declared: Array<[string, boolean]>, name: string): ComponentInstance {
  const props = declared.filter(([, isState]) => !isState).map(([key]) => key);
  const state = declared.filter(([, isState]) => isState).map(([key]) => key);
  // Read through the host's accessors.
  return { name, props: copyKeys({}, element, props), state: copyKeys({}, element, state) };
}

/** The Lit host's declarations when it answers to `componentName`, else null. */
function named(element: Element, componentName: string): Array<[string, boolean]> | null {
  const declared = declarations(element);
  if (!declared) return null;
  return element.localName === componentName || classNameOf(element) === componentName ? declared : null;
}

/** Where a Lit host renders, when that is a shadow root (open or closed) rather than the host itself. */
function renderRootOf(element: Element): ParentNode | null {
  try {
    const root = asObject(element.shadowRoot) ?? (declarations(element) ? asObject(readKey(element, 'renderRoot')) : null);
    // nodeType, not instanceof: the node may belong to another frame.
    return root && root !== element && (root as Node).nodeType === 11 ? (root as ParentNode) : null;
  } catch {
    return null;
  }
}

export const litAdapter: ComponentAdapter = {
  name: 'lit',

  findComponentForElement(element, componentName) {
    try {
      // The element itself (a host is its own component), then its ancestors, from a shadow root to its host.
      let node: Node | null = element;
      for (let steps = 0; node && steps < MAX_NODES; steps++) {
        if (node.nodeType === 1) {
          const declared = named(node as Element, componentName);
          if (declared) return describe(node as Element, declared, componentName);
        }
        node = composedParent(node);
      }
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      // Depth-first in document order, a host's shadow tree before its light children. A render root
      // seen before (a hostile `renderRoot` pointing back up the page) is not entered again.
      const seen = new Set<object>();
      const stack: Element[] = doc.documentElement ? [doc.documentElement] : [];
      let visited = 0;
      while (stack.length > 0 && ++visited <= MAX_NODES) {
        const element = stack.pop()!;
        const declared = named(element, componentName);
        if (declared) return describe(element, declared, componentName);
        for (let child = element.lastElementChild; child; child = child.previousElementSibling) stack.push(child);
        const root = renderRootOf(element);
        if (root && !seen.has(root)) {
          seen.add(root);
          for (let child = root.lastElementChild; child; child = child.previousElementSibling) stack.push(child);
        }
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement(element) {
    // Lit keeps no per-element record of what its templates bound, so only hosts have props here: their
    // public reactive properties. Other elements answer null (the caller then reads their attributes).
    try {
      const declared = declarations(element);
      return declared ? describe(element, declared, element.localName).props : null;
    } catch {
      return null;
    }
  },
};
