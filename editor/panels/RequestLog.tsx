// The mutation requests each action would send to the editor backend.
import type { Editor } from '../state/useEditor';

export function RequestLog({ editor }: { editor: Editor }) {
  return (
    <section className="panel log" aria-label="Request log">
      <h2>Requests</h2>
      {editor.log.length === 0 ? <p className="muted">No changes yet.</p> : null}
      <ol reversed>
        {editor.log.map((entry) => (
          <li key={entry.seq} data-url={entry.urlPath}>
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
