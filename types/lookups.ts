// Host metadata about the page's source elements, keyed by codebase id (docs/protocol.md §4).

/** One part of an element's text in its source: literal text, or an expression the page fills in (its source text). */
export type TextPart = { literal: string } | { bound: string };

export interface TreeElement {
  /** Display name: a component name or a tag name. */
  name?: string;
  isComponent?: boolean;
  /** True when the element's text is a literal in the source, so it can be edited in place. */
  staticTextContents?: boolean;
  /**
   * The element's text as its source writes it, when it mixes literal text and expressions
   * (`Count: {count}` is `[{ literal: 'Count: ' }, { bound: 'count' }]`): the page fills the bound
   * parts in from its state, so an edit may change only the literal ones.
   */
  textParts?: TextPart[];
  [extra: string]: unknown;
}

export interface Scope {
  codebaseIds?: string[];
  [extra: string]: unknown;
}

export type TreeElementLookup = Record<string, TreeElement>;
export type ScopeLookup = Record<string, Scope>;
