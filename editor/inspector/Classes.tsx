// The element's own classes (no source ids, no instant-update classes) with remove buttons, and a
// field that suggests the class names the page's style sheets use.
import { useState, type FormEvent } from 'react';

interface Props {
  classes: readonly string[];
  suggestions: readonly string[];
  onAdd(className: string): void;
  onRemove(className: string): void;
}

const VALID_CLASS = /^-?[_a-zA-Z][-_a-zA-Z0-9:/[\].%]*$/;

export function Classes({ classes, suggestions, onAdd, onRemove }: Props) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = draft.trim().split(/\s+/).filter(Boolean);
    const bad = names.find((name) => !VALID_CLASS.test(name));
    if (bad) return setProblem(`“${bad}” is not a class name.`);
    const fresh = names.filter((name) => !classes.includes(name));
    if (!fresh.length) return setProblem(names.length ? 'The element has that class already.' : null);
    setProblem(null);
    setDraft('');
    for (const name of fresh) onAdd(name);
  };
  return (
    <div className="classes-editor">
      {classes.length === 0 && <p className="muted">No classes.</p>}
      <ul className="classes">
        {classes.map((name) => (
          <li key={name}>
            <code>{name}</code>
            <button type="button" aria-label={`Remove class ${name}`} onClick={() => onRemove(name)}>×</button>
          </li>
        ))}
      </ul>
      <form className="field" onSubmit={submit}>
        <label>
          <span>Add class</span>
          <input value={draft} list="page-classes" onChange={(e) => setDraft(e.target.value)} placeholder="class name" spellCheck={false} aria-invalid={problem ? true : undefined} />
        </label>
        <datalist id="page-classes">
          {suggestions.filter((name) => !classes.includes(name)).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </form>
      {problem && <p className="field-problem" role="alert">{problem}</p>}
    </div>
  );
}
