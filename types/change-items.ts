// Change items on the wire (docs/protocol.md §6): one edit a designer makes, as plain data.
import type { RenderingReference } from './renderings';

export const CHANGE_TYPES = [
  'STYLING',
  'ADD_JSX',
  'MOVE_JSX',
  'REMOVE_JSX',
  'CHANGE_PROP',
  'ADD_CLASS',
  'REMOVE_CLASS',
  'EDIT_TEXT',
  'WRAP_DIV',
  'CHANGE_TAG',
  'DUPLICATE',
  'STYLE_RULE',
  'UNDO',
  'REDO',
  'UNKNOWN',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/**
 * Types whose instant update can be undone (and redone) in the page at once, without a backend: every
 * type that changes the page. Undo answers a failure, and changes nothing, when the page re-rendered
 * over the update since (docs/protocol.md §6).
 */
export const INSTANT_UNDO_TYPES = [
  'STYLING',
  'ADD_JSX',
  'MOVE_JSX',
  'REMOVE_JSX',
  'CHANGE_PROP',
  'ADD_CLASS',
  'REMOVE_CLASS',
  'EDIT_TEXT',
  'WRAP_DIV',
  'CHANGE_TAG',
  'DUPLICATE',
  'STYLE_RULE',
] as const satisfies readonly ChangeType[];

export type StylingFramework = 'INLINE' | 'CSS' | 'TAILWIND';

/**
 * Which renderings a CSS style reaches when the element's classes come from its component's props
 * (the lookups' `classNameProp`): `every-use`, a rule for the element's own class, wherever the
 * component is used; `this-use`, a class added where this use of the component passes its classes.
 */
export type StylingScope = 'every-use' | 'this-use';

/** changeFields per type (docs/protocol.md §6). */
export interface ChangeFieldsByType {
  /** Set (or unset, with `null`) CSS properties of an element: inline, as a CSS rule for its class, or as Tailwind classes; modifiers are states (`hover`) and screen sizes (`md` and wider, `max-md` narrower). */
  STYLING: {
    codebaseId: string;
    /** CSS property (kebab-case) → value; null unsets the property. */
    stylingChanges: Record<string, string | null>;
    stylingFramework: StylingFramework | null;
    /** Modifiers such as `hover`, `focus`, `md`, `max-md` (SCREEN_MODIFIERS: at most one screen size). */
    modifiers: string[];
    customProperties: unknown[];
    /** CSS only: every use of the element's component (the default) or only the selected one. */
    scope?: StylingScope;
    /** With `this-use`: the codebase ids of the elements the selected rendering sits in, nearest first, as the page shows them. */
    renderedIn?: string[];
    /** CSS only: a selector of an element it sits in (`.policy__toc`): the rule is written for its own class inside that one, outweighing a rule such as `.policy__toc h2`. */
    context?: string;
  };
  /** Add an element (a native tag, or a component from another file) inside a parent, before or after a sibling. */
  ADD_JSX: {
    codebaseIdToAddTo: string;
    beforeCodebaseId?: string;
    afterCodebaseId?: string;
    addCodebaseId?: string;
    addNativeTag?: string;
    fileContentsToSourceFrom?: string;
    fileContentsSourceFilename?: string;
    propsToSet?: Record<string, unknown>;
    deletedStoryboardId?: string;
    htmlForInstantUpdate?: string;
  };
  /** Move an element into a parent, before or after a sibling; with renderings, a card among the cards of its list (its array item moves). */
  MOVE_JSX: {
    codebaseIdToMoveTo: string;
    codebaseIdToMove: string;
    afterCodebaseId?: string;
    beforeCodebaseId?: string;
    expectedCurrentParentCodebaseId?: string;
    /** The rendering of codebaseIdToMove that moves (a card: its array item moves). */
    renderingToMove?: RenderingReference;
    /** The rendering of afterCodebaseId it goes after. */
    afterRendering?: RenderingReference;
    /** The rendering of beforeCodebaseId it goes before. */
    beforeRendering?: RenderingReference;
  };
  /** Delete elements; `renderings` names, per codebase id, which of its renderings (a card: its array item goes). */
  REMOVE_JSX: { codebaseIdsToRemove: string[]; renderings?: Record<string, RenderingReference[]> };
  /** Change a prop's value (literals and JSON; no functions; null removes it), where this rendering's value is written. */
  CHANGE_PROP: {
    codebaseIdToChange: string;
    propName: string;
    propValue: unknown;
    /** The rendering whose value changes (a link of a list: its data item; a component's use: that use's prop). */
    rendering?: RenderingReference;
  };
  /** Add a class (Tailwind or the page's own); `cssEquivalent` lets the instant update show it. */
  ADD_CLASS: {
    codebaseIdToAddClass: string;
    className: string;
    modifiers: string[];
    customProperties: unknown[];
    addingTailwindClass?: boolean;
    /** CSS declarations the class stands for (`color: red; ...`), for the instant update. */
    cssEquivalent?: string;
    temporaryOnly?: boolean;
  };
  /** Remove a class. */
  REMOVE_CLASS: { codebaseIdToRemoveClass: string; className: string };
  /** Replace an element's own text (beside its child elements, if any). */
  EDIT_TEXT: {
    codebaseIdToEditText: string;
    newText: string;
    oldText?: string;
    /** The rendering edited (a card of a list: its data item's text), so copies showing the same text keep theirs. */
    rendering?: RenderingReference;
    /** With `rendering`: the other renderings (their places on the page) that show the same written text (one label of every card), which the instant update changes with it. */
    sameTextIn?: number[];
  };
  /** Wrap adjacent siblings in a new div. */
  WRAP_DIV: { codebaseIdsToWrap: string[] };
  /** Change an element's tag (opening and closing). */
  CHANGE_TAG: { codebaseIdToChange: string; newTagName: string };
  /** Duplicate elements after themselves; `renderings` names, per codebase id, which of its renderings (a card: its array item is copied). */
  DUPLICATE: { codebaseIdsToDuplicate: string[]; renderings?: Record<string, RenderingReference[]> };
  /**
   * Set (or unset, with `null`) declarations of one rule of the site's stylesheet, named by its exact
   * selector (`:root`, `.policy__toc h2`) and media query: a design token's value, the rule that wins
   * for an element. None with that selector: a new shared rule, for a bare element type (`h2`) only.
   */
  STYLE_RULE: {
    selector: string;
    /** The media query the rule sits in (`(min-width: 40rem)`); absent at the top level. */
    media?: string;
    /** CSS property (kebab-case, or a custom property `--x`) → value; null unsets the property. */
    stylingChanges: Record<string, string | null>;
  };
  /** Undo an earlier change (instant in the page for every type in INSTANT_UNDO_TYPES). */
  UNDO: { changeToUndo: ChangeItemData };
  /** Redo an undone change. */
  REDO: { changeToRedo: ChangeItemData };
  /** A change of no known type: refused when building a request. */
  UNKNOWN: Record<string, unknown>;
}

/** Progress of a change item. */
export interface ChangeItemStatus {
  /** The backend consumed the item (then `failed` says how it went). */
  consumed?: boolean;
  failed?: boolean;
  instantUpdateSent?: boolean;
  instantUpdateFinished?: boolean;
  instantUpdateSuccessful?: boolean;
  elementKeysToSelectAfterInstantUpdate?: string[];
  elementKeysToSelectAfterUndoInstantUpdate?: string[];
  /** What the frame needs to revert its instant update (set by the frame in INSTANT_UPDATE_DONE). */
  instantUpdateData?: unknown;
}

export type ChangeItemData<T extends ChangeType = ChangeType> = T extends ChangeType
  ? { id: string; type: T; changeName: string; changeFields: ChangeFieldsByType[T] } & ChangeItemStatus
  : never;
