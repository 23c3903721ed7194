// Which uses of a component a style reaches, when the selected element's classes come from that
// component's props (the lookups' classNameProp): every use, or only the selected one, which the
// server finds by the ids of the elements it sits in, as the page shows them.
import type { ChangeFieldsByType, LookupsAnswer, NavTreeNode, StylingScope } from '../../types';

export interface ScopeChoice {
  /** The selected element's codebase id: the choice is for it alone. */
  codebaseId: string;
  scope: StylingScope;
  /** The ids of the elements the selected rendering sits in, nearest first. */
  renderedIn: string[];
}

/** The component whose uses pass the element its classes, or null when its classes are its own. */
export function classesFromComponent(lookups: LookupsAnswer | null, codebaseId: string): string | null {
  if (!lookups || !Object.hasOwn(lookups.treeElementLookup, codebaseId)) return null;
  const entry = lookups.treeElementLookup[codebaseId];
  return typeof entry?.classNameProp === 'string' && typeof entry.component === 'string' ? entry.component : null;
}

/** The source ids (those the lookups know) of the elements `node` sits in, nearest first. */
export function renderedIn(node: NavTreeNode, index: ReadonlyMap<string, NavTreeNode>, lookups: LookupsAnswer | null): string[] {
  const ids: string[] = [];
  for (let parent = node.parent ? index.get(node.parent) : undefined; parent; parent = parent.parent ? index.get(parent.parent) : undefined) {
    const id = parent.tempoElement.codebaseId;
    if (lookups && Object.hasOwn(lookups.treeElementLookup, id)) ids.push(id);
  }
  return ids;
}

/** The STYLING change fields for one element: CSS, with the scope when the choice is for this element. */
export function stylingFields(codebaseId: string, stylingChanges: Record<string, string | null>, modifiers: string[], choice: ScopeChoice | null): ChangeFieldsByType['STYLING'] {
  const scoped = choice?.codebaseId === codebaseId ? choice : null;
  return {
    codebaseId,
    stylingChanges,
    stylingFramework: 'CSS',
    modifiers,
    customProperties: [],
    ...(scoped ? { scope: scoped.scope, ...(scoped.scope === 'this-use' ? { renderedIn: scoped.renderedIn } : {}) } : {}),
  };
}
