// A styling request's modifiers: pseudo-classes and at most one screen size (a width and wider, or
// narrower than it), read from the shared table in types/.
import { PSEUDO_CLASS_MODIFIERS, SCREEN_MODIFIERS, screenRange, type PseudoClassModifier, type ScreenRange } from '../../types';
import { invalidInput } from '../refusals';

export interface Modifiers {
  pseudoClasses: PseudoClassModifier[];
  screen: ScreenRange | null;
}

const isPseudo = (value: string): value is PseudoClassModifier => (PSEUDO_CLASS_MODIFIERS as readonly string[]).includes(value);

const SCREEN_NAMES = Object.keys(SCREEN_MODIFIERS);

export function readModifiers(modifiers: readonly string[], field: string): Modifiers {
  const pseudoClasses: PseudoClassModifier[] = [];
  let screen: ScreenRange | null = null;
  for (const modifier of modifiers) {
    const range = screenRange(modifier);
    if (isPseudo(modifier)) {
      if (!pseudoClasses.includes(modifier)) pseudoClasses.push(modifier);
    } else if (range) {
      // One rule lives in one media query: two ranges (even `md` with `max-md`, which never meet) are two edits.
      if (screen && screen.modifier !== range.modifier) {
        throw invalidInput(`${field} names two screen sizes ("${screen.modifier}" and "${range.modifier}"); send one of ${SCREEN_NAMES.join(', ')}.`);
      }
      screen = range;
    } else {
      throw invalidInput(
        `${field} contains "${modifier}", which is not a modifier this server writes: use ${PSEUDO_CLASS_MODIFIERS.join(', ')} (pseudo-classes) or ${SCREEN_NAMES.join(', ')} (screen sizes).`,
      );
    }
  }
  return { pseudoClasses, screen };
}

/** `at md (min-width 768px)` / `at max-md (narrower than 768px)`, for answers. */
export function describeScreen(screen: ScreenRange): string {
  return screen.direction === 'wider' ? `at ${screen.modifier} (min-width ${screen.width}px)` : `at ${screen.modifier} (narrower than ${screen.width}px)`;
}
