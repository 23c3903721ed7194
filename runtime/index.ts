// The package's main entry (ESM, for bundlers): start the runtime from code, with an adapter of your
// choice, and the key helpers and protocol types. The script-tag build is script.ts.
//   import { start, reactAdapter } from 'visual-editing-runtime';
//   const runtime = start({ allowedOrigins: ['https://editor.example'], adapter: reactAdapter });
import type { RuntimeHandle, StartOptions } from './core/runtime';
import { packageImports } from './package-imports';
import { startWith } from './start';

export type { AdapterChoice, RuntimeHandle, StartOptions } from './core/runtime';

/**
 * Starts the runtime in this window (once the DOM is ready). One runtime per window: stop() the first
 * to start again. The editing tools and adapters come from this package's own files (a bundler emits
 * them as chunks of the app), unless `toolsBase` names another folder.
 */
export function start(options: StartOptions): RuntimeHandle {
  return startWith(options, packageImports);
}
export type { ComponentAdapter, ComponentInstance } from './adapters/types';
export { reactAdapter } from './adapters/react';
export { preactAdapter } from './adapters/preact';
export { vueAdapter } from './adapters/vue';
export { svelteAdapter } from './adapters/svelte';
export { litAdapter } from './adapters/lit';
export { angularAdapter } from './adapters/angular';
export { formatElementKey, parseElementKey } from './shared/keys';
// Every protocol type for TypeScript users; of the values the version, the id helpers and the hot-update event's name.
export type * from '../types';
export { CODEBASE_ID_ATTRIBUTE, GENERATED_ID_PREFIX, HOT_UPDATE_BEFORE_EVENT, HOT_UPDATE_EVENT, PROTOCOL_VERSION, isGeneratedId } from '../types';
