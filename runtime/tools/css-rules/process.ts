// The processed CSS rules of one element, ordered as a browser's styles pane lists them (docs/protocol.md §6).
import type { ProcessedCssRule } from '../../../types/protocol';
import { codebaseIdOf } from '../../shared/class-tokens';
import { isMarkupCodebaseId } from '../../shared/keys';
import { compareCandidates, declarationsOf, ruleDeclarations, winners, type Candidate, type Declaration } from './cascade';
import { flatParent, scopeOf, type CollectedRule, type StyleScope } from './collect';
import { isInherited } from './inheritable';
import { MODIFIER_PATTERN, branchesOf, mayMatch, ruleMatchesElement, safeMatches, type Branch } from './selectors';
import { candidateRules } from './rule-index';
import { compareSpecificity } from './specificity';

export interface ProcessOptions {
  element: Element;
  cssElementLookup?: Record<string, unknown> | null;
  log?: (message: string, error?: unknown) => void;
}

type Log = (message: string, error?: unknown) => void;

interface Entry extends Candidate {
  out: ProcessedCssRule;
}

const NO_INHERIT = new Set(['inherit', 'unset']);

function stylesOf(declarations: Declaration[]): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const d of declarations) styles[d.property] = d.important ? `${d.value} !important` : d.value;
  return styles;
}

/** The style attribute as a rule; null for an ancestor whose inline style sets nothing inherited. */
function inlineEntry(target: Element, inherited: boolean): Entry | null {
  const style = (target as Partial<ElementCSSInlineStyle>).style;
  const declarations = style ? declarationsOf(style, inherited ? isInherited : undefined) : [];
  if (inherited && !declarations.length) return null;
  const out: ProcessedCssRule = {
    filename: '',
    selector: 'element.style',
    styles: stylesOf(declarations),
    applied: true,
    removable: false,
    // An ancestor's style attribute is shown for context; edits target the selected element.
    allowChanges: !inherited,
    cssText: style?.cssText ?? '',
  };
  if (inherited) out.inherited = true;
  return { declarations, inline: true, layer: [], specificity: [0, 0, 0], order: 0, out };
}

/**
 * A stylesheet rule as an entry for `target`, which it matches (own rules, checked by the caller),
 * may match (`inherited`: checked here, after its declarations) or would match with its modifier
 * pseudo-classes treated as on (`forced`). Null when the rule does not qualify or cannot be parsed.
 */
function ruleEntry(hit: CollectedRule, target: Element, inherited: boolean, forced: boolean, log: Log): Entry | null {
  // For ancestors, declarations first: most of their rules set nothing inherited and need no matching.
  let declarations = inherited ? declarationsOf(hit.rule.style, isInherited) : null;
  if (declarations && (!declarations.length || !safeMatches(target, hit.selector))) return null;
  const branches = branchesOf(hit.selector);
  if (!branches) {
    log(`Could not parse selector ${JSON.stringify(hit.selector)}`);
    return null;
  }
  // The most specific branch that matches decides the rule's specificity.
  let best: Branch | null = null;
  for (const branch of branches) {
    const text = forced ? branch.forced : branch.text;
    if (text === null || (best && compareSpecificity(branch.specificity, best.specificity) <= 0)) continue;
    if (forced ? mayMatch(branch, target) && safeMatches(target, text) : branches.length === 1 || safeMatches(target, text)) best = branch;
  }
  if (!best) {
    if (!forced) log(`Selector ${JSON.stringify(hit.selector)} matches, but none of its parsed parts does`);
    return null;
  }
  const cssText = hit.rule.cssText;
  declarations ??= ruleDeclarations(hit.rule, cssText);
  const out: ProcessedCssRule = {
    filename: hit.source.filename,
    selector: hit.selector,
    styles: stylesOf(declarations),
    applied: false,
    // Removing the rule means removing the class from the element, so only the element's own classes qualify.
    removable: !inherited && best.soleClass !== null,
    allowChanges: hit.source.allowChanges,
    cssText,
  };
  out.specificity = [...best.specificity];
  const around = atRulesAround(hit);
  if (around.length) out.within = around;
  const codebaseId = best.classes.find((name) => isMarkupCodebaseId(name) && target.classList.contains(name));
  if (codebaseId) out.codebaseId = codebaseId;
  if (best.soleClass !== null) out.classParsed = best.soleClass;
  if (best.modifiers.length) out.modifiers = Object.fromEntries(best.modifiers.map((name) => [name, true]));
  if (inherited) out.inherited = true;
  return { declarations, inline: false, layer: hit.source.layer, specificity: best.specificity, order: hit.order, out };
}

/**
 * The at-rules a rule sits in, outermost first (`@media (min-width: 40rem)`), so a host can name the
 * rule by its selector and media query (a STYLE_RULE change). A cascade layer is named once, first.
 */
function atRulesAround(hit: CollectedRule): string[] {
  const out: string[] = hit.source.layer.length ? ['@layer'] : [];
  for (const condition of hit.when) {
    if (condition instanceof CSSMediaRule) out.push(`@media ${condition.media.mediaText}`);
    else if (condition instanceof CSSSupportsRule) out.push(`@supports ${condition.conditionText}`);
    else if (condition instanceof CSSImportRule) out.push(`@import url(${JSON.stringify(condition.href)})`);
  }
  return out;
}

/** Highest cascade priority (for normal declarations) first. */
function byCascade(a: Entry, b: Entry): number {
  return compareCandidates(b, a, false);
}

/**
 * Marks entries applied when one of their declarations wins for a property not yet `claimed`
 * (by the element itself or a nearer ancestor), then claims the won properties.
 */
function markApplied(entries: Entry[], claimed: Set<string>): void {
  const won = winners(entries);
  for (const entry of entries) entry.out.applied = false;
  for (const [property, { candidate, declaration }] of won) {
    if (!claimed.has(property)) candidate.out.applied = true;
    // `inherit`/`unset` keep the inherited value flowing through.
    if (!NO_INHERIT.has(declaration.value)) claimed.add(property);
  }
}

/** Rules from host metadata for the element's codebase id (shape: `{ selector, styles, filename? }` or a list). */
function lookupRules(element: Element, lookup: Record<string, unknown> | null | undefined, listed: Set<string>, log: Log): ProcessedCssRule[] {
  const codebaseId = codebaseIdOf(element);
  const out: ProcessedCssRule[] = [];
  if (!codebaseId || !lookup) return out;
  const value = lookup[codebaseId];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (!item || typeof item !== 'object') continue;
    const { selector, styles, filename } = item as Record<string, unknown>;
    if (typeof selector !== 'string' || !styles || typeof styles !== 'object') continue;
    if (listed.has(selector) || listed.has(normalise(selector))) continue;
    const branches = branchesOf(selector);
    if (!branches || !isValid(element, selector)) {
      log(`Skipping CSS rule with an invalid selector ${JSON.stringify(selector)}`);
      continue;
    }
    const single = branches.length === 1 ? branches[0]!.soleClass : null;
    const rule: ProcessedCssRule = {
      filename: typeof filename === 'string' ? filename : '',
      selector,
      styles: Object.fromEntries(Object.entries(styles).filter((e): e is [string, string] => typeof e[1] === 'string')),
      applied: ruleMatchesElement(selector, element),
      codebaseId,
      removable: single !== null && element.classList.contains(single),
      allowChanges: true,
    };
    if (single !== null) rule.classParsed = single;
    listed.add(selector);
    out.push(rule);
  }
  return out;
}

function isValid(element: Element, selector: string): boolean {
  try {
    element.matches(selector);
    return true;
  } catch {
    return false;
  }
}

/** The browser's serialisation of a selector, so host selectors compare with `selectorText`. */
function normalise(selector: string): string {
  try {
    const sheet = new CSSStyleSheet();
    sheet.insertRule(`${selector}{}`);
    return (sheet.cssRules[0] as CSSStyleRule).selectorText;
  } catch {
    return selector;
  }
}

/**
 * Every rule that applies to the element, in the order a browser's styles pane shows them. An element
 * in an open shadow root is styled by its root's sheets; inherited values follow the flat tree.
 */
export function processRulesForElement({ element, cssElementLookup, log = () => {} }: ProcessOptions): ProcessedCssRule[] {
  const own: CollectedRule[] = [];
  const forced: CollectedRule[] = [];
  const scopes = new Map<StyleScope, (element: Element) => CollectedRule[]>();
  const candidates = (target: Element) => {
    const scope = scopeOf(target);
    let list = scopes.get(scope);
    if (!list) scopes.set(scope, (list = candidateRules(scope, log)));
    return list(target);
  };
  for (const hit of candidates(element)) {
    if (safeMatches(element, hit.selector)) own.push(hit);
    else if (MODIFIER_PATTERN.test(hit.selector)) forced.push(hit);
  }

  const claimed = new Set<string>();
  const entries = [inlineEntry(element, false)!];
  for (const hit of own) {
    const entry = ruleEntry(hit, element, false, false, log);
    if (entry) entries.push(entry);
  }
  markApplied(entries, claimed);
  // A matching rule with nothing to override (an empty style attribute or rule) is live, not struck through.
  for (const entry of entries) if (!entry.declarations.length) entry.out.applied = true;
  const result = entries.sort(byCascade).map((e) => e.out);

  for (let ancestor = flatParent(element); ancestor; ancestor = flatParent(ancestor)) {
    const inherited: Entry[] = [];
    const style = inlineEntry(ancestor, true);
    if (style) inherited.push(style);
    for (const hit of candidates(ancestor)) {
      const entry = ruleEntry(hit, ancestor, true, false, log);
      if (entry) inherited.push(entry);
    }
    markApplied(inherited, claimed);
    for (const entry of inherited.sort(byCascade)) result.push(entry.out);
  }

  // Rules that would match with a modifier state forced on: listed, but not applied now.
  const pending: Entry[] = [];
  for (const hit of forced) {
    const entry = ruleEntry(hit, element, false, true, log);
    if (entry) pending.push(entry);
  }
  for (const entry of pending.sort(byCascade)) result.push(entry.out);

  const listed = new Set(result.map((rule) => rule.selector));
  result.push(...lookupRules(element, cssElementLookup, listed, log));
  return result;
}
