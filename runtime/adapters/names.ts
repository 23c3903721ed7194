// The frameworks the runtime has adapters for (each in its own file beside the runtime: runtime-adapter-<name>.mjs).
export const ADAPTER_NAMES = ['react', 'preact', 'vue', 'svelte', 'lit', 'angular', 'qwik'] as const;
export type AdapterName = (typeof ADAPTER_NAMES)[number];
