// The Site styles panel: the site's design tokens in groups (colours with swatches, fonts, type sizes,
// spacing, the rest), each with its value and where the site uses it, editable in place; and the
// typography of each kind of text. A change rewrites one declaration of the stylesheet: the page shows
// it at once, the server writes it, Undo takes it back.
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SiteToken } from '../../types';
import { ColorSwatch } from '../inspector/fields';
import { groupTokens, usageWords, type TokenGroupId } from '../lib/token-groups';
import type { SaveEffect } from '../state/save-effects';
import type { Editor } from '../state/useEditor';
import { EffectNote } from './EffectNote';
import { Typography } from './Typography';

const isColour = (value: string): boolean => !/var\(/i.test(value) && typeof CSS !== 'undefined' && CSS.supports('color', value) && !/^(?:inherit|initial|unset|revert|currentcolor)$/i.test(value.trim());

/** Groups shown open at first: a designer comes for the brand colours and the fonts. */
const OPEN_AT_FIRST: readonly TokenGroupId[] = ['colours', 'fonts'];

/** A token's value: typed, Enter or leaving the field applies it, Escape puts it back. */
function TokenValue({ token, onCommit, problem }: { token: SiteToken; onCommit(value: string): void; problem: string | null }) {
  const [draft, setDraft] = useState(token.declared);
  useEffect(() => setDraft(token.declared), [token.declared]);
  // A refusal: the field shows the value in effect again, the reason says why.
  useEffect(() => {
    if (problem) setDraft(token.declared);
  }, [problem, token.declared]);
  const commit = () => {
    const next = draft.trim();
    if (next && next !== token.declared) onCommit(next);
    else setDraft(token.declared);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      // The value goes back, and the key goes no further (it would clear the selection).
      event.preventDefault();
      event.stopPropagation();
      setDraft(token.declared);
    }
  };
  return (
    <input
      className="token-input"
      value={draft}
      spellCheck={false}
      aria-label={`Value of ${token.name}`}
      aria-invalid={problem ? true : undefined}
      data-token-input={token.name}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => draft !== token.declared && commit()}
    />
  );
}

function TokenRow({ token, colour, effect, onChange }: { token: SiteToken; colour: boolean; effect: SaveEffect | undefined; onChange(value: string, onRefused: (reason: string) => void): void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (value: string) => {
    setProblem(null);
    onChange(value, setProblem);
  };
  return (
    <li className="token-row" data-token={token.name}>
      <div className="token-head">
        {colour && <ColorSwatch key={token.value} label={token.name} value={token.declared} shown={token.value} onPick={change} />}
        <code className="token-name" title={token.declaredIn ? `Declared in ${token.declaredIn.selector}` : undefined}>
          {token.name}
        </code>
        <button type="button" className="token-usage" aria-expanded={open} onClick={() => setOpen(!open)} disabled={!token.uses.length}>
          {usageWords(token)}
        </button>
      </div>
      <div className="token-value-line">
        <TokenValue token={token} onCommit={change} problem={problem} />
        {token.value !== token.declared && <span className="computed-value" title="The value the page computes">{token.value}</span>}
      </div>
      {problem && (
        <p className="field-problem" role="alert" data-token-problem={token.name}>
          {problem}
        </p>
      )}
      <EffectNote effect={effect} />
      {open && (
        <ul className="token-uses" aria-label={`Rules that use ${token.name}`} data-elements={token.elements}>
          <li className="muted">
            On this page they style {token.elements} element{token.elements === 1 ? '' : 's'}:
          </li>
          {token.uses.map((use, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole; a selector may repeat in another media query.
            <li key={i}>
              <code>{use.selector}</code>
              {use.media && <span className="muted"> at {use.media}</span>}
              <span className="muted"> · {use.properties.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function SiteStyles({ editor }: { editor: Editor }) {
  const { state, actions } = editor;
  const { data, reading, error } = state.siteStyles;
  const ready = state.status.kind === 'ready';
  // Read again for each page the preview loads and each stylesheet it swaps (a save shows the new source so).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pageLoads` and `hotUpdates` count what the preview shows: each is read.
  useEffect(() => {
    if (ready) void actions.readSiteStyles();
  }, [actions, ready, state.pageLoads, state.hotUpdates]);
  const groups = data ? groupTokens(data.tokens, isColour) : [];
  const tokenEffect = (name: string) => state.effects.list.find((effect) => effect.target.kind === 'token' && effect.target.name === name);

  return (
    <section className="panel site-styles" aria-label="Site styles" aria-busy={reading || undefined}>
      <h2>Site styles</h2>
      <p className="muted small intro">The site’s colours, fonts and sizes, and the type of each kind of text, for every page. A change rewrites one line of the stylesheet.</p>
      {error && (
        <p className="field-problem" role="alert">
          The site’s styles could not be read: {error}
        </p>
      )}
      {!data ? (
        <p className="muted" role="status">
          {ready ? 'Reading the site’s styles…' : 'Waiting for the preview…'}
        </p>
      ) : (
        <>
          {groups.map((group) => (
            <details key={group.id} className="site-group" data-group={group.id} open={OPEN_AT_FIRST.includes(group.id)}>
              <summary>
                {group.title} <span className="group-count">{group.tokens.length}</span>
              </summary>
              <ul className="token-list">
                {group.tokens.map((token) => (
                  <TokenRow key={token.name} token={token} colour={group.id === 'colours'} effect={tokenEffect(token.name)} onChange={(value, onRefused) => void actions.setToken(token, value, onRefused)} />
                ))}
              </ul>
            </details>
          ))}
          {!groups.length && <p className="muted">The site’s stylesheets declare no tokens (custom properties such as --accent).</p>}
          <Typography editor={editor} styles={data} />
        </>
      )}
    </section>
  );
}
