// An element's classes as the nav tree reads them: the class attribute as one string, split into
// what `classList` holds only when a node needs the list (the compact tree sends the string as
// written, docs/protocol.md §7, and the host splits it the same way).
import { CODEBASE_ID_PREFIX, isMarkupCodebaseId, isUuidCodebaseId } from './keys';

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
  const seen = parts.length > SMALL_CLASS_COUNT ? new Set<string>() : null;
  // Null while every part is kept (the usual attribute): the split itself is the answer, no copy made.
  let tokens: string[] | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const leftOut = part === '' || (seen !== null ? seen.has(part) : tokens === null ? parts.indexOf(part) < i : tokens.includes(part));
    if (leftOut) {
      tokens ??= parts.slice(0, i);
      continue;
    }
    seen?.add(part);
    tokens?.push(part);
  }
  return tokens ?? parts;
}

/** The element's codebase id (its first class that is one), or null: the walk's scan, for one element. */
export function codebaseIdOf(element: Element): string | null {
  return firstCodebaseIdIn(classAttributeOf(element));
}

/** The length of `tempo-<uuid>`: most codebase-id classes are checked without scanning for their end. */
const UUID_CODEBASE_ID_LENGTH = CODEBASE_ID_PREFIX.length + 36;

/** ASCII whitespace (HTML's): what separates classes in the attribute, and what text of no content is made of. */
export function isAsciiWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/**
 * The first of the classes in `value` (a class attribute) that is a codebase id, or null: what
 * `firstCodebaseIdClass(classTokens(value))` answers, without splitting the attribute (every
 * codebase id, placeholders included, starts with the prefix searched for). The walk asks this of
 * every element, on code not yet compiled: a class that ends where a uuid id would is tested as
 * one at once, with one regex and no scan for its end or copy of the attribute.
 */
export function firstCodebaseIdIn(value: string): string | null {
  const length = value.length;
  for (let at = value.indexOf(CODEBASE_ID_PREFIX); at !== -1; at = value.indexOf(CODEBASE_ID_PREFIX, at + 1)) {
    // Only at the start of a class.
    if (at > 0 && !isAsciiWhitespace(value.charCodeAt(at - 1))) continue;
    const uuidEnd = at + UUID_CODEBASE_ID_LENGTH;
    if (uuidEnd === length || (uuidEnd < length && isAsciiWhitespace(value.charCodeAt(uuidEnd)))) {
      const name = value.slice(at, uuidEnd);
      if (isUuidCodebaseId(name)) return name;
    }
    let end = at + CODEBASE_ID_PREFIX.length;
    while (end < length && !isAsciiWhitespace(value.charCodeAt(end))) end++;
    const name = value.slice(at, end);
    if (isMarkupCodebaseId(name)) return name;
  }
  return null;
}
