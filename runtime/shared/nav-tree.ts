// Builds the navigation tree the frame posts as NAV_TREE (docs/protocol.md §7), and its index: one walk
// of the page makes the compact nodes (nav-tree-walk.ts), the full nodes are expanded from them
// (nav-tree-expand.ts, as the host SDK expands what it receives), and the index lists both.
import type { CompactNavTree, CompactNavTreeNode, NavTreeNode, PageBoundingBox } from '../../types';
import { elementKey } from '../../types';
import { codebaseIdOf } from './class-tokens';
import { anchorHash, annotatedId, childHash, shadowHash, type PathHash } from './element-ids';
import { STORYBOARD_TOP, formatElementKey } from './keys';
import { expandCompactNode } from './nav-tree-expand';
import { scopesByCodebaseId, walkCompact, type NavTreeOptions } from './nav-tree-walk';
import { roundPx } from './relative-boxes';

export { scopesByCodebaseId, setOwn, type NavTreeOptions } from './nav-tree-walk';

/**
 * Whether trees built with `a` and with `b` can differ only by what the page changed in between:
 * other lookups, another adapter or props reader can change any node.
 */
export function sameBuild(a: NavTreeOptions, b: NavTreeOptions): boolean {
  const adapter = a.adapter ?? null;
  // The props reader is used only with an adapter.
  return adapter === (b.adapter ?? null) && a.treeElementLookup === b.treeElementLookup && a.scopeLookup === b.scopeLookup && (adapter === null || a.readProps === b.readProps);
}

/** A client rect in page coordinates (plus the window's scroll), rounded to 1/100 px when `round` (as the walk reads boxes). */
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

/** A compact whole tree and the element of each of its nodes, in the order `expandCompactTree` visits them. */
export interface CompactBuild {
  tree: CompactNavTree;
  elements: Element[];
}

/**
 * The whole tree in the compact format, boxes rounded and relative (what a host that takes patches
 * gets), with nothing else made: `indexCompactBuild` makes the full nodes and the index afterwards.
 */
export function buildCompactNavTree(options: NavTreeOptions): CompactBuild {
  const walked = walkWhole({ ...options, roundBoxes: true }, true);
  return { tree: { storyboardId: options.storyboardId, root: walked.root }, elements: walked.elements };
}

/** The full nodes of `build` and their index: what `buildNavTree` with rounded boxes answers. */
export function indexCompactBuild(build: CompactBuild): NavTreeIndex {
  return indexWalk(build.tree.storyboardId, build.tree.root, build.elements, { parent: null, uniquePath: '0', level: 0 }, true);
}

export function buildNavTree(options: NavTreeOptions): NavTreeIndex {
  // Rounded boxes go relative, as in the compact format; unrounded ones stay page boxes, exactly.
  const relative = options.roundBoxes === true;
  const walked = walkWhole(options, relative);
  return indexWalk(options.storyboardId, walked.root, walked.elements, { parent: null, uniquePath: '0', level: 0 }, relative);
}

/** The walk of the whole tree, from the storyboard element. */
function walkWhole(options: NavTreeOptions, relative: boolean): { root: CompactNavTreeNode; elements: Element[] } {
  // Throws for an invalid storyboard id before any work is done.
  formatElementKey({ codebaseId: STORYBOARD_TOP, storyboardId: options.storyboardId, uniquePath: '0' });
  const ids = options.ids.startBuild();
  const start = { el: options.root, codebaseId: STORYBOARD_TOP, hash: anchorHash(STORYBOARD_TOP), defaultName: 'Storyboard' };
  const { root, elements } = walkCompact(options, start, ids, scopesByCodebaseId(options.scopeLookup), relative);
  ids.finish();
  // The storyboard's id always forms a key: the root is always a node.
  if (root === null) throw new Error('The storyboard element is not a node');
  return { root, elements };
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
  const ids = options.ids.extendBuild();
  // Page boxes: the subtree's reference lies outside it.
  const walked = walkCompact(options, { el, codebaseId: null, hash: hashOf(el, options.root), defaultName: null }, ids, scopeByCodebaseId, false);
  ids.finish();
  if (walked.root === null) return null;
  return indexWalk(options.storyboardId, walked.root, walked.elements, { parent: place.parentKey, uniquePath: `${place.parentPath}-${place.index}`, level: place.level }, false);
}

/**
 * The full nodes of a walk's compact nodes, expanded at `place`, and their index; made when first
 * read: a whole tree is posted before the runtime looks anything up, so the host does not wait for them.
 */
function indexWalk(
  storyboardId: string,
  root: CompactNavTreeNode,
  elements: Element[],
  place: { parent: string | null; uniquePath: string; level: number },
  relative: boolean,
): NavTreeIndex {
  let made: NavTreeIndex | null = null;
  const index = (): NavTreeIndex => {
    if (made !== null) return made;
    const elementByKey = new Map<string, Element>();
    const keyByElement = new Map<Element, string>();
    const nodeByKey = new Map<string, NavTreeNode>();
    let at = 0;
    // Nodes come parents first, children in order: the order the walk met their elements.
    const tree = expandCompactNode(root, storyboardId, place, relative, (node, key) => {
      const el = elements[at++]!;
      elementByKey.set(key, el);
      keyByElement.set(el, key);
      nodeByKey.set(key, node);
    });
    made = { tree, elementByKey, keyByElement, nodeByKey };
    return made;
  };
  return {
    get tree() {
      return index().tree;
    },
    get elementByKey() {
      return index().elementByKey;
    },
    get keyByElement() {
      return index().keyByElement;
    },
    get nodeByKey() {
      return index().nodeByKey;
    },
  };
}

/** The key of a node, from its parts (every node's parts form a valid key). */
export function nodeKey(node: NavTreeNode): string {
  return elementKey(node.tempoElement);
}

/** The hash the walk reaches `el` with (what its generated id and its children's derive from). */
function hashOf(el: Element, root: Element): PathHash {
  if (el === root) return anchorHash(STORYBOARD_TOP);
  const id = codebaseIdOf(el) ?? annotatedId(el);
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
