// Inspector: the selection's tag, key, size, classes, computed values, CSS rules, pseudo states and actions.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createChangeItem } from 'visual-editing-runtime/host';
import type { Editor } from '../state/useEditor';

const STYLE_PROPS = ['color', 'background-color', 'font-size', 'padding', 'margin', 'display'] as const;
const SHOWN_EVALS = ['display', 'color', 'background-color', 'font-size', 'font-weight', 'padding', 'margin', 'width', 'height'];
const PSEUDO = ['hover', 'focus', 'active', 'focus-visible'];
/** Elements the "Add element" control offers. */
const NEW_TAGS = ['p', 'h2', 'h3', 'div', 'span', 'button'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A new native element with its text, after the selected element in the same parent. */
function AddElement({ onAdd }: { onAdd: (tag: string, text: string) => void }) {
  const [tag, setTag] = useState<string>('p');
  const [text, setText] = useState('New text');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(tag, text);
  };
  return (
    <form className="add-element" onSubmit={submit} aria-label="Add element">
      <select aria-label="New element" value={tag} onChange={(e) => setTag(e.target.value)}>
        {NEW_TAGS.map((name) => <option key={name} value={name}>&lt;{name}&gt;</option>)}
      </select>
      <input aria-label="Its text" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit">Add after</button>
    </form>
  );
}

function Field({ label, initial, onCommit }: { label: string; initial: string; onCommit: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onCommit(value.trim());
  };
  return (
    <form className="field" onSubmit={submit}>
      <label>
        <span>{label}</span>
        <input value={value} onChange={(e) => setValue(e.target.value)} placeholder={initial} />
      </label>
    </form>
  );
}

export function Inspector({ editor }: { editor: Editor }) {
  // Forced pseudo states belong to one selection (App keys this panel by it); leaving it releases them.
  const [modifiers, setModifiers] = useState<string[]>([]);
  const forced = useRef<string[]>([]);
  forced.current = modifiers;
  const release = useRef(editor.setModifiers);
  release.current = editor.setModifiers;
  useEffect(() => () => void (forced.current.length && release.current([])), []);
  const data = editor.inspector;
  const node = data ? editor.index.get(data.key) : undefined;
  if (!data || !node) {
    return (
      <section className="panel inspector" aria-label="Inspector">
        <h2>Inspector</h2>
        <p className="muted">Select an element in the canvas or the layers panel.</p>
      </section>
    );
  }
  const id = node.tempoElement.codebaseId;
  const key = data.key;
  const box = node.pageBoundingBox;
  const text = node.literalChildren.map((c) => c.value).join('');
  const parentId = node.parent ? editor.index.get(node.parent)?.tempoElement.codebaseId : undefined;
  const add = (tag: string, newText: string) => {
    if (!parentId || !node.parent || !editor.index.get(node.parent)?.parent) return;
    void editor.perform(
      createChangeItem('ADD_JSX', {
        codebaseIdToAddTo: parentId,
        afterCodebaseId: id,
        addNativeTag: tag,
        propsToSet: newText ? { children: newText } : {},
        htmlForInstantUpdate: `<${tag}>${escapeHtml(newText)}</${tag}>`,
      }),
      `Add <${tag}>`,
    );
  };
  const style = (prop: string, value: string) =>
    void editor.perform(createChangeItem('STYLING', { codebaseId: id, stylingChanges: { [prop]: value }, stylingFramework: 'CSS', modifiers, customProperties: [] }), `Set ${prop}`);
  const togglePseudo = (name: string) => {
    const next = modifiers.includes(name) ? modifiers.filter((m) => m !== name) : [...modifiers, name];
    setModifiers(next);
    editor.setModifiers(next);
  };
  return (
    <section className="panel inspector" aria-label="Inspector" key={key}>
      <h2>Inspector</h2>
      <dl className="facts">
        <dt>Tag</dt><dd data-testid="tag">{node.name}</dd>
        <dt>Key</dt><dd className="mono small" data-testid="key">{key}</dd>
        <dt>Size</dt><dd>{Math.round(box.width)} × {Math.round(box.height)}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={editor.removeSelection}>Delete</button>
        <button type="button" onClick={() => void editor.perform(createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: [id] }), 'Duplicate')}>Duplicate</button>
        <button type="button" onClick={() => void editor.perform(createChangeItem('WRAP_DIV', { codebaseIdsToWrap: [id] }), 'Wrap in div')}>Wrap in div</button>
      </div>
      <h3>Style</h3>
      {STYLE_PROPS.map((prop) => (
        <Field key={`${prop}:${data.cssEvals[prop] ?? ''}`} label={prop} initial={data.cssEvals[prop] ?? ''} onCommit={(v) => style(prop, v)} />
      ))}
      <fieldset className="pseudo">
        <legend>Force state</legend>
        {PSEUDO.map((name) => (
          <label key={name}><input type="checkbox" checked={modifiers.includes(name)} onChange={() => togglePseudo(name)} /> :{name}</label>
        ))}
      </fieldset>
      <h3>Element</h3>
      {/* The page's root holds no source element to add into. */}
      {node.parent && editor.index.get(node.parent)?.parent ? <AddElement onAdd={add} /> : null}
      <Field key={`tag:${node.name}`} label="Tag name" initial={node.name} onCommit={(v) => void editor.perform(createChangeItem('CHANGE_TAG', { codebaseIdToChange: id, newTagName: v }), 'Change tag')} />
      {node.children.length === 0 && text && (
        <Field key={`text:${text}`} label="Text" initial={text} onCommit={(v) => void editor.perform(createChangeItem('EDIT_TEXT', { codebaseIdToEditText: id, newText: v, oldText: text }), 'Edit text')} />
      )}
      <h3>Classes</h3>
      {data.classList.length === 0 && <p className="muted">No classes.</p>}
      <ul className="classes">
        {data.classList.map((cls) => (
          <li key={cls}>
            <code>{cls}</code>
            {!cls.startsWith('tempo-') && (
              <button type="button" aria-label={`Remove class ${cls}`} onClick={() => void editor.perform(createChangeItem('REMOVE_CLASS', { codebaseIdToRemoveClass: id, className: cls }), 'Remove class')}>×</button>
            )}
          </li>
        ))}
      </ul>
      <Field label="Add class" initial="" onCommit={(v) => void editor.perform(createChangeItem('ADD_CLASS', { codebaseIdToAddClass: id, className: v, modifiers: [], customProperties: [] }), 'Add class')} />
      <h3>Computed</h3>
      <dl className="evals" data-testid="computed">
        {SHOWN_EVALS.filter((p) => data.cssEvals[p] !== undefined).map((p) => (
          <div key={p} data-prop={p}><dt>{p}</dt><dd>{data.cssEvals[p]}</dd></div>
        ))}
      </dl>
      <h3>Rules</h3>
      <ol className="rules">
        {data.rules.map((rule, i) => (
          <li key={i} className={rule.applied ? 'applied' : 'unapplied'}>
            <div className="selector">
              <code>{rule.selector}</code>
              <span className="marks">{rule.inherited ? 'inherited' : ''}{rule.applied ? '' : ' not applied'}</span>
            </div>
            <ul>{Object.entries(rule.styles).map(([p, v]) => <li key={p}><code>{p}: {v}</code></li>)}</ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
