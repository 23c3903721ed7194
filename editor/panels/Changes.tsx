// Every change the designer made: saving, saved (with the files written and their diffs) or failed
// (with the server's reason), and the request that carried it.
import type { SaveEntry } from '../state/model';
import type { Editor } from '../state/useEditor';

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
