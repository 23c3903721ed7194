// Uncaught page errors: forwarded to the editor, shown in Vite's overlay on Vite pages, and read
// back for the hydration status (SPEC.md §4, §8; PROTOCOL.md §5 ERROR, LATEST_HYDRATION_ERROR_STATUS).
import type { FrameEventFields, HydrationStatus } from '../../types';

type ErrorFields = FrameEventFields['ERROR']['error'];
type HydrationFields = FrameEventFields['LATEST_HYDRATION_ERROR_STATUS'];

const HYDRATION_TEXT = 'Hydration failed';
const REMEMBERED_ERRORS = 20;

export interface PageErrorWatcherOptions {
  win: Window;
  signal: AbortSignal;
  /** `framework=VITE`: show uncaught errors in Vite's error overlay when one is registered. */
  vite: boolean;
  onError: (error: ErrorFields) => void;
}

export interface PageErrorWatcher {
  hydrationStatus(): HydrationFields;
}

function describe(reason: unknown): ErrorFields {
  if (reason instanceof Error) return { message: reason.message, ...(reason.stack ? { stack: reason.stack } : {}) };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

type OverlayConstructor = new (error: { message: string; stack: string }, links?: boolean) => HTMLElement;

function showInViteOverlay(win: Window, error: ErrorFields): void {
  const Overlay = win.customElements?.get('vite-error-overlay') as OverlayConstructor | undefined;
  if (!Overlay) return;
  const doc = win.document;
  doc.querySelectorAll('vite-error-overlay').forEach((existing) => existing.remove());
  doc.body.append(new Overlay({ message: error.message, stack: error.stack ?? '' }));
}

/** The text of Vite's error overlay, if one is open (its content lives in an open shadow root). */
function readViteOverlay(doc: Document): { message: string; file: string; stack: string } | null {
  const overlay = doc.querySelector('vite-error-overlay');
  if (!overlay) return null;
  const root = overlay.shadowRoot;
  const text = (selector: string) => root?.querySelector(selector)?.textContent?.trim() ?? '';
  return { message: text('.message') || (overlay.textContent ?? '').trim(), file: text('.file'), stack: text('.stack') };
}

export function watchPageErrors(options: PageErrorWatcherOptions): PageErrorWatcher {
  const { win, signal } = options;
  const recent: ErrorFields[] = [];

  const record = (error: ErrorFields) => {
    recent.push(error);
    if (recent.length > REMEMBERED_ERRORS) recent.shift();
    options.onError(error);
    if (options.vite) showInViteOverlay(win, error);
  };

  win.addEventListener(
    'error',
    (event) => {
      if (!(event instanceof ErrorEvent)) return; // resource load failures carry no script error
      const described = event.error !== undefined && event.error !== null ? describe(event.error) : { message: event.message };
      record({ ...described, filename: event.filename, lineno: event.lineno, colno: event.colno });
    },
    { signal },
  );
  win.addEventListener('unhandledrejection', (event) => record(describe(event.reason)), { signal });

  return {
    hydrationStatus() {
      const overlay = readViteOverlay(win.document);
      if (overlay) {
        const status: HydrationStatus = overlay.message.includes(HYDRATION_TEXT) ? 'error' : 'other_error';
        return { status, errorDescr: overlay.message, errorLabel: overlay.file, errorBody: overlay.stack };
      }
      const hydration = recent.find((error) => error.message.includes(HYDRATION_TEXT));
      if (hydration) return { status: 'error', errorDescr: hydration.message, errorLabel: hydration.filename ?? '', errorBody: hydration.stack ?? '' };
      return { status: 'no_error' };
    },
  };
}
