// An element's classes as the nav tree reads them: the class attribute as one string, split into
// what `classList` holds only when a node needs the list (the compact tree sends the string as
// written, docs/protocol.md §7, and the host splits it the same way).
import { CODEBASE_ID_PREFIX, isMarkupCodebaseId } from './keys';

/**
 * The class attribute as one string. Reading it (instead of `classList[i]`, an indexed lookup that is
 * slow to call from script) keeps the class scan cheap on every element of the page.
 */
export function classAttributeOf(el: Element): string {
  const className: unknown = el.className;
  // SVG elements answer an SVGAnimatedString.
  return typeof className === 'string' ? className : (el.getAttribute('class') ?? '');
}

/** ASCII whitespace besides the space (which `split` handles). */
const OTHER_WHITESPACE = /[\t\n\f\r]/;
const ALL_OTHER_WHITESPACE = /[\t\n\f\r]/g;
/** Arrays this short are deduplicated by scanning, longer ones with a Set. */
const SMALL_CLASS_COUNT = 16;

const spaced = (value: string): string => (OTHER_WHITESPACE.test(value) ? value.replace(ALL_OTHER_WHITESPACE, ' ') : value);

/** What `classList` holds: tokens split on ASCII whitespace, without empty tokens or repeats. */
export function classTokens(value: string): string[] {
  if (value === '') return [];
  const parts = spaced(value).split(' ');
  const tokens: string[] = [];
  const seen = parts.length > SMALL_CLASS_COUNT ? new Set<string>() : null;
  for (const part of parts) {
    if (part === '') continue;
    if (seen === null ? tokens.includes(part) : seen.has(part)) continue;
    seen?.add(part);
    tokens.push(part);
  }
  return tokens;
}

/**
 * The first of the classes in `value` (a class attribute) that is a codebase id, or null: what
 * `firstCodebaseIdClass(classTokens(value))` answers, without splitting the attribute (every
 * codebase id, placeholders included, starts with the prefix searched for).
 */
export function firstCodebaseIdIn(value: string): string | null {
  if (value.length < CODEBASE_ID_PREFIX.length) return null;
  const text = spaced(value);
  for (let at = text.indexOf(CODEBASE_ID_PREFIX); at !== -1; at = text.indexOf(CODEBASE_ID_PREFIX, at + 1)) {
    // Only at the start of a class.
    if (at > 0 && text.charCodeAt(at - 1) !== 32) continue;
    const end = text.indexOf(' ', at);
    const name = end === -1 ? text.slice(at) : text.slice(at, end);
    if (isMarkupCodebaseId(name)) return name;
  }
  return null;
}
