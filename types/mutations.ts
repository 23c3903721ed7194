// The mutation server's wire contract (docs/protocol.md §8): the request body of every
// operation, the answers and the lookups. The editor's request builder produces these bodies and the
// server reads them, so both sides are checked against one table.

import type { StylingFramework, StylingScope } from './change-items';
import type { ScopeLookup, TreeElement, TreeElementLookup } from './lookups';

/**
 * One rendering of a source element: the `index`-th (0-based, in page order) of the `count` elements
 * of the page at `pagePath` that show its codebase id. Read by removeJsxElement, duplicate and
 * moveJsxElement: when the element is what a `.map` callback returns over an array literal (a card),
 * they act on that rendering's item of the array; otherwise on the JSX, every rendering.
 */
export interface RenderingReference {
  /** The path of the page the editor shows (`/`, `/privacy-policy`). */
  pagePath: string;
  /** 0-based place among the page's elements with this codebase id, in document order. */
  index: number;
  /** How many elements with this codebase id the page shows; the server's count must agree (409 otherwise: reload). */
  count: number;
}

/**
 * An element as a request names it: its codebase id, optionally one of its renderings
 * (`rendering`, see RenderingReference), plus whatever the host knows about it (ignored by the server).
 */
export type ElementReference = TreeElement & { codebaseId: string; rendering?: RenderingReference | null };

/** Request body per operation of `POST /api/canvases/{canvasId}/parseAndMutate/mutate/{operation}`. */
export interface MutationBodies {
  /** Set or unset CSS properties: INLINE (or null) in the `style` prop, CSS as a rule for the element's own class, TAILWIND as classes. */
  styling: {
    reactElement: ElementReference;
    /** CSS property (kebab-case, or a custom property `--x`) → value; null unsets it. */
    styling: Record<string, string | null>;
    /** null: the server's default, INLINE. */
    stylingFramework: StylingFramework | null;
    modifiers: string[];
    customProperties: unknown[];
    /** CSS only, when the element's classes come from its component's props: `every-use` (null: the default) writes the rule of the element's own class; `this-use` adds a class where the rendering named by `renderedIn` gets its classes, and writes its rule. (Older clients may leave both out: null.) */
    scope: StylingScope | null;
    /** With `this-use` (and only then): codebase ids of the elements the rendering sits in, nearest first, as the page shows them (ids the lookups do not know left out). */
    renderedIn: string[] | null;
  };
  /** Add a native element or a component inside the destination, before or after a sibling (else last), with `propsToSet`. */
  addJsxElement: {
    destinationElement: ElementReference;
    beforeElement: ElementReference | null;
    afterElement: ElementReference | null;
    newElement: {
      type: 'native' | 'component';
      nativeTag: string | null;
      componentName: string | null;
      propsToSet: Record<string, unknown> | null;
    };
    canvasId: string;
    deletedStoryboardId: string | null;
    fileContentsToSourceFrom: string | null;
    fileContentsSourceFilename: string | null;
    hasInstantUpdate: boolean;
  };
  /** Move an element into a container, before or after a sibling (within one file), with the `{…}` of the condition or list that renders it; with `rendering`s on an array item and its sibling items, reorder the items in their array. */
  moveJsxElement: {
    elementToMove: ElementReference;
    newContainerElement: ElementReference;
    afterElement: ElementReference | null;
    beforeElement: ElementReference | null;
    expectedCurrentParent: ElementReference | null;
  };
  /** Delete elements (a condition's `{…}` goes with its only element; one branch of two becomes `null`); one with a `rendering` that shows an array item (a card) deletes that item from its array. */
  removeJsxElement: { elementsToRemove: ElementReference[] };
  /** Set a prop to a literal or JSON value (function props are refused). */
  changePropValue: { elementToModify: ElementReference; propName: string; propValue: unknown };
  /** Wrap adjacent siblings in a `<div>`, an element rendered by a condition or a list with its `{…}`. */
  wrapInDiv: { reactElements: ElementReference[] };
  /** Duplicate elements after themselves (a condition's branch with its `{…}`, other branches `null`); one with a `rendering` that shows an array item copies that item after itself in its array. */
  duplicate: { reactElements: ElementReference[] };
  /** Change the tag, opening and closing (a library component's use site, e.g. `<Link>`, is refused: its tag is its behaviour). */
  changeElementTag: { elementToModify: ElementReference; newTag: string };
  /** Add a class to `className` (a string, a template, a condition or a clsx-like call). */
  addClass: {
    reactElement: ElementReference;
    className: string;
    stylingFramework: 'TAILWIND' | null;
    modifiers: string[];
    customProperties: unknown[];
  };
  /** Remove a class from `className`. */
  removeClass: { reactElement: ElementReference; className: string };
  /** Replace the text: JSX text in place, or the string literal the rendering shows when the text comes from data (`oldText` picks the rendering). */
  editText: { element: ElementReference; newText: string; oldText: string | null };
}

export type MutationOperation = keyof MutationBodies;

/** Every operation, at run time; `satisfies` makes a missing or extra name a type error. */
export const MUTATION_OPERATIONS = Object.keys({
  styling: 1,
  addJsxElement: 1,
  moveJsxElement: 1,
  removeJsxElement: 1,
  changePropValue: 1,
  wrapInDiv: 1,
  duplicate: 1,
  changeElementTag: 1,
  addClass: 1,
  removeClass: 1,
  editText: 1,
} satisfies Record<MutationOperation, 1>) as MutationOperation[];

/** Request body per activity of `POST /api/canvases/{canvasId}/parseAndMutate/activities/{activity}`. */
export interface ActivityBodies {
  /** The id of the change to undo: any applied one. Its own text goes back (merged past later changes, like `git revert`); 409 names a later change, or a hand edit, that touched the same text. (The field keeps its name from when only the latest could be undone.) */
  undoChangeToFiles: { latestUuid: string };
  /** The id of the change to redo: any undone one whose text still applies (409 names what is in the way otherwise). */
  redoChangeToFiles: { changeToRedoId: string };
}

export type ActivityOperation = keyof ActivityBodies;

export const ACTIVITY_OPERATIONS = Object.keys({
  undoChangeToFiles: 1,
  redoChangeToFiles: 1,
} satisfies Record<ActivityOperation, 1>) as ActivityOperation[];

/** Request headers the mutation server reads besides `Authorization`. */
export const MUTATION_HEADERS = {
  /** The change item's id (a uuid): names the activity for undo and redo. Required on mutate requests. */
  changeItemId: 'x-change-item-id',
  /** Optional: how many elements on the editor's current page render the edited element (the editor counts them). */
  renderings: 'x-renderings',
  /** Optional: the path of the page the editor shows (`/privacy-policy`), so the server can count renderings there. */
  pagePath: 'x-page-path',
  /** Optional: the editor tab that makes the change (a uuid the tab keeps across reloads), so the history says who made it. */
  editorTab: 'x-editor-tab',
} as const;

/** One change in the server's edit history (`GET …/activities`). */
export interface ActivitySummary {
  /** The change item's id: what undo and redo name. */
  id: string;
  /** The operation that made it (`styling`, `editText`, …). */
  operation: string;
  /** What it did, as its answer said ("Styled <h1> at site/sections/HeroSection.tsx:11:9 …"). */
  message: string;
  /** The files it wrote, relative to the project. */
  files: string[];
  /** When it was made (ISO 8601). */
  createdAt: string;
  /** The editor tab that made it (its X-Editor-Tab), or null (a script, or an editor that does not say). */
  editorTab: string | null;
  /** True once undone (it can be redone); false while applied. */
  undone: boolean;
  /** The type check of its last write (the change, its undo or its redo); null where none ran (a history from an older server). */
  typeCheck: TypeCheck | null;
}

/** A type error a write added: where (project-relative file, 1-based line and column) and what. */
export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * The type check that follows a write (the write never waits for it): still running; passed (no new
 * errors); problems (the type errors the write added, which an undo takes away); or not run, and why.
 */
export type TypeCheck =
  | { state: 'checking' }
  | { state: 'passed' }
  | { state: 'problems'; problems: TypeProblem[] }
  | { state: 'not-checked'; reason: string };

/** 200 answer of `GET …/activities`: the history, newest first. Any applied change can be undone and any undone one redone, while its text still applies; an editor tab undoes its own newest first. */
export interface ActivitiesAnswer {
  activities: ActivitySummary[];
}

/** A file the answer wrote: its path relative to the project and a unified diff of the change. */
export interface WrittenFile {
  path: string;
  diff: string;
}

/** 200 answer to a mutation, an undo or a redo. */
export interface MutationAnswer {
  activityId: string;
  message: string;
  /** Every codebase id whose value changed in the written files → its new id (for the frame's updateCodebaseIds). */
  prevIdToNewIdMap: Record<string, string>;
  files: WrittenFile[];
  /** How many elements on the current page show the edit; null when neither the editor nor the source can tell. */
  renderings: number | null;
}

/** Every error answer: a sentence for a person. */
export interface ErrorAnswer {
  error: string;
}

/** What `GET .../lookups` says about each codebase id, beyond the lookups' name/isComponent/staticTextContents. */
export interface SourceTreeElement extends TreeElement {
  /** The tag as written: `li`, or a library component's name (`Link`) for its use site. */
  name: string;
  /** True for a library component's use site (`<Link href="/">` from wouter), whose id names the element it renders. */
  isComponent: boolean;
  staticTextContents: boolean;
  /** Source file relative to the project, e.g. `site/components/CardGrid.tsx`. */
  file: string;
  /** 1-based line and column of the element's `<`: the position its codebase id is made from. */
  line: number;
  column: number;
  /** The function component the element is written in, or null at module level. */
  component: string | null;
  /** The prop of that component its classes come from (`className` when written `className={className}`), or null: then a style can reach every use of the component or only one (absent from older servers). */
  classNameProp?: string | null;
  /**
   * Only on what a `.map` callback returns (a card): per page, the array item each rendering shows,
   * so an editor can say "Delete this card (removes it from site/content/course.ts)" rather than
   * "Delete all 14". Pages that do not show the element, or whose renderings the source cannot
   * order (a condition on data above them), are left out.
   */
  dataItems?: DataItemPage[];
  /**
   * Only on an element that has no place among the elements around it in the source, not even as
   * the `{…}` of a condition or a list (a branch chosen in another function, an element kept in a
   * variable or handed to a component as a prop, a component's whole output): per structural edit,
   * the refusal the server answers, in a designer's words, so an editor can disable that edit with
   * the reason beforehand. `duplicate` and `move` do not apply to a card's data item (a rendering
   * in `dataItems`); `wrap` is a wrap of the element alone, `wrapTogether` one with other elements.
   * Absent from older servers.
   */
  cannot?: StructureRefusals;
}

/** The refusals of `SourceTreeElement.cannot`, one sentence each. */
export interface StructureRefusals {
  duplicate?: string;
  move?: string;
  wrap?: string;
  wrapTogether?: string;
}

/** The renderings of an element on one page and the array item each shows. */
export interface DataItemPage {
  /** The route's path (`/privacy-policy`), or null for the catch-all page (shown for every other path). */
  path: string | null;
  /** One entry per rendering, in page order: its item, or null where it shows none (the array is computed, not a literal). */
  renderings: (DataItemPlace | null)[];
}

/** Where an array item is written. */
export interface DataItemPlace {
  /** The file of the array (`site/content/course.ts`). */
  file: string;
  /** The array as the source names it (`audience.cards`), or `array` when it has no name. */
  array: string;
  /** 1-based line of the array's `[`. */
  line: number;
  /** 0-based place of the item in the array. */
  index: number;
  /** How many items the array has. */
  items: number;
}

export interface LookupsAnswer {
  treeElementLookup: TreeElementLookup & Record<string, SourceTreeElement>;
  scopeLookup: ScopeLookup;
}

/**
 * The editing session of the server `npm start` runs: in `.editing/session.json` for local scripts,
 * and in the page of the editor it serves (on the editor's own origin only).
 */
export interface EditingSession {
  /** The bearer token every /api/ request carries; a new one at each start. */
  token: string;
  canvasId: string;
  /** Where the API is: `http://editor.localhost:PORT/api/` (the editor's origin, never the site's). */
  apiBase: string;
  /** The origin of the preview the session edits (`http://preview.dev.localhost:PORT`): an editor holding this session opens previews there only. */
  previewOrigin: string;
}

/** Modifiers that are real pseudo-classes: `:hover` … in CSS, `hover:` in Tailwind, in instant updates and in the source. */
export const PSEUDO_CLASS_MODIFIERS = ['hover', 'required', 'focus', 'active', 'invalid', 'disabled'] as const;
export type PseudoClassModifier = (typeof PSEUDO_CLASS_MODIFIERS)[number];

/** Wide-screen variants and the min-width each stands for, in px (Tailwind's defaults). */
export const BREAKPOINT_MODIFIERS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type BreakpointModifier = keyof typeof BREAKPOINT_MODIFIERS;

/** Which side of its breakpoint a screen-size modifier styles: the breakpoint and wider, or narrower than it. */
export type ScreenDirection = 'wider' | 'narrower';

/**
 * Every screen-size modifier and the range it styles: `md` 768 px and wider (`min-width`), `max-md`
 * narrower than 768 px (Tailwind's `max-*` names). The one table servers, frames and editors read.
 */
export const SCREEN_MODIFIERS = {
  sm: { breakpoint: 'sm', direction: 'wider' },
  md: { breakpoint: 'md', direction: 'wider' },
  lg: { breakpoint: 'lg', direction: 'wider' },
  xl: { breakpoint: 'xl', direction: 'wider' },
  '2xl': { breakpoint: '2xl', direction: 'wider' },
  'max-sm': { breakpoint: 'sm', direction: 'narrower' },
  'max-md': { breakpoint: 'md', direction: 'narrower' },
  'max-lg': { breakpoint: 'lg', direction: 'narrower' },
  'max-xl': { breakpoint: 'xl', direction: 'narrower' },
  'max-2xl': { breakpoint: '2xl', direction: 'narrower' },
} as const satisfies Record<BreakpointModifier | `max-${BreakpointModifier}`, { breakpoint: BreakpointModifier; direction: ScreenDirection }>;
export type ScreenModifier = keyof typeof SCREEN_MODIFIERS;

export interface ScreenRange {
  modifier: ScreenModifier;
  direction: ScreenDirection;
  /** The breakpoint in px: `wider` styles from it up, `narrower` below it. */
  width: number;
}

/** The range a screen-size modifier styles, or null when `modifier` is not one. */
export function screenRange(modifier: string): ScreenRange | null {
  if (!Object.hasOwn(SCREEN_MODIFIERS, modifier)) return null;
  const { breakpoint, direction } = SCREEN_MODIFIERS[modifier as ScreenModifier];
  return { modifier: modifier as ScreenModifier, direction, width: BREAKPOINT_MODIFIERS[breakpoint] };
}
