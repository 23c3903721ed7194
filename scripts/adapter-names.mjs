// The runtime's adapter names for the build and the Node tests, read from their one list
// (runtime/adapters/names.ts, ADAPTER_NAMES), which these .mjs files cannot import.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = readFileSync(fileURLToPath(new URL('../runtime/adapters/names.ts', import.meta.url)), 'utf8');
const list = /ADAPTER_NAMES = \[([^\]]*)\] as const/.exec(source);
if (!list) throw new Error('runtime/adapters/names.ts no longer has its ADAPTER_NAMES list');

/** ['react', 'preact', …]: each adapter is built into runtime-adapter-<name>.mjs. */
export const ADAPTER_NAMES = [...list[1].matchAll(/'([a-z]+)'/g)].map((match) => match[1]);
