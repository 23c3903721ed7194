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

/** Splits a declaration block's text at top-level semicolons (not inside strings or parentheses). */
export function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * Shorthands written with var() (`background: var(--accent)`): the CSSOM lists their longhands with
 * no value (the value is known only once the variable is substituted) and keeps the text on the
 * shorthand, which its serialized block names.
 */
function pendingShorthands(style: CSSStyleDeclaration, listed: ReadonlySet<string>): Declaration[] {
  const out: Declaration[] = [];
  for (const part of splitDeclarations(style.cssText)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    if (!property || property.startsWith('--') || listed.has(property)) continue;
    const value = style.getPropertyValue(property);
    if (value?.includes('var(')) out.push({ property, value, important: style.getPropertyPriority(property) === 'important' });
  }
  return out;
}

/** The declarations of a style block: longhands as the CSSOM lists them, and shorthands that use var(). */
export function declarationsOf(style: CSSStyleDeclaration, keep: (property: string) => boolean = () => true): Declaration[] {
  const out: Declaration[] = [];
  const listed = new Set<string>();
  let pending = false;
  for (let i = 0; i < style.length; i++) {
    const property = style.item(i);
    listed.add(property);
    if (!keep(property)) continue;
    const value = style.getPropertyValue(property);
    // Longhands of a shorthand that uses var() have no value of their own: the shorthand carries it.
    if (value) out.push({ property, value, important: style.getPropertyPriority(property) === 'important' });
    else pending = true;
  }
  if (pending) for (const declaration of pendingShorthands(style, listed)) if (keep(declaration.property)) out.push(declaration);
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
