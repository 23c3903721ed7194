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

interface RootIndex {
  root: VNode;
  hosts: Map<object, Host>;
  fresh: boolean;
}

/** The rendered node nearest to the start of the nodes searched, and where it is among them. */
interface Located {
  vnode: VNode | null;
  owner: Instance;
  at: number;
}

// Guards against malformed (or hostile) structures: a real tree is far smaller than these.
const MAX_VNODES = 1_000_000;
const MAX_CHAIN = 100_000;
const MAX_NODES = 1_000_000;
const MAX_REGISTRY = 10_000;
const RESERVED_PROP = /^(?:key|ref|ref_for|ref_key|onVnode[A-Z]\w*)$/;

function asObject(value: unknown): object | null {
  return typeof value === 'object' && value !== null ? value : null;
}

function readKey(target: object, key: string): unknown {
  return (target as Record<string, unknown>)[key];
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

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

/** Per node, so one odd node does not end a scan. */
function safely<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const rootOf = (node: object): VNode | null => safely(() => asVNode(readKey(node, '_vnode')));

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

const indexes = new WeakMap<object, RootIndex>();

function buildIndex(container: object, root: VNode): RootIndex {
  const hosts = new Map<object, Host>();
  walk(root, (vnode, owner) => {
    const el = asObject(vnode.el);
    if (owner && typeof vnode.type === 'string' && el && !hosts.has(el)) hosts.set(el, { vnode, owner, subTree: owner.subTree });
    return false;
  });
  const index: RootIndex = { root, hosts, fresh: true };
  indexes.set(container, index);
  // Within one task (e.g. a whole nav-tree build) the index is reused; Vue renders in later tasks.
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
 * A host vnode is current while its instance is mounted and has not rendered a new tree since it was
 * indexed (a re-render makes new vnodes for all it renders, the instance stays the same object).
 */
function isCurrent(host: Host): boolean {
  return host.owner.isUnmounted !== true && host.owner.subTree === host.subTree;
}

/**
 * The first of `nodes` that `root` rendered. The index is rebuilt (once) when it answered a replaced
 * vnode, or when it missed nodes and was built in an earlier task (they may have been rendered since).
 * Within one task a miss is trusted, so a nav-tree build indexes each root once.
 */
function locateIn(container: object, root: VNode, nodes: readonly Node[]): Located | null {
  let index = indexOf(container, root);
  for (let attempt = 0; ; attempt++) {
    let found: Located | null = null;
    let missed = false;
    let replaced = false;
    for (let at = 0; at < nodes.length; at++) {
      const host = index.hosts.get(nodes[at]!);
      if (!host) {
        missed = true;
        continue;
      }
      if (isCurrent(host)) found = { vnode: host.vnode, owner: host.owner, at };
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
    // nodeType, not instanceof: the node may belong to another frame.
    current = current.parentNode ?? (current.nodeType === 11 ? ((current as ShadowRoot).host ?? null) : null);
  }
  return nodes;
}

/** Root containers of the document and of its open shadow roots, the usual mount points first. */
function documentRoots(doc: Document): Array<{ container: object; root: VNode }> {
  const found: Array<{ container: object; root: VNode }> = [];
  const seen = new Set<object>();
  const check = (node: object | null) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const root = rootOf(node);
    if (root) found.push({ container: node, root });
  };
  for (const node of [doc.getElementById('app'), doc.getElementById('root'), doc.body]) check(node);
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

/** Per document, for the current task: the element-lookup fallback scans the page at most once per task. */
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
 * else each root container on the way up is tried, nearest first, with the nodes below it. Teleported
 * content lives outside its root's container, so when no container above knows the nodes, every root of
 * the document is tried.
 */
function locate(nodes: readonly Node[]): Located | null {
  for (let at = 0; at < nodes.length; at++) {
    const node = nodes[at]!;
    const owner = safely(() => asInstance(readKey(node, '__vueParentComponent')));
    if (owner && safely(() => isStillRendered(node, owner))) return { owner, vnode: safely(() => asVNode(readKey(node, '__vnode'))), at };
  }
  let containers = 0;
  for (let i = 0; i < nodes.length; i++) {
    const root = rootOf(nodes[i]!);
    if (!root) continue;
    containers++;
    const found = locateIn(nodes[i]!, root, nodes.slice(0, i + 1));
    if (found) return found;
  }
  const doc = nodes[0]?.ownerDocument;
  if (containers > 0 || !doc) return null;
  for (const { container, root } of cachedDocumentRoots(doc)) {
    const found = locateIn(container, root, nodes);
    if (found) return found;
  }
  return null;
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
  for (const key of keys) {
    try {
      const item = readKey(object, key);
      if (key === '__proto__') Object.defineProperty(target, key, { value: item, enumerable: true, writable: true, configurable: true });
      else target[key] = item;
    } catch {
      // A throwing getter (or computed): nothing to report for that key.
    }
  }
  return target;
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
      for (const { root } of documentRoots(doc)) {
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
