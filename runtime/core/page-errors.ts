// Uncaught page errors: forwarded to the editor, shown in Vite's overlay on Vite pages, and kept for
// the hydration status (hydration-status.ts) (docs/protocol.md §5 ERROR).
import type { FrameEventFields } from '../../types';

export type ErrorFields = FrameEventFields['ERROR']['error'];

const REMEMBERED_ERRORS = 20;

export interface PageErrorWatcherOptions {
  win: Window;
  signal: AbortSignal;
  /** `framework=VITE`: show uncaught errors in Vite's error overlay when one is registered. */
  vite: boolean;
  onError: (error: ErrorFields) => void;
}

export interface PageErrorWatcher {
  /** The latest uncaught errors (at most 20), oldest first. */
  recent(): readonly ErrorFields[];
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

  return { recent: () => recent };
}
