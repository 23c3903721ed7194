// Which component use a rendering of a component's whole output acts through (the lookups'
// `componentUse`): the <section> of a section component moves, is copied and is deleted as
// `<LearningProcessSection />` in LandingPage.tsx. The editor names the rendering in its requests,
// checks drops among the use's neighbours before sending, and says what happens in plain words.
import type { NavTreeIndex } from 'visual-editing-runtime/host';
import { keyOf, type ComponentUsePage, type ComponentUsePlace, type LookupsAnswer, type NavTreeNode, type RenderingReference } from '../../types';
import { sourceEntry } from './components';
import { renderingIndex, renderingsOf } from './renderings';

/** What a structural edit says while the lookups are older than the page (they are read again after each reload). */
export const SOURCE_LOADING = 'The preview is still loading the latest version of the page: try again in a moment.';

/** The page the router shows for `pagePath`: the route with that path, else the catch-all (as the server picks it). */
function pageOf(pages: readonly ComponentUsePage[], pagePath: string): ComponentUsePage | undefined {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.path === null);
}

/**
 * The use `rendering` of `codebaseId` acts through, or null when it acts on its own (or the lookups
 * are older than the page: they count another number of renderings).
 */
export function componentUseOf(lookups: LookupsAnswer | null, codebaseId: string, rendering: RenderingReference): ComponentUsePlace | null {
  const pages = sourceEntry(lookups, codebaseId)?.componentUse;
  if (!Array.isArray(pages)) return null;
  const page = pageOf(pages, rendering.pagePath);
  if (!page || page.renderings.length !== rendering.count) return null;
  return page.renderings[rendering.index] ?? null;
}

/** The same use (two renderings of the page shown through one piece of the code). */
export const sameUse = (a: ComponentUsePlace, b: ComponentUsePlace): boolean => a.file === b.file && a.line === b.line && a.column === b.column;

/** `node`'s rendering on the page at `pagePath`, as a request names it. */
export function renderingOfNode(tree: NavTreeIndex | null, node: NavTreeNode, pagePath: string): RenderingReference {
  const id = node.tempoElement.codebaseId;
  return { pagePath, index: renderingIndex(tree, id, keyOf(node)), count: renderingsOf(tree, id).length };
}

/** The use a node of the page acts through, or null. */
export type FindUse = (node: NavTreeNode) => ComponentUsePlace | null;

/** `FindUse` for the page at `pagePath` as `tree` shows it. */
export function findUsesIn(lookups: LookupsAnswer | null, tree: NavTreeIndex | null, pagePath: string): FindUse {
  return (node) => componentUseOf(lookups, node.tempoElement.codebaseId, renderingOfNode(tree, node, pagePath));
}

/** How many elements of the page are shown through the same use as `node` (all of them change with it). */
export function shownThroughSameUse(tree: NavTreeIndex | null, findUse: FindUse, node: NavTreeNode): number {
  const own = findUse(node);
  if (!own) return 1;
  return renderingsOf(tree, node.tempoElement.codebaseId).filter((other) => {
    const theirs = findUse(other);
    return !!theirs && sameUse(theirs, own);
  }).length;
}

/** The file name alone: `LandingPage.tsx`. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** What a structural edit of such an element does, in plain words: "Moves <LearningProcessSection /> in LandingPage.tsx". */
export function noteForUse(action: 'delete' | 'duplicate' | 'move', place: ComponentUsePlace): string {
  const use = `<${place.component} />`;
  const where = fileName(place.file);
  if (action === 'delete') return `Deletes ${use} from ${where}: this element is everything ${place.component} shows.`;
  if (action === 'duplicate') return `Adds a second ${use} to ${where}: this element is everything ${place.component} shows.`;
  return `Moves ${use} in ${where}: this element is everything ${place.component} shows.`;
}

/** What the inspector says of such an element: structural edits change the use, not the element's own code. */
export function structureNote(place: ComponentUsePlace): string {
  return `Moving, duplicating or deleting it changes <${place.component} /> in ${fileName(place.file)}, line ${place.line}: it is everything ${place.component} shows.`;
}

/**
 * The question before a delete or duplicate of such an element, when there is one to ask: the
 * component is used in other places too (only this use changes), or this use shows more than one
 * element of the page (every one of them changes). Null when there is nothing to ask.
 */
export function questionForUse(action: 'Delete' | 'Duplicate' | 'Move', place: ComponentUsePlace, shown: number): { message: string; confirmLabel: string } | null {
  // A move changes the order of this use only: the other uses are no surprise.
  if ((action === 'Move' || place.uses <= 1) && shown <= 1) return null;
  const use = `<${place.component} />`;
  const where = `${fileName(place.file)}, line ${place.line}`;
  const verb = `${action.toLowerCase()}s`;
  const others = place.uses > 1 ? ` ${place.component} is used in ${place.uses} places; ${place.uses === 2 ? 'the other one stays as it is' : `the other ${place.uses - 1} stay as they are`}.` : '';
  const many = shown > 1 ? ` This use shows ${shown} elements of the page, and all ${shown} change.` : '';
  return {
    message: `${action} this ${place.component}? The element is everything ${place.component} shows, so this ${verb} the use ${use} in ${where}.${others}${many}`,
    confirmLabel: shown > 1 ? `${action} all ${shown}` : `${action} this ${place.component}`,
  };
}
