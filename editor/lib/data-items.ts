// Which array item a rendering of a card shows (the lookups' `dataItems`), so that delete,
// duplicate and move of the selected card act on its item, and the editor can say so before.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type DataItemPage, type DataItemPlace, type LookupsAnswer, type NavTreeNode, type RenderingReference } from '../../types';
import { sourceEntry } from './components';
import { renderingIndex, renderingsOf } from './renderings';

/** The page the router shows for `pagePath`: the route with that path, else the catch-all (as the server picks it). */
function pageOf(pages: readonly DataItemPage[], pagePath: string): DataItemPage | undefined {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.path === null);
}

/**
 * The item that `rendering` of `codebaseId` shows, or null when it shows none (then an edit of it
 * changes the JSX: every rendering). Null too when the page shows another number of them than the
 * source renders: the lookups are older than the page.
 */
export function dataItemOf(lookups: LookupsAnswer | null, codebaseId: string, rendering: RenderingReference): DataItemPlace | null {
  const pages = sourceEntry(lookups, codebaseId)?.dataItems;
  if (!Array.isArray(pages)) return null;
  const page = pageOf(pages, rendering.pagePath);
  if (!page || page.renderings.length !== rendering.count) return null;
  return page.renderings[rendering.index] ?? null;
}

/** What a structural edit of one card does, in plain words: "Delete this item (removes it from course.ts)". */
export function dataItemNote(action: 'delete' | 'duplicate' | 'move', place: DataItemPlace): string {
  const file = place.file.slice(place.file.lastIndexOf('/') + 1);
  if (action === 'delete') return `Delete this item (removes it from ${file})`;
  if (action === 'duplicate') return `Duplicate this item (adds a copy to ${file})`;
  return `Move this item (changes the order in ${file})`;
}

/** Whether two elements of the page show items of one array (cards of one list), so they can change places. */
export type SameList = (a: NavTreeNode, b: NavTreeNode) => boolean;

/** `SameList` for the page at `pagePath` as `tree` shows it. */
export function sameListIn(lookups: LookupsAnswer | null, tree: NavTreeIndex | null, pagePath: string): SameList {
  const itemOf = (node: NavTreeNode) => {
    const id = node.tempoElement.codebaseId;
    return dataItemOf(lookups, id, { pagePath, index: renderingIndex(tree, id, keyOf(node)), count: renderingsOf(tree, id).length });
  };
  return (a, b) => {
    const [one, other] = [itemOf(a), itemOf(b)];
    return !!one && !!other && one.file === other.file && one.array === other.array && one.line === other.line;
  };
}
