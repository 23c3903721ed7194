// The frameworks' own template parsers, from the project that is being built: a Vue project has
// `vue` (and with it `vue/compiler-sfc`), a Svelte project has `svelte`. They parse exactly the
// syntax of the version the project compiles with, and a React vendor installs neither.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const cache = new Map();

/**
 * `specifier` (a CommonJS-loadable entry such as `svelte/compiler`) as the project at `root` resolves
 * it, else as this package resolves it; an Error saying what to install when neither has it.
 */
export function projectModule(root, specifier, install) {
  const key = `${root}\0${specifier}`;
  if (!cache.has(key)) {
    let loaded;
    for (const from of [join(root, 'package.json'), import.meta.url]) {
      try {
        loaded = createRequire(from)(specifier);
        break;
      } catch (error) {
        if (error?.code !== 'MODULE_NOT_FOUND' && error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
          loaded = new Error(`${specifier} failed to load: ${error?.message ?? error}`);
          break;
        }
      }
    }
    cache.set(key, loaded ?? new Error(`${specifier} is not installed: ${install}`));
  }
  const value = cache.get(key);
  if (value instanceof Error) throw value;
  return value;
}
