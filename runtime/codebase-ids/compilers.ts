// The frameworks' own template parsers, from the project that is being built: a Vue project has
// `vue` (and with it `vue/compiler-sfc`), a Svelte project has `svelte`. They parse exactly the
// syntax of the version the project compiles with, and a React vendor installs neither. Each
// caller says, as a narrow interface, what it uses of the module it asks for.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { messageOf } from './scheme';

const cache = new Map<string, unknown>();

/** The code of a Node error (`MODULE_NOT_FOUND`, …), if it has one. */
const errorCode = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * `specifier` (a CommonJS-loadable entry such as `svelte/compiler`) as the project at `root` resolves
 * it, else as this package resolves it; an Error saying what to install when neither has it.
 */
export function projectModule<Module>(root: string, specifier: string, install: string): Module {
  const key = `${root}\0${specifier}`;
  if (!cache.has(key)) {
    let loaded: unknown;
    for (const from of [join(root, 'package.json'), import.meta.url]) {
      try {
        loaded = createRequire(from)(specifier);
        break;
      } catch (error) {
        const code = errorCode(error);
        if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
          loaded = new Error(`${specifier} failed to load: ${messageOf(error)}`);
          break;
        }
      }
    }
    cache.set(key, loaded ?? new Error(`${specifier} is not installed: ${install}`));
  }
  const value = cache.get(key);
  if (value instanceof Error) throw value;
  return value as Module;
}
