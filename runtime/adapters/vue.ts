// Vue 3 adapter: reads Vue's own vnodes and component instances, so the runtime needs no Vue import and
// works with the development and the production build alike. Every field is `unknown` and narrowed before
// use: the page may run another version, or not be Vue at all, and then the answer is null.
//
// What Vue leaves on the page (vue 3.5, checked in dist/vue.global.js and vue.global.prod.js; Vue does
// not mangle these names):
// - on each root container: `_vnode`, the root vnode (`render()` and `app.mount()`), and `__vue_app__`;
// - in development builds (and with __VUE_PROD_DEVTOOLS__) only: on each rendered element the non-
//   enumerable `__vnode` (its current vnode) and `__vueParentComponent` (the instance that rendered it).
// Production builds have no per-element marks, so elements are found by indexing the vnode tree from the
// root container: `vnode.component` → `instance.subTree` → `vnode.children` (arrays), Suspense's
// `suspense.activeBranch`, host vnodes' `el`.
//
// State is `data` (the options API's `data()`) and `setupState` (what `setup()` returned, with refs
// unwrapped by Vue's own proxy), merged into one object; a key in both is the setup one, as in templates.
// Computed options, injections and non-reactive instance fields are not state. A `<script setup>` SFC
// compiled for production returns its render function from setup, so its bindings are closure variables
// that no one can read: its state is `{}` there (development builds expose them in `setupState`).
import { ancestorNodes, asObject, copyKeys, createRootLocator, MAX_CHAIN, nonEmptyString, readKey, safely } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** The vnode fields this adapter reads. */
interface VNode {
  readonly __v_isVNode?: unknown;
  readonly type?: unknown;
  readonly props?: unknown;
  readonly el?: unknown;
  readonly component?: unknown;
  readonly children?: unknown;
  readonly suspense?: unknown;
  /** The instance whose render function made this vnode. */
  readonly ctx?: unknown;
}

/** The component instance fields this adapter reads. */
interface Instance {
  readonly type?: unknown;
  readonly parent?: unknown;
  readonly subTree?: unknown;
  readonly props?: unknown;
  readonly data?: unknown;
  readonly setupState?: unknown;
  readonly isUnmounted?: unknown;
  readonly appContext?: unknown;
  readonly vnode?: unknown;
}

/** A host vnode, the instance whose render tree holds it, and that instance's tree when indexed. */
interface Host {
  vnode: VNode;
  owner: Instance;
  subTree: unknown;
}

/** The rendered node nearest to the start of the nodes searched, and where it is among them. */
interface Located {
  vnode: VNode | null;
  owner: Instance;
  at: number;
}

// Guards against malformed (or hostile) structures: a real tree is far smaller than these.
const MAX_VNODES = 1_000_000;
const MAX_REGISTRY = 10_000;
const RESERVED_PROP = /^(?:key|ref|ref_for|ref_key|onVnode[A-Z]\w*)$/;

function asVNode(value: unknown): VNode | null {
  const object: VNode | null = asObject(value);
  return object && object.__v_isVNode === true ? object : null;
}

function asInstance(value: unknown): Instance | null {
  const object = asObject(value);
  if (!object) return null;
  try {
    return 'subTree' in object && 'vnode' in object && 'type' in object ? object : null;
  } catch {
    return null; // a Proxy whose `has` trap throws
  }
}

/**
 * Visits the render tree under `root` depth-first, pre-order, with the instance whose tree each vnode
 * is in, until `visit` returns true. Cycles are cut and at most MAX_VNODES are visited.
 */
function walk(root: VNode, visit: (vnode: VNode, owner: Instance | null, instance: Instance | null) => boolean): Instance | null {
  const seen = new Set<object>();
  const stack: Array<{ item: unknown; owner: Instance | null }> = [{ item: root, owner: null }];
  while (stack.length > 0 && seen.size < MAX_VNODES) {
    const { item, owner } = stack.pop()!;
    try {
      const vnode = asVNode(item);
      if (!vnode || seen.has(vnode)) continue;
      seen.add(vnode);
      const instance = asInstance(vnode.component);
      if (visit(vnode, owner, instance)) return instance;
      if (instance) {
        // A component vnode's children are its slots; what they render is in the instance's tree.
        stack.push({ item: instance.subTree, owner: instance });
        continue;
      }
      const suspense = asObject(vnode.suspense);
      if (suspense) stack.push({ item: readKey(suspense, 'activeBranch'), owner });
      const children = vnode.children;
      if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push({ item: children[i], owner });
    } catch {
      // A node with a throwing getter: skipped, the rest of the tree is still searched.
    }
  }
  return null;
}

/**
 * A host vnode is current while its instance is mounted and has not rendered a new tree since it was
 * indexed (a re-render makes new vnodes for all it renders, the instance stays the same object).
 */
function isCurrent(host: Host): boolean {
  return host.owner.isUnmounted !== true && host.owner.subTree === host.subTree;
}

const roots = createRootLocator<VNode, Host, Omit<Located, 'at'>>({
  // `render()` and `app.mount()` store the root vnode on its container.
  rootOf: (node) => asVNode(readKey(node, '_vnode')),
  collect(root, add) {
    walk(root, (vnode, owner) => {
      const el = vnode.el;
      if (owner && typeof vnode.type === 'string') add(el, { vnode, owner, subTree: owner.subTree });
      return false;
    });
  },
  accept: (host) => (isCurrent(host) ? { vnode: host.vnode, owner: host.owner } : null),
});

/**
 * Vue leaves its marks on an element it removed: such an element is no longer in the tree of its
 * instance's current DOM (a mounted instance's subTree.el), or the instance is gone.
 */
function isStillRendered(node: Node, owner: Instance): boolean {
  const el = asObject(asVNode(owner.subTree)?.el);
  const getRootNode = el && readKey(el, 'getRootNode');
  return owner.isUnmounted !== true && typeof getRootNode === 'function' && getRootNode.call(el) === node.getRootNode();
}

/**
 * The nearest of `nodes` (an element, then its ancestors) that Vue rendered, with its instance.
 * Development builds mark each element (`__vueParentComponent`, and `__vnode`, which Vue keeps current);
 * else the root containers are searched (teleported content, outside its root's container, included).
 */
function locate(nodes: readonly Node[]): Located | null {
  for (let at = 0; at < nodes.length; at++) {
    const node = nodes[at]!;
    const owner = safely(() => asInstance(readKey(node, '__vueParentComponent')));
    if (owner && safely(() => isStillRendered(node, owner))) return { owner, vnode: safely(() => asVNode(readKey(node, '__vnode'))), at };
  }
  return roots.locate(nodes);
}

/** `my-card` → `MyCard`: templates may use a registered component under either form. */
function pascalCase(name: string): string {
  return name.replace(/(?:^|[-_])(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Keys under which `registry` (a `components` option or the app's registry) holds `type`. */
function registeredNames(registry: unknown, type: unknown): string[] {
  const object = asObject(registry);
  if (!object) return [];
  const names: string[] = [];
  for (const key of Object.keys(object).slice(0, MAX_REGISTRY)) {
    if (readKey(object, key) === type) names.push(key, pascalCase(key));
  }
  return names;
}

/**
 * Names an instance answers to: `name` (or a functional component's `displayName`/function name),
 * `__name` (inferred by the SFC compiler from the file name, also for `<script setup>`), and the names
 * it is registered under in its parent's `components` or in the app (`app.component(name, …)`).
 */
function matches(instance: Instance, componentName: string): boolean {
  return safely(() => matchesUnsafely(instance, componentName)) === true;
}

function matchesUnsafely(instance: Instance, componentName: string): boolean {
  const type = instance.type;
  const own = asObject(type) ?? (typeof type === 'function' ? type : null);
  if (!own) return false;
  const named = [readKey(own, 'displayName'), readKey(own, 'name'), readKey(own, '__name')];
  if (named.some((name) => nonEmptyString(name) === componentName)) return true;
  // The template that wrote the tag (`vnode.ctx`, which differs from `parent` for slot content), the
  // parent, and the app: where Vue itself resolves a tag.
  const registries: unknown[] = [];
  for (const owner of [asInstance(asVNode(instance.vnode)?.ctx), asInstance(instance.parent)]) {
    const ownerType = asObject(owner?.type);
    if (ownerType) registries.push(readKey(ownerType, 'components'));
  }
  const appContext = asObject(instance.appContext);
  if (appContext) registries.push(readKey(appContext, 'components'));
  return registries.some((registry) => registeredNames(registry, type).includes(componentName));
}

/** A copy of an object's own enumerable keys (through Vue's proxies: refs come unwrapped); a key whose getter throws is left out. */
function copyInto(target: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const object = asObject(value);
  if (!object) return target;
  let keys: string[];
  try {
    keys = Object.keys(object);
  } catch {
    return target; // e.g. a revoked proxy
  }
  return copyKeys(target, object, keys);
}

function describe(instance: Instance, name: string): ComponentInstance {
  const state = copyInto(copyInto({}, safely(() => instance.data)), safely(() => instance.setupState));
  return { name, props: copyInto({}, safely(() => instance.props)), state };
}

/** The instance and its ancestors, nearest first, cut at a cycle or after MAX_CHAIN. */
function* lineage(instance: Instance): Generator<Instance> {
  const seen = new Set<object>();
  for (let current: Instance | null = instance; current && !seen.has(current) && seen.size < MAX_CHAIN; current = asInstance(current.parent)) {
    seen.add(current);
    yield current;
  }
}

export const vueAdapter: ComponentAdapter = {
  name: 'vue',

  findComponentForElement(element, componentName) {
    try {
      // An element Vue did not render (e.g. one added by an instant update) belongs to its nearest rendered
      // ancestor. Going on up the page after that instance's ancestors reaches apps mounted around this one.
      const nodes = ancestorNodes(element);
      const checked = new Set<object>();
      for (let from = 0; from < nodes.length; ) {
        const found = locate(nodes.slice(from));
        if (!found) return null;
        for (const instance of lineage(found.owner)) {
          if (checked.has(instance)) break;
          checked.add(instance);
          if (matches(instance, componentName)) return describe(instance, componentName);
        }
        from += found.at + 1;
      }
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      for (const { root } of roots.documentRoots(doc)) {
        const match = walk(root, (_vnode, _owner, instance) => instance !== null && matches(instance, componentName));
        if (match) return describe(match, componentName);
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement(element) {
    try {
      const found = locate(ancestorNodes(element));
      const vnode = found && found.at === 0 ? found.vnode : null;
      // Only the element's own host vnode: a component's vnode also points at its first element.
      if (!vnode || vnode.el !== element || typeof vnode.type !== 'string') return null;
      const props = copyInto({}, vnode.props);
      // Vue's reserved vnode props (`key`, `ref`, vnode hooks) never reach the element.
      for (const key of Object.keys(props)) if (RESERVED_PROP.test(key)) delete props[key];
      return props;
    } catch {
      return null;
    }
  },
};
