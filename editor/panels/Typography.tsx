// Typography for every element of a kind: body text, each heading level, paragraphs, links — the
// kinds the site's own rules style by element type, read from the page. Font (the site's stacks and
// system ones), weight, size and line height go into the rule that already styles the kind (`h2`),
// or one new shared rule for it; each field shows what the page's elements compute now.
import { useEffect, useRef, useState } from 'react';
import { selectorKey, type ElementKind, type SiteStyles } from '../../types';
import { ValueField } from '../inspector/fields';
import { tokensFor } from '../inspector/tokens';
import { fontChoices, type FontChoice } from '../lib/font-stacks';
import { kindLabel, kindWord } from '../lib/plain-names';
import { groupOf } from '../lib/token-groups';
import { latestKindEffect } from '../state/save-effects';
import type { Editor } from '../state/useEditor';
import { EffectNote } from './EffectNote';

const WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];

const isColour = (value: string): boolean => !/var\(/i.test(value) && typeof CSS !== 'undefined' && CSS.supports('color', value);

/** The value the kind's own rules write for `prop` (the later rule wins: they weigh the same), or null. */
function authoredOf(kind: ElementKind, prop: string): string | null {
  const rule = [...kind.rules].reverse().find((candidate) => candidate.styles[prop]);
  return rule?.styles[prop] ?? null;
}

/** A choice made with the arrow keys is applied after this pause (or at once with Enter, or on leaving): one save, not one per font passed. */
const CHOICE_PAUSE_MS = 700;

/** The font field: the site's stacks and the system ones; the current value first when it is neither. */
function FontField({ value, computed, choices, onCommit }: { value: string; computed: string; choices: readonly FontChoice[]; onCommit(value: string): void }) {
  const [picked, setPicked] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setPicked(value), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const apply = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next !== value) onCommit(next);
  };
  const pick = (next: string) => {
    setPicked(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), CHOICE_PAUSE_MS);
  };
  const known = choices.some((choice) => choice.value === value);
  const site = choices.filter((choice) => choice.group === 'site');
  const system = choices.filter((choice) => choice.group === 'system');
  return (
    <label className="field">
      <span>Font</span>
      <span className="value-input">
        <select
          value={picked}
          data-prop="font-family"
          title={computed}
          onChange={(event) => pick(event.target.value)}
          onBlur={() => timer.current && apply(picked)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply(picked);
          }}
        >
          {!known && <option value={value}>{value === computed ? `As now: ${computed}` : value}</option>}
          {site.length > 0 && (
            <optgroup label="This site">
              {site.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="System fonts">
            {system.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        </select>
      </span>
    </label>
  );
}

function KindFields({ kind, editor, choices }: { kind: ElementKind; editor: Editor; choices: readonly FontChoice[] }) {
  const { state, actions } = editor;
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (prop: string, value: string) => {
    setProblems(({ [prop]: _, ...rest }) => rest);
    void actions.setKindStyle(kind.tag, prop, value, (reason) => setProblems((current) => ({ ...current, [prop]: reason })));
  };
  const computed = (prop: string) => kind.computed[prop]?.[0]?.value ?? '';
  /** "2 of 18 differ": elements whose own rules set another value. */
  const differing = (prop: string) => kind.count - (kind.computed[prop]?.[0]?.count ?? kind.count);
  const own = kind.rules.some((rule) => selectorKey(rule.selector) === selectorKey(kind.tag));
  const font = authoredOf(kind, 'font-family') ?? computed('font-family');
  const effects = ['font-family', 'font-weight', 'font-size', 'line-height'].map((prop) => latestKindEffect(state.effects.list, kind.tag, prop)).filter((effect) => effect !== undefined);
  const newest = effects.sort((a, b) => b.id - a.id)[0];
  const differ = ['font-size', 'font-weight', 'line-height', 'font-family'].filter((prop) => differing(prop) > 0);
  const sizeTokens = tokensFor('length', 'font-size', state.pageTokens);
  return (
    <fieldset className="kind" data-kind={kind.tag}>
      <legend>
        <span className="kind-sample" aria-hidden="true" style={{ fontFamily: computed('font-family'), fontWeight: computed('font-weight') }}>
          Ag
        </span>{' '}
        {kindLabel(kind.tag)} <code>{kind.tag}</code>
      </legend>
      <p className="muted small kind-where">
        {kind.count} on this page · {own ? `changes the rule ${kind.tag}` : `adds one rule ${kind.tag} for all of them`}
      </p>
      <FontField value={font} computed={computed('font-family')} choices={choices} onCommit={(value) => set('font-family', value)} />
      {problems['font-family'] && (
        <p className="field-problem" role="alert" data-field-problem="font-family">
          {problems['font-family']}
        </p>
      )}
      <ValueField label="Weight" prop="font-weight" kind="choice" options={WEIGHTS} value={computed('font-weight')} problem={problems['font-weight']} onCommit={(value) => set('font-weight', value)} />
      <ValueField label="Size" prop="font-size" kind="length" value={authoredOf(kind, 'font-size') ?? computed('font-size')} computed={authoredOf(kind, 'font-size') ? computed('font-size') : ''} tokens={sizeTokens} problem={problems['font-size']} onCommit={(value) => set('font-size', value)} />
      <ValueField label="Line height" prop="line-height" kind="length" value={authoredOf(kind, 'line-height') ?? computed('line-height')} computed={authoredOf(kind, 'line-height') ? computed('line-height') : ''} problem={problems['line-height']} onCommit={(value) => set('line-height', value)} />
      {differ.length > 0 && kind.count > 1 && (
        <p className="muted small kind-differ">
          Rules of their own give some {kindWord(kind.tag, 2)} here another {differ.map((prop) => `${prop.replace('font-', '').replace('-', ' ')} (${differing(prop)} of ${kind.count})`).join(', ')}.
        </p>
      )}
      <EffectNote effect={newest} />
    </fieldset>
  );
}

export function Typography({ editor, styles }: { editor: Editor; styles: SiteStyles }) {
  const fontTokens = styles.tokens.filter((token) => groupOf(token, isColour) === 'fonts').map((token) => token.name);
  const choices = fontChoices(styles, fontTokens);
  return (
    <details className="site-group typography" data-group="typography" open>
      <summary>Typography</summary>
      <p className="muted small">Each kind of text, everywhere on the site.</p>
      {styles.kinds.length ? (
        styles.kinds.map((kind) => <KindFields key={kind.tag} kind={kind} editor={editor} choices={choices} />)
      ) : (
        <p className="muted">The site’s rules style no kind of text by its element type (such as h2).</p>
      )}
    </details>
  );
}
