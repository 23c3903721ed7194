// The inspector's inputs. Each shows the current value, takes what a designer types (Enter or leaving
// the field applies it, Escape puts the value back), and steps numbers with the arrow keys.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isTyping } from './draft';
import type { PageCustomProperty } from '../../types';
import { inNotationOf, stepValue, toHex, unusualValue, withDefaultUnit } from '../lib/css-values';
import type { HiddenHint } from './hints';
import type { FieldKind } from './style-fields';
import { Swatch } from './Swatch';
import { TokenPicker } from './TokenPicker';
import { tokenName } from './tokens';

export interface ValueFieldProps {
  label: string;
  prop: string;
  value: string;
  kind: FieldKind;
  options?: readonly string[];
  onCommit(value: string): void;
  /** A short label shown inside a small field (the box model's sides). */
  compact?: boolean;
  /** Why the server refused what this field last applied (nothing was written): shown at the field. */
  problem?: string | null;
  /** The computed value, shown beside when the field holds the authored one (`var(--step-4)` · `56px`). */
  computed?: string;
  /** The colour a colour field's swatch shows (the field's value may be a token the editor cannot resolve). */
  swatch?: string;
  /** The site's tokens that suit the field: suggested as the designer types, and listed beside it. */
  tokens?: readonly PageCustomProperty[];
  /** Why the value shows nothing on the page (a gradient covering a background colour). */
  hint?: HiddenHint | null;
}

/** Arrow keys applied after this pause, so holding a key is one change, not twenty. */
const STEP_PAUSE_MS = 450;

export function ValueField({ label, prop, value, kind, options, onCommit, compact = false, problem = null, computed = '', swatch, tokens = [], hint = null }: ValueFieldProps) {
  const [draft, setDraft] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  // What this field last applied: leaving the field after Enter must not apply it again (the page's
  // value may not show it, e.g. a style for a breakpoint wider than the canvas).
  const applied = useRef<string | null>(null);
  // Whether this field applied a change (for the element: App keys the panel by the selection).
  const [changed, setChanged] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The value the draft was last set from: a draft that differs from it was typed.
  const shown = useRef(value);
  // Fresh values from the page replace the field's (a change applied, another element selected) —
  // but not what the designer is typing: a read that lands meanwhile (after a save, on a slow
  // machine) leaves the draft, which Enter applies and Escape gives up for the fresh value.
  useEffect(() => {
    const field = inputRef.current;
    const typing = isTyping({ focused: !!field && field.ownerDocument.activeElement === field, draft: latest.current, shown: shown.current, applied: applied.current });
    shown.current = value;
    if (typing) return;
    setDraft(value);
    applied.current = null;
  }, [value]);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  // A refused value was not written and the page's value did not change (the effect above does not
  // run): the field shows the value in effect again, and the refusal says why.
  const inEffect = useRef(value);
  inEffect.current = value;
  useEffect(() => {
    if (!problem) return;
    setDraft(inEffect.current);
    applied.current = null;
  }, [problem]);

  const commit = (raw: string) => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const next = kind === 'length' ? withDefaultUnit(prop, raw) : raw.trim();
    if (next && next !== value && next !== applied.current) {
      applied.current = next;
      setChanged(true);
      setDraft(next);
      onCommit(next);
    } else if (next !== applied.current) setDraft(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (pending.current) clearTimeout(pending.current);
      setDraft(value);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && (kind === 'length' || kind === 'number')) {
      const delta = (event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 10 : kind === 'number' && /^0?\.\d/.test(draft) ? 0.1 : 1);
      // A token (`var(--step-4)`) steps from the size it computes to.
      const stepped = stepValue(draft, delta) ?? (draft === value && computed ? stepValue(computed, delta) : null);
      if (stepped === null) return;
      event.preventDefault();
      setDraft(stepped);
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => commit(latest.current), STEP_PAUSE_MS);
    }
  };

  if (kind === 'choice') {
    const choices = options?.includes(value) || !value ? options ?? [] : [value, ...(options ?? [])];
    return (
      <label className={compact ? 'field compact' : 'field'}>
        <span>{label}</span>
        <select value={value} data-prop={prop} onChange={(e) => onCommit(e.target.value)}>
          {choices.map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
      </label>
    );
  }
  // A size larger than any screen is valid CSS, so it is written, but it may be a slip of the keyboard.
  const warning = kind === 'length' && !problem ? unusualValue(draft) : null;
  const input = (
    <input
      ref={inputRef}
      value={draft}
      data-prop={prop}
      aria-label={compact ? label : undefined}
      aria-invalid={problem ? true : undefined}
      // Nothing typed since the value came or was applied: Ctrl/⌘+Z is the editor's, not the text's (useEditor.ts).
      data-settled={isTyping({ focused: true, draft, shown: value, applied: applied.current }) ? undefined : ''}
      inputMode={kind === 'length' || kind === 'number' ? 'decimal' : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => draft !== value && commit(draft)}
      spellCheck={false}
      list={compact && tokens.length ? `tokens-${prop}` : undefined}
      title={compact && computed ? `${value} = ${computed}` : undefined}
    />
  );
  // The box model's small fields have no room for the tokens' menu: typing `var` suggests them there.
  // (Not in the full fields, which have the menu: a browser's suggestion popup would take their Enter.)
  const suggestions = compact && tokens.length ? (
    <datalist id={`tokens-${prop}`}>
      {tokens.map((token) => (
        <option key={token.name} value={`var(${token.name})`} label={token.value} />
      ))}
    </datalist>
  ) : null;
  const note = problem ? (
    <span className="field-problem" role="alert" data-field-problem={prop}>{problem}</span>
  ) : warning ? (
    <span className="hint" role="status" data-field-warning={prop}>{warning}</span>
  ) : hint && (changed || !hint.afterChange) ? (
    <span className="hint" role="status" data-field-hint={prop}>{hint.text}</span>
  ) : null;
  // The box model's small fields have no room for a line of text: the warning is their tooltip.
  if (compact) return <>{warning || problem ? <span title={problem ?? warning ?? undefined}>{input}</span> : input}{suggestions}</>;
  const picker = kind === 'color' || kind === 'length' ? <TokenPicker label={label} colours={kind === 'color'} tokens={tokens} current={tokenName(value)} onPick={commit} /> : null;
  const beside = computed ? <span className="computed-value" data-computed={prop} title="The value the page computes">{computed}</span> : null;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `input`, rendered inside.
    <label className="field">
      <span>{label}</span>
      <span className="value-input">
        {/* Keyed by the refusal too: the picker shows the value in effect again, not the refused pick. */}
        {kind === 'color' && <ColorSwatch key={problem ?? ''} label={label} value={value} shown={swatch ?? value} onPick={commit} />}
        {input}
        {beside}
        {picker}
      </span>
      {note}
    </label>
  );
}

/**
 * The colour it shows (a checkerboard through a see-through one) over the native colour picker; the
 * picked colour is written in the notation of the current value.
 */
export function ColorSwatch({ label, value, shown, onPick }: { label: string; value: string; shown: string; onPick(value: string): void }) {
  const ref = useRef<HTMLInputElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const current = useRef(value);
  current.current = value;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // 'change' fires once the picker closes (React's onChange fires on every move of the picker).
    const changed = () => pick.current(inNotationOf(current.current, input.value));
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  }, []);
  return (
    <span className="swatch">
      <Swatch colour={shown} />
      <input ref={ref} type="color" aria-label={`Pick ${label.toLowerCase()}`} defaultValue={toHex(shown) ?? '#000000'} key={shown} />
    </span>
  );
}
