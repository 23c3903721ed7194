// The inspector's inputs. Each shows the current value, takes what a designer types (Enter or leaving
// the field applies it, Escape puts the value back), and steps numbers with the arrow keys.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inNotationOf, stepValue, toHex, unusualValue, withDefaultUnit } from '../lib/css-values';
import type { FieldKind } from './style-fields';

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
}

/** Arrow keys applied after this pause, so holding a key is one change, not twenty. */
const STEP_PAUSE_MS = 450;

export function ValueField({ label, prop, value, kind, options, onCommit, compact = false, problem = null }: ValueFieldProps) {
  const [draft, setDraft] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  // What this field last applied: leaving the field after Enter must not apply it again (the page's
  // value may not show it, e.g. a style for a breakpoint wider than the canvas).
  const applied = useRef<string | null>(null);
  // Fresh values from the page replace the field's (a change applied, another element selected).
  useEffect(() => {
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
      const stepped = stepValue(draft, (event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 10 : kind === 'number' && /^0?\.\d/.test(draft) ? 0.1 : 1));
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
      value={draft}
      data-prop={prop}
      aria-label={compact ? label : undefined}
      aria-invalid={problem ? true : undefined}
      inputMode={kind === 'length' || kind === 'number' ? 'decimal' : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => draft !== value && commit(draft)}
      spellCheck={false}
    />
  );
  const note = problem ? (
    <span className="field-problem" role="alert" data-field-problem={prop}>{problem}</span>
  ) : warning ? (
    <span className="hint" role="status" data-field-warning={prop}>{warning}</span>
  ) : null;
  // The box model's small fields have no room for a line of text: the warning is their tooltip.
  if (compact) return warning || problem ? <span title={problem ?? warning ?? undefined}>{input}</span> : input;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `input`, rendered inside.
    <label className="field">
      <span>{label}</span>
      {kind === 'color' ? (
        <span className="color-input">
          {/* Keyed by the refusal too: the picker shows the value in effect again, not the refused pick. */}
          <ColorSwatch key={problem ?? ''} label={label} value={value} onPick={onCommit} />
          {input}
        </span>
      ) : (
        input
      )}
      {note}
    </label>
  );
}

/** The native colour picker; the picked colour is written in the notation of the current value. */
function ColorSwatch({ label, value, onPick }: { label: string; value: string; onPick(value: string): void }) {
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
  return <input ref={ref} type="color" className="swatch" aria-label={`Pick ${label.toLowerCase()}`} defaultValue={toHex(value) ?? '#000000'} key={value} />;
}
