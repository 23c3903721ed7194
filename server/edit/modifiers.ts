// A styling request's modifiers: pseudo-classes and at most one wide-screen variant.
import { BREAKPOINT_MODIFIERS, PSEUDO_CLASS_MODIFIERS, type BreakpointModifier, type PseudoClassModifier } from '../../types';
import { invalidInput } from '../refusals';

export interface Modifiers {
  pseudoClasses: PseudoClassModifier[];
  breakpoint: BreakpointModifier | null;
}

const isPseudo = (value: string): value is PseudoClassModifier => (PSEUDO_CLASS_MODIFIERS as readonly string[]).includes(value);
const isBreakpoint = (value: string): value is BreakpointModifier => Object.hasOwn(BREAKPOINT_MODIFIERS, value);

export function readModifiers(modifiers: readonly string[], field: string): Modifiers {
  const pseudoClasses: PseudoClassModifier[] = [];
  let breakpoint: BreakpointModifier | null = null;
  for (const modifier of modifiers) {
    if (isPseudo(modifier)) {
      if (!pseudoClasses.includes(modifier)) pseudoClasses.push(modifier);
    } else if (isBreakpoint(modifier)) {
      if (breakpoint && breakpoint !== modifier) throw invalidInput(`${field} names two screen sizes ("${breakpoint}" and "${modifier}"); send one.`);
      breakpoint = modifier;
    } else {
      throw invalidInput(
        `${field} contains "${modifier}", which is not a modifier this server writes: use ${PSEUDO_CLASS_MODIFIERS.join(', ')} (pseudo-classes) or ${Object.keys(BREAKPOINT_MODIFIERS).join(', ')} (screen sizes).`,
      );
    }
  }
  return { pseudoClasses, breakpoint };
}

/** The min-width (px) of a screen-size modifier: Tailwind's defaults, which are also this site's 40/48/64rem. */
export function breakpointWidth(breakpoint: BreakpointModifier): number {
  return BREAKPOINT_MODIFIERS[breakpoint];
}
