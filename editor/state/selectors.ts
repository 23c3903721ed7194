// Reads of the editor's state that every part asks for; renderings come from lib/renderings.ts,
// derived once per tree.
import type { NavTreeNode } from '../../types';
import { selectionOf, type EditorState } from './model';

export { renderingCounts, renderingIndex, renderingsOf } from '../lib/renderings';

export const nodeOf = (state: Pick<EditorState, 'tree'>, key: string | null): NavTreeNode | undefined => (key ? state.tree?.nodes.get(key) : undefined);

const noNodes: ReadonlyMap<string, NavTreeNode> = new Map();

/** Every node of the page by key (the SDK's index; empty without a tree). */
export const nodesOf = (state: Pick<EditorState, 'tree'>): ReadonlyMap<string, NavTreeNode> => state.tree?.nodes ?? noNodes;

/** The selected nodes (the multi-selection, or the selected element), in selection order. */
export const selectedNodes = (state: EditorState): NavTreeNode[] => selectionOf(state).map((key) => nodeOf(state, key)).filter((node): node is NavTreeNode => !!node);

/** The path of the page the preview shows (`/`, `/privacy-policy`), for the server to count renderings on. */
export function pagePathOf(state: Pick<EditorState, 'href'>, previewUrl: string): string {
  try {
    return new URL(state.href || previewUrl).pathname;
  } catch {
    // An address that is not a URL: the home page.
    return '/';
  }
}
