// The navigation tree the frame posts as NAV_TREE (PROTOCOL.md §7). Plain JSON on the wire.

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

export interface NavTreeNode {
  /** Element key of the parent node; null for the root. */
  parent: string | null;
  children: NavTreeNode[];
  classList: string[];
  /** Classes the page set itself (without codebase-id classes and runtime-injected ones). */
  directlySetClassList: string[];
  name: string;
  tempoElement: TempoElement;
  isComponent: boolean;
  props: Record<string, NavProp>;
  literalChildren: { index: number; value: string }[];
  pageBoundingBox: PageBoundingBox;
  displayType: string;
  positionType: string;
  flexDirection: string;
  floatVal: string;
  /** Id of the scope (from scopeLookup) that holds this codebase id, or null. */
  scope: string | null;
  /** Depth from the root (root = 0). */
  level: number;
}
