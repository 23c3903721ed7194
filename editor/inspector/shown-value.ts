// What a style field shows: the page's authored value (`var(--step-4)`), the computed one beside it
// when it says something more (`56px`), and the colour its swatch shows, in the inspected state.
import type { PageCustomProperty, ProcessedCssRule } from '../../types';
import { toHex } from '../lib/css-values';
import { authoredIn } from './authored';
import type { FieldKind } from './style-fields';
import { resolveTokens } from './tokens';

export interface ShownValue {
  /** What the field holds: the authored value, else the computed one. */
  value: string;
  /** The computed value, when it differs from `value`; '' when the page's value is not the shown state's. */
  computed: string;
  /** The colour a colour field's swatch shows (the computed one; a resolved token when the page shows another state). */
  swatch: string;
}

export interface ShownInput {
  prop: string;
  kind: FieldKind;
  /** The computed property read for the field, when not `prop`. */
  read?: string;
}

export function shownValue(field: ShownInput, rules: readonly ProcessedCssRule[], cssEvals: Readonly<Record<string, string>>, forced: string | null, tokens: readonly PageCustomProperty[]): ShownValue {
  const pageValue = cssEvals[field.read ?? field.prop] ?? '';
  // A choice is one of its options: the computed keyword is the one to show.
  const { value: authored, masked } = field.kind === 'choice' ? { value: null, masked: false } : authoredIn(rules, field.prop, forced);
  // While the pointer holds the element in another state, the page's value is that state's: the
  // shown state's value is the authored one with its tokens resolved (or nothing, when it cannot be).
  const computed = masked ? (authored ? resolveTokens(authored, tokens) ?? '' : '') : pageValue;
  const value = authored ?? computed;
  const swatch = computed || (authored ? resolveTokens(authored, tokens) ?? '' : '');
  // Beside a colour field, `#1d4ed8` says as much as `rgb(29, 78, 216)` in half the room.
  const beside = field.kind === 'color' ? toHex(computed) ?? computed : computed;
  return { value, computed: beside === value || computed === value ? '' : beside, swatch };
}
