// Every change the designer made: saving (for how long, and what it waits for), saved (what changed,
// in the server's words, and the files written with their diffs) or failed (with the server's
// reason, its file positions folded under "Details"), and the type check that follows each write:
// type errors a change added are listed under it (file:line:column). Every applied change has an
// "Undo this change" button (the server takes back any change, merging past later ones); a failed
// attempt can be dismissed. The request that carried a change is for developers: it stays folded
// under "Details for developers", so no API path or id shows by default.
import { useEffect, useState } from 'react';
import type { QueuedEdit, TypeProblem } from '../../types';
import { changeValues } from '../lib/change-values';
import { savingWords } from '../lib/saving-words';
import { canDismiss, canUndoEntry } from '../state/change-list';
import type { SaveEntry } from '../state/model';
import { effectOfSave } from '../state/save-effects';
import type { Editor } from '../state/useEditor';
import { EffectNote } from './EffectNote';

const place = (problem: TypeProblem): string => `${problem.file}:${problem.line}:${problem.column}`;

function TypeCheckNote({ entry, editor }: { entry: SaveEntry; editor: Editor }) {
  const check = entry.typeCheck;
  if (!check || check.state === 'passed') return null;
  if (check.state === 'checking') return <p className="type-check muted" data-type-check="checking">Checking types…</p>;
  if (check.state === 'not-checked') return <p className="type-check muted" data-type-check="not-checked">Types not checked: {check.reason}</p>;
  const undoable = canUndoEntry(entry);
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
        <UndoButton entry={entry} editor={editor} />
      ) : null}
    </div>
  );
}

/** Takes this one change back on the server, whatever came after it (the server says when a later change is in the way). */
function UndoButton({ entry, editor }: { entry: SaveEntry; editor: Editor }) {
  return (
    <button type="button" className="undo-change" aria-label={`Undo this change: ${entry.label}`} disabled={editor.state.busy} onClick={() => void editor.actions.undoChange(entry.activityId ?? '', entry.label)}>
      Undo this change
    </button>
  );
}

const hasProblems = (entry: SaveEntry) => entry.typeCheck?.state === 'problems';

/** How often a save still running asks for its place in the server's queue (first at once: a short wait may be all there is). */
const QUEUE_POLL_MS = 1000;

/** "Saving… 4 s", what the editor is waiting for, and the save's place when other saves are ahead of it. */
function SavingProgress({ entry, editQueue }: { entry: SaveEntry; editQueue: Editor['editQueue'] }) {
  const [started] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  const [place, setPlace] = useState<QueuedEdit | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [started]);
  useEffect(() => {
    const id = entry.activityId;
    if (!editQueue || !id) return;
    let current = true;
    const ask = (): void => {
      // A failed read only leaves the place unsaid: the save itself reports its own outcome.
      editQueue().then(
        ({ edits }) => current && setPlace(edits.find((edit) => edit.id === id) ?? null),
        () => undefined,
      );
    };
    ask();
    const timer = setInterval(ask, QUEUE_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [editQueue, entry.activityId]);
  return (
    <p className="save-progress muted" data-testid="save-progress">
      {savingWords(seconds, place)}
    </p>
  );
}

/** What the change sets, until the server's message says what it wrote. */
function ChangeValues({ entry }: { entry: SaveEntry }) {
  const values = changeValues(entry.urlPath, entry.body);
  return values ? <p className="save-values">{values}</p> : null;
}

/** How the preview showed a written change: in place (its state kept), or by loading the page again. */
const SHOWN_BY = {
  swapped: 'The preview swapped it in place: the page kept its state.',
  reloaded: 'The preview reloaded to show it: the page’s own state (open menus, typed text) started over.',
} as const;

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
            {entry.status === 'saving' ? <SavingProgress entry={entry} editQueue={editor.editQueue} /> : null}
            {entry.message ? <p className="save-message">{entry.message}</p> : <ChangeValues entry={entry} />}
            {entry.details ? (
              <details className="refusal-details">
                <summary>Details</summary>
                <p>{entry.details}</p>
              </details>
            ) : null}
            {/* Above the notes that come after the save (its effect, its type check), which so never move it under the pointer; a change with type errors has its undo beside them. */}
            {canUndoEntry(entry) && !hasProblems(entry) ? <UndoButton entry={entry} editor={editor} /> : null}
            <EffectNote effect={effectOfSave(editor.state.effects.list, entry.seq)} />
            {entry.shownBy === 'swapped' || entry.shownBy === 'reloaded' ? (
              <p className="shown-by muted" data-shown-by={entry.shownBy}>
                {SHOWN_BY[entry.shownBy]}
              </p>
            ) : null}
            <TypeCheckNote entry={entry} editor={editor} />
            {canDismiss(entry) ? (
              <button type="button" className="dismiss-change" aria-label={`Dismiss this failed attempt: ${entry.label}`} onClick={() => editor.actions.dismissSave(entry.seq)}>
                Dismiss
              </button>
            ) : null}
            {entry.files?.length ? (
              <details className="diff">
                <summary>Changed {entry.files.map((file) => file.path).join(', ')}</summary>
                {entry.files.map((file) => (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names each diff for screen readers and tests.
                  <pre key={file.path} aria-label={`Diff of ${file.path}`}>{file.diff}</pre>
                ))}
              </details>
            ) : null}
            {entry.urlPath ? (
              <details className="request">
                <summary>Details for developers</summary>
                <p>
                  Request <code>{entry.urlPath}</code>
                </p>
                <pre>{entry.body}</pre>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
