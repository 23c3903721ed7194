// Whether the page shows what a designer asked: the value typed (`24px`, `#c2410c`, `var(--accent)`,
// `bold`) against the value the page computes (`24px`, `rgb(194, 65, 12)`, `700`). Both are put in
// one notation: tokens resolved through the page's computed values, colours through the browser's
// own parser, lengths in px, font weights as numbers, font stacks without quotes. Where the typed
// value cannot be put so without the page (`2em`, `50%`, `clamp()`), the answer is null: the caller
// compares with what the page showed once the change was applied in it.
import type { PageCustomProperty } from '../../types';
import { resolveTokens } from '../inspector/tokens';

export interface MatchContext {
  tokens: readonly PageCustomProperty[];
  /** A colour in the browser's rgb() notation, or null for text that is no colour. */
  colour(value: string): string | null;
  /** The root font size in px, for rem (16 unless the page says otherwise). */
  rootFontSize?: number;
}

const WEIGHTS: Record<string, string> = { normal: '400', bold: '700' };
const PX = /^(-?\d*\.?\d+)(px|rem)?$/i;

/** Splits a font stack at top-level commas, unquoted, lower case. */
export function fontList(value: string): string[] {
  return value
    .split(',')
    .map((family) => family.trim().replace(/^(['"])(.*)\1$/, '$2').trim().toLowerCase())
    .filter(Boolean);
}

function pixels(value: string, rootFontSize: number): number | null {
  const match = PX.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === 'rem') return amount * rootFontSize;
  // A bare number is px only for 0 (a line height of 1.6 is no length).
  return unit === 'px' || amount === 0 ? amount : null;
}

/**
 * True when the page's computed `shown` is what `asked` means for `prop`, false when it is not, null
 * when that cannot be told from the text alone.
 */
export function showsAsked(prop: string, asked: string, shown: string, context: MatchContext): boolean | null {
  const resolved = resolveTokens(asked.trim(), context.tokens);
  if (resolved === null) return null;
  const value = resolved.trim();
  if (prop.startsWith('--')) return value === shown.trim() || (context.colour(value) !== null && context.colour(value) === context.colour(shown));
  if (prop === 'font-family') return fontList(value).join(',') === fontList(shown).join(',');
  if (prop === 'font-weight') return (WEIGHTS[value.toLowerCase()] ?? value) === (WEIGHTS[shown.trim().toLowerCase()] ?? shown.trim());
  if (/(?:^|-)color$/.test(prop)) {
    const want = context.colour(value);
    const have = context.colour(shown);
    return want === null || have === null ? null : want === have;
  }
  const want = pixels(value, context.rootFontSize ?? 16);
  if (want !== null) {
    const have = pixels(shown, context.rootFontSize ?? 16);
    return have !== null && Math.abs(want - have) < 0.05;
  }
  // Keywords (`center`, `none`, `uppercase`) compute to themselves.
  if (/^[a-z-]+$/i.test(value) && /^[a-z-]+$/i.test(shown.trim())) return value.toLowerCase() === shown.trim().toLowerCase();
  return null;
}

/** The browser's colour parser, through a detached element of `doc` (its computed style needs no layout). */
export function colourParser(doc: Document): (value: string) => string | null {
  const cache = new Map<string, string | null>();
  return (value) => {
    const text = value.trim();
    if (cache.has(text)) return cache.get(text)!;
    let result: string | null = null;
    if (text && typeof CSS !== 'undefined' && CSS.supports('color', text) && !/var\(/i.test(text)) {
      const probe = doc.createElement('span');
      probe.style.display = 'none';
      probe.style.color = text;
      doc.body.append(probe);
      result = doc.defaultView?.getComputedStyle(probe).color ?? null;
      probe.remove();
    }
    cache.set(text, result);
    return result;
  };
}
