// Reads of the editor's state that every part asks for; renderings come from lib/renderings.ts.
import type { NavTreeNode } from '../../types';
import { selectionOf, type EditorState } from './model';

export { renderingCounts, renderingIndex, renderingsOf } from '../lib/renderings';

export const nodeOf = (state: Pick<EditorState, 'index'>, key: string | null): NavTreeNode | undefined => (key ? state.index.get(key) : undefined);

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
