// The fonts a designer can choose for a kind of element: the site's own (its font tokens, and the
// stacks its rules already use), then stacks of fonts every computer has in some form, each ending
// in a generic family so text never falls back to the browser's default by surprise. The system
// stacks follow the "modern font stacks" classification (system UI, humanist, geometric, classical
// and transitional serifs, monospace).
import type { SiteStyles } from '../../types';
import { fontList } from './computed-match';

export interface FontChoice {
  /** What the rule is given: `var(--font)` or a stack. */
  value: string;
  label: string;
  group: 'site' | 'system';
}

export const SYSTEM_STACKS: readonly FontChoice[] = [
  { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", label: 'System UI (sans-serif)', group: 'system' },
  { value: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif", label: 'Humanist sans-serif', group: 'system' },
  { value: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif", label: 'Geometric sans-serif', group: 'system' },
  { value: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif", label: 'Transitional serif', group: 'system' },
  { value: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif", label: 'Old-style serif', group: 'system' },
  { value: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace", label: 'Monospace', group: 'system' },
];

/** The first family of a stack, as written but unquoted: `'Segoe UI', …` → `Segoe UI`. */
export const firstFamily = (stack: string): string => stack.split(',')[0]!.trim().replace(/^(['"])(.*)\1$/, '$2');

/** Two stacks name the same fonts (quotes and spacing aside). */
const sameStack = (a: string, b: string): boolean => fontList(a).join(',') === fontList(b).join(',');

/**
 * The choices for a font field: the site's font tokens (`var(--font)`, labelled by the token), the
 * other stacks its typography rules write, then the system stacks; each value once.
 */
export function fontChoices(styles: SiteStyles | null, fontTokens: readonly string[]): FontChoice[] {
  const choices: FontChoice[] = fontTokens.map((name) => ({ value: `var(${name})`, label: `Site font (${name})`, group: 'site' }));
  for (const kind of styles?.kinds ?? []) {
    for (const rule of kind.rules) {
      const stack = rule.styles['font-family'];
      if (!stack || choices.some((choice) => choice.value === stack)) continue;
      // A system stack the site already uses keeps its name.
      const known = SYSTEM_STACKS.find((system) => sameStack(system.value, stack));
      choices.push({ value: stack, label: known ? known.label : `As the site writes it: ${firstFamily(stack)}…`, group: 'site' });
    }
  }
  for (const stack of SYSTEM_STACKS) if (!choices.some((choice) => choice.value === stack.value)) choices.push(stack);
  return choices;
}
