// Creating change items: fresh uuid v4, default name, all progress flags false.
import type { ChangeFieldsByType, ChangeItemData, ChangeType } from '../../../types';
import { v4 } from 'uuid';
import { expectString } from './checks';
import { assembleItem, readChangeFields } from './item';
import { DEFAULT_CHANGE_NAMES, assertChangeType } from './names';
import { assertUuidV4 } from './uuid';

export interface CreateChangeItemOptions {
  /** A uuid v4; throws `Invalid UUID` otherwise. */
  id?: string;
  changeName?: string;
}

/** Fields are checked and copied as for a rebuilt item: callers may pass data straight from JSON. */
export function createChangeItem<T extends ChangeType>(
  type: T,
  changeFields: ChangeFieldsByType[T],
  options: CreateChangeItemOptions = {},
): ChangeItemData<T> {
  assertChangeType(type);
  const id = options.id ?? v4();
  assertUuidV4(id);
  const changeName = options.changeName === undefined ? DEFAULT_CHANGE_NAMES[type] : expectString(options.changeName, `${type}.changeName`);
  return assembleItem({ id, type, changeName }, readChangeFields(type, changeFields, `${type}.changeFields`), {
    consumed: false,
    failed: false,
    instantUpdateSent: false,
    instantUpdateFinished: false,
    instantUpdateSuccessful: false,
  });
}
