// Host metadata about the page's source elements, keyed by codebase id (docs/protocol.md §4).

export interface TreeElement {
  /** Display name: a component name or a tag name. */
  name?: string;
  isComponent?: boolean;
  /** True when the element's text is a literal in the source, so it can be edited in place. */
  staticTextContents?: boolean;
  [extra: string]: unknown;
}

export interface Scope {
  codebaseIds?: string[];
  [extra: string]: unknown;
}

export type TreeElementLookup = Record<string, TreeElement>;
export type ScopeLookup = Record<string, Scope>;
