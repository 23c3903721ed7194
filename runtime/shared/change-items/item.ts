// Reading whole change items from untrusted data: every field checked, everything copied.
import type { ChangeFieldsByType, ChangeItemData, ChangeItemStatus, ChangeType } from '../../../types';
import { compact, expectBoolean, expectId, expectIdArray, expectString, optional } from './checks';
import { FLAT_FIELD_READERS, type FieldsReader } from './fields';
import { isRecord } from '../validate';
import { copyJson } from './json';
import { DEFAULT_CHANGE_NAMES, assertChangeType } from './names';
import { assertUuidV4 } from './uuid';

const FIELD_READERS: { readonly [K in ChangeType]: FieldsReader<K> } = {
  ...FLAT_FIELD_READERS,
  UNDO: (raw, name) => ({ changeToUndo: readChangeItem(nestedItem(raw, name, 'changeToUndo'), `${name}.changeToUndo`) }),
  REDO: (raw, name) => ({ changeToRedo: readChangeItem(nestedItem(raw, name, 'changeToRedo'), `${name}.changeToRedo`) }),
};

function nestedItem(raw: unknown, name: string, key: string): unknown {
  if (!isRecord(raw)) throw new Error(`${name} must be an object`);
  const item = raw[key];
  if (item === undefined || item === null) throw new Error(`${name}.${key} is required`);
  return item;
}

export function readChangeFields<T extends ChangeType>(type: T, raw: unknown, name: string): ChangeFieldsByType[T] {
  return FIELD_READERS[type](raw, name);
}

/** Status flags default to false when absent; absent optional entries stay absent. */
export function readStatus(raw: Record<string, unknown>, name: string): ChangeItemStatus {
  const flag = (key: keyof ChangeItemStatus): boolean => optional(raw[key], `${name}.${key}`, expectBoolean) ?? false;
  const elementKeys = (value: unknown, field: string): string[] => expectIdArray(value, field, 'element key');
  return compact({
    consumed: flag('consumed'),
    failed: flag('failed'),
    instantUpdateSent: flag('instantUpdateSent'),
    instantUpdateFinished: flag('instantUpdateFinished'),
    instantUpdateSuccessful: flag('instantUpdateSuccessful'),
    elementKeysToSelectAfterInstantUpdate: optional(raw.elementKeysToSelectAfterInstantUpdate, `${name}.elementKeysToSelectAfterInstantUpdate`, elementKeys),
    elementKeysToSelectAfterUndoInstantUpdate: optional(raw.elementKeysToSelectAfterUndoInstantUpdate, `${name}.elementKeysToSelectAfterUndoInstantUpdate`, elementKeys),
    // null is kept: it is data the frame chose to send, unlike an absent field.
    instantUpdateData: raw.instantUpdateData === undefined ? undefined : copyJson(raw.instantUpdateData, `${name}.instantUpdateData`),
  });
}

/** The one place the type/changeFields pairing is asserted: TypeScript cannot relate a generic T to the distributive ChangeItemData<T>. */
export function assembleItem<T extends ChangeType>(
  head: { id: string; type: T; changeName: string },
  changeFields: ChangeFieldsByType[T],
  status: ChangeItemStatus,
): ChangeItemData<T> {
  return { ...head, changeFields, ...status } as unknown as ChangeItemData<T>;
}

/**
 * A checked copy of a change item. `name` is the path in error messages; it defaults to the item's
 * type, so messages read `STYLING.changeFields.codebaseId must be a string`.
 */
export function readChangeItem(raw: unknown, name?: string): ChangeItemData {
  if (!isRecord(raw)) throw new Error(`${name ?? 'Change item'} must be an object`);
  const item = raw;
  const type = item.type;
  assertChangeType(type);
  const path = name ?? type;
  assertUuidV4(item.id);
  const changeName = optional(item.changeName, `${path}.changeName`, expectString) ?? DEFAULT_CHANGE_NAMES[type];
  const changeFields = readChangeFields(type, item.changeFields, `${path}.changeFields`);
  return assembleItem({ id: item.id, type, changeName }, changeFields, readStatus(item, path));
}

/** Canvas ids go into URL paths, so they get the same character rule as other ids. */
export function expectCanvasId(value: unknown): string {
  return expectId(value, 'canvasId', 'canvas id');
}
