// Loads the runtime's optional modules from beside the runtime file (or from `toolsBase`), once each:
// the editing tools, and the component adapter the page needs. A preview page's first load carries
// only the core; these arrive when an editor connects.
import { errorMessage } from '../../types';
import type * as Tools from '../tools';
import type { AdapterName } from '../adapters/names';
import type { ComponentAdapter } from '../adapters/types';

export type ToolsModule = typeof Tools;

export const TOOLS_FILE = 'runtime-tools.mjs';
export const adapterFile = (name: AdapterName): string => `runtime-adapter-${name}.mjs`;

/** `base` is the runtime's own URL (import.meta.url; in the UMD build, its script's src). */
export function createModuleLoader(base: string) {
  const loading = new Map<string, Promise<unknown>>();
  const load = (file: string, what: string): Promise<unknown> => {
    const url = new URL(file, base).href;
    let promise = loading.get(url);
    if (!promise) {
      promise = (import(/* a URL, resolved at run time */ url) as Promise<unknown>).catch((error: unknown) => {
        loading.delete(url); // let a later call try again (e.g. after a network blip)
        throw new Error(`Could not load ${what} from ${url}: ${errorMessage(error)}`);
      });
      loading.set(url, promise);
    }
    return promise;
  };
  return {
    tools: () => load(TOOLS_FILE, 'the editing tools') as Promise<ToolsModule>,
    async adapter(name: AdapterName): Promise<ComponentAdapter> {
      const module = (await load(adapterFile(name), `the ${name} adapter`)) as Record<string, unknown>;
      const adapter = module[`${name}Adapter`] as Partial<ComponentAdapter> | undefined;
      if (typeof adapter?.findComponentForElement !== 'function') throw new Error(`${adapterFile(name)} holds no ${name} adapter`);
      return adapter as ComponentAdapter;
    },
  };
}
