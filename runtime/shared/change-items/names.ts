// Change types and their default human-readable names.
import { CHANGE_TYPES, type ChangeType } from '../../../types';

/** Shown in the editor's history when the creator gave no name. */
export const DEFAULT_CHANGE_NAMES: Readonly<Record<ChangeType, string>> = {
  STYLING: 'Change styling',
  ADD_JSX: 'Add element',
  MOVE_JSX: 'Move element',
  REMOVE_JSX: 'Delete element',
  CHANGE_PROP: 'Change prop',
  ADD_CLASS: 'Add class',
  REMOVE_CLASS: 'Remove class',
  EDIT_TEXT: 'Edit text',
  WRAP_DIV: 'Wrap in div',
  CHANGE_TAG: 'Change tag',
  DUPLICATE: 'Duplicate',
  STYLE_RULE: 'Change a style rule',
  UNDO: 'Undo',
  REDO: 'Redo',
  UNKNOWN: 'Unknown change',
};

export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'string' && (CHANGE_TYPES as readonly string[]).includes(value);
}

/** Throws `Unknown change type: {type}` (exact text) unless `value` is one of CHANGE_TYPES. */
export function assertChangeType(value: unknown): asserts value is ChangeType {
  if (!isChangeType(value)) throw new Error(`Unknown change type: ${String(value)}`);
}
