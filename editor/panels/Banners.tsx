// What the designer must know, above the canvas: the connection's state (with Retry), every failure
// until dismissed, the question before an edit that changes every rendering of an element, and
// notices (what an edit touches, why a selection did not extend).
import { describeProblem } from '../state/live-build';
import type { Editor } from '../state/useEditor';

export function Banners({ editor }: { editor: Editor }) {
  const { state, actions } = editor;
  return (
    <div className="banners">
      {state.status.kind === 'error' && (
        <div role="alert" className="alert">
          <strong>The preview did not answer.</strong> <span>{state.status.message}</span>
          <button type="button" onClick={actions.retry}>Retry</button>
        </div>
      )}
      {state.status.kind === 'refused' && (
        <div role="alert" className="alert" data-testid="preview-refused">
          <strong>This page is not opened here.</strong> <span>{state.status.message}</span>
        </div>
      )}
      {state.status.kind === 'connecting' && <p role="status" className="muted connecting">Connecting to the preview…</p>}
      {state.buildProblems.length > 0 && (
        <div role="alert" className="alert build-problems" data-testid="build-problems">
          <div>
            <strong>The site does not build</strong> (the preview keeps its last good page until the next good build):
            <ul>
              {state.buildProblems.map((problem, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: each build's problems replace the last ones whole.
                <li key={i}>
                  <code>{describeProblem(problem)}</code>
                  {problem.lineText ? <pre>{problem.lineText}</pre> : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {state.errors.map((error) => (
        <div key={error.id} role="alert" className="alert error-item" data-testid="error">
          <span>{error.message}</span>
          {error.details ? (
            <details className="refusal-details">
              <summary>Details</summary>
              <p>{error.details}</p>
            </details>
          ) : null}
          <button type="button" aria-label="Dismiss this error" onClick={() => actions.dismissError(error.id)}>×</button>
        </div>
      ))}
      {state.confirmation && (
        <div role="alertdialog" aria-labelledby="confirmation-text" className="notice confirmation" data-testid="confirmation">
          <span id="confirmation-text">{state.confirmation.message}</span>
          {/* biome-ignore lint/a11y/noAutofocus: the question follows the designer's own key or click; Enter answers it, Escape withdraws it. */}
          <button type="button" autoFocus onClick={() => void actions.confirm()}>{state.confirmation.confirmLabel}</button>
          <button type="button" onClick={actions.cancelConfirmation}>Cancel</button>
        </div>
      )}
      {state.notice && (
        <div role="status" className="notice" data-testid="notice">
          <span>{state.notice}</span>
          <button type="button" aria-label="Dismiss this notice" onClick={actions.dismissNotice}>×</button>
        </div>
      )}
    </div>
  );
}
