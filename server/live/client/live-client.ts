// The dev-domain pages' live client (served at /__live/client.js, added by the live build to every
// page it serves): follows GET /__live, reloads the page when a build other than its own is served,
// and shows the build-error panel while the build is broken. The reload is a real location.reload():
// the editing runtime starts again in the new page and the editor's SDK reconnects by itself. A build
// that changed only the stylesheet is swapped in place instead: the page keeps its state and scroll,
// and the runtime hears HOT_UPDATE_EVENT (docs/protocol.md) so the editor knows the page shows it. A build
// that changed only lazily loaded React modules is swapped in too (module-swap.ts: React Refresh).
import { HOT_UPDATE_EVENT } from '../../../types/protocol';
import { LIVE_EVENTS_PATH, LIVE_STYLESHEET_ATTRIBUTE, type LiveEventName, type LiveEvents } from '../../../types/live';
import { hideBuildErrors, showBuildErrors } from './error-panel';
import { isModuleSwap, swapModules } from './module-swap';
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
  const swap = payload['css'] === undefined || (typeof payload['css'] === 'string' && typeof payload['from'] === 'string');
  const modules = payload['modules'] === undefined || (typeof payload['css'] === 'string' && isModuleSwap(payload['modules']));
  return typeof payload['version'] === 'string' && swap && modules;
}

/** Puts `css` in the site's stylesheet; false when the page has none to swap (then it reloads). */
function swapStylesheet(css: string): boolean {
  const style = document.querySelector(`style[${LIVE_STYLESHEET_ATTRIBUTE}]`);
  if (!style) return false;
  if (style.textContent !== css) style.textContent = css;
  return true;
}

function isFailed(payload: Record<string, unknown>): payload is LiveEvents['failed'] {
  return hasErrors(payload);
}

/** This script's tag: its `data-build` is the build the page shows (none on the error page). */
const ownScript = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

function start(): void {
  // The build the page shows: a swap makes it the new one (and the tag says so, for whoever asks the
  // page which build it shows).
  let version = ownScript?.dataset['build'] ?? null;
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
  // Swaps run one after another: the next build's swap starts from the page the one before left (its
  // `from` is the build the last one swapped in). The tag says the build once the page shows it.
  let swapping: Promise<void> = Promise.resolve();
  on(
    'ready',
    ({ version: served, from, css, modules }) => {
      if (served === version) hideBuildErrors(document);
      else if (css !== undefined && from === version) {
        version = served;
        hideBuildErrors(document);
        swapping = swapping.then(async () => {
          if (reloading) return;
          const swapped = modules ? await swapModules(window, modules, served, () => swapStylesheet(css)) : swapStylesheet(css);
          if (!swapped) return reload();
          if (ownScript) ownScript.dataset['build'] = served;
          window.dispatchEvent(new CustomEvent(HOT_UPDATE_EVENT, { detail: { kind: modules ? 'module' : 'css' } }));
        });
      } else reload();
    },
    isReady,
  );
  on('failed', ({ errors }) => showBuildErrors(document, errors, version !== null), isFailed);
}

start();
