// Loads the editing tools module that sits beside the runtime file (runtime-tools.mjs), once.
import type * as Tools from '../tools';

export type ToolsModule = typeof Tools;

export const TOOLS_FILE = 'runtime-tools.mjs';

/** `base` is the runtime's own URL (import.meta.url; in the UMD build, its script's src). */
export function createToolsLoader(base: string): () => Promise<ToolsModule> {
  let loading: Promise<ToolsModule> | null = null;
  return () =>
    (loading ??= (import(/* a URL, resolved at run time */ new URL(TOOLS_FILE, base).href) as Promise<ToolsModule>).catch((error: unknown) => {
      loading = null; // let a later call try again (e.g. after a network blip)
      throw new Error(`Could not load the editing tools from ${new URL(TOOLS_FILE, base).href}: ${error instanceof Error ? error.message : String(error)}`);
    }));
}
