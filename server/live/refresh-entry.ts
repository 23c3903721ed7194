// The live build's React Refresh entry: a module of the browser bundle that every module with
// registrations imports (refresh-registrations.ts) and that each page runs before the site's entry
// (shell.ts), so React's development build finds Refresh's hook when it starts. The live client
// imports it by its URL to re-render once a swapped module has registered its new components.
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import { REFRESH_REGISTRY } from './refresh-registrations';

/** The entry's output name: its URL is /assets/live-refresh.js in every build. */
export const REFRESH_ENTRY_NAME = 'live-refresh';
const NAMESPACE = 'live-refresh';

/** The module's text: react-refresh's runtime (this server's copy, whatever the project has installed), wrapped. */
function entryText(runtimeFile: string): string {
  return [
    `import runtime from ${JSON.stringify(runtimeFile)};`,
    'runtime.injectIntoGlobalHook(window);',
    'export function register(type, id) { runtime.register(type, id); }',
    'export function sign(type, key, getCustomHooks, forceReset) { runtime.setSignature(type, key, forceReset === true, getCustomHooks); }',
    // What a swap did: how many components were re-rendered, and whether React could not recover from an error in them.
    'export function refresh() {',
    '  const result = runtime.performReactRefresh();',
    '  return { updated: result ? result.updatedFamilies.size + result.staleFamilies.size : 0, failed: runtime.hasUnrecoverableErrors() };',
    '}',
  ].join('\n');
}

export function refreshEntryPlugin(): Plugin {
  const runtimeFile = createRequire(import.meta.url).resolve('react-refresh/runtime');
  return {
    name: 'live-refresh-entry',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${REFRESH_REGISTRY}$`) }, () => ({ path: REFRESH_REGISTRY, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: entryText(runtimeFile), loader: 'js', resolveDir: process.cwd() }));
    },
  };
}
