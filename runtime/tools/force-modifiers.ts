// setModifiersForSelectedElement: shows the selected element as if it were hovered, focused, ...
// Script cannot set :hover, so each readable rule that uses the pseudo-class is copied with the
// pseudo-class replaced by a `tempo-force-<name>` class, and the element gets that class.

import { FORCE_CLASS_PREFIX as FORCE_PREFIX, RUNTIME_STYLE_ATTRIBUTE } from '../shared/injected';

export const FORCEABLE_MODIFIERS = ['hover', 'focus', 'focus-visible', 'focus-within', 'active', 'visited', 'required', 'invalid', 'disabled'] as const;
type Modifier = (typeof FORCEABLE_MODIFIERS)[number];

export interface ModifierForcer {
  /** Forces `modifiers` on `element` (replacing what was forced before); an empty list clears. */
  set(element: Element, modifiers: string[]): void;
  clear(): void;
}

function isModifier(value: string): value is Modifier {
  return (FORCEABLE_MODIFIERS as readonly string[]).includes(value);
}

/** `:hover` (not followed by a name character, so `:hover-x` is left alone) → `.tempo-force-hover`. */
function forcedSelector(selector: string, modifier: Modifier): string {
  return selector.replace(new RegExp(`:${modifier}(?![\\w-])`, 'g'), `.${FORCE_PREFIX}${modifier}`);
}

/** Copies of every rule that uses one of the modifiers, kept inside their @media/@supports wrappers. */
function forcedRules(rules: CSSRuleList, modifiers: readonly Modifier[], out: string[]): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      let selector = rule.selectorText;
      for (const modifier of modifiers) selector = forcedSelector(selector, modifier);
      if (selector !== rule.selectorText) out.push(`${selector} { ${rule.style.cssText} }`);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      const inner: string[] = [];
      forcedRules(rule.cssRules, modifiers, inner);
      const keyword = rule instanceof CSSMediaRule ? '@media' : '@supports';
      if (inner.length) out.push(`${keyword} ${rule.conditionText} { ${inner.join(' ')} }`);
    } else if (rule instanceof CSSGroupingRule) {
      forcedRules(rule.cssRules, modifiers, out);
    }
  }
}

export function createModifierForcer(doc: Document, log: (message: string, error?: unknown) => void): ModifierForcer {
  let style: HTMLStyleElement | null = null;
  let forced: { element: Element; classes: string[] } | null = null;

  const clear = () => {
    forced?.element.classList.remove(...forced.classes);
    forced = null;
    style?.remove();
    style = null;
  };

  return {
    set(element, modifiers) {
      const unknown = modifiers.filter((modifier) => !isModifier(modifier));
      if (unknown.length) throw new Error(`Cannot force ${unknown.join(', ')}: only ${FORCEABLE_MODIFIERS.join(', ')}`);
      const wanted = modifiers.filter(isModifier);
      // An element in an open shadow root is styled by its root's sheets: copy those, and put the copies there.
      const root = element.getRootNode();
      const scope: Document | ShadowRoot = root.nodeType === 11 && 'host' in root ? (root as ShadowRoot) : doc;
      // The copies are made before the old forced state goes, so a failure leaves that state in place.
      const css: string[] = [];
      for (const sheet of wanted.length ? [...Array.from(scope.styleSheets), ...(scope.adoptedStyleSheets ?? [])] : []) {
        let rules: CSSRuleList;
        try {
          rules = sheet.cssRules;
        } catch (error) {
          log(`could not read style sheet ${sheet.href ?? ''} to force ${wanted.join(', ')}`, error);
          continue;
        }
        forcedRules(rules, wanted, css);
      }
      clear();
      if (wanted.length === 0) return;
      style = doc.createElement('style');
      style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, '');
      style.textContent = css.join('\n');
      (scope === doc ? (doc.head ?? doc.documentElement) : scope).append(style);
      const classes = wanted.map((modifier) => `${FORCE_PREFIX}${modifier}`);
      element.classList.add(...classes);
      forced = { element, classes };
    },
    clear,
  };
}
