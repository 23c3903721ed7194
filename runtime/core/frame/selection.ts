// Hover and selection as a pure reducer: every change goes through `next`, which answers the new
// state, the events the editor must hear, and whether text editing ends, so the composition applies
// them all one way (selection-service.ts, `change`).
import type { FrameEventName } from '../../../types';

export interface Selection {
  /** The element under the pointer, or the one the editor hovers. */
  readonly hovered: string | null;
  /** The selected element; with a multi-selection, its first member. */
  readonly selected: string | null;
  /** Two or more sibling keys selected together; empty otherwise. */
  readonly multiSelected: readonly string[];
}

export type SelectionEvent = Extract<FrameEventName, 'HOVERED_ELEMENT_KEY' | 'SELECTED_ELEMENT_KEY' | 'MULTI_SELECTED_ELEMENT_KEYS'>;

export type SelectionAction =
  /**
   * The element under the pointer, or none; or (`byEditor`) the one setHoveredElement names. The
   * editor hears of the pointer's changes only, never of its own.
   */
  | { type: 'hover'; key: string | null; byEditor?: boolean }
  /** A click (or setSelectedElement, `byEditor`) selects one element, or nothing. */
  | { type: 'select'; key: string | null; byEditor?: boolean }
  /** A shift-click adds a sibling of the selection, or takes a member out; any other element is selected alone. */
  | { type: 'toggle'; key: string; areSiblings: (a: string, b: string) => boolean }
  /** setMultiselectedElementKeys: its first key is the selected one. */
  | { type: 'selectMany'; keys: readonly string[] }
  /**
   * The tree was built again: keys name places, so the same elements may have new keys now, or none
   * (they left the page). Carries each held element's key after the build, null when it is gone.
   */
  | { type: 'follow'; hovered: string | null; selected: string | null; multiSelected: readonly (string | null)[] }
  /** initProject: a new storyboard starts with nothing hovered or selected. */
  | { type: 'reset' };

export interface Transition {
  /** The same object as before when nothing changed. */
  state: Selection;
  /** To post, in this order, with the new state's fields. */
  events: SelectionEvent[];
  /** The text being edited is committed first: the element it belongs to is no longer the selection alone. */
  endTextEdit: boolean;
}

export const NO_SELECTION: Selection = { hovered: null, selected: null, multiSelected: [] };

/** The keys the selection outline covers. */
export function selectedKeys({ selected, multiSelected }: Selection): readonly string[] {
  return multiSelected.length > 1 ? multiSelected : selected ? [selected] : [];
}

const SELECTED = 'SELECTED_ELEMENT_KEY';
const MULTI = 'MULTI_SELECTED_ELEMENT_KEYS';
const to = (state: Selection, events: SelectionEvent[] = [], endTextEdit = false): Transition => ({ state, events, endTextEdit });

export function next(state: Selection, action: SelectionAction): Transition {
  switch (action.type) {
    case 'hover': {
      const { key, byEditor } = action;
      if (byEditor) return to({ ...state, hovered: key });
      return key === state.hovered ? to(state) : to({ ...state, hovered: key }, ['HOVERED_ELEMENT_KEY']);
    }
    case 'select': {
      const { key, byEditor } = action;
      // Leaving a multi-selection tells the editor that it is empty now.
      const events: SelectionEvent[] = byEditor ? [] : state.multiSelected.length ? [SELECTED, MULTI] : [SELECTED];
      return to({ ...state, selected: key, multiSelected: [] }, events, key !== state.selected);
    }
    case 'toggle': {
      const { key } = action;
      const current = selectedKeys(state);
      if (!current.length || !action.areSiblings(current[0]!, key)) return next(state, { type: 'select', key });
      const keys = current.includes(key) ? current.filter((member) => member !== key) : [...current, key];
      return to({ ...state, selected: keys[0] ?? null, multiSelected: keys.length > 1 ? keys : [] }, keys.length > 1 ? [MULTI] : [SELECTED, MULTI], true);
    }
    case 'selectMany': {
      const { keys } = action;
      return to({ ...state, selected: keys[0] ?? null, multiSelected: keys.length > 1 ? keys : [] }, [], true);
    }
    case 'follow':
      return follow(state, action);
    case 'reset':
      return to(NO_SELECTION);
  }
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** Every key that changed is announced, whoever set it: the editor knows the old keys only. */
function follow(state: Selection, action: Extract<SelectionAction, { type: 'follow' }>): Transition {
  const events: SelectionEvent[] = [];
  const hovered = action.hovered;
  if (hovered !== state.hovered) events.push('HOVERED_ELEMENT_KEY');
  let selected = action.selected;
  let multiSelected: readonly string[] = [];
  if (state.multiSelected.length) {
    const members = action.multiSelected.filter((key): key is string => key !== null);
    if (members.length > 1) {
      multiSelected = sameKeys(members, state.multiSelected) ? state.multiSelected : members;
      selected = members[0]!;
      if (multiSelected !== state.multiSelected) events.push(MULTI);
    } else {
      // One member left is a selection of one; the editor hears both, as when a shift-click leaves one.
      selected = members[0] ?? null;
      events.push(SELECTED, MULTI);
    }
  } else if (selected !== state.selected) {
    events.push(SELECTED);
  }
  if (!events.length) return to(state);
  return to({ hovered, selected, multiSelected }, events, selected !== state.selected);
}
