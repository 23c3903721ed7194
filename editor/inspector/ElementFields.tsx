// The element itself: its tag, its text, and a new element after it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ValueField } from './fields';

/** Elements the "Add element" control offers. */
const NEW_TAGS = ['p', 'h2', 'h3', 'div', 'span', 'a', 'button', 'li'] as const;

export function TextField({ text, focusRequest, onCommit }: { text: string; focusRequest: number; onCommit(text: string): void }) {
  const [draft, setDraft] = useState(text);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setDraft(text), [text]);
  // 'Edit Dynamic Text' in the canvas asks for this field.
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft !== text && draft.trim()) onCommit(draft);
  };
  return (
    <form className="field text-field" onSubmit={submit}>
      <label>
        <span>Text</span>
        <textarea
          ref={ref}
          rows={Math.min(4, Math.ceil(draft.length / 34) || 1)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
            if (e.key === 'Escape') setDraft(text);
          }}
        />
      </label>
    </form>
  );
}

export function AddElement({ onAdd }: { onAdd(tag: string, text: string): void }) {
  const [tag, setTag] = useState<string>('p');
  const [text, setText] = useState('New text');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(tag, text);
  };
  return (
    <form className="add-element" onSubmit={submit} aria-label="Add element">
      <select aria-label="New element" value={tag} onChange={(e) => setTag(e.target.value)}>
        {NEW_TAGS.map((name) => (
          <option key={name} value={name}>&lt;{name}&gt;</option>
        ))}
      </select>
      <input aria-label="Its text" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit">Add after</button>
    </form>
  );
}

export function TagField({ tag, onCommit }: { tag: string; onCommit(tag: string): void }) {
  return <ValueField label="Tag" prop="tag" kind="text" value={tag} onCommit={(value) => onCommit(value.toLowerCase())} />;
}
