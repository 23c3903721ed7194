// Progress of a change item as pure transitions: each returns a new item.
import { INSTANT_UNDO_TYPES, type ChangeItemData } from '../../../types';
import { expectBoolean, expectIdArray } from './checks';
import { copyJson } from './json';

export type InstantUndoType = (typeof INSTANT_UNDO_TYPES)[number];

export function markInstantUpdateSent<I extends ChangeItemData>(item: I): I {
  return { ...item, instantUpdateSent: true };
}

/**
 * `instantUpdateData` is what the frame needs to revert its update; it travels back in UNDO items,
 * so it must be JSON (checked and copied). Finished implies sent, so that flag is set too.
 */
export function markInstantUpdateFinished<I extends ChangeItemData>(item: I, successful: boolean, instantUpdateData?: unknown): I {
  const finished = { ...item, instantUpdateSent: true, instantUpdateFinished: true, instantUpdateSuccessful: expectBoolean(successful, 'successful') };
  return instantUpdateData === undefined ? finished : { ...finished, instantUpdateData: copyJson(instantUpdateData, 'instantUpdateData') };
}

export function markConsumed<I extends ChangeItemData>(item: I, failed: boolean): I {
  return { ...item, consumed: true, failed: expectBoolean(failed, 'failed') };
}

/** Element keys the editor selects once the instant update is applied, and once it is undone. */
export function withKeysToSelect<I extends ChangeItemData>(item: I, afterInstantUpdate: readonly string[], afterUndo: readonly string[]): I {
  return {
    ...item,
    elementKeysToSelectAfterInstantUpdate: expectIdArray(afterInstantUpdate, 'afterInstantUpdate', 'element key'),
    elementKeysToSelectAfterUndoInstantUpdate: expectIdArray(afterUndo, 'afterUndo', 'element key'),
  };
}

/** Types whose instant update the frame can revert (and re-apply) at once. */
export function isInstantUndoable(item: ChangeItemData): item is ChangeItemData<InstantUndoType> {
  return (INSTANT_UNDO_TYPES as readonly string[]).includes(item.type);
}
