// The mutation requests each action would send to the editor backend.
import type { Editor } from '../state/useEditor';

export function RequestLog({ editor }: { editor: Editor }) {
  return (
    <section className="panel log" aria-label="Request log">
      <h2>Requests</h2>
      {editor.log.length === 0 ? <p className="muted">No changes yet.</p> : null}
      {/* Numbers set per item: Chromium miscounts a reversed list whose items are added after it renders. */}
      <ol reversed>
        {editor.log.map((entry, index) => (
          <li key={entry.seq} value={editor.log.length - index} data-url={entry.urlPath}>
            <details>
              <summary><strong>{entry.label}</strong> <code>{entry.urlPath}</code></summary>
              <pre>{entry.body}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
