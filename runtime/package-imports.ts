// The ESM build's imports of its lazily loaded files, as literal dynamic imports: an app's bundler
// (Vite, Rollup, esbuild, webpack) sees them and emits each file as a chunk of its own, loaded when
// an editor connects. Our build keeps them as imports of the files beside runtime.mjs
// (rollup.config.mjs, `packageFiles`); from the sources (tests) they import the sources.
import type { PackageImports } from './core/package-files';

export const packageImports: PackageImports = (file) => {
  switch (file) {
    case 'runtime-tools.mjs':
      return import('./tools');
    case 'runtime-adapter-react.mjs':
      return import('./adapters/react');
    case 'runtime-adapter-preact.mjs':
      return import('./adapters/preact');
    case 'runtime-adapter-vue.mjs':
      return import('./adapters/vue');
    case 'runtime-adapter-svelte.mjs':
      return import('./adapters/svelte');
    case 'runtime-adapter-lit.mjs':
      return import('./adapters/lit');
    case 'runtime-adapter-angular.mjs':
      return import('./adapters/angular');
    case 'runtime-adapter-qwik.mjs':
      return import('./adapters/qwik');
    default:
      return Promise.reject(new Error(`the package has no ${file}`));
  }
};
