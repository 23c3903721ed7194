// The package's main entry (ESM, for bundlers): start the runtime from code, with an adapter of your
// choice, and the key helpers and protocol types. The script-tag build is script.ts.
//   import { start, reactAdapter } from 'visual-editing-runtime';
//   const runtime = start({ allowedOrigins: ['https://editor.example'], adapter: reactAdapter });
export { start } from './start';
export type { AdapterChoice, RuntimeHandle, StartOptions } from './core/runtime';
export type { ComponentAdapter, ComponentInstance } from './adapters/types';
export { reactAdapter } from './adapters/react';
export { preactAdapter } from './adapters/preact';
export { vueAdapter } from './adapters/vue';
export { litAdapter } from './adapters/lit';
export { formatElementKey, parseElementKey } from './shared/keys';
// Every protocol type for TypeScript users; of the values the version and the id helpers.
export type * from '../types';
export { CODEBASE_ID_ATTRIBUTE, GENERATED_ID_PREFIX, PROTOCOL_VERSION, isGeneratedId } from '../types';
