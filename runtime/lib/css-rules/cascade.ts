// Which declaration wins for each property, following CSS Cascade 5 for author styles.
import { compareSpecificity, type Specificity } from './specificity';

export interface Declaration {
  property: string;
  value: string;
  important: boolean;
}

/** One rule (or the inline style) as the cascade sees it. */
export interface Candidate {
  declarations: Declaration[];
  inline: boolean;
  /** Layer path; [] when unlayered (see collect.ts). */
  layer: number[];
  specificity: Specificity;
  order: number;
}

/** Positive when layer `a` beats layer `b` for normal declarations (a layer's own rules beat its sublayers'). */
function compareLayers(a: number[], b: number[]): number {
  for (let i = 0; i < a.length || i < b.length; i++) {
    const x = a[i] ?? Infinity;
    const y = b[i] ?? Infinity;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** Positive when `a`'s declarations outrank `b`'s of the same importance. */
export function compareCandidates(a: Candidate, b: Candidate, important: boolean): number {
  // The style attribute beats every rule at either importance.
  if (a.inline !== b.inline) return a.inline ? 1 : -1;
  const layer = compareLayers(a.layer, b.layer);
  // Important declarations reverse layer order: earlier layers, then unlayered, win.
  if (layer) return important ? -layer : layer;
  return compareSpecificity(a.specificity, b.specificity) || a.order - b.order;
}

/** The winning declaration for each property among `candidates`. */
export function winners<C extends Candidate>(candidates: C[]): Map<string, { candidate: C; declaration: Declaration }> {
  const won = new Map<string, { candidate: C; declaration: Declaration }>();
  for (const candidate of candidates) {
    for (const declaration of candidate.declarations) {
      const current = won.get(declaration.property);
      const beats =
        !current ||
        (declaration.important !== current.declaration.important
          ? declaration.important
          : compareCandidates(candidate, current.candidate, declaration.important) > 0);
      if (beats) won.set(declaration.property, { candidate, declaration });
    }
  }
  return won;
}

/** The declarations of a style block, longhands as the CSSOM lists them. */
export function declarationsOf(style: CSSStyleDeclaration, keep: (property: string) => boolean = () => true): Declaration[] {
  const out: Declaration[] = [];
  for (let i = 0; i < style.length; i++) {
    const property = style.item(i);
    if (!keep(property)) continue;
    const value = style.getPropertyValue(property);
    // Longhands of a shorthand that uses var() have no value of their own; nothing to show or edit.
    if (value) out.push({ property, value, important: style.getPropertyPriority(property) === 'important' });
  }
  return out;
}

const ruleDeclarationCache = new WeakMap<CSSStyleRule, { cssText: string; declarations: Declaration[] }>();

/**
 * A stylesheet rule's declarations (shared; callers only read them). They are read from the CSSOM
 * again only when the rule's text differs from last time: the text is a function of the declarations,
 * so an in-place edit (`rule.style.setProperty`, devtools) changes it. Callers already hold the text,
 * as every processed rule carries it, while reading each longhand costs three calls per property.
 */
export function ruleDeclarations(rule: CSSStyleRule, cssText: string): Declaration[] {
  const cached = ruleDeclarationCache.get(rule);
  if (cached && cached.cssText === cssText) return cached.declarations;
  const declarations = declarationsOf(rule.style);
  ruleDeclarationCache.set(rule, { cssText, declarations });
  return declarations;
}
