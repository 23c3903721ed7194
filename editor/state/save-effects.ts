// Whether a saved style took effect, as pure transitions and sentences. After every style save the
// preview shows the new source (it reloads, or swaps its stylesheet in place); the page's computed
// value is then compared with what the designer asked, and a save the page does not show says so at
// the field and in the changes list ("Saved, but the heading “Contents” still shows 18px: …"), never
// only "Saved".
import type { StyleRuleRef } from '../../types';
import { propertyWord } from '../lib/labels';
import { kindWord } from '../lib/plain-names';

export type EffectTarget =
  /** One element (a rendering of a source element) and the property a field changed. */
  | { kind: 'element'; codebaseId: string; nth: number; name: string; prop: string; read: string }
  /** Every element of a kind (typography: `h2`) and the property. */
  | { kind: 'elements'; tag: string; prop: string }
  /** A design token's value at the root. */
  | { kind: 'token'; name: string };

export type EffectStatus = 'checking' | 'shows' | 'missed' | 'unknown';

export interface SaveEffect {
  id: number;
  /** The changes-list entry of the save. */
  saveSeq: number;
  target: EffectTarget;
  /** The value the designer asked for. */
  asked: string;
  /** What the page computed with the change applied in it, before the save (null: not read). */
  preview: string | null;
  status: EffectStatus;
  /** What the page computes once it reloaded with the saved source (for a kind: the value most of them compute that is not the asked one). */
  shown?: string;
  /** For a kind: how many of its elements show the value, of how many. */
  counts?: { showing: number; of: number };
  /** The rule that sets the value instead (`.policy__toc h2`), when the page says. */
  winner?: string;
  /** That rule as a STYLE_RULE names it, when it can be changed there. */
  winnerRef?: StyleRuleRef;
  /** Why the page could not be checked. */
  reason?: string;
}

export interface EffectsState {
  list: SaveEffect[];
  next: number;
}

export const initialEffects: EffectsState = { list: [], next: 1 };

export type EffectEvent = { type: 'add'; effect: Omit<SaveEffect, 'id'> } | { type: 'update'; id: number; update: Partial<Omit<SaveEffect, 'id'>> };

const MAX_EFFECTS = 50;

export function effectsReducer(state: EffectsState, event: EffectEvent): EffectsState {
  switch (event.type) {
    case 'add':
      return { next: state.next + 1, list: [{ ...event.effect, id: state.next }, ...state.list].slice(0, MAX_EFFECTS) };
    case 'update':
      if (!state.list.some((effect) => effect.id === event.id)) return state;
      return { ...state, list: state.list.map((effect) => (effect.id === event.id ? { ...effect, ...event.update } : effect)) };
  }
}

/** The newest check of `prop` on the source element `codebaseId`, for its field. */
export function latestEffectFor(effects: readonly SaveEffect[], codebaseId: string, prop: string): SaveEffect | undefined {
  return effects.find((effect) => effect.target.kind === 'element' && effect.target.codebaseId === codebaseId && effect.target.prop === prop);
}

/** The newest check of `prop` on every element of `tag` (typography). */
export function latestKindEffect(effects: readonly SaveEffect[], tag: string, prop: string): SaveEffect | undefined {
  return effects.find((effect) => effect.target.kind === 'elements' && effect.target.tag === tag && effect.target.prop === prop);
}

/** The check of a changes-list entry. */
export const effectOfSave = (effects: readonly SaveEffect[], seq: number): SaveEffect | undefined => effects.find((effect) => effect.saveSeq === seq);

/** What a check says, in a designer's words. */
export function effectSentence(effect: SaveEffect): string {
  const { target } = effect;
  if (effect.status === 'checking') return 'Checking that the page shows it…';
  if (effect.status === 'unknown') return `Saved; whether the page shows it could not be checked: ${effect.reason ?? 'the preview did not answer'}.`;
  if (target.kind === 'token') {
    return effect.status === 'shows' ? `The page uses the new value of ${target.name}.` : `Saved, but the page still computes ${target.name} as ${effect.shown ?? 'before'}.`;
  }
  if (target.kind === 'elements') {
    const counts = effect.counts ?? { showing: 0, of: 0 };
    const all = `${kindWord(target.tag, counts.of)} (${target.tag})`;
    if (effect.status === 'shows') return counts.of === 1 ? `The ${kindWord(target.tag)} (${target.tag}) on this page shows it.` : `All ${counts.of} ${all} on this page show it.`;
    const missing = counts.of - counts.showing;
    return `Saved, but ${missing} of the ${counts.of} ${all} on this page still show${missing === 1 ? 's' : ''} ${effect.shown ?? 'another value'}: rules of their own set their ${propertyWord(target.prop)} and win.`;
  }
  if (effect.status === 'shows') return `The page shows it: ${effect.shown ?? effect.asked} on ${target.name}.`;
  const because = effect.winner ? `: ${effect.winner} sets its ${propertyWord(target.prop)} and wins over the saved rule` : '';
  return `Saved, but ${target.name} still shows ${effect.shown ?? 'its old value'} (asked ${effect.asked})${because}.`;
}
