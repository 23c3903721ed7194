// The script-tag build (runtime.umd.js, global `EditingRuntime`): the core only. Loaded by a tag it
// starts itself:
//   <script src="…/runtime.umd.js" data-allowed-origins="https://editor.example" data-adapter="auto"></script>
// Component adapters and the editing tools load from beside this file when an editor connects.
import { errorMessage } from '../types';
import type { AdapterChoice, RuntimeHandle, StartOptions } from './core/runtime';
import { startWith } from './start';

export type { AdapterChoice, RuntimeHandle, StartOptions } from './core/runtime';

// The tag that loaded this file: its src is where the tools and adapters are (without one, '' is the
// document's own folder), and it names the editor origins it trusts.
const script = typeof document !== 'undefined' ? document.currentScript : null;
const here = script instanceof HTMLScriptElement ? script.src : '';

/** Starts the runtime in this window (once the DOM is ready); its tools and adapters load from beside this file unless `toolsBase` says. */
export function start(options: StartOptions): RuntimeHandle {
  return startWith(options, here);
}

// Script-tag start.
if (script instanceof HTMLScriptElement && script.dataset.allowedOrigins !== undefined) {
  try {
    const { allowedOrigins, adapter, debugLog } = script.dataset;
    // start() checks the adapter name and says which ones exist.
    start({ allowedOrigins, ...(adapter !== undefined ? { adapter: adapter as AdapterChoice } : {}), ...(debugLog === 'true' ? { debugLog: true } : {}) });
  } catch (error) {
    console.error('[editing-runtime] not started:', errorMessage(error));
  }
}
