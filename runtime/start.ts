// One runtime per window: start() and the handle that lets a page start again after stop().
import type { PackageImports } from './core/package-files';
import { createRuntime, type RuntimeHandle, type StartOptions } from './core/runtime';

let running: RuntimeHandle | null = null;

/**
 * Starts the runtime in this window (once the DOM is ready). One runtime per window: stop() the first
 * to start again. `files`: where the build's tools and adapters come from (the ESM build's imports
 * of them, or a URL of the UMD file's folder); `toolsBase` wins.
 */
export function startWith(options: StartOptions, files: PackageImports | string): RuntimeHandle {
  if (running) throw new Error('The editing runtime is already running in this window; call stop() on it first');
  const runtime = createRuntime(options, files);
  const handle: RuntimeHandle = {
    stop() {
      runtime.stop();
      if (running === handle) running = null;
    },
  };
  running = handle;
  return handle;
}
