// Before a style is written: does the rule it goes to win for the selected element? The change is
// written as a rule for the element's own class (`.policy-view__h2`, with `:hover` for a state, in a
// media query for a screen size), placed after the class's other rules. The runtime's processed
// rules list what applies to the element, winning first: the rule that sets the property now, if
// its weight beats that class rule's (an inline style, `!important`, a more specific selector such
// as `.policy__toc h2`, a media query later in the sheet), keeps winning after the save. Then the
// editor offers where the value does take effect instead of writing a rule that changes nothing.
import { selectorKey, type ProcessedCssRule, type StyleRuleRef } from '../../types';
import { declared, isPassingState } from './authored';

export interface StyleTarget {
  /** Pseudo-class states the change is for (`hover`): each adds a class's weight to the rule. */
  states: readonly string[];
  /** The change is for a screen size: its rule sits in a media query. */
  screen: boolean;
  /** The selectors the change could write into (the element's classes, with the states): a winner among them is the target itself. */
  ownSelectors: readonly string[];
  /** The state the inspector shows (forced), or null for the resting one. */
  forced: string | null;
}

export type OverrideReason = 'inline' | 'important' | 'specific' | 'media';

export interface Overrider {
  rule: ProcessedCssRule;
  why: OverrideReason;
  /** The rule as a STYLE_RULE change names it; null when it cannot be (an inline style, a layer, @supports, another origin's sheet). */
  ref: StyleRuleRef | null;
}

type Specificity = readonly [number, number, number];
const compare = (a: Specificity, b: Specificity): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The rule as selector and media query, when STYLE_RULE can name it. */
export function ruleRef(rule: ProcessedCssRule): StyleRuleRef | null {
  if (rule.selector === 'element.style' || !rule.allowChanges) return null;
  const within = rule.within ?? [];
  if (!within.length) return { selector: rule.selector, media: null };
  const only = within.length === 1 ? /^@media\s+(.+)$/i.exec(within[0]!) : null;
  return only ? { selector: rule.selector, media: only[1]!.trim() } : null;
}

/** Whether a rule counts in the state shown: a rule for a state that is not forced (`:hover`) does not. */
function inShownState(rule: ProcessedCssRule, forced: string | null): boolean {
  const states = Object.keys(rule.modifiers ?? {});
  if (states.some((state) => isPassingState(state) && state !== forced)) return false;
  // A rule listed only because a forced state would make it match applies while that state is forced.
  return rule.applied || !states.length || (forced !== null && states.includes(forced));
}

/** The element's own rule that sets `prop` in the state shown, as the cascade picks it; null when none does (the value is inherited). */
export function settingRule(rules: readonly ProcessedCssRule[], prop: string, forced: string | null): { rule: ProcessedCssRule; important: boolean } | null {
  const setting = rules.filter((rule) => !rule.inherited && inShownState(rule, forced) && declared(rule, prop) !== null);
  const important = setting.find((rule) => /!\s*important\s*$/i.test(rule.styles[prop] ?? ''));
  if (important) return { rule: important, important: true };
  return setting[0] ? { rule: setting[0], important: false } : null;
}

/** The rule that would keep winning over a change of `prop` written for `target`; null when the change wins. */
export function overridingRule(rules: readonly ProcessedCssRule[], prop: string, target: StyleTarget): Overrider | null {
  const found = settingRule(rules, prop, target.forced);
  if (!found) return null;
  const { rule, important } = found;
  const ref = ruleRef(rule);
  if (rule.selector === 'element.style') return { rule, why: 'inline', ref };
  if (important) return { rule, why: 'important', ref };
  // The winner is a rule the change writes into (the element's own class rule, in the same place).
  const inMedia = (rule.within ?? []).length > 0;
  if (target.ownSelectors.some((own) => selectorKey(own) === selectorKey(rule.selector)) && inMedia === target.screen) return null;
  const weight: Specificity = [0, 1 + target.states.length, 0];
  const order = compare(rule.specificity ?? [0, 0, 0], weight);
  if (order > 0) return { rule, why: 'specific', ref };
  // As heavy: the later rule wins. The new rule goes after the class's other top-level rules, but a
  // rule in a media query comes later in the sheet than those.
  if (order === 0 && inMedia && !target.screen) return { rule, why: 'media', ref };
  return null;
}

/** The element type a selector's last compound names (`.policy__toc h2` → `h2`), or null. */
export function subjectTag(selector: string): string | null {
  const last = selector.split(',').pop()?.trim().split(/[\s>+~]+/).pop() ?? '';
  return /^([a-z][a-z0-9-]*)/i.exec(last)?.[1]?.toLowerCase() ?? null;
}

/**
 * The selector of the element a winning rule reaches the element through (`.policy__toc` of
 * `.policy__toc h2`), when a rule for the element's own class inside it outweighs that rule for
 * sure: one selector, whose last part is a bare element type (a class weighs more than a type).
 * Null otherwise.
 */
export function outweighingContext(over: Overrider): string | null {
  if (over.why !== 'specific' || over.rule.selector.includes(',')) return null;
  const parts = over.rule.selector.trim().split(/\s*[\s>+~]\s*/);
  const subject = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || !/^[a-z][a-z0-9-]*$/i.test(subject)) return null;
  const context = over.rule.selector.trim().slice(0, over.rule.selector.trim().length - subject.length).replace(/[\s>+~]+$/, '').trim();
  return context || null;
}
