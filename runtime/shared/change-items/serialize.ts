// Change items as plain JSON-safe objects, and back (docs/protocol.md §6).
import type { ChangeItemData, ChangeType } from '../../../types';
import { readChangeItem } from './item';

/**
 * A fresh plain copy that JSON.stringify and postMessage carry unchanged. It goes through the same
 * checks as rebuilding, so an item that picked up non-JSON data fails here, not on the other side.
 */
export function serializeChangeItem<T extends ChangeType>(item: ChangeItemData<T>): ChangeItemData<T> {
  // readChangeItem keeps the type it read, so the copy has the input's type.
  return readChangeItem(item) as ChangeItemData<T>;
}

/**
 * Rebuilds an item from untrusted data: throws `Unknown change type: {type}`, `Invalid UUID`, or an
 * error naming the bad field. UNDO/REDO items rebuild their nested item the same way. Status flags
 * absent from the data become false; unknown top-level keys are dropped.
 */
export function rebuildChangeItem(plain: unknown): ChangeItemData {
  return readChangeItem(plain);
}
