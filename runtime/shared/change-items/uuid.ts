// Change item ids are uuid v4 (docs/protocol.md §6).
import { validate, version } from 'uuid';

export function isUuidV4(value: unknown): value is string {
  // `version` throws on invalid input, so it is only asked after `validate`.
  return typeof value === 'string' && validate(value) && version(value) === 4;
}

/** Throws `Invalid UUID` (exact text) unless `value` is a uuid v4. */
export function assertUuidV4(value: unknown): asserts value is string {
  if (!isUuidV4(value)) throw new Error('Invalid UUID');
}
