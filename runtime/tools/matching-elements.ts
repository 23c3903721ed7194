// countMatchingElements: how many elements of the page a selector styles, for an editor that says
// what a change to a rule reaches ("affects 3 headings"). A rule for a state (`a:hover`) styles the
// elements it names when they are in that state, and a pseudo-element (`::before`) is part of its
// element: both count the elements, not the few that are hovered now. A rule whose elements only a
// state names (`:focus-visible`) counts none: whichever element takes the state.
import { splitSelectorList, withoutPseudoClasses } from './css-rules/selector-text';
import type { StyleScope } from './css-rules/collect';

/** Pseudo-classes of a passing state: the element is styled by the rule whenever it is in the state. */
const STATES = new Set(['hover', 'focus', 'focus-visible', 'focus-within', 'active', 'visited', 'target', 'checked', 'invalid', 'valid', 'required', 'disabled', 'enabled', 'placeholder-shown']);
const PSEUDO_ELEMENT = /::?(?:before|after|first-line|first-letter|marker|placeholder|selection|backdrop|file-selector-button)\b|::[\w-]+(?:\([^)]*\))?/gi;

/** A subject that is only states (`:focus-visible`, `.footer :hover`): whichever element has the state, which no count can say. */
const ONLY_STATES = /(?:^|[\s>+~])((?::[\w-]+)+)\s*$/;

/** One complex selector as `querySelectorAll` can match the elements it styles; null for one whose elements only a state names. */
function matchable(branch: string): string | null {
  const text = branch.replace(PSEUDO_ELEMENT, '');
  const states = ONLY_STATES.exec(text)?.[1];
  if (states?.split(':').filter(Boolean).every((name) => STATES.has(name.toLowerCase()))) return null;
  // A pseudo-element alone (`::before`) or after a combinator styles every element there.
  return withoutPseudoClasses(!text.trim() || /[\s>+~]$/.test(text) ? `${text}*` : text, STATES);
}

/** The elements of `scopes` that `selector` styles; null when the browser rejects it. */
export function elementsStyledBy(scopes: readonly StyleScope[], selector: string): Set<Element> | null {
  const found = new Set<Element>();
  let valid = false;
  for (const branch of splitSelectorList(selector)) {
    const text = matchable(branch);
    if (text === null) {
      valid = true;
      continue;
    }
    for (const scope of scopes) {
      try {
        for (const element of scope.querySelectorAll(text)) found.add(element);
        valid = true;
      } catch {
        // A selector the browser cannot match from script (`:host`, an unknown pseudo-class): no elements.
      }
    }
  }
  return valid ? found : null;
}

/** Per selector, how many elements it styles (-1 for one the browser rejects). */
export function countMatchingElements(scopes: readonly StyleScope[], selectors: readonly string[]): number[] {
  return selectors.map((selector) => elementsStyledBy(scopes, selector)?.size ?? -1);
}
