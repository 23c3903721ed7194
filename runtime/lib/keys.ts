// Element keys and codebase ids (SPEC.md §3/§5, PROTOCOL.md §6).
import { validate as isUuid, version as uuidVersion } from 'uuid';
import { SPECIAL_IDS, type TempoElement } from '../../types';

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const PATH_PATTERN = /^[A-Za-z0-9-]+$/;

export const CODEBASE_ID_PREFIX = 'tempo-';
export const WRAP_IN_DIV_PLACEHOLDER = 'tempo-wrap-in-div-placeholder';
export const DUPLICATE_PLACEHOLDER_PREFIX = 'tempo-duplicate-placeholder-';
export const ADD_JSX_PLACEHOLDER_PREFIX = 'tempo-add-jsx-placeholder-';

/** Throws unless `id` holds only letters, digits, `-` and `_`. */
export function assertValidId(kind: 'codebase id' | 'storyboard id', id: unknown): asserts id is string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw new Error(`Invalid ${kind}: ${JSON.stringify(id)} (only letters, digits, "-" and "_" are allowed)`);
  }
}

/** `${codebaseId}_${storyboardId}_${uniquePath}`; the ids are validated, the path may not contain `_`. */
export function formatElementKey({ codebaseId, storyboardId, uniquePath }: TempoElement): string {
  assertValidId('codebase id', codebaseId);
  assertValidId('storyboard id', storyboardId);
  if (!PATH_PATTERN.test(uniquePath)) throw new Error(`Invalid unique path: ${JSON.stringify(uniquePath)}`);
  return `${codebaseId}_${storyboardId}_${uniquePath}`;
}

/**
 * Splits a key back into its parts. The path is everything after the last `_`; the storyboard id is
 * given (every key of a frame carries the frame's storyboard id), so codebase and storyboard ids may
 * themselves contain `_` (e.g. `__next`) and the key still round-trips.
 */
export function parseElementKey(key: string, storyboardId: string): TempoElement {
  if (typeof key !== 'string') throw new Error(`Invalid element key: ${JSON.stringify(key)}`);
  const lastUnderscore = key.lastIndexOf('_');
  const uniquePath = key.slice(lastUnderscore + 1);
  const head = key.slice(0, lastUnderscore);
  const suffix = `_${storyboardId}`;
  if (lastUnderscore < 0 || !PATH_PATTERN.test(uniquePath) || !head.endsWith(suffix) || head.length === suffix.length) {
    throw new Error(`Invalid element key for storyboard ${storyboardId}: ${JSON.stringify(key)}`);
  }
  const codebaseId = head.slice(0, head.length - suffix.length);
  assertValidId('codebase id', codebaseId);
  return { codebaseId, storyboardId, uniquePath };
}

/** A codebase id as it may appear in markup: `tempo-<uuid v1–5>` or one of the placeholders. */
export function isMarkupCodebaseId(className: string): boolean {
  if (!className.startsWith(CODEBASE_ID_PREFIX)) return false;
  if (className === WRAP_IN_DIV_PLACEHOLDER || className.startsWith(DUPLICATE_PLACEHOLDER_PREFIX)) return true;
  const uuid = className.slice(CODEBASE_ID_PREFIX.length);
  return uuid.length === 36 && isUuid(uuid) && uuidVersion(uuid) >= 1 && uuidVersion(uuid) <= 5;
}

/** The element's codebase id (its first class that is one), or null. */
export function codebaseIdOf(element: Element): string | null {
  const list = element.classList;
  for (let i = 0; i < list.length; i++) {
    const name = list[i]!;
    // Cheap prefix test first: this runs for every element of the page on each tree build.
    if (name.charCodeAt(0) === 116 /* t */ && isMarkupCodebaseId(name)) return name;
  }
  return null;
}

export const STORYBOARD_TOP = SPECIAL_IDS.storyboardTop;
