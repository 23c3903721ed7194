// The dev-domain pages' live client (served at /__live/client.js, added by the live build to every
// page it serves): follows GET /__live, reloads the page when a build other than its own is served,
// and shows the build-error panel while the build is broken. The reload is a real location.reload():
// the editing runtime starts again in the new page and the editor's SDK reconnects by itself.
import { LIVE_EVENTS_PATH, type LiveEventName, type LiveEvents } from '../../../types/live';
import { hideBuildErrors, showBuildErrors } from './error-panel';
import { keepScroll, restoreScroll } from './scroll-keeper';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Shape checks of the payloads (types/live.ts): enough that the handlers cannot throw on what they read.
function hasErrors(payload: Record<string, unknown>): boolean {
  const errors = payload['errors'];
  return Array.isArray(errors) && errors.every((problem) => isRecord(problem) && typeof problem['message'] === 'string');
}

function isStatus(payload: Record<string, unknown>): payload is LiveEvents['status'] {
  return typeof payload['state'] === 'string' && hasErrors(payload);
}

function isReady(payload: Record<string, unknown>): payload is LiveEvents['ready'] {
  return typeof payload['version'] === 'string';
}

function isFailed(payload: Record<string, unknown>): payload is LiveEvents['failed'] {
  return hasErrors(payload);
}

/** The build this page was made from (`data-build` of its script tag); null on the error page. */
function ownVersion(): string | null {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement ? (script.dataset['build'] ?? null) : null;
}

function start(): void {
  const version = ownVersion();
  restoreScroll(window);
  const source = new EventSource(LIVE_EVENTS_PATH);
  let reloading = false;

  const reload = (): void => {
    if (reloading) return;
    reloading = true;
    source.close();
    keepScroll(window);
    location.reload();
  };

  function on<K extends LiveEventName>(name: K, handle: (payload: LiveEvents[K]) => void, valid: (payload: Record<string, unknown>) => payload is LiveEvents[K]): void {
    source.addEventListener(name, (event) => {
      let payload: unknown;
      try {
        payload = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // The server is ours, but a proxy or an older server must not throw here: unknown shapes are skipped.
      if (isRecord(payload) && valid(payload)) handle(payload);
    });
  }

  on(
    'status',
    ({ state, version: served, errors }) => {
      // Errors stay listed while the next build runs: the latest finished build failed.
      if (errors.length) showBuildErrors(document, errors, version !== null);
      else if (state === 'ready' && served !== version) reload();
    },
    isStatus,
  );
  on(
    'ready',
    ({ version: served }) => {
      if (served !== version) reload();
      else hideBuildErrors(document);
    },
    isReady,
  );
  on('failed', ({ errors }) => showBuildErrors(document, errors, version !== null), isFailed);
}

start();
