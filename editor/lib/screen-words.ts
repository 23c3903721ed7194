// Screen-size modifiers in a designer's words: "768 px and wider", "767 px and narrower", and
// whether the canvas's width shows the styles of one (read from the shared table in types/).
import { SCREEN_MODIFIERS, screenRange, type ScreenModifier } from '../../types';

const MODIFIERS = Object.keys(SCREEN_MODIFIERS) as ScreenModifier[];

/** The choices, "and wider" first, each narrowest first. */
export const WIDER: readonly ScreenModifier[] = MODIFIERS.filter((modifier) => SCREEN_MODIFIERS[modifier].direction === 'wider');
export const NARROWER: readonly ScreenModifier[] = MODIFIERS.filter((modifier) => SCREEN_MODIFIERS[modifier].direction === 'narrower');

export const isScreenModifier = (value: string): value is ScreenModifier => screenRange(value) !== null;

/** `md` → "768 px and wider"; `max-md` → "767 px and narrower" (every width below 768 px). */
export function screenLabel(modifier: string): string {
  const range = screenRange(modifier);
  if (!range) return modifier;
  return range.direction === 'wider' ? `${range.width} px and wider` : `${range.width - 1} px and narrower`;
}

/** Whether a canvas `width` px wide shows the styles for `modifier`. */
export function canvasShows(modifier: ScreenModifier, width: number): boolean {
  const range = screenRange(modifier);
  if (!range) return true;
  return range.direction === 'wider' ? width >= range.width : width < range.width;
}

/** A note when the canvas does not show the styles being edited, saying what would; null when it does. */
export function canvasHint(modifier: ScreenModifier, width: number): string | null {
  if (canvasShows(modifier, width)) return null;
  const label = screenLabel(modifier);
  const wider = SCREEN_MODIFIERS[modifier].direction === 'wider';
  return `The canvas is ${width} px wide: styles for ${label} do not show at this width. Pick a ${wider ? 'wider' : 'narrower'} device to see them.`;
}
