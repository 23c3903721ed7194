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
  const offset = CODEBASE_ID_PREFIX.length;
  return name.length === offset + 36 && name.startsWith(CODEBASE_ID_PREFIX) && isUuidV1to5At(name, offset);
}

/**
 * Whether the 36 characters at `offset` are what uuid's `validate` plus a version of 1 to 5 accept:
 * 8-4-4-4-12 hex digits, version 1–5, variant 8/9/a/b. Char codes, not a regex and slices: the nav
 * tree runs this for every element of the page.
 */
function isUuidV1to5At(text: string, offset: number): boolean {
  for (let i = 0; i < 36; i++) {
    const code = text.charCodeAt(offset + i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (code !== 45 /* - */) return false;
    } else if (i === 14) {
      if (code < 49 /* 1 */ || code > 53 /* 5 */) return false;
    } else if (i === 19) {
      if (code !== 56 && code !== 57 && (code | 32) !== 97 && (code | 32) !== 98) return false; // 8 9 a b A B
    } else if (!isHexDigit(code)) {
      return false;
    }
  }
  return true;
}

function isHexDigit(code: number): boolean {
  const lower = code | 32; // folds A–F onto a–f
  return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 102);
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

/** A node's index among its parent's children: the last part of its unique path (`0-3-2` → 2). */
export function pathIndex(node: { tempoElement: TempoElement }): number {
  const path = node.tempoElement.uniquePath;
  return Number(path.slice(path.lastIndexOf('-') + 1));
}
