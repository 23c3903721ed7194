// The editor's one store: the state, changed only by the reducer, read by React through
// useSyncExternalStore and by actions (which run across awaits) through getState().
import { editorReducer, type EditorAction } from './reducer';
import { initialState, type EditorState } from './model';

export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createStore(initial: EditorState = initialState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
