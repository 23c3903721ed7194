// At a style field: where its value takes effect. Before a save, when another rule would keep winning
// for the element (winning-rule.ts), a small choice instead of a save that changes nothing: change
// the winning rule (and how many elements that reaches), write it inline on the element, or write it
// to its own rule anyway. After a save, a value the reloaded page does not show says so here, with
// the rule that wins and an offer to change that one. Keyboard: the choice takes the focus, Tab moves
// through it, Escape withdraws it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StyleRuleRef } from '../../types';
import { propertyWord } from '../lib/labels';
import { countOf, kindWord } from '../lib/plain-names';
import { EffectNote } from '../panels/EffectNote';
import type { ElementTarget } from '../state/field-styles';
import type { SaveEffect } from '../state/save-effects';
import { outweighingContext, subjectTag, type Overrider } from './winning-rule';

/** A value the designer typed that another rule would hide: waiting for where it should go. */
export interface PendingChoice {
  prop: string;
  value: string;
  over: Overrider;
}

export type Where = { kind: 'rule'; ref: StyleRuleRef } | { kind: 'specific'; context: string } | { kind: 'inline' } | { kind: 'own' };

export interface TakesEffectProps {
  prop: string;
  pending: PendingChoice | null;
  /** The newest check of this field's saves. */
  effect: SaveEffect | undefined;
  target: ElementTarget;
  /** The element's tag, for the words (`heading`, `3 headings`). */
  tag: string;
  /** Inline styles hold no state or screen size: offered only without them. */
  inlineAllowed: boolean;
  count(selector: string): Promise<number | null>;
  choose(prop: string, value: string, where: Where): void;
  cancel(): void;
}

/** "affects 3 headings" when the rule's subject is this kind of element, else "affects 3 elements". */
function reach(selector: string, tag: string, count: number | null): string {
  if (count === null || count < 0) return '';
  return ` (affects ${subjectTag(selector) === tag.toLowerCase() ? countOf(count, tag) : `${count} element${count === 1 ? '' : 's'}`})`;
}

/** The rule that wins, as the sentence starts: its selector, where it applies, and why it wins when that is not its weight alone. */
function WinnerWords({ over }: { over: Overrider }) {
  if (over.why === 'inline') return <>Its inline style</>;
  const media = over.ref?.media ? ` (for screens ${over.ref.media})` : '';
  return (
    <>
      <code>{over.rule.selector}</code>
      {media}
      {over.why === 'important' ? ', marked !important,' : ''}
    </>
  );
}

function useCount(selector: string | null, count: (selector: string) => Promise<number | null>): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!selector) return;
    let current = true;
    count(selector).then(
      (answer) => current && setValue(answer),
      () => current && setValue(null),
    );
    return () => {
      current = false;
    };
  }, [selector, count]);
  return value;
}

function Choice({ pending, target, tag, inlineAllowed, count, choose, cancel }: Omit<TakesEffectProps, 'effect' | 'prop'> & { pending: PendingChoice }) {
  const { prop, value, over } = pending;
  const first = useRef<HTMLButtonElement>(null);
  const reached = useCount(over.ref?.selector ?? null, count);
  useEffect(() => first.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Withdraws the choice only (the selection stays).
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };
  const what = propertyWord(prop);
  const options: { label: string; where: Where }[] = [];
  if (over.ref) options.push({ label: `Change it there${reach(over.ref.selector, tag, reached)}`, where: { kind: 'rule', ref: over.ref } });
  const context = outweighingContext(over);
  if (context) options.push({ label: `Only this ${kindWord(tag)}: a rule for it inside ${context}`, where: { kind: 'specific', context } });
  if (inlineAllowed) options.push({ label: `Write it inline on this ${kindWord(tag)}`, where: { kind: 'inline' } });
  if (over.why !== 'inline' || !inlineAllowed) options.push({ label: 'Write it to its own rule anyway', where: { kind: 'own' } });
  return (
    <div className="takes-effect" role="group" aria-label={`Where the ${what} takes effect`} data-takes-effect={prop} onKeyDown={onKeyDown}>
      <p>
        <WinnerWords over={over} /> sets the {what} of {target.name} and wins over its own rule, so {value} would not show.
      </p>
      <div className="takes-effect-options">
        {options.map((option, i) => (
          <button key={option.where.kind} ref={i === 0 ? first : undefined} type="button" data-where={option.where.kind} onClick={() => choose(prop, value, option.where)}>
            {option.label}
          </button>
        ))}
        <button type="button" data-where="cancel" onClick={cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function Missed({ effect, tag, count, choose }: { effect: SaveEffect; tag: string; count: TakesEffectProps['count']; choose: TakesEffectProps['choose'] }) {
  const ref = effect.winnerRef ?? null;
  const reached = useCount(ref?.selector ?? null, count);
  const prop = effect.target.kind === 'element' ? effect.target.prop : '';
  return (
    <EffectNote effect={effect}>
      {ref && (
        <button type="button" data-where="rule" onClick={() => choose(prop, effect.asked, { kind: 'rule', ref })}>
          Change {ref.selector} instead{reach(ref.selector, tag, reached)}
        </button>
      )}
    </EffectNote>
  );
}

/** The choice for a pending value of this field, or the outcome of its last save when the page did not show it. */
export function TakesEffect(props: TakesEffectProps) {
  const { prop, pending, effect } = props;
  if (pending && pending.prop === prop) return <Choice {...props} pending={pending} />;
  if (effect && (effect.status === 'missed' || effect.status === 'checking')) {
    return effect.status === 'missed' ? <Missed effect={effect} tag={props.tag} count={props.count} choose={props.choose} /> : <EffectNote effect={effect} />;
  }
  return null;
}
