// The value a property has in the page's own CSS (the winning rule's text, `#1d4ed8` or
// `var(--accent)`), so a field can show the page's notation rather than the computed `rgb()`.
import type { ProcessedCssRule } from '../../types';

/** Shorthands that can set a colour longhand: `background: var(--accent)` sets background-color. */
const SHORTHANDS: Record<string, string[]> = {
  'background-color': ['background'],
  'border-color': ['border'],
  'border-top-color': ['border-top', 'border'],
  'border-right-color': ['border-right', 'border'],
  'border-bottom-color': ['border-bottom', 'border'],
  'border-left-color': ['border-left', 'border'],
  'outline-color': ['outline'],
  'text-decoration-color': ['text-decoration'],
};

const COLOUR_TOKEN = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|var)\(.*\)|[a-z]+)$/i;
/** Keywords of shorthands that are not colours. */
const NOT_COLOURS = new Set(['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset', 'hidden', 'auto', 'underline', 'overline', 'line-through', 'wavy', 'thin', 'medium', 'thick', 'inherit', 'initial', 'unset', 'revert', 'no-repeat', 'repeat', 'fixed', 'scroll', 'local', 'center', 'top', 'bottom', 'left', 'right', 'cover', 'contain']);

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

export function authoredValue(rules: readonly ProcessedCssRule[], prop: string): string | null {
  for (const rule of rules) {
    if (!rule.applied || rule.inherited) continue;
    const value = rule.styles[prop];
    if (typeof value === 'string' && value.trim()) return value.trim();
    for (const shorthand of SHORTHANDS[prop] ?? []) {
      const text = rule.styles[shorthand];
      const colour = typeof text === 'string' ? colourIn(text.trim()) : null;
      if (colour) return colour;
    }
  }
  return null;
}
