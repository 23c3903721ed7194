// Builds the navigation tree the frame posts as NAV_TREE (SPEC.md §3, PROTOCOL.md §7).
// Read-only: it never writes to the page, so interleaved layout reads cause no layout thrash.
import type { NavProp, NavTreeNode, ScopeLookup, TempoElement, TreeElementLookup } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { ADD_JSX_PLACEHOLDER_PREFIX, STORYBOARD_TOP, codebaseIdOf, formatElementKey, isMarkupCodebaseId } from './keys';

export interface NavTreeOptions {
  storyboardId: string;
  treeElementLookup: TreeElementLookup;
  scopeLookup: ScopeLookup;
  /** The storyboard element: the tree's root (usually document.body). */
  root: Element;
  /** True for the runtime's own injected nodes (overlay host): skipped with their subtree. */
  isOwnNode: (element: Element) => boolean;
  adapter?: ComponentAdapter | null;
}

export interface NavTreeIndex {
  tree: NavTreeNode;
  elementByKey: Map<string, Element>;
  keyByElement: WeakMap<Element, string>;
  nodeByKey: Map<string, NavTreeNode>;
}

/** Marker for values a JSON copy cannot hold (cycles, DOM nodes, too deep or too large). */
export const UNSERIALIZABLE = '[unserializable]';

/** Nesting levels kept in a JSON_OBJECT prop value (the value itself is level 1). */
const MAX_COPY_DEPTH = 4;
/** Values copied per prop at most: objects like React elements reach whole fiber trees within 4 levels. */
const MAX_COPY_VALUES = 2000;

/** Classes the runtime injects itself (besides codebase ids), which the page did not set. */
const INJECTED_CLASS_PREFIXES = ['arb89-', 'tempo-force-', ADD_JSX_PLACEHOLDER_PREFIX];

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Per-build state shared by every node. */
interface BuildContext {
  storyboardId: string;
  treeElementLookup: TreeElementLookup;
  adapter: ComponentAdapter | null;
  scopeByCodebaseId: Map<string, string>;
  view: Window | null;
  scrollX: number;
  scrollY: number;
  elementByKey: Map<string, Element>;
  keyByElement: WeakMap<Element, string>;
  nodeByKey: Map<string, NavTreeNode>;
}

export function buildNavTree(options: NavTreeOptions): NavTreeIndex {
  const { root, storyboardId } = options;
  const view = root.ownerDocument.defaultView;
  const ctx: BuildContext = {
    storyboardId,
    treeElementLookup: options.treeElementLookup ?? {},
    adapter: options.adapter ?? null,
    scopeByCodebaseId: scopesByCodebaseId(options.scopeLookup),
    view,
    // Every descendant shares the root's window: its scroll offset is read once per build.
    scrollX: view?.scrollX ?? 0,
    scrollY: view?.scrollY ?? 0,
    elementByKey: new Map(),
    keyByElement: new WeakMap(),
    nodeByKey: new Map(),
  };
  const rootElement: TempoElement = { codebaseId: STORYBOARD_TOP, storyboardId, uniquePath: '0' };
  // Throws for an invalid storyboard id before any work is done.
  const rootKey = formatElementKey(rootElement);
  const rootName = ctx.treeElementLookup[STORYBOARD_TOP]?.name;
  const tree = addNode(ctx, root, rootElement, rootKey, null, 0, typeof rootName === 'string' ? rootName : 'Storyboard');
  walk(ctx, options, tree, rootKey);
  return { tree, elementByKey: ctx.elementByKey, keyByElement: ctx.keyByElement, nodeByKey: ctx.nodeByKey };
}

/** codebaseId → id of the first scope (in lookup order) that lists it. Built once per tree. */
function scopesByCodebaseId(scopeLookup: ScopeLookup | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const scopeId of Object.keys(scopeLookup ?? {})) {
    const codebaseIds = scopeLookup?.[scopeId]?.codebaseIds;
    if (!Array.isArray(codebaseIds)) continue;
    for (const codebaseId of codebaseIds) {
      if (typeof codebaseId === 'string' && !map.has(codebaseId)) map.set(codebaseId, scopeId);
    }
  }
  return map;
}

/**
 * Visits the root's descendants in document order without recursion (deep pages cannot overflow the
 * stack) and without allocating for elements that are not nodes. The open-node stacks hold the nodes
 * whose subtree the walk is inside; the top one is the parent of any node found next.
 */
function walk(ctx: BuildContext, options: NavTreeOptions, rootNode: NavTreeNode, rootKey: string): void {
  const { root, isOwnNode } = options;
  const openElements: Element[] = [root];
  const openNodes: NavTreeNode[] = [rootNode];
  const openKeys: string[] = [rootKey];
  let top = 0;
  let el: Element | null = root.firstElementChild;
  while (el !== null) {
    let enter = false;
    if (!isSkippedTag(el.localName) && !isOwnNode(el)) {
      const codebaseId = codebaseIdOf(el);
      if (codebaseId !== null) {
        const parent = openNodes[top]!;
        const key = addChildNode(ctx, el, codebaseId, parent, openKeys[top]!);
        if (key !== null) {
          top++;
          openElements[top] = el;
          openNodes[top] = parent.children[parent.children.length - 1]!;
          openKeys[top] = key;
        }
      }
      // SVG internals are drawing primitives, never nodes.
      enter = el.localName !== 'svg';
    }
    const child: Element | null = enter ? el.firstElementChild : null;
    if (child !== null) {
      el = child;
      continue;
    }
    // Leave finished subtrees (closing their nodes) until a next sibling is found.
    let next: Element | null = null;
    for (let done: Element = el; ; ) {
      if (openElements[top] === done) top--;
      next = done.nextElementSibling;
      if (next !== null) break;
      const up: Element | null = done.parentElement;
      if (up === null || up === root) break;
      done = up;
    }
    el = next;
  }
}

/** Elements whose subtree never holds page content worth a node. */
function isSkippedTag(localName: string): boolean {
  switch (localName) {
    case 'script':
    case 'style':
    case 'template':
    case 'noscript':
    case 'link':
    case 'meta':
      return true;
    default:
      return false;
  }
}

/** Adds the node for `el` under `parent`; returns its key, or null when the id cannot form a key. */
function addChildNode(ctx: BuildContext, el: Element, codebaseId: string, parent: NavTreeNode, parentKey: string): string | null {
  const tempoElement: TempoElement = {
    codebaseId,
    storyboardId: ctx.storyboardId,
    uniquePath: `${parent.tempoElement.uniquePath}-${parent.children.length}`,
  };
  const key = keyOrNull(tempoElement);
  // A placeholder class may carry characters a key cannot hold: such an element stays transparent.
  if (key === null) return null;
  const name = ctx.treeElementLookup[codebaseId]?.name;
  parent.children.push(addNode(ctx, el, tempoElement, key, parentKey, parent.level + 1, typeof name === 'string' ? name : el.tagName.toLowerCase()));
  return key;
}

function keyOrNull(tempoElement: TempoElement): string | null {
  try {
    return formatElementKey(tempoElement);
  } catch {
    return null;
  }
}

/** Creates a node with every field filled in and registers it in the index. */
function addNode(ctx: BuildContext, el: Element, tempoElement: TempoElement, key: string, parentKey: string | null, level: number, name: string): NavTreeNode {
  const rect = el.getBoundingClientRect();
  const style = (ctx.view ?? window).getComputedStyle(el);
  const classList = classesOf(el);
  const node: NavTreeNode = {
    parent: parentKey,
    children: [],
    classList,
    directlySetClassList: classList.filter(isDirectlySetClass),
    name,
    tempoElement,
    isComponent: ctx.treeElementLookup[tempoElement.codebaseId]?.isComponent === true,
    props: propsOf(ctx.adapter, el),
    literalChildren: literalChildrenOf(el),
    pageBoundingBox: { pageX: rect.left + ctx.scrollX, pageY: rect.top + ctx.scrollY, width: rect.width, height: rect.height },
    displayType: style.display,
    positionType: style.position,
    flexDirection: style.flexDirection,
    floatVal: style.cssFloat,
    scope: ctx.scopeByCodebaseId.get(tempoElement.codebaseId) ?? null,
    level,
  };
  ctx.elementByKey.set(key, el);
  ctx.keyByElement.set(el, key);
  ctx.nodeByKey.set(key, node);
  return node;
}

function classesOf(el: Element): string[] {
  const list = el.classList;
  const classes = new Array<string>(list.length);
  for (let i = 0; i < list.length; i++) classes[i] = list[i]!;
  return classes;
}

/** False for codebase ids and runtime-injected classes: what remains is what the page set itself. */
function isDirectlySetClass(className: string): boolean {
  if (isMarkupCodebaseId(className)) return false;
  return !INJECTED_CLASS_PREFIXES.some((prefix) => className.startsWith(prefix));
}

/** Direct text children with visible text, with their index among all child nodes. */
function literalChildrenOf(el: Element): NavTreeNode['literalChildren'] {
  const literals: NavTreeNode['literalChildren'] = [];
  const nodes = el.childNodes;
  for (let i = 0; i < nodes.length; i++) {
    const child = nodes[i]!;
    if (child.nodeType === 3 /* TEXT_NODE */ && /\S/.test((child as Text).data)) literals.push({ index: i, value: (child as Text).data });
  }
  return literals;
}

/** The adapter's props for `el`, or its attributes when no adapter knows it. */
function propsOf(adapter: ComponentAdapter | null, el: Element): Record<string, NavProp> {
  const props = adapterProps(adapter, el);
  return props === null ? attributeProps(el) : navProps(props);
}

function adapterProps(adapter: ComponentAdapter | null, el: Element): Record<string, unknown> | null {
  if (adapter === null) return null;
  try {
    const props = adapter.propsOfElement(el);
    return typeof props === 'object' && props !== null ? props : null;
  } catch {
    // A broken adapter must not cost the editor its whole tree.
    return null;
  }
}

function attributeProps(el: Element): Record<string, NavProp> {
  const props: Record<string, NavProp> = {};
  const attributes = el.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const { name, value } = attributes[i]!;
    if (name !== 'class' && name !== 'style') setOwn(props, name, { type: 'LITERAL', value });
  }
  return props;
}

function navProps(props: Record<string, unknown>): Record<string, NavProp> {
  const result: Record<string, NavProp> = {};
  for (const name of Object.keys(props)) {
    // `children` is the subtree itself; `__` keys are framework internals.
    if (name === 'children' || name.startsWith('__')) continue;
    const prop = navProp(readProperty(props, name));
    if (prop !== null) setOwn(result, name, prop);
  }
  return result;
}

/** The prop as the editor sees it; null for undefined (an absent prop). */
function navProp(value: unknown): NavProp | null {
  if (value === undefined) return null;
  if (typeof value === 'function') return { type: 'FUNCTION', value: functionName(value) };
  if (typeof value === 'object' && value !== null) return { type: 'JSON_OBJECT', value: jsonCopy(value, 1, new Set(), { left: MAX_COPY_VALUES }) };
  return { type: 'LITERAL', value: jsonPrimitive(value) };
}

function functionName(fn: Function): string {
  const name: unknown = fn.name;
  return typeof name === 'string' && name !== '' ? name : 'anonymous';
}

/** Primitives as JSON holds them: bigint, symbol and non-finite numbers become strings. */
function jsonPrimitive(value: unknown): JsonValue {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  return String(value);
}

/**
 * A JSON-safe copy of `value`. `ancestors` holds the objects on the path from the prop value down,
 * so a cycle is cut while an object merely shared by two branches is copied twice.
 */
function jsonCopy(value: unknown, depth: number, ancestors: Set<object>, budget: { left: number }): JsonValue {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' ? UNSERIALIZABLE : jsonPrimitive(value);
  }
  if (--budget.left < 0 || depth > MAX_COPY_DEPTH || ancestors.has(value) || isHostObject(value)) return UNSERIALIZABLE;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? UNSERIALIZABLE : value.toISOString();
  ancestors.add(value);
  const copy = Array.isArray(value) ? copyArray(value, depth, ancestors, budget) : copyObject(value, depth, ancestors, budget);
  ancestors.delete(value);
  return copy;
}

function copyArray(array: unknown[], depth: number, ancestors: Set<object>, budget: { left: number }): JsonValue[] {
  const copy = new Array<JsonValue>(array.length);
  for (let i = 0; i < array.length; i++) {
    const item = readProperty(array, i);
    // As JSON.stringify does: holes and undefined become null so indexes keep their meaning.
    copy[i] = item === undefined ? null : jsonCopy(item, depth + 1, ancestors, budget);
  }
  return copy;
}

function copyObject(object: object, depth: number, ancestors: Set<object>, budget: { left: number }): { [key: string]: JsonValue } {
  const copy: { [key: string]: JsonValue } = {};
  let keys: string[];
  try {
    keys = Object.keys(object);
  } catch {
    return copy; // e.g. a revoked proxy
  }
  for (const key of keys) {
    const item = readProperty(object, key);
    if (item !== undefined) setOwn(copy, key, jsonCopy(item, depth + 1, ancestors, budget));
  }
  return copy;
}

/** DOM nodes and windows: huge, cyclic, and meaningless to the editor. Works across frames. */
function isHostObject(value: object): boolean {
  try {
    const candidate = value as { nodeType?: unknown; nodeName?: unknown; window?: unknown };
    if (candidate.window === value) return true;
    return typeof candidate.nodeType === 'number' && typeof candidate.nodeName === 'string';
  } catch {
    return true; // e.g. a cross-origin window
  }
}

/** Reads a property whose getter may throw; a throwing getter reads as unserializable. */
function readProperty(object: object, key: string | number): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch {
    return UNSERIALIZABLE;
  }
}

/** Assigns without invoking the `__proto__` setter, so any key becomes an own data property. */
function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}
