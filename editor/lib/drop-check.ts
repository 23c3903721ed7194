// Which drops the mutation server would refuse (server/operations/move-jsx-element.ts and
// siblings.ts), told from what the editor knows: the nav tree and the server's lookups. A refused
// drop shows as not allowed while dragging, with the reason, instead of failing after the drop.
import { isGeneratedId, keyOf, type ComponentUsePlace, type LookupsAnswer, type NavTreeNode } from '../../types';
import { blockName, sentence } from './block-names';
import { sourceEntry } from './components';
import type { FindUse } from './component-uses';
import type { SameList } from './data-items';
import { elementName } from './labels';
import type { DropTarget } from './tree';

export type DropVerdict =
  | { kind: 'move'; target: DropTarget }
  /** The element would stay where it is: nothing to do. */
  | { kind: 'same'; target: DropTarget }
  | { kind: 'refused'; reason: string };

/** The component (or file) an element is written in, as a designer reads it. */
function home(lookups: LookupsAnswer | null, node: NavTreeNode): string {
  const entry = sourceEntry(lookups, node.tempoElement.codebaseId);
  if (!entry) return 'another place';
  return entry.component ?? entry.file.slice(entry.file.lastIndexOf('/') + 1);
}

/** Another rendering of the same source element next to it: the page repeats it from a list. */
const repeated = (node: NavTreeNode, parent: NavTreeNode) =>
  parent.children.some((other) => other !== node && other.tempoElement.codebaseId === node.tempoElement.codebaseId);

/** A card of a list from the site's content, with another card of the same list beside it: the two can change places (their items do). */
const reorderable = (node: NavTreeNode, parent: NavTreeNode, sameList: SameList | null) =>
  !!sameList && parent.children.some((other) => other !== node && other.tempoElement.codebaseId === node.tempoElement.codebaseId && sameList(node, other));

/**
 * Whether `node` is a child of `parent` in the source too: written in the same file and component,
 * not the whole of another component's output, and not repeated from a list (`items.map(…)`).
 */
function childInSource(lookups: LookupsAnswer | null, node: NavTreeNode, parent: NavTreeNode): boolean {
  if (isGeneratedId(node.tempoElement.codebaseId) || repeated(node, parent)) return false;
  const own = sourceEntry(lookups, node.tempoElement.codebaseId);
  const theirs = sourceEntry(lookups, parent.tempoElement.codebaseId);
  if (!lookups) return true;
  return !!own && !!theirs && own.file === theirs.file && own.component === theirs.component;
}

/**
 * Whether `node` stands beside the use `use` in the code: shown through another use with the same
 * JSX parent, or an element written right there (in the component the use is written in; the server
 * checks the exact parent).
 */
function besideUse(lookups: LookupsAnswer | null, node: NavTreeNode, parent: NavTreeNode, use: ComponentUsePlace, findUse: FindUse): boolean {
  if (isGeneratedId(node.tempoElement.codebaseId)) return false;
  const theirs = findUse(node);
  if (theirs) return theirs.parent === use.parent;
  if (repeated(node, parent)) return false;
  const entry = sourceEntry(lookups, node.tempoElement.codebaseId);
  return !!entry && entry.file === use.file && entry.component === use.writtenIn;
}

/**
 * A drop of an element that is everything a component shows (it moves as that component's use,
 * `<LearningProcessSection />`): among the neighbours it has in the page, next to one that stands
 * beside the use in the code too.
 */
function checkUseDrop(lookups: LookupsAnswer | null, dragged: NavTreeNode, draggedParent: NavTreeNode | undefined, target: DropTarget, use: ComponentUsePlace, findUse: FindUse): DropVerdict {
  const name = blockName(dragged);
  const { parent } = target;
  if (!draggedParent || keyOf(parent) !== keyOf(draggedParent)) {
    return { kind: 'refused', reason: `${sentence(name)} is everything ${use.component} shows, so it moves as <${use.component} /> among its neighbours; it can change places with them, not go inside another element.` };
  }
  let anchored: DropTarget = target;
  if (keyOf(target.sibling) !== keyOf(dragged) && !besideUse(lookups, target.sibling, parent, use, findUse)) {
    const other = neighbourOf(parent, target.sibling, target.position);
    const swapped: DropTarget | null = other ? { ...target, sibling: other, position: target.position === 'before' ? 'after' : 'before' } : null;
    if (!swapped || (other !== dragged && !besideUse(lookups, swapped.sibling, parent, use, findUse))) {
      return { kind: 'refused', reason: `${sentence(blockName(target.sibling))} is not next to <${use.component} /> in the code, so ${name} cannot be placed beside it. Drop it beside one of its other neighbours.` };
    }
    anchored = swapped;
  }
  return sameOrMove(parent, dragged, target, anchored);
}

/**
 * Why the dragged element cannot move at all, or null. `parent` is its parent in the page. Without
 * lookups (no editing server: the move lives in the page only) only a repeated element is refused.
 * `findUse` tells which elements are everything a component shows (they move as its use).
 */
export function whyNotMovable(lookups: LookupsAnswer | null, dragged: NavTreeNode, parent: NavTreeNode | undefined, sameList: SameList | null = null, findUse: FindUse | null = null): string | null {
  const name = elementName(dragged);
  if (isGeneratedId(dragged.tempoElement.codebaseId)) return `${name} is drawn by a library component, not written in the site, so it cannot be moved. Drag the element around it instead.`;
  // Everything a component shows moves as that component's use: its neighbours are checked at the drop.
  if (findUse?.(dragged)) return null;
  if (parent && repeated(dragged, parent) && !reorderable(dragged, parent, sameList)) return `${name} is one of a list the page repeats from the site's content: one item cannot move on its own. Change the order in the content, or move the whole list.`;
  if (!lookups) return null;
  const own = sourceEntry(lookups, dragged.tempoElement.codebaseId);
  if (!own) return `${name} is not found in the site's source, so it cannot be moved.`;
  // No place among its neighbours in the source (the server's words); a card that changes places with its list's cards moves its item instead.
  if (own.cannot?.move && !(parent && reorderable(dragged, parent, sameList))) return own.cannot.move;
  const theirs = parent ? sourceEntry(lookups, parent.tempoElement.codebaseId) : undefined;
  if (parent && (!theirs || theirs.file !== own.file || theirs.component !== own.component)) {
    // The whole output of its component (a return value), or content handed to another component:
    // either way the source has no sibling of it among the elements around it here.
    return `${name} is written in ${home(lookups, dragged)} but sits inside ${home(lookups, parent)} here, so it cannot be moved among these elements. Move the element around it instead.`;
  }
  return null;
}

/** The sibling next to `sibling` in `parent` on the other side, to anchor the same place differently. */
function neighbourOf(parent: NavTreeNode, sibling: NavTreeNode, position: 'before' | 'after'): NavTreeNode | undefined {
  const at = parent.children.indexOf(sibling);
  return parent.children[position === 'before' ? at - 1 : at + 1];
}

/**
 * What a drop of `dragged` at `target` does: moves it, leaves it where it is, or is refused (and
 * why). A place next to a sibling the source does not hold directly (another component's output, a
 * list item) is named by the neighbour on its other side when that one can anchor it.
 */
export function checkDrop(
  lookups: LookupsAnswer | null,
  dragged: NavTreeNode,
  draggedParent: NavTreeNode | undefined,
  target: DropTarget | null,
  sameList: SameList | null = null,
  findUse: FindUse | null = null,
): DropVerdict | null {
  const cannot = whyNotMovable(lookups, dragged, draggedParent, sameList, findUse);
  if (cannot) return { kind: 'refused', reason: cannot };
  if (!target) return null;
  const use = findUse?.(dragged);
  if (use && findUse) return checkUseDrop(lookups, dragged, draggedParent, target, use, findUse);
  const { parent } = target;
  const name = elementName(dragged);
  if (draggedParent && repeated(dragged, draggedParent)) {
    // A card of a list: it changes places with the cards of its own list (its item moves in the content).
    const card = target.sibling;
    if (keyOf(parent) !== keyOf(draggedParent) || card.tempoElement.codebaseId !== dragged.tempoElement.codebaseId || !(keyOf(card) === keyOf(dragged) || sameList?.(dragged, card))) {
      return { kind: 'refused', reason: `${name} is one of a list from the site's content: it can change places with the other items of its list only.` };
    }
    return sameOrMove(parent, dragged, target, target);
  }
  if (isGeneratedId(parent.tempoElement.codebaseId)) return { kind: 'refused', reason: `This spot is inside a library component; ${name} cannot go there.` };
  if (lookups) {
    const own = sourceEntry(lookups, dragged.tempoElement.codebaseId);
    const theirs = sourceEntry(lookups, parent.tempoElement.codebaseId);
    if (!theirs || theirs.file !== own?.file) {
      return { kind: 'refused', reason: `This spot is in ${home(lookups, parent)}, and ${name} can only move within ${home(lookups, dragged)}.` };
    }
  }
  let anchored: DropTarget = target;
  if (!childInSource(lookups, target.sibling, parent)) {
    const other = neighbourOf(parent, target.sibling, target.position);
    const swapped: DropTarget | null = other ? { ...target, sibling: other, position: target.position === 'before' ? 'after' : 'before' } : null;
    if (!swapped || (other !== dragged && !childInSource(lookups, swapped.sibling, parent))) {
      return { kind: 'refused', reason: `${elementName(target.sibling)} is not written here in the source, so nothing can be placed next to it. Drop ${name} beside another element.` };
    }
    anchored = swapped;
  }
  return sameOrMove(parent, dragged, target, anchored);
}

/** A move to `anchored`, or `same` when the element would stay where it is (next to itself, or right after the sibling it already follows). */
function sameOrMove(parent: NavTreeNode, dragged: NavTreeNode, target: DropTarget, anchored: DropTarget): DropVerdict {
  if (keyOf(anchored.sibling) === keyOf(dragged)) return { kind: 'same', target };
  const placed = neighbourOf(parent, anchored.sibling, anchored.position);
  if (placed && keyOf(placed) === keyOf(dragged)) return { kind: 'same', target };
  return { kind: 'move', target: anchored };
}

/** How far (page px) a wrapper's edges may lie outside the element it wraps and still look like it. */
const SAME_BOX_PX = 16;

const fills = (inner: NavTreeNode, outer: NavTreeNode) => {
  const a = inner.pageBoundingBox;
  const b = outer.pageBoundingBox;
  return a.pageX - b.pageX <= SAME_BOX_PX && a.pageY - b.pageY <= SAME_BOX_PX && b.pageX + b.width - (a.pageX + a.width) <= SAME_BOX_PX && b.pageY + b.height - (a.pageY + a.height) <= SAME_BOX_PX;
};

/**
 * The element a drag that pressed `key` lifts: the pressed element, or, when it cannot move (or is
 * its parent's only child) and fills its parent (a chart that is all of its box), the nearest such
 * wrapper that can. A designer cannot tell the two apart on the canvas.
 */
export function liftedKey(index: ReadonlyMap<string, NavTreeNode>, lookups: LookupsAnswer | null, key: string, sameList: SameList | null = null, findUse: FindUse | null = null): string {
  let node = index.get(key);
  while (node?.parent) {
    const parent = index.get(node.parent);
    // An only child that fills its parent (a chart, everything its component shows) has nowhere to go among siblings: its wrapper is lifted.
    const alone = !!parent && !parent.children.some((child) => child !== node && child.displayType !== 'none');
    if (!whyNotMovable(lookups, node, parent, sameList, findUse) && !(alone && fills(node, parent))) return keyOf(node);
    if (!parent?.parent || !fills(node, parent)) break;
    node = parent;
  }
  return key;
}
