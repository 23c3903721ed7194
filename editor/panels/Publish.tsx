// Publish: the toolbar's button and its panel. The panel says what visitors of the production site
// see now (the version published when), what changed since ("3 changes in 2 files: …"), and, once
// the designer publishes, each step as it runs; then what the site shows now, or — when the build
// fails — why in a sentence, with the compiler's message folded under it. The site keeps its
// version until a new one is built completely.
import { useCallback, useEffect, useRef } from 'react';
import type { PublishChanges, PublishRun, PublishStatus } from '../../types/publish';
import { PUBLISH_STAGES } from '../../types/publish';
import { changesSummary, STAGE_LABELS, stageStates, stepOf, whenText } from '../lib/publish-words';
import { hasPending, isPublishing } from '../state/publish';
import type { Editor } from '../state/useEditor';

/** At most this many changes and files are listed; the rest are counted. */
const LISTED = 8;

function Listed<T>({ items, render, className }: { items: readonly T[]; render: (item: T) => React.ReactNode; className: string }) {
  if (!items.length) return null;
  const rest = items.length - LISTED;
  return (
    <ul className={className}>
      {items.slice(0, LISTED).map(render)}
      {rest > 0 ? <li className="muted">and {rest} more</li> : null}
    </ul>
  );
}

/** The changes of the history and the files one version of the sources has over another. */
function ChangeList({ changes }: { changes: PublishChanges }) {
  return (
    <>
      <Listed className="publish-changes" items={changes.changes} render={(change) => <li key={change.id}>{change.message}</li>} />
      <Listed className="publish-changes undone" items={changes.undone} render={(change) => <li key={change.id}>Undone: {change.message}</li>} />
      <Listed
        className="publish-files"
        items={changes.files}
        render={(file) => (
          <li key={file.path}>
            <code>{file.path}</code>
            {file.change !== 'changed' ? <span className="muted"> ({file.change})</span> : null}
            {file.byHand ? <span className="muted"> · changed outside the editor</span> : null}
          </li>
        )}
      />
    </>
  );
}

function Steps({ run }: { run: PublishRun }) {
  return (
    <ol className="publish-steps" aria-label="Steps">
      {stageStates(run).map(({ stage, state, seconds }) => (
        <li key={stage} data-state={state} aria-current={state === 'running' ? 'step' : undefined}>
          <span className="publish-step-mark" aria-hidden="true">
            {state === 'done' ? '✓' : state === 'failed' ? '✕' : state === 'running' ? '●' : '○'}
          </span>
          {STAGE_LABELS[stage]}
          {state === 'done' && seconds !== null ? <span className="muted"> · {seconds} s</span> : null}
          {state === 'running' ? <span className="muted"> …</span> : null}
          {state === 'failed' ? <span className="visually-hidden"> (failed)</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The publish running, or how the last one ended. */
function RunReport({ run, status }: { run: PublishRun; status: PublishStatus }) {
  if (run.state === 'running') {
    return (
      <div className="publish-run" data-state="running">
        <p role="status">
          Publishing: {STAGE_LABELS[run.stage].toLowerCase()} ({stepOf(run.stage)}). Visitors keep the current version until the new one is complete; you can go on editing.
        </p>
        <Steps run={run} />
      </div>
    );
  }
  if (run.state === 'published') {
    return (
      <div className="publish-run" data-state="published">
        <p role="status">
          <strong>Published {whenText(run.finishedAt)}.</strong> Visitors now see {changesSummary(run.included).replace(/^Nothing has changed$/, 'the same site as before (nothing had changed)')}
          {run.included.files.length ? ':' : '.'}
        </p>
        <ChangeList changes={run.included} />
        <Steps run={run} />
      </div>
    );
  }
  return (
    <div className="publish-run failed" data-state="failed" role="alert">
      <p>
        <strong>{run.reason}</strong>
      </p>
      <p>The site still shows the version published {whenText(status.last.publishedAt)}.</p>
      <details className="publish-details">
        <summary>What the build said</summary>
        <pre>{run.details}</pre>
      </details>
      <Steps run={run} />
    </div>
  );
}

function PublishPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { publish } = editor.state;
  const { status } = publish;
  const running = isPublishing(publish);
  const pending = hasPending(publish);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens on the designer's click: the keyboard follows it there.
  useEffect(() => heading.current?.focus(), []);
  // Escape with the keyboard nowhere in particular (a button that was clicked got disabled) closes the
  // panel first: it is the popup on top. Elsewhere (a field, the layers) Escape stays theirs.
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== document.body) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, [close]);
  const site = status ? new URL(status.siteUrl) : null;
  return (
    <section
      id="publish-panel"
      className="publish-panel"
      role="dialog"
      aria-labelledby="publish-title"
      data-testid="publish-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape closes this panel only, not the selection behind it.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        close();
      }}
    >
      <header>
        <h2 id="publish-title" ref={heading} tabIndex={-1}>
          Publish the site
        </h2>
        <button type="button" aria-label="Close the Publish panel" onClick={close}>
          ×
        </button>
      </header>
      {status && site ? (
        <>
          <p>
            Visitors at{' '}
            <a href={status.siteUrl} target="_blank" rel="noreferrer">
              {site.host}
            </a>{' '}
            see the version published {whenText(status.last.publishedAt)}
            {status.last.source === 'start' ? ' (built when the editing server started)' : ''}.
          </p>
          <div className="publish-pending" data-testid="publish-pending">
            <p>
              <strong>{pending ? `Since then: ${changesSummary(status.pending)}` : 'Nothing has changed since then.'}</strong>
              {pending && status.pending.files.length ? ':' : ''}
            </p>
            <ChangeList changes={status.pending} />
          </div>
        </>
      ) : (
        <p className="muted">{publish.problem ? '' : 'Reading what changed since the last publish…'}</p>
      )}
      {publish.problem ? (
        <p className="publish-problem" role="alert">
          {publish.problem}
        </p>
      ) : null}
      <div className="publish-actions">
        <button
          type="button"
          className={pending === false ? undefined : 'primary'}
          data-testid="publish-now"
          disabled={running || !status || publish.requesting}
          title={pending === false ? 'Nothing has changed since the last publish; publishing builds the same site again.' : undefined}
          onClick={() => {
            // The button is disabled while the publish runs: the keyboard stays in the panel.
            heading.current?.focus();
            void editor.actions.publishSite();
          }}
        >
          {running ? 'Publishing…' : pending === false ? 'Publish again' : 'Publish now'}
        </button>
      </div>
      {status?.run ? <RunReport run={status.run} status={status} /> : null}
    </section>
  );
}

/** The toolbar's Publish button, with its panel below the toolbar. */
export function Publish({ editor }: { editor: Editor }) {
  const { state, actions, saving } = editor;
  const { publish } = state;
  const running = isPublishing(publish);
  const pending = publish.status?.pending ?? null;
  // The badge counts changes; edits made outside the editor count by file.
  const count = pending ? pending.changes.length + pending.undone.length || pending.files.length : 0;
  const button = useRef<HTMLButtonElement>(null);
  // What changed since the last publish changes with every save: read it again after each.
  const saved = state.saves.filter((entry) => entry.status === 'saved' || entry.status === 'undone').length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` counts the saves; each new one is a reason to read again.
  useEffect(() => {
    if (saving) void actions.readPublishStatus();
  }, [actions, saving, saved]);
  const close = useCallback(() => {
    actions.closePublish();
    button.current?.focus();
  }, [actions]);
  if (!saving) {
    return (
      <button type="button" className="publish-button" disabled title="Publishing needs the editing server: open the editor from npm start.">
        <span className="narrow-only" aria-hidden="true">
          ↥
        </span>
        <span className="narrow-hidden">Publish</span>
      </button>
    );
  }
  const run = publish.status?.run;
  const step = running && run?.state === 'running' ? PUBLISH_STAGES.indexOf(run.stage) + 1 : null;
  return (
    <div className="publish">
      <button
        ref={button}
        type="button"
        className="publish-button primary"
        aria-haspopup="dialog"
        aria-expanded={publish.open}
        aria-controls={publish.open ? 'publish-panel' : undefined}
        aria-label={step !== null ? `Publishing, step ${step} of ${PUBLISH_STAGES.length}` : undefined}
        title={
          step !== null
            ? `Publishing: step ${step} of ${PUBLISH_STAGES.length}`
            : pending && count
              ? `${changesSummary(pending)} since the last publish: open to publish them`
              : 'Publish the edited site to its visitors'
        }
        onClick={() => (publish.open ? close() : actions.openPublish())}
      >
        {/* In a narrow toolbar (a 1280 px window) the word gives way to a sign; it stays the button's name. */}
        <span className="narrow-only" aria-hidden="true">
          ↥
        </span>
        <span className="narrow-hidden">Publish</span>
        {/* While it runs, the step it is on; otherwise how many changes wait (the toolbar has no room for more words). */}
        {step !== null ? (
          <span className="publish-count" data-testid="publish-step">
            {step}/{PUBLISH_STAGES.length}
          </span>
        ) : count ? (
          <span className="publish-count">
            {count}
            <span className="visually-hidden"> unpublished</span>
          </span>
        ) : null}
      </button>
      {publish.open ? <PublishPanel editor={editor} close={close} /> : null}
    </div>
  );
}
