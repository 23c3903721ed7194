// Builds the navigation tree the frame posts as NAV_TREE (docs/protocol.md §7).
// Read-only: it never writes to the page, so interleaved layout reads cause no layout thrash.
import type { NavProp, NavTreeNode, PageBoundingBox, ScopeLookup, TempoElement, TreeElementLookup } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { elementKey, isGeneratedId } from '../../types';
import { anchorHash, annotatedId, childHash, shadowHash, type ElementIds, type IdBuild, type PathHash } from './element-ids';
import { isPageClass } from './injected';
import { STORYBOARD_TOP, formatElementKey, isMarkupCodebaseId, isUuidCodebaseId } from './keys';

export interface NavTreeOptions {
  storyboardId: string;
  treeElementLookup: TreeElementLookup;
  scopeLookup: ScopeLookup;
  /** The storyboard element: the tree's root (usually document.body). */
  root: Element;
  /** True for the runtime's own injected nodes (overlay host): skipped with their subtree. */
  isOwnNode: (element: Element) => boolean;
  adapter?: ComponentAdapter | null;
  /** Reads the adapter's props of an element (`adapterNavProps` of the editing tools); without it, attributes stand in. */
  readProps?: ((adapter: ComponentAdapter, el: Element) => Record<string, NavProp> | null) | null;
  /** The page's element ids, kept across builds (generated ids stay with their elements). */
  ids: ElementIds;
  /** Boxes rounded to 1/100 px, as the compact format carries them (docs/protocol.md §7). */
  roundBoxes?: boolean;
}

/** A length rounded to 1/100 px: more than any screen shows; `|| 0` keeps -0 out of the JSON. */
const roundPx = (value: number): number => Math.round(value * 100) / 100 || 0;

/** A client rect in page coordinates (plus the window's scroll), rounded to 1/100 px when `round`. */
export function pageBox(rect: DOMRect, scrollX: number, scrollY: number, round: boolean): PageBoundingBox {
  const pageX = rect.left + scrollX;
  const pageY = rect.top + scrollY;
  return round
    ? { pageX: roundPx(pageX), pageY: roundPx(pageY), width: roundPx(rect.width), height: roundPx(rect.height) }
    : { pageX, pageY, width: rect.width, height: rect.height };
}

export interface NavTreeIndex {
  tree: NavTreeNode;
  elementByKey: Map<string, Element>;
  /** A Map, not a WeakMap: it is faster to fill, and the whole index is dropped at the next rebuild. */
  keyByElement: Map<Element, string>;
  nodeByKey: Map<string, NavTreeNode>;
}

/** Per-build state shared by every node. */
interface BuildContext {
  storyboardId: string;
  treeElementLookup: TreeElementLookup;
  adapter: ComponentAdapter | null;
  readProps: ((adapter: ComponentAdapter, el: Element) => Record<string, NavProp> | null) | null;
  scopeByCodebaseId: Map<string, string>;
  view: Window | null;
  scrollX: number;
  scrollY: number;
  round: boolean;
  /** Every node's key, element and node, in the order made: the index's maps are filled from them when first read. */
  keys: string[];
  elements: Element[];
  nodes: NavTreeNode[];
  /** The key of the node made last: the walk needs it for the node's children without formatting it again. */
  lastKey: string;
}

export function buildNavTree(options: NavTreeOptions): NavTreeIndex {
  const { root, storyboardId } = options;
  // Every descendant shares the root's window: its scroll offset is read once per build.
  const ctx = contextFor(options, scopesByCodebaseId(options.scopeLookup));
  const rootElement: TempoElement = { codebaseId: STORYBOARD_TOP, storyboardId, uniquePath: '0' };
  // Throws for an invalid storyboard id before any work is done.
  const rootKey = formatElementKey(rootElement);
  const tree = addNode(ctx, root, classesOf(root), rootElement, rootKey, null, 0, 'Storyboard');
  const ids = options.ids.startBuild();
  walk(ctx, options, root, tree, rootKey, anchorHash(STORYBOARD_TOP), ids);
  ids.finish();
  return indexOf(tree, ctx);
}

/**
 * The index of a build. Its maps are filled when first read: a whole tree is posted before the
 * runtime looks anything up, so the host does not wait for them.
 */
function indexOf(tree: NavTreeNode, ctx: BuildContext): NavTreeIndex {
  const { keys, elements, nodes } = ctx;
  let maps: Omit<NavTreeIndex, 'tree'> | null = null;
  const filled = (): Omit<NavTreeIndex, 'tree'> => {
    if (maps !== null) return maps;
    const elementByKey = new Map<string, Element>();
    const keyByElement = new Map<Element, string>();
    const nodeByKey = new Map<string, NavTreeNode>();
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const el = elements[i]!;
      elementByKey.set(key, el);
      keyByElement.set(el, key);
      nodeByKey.set(key, nodes[i]!);
    }
    maps = { elementByKey, keyByElement, nodeByKey };
    return maps;
  };
  return {
    tree,
    get elementByKey() {
      return filled().elementByKey;
    },
    get keyByElement() {
      return filled().keyByElement;
    },
    get nodeByKey() {
      return filled().nodeByKey;
    },
  };
}

function contextFor(options: NavTreeOptions, scopeByCodebaseId: Map<string, string>): BuildContext {
  const view = options.root.ownerDocument.defaultView;
  return {
    storyboardId: options.storyboardId,
    treeElementLookup: options.treeElementLookup ?? {},
    adapter: options.adapter ?? null,
    readProps: options.readProps ?? null,
    scopeByCodebaseId,
    view,
    scrollX: view?.scrollX ?? 0,
    scrollY: view?.scrollY ?? 0,
    round: options.roundBoxes === true,
    keys: [],
    elements: [],
    nodes: [],
    lastKey: '',
  };
}

/** Where a subtree's root sits in the tree: what a full build would know on reaching it. */
export interface SubtreePlace {
  parentKey: string;
  parentPath: string;
  /** Its index among the parent node's children. */
  index: number;
  level: number;
}

/**
 * Builds the node of `el` (not the tree's root) and its subtree exactly as a full build would at
 * `place`, so a patch can replace one subtree without walking the page. Ids generated here are added
 * to the page's (`ids.extendBuild`). Null when `el` cannot be a node (its id cannot form a key).
 */
export function buildNavSubtree(options: NavTreeOptions, el: Element, place: SubtreePlace, scopeByCodebaseId: Map<string, string>): NavTreeIndex | null {
  const ctx = contextFor(options, scopeByCodebaseId);
  const ids = options.ids.extendBuild();
  const classes = classesOf(el);
  const sourceId = firstCodebaseId(classes) ?? annotatedId(el);
  const hash = hashOf(el, options.root);
  const node = addChildNode(ctx, el, sourceId ?? ids.generated(el, hash), classes, place.parentPath, place.index, place.level, place.parentKey);
  if (node === null) {
    ids.finish();
    return null;
  }
  const key = nodeKey(node);
  if (el.localName !== 'svg') walk(ctx, options, el, node, key, hash, ids);
  ids.finish();
  return indexOf(node, ctx);
}

/** The key of a node, from its parts (every node's parts form a valid key). */
export function nodeKey(node: NavTreeNode): string {
  return elementKey(node.tempoElement);
}

/** The hash the walk reaches `el` with (what its generated id and its children's derive from). */
function hashOf(el: Element, root: Element): PathHash {
  if (el === root) return anchorHash(STORYBOARD_TOP);
  const id = firstCodebaseId(classesOf(el)) ?? annotatedId(el);
  if (id !== null) return anchorHash(id);
  let index = 0;
  for (let sibling = el.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) index++;
  const parent = el.parentNode;
  const parentHash =
    parent !== null && parent.nodeType === 11 /* DOCUMENT_FRAGMENT_NODE */ && 'host' in parent
      ? shadowHash(hashOf((parent as ShadowRoot).host, root))
      : parent !== null && parent.nodeType === 1
        ? hashOf(parent as Element, root)
        : anchorHash(STORYBOARD_TOP);
  return childHash(parentHash, el.localName, index);
}

export { scopesByCodebaseId };

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
 * Visits the root's descendants without recursion (deep pages cannot overflow the stack). Each frame
 * of the stack is one list of siblings being walked: an element's children, or its open shadow root's
 * (walked first, as a browser's element panel lists them). Every element is a node, under its source
 * id, its author's id or a generated one (derived from its place below the nearest named ancestor).
 */
function walk(ctx: BuildContext, options: NavTreeOptions, root: Element, rootNode: NavTreeNode, rootKey: string, rootHash: PathHash, ids: IdBuild): void {
  const { isOwnNode } = options;
  const cursors: Array<Element | null> = [];
  const parents: NavTreeNode[] = [];
  const parentKeys: string[] = [];
  const hashes: PathHash[] = [];
  const indexes: number[] = [];
  let top = -1;
  const enter = (el: Element, node: NavTreeNode, key: string, hash: PathHash) => {
    const push = (first: Element | null, frameHash: PathHash) => {
      if (first === null) return;
      top++;
      cursors[top] = first;
      parents[top] = node;
      parentKeys[top] = key;
      hashes[top] = frameHash;
      indexes[top] = 0;
    };
    push(el.firstElementChild, hash);
    const shadow = el.shadowRoot;
    if (shadow !== null) {
      ids.shadowRoot(shadow);
      push(shadow.firstElementChild, shadowHash(hash));
    }
  };
  enter(root, rootNode, rootKey, rootHash);
  while (top >= 0) {
    const el = cursors[top]!;
    const next = el.nextElementSibling;
    cursors[top] = next;
    const index = indexes[top]!++;
    const parent = parents[top]!;
    const parentKey = parentKeys[top]!;
    const parentHash = hashes[top]!;
    if (next === null) top--;
    const tag = el.localName;
    if (isSkippedTag(tag) || isOwnNode(el)) continue;
    const classes = classesOf(el);
    const sourceId = firstCodebaseId(classes) ?? annotatedId(el);
    const hash = sourceId === null ? childHash(parentHash, tag, index) : anchorHash(sourceId);
    const node = addChildNode(ctx, el, sourceId ?? ids.generated(el, hash), classes, parent.tempoElement.uniquePath, parent.children.length, parent.level + 1, parentKey);
    if (node !== null) parent.children.push(node);
    // SVG internals are drawing primitives, never nodes. An element whose id cannot form a key stays transparent.
    if (tag !== 'svg') enter(el, node ?? parent, node === null ? parentKey : ctx.lastKey, hash);
  }
}

/** Same answer as `codebaseIdOf`, from the already split class attribute. */
function firstCodebaseId(classes: string[]): string | null {
  for (const name of classes) if (isCodebaseIdClass(name)) return name;
  return null;
}

function isCodebaseIdClass(name: string): boolean {
  // Cheap first-char test first: this runs for every class of every element of the page.
  return name.charCodeAt(0) === 116 /* t */ && isMarkupCodebaseId(name);
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

/** Makes the node for `el`, the `index`th child of the node at `parentPath`; null when the id cannot form a key. */
function addChildNode(
  ctx: BuildContext,
  el: Element,
  codebaseId: string,
  classes: string[],
  parentPath: string,
  index: number,
  level: number,
  parentKey: string,
): NavTreeNode | null {
  const tempoElement: TempoElement = {
    codebaseId,
    storyboardId: ctx.storyboardId,
    uniquePath: `${parentPath}-${index}`,
  };
  // The storyboard id was validated with the root and the path is built here, so only the codebase id
  // can make a key invalid, and only a placeholder can (source and generated ids hold just [a-z0-9-]).
  const key = isUuidCodebaseId(codebaseId) || isGeneratedId(codebaseId)
    ? elementKey(tempoElement)
    : keyOrNull(tempoElement);
  // A placeholder class may carry characters a key cannot hold: such an element stays transparent.
  if (key === null) return null;
  return addNode(ctx, el, classes, tempoElement, key, parentKey, level, null);
}

function keyOrNull(tempoElement: TempoElement): string | null {
  try {
    return formatElementKey(tempoElement);
  } catch {
    return null;
  }
}

/**
 * Creates a node with every field filled in and registers it in the index. `defaultName` is used when
 * the lookup has no name (null: the lowercase tag name).
 */
function addNode(
  ctx: BuildContext,
  el: Element,
  classList: string[],
  tempoElement: TempoElement,
  key: string,
  parentKey: string | null,
  level: number,
  defaultName: string | null,
): NavTreeNode {
  const rect = el.getBoundingClientRect();
  const style = (ctx.view ?? window).getComputedStyle(el);
  const lookup = ctx.treeElementLookup[tempoElement.codebaseId];
  const lookupName = lookup?.name;
  const node: NavTreeNode = {
    parent: parentKey,
    children: [],
    classList,
    directlySetClassList: directlySetClasses(classList, tempoElement.codebaseId),
    name: typeof lookupName === 'string' ? lookupName : (defaultName ?? tagNameOf(el)),
    tempoElement,
    isComponent: lookup?.isComponent === true,
    props: propsOf(ctx, el),
    literalChildren: literalChildrenOf(el),
    pageBoundingBox: pageBox(rect, ctx.scrollX, ctx.scrollY, ctx.round),
    displayType: style.display,
    positionType: style.position,
    flexDirection: style.flexDirection,
    floatVal: style.cssFloat,
    scope: ctx.scopeByCodebaseId.get(tempoElement.codebaseId) ?? null,
    level,
  };
  register(ctx, el, key, node);
  return node;
}

function register(ctx: BuildContext, el: Element, key: string, node: NavTreeNode): void {
  ctx.lastKey = key;
  ctx.keys.push(key);
  ctx.elements.push(el);
  ctx.nodes.push(node);
}

/** The lowercase tag name. `localName` is already lowercase for HTML, so this allocates no new string. */
function tagNameOf(el: Element): string {
  return el.localName.toLowerCase();
}

function classesOf(el: Element): string[] {
  return classTokens(classAttributeOf(el));
}

/**
 * The class attribute as one string. Reading it (instead of `classList[i]`, an indexed lookup that is
 * slow to call from script) keeps the class scan cheap on every element of the page.
 */
function classAttributeOf(el: Element): string {
  const className: unknown = el.className;
  // SVG elements answer an SVGAnimatedString.
  return typeof className === 'string' ? className : (el.getAttribute('class') ?? '');
}

/** ASCII whitespace besides the space (which `split` handles). */
const OTHER_WHITESPACE = /[\t\n\f\r]/;
const ALL_OTHER_WHITESPACE = /[\t\n\f\r]/g;
/** Arrays this short are deduplicated by scanning, longer ones with a Set. */
const SMALL_CLASS_COUNT = 16;

/** What `classList` holds: tokens split on ASCII whitespace, without empty tokens or repeats. */
function classTokens(value: string): string[] {
  if (value === '') return [];
  const parts = (OTHER_WHITESPACE.test(value) ? value.replace(ALL_OTHER_WHITESPACE, ' ') : value).split(' ');
  const tokens: string[] = [];
  const seen = parts.length > SMALL_CLASS_COUNT ? new Set<string>() : null;
  for (const part of parts) {
    if (part === '') continue;
    if (seen === null ? tokens.includes(part) : seen.has(part)) continue;
    seen?.add(part);
    tokens.push(part);
  }
  return tokens;
}

/** The classes without codebase ids and runtime-injected ones: what the page set itself. */
function directlySetClasses(classList: string[], codebaseId: string): string[] {
  const classes: string[] = [];
  for (const name of classList) {
    if (name !== codebaseId && isPageClass(name)) classes.push(name);
  }
  return classes;
}

/** Direct text children with visible text, with their index among all child nodes. */
function literalChildrenOf(el: Element): NavTreeNode['literalChildren'] {
  let literals: NavTreeNode['literalChildren'] | null = null;
  let index = 0;
  for (let child = el.firstChild; child !== null; child = child.nextSibling, index++) {
    if (child.nodeType === 3 /* TEXT_NODE */ && hasVisibleText((child as Text).data)) (literals ??= []).push({ index, value: (child as Text).data });
  }
  return literals ?? [];
}

/** True unless `text` is all ASCII whitespace (what `/\S/` tests, without a regex call per text node). */
function hasVisibleText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 10 && code !== 9 && code !== 13 && code !== 12) return true;
  }
  return false;
}

/** The adapter's props for `el` (read by the editing tools' `readProps`), or its attributes when no adapter knows it. */
function propsOf(ctx: BuildContext, el: Element): Record<string, NavProp> {
  const props = ctx.adapter !== null && ctx.readProps !== null ? ctx.readProps(ctx.adapter, el) : null;
  return props ?? attributeProps(el);
}

function attributeProps(el: Element): Record<string, NavProp> {
  const props: Record<string, NavProp> = {};
  // Names and values as strings: `el.attributes[i]` would make the browser create an Attr node each.
  for (const name of el.getAttributeNames()) {
    if (name !== 'class' && name !== 'style') setOwn(props, name, { type: 'LITERAL', value: el.getAttribute(name) ?? '' });
  }
  return props;
}

/** Assigns without invoking the `__proto__` setter, so any key becomes an own data property. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}
