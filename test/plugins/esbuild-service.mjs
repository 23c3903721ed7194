// esbuild for the test server: @web/dev-server-esbuild's plugin, kept working when esbuild's
// service process dies.
//
// The test server compiles every TypeScript and JavaScript module it sends (test files, the sources
// they import, the test runner's own scripts) with esbuild's `transform`. esbuild's Node API runs
// one child process, its service, for the whole process and never starts another by itself: once
// that child has gone — killed by a signal (another process, the kernel's out-of-memory killer) or
// crashed — every later call fails at once with "The service is no longer running", and each test
// page whose runner scripts cannot load waits out the start timeout ("Browser tests did not start
// after 20000ms"). Load alone does not end it: the service has no timeout, and its once-a-second
// ping only lets it notice that Node has gone (node_modules/esbuild/lib/main.js, `--ping`).
//
// Here the child is known (captured as esbuild spawns it), so a transform that fails because the
// service went starts a new one (`esbuild.stop()` forgets the old, the next call spawns) and runs
// once more; what ended the old one (signal or exit code, its last stderr) is printed and kept for
// the run's summary. When no new service can take over, or one died more than `maxRestarts`
// times, a TypeScript module fails with that report (its test file fails at once, naming the cause)
// and a JavaScript module is sent as it is (all three engines run ES2022), so the test runner's own
// scripts still load and report the file instead of letting it wait for the start timeout.
import childProcess from 'node:child_process';
import { loadavg } from 'node:os';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import * as esbuild from 'esbuild';

/** What esbuild's API answers once its service has gone: for calls in flight, and for every later one. */
const SERVICE_GONE = /The service (?:is no longer running|was stopped)/;
const STDERR_KEPT = 4_000;

/** The dev server logs an error of this name by its message alone, as it does its plugins' own errors. */
class TransformServiceError extends Error {
  name = 'PluginError';
}

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** One service process: its pid, its last stderr, and once it has exited, how. */
class ServiceProcess {
  /** @type {{ code: number | null, signal: string | null } | null} */
  ended = null;
  stderr = '';
  #child;

  #exited;

  constructor(child) {
    this.#child = child;
    this.pid = child.pid;
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.ended = { code, signal };
        resolve(this.ended);
      });
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    // As esbuild does with the child's other pipes: an idle service must not keep Node running.
    child.stderr.unref?.();
  }

  kill() {
    this.#child.kill();
  }

  /** Resolves with how the process ended, once it has. */
  exited() {
    // esbuild unrefs its child while no call is pending; waiting for the exit must keep Node running.
    if (!this.ended) this.#child.ref();
    return this.#exited;
  }
}

/**
 * Replaces esbuild's service with a new one, at once: answers its process, and `ready`, which settles
 * when it has answered a first call. esbuild keeps the child to itself, so child_process.spawn is
 * replaced for the length of the one synchronous call that spawns it: the only way to learn its pid
 * and exit, and to read its stderr (esbuild passes ours through). All of it is synchronous, so no other
 * call can start a service in between that this would not know.
 */
function spawnService() {
  // stop() forgets the service esbuild has (and kills it if it still runs); its effect is immediate.
  void esbuild.stop();
  const spawn = childProcess.spawn;
  let child = null;
  childProcess.spawn = (command, args, options) => {
    child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    return child;
  };
  let ready;
  try {
    ready = esbuild.transform('');
  } finally {
    childProcess.spawn = spawn;
  }
  if (!child) throw new Error('esbuild started no service process');
  return { service: new ServiceProcess(child), ready };
}

/** "esbuild's service (pid 123) was killed by SIGKILL at load 7.9; its last output: …" */
function describeServiceEnd(end) {
  let how;
  if (end.stoppedHere) how = 'closed its output while it still ran (stopped here)';
  else if (end.signal) how = `was killed by ${end.signal}${end.signal === 'SIGKILL' ? ' (another process, or the kernel when memory ran out)' : ''}`;
  else how = `exited with code ${end.code}`;
  const output = end.stderr.trim().split('\n').slice(-3).join(' | ');
  return `esbuild's service (pid ${end.pid}) ${how} at load ${end.load.toFixed(1)}${output ? `; its last output: ${output}` : ''}`;
}

/**
 * The one esbuild service of this process, restarted when it dies.
 * @param {{ maxRestarts?: number, log?: (message: string) => void }} [options]
 */
export function createTransformService({ maxRestarts = 5, log = (message) => console.warn(message) } = {}) {
  /** @type {ServiceProcess | null} */
  let current = null;
  /** While a service starts: settles when it has answered (or could not). */
  let starting = null;
  /** How each service that died ended, oldest first (the summary prints them). */
  const ends = [];
  /** Set once transforms cannot run any more: what happened. */
  let unavailable = null;
  const recovering = new WeakMap();

  function start() {
    if (starting) return starting;
    const { service, ready } = spawnService();
    current = service;
    starting = ready.then(
      () => {
        starting = null;
        return service;
      },
      (error) => {
        starting = null;
        throw error;
      },
    );
    return starting;
  }

  /** After `service` failed a call: records how it ended and starts the next one (once per dead service). */
  function recover(service, file) {
    if (current !== service) return Promise.resolve();
    if (!recovering.has(service)) {
      recovering.set(
        service,
        (async () => {
          // esbuild gives up on a service when its output ends, which can be before Node has seen the
          // process exit; one that is really still running is stopped here (SIGTERM).
          const stoppedHere = service.ended === null;
          if (stoppedHere) service.kill();
          const { code, signal } = await service.exited();
          const end = { pid: service.pid, code, signal, stoppedHere: stoppedHere && signal === 'SIGTERM', stderr: service.stderr, load: loadavg()[0] ?? 0, at: new Date().toISOString() };
          ends.push(end);
          const what = describeServiceEnd(end);
          if (ends.length > maxRestarts) {
            unavailable = `${what}; services died ${ends.length} times in this run, so no new one is started`;
            log(`[esbuild] ${unavailable}`);
            return;
          }
          try {
            const next = await start();
            end.replacedBy = next.pid;
            log(`[esbuild] ${what}; a new service (pid ${next.pid}) took over, and ${file} is compiled again`);
          } catch (error) {
            unavailable = `${what}, and a new service did not start: ${messageOf(error)}`;
            log(`[esbuild] ${unavailable}`);
          }
        })(),
      );
    }
    return recovering.get(service);
  }

  /**
   * Runs `work` (a transform) on the service, and once more on a new one if the service died under it.
   * @template T @param {() => Promise<T>} work @param {string} file for messages
   */
  async function run(work, file) {
    if (unavailable) throw new TransformServiceError(`esbuild could not compile ${file}: ${unavailable}`);
    const service = starting || !current ? await start() : current;
    try {
      return await work();
    } catch (error) {
      if (!SERVICE_GONE.test(messageOf(error))) throw error;
      await recover(service, file);
      if (unavailable) throw new TransformServiceError(`esbuild could not compile ${file}: ${unavailable}`);
      try {
        return await work();
      } catch (again) {
        if (!SERVICE_GONE.test(messageOf(again))) throw again;
        throw new TransformServiceError(`esbuild could not compile ${file}: its service died, and the one that took over failed too (${messageOf(again)})`);
      }
    }
  }

  return {
    start,
    run,
    /** The running service's process id (tests end it), or undefined before the first start. */
    get pid() {
      return current?.pid;
    },
    /** Resolves when the running service's process has exited. */
    exited: () => current?.exited() ?? Promise.resolve(null),
    ends,
    /** One line per service that ended in this run, for the summary. */
    report: () => ends.map((end) => `${describeServiceEnd(end)}${end.replacedBy ? `; pid ${end.replacedBy} took over` : ''}`),
    get unavailable() {
      return unavailable;
    },
  };
}

/**
 * @web/dev-server-esbuild's plugin (same options), with its transforms run by a service that is
 * restarted when it dies. `plugin.transformService` tells the run's summary what happened.
 * @param {Parameters<typeof esbuildPlugin>[0]} options
 * @param {Parameters<typeof createTransformService>[0]} [serviceOptions]
 */
export function restartingEsbuildPlugin(options, serviceOptions = {}) {
  const plugin = esbuildPlugin(options);
  const log = serviceOptions.log ?? ((message) => console.warn(message));
  const transformService = createTransformService({ ...serviceOptions, log });
  const { serverStart, transform } = plugin;
  let warned = false;
  plugin.serverStart = async (args) => {
    await transformService.start();
    return serverStart.call(plugin, args);
  };
  plugin.transform = async (context) => {
    try {
      return await transformService.run(() => transform.call(plugin, context), context.path);
    } catch (error) {
      // Without a service, JavaScript is sent as it is: the test runner's scripts load and fail the file fast.
      if (!(error instanceof TransformServiceError) || /\.(?:ts|tsx|mts|cts)$/.test(context.path)) throw error;
      if (!warned) log(`[esbuild] JavaScript modules are sent untransformed from now on (${context.path} first): ${error.message}`);
      warned = true;
      return undefined;
    }
  };
  return Object.assign(plugin, { transformService });
}
