// The one walk of the page every nav tree comes from (docs/protocol.md §7). It makes each node in the
// compact format as its element is read, and nothing else: a host that takes patches gets that tree
// as soon as the walk ends, and the full nodes (nav-tree-expand.ts) are made from it afterwards, by
// the same expansion the host SDK runs. Read-only: it never writes to the page, so its layout reads
// cause no layout thrash.
//
// The work per element is written out in one loop on purpose: the first tree is built once, on code
// the engine has not compiled yet, and one loop is optimised as a whole early on where a call per
// element and field would run uncompiled for longer (measured: 1.6× the page's reads at 10,000
// elements as small functions, 1.15× as one loop; bench/README.md).
import type { CompactBox, CompactNavTreeNode, NavProp, ScopeLookup, TreeElementLookup } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { classAttributeOf, firstCodebaseIdIn, isAsciiWhitespace } from './class-tokens';
import { anchorHash, annotatedId, childHash, shadowHash, type ElementIds, type IdBuild, type PathHash } from './element-ids';
import { DUPLICATE_PLACEHOLDER_PREFIX, isValidId } from './keys';
import { roundPx } from './relative-boxes';

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

/** Where a walk starts: the element, and what it knows of it before reading it. */
export interface WalkStart {
  el: Element;
  /** Its codebase id when given (the storyboard's); null: found as for any element. */
  codebaseId: string | null;
  /** The hash its generated id and its children's derive from. */
  hash: PathHash;
  /** Its name without a lookup name; null: its tag name. */
  defaultName: string | null;
}

/** A walk's nodes, and the element of each, in the order made (document order, parents first). */
export interface CompactWalk {
  /** Null when the start element cannot be a node (its id cannot form a key). */
  root: CompactNavTreeNode | null;
  elements: Element[];
}

/**
 * The `.astro` files of an element's ancestors (Astro's dev attributes), nearest first, each once per
 * run of elements from one file: a list shared by siblings, so a child adds one cell, not a copy.
 */
interface SourceFiles {
  file: string;
  up: SourceFiles | null;
}

/** The reference box of the next child of a node (relative-boxes.ts): shared by its light and shadow children. */
interface Reference {
  has: boolean;
  x: number;
  y: number;
}

/**
 * Walks `start.el` and its descendants without recursion (deep pages cannot overflow the stack).
 * Each frame of the stack is one list of siblings: an element's children, or its open shadow root's
 * (walked first, as a browser's element panel lists them). Every element is a node, under its source
 * id, its author's id or a generated one (derived from its place below the nearest named ancestor);
 * one whose id cannot form a key (a placeholder class) stays transparent: its children go to its
 * parent. `relative`: boxes relative to their reference (relative-boxes.ts), else in page coordinates.
 */
export function walkCompact(options: NavTreeOptions, start: WalkStart, ids: IdBuild, scopes: Map<string, string>, relative: boolean): CompactWalk {
  const { isOwnNode } = options;
  // Nothing to look up in empty lookups: a page without them (or without scopes) skips the lookups.
  const lookups = hasAny(options.treeElementLookup) ? options.treeElementLookup : null;
  const scoped = scopes.size > 0 ? scopes : null;
  const adapter = options.adapter ?? null;
  const readProps = adapter === null ? null : (options.readProps ?? null);
  const round = options.roundBoxes === true;
  const view = start.el.ownerDocument.defaultView ?? window;
  // Every element shares the start's window: its scroll offset is read once.
  const scrollX = view.scrollX;
  const scrollY = view.scrollY;
  const elements: Element[] = [];
  const holder: CompactNavTreeNode = { n: '', b: [0, 0, 0, 0], d: '' };
  // The stack's frames, one array per field.
  const cursors: Array<Element | null> = [start.el];
  const parents: CompactNavTreeNode[] = [holder];
  const refs: Reference[] = [{ has: false, x: 0, y: 0 }];
  // A frame's hash is made only when an element without an id needs it: until then it holds the id it derives from.
  const hashes: Array<PathHash | null> = [start.hash];
  const anchors: Array<string | null> = [null];
  const inShadow: boolean[] = [false];
  const files: Array<SourceFiles | null> = [sourceFilesAbove(start.el)];
  const indexes: number[] = [0];
  let top = 0;
  /** True for the first element taken: the start. */
  let atStart = true;
  const push = (first: Element, parent: CompactNavTreeNode, ref: Reference, hash: PathHash | null, anchor: string | null, shadow: boolean, above: SourceFiles | null) => {
    top++;
    files[top] = above;
    cursors[top] = first;
    parents[top] = parent;
    refs[top] = ref;
    hashes[top] = hash;
    anchors[top] = anchor;
    inShadow[top] = shadow;
    indexes[top] = 0;
  };
  while (top >= 0) {
    const frame = top;
    const isStart = atStart;
    atStart = false;
    const el = cursors[frame]!;
    // The start element is walked alone, without its siblings.
    const next = isStart ? null : el.nextElementSibling;
    cursors[frame] = next;
    const index = indexes[frame]!++;
    const parent = parents[frame]!;
    const ref = refs[frame]!;
    const above = files[frame] ?? null;
    if (next === null) top--;
    const tag = el.localName;
    if (!isStart && (isSkippedTag(tag) || isOwnNode(el))) continue;

    // Its codebase id, and the hash its children's generated ids derive from.
    const classes = classAttributeOf(el);
    const classId = firstCodebaseIdIn(classes);
    let codebaseId: string | null;
    let hash: PathHash | null = null;
    let anchor: string | null = null;
    if (isStart) {
      hash = start.hash;
      codebaseId = start.codebaseId ?? classId ?? annotatedId(el) ?? ids.generated(el, hash);
    } else {
      codebaseId = classId ?? annotatedId(el);
      if (codebaseId === null) {
        let frameHash = hashes[frame] ?? null;
        if (frameHash === null) {
          // The frame's slot is intact: nothing was pushed since it was read.
          const anchorHashed = anchorHash(anchors[frame] ?? '');
          frameHash = hashes[frame] = inShadow[frame] ? shadowHash(anchorHashed) : anchorHashed;
        }
        hash = childHash(frameHash, tag, index);
        codebaseId = ids.generated(el, hash);
      } else {
        anchor = codebaseId;
      }
    }
    const fromClass = codebaseId === classId;
    const source = sourceOf(el);

    // A duplicate placeholder may carry characters a key cannot hold: such an element stays
    // transparent (a uuid id and the wrap placeholder always form a key).
    let node: CompactNavTreeNode | null = null;
    let childRef = ref;
    if (!fromClass || !codebaseId.startsWith(DUPLICATE_PLACEHOLDER_PREFIX) || isValidId(codebaseId)) {
      const rect = el.getBoundingClientRect();
      const style = view.getComputedStyle(el);
      let x = rect.left + scrollX;
      let y = rect.top + scrollY;
      let width = rect.width;
      let height = rect.height;
      if (round) {
        x = roundPx(x);
        y = roundPx(y);
        width = roundPx(width);
        height = roundPx(height);
      }
      // A node without a box (0×0: display none or contents) is in page coordinates and never a reference.
      const boxed = width !== 0 || height !== 0;
      const box: CompactBox = relative && boxed && ref.has ? [roundPx(x - ref.x), roundPx(y - ref.y), width, height] : [x, y, width, height];
      const lookup = lookups === null ? undefined : lookups[codebaseId];
      const lookupName = lookup?.name;
      let name = typeof lookupName === 'string' ? lookupName : isStart && start.defaultName !== null ? start.defaultName : null;
      let component = lookup?.isComponent === true;
      if (name === null) {
        // Without a lookup's name, Astro's dev attributes still say where a component's markup begins,
        // and an Astro island names the component it renders. A lookup's isComponent stands either way.
        const astro = source !== null ? astroComponentName(source[0], above) : tag === 'astro-island' ? islandComponentName(el) : null;
        if (astro !== null) component = true;
        name = astro ?? tag.toLowerCase();
      }
      node = { n: name, b: box, d: style.display };
      // As written: the host splits it (class-tokens.ts), so the walk need not.
      if (classes !== '') node.c = classes;
      if (!fromClass) node.i = codebaseId;
      if (component) node.isComponent = true;
      const props = (adapter !== null && readProps !== null ? readProps(adapter, el) : null) ?? attributeProps(el, source !== null);
      if (props !== null && hasAny(props)) node.p = props;
      let textIndex = 0;
      for (let child = el.firstChild; child !== null; child = child.nextSibling, textIndex++) {
        if (child.nodeType !== 3 /* TEXT_NODE */) continue;
        const text = (child as Text).data;
        // Spaces between two pieces of text are part of the text (`{a} {b}` renders three nodes); between elements, layout.
        const between = child.previousSibling?.nodeType === 3 && child.nextSibling?.nodeType === 3;
        if (between || hasVisibleText(text)) (node.t ??= []).push({ index: textIndex, value: text });
      }
      const position = style.position;
      if (position !== 'static') node.positionType = position;
      const direction = style.flexDirection;
      if (direction !== 'row') node.flexDirection = direction;
      const float = style.cssFloat;
      if (float !== 'none') node.floatVal = float;
      const scope = scoped === null ? undefined : scoped.get(codebaseId);
      if (scope !== undefined) node.scope = scope;
      if (source !== null) node.s = source;
      (parent.k ??= []).push(node);
      elements.push(el);
      if (relative) {
        // The node's children start from it (or from its own reference when it has no box); its next sibling from it.
        childRef = boxed ? { has: true, x, y } : { has: ref.has, x: ref.x, y: ref.y };
        if (boxed) {
          ref.has = true;
          ref.x = x;
          ref.y = y;
        }
      }
    }

    // A start element that cannot be a node has no subtree of its own.
    if (node === null && isStart) return { root: null, elements: [] };
    // SVG internals are drawing primitives, never nodes.
    if (tag === 'svg') continue;
    const first = el.firstElementChild;
    const shadow = el.shadowRoot;
    const under = node ?? parent;
    const below = source !== null && above?.file !== source[0] ? { file: source[0], up: above } : above;
    if (first !== null) push(first, under, childRef, hash, anchor, false, below);
    if (shadow !== null) {
      ids.shadowRoot(shadow);
      if (shadow.firstElementChild !== null) push(shadow.firstElementChild, under, childRef, hash === null ? null : shadowHash(hash), anchor, true, below);
    }
  }
  return { root: holder.k?.[0] ?? null, elements };
}

/** Elements whose subtree never holds page content worth a node: no content, or a dev tool's own overlay. */
function isSkippedTag(localName: string): boolean {
  switch (localName) {
    case 'script':
    case 'style':
    case 'template':
    case 'noscript':
    case 'link':
    case 'meta':
    // Dev servers' own overlays, added to the page in development (Astro's toolbar alone is ~150 elements).
    case 'astro-dev-toolbar':
    case 'astro-dev-overlay':
    case 'vite-error-overlay':
    case 'vite-plugin-checker-error-overlay':
    case 'nextjs-portal':
      return true;
    default:
      return false;
  }
}

/** True unless `text` is all ASCII whitespace (what `/\S/` tests, without a regex call per text node). */
function hasVisibleText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isAsciiWhitespace(code)) return true;
  }
  return false;
}

function hasAny(record: object): boolean {
  for (const _ in record) return true;
  return false;
}

/** Astro's dev server writes where each element of an `.astro` template is written on the element. */
const SOURCE_FILE = 'data-astro-source-file';
const SOURCE_LOC = 'data-astro-source-loc';

/** Where `el` is written, from its dev server's attributes (`SourcePosition`, compact), or null. */
function sourceOf(el: Element): [file: string, line: number, column: number] | null {
  const file = el.getAttribute(SOURCE_FILE);
  if (file === null || file === '') return null;
  const loc = /^(\d+):(\d+)$/.exec(el.getAttribute(SOURCE_LOC) ?? '');
  return loc === null ? null : [file, Number(loc[1]), Number(loc[2])];
}

/**
 * The `.astro` files of `el`'s ancestors (every element above it, nodes or not, so that a walk of a
 * subtree names its elements as the walk of the whole page does).
 */
function sourceFilesAbove(el: Element): SourceFiles | null {
  const outward: string[] = [];
  for (let up = el.parentElement; up !== null; up = up.parentElement) {
    // The walk's own reading (a file with a position), so both agree on which elements have a source.
    const file = sourceOf(up)?.[0];
    if (file !== undefined && file !== outward[outward.length - 1]) outward.push(file);
  }
  let files: SourceFiles | null = null;
  for (let i = outward.length - 1; i >= 0; i--) files = { file: outward[i]!, up: files };
  return files;
}

/**
 * The component an element of `file` begins, or null. An element whose file no ancestor comes from
 * is the first of that component's markup (`<PriceCard />` renders PriceCard.astro's `<section>`
 * inside index.astro's `<main>`): named after the file, as Astro names the component. An element of a
 * file above it is markup passed into a slot, not a component; a page (a file in a `pages` folder,
 * Astro's routes) is the document itself, not a component inside it.
 */
function astroComponentName(file: string, above: SourceFiles | null): string | null {
  for (let files = above; files !== null; files = files.up) if (files.file === file) return null;
  const parts = file.split(/[\\/]/);
  if (parts.includes('pages')) return null;
  const base = parts[parts.length - 1] ?? '';
  const dot = base.lastIndexOf('.');
  const name = dot > 0 ? base.slice(0, dot) : base;
  return name === '' ? null : name;
}

/** The component an `<astro-island>` renders: Astro writes its name in the island's `opts` (`{"name":"Counter",…}`), in dev and in builds. */
function islandComponentName(el: Element): string | null {
  try {
    const name: unknown = JSON.parse(el.getAttribute('opts') ?? 'null')?.name;
    return typeof name === 'string' && name !== '' ? name : null;
  } catch {
    return null;
  }
}

/** The attributes as props (class and style left out; the source position's too when it was read), or null when there are none. */
function attributeProps(el: Element, sourced: boolean): Record<string, NavProp> | null {
  let props: Record<string, NavProp> | null = null;
  // Names and values as strings: `el.attributes[i]` would make the browser create an Attr node each.
  // An index loop, not for-of: the first tree runs this uncompiled, where an array iterator costs
  // more than the element's other reads (bench/README.md, "The first tree").
  const names = el.getAttributeNames();
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (name !== 'class' && name !== 'style' && !(sourced && (name === SOURCE_FILE || name === SOURCE_LOC))) setOwn((props ??= {}), name, { type: 'LITERAL', value: el.getAttribute(name) ?? '' });
  }
  return props;
}

/** Assigns without invoking the `__proto__` setter, so any key becomes an own data property. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}

/** codebaseId → id of the first scope (in lookup order) that lists it. Built once per tree. */
export function scopesByCodebaseId(scopeLookup: ScopeLookup | null | undefined): Map<string, string> {
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
