// The host's lookups (docs/protocol.md §4 initProject, setNewLookups): checked whole before anything
// is merged, and merged with `null` deleting a key.
import { expectRecordOrNull, isRecord } from '../../../shared/validate';

export type LookupUpdate = Record<string, Record<string, unknown> | null>;

/** Each value an object, or `null` (which deletes the key on merge). */
export function expectLookup(value: unknown, name: string): LookupUpdate | null {
  const lookup = expectRecordOrNull(value, name);
  for (const [key, entry] of Object.entries(lookup ?? {})) {
    if (entry !== null && !isRecord(entry)) throw new Error(`${name}[${JSON.stringify(key)}] must be an object or null`);
  }
  return lookup as LookupUpdate | null;
}

/** A checked update merged into `current`; a `null` value deletes the key. */
export function mergeLookup<T>(current: Record<string, T>, update: LookupUpdate | null): Record<string, T> {
  if (!update) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value as T;
  }
  return merged;
}
