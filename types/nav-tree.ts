// The navigation tree the frame posts as NAV_TREE (docs/protocol.md §7). Plain JSON on the wire.

export interface TempoElement {
  codebaseId: string;
  storyboardId: string;
  /** Child indexes from the tree root joined with `-` (e.g. `0-2-1`); never contains `_`. */
  uniquePath: string;
}

export type PropType = 'LITERAL' | 'FUNCTION' | 'JSON_OBJECT';

export interface NavProp {
  value: unknown;
  type: PropType;
}

export interface PageBoundingBox {
  pageX: number;
  pageY: number;
  width: number;
  height: number;
}

/**
 * Where an element is written, as the page's dev server says on the element itself: Astro's dev
 * server (`astro dev`) writes `data-astro-source-file` (the file's absolute path) and
 * `data-astro-source-loc` (`line:column`, from 1, just past the element's start tag) on every element
 * of an `.astro` template. Read without any build step; a production build has no such attributes.
 * Where the codebase-id plugin also runs, its lookup is exact and this column counts the ids it added.
 */
export interface SourcePosition {
  /** The file, as the dev server wrote it (an absolute path). */
  file: string;
  /** From 1. */
  line: number;
  /** From 1. */
  column: number;
}

export interface NavTreeNode {
  /** Element key of the parent node; null for the root. */
  parent: string | null;
  /** Child nodes in page order (an open shadow root's content first, then light children). */
  children: NavTreeNode[];
  /** Every class of the element. */
  classList: string[];
  /** Classes the page set itself (without codebase-id classes and runtime-injected ones). */
  directlySetClassList: string[];
  /** The lookup's name for the codebase id; else, on a page from `astro dev`, the component whose markup the element begins (its `.astro` file's name: see `isComponent`), or for an `<astro-island>` the component it renders (its `opts`); else the lowercase tag name (`Storyboard` for the root). */
  name: string;
  /** The parts of the element key: codebase id, storyboard id, unique path. */
  tempoElement: TempoElement;
  /** True when the lookup says the codebase id is a component; without a lookup entry, true for the first element of an `.astro` component's markup (Astro's dev attributes: a file no ancestor comes from and not in a `pages` folder; markup passed into a slot comes from a file above), and for an `<astro-island>` that names its component. */
  isComponent: boolean;
  /** The component adapter's props for the element, else its attributes (without class and style). */
  props: Record<string, NavProp>;
  /** Direct text children with visible text (and spaces between two of them), with their index among all child nodes. */
  literalChildren: { index: number; value: string }[];
  /** The element's box in page coordinates (client rect plus the window scroll). */
  pageBoundingBox: PageBoundingBox;
  /** Computed `display`. */
  displayType: string;
  /** Computed `position`. */
  positionType: string;
  /** Computed `flex-direction`. */
  flexDirection: string;
  /** Computed `float`. */
  floatVal: string;
  /** Id of the scope (from scopeLookup) that holds this codebase id, or null. */
  scope: string | null;
  /** Where the element is written, when the page's dev server says so on the element (`SourcePosition`); else null. Its attributes are then not among `props`. */
  source: SourcePosition | null;
  /** Depth from the root (root = 0). */
  level: number;
}

/**
 * A node in the compact format (docs/protocol.md §7), which hosts taking patches get: nothing the
 * host can derive is sent (parent, storyboard id, unique path and level follow from the nesting; the
 * page's own classes from the class attribute), and empty or default values are left out. The fields
 * most nodes carry have one-letter names (since protocol 5): their names were a fifth of a first
 * tree's bytes, which the frame serialises and posts and the host parses while an editor waits.
 */
export interface CompactNavTreeNode {
  /** `name`: the lookup's name for the codebase id, else the `.astro` component the element begins or an Astro island's component, else the lowercase tag name. */
  n: string;
  /** The box, `[x, y, width, height]` (`CompactBox`): rounded to 1/100 px, x and y relative to the node's reference. */
  b: CompactBox;
  /** `displayType`: the computed `display`. */
  d: string;
  /** The class attribute as written; `classList` is its classes, split on ASCII whitespace, each once, in order. Left out when there is none. */
  c?: string;
  /** The codebase id; left out when it is the first codebase-id class of `c`. */
  i?: string;
  /** `literalChildren`; left out when empty. */
  t?: { index: number; value: string }[];
  /** `props`; left out when empty. */
  p?: Record<string, NavProp>;
  /** `children`, in the compact format; left out when empty. */
  k?: CompactNavTreeNode[];
  /** Present (true) only for components. */
  isComponent?: true;
  /** Left out when `static`. */
  positionType?: string;
  /** Left out when `row`. */
  flexDirection?: string;
  /** Left out when `none`. */
  floatVal?: string;
  /** Left out when null. */
  scope?: string;
  /** `source`: where the element is written, as `[file, line, column]`; left out when null. */
  s?: [file: string, line: number, column: number];
}

/**
 * A box in the compact format and in patches (docs/protocol.md §7): `[x, y, width, height]`, where x
 * and y are relative to the top left corner of the node's reference — its previous sibling's box, or
 * its parent's for a first child — and page coordinates for the root. Content that a change above it
 * shifts keeps its boxes, so only the first node of each shifted run is sent.
 */
export type CompactBox = [x: number, y: number, width: number, height: number];

/** A node's new relative box in a patch: its element key, then the `CompactBox`. */
export type BoxChange = [key: string, x: number, y: number, width: number, height: number];

/** A whole tree in the compact format: the storyboard id every key carries, and the root. */
export interface CompactNavTree {
  storyboardId: string;
  root: CompactNavTreeNode;
}

/**
 * In a patch's `boxRuns` (protocol 6): the children of `parentKey` whose index (the end of their
 * unique path) is `from` to `to`, both included, each take this relative box (`CompactBox`): a run of
 * siblings that all moved alike (a list whose width changed), sent once instead of once per child.
 */
export type BoxRun = [parentKey: string, from: number, to: number, x: number, y: number, width: number, height: number];

/** In a patch's `shifted`: the children of `parentKey` at index `from` or more move by `delta`. */
export type ShiftedChildren = [parentKey: string, from: number, delta: number];

/** The fields of a node a patch may change: everything but its place (key, parent, level) and children. */
export type NavTreeNodeFields = Partial<Omit<NavTreeNode, 'parent' | 'children' | 'tempoElement' | 'level'>>;

/**
 * What changed in the tree between two versions (docs/protocol.md §7). Nodes are named by their
 * element key, which holds their place (the unique path), so an element that moved, or whose
 * codebase id changed, is removed under its old key and added under its new one; siblings that
 * kept their order but not their index come in `shifted`.
 */
export interface NavTreePatch {
  /** The version this patch makes: `baseVersion + 1`. */
  version: number;
  /** The version of the tree (NAV_TREE or the last patch) this patch applies to. */
  baseVersion: number;
  /** Keys of nodes removed, each with its whole subtree; applied first. */
  removed: string[];
  /**
   * From the frame only (left out when empty; protocol 3), applied after `removed`: kept siblings
   * whose index changed because something before them was inserted, removed or moved. Each
   * `[parentKey, from, delta]` moves the children of the node `parentKey` (its key before this
   * patch) whose index — the end of their unique path, as after the removals — is `from` or more by
   * `delta`; a parent's entries add up. A moved child and every node below it get the new unique
   * path, hence a new key (and their children a new `parent`), which the rest of the patch uses; they
   * keep their fields and relative boxes. The SDK applies these and gives listeners the moved
   * subtrees in `removed` (old keys) and `added` (whole, new keys) instead.
   */
  shifted?: ShiftedChildren[];
  /** New nodes with their subtrees, each under its `parent` at the index its unique path ends with; applied after the removals, in order. */
  added: NavTreeNode[];
  /**
   * Nodes that stayed, by key, with only the fields that changed. From the frame, boxes come in
   * `boxes` instead; the SDK's patch event lists here the new page box of every node that moved.
   */
  changed: { key: string; fields: NavTreeNodeFields }[];
  /**
   * From the frame only (left out when empty): the nodes whose relative box (`CompactBox`) changed,
   * applied last. Every other kept node keeps its relative box, so its page box follows its
   * reference's. Nodes in `added` bring page boxes. The SDK applies these and leaves them out.
   */
  boxes?: BoxChange[];
  /**
   * From the frame only (left out when empty; protocol 6), applied with `boxes`: runs of at least
   * three consecutive kept siblings that take the same relative box, each as one `BoxRun` rather
   * than one `boxes` entry per sibling. The SDK applies these and leaves them out.
   */
  boxRuns?: BoxRun[];
}
