// Public entry of the editing runtime. Loaded as a script tag it starts itself:
//   <script src="/runtime/runtime.umd.js" data-allowed-origins="https://editor.example"></script>
// or from code: `EditingRuntime.start({ allowedOrigins: ['https://editor.example'] })`.
import { createRuntime, type RuntimeHandle, type StartOptions } from './runtime';

export type { RuntimeHandle, StartOptions } from './runtime';
export type { ComponentAdapter, ComponentInstance } from './adapters/types';
export { reactAdapter } from './adapters/react';
export { formatElementKey, parseElementKey } from './lib/keys';
// Every protocol type for TypeScript users; of the values only the version (the rest is for hosts).
export type * from '../types';
export { PROTOCOL_VERSION } from '../types';

let running: RuntimeHandle | null = null;

/** Starts the runtime in this window (once the DOM is ready). One runtime per window: stop() the first to start again. */
export function start(options: StartOptions): RuntimeHandle {
  if (running) throw new Error('The editing runtime is already running in this window; call stop() on it first');
  const runtime = createRuntime(options);
  const handle: RuntimeHandle = {
    stop() {
      runtime.stop();
      if (running === handle) running = null;
    },
  };
  running = handle;
  return handle;
}

// Script-tag start: the tag that loaded this file names the editor origins it trusts.
const script = typeof document !== 'undefined' ? document.currentScript : null;
if (script instanceof HTMLScriptElement && script.dataset.allowedOrigins !== undefined) {
  try {
    start({ allowedOrigins: script.dataset.allowedOrigins, ...(script.dataset.debugLog === 'true' ? { debugLog: true } : {}) });
  } catch (error) {
    console.error('[editing-runtime] not started:', error instanceof Error ? error.message : error);
  }
}
