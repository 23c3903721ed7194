// Owns the page's component adapter: the one given to start(), the one the page named, or (`auto`) the
// one for the framework detected. Detection follows hydration: a framework that appears after the
// editor connected (an island that hydrates late, an app mounted on a click) is found without a
// re-connect, and `onFound` tells the runtime, which tells the editor (ADAPTER_CHANGED).
//
// When to look again: hydration often changes nothing in the DOM (React's hydrateRoot adopts the server's
// markup as it is), so page changes alone would miss it. The service looks again on every page change
// (coalesced), on a short series of timers after connect (0.25 s doubling to 16 s: what a lazily hydrated
// page needs, and nothing once the page is quiet), and whenever the editor asks for a component (resolve).
// A look is the bounded check of tools/detect.ts: the usual mount points, never the whole page.
import { errorMessage, type AdapterReport } from '../../types';
import type { AdapterName } from '../adapters/names';
import type { ComponentAdapter } from '../adapters/types';
import type { Detection } from '../tools';
import type { PageChangeSource } from './page-changes';

export interface AdapterServiceOptions {
  /** What start() was given: an adapter object, a framework name, `auto` or `none`. */
  choice: ComponentAdapter | AdapterName | 'auto' | 'none';
  /** Which framework renders the page now (comes with the editing tools). */
  detect(): Promise<Detection>;
  /** Loads a framework's adapter file. */
  load(name: AdapterName): Promise<ComponentAdapter>;
  /** A framework was found after the first answer (only with `auto`). */
  onFound(report: AdapterReport): void;
  warn(message: string): void;
  debug(message: string): void;
  /** Timers of the page's window. */
  win: Window;
}

export interface AdapterService {
  /** The adapter in use, or null (none yet, none found, none wanted). */
  current(): ComponentAdapter | null;
  /**
   * The report of the adapter in use. The first call detects or loads it; with `auto` and no framework
   * found yet, later calls look again (an editor asking for a component may be the first to need it).
   */
  resolve(): Promise<AdapterReport>;
  /** With `auto` and no framework found: look again on each change of the page. */
  watch(changes: PageChangeSource): void;
  stop(): void;
}

/** Delays of the looks after the first answer found nothing: what lazily hydrated pages need. */
const LOOK_AGAIN_MS = [250, 500, 1000, 2000, 4000, 8000, 16000];
/** Page changes come in bursts: one look per burst, this long after its first change. */
const CHANGE_LOOK_DELAY_MS = 100;

export function createAdapterService(options: AdapterServiceOptions): AdapterService {
  const { choice, win } = options;
  let adapter: ComponentAdapter | null = typeof choice === 'object' ? choice : null;
  let report: Promise<AdapterReport> | null = null;
  /** The look under way (detecting, then loading), so looks never overlap. */
  let looking: Promise<AdapterReport> | null = null;
  let stopped = false;
  /** True once a framework was found, or when nothing is to be detected: no more looks. */
  let settled = typeof choice !== 'string' || choice !== 'auto';
  const timers = new Set<number>();
  let changeTimer: number | null = null;
  let stopListening: (() => void) | null = null;

  async function load(name: AdapterName, how: AdapterReport['choice']): Promise<AdapterReport> {
    try {
      const loaded = await options.load(name);
      if (!stopped) adapter = loaded;
      return { name, choice: how };
    } catch (error) {
      const reason = `no ${name} adapter: ${errorMessage(error)}`;
      options.warn(reason);
      return { name: null, choice: how, reason };
    }
  }

  async function detectAndLoad(): Promise<AdapterReport> {
    let detected: Detection;
    try {
      detected = await options.detect();
    } catch (error) {
      const reason = `no component adapter: ${errorMessage(error)}`;
      options.warn(reason);
      return { name: null, choice: 'detected', reason };
    }
    if (!detected.name) {
      // No framework, or one whose page leaves nothing for an adapter to read (a build without dev metadata).
      return { name: null, choice: 'detected', reason: detected.reason };
    }
    settled = true;
    stopWatching();
    return load(detected.name, 'detected');
  }

  function first(): Promise<AdapterReport> {
    if (typeof choice === 'object') return Promise.resolve({ name: choice.name, choice: 'given' });
    if (choice === 'none') return Promise.resolve({ name: null, choice: 'off' });
    if (choice !== 'auto') return load(choice, 'named');
    return detectAndLoad().then((found) => {
      if (!found.name) {
        options.debug(`${found.reason ?? 'no framework'}: no component adapter yet; looking again as the page hydrates`);
        scheduleLooks();
      }
      return found;
    });
  }

  /** Looks again (with `auto`, none found yet); a framework found is reported once, through onFound. */
  function lookAgain(): Promise<AdapterReport> {
    if (looking) return looking;
    const previous = report!;
    const look = previous.then(async (before) => {
      if (settled || stopped) return before;
      const now = await detectAndLoad();
      if (stopped) return before;
      if (now.name) {
        report = Promise.resolve(now);
        options.onFound(now);
        return now;
      }
      return before;
    });
    looking = look.finally(() => {
      looking = null;
    });
    return looking;
  }

  function scheduleLooks(): void {
    if (stopped || settled) return;
    for (const delay of LOOK_AGAIN_MS) {
      const timer = win.setTimeout(() => {
        timers.delete(timer);
        void lookAgain();
      }, delay);
      timers.add(timer);
    }
  }

  function stopWatching(): void {
    for (const timer of timers) win.clearTimeout(timer);
    timers.clear();
    if (changeTimer !== null) win.clearTimeout(changeTimer);
    changeTimer = null;
    stopListening?.();
    stopListening = null;
  }

  return {
    current: () => adapter,
    resolve() {
      if (!report) {
        report = first();
        return report;
      }
      return settled || stopped ? report : lookAgain();
    },
    watch(changes) {
      if (settled || stopped || stopListening) return;
      stopListening = changes.listen((change) => {
        // Mutations (an island's markers, a mounted app) and nothing else: scrolls hydrate nothing.
        if (change.type !== 'mutations' || changeTimer !== null || !report) return;
        changeTimer = win.setTimeout(() => {
          changeTimer = null;
          void lookAgain();
        }, CHANGE_LOOK_DELAY_MS);
      });
    },
    stop() {
      stopped = true;
      stopWatching();
    },
  };
}
