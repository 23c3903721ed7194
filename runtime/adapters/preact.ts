// Preact adapter: reads the vnode tree Preact keeps on each render container, so the runtime needs no
// Preact import and works with whichever copy (10 or 11) the page runs. Every field is `unknown` and
// narrowed before use: the page may run another version, or not be Preact at all, and then the answer is null.
//
// Preact's published build mangles its internal property names. The names below were read from the
// packages themselves (preact 10.29 and 11.2: dist/preact.mjs, hooks/dist/hooks.mjs) and are the same in
// both majors: the vnode literal is `{type, props, key, ref, __k, __, __b, __e, __c, constructor, __v, __i, __u}`,
// `render()` stores the root vnode as `container.__k`, and hooks live in `component.__H.__`. The one
// difference, `vnode.constructor` (undefined in 10, Symbol.for('pv') in 11), is not read.
// Preact puts nothing on rendered DOM nodes, so an element is found by indexing the tree of the root
// container above it.
import { ancestorNodes, asObject, copyKeys, createRootLocator, MAX_CHAIN, nonEmptyString, readKey } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** The vnode fields this adapter reads. */
interface VNode {
  readonly type?: unknown;
  readonly props?: unknown;
  /** `_children`: the child vnodes (null entries for holes). On a container: the root vnode. */
  readonly __k?: unknown;
  /** `_parent` */
  readonly __?: unknown;
  /** `_dom`: the DOM node (host vnodes) or the first DOM node (components, fragments). */
  readonly __e?: unknown;
  /** `_component`: the instance behind a component vnode (function components have one too). */
  readonly __c?: unknown;
  /** `_index` in the parent's `_children` (Preact ≥ 10.19). */
  readonly __i?: unknown;
}

/** The component instance fields this adapter reads. */
interface PreactComponent {
  readonly state?: unknown;
  /** `__hooks`: `{ _list: __, _pendingEffects: __h }`. */
  readonly __H?: unknown;
}

/** One hook's state. useState/useReducer keep `_value` = [state, dispatch] and `_component` = the instance. */
interface HookState {
  /** `_value` */
  readonly __?: unknown;
  /** `_component` for state hooks; `_cleanup` (a function, or what an effect returned) for effects. */
  readonly __c?: unknown;
}

/** A host vnode and its ancestors in the live tree, nearest first. */
interface Live {
  vnode: VNode;
  ancestors: VNode[];
}

// Guards against malformed (or hostile) structures: a real tree is far smaller than this.
const MAX_VNODES = 1_000_000;

/** A vnode as Preact 10 and 11 create it: the mangled keys are always present, even when null. */
function asVNode(value: unknown): VNode | null {
  const object = asObject(value);
  if (!object || Array.isArray(object)) return null;
  try {
    return '__k' in object && '__e' in object && 'props' in object ? object : null;
  } catch {
    return null; // a Proxy whose `has` trap throws
  }
}

function childrenOf(vnode: VNode): unknown[] {
  const children = vnode.__k;
  return Array.isArray(children) ? children : [];
}

/**
 * Visits the tree under `root` depth-first, pre-order, until `visit` returns true. Cycles are cut and
 * at most MAX_VNODES are visited.
 */
function walk(root: VNode, visit: (vnode: VNode) => boolean): VNode | null {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0 && seen.size < MAX_VNODES) {
    const vnode = asVNode(stack.pop());
    if (!vnode || seen.has(vnode)) continue;
    seen.add(vnode);
    try {
      if (visit(vnode)) return vnode;
      const children = childrenOf(vnode);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    } catch {
      // A node with a throwing getter: skipped, the rest of the tree is still searched.
    }
  }
  return null;
}

/**
 * The ancestors of a host vnode, nearest first, when it is still part of `root`'s live tree; else null.
 * A re-render replaces vnodes, and a replaced one is no longer in its parent's children or no longer
 * leads up to the root, so a stale index entry is caught here.
 */
function liveAncestors(vnode: VNode, root: VNode): VNode[] | null {
  try {
    return liveAncestorsUnsafely(vnode, root);
  } catch {
    return null; // a throwing getter on the way up: not a tree this adapter can trust
  }
}

function liveAncestorsUnsafely(vnode: VNode, root: VNode): VNode[] | null {
  const ancestors: VNode[] = [];
  const seen = new Set<object>([vnode]);
  let child = vnode;
  while (child !== root) {
    const parent = asVNode(child.__);
    if (!parent || seen.has(parent) || seen.size > MAX_CHAIN) return null;
    const siblings = childrenOf(parent);
    const at = child.__i;
    if (!(typeof at === 'number' && siblings[at] === child) && !siblings.includes(child)) return null;
    seen.add(parent);
    ancestors.push(parent);
    child = parent;
  }
  return ancestors;
}

const roots = createRootLocator<VNode, VNode, Live>({
  // `render()` stores the root vnode on its container.
  rootOf: (node) => asVNode(readKey(node, '__k')),
  collect(root, add) {
    walk(root, (vnode) => {
      const dom = vnode.__e;
      // Host vnodes have a tag name as type; components and fragments only point at their first DOM node.
      if (typeof vnode.type === 'string') add(dom, vnode);
      return false;
    });
  },
  accept(vnode, root) {
    const ancestors = liveAncestors(vnode, root);
    return ancestors && { vnode, ancestors };
  },
});

/** Names a component vnode answers to: `displayName`, else the function's name. */
function namesOf(type: unknown): string[] {
  if (typeof type !== 'function') return [];
  const name = nonEmptyString(readKey(type, 'displayName')) ?? nonEmptyString(type.name);
  if (!name) return [];
  // preact/compat's forwardRef() calls the inner function itself and keeps only its name, in
  // `ForwardRef(Inner)`; memo() renders the inner component as a child vnode of its own.
  const forwarded = /^ForwardRef\((.+)\)$/.exec(name);
  return forwarded ? [name, forwarded[1]!] : [name];
}

/** Class components define `render` on the prototype (Preact's own test); function components get a stand-in instance. */
function isClassComponent(type: unknown): boolean {
  if (typeof type !== 'function') return false;
  const prototype = asObject(readKey(type, 'prototype'));
  return prototype !== null && typeof readKey(prototype, 'render') === 'function';
}

/** A copy of an object's own enumerable keys; a key whose getter throws is left out. */
function copyRecord(value: unknown): Record<string, unknown> | null {
  const object = asObject(value);
  return object && !Array.isArray(object) ? copyKeys({}, object, Object.keys(object)) : null;
}

/**
 * useState/useReducer values, in call order: their hook state holds `[state, dispatch]` and the
 * instance (`_component`). Effects keep a function (or whatever they returned) there, and memo,
 * ref, context and id hooks no instance at all. This is what the React adapter reports for hooks.
 */
function hookStates(component: object): unknown[] {
  const hooks = asObject(readKey(component, '__H'));
  const list = hooks ? readKey(hooks, '__') : null;
  if (!Array.isArray(list)) return [];
  const states: unknown[] = [];
  for (const item of list.slice(0, MAX_CHAIN)) {
    const hook: HookState | null = asObject(item);
    const value = hook?.__;
    if (hook && asObject(hook.__c) !== null && Array.isArray(value) && value.length === 2 && typeof value[1] === 'function') states.push(value[0]);
  }
  return states;
}

function describe(vnode: VNode, name: string): ComponentInstance {
  const component: PreactComponent | null = asObject(vnode.__c);
  let state: unknown = null;
  try {
    if (component && isClassComponent(vnode.type)) {
      const raw = component.state;
      state = copyRecord(raw) ?? raw ?? null;
    } else if (component) {
      state = hookStates(component);
    }
  } catch {
    // Unreadable state (a throwing getter): the props are still worth an answer.
    state = null;
  }
  let props: Record<string, unknown> | null = null;
  try {
    props = copyRecord(vnode.props);
  } catch {
    // A throwing `props` getter: reported as no props.
  }
  return { name, props: props ?? {}, state };
}

/** True for a component vnode named `name`. The root's Fragment (also used for `<>`) is never a component. */
function isNamed(vnode: VNode, root: VNode, name: string): boolean {
  try {
    return vnode.type !== root.type && namesOf(vnode.type).includes(name);
  } catch {
    return false; // e.g. a throwing `displayName` getter
  }
}

export const preactAdapter: ComponentAdapter = {
  name: 'preact',

  findComponentForElement(element, componentName) {
    try {
      // An element Preact did not render (e.g. one added by an instant update) belongs to its nearest rendered ancestor.
      const nodes = ancestorNodes(element);
      const checked = new Set<object>();
      // Nested render roots: after one root's components, go on from its container (which an outer root
      // may have rendered). `from` grows every round, so this ends.
      for (let from = 0; from < nodes.length; ) {
        const found = roots.locate(nodes.slice(from));
        if (!found) return null;
        const root = found.ancestors.at(-1) ?? found.vnode;
        for (const vnode of found.ancestors) {
          if (checked.has(vnode)) break;
          checked.add(vnode);
          if (isNamed(vnode, root, componentName)) return describe(vnode, componentName);
        }
        if (found.containerAt < 0) return null;
        from += Math.max(found.containerAt, 1);
      }
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      for (const { root } of roots.documentRoots(doc)) {
        const vnode = walk(root, (candidate) => isNamed(candidate, root, componentName));
        if (vnode) return describe(vnode, componentName);
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement(element) {
    try {
      const found = roots.locate(ancestorNodes(element));
      return found && found.vnode.__e === element ? copyRecord(found.vnode.props) : null;
    } catch {
      return null;
    }
  },
};
