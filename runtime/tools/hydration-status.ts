// The hydration status an editor asks for (checkIfHydrationError): from Vite's error overlay when one
// is open, else from the page's recent uncaught errors (docs/protocol.md §5).
import type { FrameEventFields, HydrationStatus } from '../../types';
import type { ErrorFields } from '../core/page-errors';

const HYDRATION_TEXT = 'Hydration failed';

/** The text of Vite's error overlay, if one is open (its content lives in an open shadow root). */
function readViteOverlay(doc: Document): { message: string; file: string; stack: string } | null {
  const overlay = doc.querySelector('vite-error-overlay');
  if (!overlay) return null;
  const root = overlay.shadowRoot;
  const text = (selector: string) => root?.querySelector(selector)?.textContent?.trim() ?? '';
  return { message: text('.message') || (overlay.textContent ?? '').trim(), file: text('.file'), stack: text('.stack') };
}

export function hydrationStatus(doc: Document, recent: readonly ErrorFields[]): FrameEventFields['LATEST_HYDRATION_ERROR_STATUS'] {
  const overlay = readViteOverlay(doc);
  if (overlay) {
    const status: HydrationStatus = overlay.message.includes(HYDRATION_TEXT) ? 'error' : 'other_error';
    return { status, errorDescr: overlay.message, errorLabel: overlay.file, errorBody: overlay.stack };
  }
  const hydration = recent.find((error) => error.message.includes(HYDRATION_TEXT));
  if (hydration) return { status: 'error', errorDescr: hydration.message, errorLabel: hydration.filename ?? '', errorBody: hydration.stack ?? '' };
  return { status: 'no_error' };
}
