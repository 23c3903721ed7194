// A style field's value, written where the designer chose: the element's own rule (STYLING, as
// always), the rule that wins for it (STYLE_RULE), or its inline style. With one element selected,
// each save is checked once the preview reloads (effect-checks.ts): a value the page does not show
// says so at the field.
import type { FrameClient } from 'visual-editing-runtime/host';
import { propertyWord } from '../lib/labels';
import type { ChangeItemData, StyleRuleRef } from '../../types';
import type { EffectChecks } from './effect-checks';
import type { EffectTarget } from './save-effects';
import { shortValue, styleRuleItem } from './site-style-actions';
import type { PerformHooks, TransactionActions } from './transactions';

export type ElementTarget = Extract<EffectTarget, { kind: 'element' }>;

interface FieldStyleDeps {
  frame(): FrameClient | null;
  perform: TransactionActions['perform'];
  performEach(make: (codebaseId: string) => ChangeItemData, onRefused?: (reason: string) => void, hooks?: PerformHooks): Promise<void>;
  effects: EffectChecks;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function createFieldStyles({ frame, perform, performEach, effects }: FieldStyleDeps) {
  return {
    /** How many elements of the page each selector styles (what a change to its rule reaches); null without a preview. */
    async countStyled(selectors: string[]): Promise<number[] | null> {
      const client = frame();
      return client ? client.countMatchingElements(selectors) : null;
    },

    /** A change per selected element (`make`), checked when `check` names the one element selected. */
    styleSelection(make: (codebaseId: string) => ChangeItemData, onRefused: (reason: string) => void, check: { target: ElementTarget; asked: string } | null): Promise<void> {
      return performEach(make, onRefused, check ? effects.element(check.target, check.asked) : undefined);
    },

    /** `prop: value` in the rule `ref` (the one that wins for the element), checked on the element; the selection stays. */
    styleRule(ref: StyleRuleRef, prop: string, value: string, target: ElementTarget, onRefused: (reason: string) => void): Promise<void> {
      const label = `${capitalised(propertyWord(prop))} in the rule ${ref.selector}${ref.media ? ` (${ref.media})` : ''}: ${shortValue(value)}`;
      const item = styleRuleItem(ref, { [prop]: value }, label);
      return perform([item], label, { codebaseId: target.codebaseId, nth: target.nth }, null, onRefused, effects.element(target, value));
    },
  };
}

export type FieldStyles = ReturnType<typeof createFieldStyles>;
