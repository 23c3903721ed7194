// Moving an element one place among its siblings (Alt+↑ / Alt+↓, "Move up" / "Move down"), and
// where a moved element is among the renderings of its source element afterwards (what the editor
// selects once the page shows the move).
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type NavTreeNode } from '../../types';
import { blockName, sentence } from './block-names';
import { targetBeside, type DropTarget } from './tree';

export type Direction = 'up' | 'down';

/** A sibling the designer sees: one laid out on the page (a hidden one is skipped over). */
const shown = (node: NavTreeNode) => node.displayType !== 'none';

/**
 * The place one step up (before the previous sibling) or down (after the next one) of `key` among
 * its siblings in the page, or why there is none. Which places the source allows is checked after
 * (drop-check.ts), as for a drag.
 */
export function stepTarget(tree: NavTreeIndex | null, key: string, direction: Direction): { target: DropTarget } | { refused: string } {
  const node = tree?.nodes.get(key);
  const parent = node?.parent ? tree?.nodes.get(node.parent) : undefined;
  if (!node || !parent) return { refused: 'Select an element of the page to move it.' };
  const siblings = parent.children.filter((child) => child === node || shown(child));
  const at = siblings.indexOf(node);
  const sibling = siblings[direction === 'up' ? at - 1 : at + 1];
  if (!sibling) {
    const first = direction === 'up';
    return { refused: `${sentence(blockName(node))} is already the ${first ? 'first' : 'last'} among its neighbours; there is no place further ${first ? 'up' : 'down'}.` };
  }
  return { target: targetBeside(parent, sibling, direction === 'up' ? 'before' : 'after') };
}

/**
 * Which rendering of its source element `moved` is once it stands before or after `sibling` in their
 * parent: its place among the page's elements with its codebase id, in document order after the move.
 */
export function indexAfterMove(tree: NavTreeIndex | null, moved: NavTreeNode, sibling: NavTreeNode, position: 'before' | 'after'): number {
  if (!tree) return 0;
  const id = moved.tempoElement.codebaseId;
  const movedKey = keyOf(moved);
  const siblingKey = keyOf(sibling);
  let count = 0;
  let found: number | null = null;
  const visit = (node: NavTreeNode): void => {
    if (found !== null) return;
    if (keyOf(node) === movedKey) {
      found = count;
      return;
    }
    if (node.tempoElement.codebaseId === id) count++;
    for (const child of ordered(node)) visit(child);
  };
  /** The node's children with `moved` taken out and put beside `sibling`. */
  const ordered = (node: NavTreeNode): readonly NavTreeNode[] => {
    if (!node.children.some((child) => keyOf(child) === siblingKey)) return node.children.filter((child) => keyOf(child) !== movedKey);
    const rest = node.children.filter((child) => keyOf(child) !== movedKey);
    const at = rest.findIndex((child) => keyOf(child) === siblingKey);
    return [...rest.slice(0, position === 'before' ? at : at + 1), moved, ...rest.slice(position === 'before' ? at : at + 1)];
  };
  visit(tree.tree);
  return found ?? 0;
}
