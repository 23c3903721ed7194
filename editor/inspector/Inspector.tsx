// The inspector: what is selected and where it is written (and how many times it renders), the style
// fields for a breakpoint and a state, spacing, the element and its text, its link and attributes, its
// classes, rules and computed values.
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { createChangeItem, isGeneratedId } from 'visual-editing-runtime/host';
import { sourceEntry, sourcePlace } from '../lib/components';
import { findUsesIn, structureNote } from '../lib/component-uses';
import { elementName } from '../lib/labels';
import { whyNotDuplicate, whyNotWrap } from '../lib/structure-check';
import { NARROWER, WIDER, canvasHint, isScreenModifier, screenLabel } from '../lib/screen-words';
import { pagePathOf, renderingIndex, renderingsOf } from '../state/selectors';
import { plainName } from '../lib/plain-names';
import { latestEffectFor } from '../state/save-effects';
import { TakesEffect, type PendingChoice, type Where } from './TakesEffect';
import { overridingRule } from './winning-rule';
import { attributeSourceOf, textOriginOf } from '../lib/source-origins';
import { selectionOf } from '../state/model';
import type { Editor } from '../state/useEditor';
import { BoxModel } from './BoxModel';
import { Classes } from './Classes';
import { Attributes } from './Attributes';
import { AddElement, TagField } from './ElementFields';
import { ValueField } from './fields';
import { MoveButtons } from './MoveButtons';
import { hiddenChangeHint } from './hints';
import { Rules } from './Rules';
import { shownValue } from './shown-value';
import { STATES, STYLE_SECTIONS, type StyleField } from './style-fields';
import { tokensFor } from './tokens';
import { classesFromComponent, renderedIn, stylingFields } from './style-scope';
import { StyleScope } from './StyleScope';
import { TextSource } from './TextSource';
import { StyleCopyButtons } from './StyleCopyButtons';

/** The box model's sides, whose choice or outcome shows under it. */
const BOX_PROPS = ['margin', 'padding'].flatMap((box) => ['top', 'right', 'bottom', 'left'].map((side) => `${box}-${side}`));

const SHOWN_EVALS = ['display', 'position', 'width', 'height', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'line-height', 'margin-top', 'padding-top'];

export function Inspector({ editor }: { editor: Editor }) {
  const { state, actions, index, dispatch } = editor;
  // In the store, not this panel: the panel is remade for each selection, and a save reloads the preview.
  const breakpoint = state.breakpoint;
  const [forced, setForced] = useState<string>('');
  // The server's refusal of a field's last value, by property (App keys the panel by the selection).
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A value another rule would hide, waiting for the designer to say where it goes (TakesEffect.tsx).
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // Every use of the component or only this one, when the element's classes come from its uses (in the store: kept across the save's reload).
  const scope = state.stylingScope;
  // How many elements a rule styles (what changing it reaches), stable for the choice's effect.
  const countStyled = useCallback((selector: string) => actions.countStyled([selector]).then((counts) => counts?.[0] ?? null), [actions]);
  // A forced state belongs to this selection (App keys the panel by it): leaving it releases the state.
  const release = useRef<(() => void) | null>(null);
  useEffect(() => () => release.current?.(), []);

  const keys = selectionOf(state);
  const node = state.selected ? index.get(state.selected) : undefined;
  // Values read for an earlier selection are not this element's.
  const data = state.inspector?.key === state.selected ? state.inspector : null;
  if (!node || !data) {
    return (
      <section className="panel inspector" aria-label="Inspector">
        <h2>Inspector</h2>
        <p className="muted" role="status">
          {node ? `Reading the styles of ${elementName(node)}…` : 'Select an element in the canvas or the layers panel. Shift-click adds siblings to the selection.'}
        </p>
      </section>
    );
  }
  const id = node.tempoElement.codebaseId;
  const entry = sourceEntry(state.lookups, id);
  const renderings = renderingsOf(state.tree, id).length;
  const text = node.literalChildren.map((child) => child.value).join('');
  // This rendering on the page, as the lookups and a request name it.
  const rendering = { pagePath: pagePathOf(state, ''), index: renderingIndex(state.tree, id, state.selected), count: Math.max(1, renderings) };
  const loaded = Object.keys(data.cssEvals).length > 0;
  const modifiers = [...(breakpoint ? [breakpoint] : []), ...(forced ? [forced] : [])];
  // What the server would refuse for the selection, said on the button before any request.
  const selectedNodes = keys.flatMap((key) => index.get(key) ?? []);
  const findUse = findUsesIn(state.lookups, state.tree, pagePathOf(state, ''));
  const cannotDuplicate = whyNotDuplicate(state.lookups, selectedNodes, findUse);
  // Everything a component shows: its structural edits change the component's use (lib/component-uses.ts).
  const use = keys.length === 1 && !state.lookupsStale ? findUse(node) : null;
  const cannotWrap = whyNotWrap(state.lookups, selectedNodes);
  const usedAs = keys.length === 1 ? classesFromComponent(state.lookups, id) : null;
  const refused = (prop: string) => (reason: string) => setProblems((current) => ({ ...current, [prop]: reason }));
  // With one element selected, each save is checked in the reloaded page (the field reads `read`).
  const readOf = (prop: string) => STYLE_SECTIONS.flatMap((section) => section.fields).find((field) => field.prop === prop)?.read ?? prop;
  const target = (prop: string) => ({ kind: 'element' as const, codebaseId: id, nth: renderingIndex(state.tree, id, state.selected), name: plainName(node), prop, read: readOf(prop) });
  // `inline`: in the element's style attribute; `context`: its own rule inside an element it sits in.
  const write = (prop: string, value: string, { inline = false, context }: { inline?: boolean; context?: string } = {}) => {
    setProblems(({ [prop]: _, ...rest }) => rest);
    setPending(null);
    const choice = usedAs ? { codebaseId: id, scope, renderedIn: renderedIn(node, index, state.lookups) } : null;
    const fields = (codebaseId: string) =>
      inline
        ? { codebaseId, stylingChanges: { [prop]: value }, stylingFramework: 'INLINE' as const, modifiers: [], customProperties: [] }
        : { ...stylingFields(codebaseId, { [prop]: value }, modifiers, choice), ...(context ? { context } : {}) };
    void actions.styleSelection((codebaseId) => createChangeItem('STYLING', fields(codebaseId)), refused(prop), keys.length === 1 ? { target: target(prop), asked: value } : null);
  };
  // Before writing: would the element's own rule win? If another rule keeps winning, ask where instead.
  const style = (prop: string, value: string) => {
    const over = keys.length === 1 ? overridingRule(data.rules, prop, { states: forced ? [forced] : [], screen: breakpoint !== null, ownSelectors: node.directlySetClassList.map((name) => `.${name}${forced ? `:${forced}` : ''}`), forced: forced || null }) : null;
    if (over) {
      setProblems(({ [prop]: _, ...rest }) => rest);
      setPending({ prop, value, over });
      return;
    }
    write(prop, value);
  };
  const choose = (prop: string, value: string, where: Where) => {
    setPending(null);
    if (where.kind === 'rule') void actions.styleRule(where.ref, prop, value, target(prop), refused(prop));
    else write(prop, value, { inline: where.kind === 'inline', ...(where.kind === 'specific' ? { context: where.context } : {}) });
  };
  const takesEffect = (prop: string) => (
    <TakesEffect
      prop={prop}
      pending={pending}
      effect={latestEffectFor(state.effects.list, id, prop)}
      target={target(prop)}
      tag={node.name}
      inlineAllowed={modifiers.length === 0}
      count={countStyled}
      choose={choose}
      cancel={() => setPending(null)}
    />
  );
  // Authored values (tokens) with the computed ones beside, in the forced state or else the resting one.
  const shown = (field: Pick<StyleField, 'prop' | 'kind' | 'read'>) => shownValue(field, data.rules, data.cssEvals, forced || null, state.pageTokens);
  const fieldProps = (field: StyleField) => {
    const { value, computed, swatch } = shown(field);
    return { value, computed, swatch, tokens: tokensFor(field.kind, field.prop, state.pageTokens), hint: hiddenChangeHint(field.prop, data.cssEvals) };
  };
  const force = (name: string) => {
    const key = state.selected;
    if (!key) return;
    setForced(name);
    void actions.forceStates(name ? [name] : [], key);
    release.current = name ? () => void actions.forceStates([], key) : null;
  };
  const hint = breakpoint ? canvasHint(breakpoint, state.canvas.width) : null;
  const box = node.pageBoundingBox;

  return (
    <section className="panel inspector" aria-label="Inspector">
      <h2>Inspector</h2>
      <header className="selection">
        <p className="selection-name" data-testid="tag">
          {keys.length > 1 ? `${keys.length} elements` : elementName(node)}
        </p>
        <p className="source" data-testid="source">
          {isGeneratedId(id)
            ? 'Rendered by a library component: not in the site’s source.'
            : renderings > 1
              ? <><strong>Renders {renderings}×</strong>{entry ? ` — ${sourcePlace(entry)}` : ''}</>
              : entry
                ? `Written in ${sourcePlace(entry)}`
                : 'Where it is written is known only with the editing server.'}
        </p>
        {renderings > 1 && <p className="muted small">One element in the source: a style {use ? '' : 'or structure '}change shows in all {renderings} (outlined in the canvas).</p>}
        {use && <p className="muted small" data-testid="component-use">{structureNote(use)}</p>}
        <p className="muted small">{Math.round(box.width)} × {Math.round(box.height)} px</p>
      </header>
      <div className="actions">
        <button type="button" onClick={() => void actions.deleteSelection()} title="Delete (Delete key)">Delete</button>
        <button type="button" onClick={() => void actions.duplicateSelection()} disabled={!!cannotDuplicate} title={cannotDuplicate ?? 'Duplicate (Ctrl+D)'}>Duplicate</button>
        <button type="button" onClick={() => void actions.wrapSelection()} disabled={!!cannotWrap} title={cannotWrap ?? undefined}>Wrap in div</button>
        <MoveButtons editor={editor} />
        <StyleCopyButtons editor={editor} single={keys.length === 1} />
      </div>

      <div className="modifiers">
        <label className="field">
          <span>Styles for</span>
          <select value={breakpoint ?? ''} onChange={(e) => dispatch({ type: 'breakpoint', breakpoint: isScreenModifier(e.target.value) ? e.target.value : null })} aria-label="Breakpoint">
            <option value="">All widths</option>
            <optgroup label="This width and wider">
              {WIDER.map((name) => (
                <option key={name} value={name}>{screenLabel(name)}</option>
              ))}
            </optgroup>
            <optgroup label="This width and narrower">
              {NARROWER.map((name) => (
                <option key={name} value={name}>{screenLabel(name)}</option>
              ))}
            </optgroup>
          </select>
        </label>
        <label className="field">
          <span>State</span>
          <select value={forced} onChange={(e) => force(e.target.value)} aria-label="State">
            <option value="">Normal</option>
            {STATES.map((name) => (
              <option key={name} value={name}>:{name} (forced)</option>
            ))}
          </select>
        </label>
        {hint && <p className="hint">{hint}</p>}
      </div>

      {usedAs && <StyleScope component={usedAs} scope={scope} onChange={(choice) => dispatch({ type: 'stylingScope', scope: choice })} />}

      {!loaded ? (
        <p className="muted" role="status">Reading the element’s values…</p>
      ) : (
        <>
          {STYLE_SECTIONS.map((section) => (
            <fieldset key={section.title} className="style-section">
              <legend>{section.title}</legend>
              {section.fields.map((field) => (
                <Fragment key={field.prop}>
                  <ValueField label={field.label} prop={field.prop} kind={field.kind} options={field.options} {...fieldProps(field)} problem={problems[field.prop]} onCommit={(value) => style(field.prop, value)} />
                  {takesEffect(field.prop)}
                </Fragment>
              ))}
            </fieldset>
          ))}
          <fieldset className="style-section">
            <legend>Spacing</legend>
            <BoxModel shown={(prop) => shown({ prop, kind: 'length' })} tokens={(prop) => tokensFor('length', prop, state.pageTokens)} size={`${Math.round(box.width)} × ${Math.round(box.height)}`} onCommit={style} />
            {BOX_PROPS.map((prop) => (
              <Fragment key={prop}>{takesEffect(prop)}</Fragment>
            ))}
          </fieldset>
        </>
      )}

      <fieldset className="style-section">
        <legend>Element</legend>
        <TagField tag={node.name} onCommit={(tag) => void actions.changeTag(tag)} />
        {keys.length === 1 ? (
          <TextSource text={text} origin={textOriginOf(state.lookups, id, rendering)} focusRequest={state.textFocus} onCommit={(next) => void actions.editText(state.selected ?? '', next, text)} />
        ) : null}
        {/* The page's root holds no source element to add into. */}
        {keys.length === 1 && node.parent && index.get(node.parent)?.parent ? <AddElement onAdd={(tag, newText) => void actions.addAfter(tag, newText)} /> : null}
      </fieldset>

      {keys.length === 1 && state.selected && !isGeneratedId(id) ? (
        <Attributes
          node={node}
          sourceOf={(name) => attributeSourceOf(state.lookups, id, name, rendering)}
          links={state.lookups?.links}
          pagePath={rendering.pagePath}
          renderings={renderings}
          component={entry?.component ?? null}
          onSet={(name, value, onRefused) => void actions.setAttribute(state.selected ?? '', name, value, onRefused)}
        />
      ) : null}

      <fieldset className="style-section">
        <legend>Classes</legend>
        <Classes
          classes={node.directlySetClassList}
          suggestions={state.pageClasses}
          onAdd={(className) => void actions.performEach((codebaseId) => createChangeItem('ADD_CLASS', { codebaseIdToAddClass: codebaseId, className, modifiers: [], customProperties: [] }))}
          onRemove={(className) => void actions.performEach((codebaseId) => createChangeItem('REMOVE_CLASS', { codebaseIdToRemoveClass: codebaseId, className }))}
        />
      </fieldset>

      <details className="style-section" open>
        <summary>Rules</summary>
        <Rules rules={data.rules} forced={forced} />
      </details>
      <details className="style-section">
        <summary>Computed</summary>
        <dl className="evals" data-testid="computed">
          {SHOWN_EVALS.filter((prop) => data.cssEvals[prop] !== undefined).map((prop) => (
            <div key={prop} data-prop={prop}>
              <dt>{prop}</dt>
              <dd>{data.cssEvals[prop]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
