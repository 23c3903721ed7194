// Parsed selector lists, cached per selector text so repeated calls parse each selector once.
import { AttributeAction, SelectorType, isTraversal, type AttributeSelector, type Selector } from 'css-what';
import { splitSelectorList, withoutPseudoClasses } from './selector-text';
import { PSEUDO_CLASS_MODIFIERS } from '../../../types';
import { parseSelector, specificityOfTokens, type Specificity } from './specificity';

/** Pseudo-classes an editor can force on the selected element. */
export const MODIFIERS = new Set<string>(PSEUDO_CLASS_MODIFIERS);
/** Cheap pre-test so non-matching rules without a modifier are never parsed. */
export const MODIFIER_PATTERN = new RegExp(`:(?:${PSEUDO_CLASS_MODIFIERS.join('|')})(?![\\w-])`, 'i');

export interface Branch {
  /** This complex selector on its own, for `element.matches`. */
  text: string;
  specificity: Specificity;
  /** Modifier pseudo-classes on the subject (rightmost) compound. */
  modifiers: string[];
  /** The selector with those modifiers removed (the state treated as forced on), or null without any. */
  forced: string | null;
  /** Class names, id and tag of the subject compound: a cheap pre-test before `matches`. */
  classes: string[];
  id: string | null;
  tag: string | null;
  /** What every element the branch matches carries, as rule-index.ts spells it: `#id`, `.class`, `[attr`, `[attr=value`, tag. */
  keys: string[];
  /** The class name when the whole selector is exactly `.name`. */
  soleClass: string | null;
}

const cache = new Map<string, Branch[] | null>();

function isClass(t: Selector): t is AttributeSelector {
  // `.x` only: `[class~=x]` parses alike but without ignoreCase "quirks".
  return t.type === SelectorType.Attribute && t.name === 'class' && t.action === AttributeAction.Element && t.ignoreCase === 'quirks';
}

function toBranch(tokens: Selector[], text: string, single: boolean): Branch {
  let start = tokens.length;
  while (start > 0 && !isTraversal(tokens[start - 1]!)) start--;
  const subject = tokens.slice(start);
  const modifiers: string[] = [];
  const classes: string[] = [];
  const keys: string[] = [];
  let id: string | null = null;
  let tag: string | null = null;
  for (const t of subject) {
    if (t.type === SelectorType.Tag) tag = t.name.toLowerCase();
    else if (t.type === SelectorType.Attribute && t.name === 'id' && t.ignoreCase === 'quirks') id = t.value;
    else if (t.type === SelectorType.Attribute && t.ignoreCase !== 'quirks') {
      const name = t.name.toLowerCase();
      keys.push(`[${name}`);
      // Only an exact, case-sensitive value is a key.
      if (t.action === AttributeAction.Equals && !t.ignoreCase) keys.push(`[${name}=${t.value}`);
    }
    if (t.type === SelectorType.Pseudo && t.data === null && MODIFIERS.has(t.name)) modifiers.push(t.name);
    if (isClass(t)) classes.push(t.value);
  }
  if (id !== null) keys.push(`#${id}`);
  for (const name of classes) keys.push(`.${name}`);
  if (tag !== null) keys.push(tag);
  return {
    text,
    specificity: specificityOfTokens(tokens),
    modifiers,
    forced: modifiers.length ? withoutPseudoClasses(text, MODIFIERS) : null,
    classes,
    id,
    tag,
    keys,
    soleClass: single && tokens.length === 1 && isClass(tokens[0]!) ? tokens[0].value : null,
  };
}

/**
 * The branches of a selector list, or null when css-what cannot parse it.
 */
export function branchesOf(selector: string): Branch[] | null {
  let branches = cache.get(selector);
  if (branches !== undefined) return branches;
  try {
    const list = parseSelector(selector);
    const texts = list.length === 1 ? [selector] : splitSelectorList(selector);
    // Unreachable for selectors a browser serialised; a guard so a branch never gets another's text.
    if (texts.length !== list.length) throw new Error('Selector list split mismatch');
    branches = list.map((tokens, i) => toBranch(tokens, texts[i]!, list.length === 1));
  } catch {
    branches = null;
  }
  // Bounded: a page that keeps generating selectors must not grow this forever.
  if (cache.size > 20_000) cache.clear();
  cache.set(selector, branches);
  return branches;
}

/**
 * Whether the subject compound's tag, id and classes allow `element`; most modifier rules of a page
 * target other elements, and this spares the browser parsing each of their selectors again.
 */
export function mayMatch(branch: Branch, element: Element): boolean {
  if (branch.tag !== null && branch.tag !== element.localName.toLowerCase()) return false;
  if (branch.id !== null && branch.id !== element.id) return false;
  return branch.classes.every((name) => element.classList.contains(name));
}

/** `element.matches` that answers false instead of throwing for selectors the browser rejects. */
export function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** Whether `selector` is valid (for css-what and the browser) and matches the element; never throws. */
export function ruleMatchesElement(selector: string, element: Element): boolean {
  return typeof selector === 'string' && branchesOf(selector) !== null && safeMatches(element, selector);
}
