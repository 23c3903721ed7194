// What the runtime itself puts into the page, and how to tell it from the page's own: the class
// names it adds to elements and the <style> elements it injects. One home, so the navigation tree,
// the class list, the CSS rule processor and the class suggestions all agree on what is ours.
import { ADD_JSX_PLACEHOLDER_PREFIX, isMarkupCodebaseId } from './keys';

/** Every class the runtime adds to page elements for instant updates and drag previews starts so. */
export const RUNTIME_CLASS_PREFIX = 'arb89-';
/** Forced pseudo-class states: `tempo-force-hover` stands in for `:hover`. */
export const FORCE_CLASS_PREFIX = 'tempo-force-';
/** Set on every <style> the runtime injects into the page (instant updates, forced states, storyboard layout). */
export const RUNTIME_STYLE_ATTRIBUTE = 'data-arb89-style';
/** Also on the instant updates' <style> elements: tells them from the runtime's other styles. */
export const INSTANT_STYLE_ATTRIBUTE = 'data-arb89-instant';

const INJECTED_CLASS_PREFIXES = [RUNTIME_CLASS_PREFIX, FORCE_CLASS_PREFIX, ADD_JSX_PLACEHOLDER_PREFIX];

/** Whether the runtime added this class to the element (the page did not). */
export function isInjectedClass(name: string): boolean {
  const first = name.charCodeAt(0);
  // Every injected prefix starts with `a` or `t`: most classes are ruled out by one comparison.
  if (first !== 97 && first !== 116) return false;
  for (const prefix of INJECTED_CLASS_PREFIXES) if (name.startsWith(prefix)) return true;
  return false;
}

/** Whether the page set this class for its own styling: neither a codebase id nor one the runtime injected. */
export function isPageClass(name: string): boolean {
  return !isInjectedClass(name) && !(name.charCodeAt(0) === 116 /* t */ && isMarkupCodebaseId(name));
}

/** Whether a style sheet is one of the runtime's own <style> elements. */
export function isRuntimeStyleSheet(sheet: CSSStyleSheet): boolean {
  const owner = sheet.ownerNode;
  return !!owner && owner.nodeType === 1 && (owner as Element).hasAttribute(RUNTIME_STYLE_ATTRIBUTE);
}
