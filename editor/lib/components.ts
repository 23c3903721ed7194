// Component instances in the page, from the server's lookups: an element written in a component that
// its parent is not written in is where an instance of that component starts.
import type { LookupsAnswer, NavTreeNode, SourceTreeElement } from '../../types';

export const sourceEntry = (lookups: LookupsAnswer | null, codebaseId: string): SourceTreeElement | undefined => {
  const entry = lookups?.treeElementLookup[codebaseId];
  return entry && typeof entry.file === 'string' ? (entry as SourceTreeElement) : undefined;
};

/** The component an instance of starts at `node`, or null (the element is inside the same component as its parent). */
export function instanceOf(lookups: LookupsAnswer | null, node: NavTreeNode, parent: NavTreeNode | undefined): string | null {
  const own = sourceEntry(lookups, node.tempoElement.codebaseId)?.component ?? null;
  if (!own) return null;
  const parents = parent ? sourceEntry(lookups, parent.tempoElement.codebaseId)?.component ?? null : null;
  return own === parents ? null : own;
}

/** "CardGrid, site/components/CardGrid.tsx:13": where the element is written. */
export function sourcePlace(entry: SourceTreeElement | undefined): string | null {
  if (!entry) return null;
  return `${entry.component ? `${entry.component}, ` : ''}${entry.file}:${entry.line}`;
}
