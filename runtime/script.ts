// The script-tag build (runtime.umd.js, global `EditingRuntime`): the core only. Loaded by a tag it
// starts itself:
//   <script src="…/runtime.umd.js" data-allowed-origins="https://editor.example" data-adapter="auto"></script>
// Component adapters and the editing tools load from beside this file when an editor connects.
import { errorMessage } from '../types';
import type { AdapterChoice } from './core/runtime';
import { start } from './start';

export { start };
export type { AdapterChoice, RuntimeHandle, StartOptions } from './core/runtime';

// Script-tag start: the tag that loaded this file names the editor origins it trusts.
const script = typeof document !== 'undefined' ? document.currentScript : null;
if (script instanceof HTMLScriptElement && script.dataset.allowedOrigins !== undefined) {
  try {
    const { allowedOrigins, adapter, debugLog } = script.dataset;
    // start() checks the adapter name and says which ones exist.
    start({ allowedOrigins, ...(adapter !== undefined ? { adapter: adapter as AdapterChoice } : {}), ...(debugLog === 'true' ? { debugLog: true } : {}) });
  } catch (error) {
    console.error('[editing-runtime] not started:', errorMessage(error));
  }
}
