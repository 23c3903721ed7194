// Loads the runtime's optional modules once each: the editing tools, and the component adapter the
// page needs. A preview page's first load carries only the core; these arrive when an editor
// connects. They come from the package's own imports (the ESM build: literal, so an app's bundler
// sees them and emits them as chunks), or by URL from a folder (the UMD build: beside its script; or
// `toolsBase`).
import { errorMessage } from '../../types';
import type * as Tools from '../tools';
import type { AdapterName } from '../adapters/names';
import type { ComponentAdapter } from '../adapters/types';
import { adapterFile, type PackageImports, TOOLS_FILE } from './package-files';

export type ToolsModule = typeof Tools;

/**
 * `from`: the package's own imports, or a URL of a file in the folder holding them (the UMD build's
 * script src; `toolsBase`, which may be relative: to the document's base URL).
 */
export function createModuleLoader(from: PackageImports | string, doc: Document) {
  let base = '';
  if (typeof from === 'string') {
    try {
      base = new URL(from, doc.baseURI).href;
    } catch {
      throw new Error(`toolsBase is not a valid URL: ${JSON.stringify(from)}`);
    }
  }
  const loading = new Map<string, Promise<unknown>>();
  const load = (file: string, what: string): Promise<unknown> => {
    let promise = loading.get(file);
    if (!promise) {
      const url = base && new URL(file, base).href;
      const loaded = typeof from === 'string' ? (import(/* a URL, resolved at run time */ url) as Promise<unknown>) : from(file);
      promise = loaded.catch((error: unknown) => {
        loading.delete(file); // let a later call try again (e.g. after a network blip)
        throw new Error(`Could not load ${what} from ${url || file}: ${errorMessage(error)}`);
      });
      loading.set(file, promise);
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
