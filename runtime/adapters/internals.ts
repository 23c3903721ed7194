// What the component adapters share for reading a framework's internals off the page: narrowing
// `unknown` fields, copying what they hold, walking up the DOM, and (for frameworks that keep their
// tree on a root container, Preact and Vue) finding the rendered node of a DOM node from that root.
// Each adapter is built into its own file (runtime-adapter-<name>.mjs), which gets its own copy of
// what it uses from here; so this module keeps no state at module level: a root locator's caches live
// in the locator, and the ESM entry (which bundles every adapter) gives each adapter its own.

// Guards against malformed (or hostile) structures: a real page is far smaller than these.
/** DOM nodes visited in one scan of the page or one walk up from a node. */
export const MAX_NODES = 1_000_000;
/** Links followed along one chain (parents, hooks). */
export const MAX_CHAIN = 100_000;

export function asObject(value: unknown): object | null {
  return typeof value === 'object' && value !== null ? value : null;
}

export function readKey(target: object, key: string): unknown {
  return (target as Record<string, unknown>)[key];
}

export function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Per node, so one odd node (a throwing getter, a hostile proxy) does not end a scan. */
export function safely<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Copies `keys` of `source` onto `target`, each read through its getter; a key whose getter throws is
 * left out. `__proto__` is defined as an own key: assigning it would set the copy's prototype instead.
 */
export function copyKeys(target: Record<string, unknown>, source: object, keys: readonly string[]): Record<string, unknown> {
  for (const key of keys) {
    try {
      const value = readKey(source, key);
      if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      else target[key] = value;
    } catch {
      // A throwing getter (or computed): nothing to report for that key.
    }
  }
  return target;
}

/** The parent node; a shadow root's parentNode is null, and its host is the next ancestor. */
export function composedParent(node: Node): Node | null {
  // nodeType, not instanceof: the node may belong to another frame.
  return node.parentNode ?? (node.nodeType === 11 ? ((node as ShadowRoot).host ?? null) : null);
}

/** The node and its ancestors, nearest first, up through shadow roots to their hosts. */
export function ancestorNodes(node: Node): Node[] {
  const nodes: Node[] = [];
  for (let current: Node | null = node; current && nodes.length < MAX_NODES; current = composedParent(current)) nodes.push(current);
  return nodes;
}

/** A root container and the root its framework stored on it. */
export interface MountedRoot<Root> {
  container: object;
  root: Root;
}

/** What a root locator found for nodes[at], and where its root's container is among the nodes (-1: not among them). */
export type Located<Found> = Found & { at: number; containerAt: number };

/** How one framework keeps its tree: what the shared root locator needs to know. */
export interface RootTree<Root extends object, Entry, Found extends object> {
  /** The root the framework stored on a container, or null. May throw: each node is read safely. */
  rootOf(node: object): Root | null;
  /** Calls `add` with each DOM node `root` rendered and its entry; the first entry for a node is kept. */
  collect(root: Root, add: (node: unknown, entry: Entry) => void): void;
  /** What an indexed entry answers, or null when the entry is stale (replaced by a re-render since indexing). */
  accept(entry: Entry, root: Root): Found | null;
}

export interface RootLocator<Root, Found> {
  /** Root containers of the document and of its open shadow roots, the usual mount points first. */
  documentRoots(doc: Document): Array<MountedRoot<Root>>;
  /**
   * The nearest of `nodes` (an element, then its ancestors) that a root rendered. Each root container
   * on the way up is tried nearest first, with the nodes below it (a container may itself be rendered
   * by an outer root). Content rendered outside its root's container (portals, teleports) is under no
   * container that knows it, so when no container is among the nodes, every root of the document is tried.
   */
  locate(nodes: readonly Node[]): Located<Found> | null;
}

interface RootIndex<Root, Entry> {
  root: Root;
  entries: Map<object, Entry>;
  /** Until the task that built it ends. */
  fresh: boolean;
}

/**
 * A locator for a framework that keeps its tree on root containers and nothing on rendered nodes. Each
 * root's rendered nodes are indexed, and the index is reused within a task (e.g. a whole nav-tree build)
 * since the framework renders in later tasks.
 */
export function createRootLocator<Root extends object, Entry, Found extends object>(tree: RootTree<Root, Entry, Found>): RootLocator<Root, Found> {
  const rootOf = (node: object): Root | null => safely(() => tree.rootOf(node));
  const indexes = new WeakMap<object, RootIndex<Root, Entry>>();
  /** Per document, for the current task: the fallback of `locate` scans the page at most once per task. */
  const rootLists = new WeakMap<Document, Array<MountedRoot<Root>>>();

  function buildIndex(container: object, root: Root): RootIndex<Root, Entry> {
    const entries = new Map<object, Entry>();
    tree.collect(root, (node, entry) => {
      const key = asObject(node);
      if (key && !entries.has(key)) entries.set(key, entry);
    });
    const index: RootIndex<Root, Entry> = { root, entries, fresh: true };
    indexes.set(container, index);
    queueMicrotask(() => {
      index.fresh = false;
    });
    return index;
  }

  /**
   * The first of `nodes` that `root` rendered. The index is rebuilt (once) when it answered a stale
   * entry, or when it missed nodes and was built in an earlier task (they may have been rendered since).
   * Within one task a miss is trusted, so a nav-tree build indexes each root once even when the page
   * holds elements the framework did not render.
   */
  function locateIn(container: object, root: Root, nodes: readonly Node[]): (Found & { at: number }) | null {
    const cached = indexes.get(container);
    let index = cached && cached.root === root ? cached : buildIndex(container, root);
    for (let attempt = 0; ; attempt++) {
      let found: (Found & { at: number }) | null = null;
      let missed = false;
      let stale = false;
      for (let at = 0; at < nodes.length; at++) {
        const entry = index.entries.get(nodes[at]!);
        if (entry === undefined) {
          missed = true;
          continue;
        }
        const accepted = tree.accept(entry, root);
        if (accepted) found = { ...accepted, at };
        else stale = true;
        break;
      }
      if (attempt > 0 || !(stale || (missed && !index.fresh))) return found;
      index = buildIndex(container, root);
    }
  }

  function documentRoots(doc: Document): Array<MountedRoot<Root>> {
    const found: Array<MountedRoot<Root>> = [];
    const seen = new Set<object>();
    const check = (node: object | null) => {
      if (!node || seen.has(node)) return;
      seen.add(node);
      const root = rootOf(node);
      if (root) found.push({ container: node, root });
    };
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

  function cachedDocumentRoots(doc: Document): Array<MountedRoot<Root>> {
    let roots = rootLists.get(doc);
    if (!roots) {
      roots = documentRoots(doc);
      rootLists.set(doc, roots);
      queueMicrotask(() => rootLists.delete(doc));
    }
    return roots;
  }

  function locate(nodes: readonly Node[]): Located<Found> | null {
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

  return { documentRoots, locate };
}
