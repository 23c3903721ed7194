// What a designer types into the inspector's fields, as CSS values: a bare number means pixels, the
// arrow keys step a number keeping its unit, and colours are written in the notation the page uses.

const NUMBER_WITH_UNIT = /^(-?\d*\.?\d+)([a-z%]*)$/i;

/** Properties whose bare numbers are not lengths (they stay as typed). */
const UNITLESS = new Set(['font-weight', 'line-height', 'opacity', 'z-index', 'flex-grow', 'flex-shrink', 'order']);

/** `24` → `24px` for a length property; anything else as typed (trimmed). */
export function withDefaultUnit(prop: string, raw: string): string {
  const value = raw.trim();
  if (UNITLESS.has(prop) || !/^-?\d*\.?\d+$/.test(value)) return value;
  return value === '0' ? '0' : `${value}px`;
}

/**
 * `value` stepped by `delta` (ArrowUp +1, ArrowDown -1, with Shift ×10), keeping its unit; null when
 * it is not a single number (`auto`, `1px 2px`).
 */
export function stepValue(value: string, delta: number): string | null {
  const match = NUMBER_WITH_UNIT.exec(value.trim());
  if (!match) return null;
  const decimals = (match[1]!.split('.')[1] ?? '').length;
  const next = Number(match[1]) + delta;
  return `${Number(next.toFixed(decimals))}${match[2]}`;
}

/** `rgb(29, 78, 216)` or `#1d4ed8` → `#1d4ed8` (what `<input type="color">` takes); null for anything else. */
export function toHex(color: string): string | null {
  const value = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/.exec(value);
  if (!rgb) return null;
  return `#${rgb.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
}

/** The picked `#rrggbb` written as the page writes `current` (rgb() stays rgb(), hex stays hex). */
export function inNotationOf(current: string, hex: string): string {
  if (!/^rgba?\(/i.test(current.trim())) return hex;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Sizes past these are valid CSS but larger than any screen (or any type) a page is made for. */
const UNUSUAL: Record<string, number> = { px: 10_000, rem: 600, em: 600, vw: 1_000, vh: 1_000, '%': 10_000, pt: 7_500, cm: 250, mm: 2_500, in: 100 };

/**
 * A warning for a value a designer may have mistyped but could mean (`99999px`): larger than any
 * screen. The server writes it (it is valid CSS); the field says so. Null for anything else.
 */
export function unusualValue(value: string): string | null {
  const match = NUMBER_WITH_UNIT.exec(value.trim());
  if (!match) return null;
  const limit = UNUSUAL[match[2]!.toLowerCase()];
  return limit !== undefined && Math.abs(Number(match[1])) > limit ? `${value.trim()} is larger than any screen: is that what you meant?` : null;
}
