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
interface Located {
  vnode: VNode;
  ancestors: VNode[];
  /** Where the root's container is in the nodes searched; -1 when it is not among them (a portal). */
  containerAt: number;
}

/** Host vnodes of one root, by their DOM node. `fresh` until the current task ends. */
interface RootIndex {
  root: VNode;
  hosts: Map<object, VNode>;
  fresh: boolean;
}

// Guards against malformed (or hostile) structures: a real tree is far smaller than these.
const MAX_VNODES = 1_000_000;
const MAX_CHAIN = 100_000;
const MAX_NODES = 1_000_000;

function asObject(value: unknown): object | null {
  return typeof value === 'object' && value !== null ? value : null;
}

function readKey(target: object, key: string): unknown {
  return (target as Record<string, unknown>)[key];
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

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

/** The root vnode `render()` stored on a container, or null. Per node, so one odd node does not end a scan. */
function rootOf(node: object): VNode | null {
  try {
    return asVNode(readKey(node, '__k'));
  } catch {
    return null;
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

const indexes = new WeakMap<object, RootIndex>();

function buildIndex(container: object, root: VNode): RootIndex {
  const hosts = new Map<object, VNode>();
  walk(root, (vnode) => {
    const dom = asObject(vnode.__e);
    // Host vnodes have a tag name as type; components and fragments only point at their first DOM node.
    if (typeof vnode.type === 'string' && dom && !hosts.has(dom)) hosts.set(dom, vnode);
    return false;
  });
  const index: RootIndex = { root, hosts, fresh: true };
  indexes.set(container, index);
  // Within one task (e.g. a whole nav-tree build) the index is reused; Preact renders in later tasks.
  queueMicrotask(() => {
    index.fresh = false;
  });
  return index;
}

function indexOf(container: object, root: VNode): RootIndex {
  const index = indexes.get(container);
  return index && index.root === root ? index : buildIndex(container, root);
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

/**
 * The host vnode of the first of `nodes` that `root` rendered, with its ancestors. The index is rebuilt
 * (once) when it answered a replaced vnode, or when it missed nodes and was built in an earlier task
 * (they may have been rendered since). Within one task a miss is trusted, so a nav-tree build indexes
 * each root once even when the page holds elements Preact did not render.
 */
function locateIn(container: object, root: VNode, nodes: readonly Node[]): Omit<Located, 'containerAt'> | null {
  let index = indexOf(container, root);
  for (let attempt = 0; ; attempt++) {
    let found: Omit<Located, 'containerAt'> | null = null;
    let missed = false;
    let replaced = false;
    for (const node of nodes) {
      const vnode = index.hosts.get(node);
      if (!vnode) {
        missed = true;
        continue;
      }
      const ancestors = liveAncestors(vnode, root);
      if (ancestors) found = { vnode, ancestors };
      else replaced = true;
      break;
    }
    if (attempt > 0 || !(replaced || (missed && !index.fresh))) return found;
    index = buildIndex(container, root);
  }
}

/** The node and its ancestors, nearest first, up through shadow roots to their hosts. */
function ancestorNodes(node: Node): Node[] {
  const nodes: Node[] = [];
  let current: Node | null = node;
  while (current && nodes.length < MAX_NODES) {
    nodes.push(current);
    // A shadow root's parentNode is null; its host is the next ancestor.
    // nodeType, not instanceof: the node may belong to another frame.
    current = current.parentNode ?? (current.nodeType === 11 ? ((current as ShadowRoot).host ?? null) : null);
  }
  return nodes;
}

/** Root containers of the document and of its open shadow roots. */
function documentRoots(doc: Document): Array<{ container: object; root: VNode }> {
  const found: Array<{ container: object; root: VNode }> = [];
  const seen = new Set<object>();
  const check = (node: object | null) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const root = rootOf(node);
    if (root) found.push({ container: node, root });
  };
  // The usual mount points first, so lookups find the app before scanning the whole page.
  for (const node of [doc.getElementById('app'), doc.getElementById('root'), doc.body, doc.documentElement]) check(node);
  const scopes: (Document | ShadowRoot)[] = [doc];
  let visited = 0;
  while (scopes.length > 0 && visited < MAX_NODES) {
    const scope = scopes.pop()!;
    check(scope);
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      if (++visited > MAX_NODES) break;
      check(element);
      if (element.shadowRoot) scopes.push(element.shadowRoot);
    }
  }
  return found;
}

/** Per document, for the current task: the element-lookup fallback below scans the page at most once per task. */
const rootLists = new WeakMap<Document, Array<{ container: object; root: VNode }>>();

function cachedDocumentRoots(doc: Document): Array<{ container: object; root: VNode }> {
  let roots = rootLists.get(doc);
  if (!roots) {
    roots = documentRoots(doc);
    rootLists.set(doc, roots);
    queueMicrotask(() => rootLists.delete(doc));
  }
  return roots;
}

/**
 * The host vnode of the nearest of `nodes` (the element first, then its ancestors) that Preact rendered.
 * Each root container on the way up is tried nearest first, with the nodes below it (a container may
 * itself be rendered by an outer root). Preact 11 portals render into a container outside their root's
 * DOM, so when no container above knows the nodes, every root of the document is tried.
 */
function locate(nodes: readonly Node[]): Located | null {
  let containers = 0;
  for (let i = 0; i < nodes.length; i++) {
    const root = rootOf(nodes[i]!);
    if (!root) continue;
    containers++;
    const found = locateIn(nodes[i]!, root, nodes.slice(0, i + 1));
    if (found) return { ...found, containerAt: i };
  }
  const doc = nodes[0]?.ownerDocument;
  if (containers > 0 || !doc) return null;
  for (const { container, root } of cachedDocumentRoots(doc)) {
    const found = locateIn(container, root, nodes);
    if (found) return { ...found, containerAt: -1 };
  }
  return null;
}

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
  if (!object || Array.isArray(object)) return null;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    try {
      const item = readKey(object, key);
      if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
      else copy[key] = item;
    } catch {
      // A throwing getter: nothing to report for that key.
    }
  }
  return copy;
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
        const found = locate(nodes.slice(from));
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
      for (const { root } of documentRoots(doc)) {
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
      const found = locate(ancestorNodes(element));
      return found && found.vnode.__e === element ? copyRecord(found.vnode.props) : null;
    } catch {
      return null;
    }
  },
};
