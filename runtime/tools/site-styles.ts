// getSiteStyles: the page's styles as a designer thinks of them, site-wide. Its design tokens (the
// custom properties its own rules declare) with the rules that use each (`var(--accent)`) and how
// many elements those rules style; and the element types its rules style by name alone (`body`,
// `h2`, `a`) whose elements hold text, each with its rules and the values its elements compute, for
// a typography panel that sets them for every element of a kind.
import type { ElementKind, SiteStyles, SiteToken, StyleRuleRef, TokenUse, ValueCount } from '../../types/protocol';
import { elementTypesOf } from '../../types/style-rules';
import { splitDeclarations } from './css-rules/cascade';
import { walkStyleSheets, type Condition, type StyleScope } from './css-rules/collect';
import { elementsStyledBy } from './matching-elements';
import { pageCustomProperties } from './page-custom-properties';

export const DEFAULT_KIND_PROPERTIES = ['font-family', 'font-weight', 'font-size', 'line-height'];
/** More elements of one kind than this are not read one by one: the first ones stand for the rest. */
const MAX_READ = 2000;

/** Where a rule is, as a STYLE_RULE names it; null when its conditions are more than one @media (or not one). */
function placeOf(selector: string, when: readonly Condition[]): StyleRuleRef | null {
  const around = when.filter((condition) => !(condition instanceof CSSStyleSheet));
  if (!around.length) return { selector, media: null };
  const [only] = around;
  return around.length === 1 && only instanceof CSSMediaRule ? { selector, media: only.media.mediaText } : null;
}

/** Each `var(--name` in a value. */
const tokensNamed = (value: string): string[] => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** Counts each value, most common first (ties in the order first met). */
function tally(values: readonly string[]): ValueCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** Whether any of the elements holds text of its own (not only in child elements). */
function holdsText(elements: readonly Element[]): boolean {
  return elements.some((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== ''));
}

export function siteStyles(scopes: readonly StyleScope[], doc: Document, kindProperties: readonly string[], log: (message: string, error?: unknown) => void): SiteStyles {
  const declared = new Map<string, { place: StyleRuleRef | null; text: string }>();
  const uses = new Map<string, TokenUse[]>();
  const kindRules = new Map<string, ElementKind['rules']>();
  for (const scope of scopes) {
    walkStyleSheets(scope, [], log, (rule, _source, _order, when) => {
      const selector = rule.selectorText;
      const place = placeOf(selector, when);
      const used = new Map<string, string[]>();
      for (const part of splitDeclarations(rule.style.cssText)) {
        const colon = part.indexOf(':');
        if (colon < 0) continue;
        const property = part.slice(0, colon).trim();
        const value = part.slice(colon + 1).trim();
        if (property.startsWith('--') && !declared.has(property)) declared.set(property, { place, text: rule.style.getPropertyValue(property).trim() });
        for (const name of tokensNamed(value)) used.set(name, [...(used.get(name) ?? []), property]);
      }
      for (const [name, properties] of used) {
        const media = place ? place.media : [...when].filter((condition) => !(condition instanceof CSSStyleSheet)).map((condition) => (condition instanceof CSSMediaRule ? `@media ${condition.media.mediaText}` : condition instanceof CSSSupportsRule ? `@supports ${condition.conditionText}` : '@import')).join(' ');
        uses.set(name, [...(uses.get(name) ?? []), { selector, media, properties: [...new Set(properties)] }]);
      }
      // Typography: top-level rules of the document that name element types alone.
      const types = scope === doc && place?.media === null ? elementTypesOf(selector) : null;
      if (types) {
        const styles: Record<string, string> = {};
        for (const property of kindProperties) {
          const value = rule.style.getPropertyValue(property).trim();
          if (value) styles[property] = value;
        }
        for (const tag of types) kindRules.set(tag, [...(kindRules.get(tag) ?? []), { selector, media: null, styles }]);
      }
    });
  }

  const tokens: SiteToken[] = pageCustomProperties(scopes, doc.documentElement, log).map(({ name, value }) => {
    const own = uses.get(name) ?? [];
    const elements = new Set<Element>();
    for (const use of own) for (const element of elementsStyledBy(scopes, use.selector) ?? []) elements.add(element);
    const declaration = declared.get(name);
    return { name, value, declaredIn: declaration?.place ?? null, declared: declaration?.text ?? value, uses: own, elements: elements.size };
  });

  const view = doc.defaultView ?? window;
  const kinds: ElementKind[] = [];
  for (const [tag, rules] of kindRules) {
    const elements = tag === 'body' ? (doc.body ? [doc.body] : []) : [...doc.getElementsByTagName(tag)];
    if (!elements.length || (tag !== 'body' && !holdsText(elements))) continue;
    const read = elements.slice(0, MAX_READ).map((element) => view.getComputedStyle(element));
    const computed: Record<string, ValueCount[]> = {};
    for (const property of kindProperties) computed[property] = tally(read.map((style) => style.getPropertyValue(property).trim()));
    kinds.push({ tag, count: elements.length, rules, computed });
  }
  return { tokens, kinds };
}
