// Element keys and codebase ids (docs/protocol.md §6).
import { ELEMENT_ID_PATTERN, SPECIAL_IDS, elementKey, type TempoElement } from '../../types';

const PATH_PATTERN = /^[A-Za-z0-9-]+$/;

export const CODEBASE_ID_PREFIX = 'tempo-';
export const WRAP_IN_DIV_PLACEHOLDER = 'tempo-wrap-in-div-placeholder';
export const DUPLICATE_PLACEHOLDER_PREFIX = 'tempo-duplicate-placeholder-';
export const ADD_JSX_PLACEHOLDER_PREFIX = 'tempo-add-jsx-placeholder-';

/** Whether `id` is a string of only letters, digits, `-` and `_`. */
export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && ELEMENT_ID_PATTERN.test(id);
}

/** Throws unless `id` holds only letters, digits, `-` and `_`. */
export function assertValidId(kind: 'codebase id' | 'storyboard id', id: unknown): asserts id is string {
  if (!isValidId(id)) {
    throw new Error(`Invalid ${kind}: ${JSON.stringify(id)} (only letters, digits, "-" and "_" are allowed)`);
  }
}

/** `${codebaseId}_${storyboardId}_${uniquePath}`; the ids are validated, the path may not contain `_`. */
export function formatElementKey({ codebaseId, storyboardId, uniquePath }: TempoElement): string {
  assertValidId('codebase id', codebaseId);
  assertValidId('storyboard id', storyboardId);
  if (!PATH_PATTERN.test(uniquePath)) throw new Error(`Invalid unique path: ${JSON.stringify(uniquePath)}`);
  return elementKey({ codebaseId, storyboardId, uniquePath });
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
  return className === WRAP_IN_DIV_PLACEHOLDER || className.startsWith(DUPLICATE_PLACEHOLDER_PREFIX) || isUuidCodebaseId(className);
}

/** `tempo-<uuid v1–5>`: an id from the source, not a placeholder. */
export function isUuidCodebaseId(name: string): boolean {
  return name.length === CODEBASE_ID_PREFIX.length + 36 && UUID_CODEBASE_ID.test(name);
}

/**
 * What uuid's `validate` plus a version of 1 to 5 accept, after the prefix: 8-4-4-4-12 hex digits,
 * version 1–5, variant 8/9/a/b. A regex: the nav tree tests every element's codebase-id class, on
 * code not yet compiled when it builds the first tree, and the regex runs compiled from the start.
 */
const UUID_CODEBASE_ID = new RegExp(`^${CODEBASE_ID_PREFIX}[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, 'i');

/** The first class that is a codebase id: the node's id when it comes from its classes. */
export function firstCodebaseIdClass(classList: readonly string[]): string | undefined {
  return classList.find((name) => name.charCodeAt(0) === 116 /* t */ && isMarkupCodebaseId(name));
}

export const STORYBOARD_TOP = SPECIAL_IDS.storyboardTop;

/** A node's index among its parent's children: the last part of its unique path (`0-3-2` → 2). */
export function pathIndex(node: { tempoElement: TempoElement }): number {
  const path = node.tempoElement.uniquePath;
  return Number(path.slice(path.lastIndexOf('-') + 1));
}
