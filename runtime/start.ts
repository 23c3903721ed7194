// One runtime per window: start() and the handle that lets a page start again after stop().
import { createRuntime, type RuntimeHandle, type StartOptions } from './core/runtime';

let running: RuntimeHandle | null = null;

/** Starts the runtime in this window (once the DOM is ready). One runtime per window: stop() the first to start again. */
export function start(options: StartOptions): RuntimeHandle {
  if (running) throw new Error('The editing runtime is already running in this window; call stop() on it first');
  const runtime = createRuntime(options);
  const handle: RuntimeHandle = {
    stop() {
      runtime.stop();
      if (running === handle) running = null;
    },
  };
  running = handle;
  return handle;
}
