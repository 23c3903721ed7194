// The package's lazily loaded files (in dist/, beside the runtime) and how a build imports them. Apart
// from module-loader.ts so that the published declarations of start() name no tools' types.
import type { AdapterName } from '../adapters/names';

export const TOOLS_FILE = 'runtime-tools.mjs';
export const adapterFile = (name: AdapterName): string => `runtime-adapter-${name}.mjs`;

/** Imports one of those files by its name (runtime-tools.mjs, runtime-adapter-vue.mjs). */
export type PackageImports = (file: string) => Promise<unknown>;
