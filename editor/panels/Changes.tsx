// Every change the designer made: saving, saved (with the files written and their diffs) or failed
// (with the server's reason), the request that carried it, and the type check that follows each
// write: type errors a change added are listed under it (file:line:column) with a one-click undo.
import type { TypeProblem } from '../../types';
import type { SaveEntry } from '../state/model';
import type { Editor } from '../state/useEditor';

const place = (problem: TypeProblem): string => `${problem.file}:${problem.line}:${problem.column}`;

function TypeCheckNote({ entry, editor }: { entry: SaveEntry; editor: Editor }) {
  const check = entry.typeCheck;
  if (!check || check.state === 'passed') return null;
  if (check.state === 'checking') return <p className="type-check muted" data-type-check="checking">Checking types…</p>;
  if (check.state === 'not-checked') return <p className="type-check muted" data-type-check="not-checked">Types not checked: {check.reason}</p>;
  const undoable = entry.made && entry.activityId && (entry.status === 'saved' || entry.status === 'earlier');
  const count = check.problems.length;
  return (
    <div className="type-check problems" data-type-check="problems" role="alert">
      <p>
        {entry.made ? 'This change adds' : 'This write adds'} {count} type error{count > 1 ? 's' : ''}; the site still builds, but the type check of the project fails.
      </p>
      <ul>
        {check.problems.map((problem) => (
          <li key={`${place(problem)} ${problem.message}`}>
            <code>{place(problem)}</code> {problem.message}
          </li>
        ))}
      </ul>
      {undoable ? (
        <button type="button" disabled={editor.state.busy} onClick={() => editor.actions.undoChange(entry.activityId ?? '', entry.label)}>
          Undo this change
        </button>
      ) : null}
    </div>
  );
}

const STATUS: Record<SaveEntry['status'], string> = { saving: 'Saving…', saved: 'Saved', failed: 'Failed', preview: 'Preview only', earlier: 'Saved earlier', undone: 'Undone' };

export function Changes({ editor }: { editor: Editor }) {
  const { saves } = editor.state;
  return (
    <section className="panel log" aria-label="Changes">
      <h2>Changes</h2>
      {!editor.saving && (
        <p className="muted">Preview only: this editor was not opened from an editing server (npm start), so changes are not saved.</p>
      )}
      {saves.length === 0 ? <p className="muted">No changes yet.</p> : null}
      {/* Numbers set per item: Chromium miscounts a reversed list whose items are added after it renders. */}
      <ol reversed>
        {saves.map((entry, index) => (
          <li key={entry.seq} value={saves.length - index} data-url={entry.urlPath} data-status={entry.status}>
            <span className={`save-status ${entry.status}`} role={entry.status === 'failed' ? 'alert' : undefined}>
              {STATUS[entry.status]}
            </span>{' '}
            <strong>{entry.label}</strong>
            {entry.message ? <p className="save-message">{entry.message}</p> : null}
            <TypeCheckNote entry={entry} editor={editor} />
            {entry.files?.length ? (
              <details className="diff">
                <summary>{entry.files.map((file) => file.path).join(', ')}</summary>
                {entry.files.map((file) => (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names each diff for screen readers and tests.
                  <pre key={file.path} aria-label={`Diff of ${file.path}`}>{file.diff}</pre>
                ))}
              </details>
            ) : null}
            {entry.urlPath ? (
              <details className="request">
                <summary><code>{entry.urlPath}</code></summary>
                <pre>{entry.body}</pre>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
