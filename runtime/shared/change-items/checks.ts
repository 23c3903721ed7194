// Field checks for change items, which come from untrusted JSON. Each error names the field's path.
import { ELEMENT_ID_PATTERN } from '../../../types';
import { expectString, isRecord } from '../validate';

export { expectBoolean, expectString, expectStringArray } from '../validate';

/** Codebase ids, storyboard ids and element keys hold only these (ELEMENT_ID_PATTERN). */
const ID_RULE = 'letters, digits, "-" and "_" only';

export function expectObject(value: unknown, name: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${name} must be an object`);
  return value;
}

export function expectNonEmptyString(value: unknown, name: string): string {
  const text = expectString(value, name);
  if (text === '') throw new Error(`${name} must not be empty`);
  return text;
}

export function expectId(value: unknown, name: string, kind = 'codebase id'): string {
  const id = expectString(value, name);
  if (!ELEMENT_ID_PATTERN.test(id)) throw new Error(`${name} must be a valid ${kind} (${ID_RULE})`);
  return id;
}

export function expectIdArray(value: unknown, name: string, kind = 'codebase id'): string[] {
  if (!Array.isArray(value)) throw new Error(`${name} must be an array of strings`);
  return Array.from(value, (item: unknown, index) => expectId(item, `${name}[${index}]`, kind));
}

/** `{ key: string | null }`, as styling changes are (null unsets a property). */
export function expectStringOrNullRecord(value: unknown, name: string): Record<string, string | null> {
  const entries = Object.entries(expectObject(value, name)).map(([key, item]): [string, string | null] => {
    if (item !== null && typeof item !== 'string') throw new Error(`${name}.${key} must be a string or null`);
    return [key, item];
  });
  // fromEntries: a `__proto__` key stays an own property instead of setting the prototype.
  return Object.fromEntries(entries);
}

/** Optional fields: absent, undefined and null (how many JSON encoders write "absent") all mean absent. */
export function optional<T>(value: unknown, name: string, check: (value: unknown, name: string) => T): T | undefined {
  return value === undefined || value === null ? undefined : check(value, name);
}

/** Drops undefined-valued keys, so absent optional fields stay absent (and round trips stay deep-equal). */
export function compact<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
