// The value a property has in the page's own CSS (the winning rule's text, `#1d4ed8` or
// `var(--accent)`), so a field can show the page's notation rather than the computed `rgb()`; in
// the state the inspector shows: resting, unless a state (`:hover`, …) is forced.
import type { ProcessedCssRule } from '../../types';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Shorthands that can set a longhand, and how to take the longhand's part out of the shorthand's value. */
type Part = (value: string) => string | null;
const SHORTHANDS: Record<string, [shorthand: string, part: Part][]> = {
  'background-color': [['background', colourIn]],
  'border-color': [['border', colourIn]],
  'border-width': [['border', widthIn]],
  'outline-color': [['outline', colourIn]],
  'text-decoration-color': [['text-decoration', colourIn]],
};
for (const [index, side] of SIDES.entries()) {
  SHORTHANDS[`border-${side}-color`] = [[`border-${side}`, colourIn], ['border-color', (value) => boxSide(value, index)], ['border', colourIn]];
  SHORTHANDS[`border-${side}-width`] = [[`border-${side}`, widthIn], ['border-width', (value) => boxSide(value, index)], ['border', widthIn]];
  for (const box of ['margin', 'padding']) SHORTHANDS[`${box}-${side}`] = [[box, (value) => boxSide(value, index)]];
}

const COLOUR_TOKEN = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|var)\(.*\)|[a-z]+)$/i;
const LENGTH_TOKEN = /^(?:-?\d*\.?\d+[a-z%]*|(?:calc|clamp|min|max|var)\(.*\)|thin|medium|thick)$/i;
/** Keywords of shorthands that are not colours. */
const NOT_COLOURS = new Set(['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset', 'hidden', 'auto', 'underline', 'overline', 'line-through', 'wavy', 'thin', 'medium', 'thick', 'inherit', 'initial', 'unset', 'revert', 'no-repeat', 'repeat', 'fixed', 'scroll', 'local', 'center', 'top', 'bottom', 'left', 'right', 'cover', 'contain']);

/** States that follow the pointer and the keyboard focus: the page shows them while the designer works in it. */
const PASSING_STATES = new Set(['hover', 'active', 'focus', 'focus-visible', 'focus-within']);

export const isPassingState = (state: string) => PASSING_STATES.has(state);

/** Splits a declaration value at top-level spaces (not inside parentheses). */
function tokens(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

/** The one colour a shorthand's value names, or null when it names none or several. */
function colourIn(value: string): string | null {
  const colours = tokens(value).filter((token) => COLOUR_TOKEN.test(token) && !NOT_COLOURS.has(token.toLowerCase()) && !/^url\(/i.test(token));
  return colours.length === 1 ? colours[0]! : null;
}

/** The one width a border shorthand names (`2px solid …`); a `var()` that could be the colour too makes it unclear. */
function widthIn(value: string): string | null {
  const parts = tokens(value);
  const widths = parts.filter((token) => LENGTH_TOKEN.test(token) && !/^var\(/i.test(token));
  return widths.length === 1 ? widths[0]! : null;
}

/** One side of a 1–4 value box shorthand (`var(--space-3) var(--space-5)`). */
function boxSide(value: string, side: number): string | null {
  const parts = tokens(value);
  if (parts.length < 1 || parts.length > 4) return null;
  const [top, right = top, bottom = top, left = right] = parts;
  return [top, right, bottom, left][side] ?? null;
}

/** The states a rule's selector needs (the runtime lists them as `modifiers`). */
function statesOf(rule: ProcessedCssRule): string[] {
  return Object.keys(rule.modifiers ?? {});
}

/** The rule's value for `prop`, from the property itself or a shorthand that sets it; `!important` dropped (null: the rule does not set it). */
export function declared(rule: ProcessedCssRule, prop: string): string | null {
  const own = rule.styles[prop];
  if (typeof own === 'string' && own.trim()) return own.replace(/\s*!important\s*$/i, '').trim();
  for (const [shorthand, part] of SHORTHANDS[prop] ?? []) {
    const text = rule.styles[shorthand];
    const value = typeof text === 'string' ? part(text.replace(/\s*!important\s*$/i, '').trim()) : null;
    if (value) return value;
  }
  return null;
}

export interface Authored {
  /** The winning declaration's text; null when no rule of the element's own sets the property. */
  value: string | null;
  /**
   * A state that is not forced (the pointer is on the element in the page) sets the property now: the
   * page's computed value is that state's, not the value shown.
   */
  masked: boolean;
}

/**
 * The property's authored value on the element in the shown state: `forced` (`hover`, …) or none.
 * Rules come winning first (own rules, then inherited ones, then those that would match in a forced
 * state). A pointer or focus state applies only while forced, even when the page shows it because the
 * pointer is there; a forced state's rules win over the element's rules without it (they are one
 * pseudo-class more specific than the rules they vary, which is how sites write them).
 */
export function authoredIn(rules: readonly ProcessedCssRule[], prop: string, forced: string | null = null): Authored {
  const own = rules.filter((rule) => !rule.inherited);
  if (forced) {
    for (const rule of own) {
      const states = statesOf(rule);
      if (states.includes(forced) && states.every((state) => state === forced || !PASSING_STATES.has(state))) {
        const value = declared(rule, prop);
        if (value) return { value, masked: false };
      }
    }
  }
  let masked = false;
  for (const rule of own) {
    const value = declared(rule, prop);
    if (!value) continue;
    const passing = statesOf(rule).filter((state) => PASSING_STATES.has(state));
    if (passing.some((state) => state !== forced)) {
      // Its state is not the one shown: it does not count, and if the page applies it now, it hides the rest.
      if (rule.applied) masked = true;
      continue;
    }
    // A rule that applies nowhere now lost everything: to a state rule passed over above (then it is
    // the resting value), or it does not match the element (a rule waiting for a state, or from the host).
    if (rule.applied || masked) return { value, masked };
  }
  return { value: null, masked };
}

export function authoredValue(rules: readonly ProcessedCssRule[], prop: string, forced: string | null = null): string | null {
  return authoredIn(rules, prop, forced).value;
}
