// The site's tokens (its custom properties) for the style fields: which a field offers, what a
// `var(--token)` resolves to, and whether a colour is see-through (its swatch shows a checkerboard).
import type { PageCustomProperty } from '../../types';
import type { FieldKind } from './style-fields';

/** Name parts that say what a size token is for: offered first in the fields they suit. */
const NAME_HINTS: [props: RegExp, names: RegExp][] = [
  [/^(?:margin|padding|gap|row-gap|column-gap)/, /space|gap|gutter|pad|margin/i],
  [/^(?:font-size|line-height|letter-spacing)$/, /step|size|font|text|type|leading/i],
  [/radius/, /radius|round/i],
  [/width|height/, /content|width|height|size|max/i],
];

// Any value with a var() is valid for any property: only a token's resolved value (as the page computes it) says what it is.
const supports = (prop: string, value: string) => !/var\(/i.test(value) && typeof CSS !== 'undefined' && CSS.supports(prop, value);

/** A token whose value is a colour suits colour fields; one whose value is a size suits size fields. */
export function tokensFor(kind: FieldKind, prop: string, tokens: readonly PageCustomProperty[]): PageCustomProperty[] {
  if (kind === 'color') return tokens.filter((token) => supports('color', token.value));
  if (kind !== 'length') return [];
  const sizes = tokens.filter((token) => /\d/.test(token.value) && supports(prop === 'font-size' ? 'font-size' : 'padding-top', token.value));
  const hint = NAME_HINTS.find(([props]) => props.test(prop))?.[1];
  if (!hint) return sizes;
  // Stable: each group keeps the page's (sorted) order.
  return [...sizes.filter((token) => hint.test(token.name)), ...sizes.filter((token) => !hint.test(token.name))];
}

/**
 * `value` with every `var(--name[, fallback])` replaced by the token's value (or the fallback), as
 * deep as tokens refer to tokens; null when one names no token and has no fallback.
 */
export function resolveTokens(value: string, tokens: readonly PageCustomProperty[], depth = 0): string | null {
  if (depth > 10) return null;
  const start = value.search(/var\(/i);
  if (start < 0) return value;
  // The matching parenthesis: a fallback may hold parentheses of its own.
  let depthIn = 0;
  let end = -1;
  for (let i = start + 3; i < value.length; i++) {
    if (value[i] === '(') depthIn += 1;
    else if (value[i] === ')' && --depthIn === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const inner = value.slice(start + 4, end);
  const comma = inner.indexOf(',');
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const found = tokens.find((token) => token.name === name)?.value ?? (comma < 0 ? null : inner.slice(comma + 1).trim());
  if (found === null) return null;
  const replaced = resolveTokens(found, tokens, depth + 1);
  if (replaced === null) return null;
  return resolveTokens(`${value.slice(0, start)}${replaced}${value.slice(end + 1)}`, tokens, depth + 1);
}

/** The token a value is, when it is exactly one `var(--name)`. */
export function tokenName(value: string): string | null {
  return /^var\(\s*(--[\w-]+)\s*\)$/i.exec(value.trim())?.[1] ?? null;
}

/** Whether a colour lets everything behind it through (`transparent`, an alpha of 0). */
export function isSeeThrough(colour: string): boolean {
  const value = colour.trim().toLowerCase();
  if (value === 'transparent') return true;
  const args = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\((.*)\)$/.exec(value)?.[1];
  if (!args) return false;
  // `rgb(0 0 0 / 0)` or `rgba(0, 0, 0, 0)`: the alpha is after the slash, or the fourth of four.
  const parts = args.includes('/') ? [args.slice(args.lastIndexOf('/') + 1)] : args.split(',');
  const alpha = args.includes('/') ? parts[0] : parts.length === 4 ? parts[3] : undefined;
  return alpha !== undefined && Number.parseFloat(alpha) === 0;
}
