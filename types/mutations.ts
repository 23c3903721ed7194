// The mutation server's wire contract (docs/protocol.md §8): the request body of every
// operation, the answers and the lookups. The editor's request builder produces these bodies and the
// server reads them, so both sides are checked against one table.

import type { StylingFramework, StylingScope } from './change-items';
import type { ScopeLookup, TreeElement, TreeElementLookup } from './lookups';
import type { RenderingReference } from './renderings';

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
    /** CSS only, optional: one selector (no list) of an element the styled one sits in; the rule is `<context> .own-class`, more specific than a rule like `.policy__toc h2` that would otherwise win. Absent or null: the own class alone. */
    context?: string | null;
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
  /** Move an element into a container, before or after a sibling (within one file), with the `{…}` of the condition or list that renders it; with `rendering`s on an array item and its sibling items, reorder the items in their array; everything a component shows moves as that component's use among its neighbours. */
  moveJsxElement: {
    elementToMove: ElementReference;
    newContainerElement: ElementReference;
    afterElement: ElementReference | null;
    beforeElement: ElementReference | null;
    expectedCurrentParent: ElementReference | null;
  };
  /** Delete elements (a condition's `{…}` goes with its only element; one branch of two becomes `null`); one with a `rendering` that shows an array item (a card) deletes that item from its array; everything a component shows deletes the use it came through. */
  removeJsxElement: { elementsToRemove: ElementReference[] };
  /** Set a prop to a literal or JSON value, or remove it (null), where the rendering's value is written: on the element, or in the literal it is worked out from (a use's prop, a content file's item); code, handlers and unsafe addresses are refused. */
  changePropValue: { elementToModify: ElementReference; propName: string; propValue: unknown };
  /** Wrap adjacent siblings in a `<div>`, an element rendered by a condition or a list with its `{…}`. */
  wrapInDiv: { reactElements: ElementReference[] };
  /** Duplicate elements after themselves (a condition's branch with its `{…}`, other branches `null`); one with a `rendering` that shows an array item copies that item after itself in its array; everything a component shows copies the use it came through. */
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
  /**
   * Set or unset declarations of the stylesheet's rule with exactly this selector, at the top level
   * (`media` null) or in the media query `media` (the last such rule, as the cascade reads it). Without
   * one, a new rule only for a bare element type (`h2`), at the top level after the stylesheet's other
   * element rules; any other selector answers 422.
   */
  styleRule: { selector: string; media: string | null; styling: Record<string, string | null> };
  /** Replace the element's own text (beside its child elements) where it is written: JSX text in place, between a component's tags where it is used, or the string literal the rendering shows when it comes from data (`rendering`, else `oldText`, picks the rendering). */
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
  styleRule: 1,
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

/** Answer headers of an edit (a mutation, an undo or a redo), readable across origins. */
export const EDIT_ANSWER_HEADERS = {
  /** How many edits were being written or waiting when this one arrived (0: it was written at once); also on a 503 that refused it. */
  queuePosition: 'x-edit-queue-position',
  /** `queue;dur=<ms>` (time waiting for its turn), `edit;dur=<ms>` (time being written): the Server-Timing standard. */
  serverTiming: 'server-timing',
} as const;

/** How many edits may wait for their turn; more are refused at once with 503 and `Retry-After`, nothing written. */
export const EDIT_QUEUE_LIMIT = 256;

/** An edit in the queue of `GET …/queue`. */
export interface QueuedEdit {
  /** The change item's id (X-Change-Item-Id); for an undo or redo, the id of the change it takes back or makes again. */
  id: string;
  /** `styling`, `editText`, …, `undoChangeToFiles`, `redoChangeToFiles`. */
  operation: MutationOperation | ActivityOperation;
  /** 0: being written now; 1: next; and so on. */
  position: number;
  /** How long it has been in the queue, in milliseconds. */
  queuedMs: number;
}

/** 200 answer of `GET …/queue`: the edit being written and those waiting, in the order they will be written. Reads never queue. */
export interface EditQueueAnswer {
  edits: QueuedEdit[];
  /** How many may wait (EDIT_QUEUE_LIMIT). */
  limit: number;
}

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
  /** What the sentence leaves out, for whoever opens the code: where the elements are written (file:line:column), the grammar a value missed. An editor shows it folded. */
  details?: string;
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
   * Only on an element that is everything a component shows (the <section> a section component
   * returns): per page, the use of the component each rendering acts through. Move, duplicate and
   * delete of such a rendering (named by `rendering` in the request) move, copy or delete that use
   * (`<LearningProcessSection />` in site/pages/LandingPage.tsx), so an editor can say so before.
   * Pages whose renderings the source cannot order are left out. Absent from older servers.
   */
  componentUse?: ComponentUsePage[];
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
  /**
   * What the element's own text (its text nodes, beside any child elements) is made of, so an editor
   * offers in-place editing only where the source writes it, and says where code works it out
   * otherwise. Absent when the element shows no text of its own (and from older servers).
   */
  text?: TextOrigin;
  /**
   * Where the value of each attribute an editor shows is written (`href`, `target` and `rel` of a
   * link, `src` and `alt` of an image, `id` and `aria-label` of any element), so it can show the
   * right field: the element's own attribute, a value written where its component is used or in a
   * content file (per rendering), or code. An attribute left out is written nowhere: setting it adds
   * it where the element is written. Absent from older servers.
   */
  attributes?: Record<string, AttributeOrigin>;
}

/** The pieces of an element's own text, by where they are written. */
export interface TextOrigin {
  /**
   * `all`: every piece is written as text (in the element, where its component is used, or in a
   * content file) and is edited there in place; `some`: some pieces are worked out by code (editing
   * them is refused, the rest edits in place); `none`: code works out all of it.
   */
  editable: 'all' | 'some' | 'none';
  /** Where the written pieces are, in plain words that follow "written" ("in the content file course.ts (hero › cta)", "where SectionLink is used in HeroSection"), each once. */
  writtenIn: string[];
  /** One sentence per piece worked out by code: where, from what, and what to edit instead. */
  computed: string[];
  /** Only when renderings differ (one paragraph of a list is put together by code, each card's title is its own literal): per page, each rendering's own. Absent: every rendering shows the same written text. */
  pages?: TextOriginPage[];
}

export interface TextOriginPage {
  /** The route's path, or null for the catch-all page. */
  path: string | null;
  /** Per rendering in page order: its `editable`. */
  editable: TextOrigin['editable'][];
  /** Per rendering in page order: where its written pieces are (places in `TextOrigin.writtenIn`). */
  writtenIn: number[][];
  /** Per rendering in page order: a number shared by the renderings whose written pieces are the same literals (one label of every card), which one edit changes together. */
  same: number[];
}

/** Where an attribute's value is written: the same for every rendering (`all`), or per page and rendering. */
export interface AttributeOrigin {
  /** The source of every rendering, when they share one; null when it differs between renderings (then `sources` and `pages`). */
  all: AttributeSource | null;
  /** The different sources of the renderings, each once (only when `all` is null). */
  sources?: AttributeSource[];
  /** Per page that shows the element in an order the source decides, each rendering's source (its place in `sources`), in page order. */
  pages?: AttributeSourcePage[];
}

export interface AttributeSourcePage {
  /** The route's path, or null for the catch-all page. */
  path: string | null;
  /** Per rendering in page order, its source's place in `AttributeOrigin.sources`. */
  renderings: number[];
}

/**
 * One rendering's attribute: `absent` (setting it adds it where the element is written: every
 * rendering); `written` on the element (changed there: every rendering); `data`, written elsewhere
 * for this rendering (where its component is used, a content file), which a change edits there;
 * `computed` by code, which the editor does not change (`why` says where and what to edit instead).
 */
export type AttributeSource =
  | { kind: 'absent' }
  | { kind: 'written' }
  | {
      kind: 'data';
      /** Where the written part is, in plain words that follow "written": "where SectionLink is used in HeroSection", "in the content file navigation.ts (footerLinks › each item › href)". */
      where: string;
      /** The shapes the value takes: fixed text before and after the written part (`#` + section); `{ before: '', after: '' }` when the value is the written text. */
      forms: ValueForm[];
    }
  | { kind: 'computed'; why: string };

/** A value's fixed text around the part a designer can change. */
export interface ValueForm {
  before: string;
  after: string;
}

/** The site's pages and the sections of each, for a link's destination. */
export interface SiteLinks {
  /** Every page the site routes to, with its main heading. */
  pages: { path: string; title: string | null }[];
  /** The sections each page shows that a link can lead to (`#price` on `/`), with their headings. */
  anchors: { page: string; id: string; title: string | null }[];
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

/** The renderings of an element on one page and the component use each acts through. */
export interface ComponentUsePage {
  /** The route's path (`/privacy-policy`), or null for the catch-all page. */
  path: string | null;
  /** One entry per rendering, in page order: its use, or null where it has none (it cannot be moved, copied or deleted on its own). */
  renderings: (ComponentUsePlace | null)[];
}

/** A use of a component that a structural edit acts on in place of the component's whole output. */
export interface ComponentUsePlace {
  /** The component whose use moves, is copied or goes (`LearningProcessSection`): the outermost one the element is everything of. */
  component: string;
  /** Where the use is written: the file, and the 1-based line and column of its `<`. */
  file: string;
  line: number;
  column: number;
  /** The component the use is written in (`LandingPage`), or null at module level. */
  writtenIn: string | null;
  /** How many places of the site's pages use the component (1: this one only). */
  uses: number;
  /** The JSX element the use sits in, as `file:line:column` of its `<`: uses with the same parent are neighbours in the source. */
  parent: string;
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
  /** The pages and section anchors a link can lead to (absent from older servers). */
  links?: SiteLinks;
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
