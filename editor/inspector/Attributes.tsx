// A link's destination (the site's pages and sections offered) and "Open in new tab", an image's
// source and description, and any element's id and accessible label. Each field says where the
// selected rendering's value is written (the element itself, where its component is used, a content
// file) or why code decides it, and refuses at once what could never be saved.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCloseOutside } from './use-close-outside';
import type { AttributeSource, NavTreeNode } from '../../types';
import { destinations, formWords, type Destination } from '../lib/source-origins';

export interface AttributesProps {
  node: NavTreeNode;
  /** Where each attribute of this rendering is written (null: the lookups do not say). */
  sourceOf(name: string): AttributeSource | null;
  /** The site's pages and sections, from the server's lookups. */
  links: Parameters<typeof destinations>[0];
  pagePath: string;
  /** How many elements of the page the source element renders. */
  renderings: number;
  /** The component the element is written in, for "every use of …". */
  component: string | null;
  onSet(name: string, value: string | null, onRefused: (reason: string) => void): void;
}

const LINK_TAGS = ['a', 'Link'];

/** The destinations menu's groups, in order. */
const GROUPS: readonly [Destination['group'], string][] = [
  ['here', 'Sections of this page'],
  ['page', 'Pages'],
  ['elsewhere', 'Sections of other pages'],
];

/** The attribute's value on the page now ('' when it has none). */
function valueOf(node: NavTreeNode, name: string): string {
  const prop = node.props[name];
  return prop && prop.type === 'LITERAL' && prop.value !== null && prop.value !== undefined ? String(prop.value) : '';
}

/** Where a value written apart for this rendering is, or why code decides it, in a line under its field (the element's own attributes share one note). */
function sourceNote(source: AttributeSource | null): string | null {
  if (source?.kind === 'data') return `Written ${source.where}${source.forms.some((form) => form.before || form.after) ? ` (the part in ${source.forms.map(formWords).join(' or ')})` : ''}: only this one changes.`;
  if (source?.kind === 'computed') return source.why;
  return null;
}

/** The attributes written on the element itself (or not yet at all): one change reaches every rendering. */
const onElement = (source: AttributeSource | null) => source !== null && (source.kind === 'absent' || source.kind === 'written');

interface FieldProps {
  name: string;
  label: string;
  value: string;
  source: AttributeSource | null;
  note: string | null;
  onSet: AttributesProps['onSet'];
  /** The destinations menu, for a link's destination. */
  choices?: readonly Destination[];
}

function AttributeField({ name, label, value, source, note, onSet, choices }: FieldProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const box = useCloseOutside<HTMLSpanElement>(open, setOpen);
  // What this field last sent: leaving it after Enter must not send it again.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    setDraft(value);
    sent.current = null;
  }, [value]);
  const readOnly = source?.kind === 'computed';
  const commit = (raw: string) => {
    const next = raw.trim();
    if (next === value || next === sent.current) return;
    sent.current = next;
    setProblem(null);
    onSet(name, next === '' ? null : next, (reason) => {
      setProblem(reason);
      setDraft(value);
      sent.current = null;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      // Escape puts the value back and goes no further (it would clear the selection).
      event.preventDefault();
      event.stopPropagation();
      setDraft(value);
      setProblem(null);
    }
  };
  const fitting = choices?.filter((choice) => !choice.unfit) ?? [];
  const unfit = choices && choices.length > fitting.length ? choices.find((choice) => choice.unfit)?.unfit : null;
  return (
    <label className="field attribute-field" data-attribute={name}>
      <span>{label}</span>
      <span className="value-input" ref={box}>
        <input
          value={draft}
          data-prop={name}
          readOnly={readOnly}
          aria-invalid={problem ? true : undefined}
          aria-describedby={note ? `attribute-note-${name}` : undefined}
          placeholder={readOnly ? '' : 'not set'}
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // A pick in the menu beside is not a blur away from the field.
            if (box.current?.contains(event.relatedTarget as Node | null)) return;
            if (draft.trim() !== value) commit(draft);
          }}
        />
        {choices && !readOnly && (
          <button type="button" className="token-button" aria-label={`Choose a ${label.toLowerCase()}`} aria-expanded={open} title="The site’s pages and sections" onClick={() => setOpen(!open)}>
            ▾
          </button>
        )}
        {open && choices && (
          <div
            className="destination-menu"
            role="group"
            aria-label={`${label}s`}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              setOpen(false);
            }}
          >
            {GROUPS.map(([group, title]) => {
              const shown = fitting.filter((choice) => choice.group === group);
              return shown.length ? (
                <div key={group} className="destination-group">
                  <p className="destination-heading">{title}</p>
                  {shown.map((choice) => (
                    <button
                      key={choice.value}
                      type="button"
                      className={choice.value === value ? 'destination current' : 'destination'}
                      aria-pressed={choice.value === value}
                      title={`${choice.value} — ${choice.label}`}
                      onClick={() => {
                        setOpen(false);
                        setDraft(choice.value);
                        commit(choice.value);
                      }}
                    >
                      <span className="destination-label">{choice.label}</span>
                      <span className="destination-value">{choice.value}</span>
                    </button>
                  ))}
                </div>
              ) : null;
            })}
            {unfit && <p className="muted small destination-unfit">{unfit}</p>}
          </div>
        )}
      </span>
      {problem ? (
        <span className="field-problem" role="alert" data-field-problem={name}>{problem}</span>
      ) : note ? (
        <span className="attribute-note muted small" id={`attribute-note-${name}`} data-attribute-note={name}>{note}</span>
      ) : null}
    </label>
  );
}

function NewTabToggle({ checked, source, note, onSet }: { checked: boolean; source: AttributeSource | null; note: string | null; onSet: AttributesProps['onSet'] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  const readOnly = source?.kind === 'computed' || source?.kind === 'data';
  return (
    <div className="field new-tab" data-attribute="target">
      <span />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={shown}
          disabled={readOnly}
          onChange={(event) => {
            const on = event.target.checked;
            setShown(on);
            setProblem(null);
            onSet('target', on ? '_blank' : null, (reason) => {
              setProblem(reason);
              setShown(checked);
            });
          }}
        />
        Open in new tab
      </label>
      {problem ? (
        <span className="field-problem" role="alert" data-field-problem="target">{problem}</span>
      ) : note ? (
        <span className="attribute-note muted small" data-attribute-note="target">{note}</span>
      ) : null}
    </div>
  );
}

export function Attributes({ node, sourceOf, links, pagePath, renderings, component, onSet }: AttributesProps) {
  const isLink = LINK_TAGS.includes(node.name);
  const isImage = node.name === 'img';
  const field = (name: string, label: string, choices?: readonly Destination[]) => {
    const source = sourceOf(name);
    return <AttributeField key={`${name}:${node.tempoElement.codebaseId}`} name={name} label={label} value={valueOf(node, name)} source={source} note={sourceNote(source)} onSet={onSet} choices={choices} />;
  };
  const targetSource = isLink ? sourceOf('target') : null;
  const names = [...(isLink ? ['href', 'target'] : isImage ? ['src', 'alt'] : []), 'id', 'aria-label'];
  const shared = renderings > 1 && names.some((name) => onElement(sourceOf(name)));
  return (
    <fieldset className="style-section attributes" data-testid="attributes">
      <legend>{isLink ? 'Link' : isImage ? 'Image' : 'Attributes'}</legend>
      {shared && <p className="muted small attributes-reach" data-testid="attributes-reach">What is set on the element{component ? ` in ${component}` : ''} changes {renderings === 2 ? 'both' : `all ${renderings}`} on this page; a value written apart for this one says so under it.</p>}
      {isLink && field('href', 'Destination', destinations(links, pagePath, sourceOf('href')))}
      {isLink && <NewTabToggle checked={valueOf(node, 'target') === '_blank'} source={targetSource} note={sourceNote(targetSource)} onSet={onSet} />}
      {isImage && field('src', 'Source')}
      {isImage && field('alt', 'Description')}
      {field('id', 'Id')}
      {field('aria-label', 'Accessible label')}
    </fieldset>
  );
}
