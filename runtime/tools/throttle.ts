// Leading + trailing throttle with at most one pending timer: the first request runs at once,
// requests during the following interval collapse into one run at its end.

export interface Throttle {
  request(): void;
  /** Drops a pending trailing run. */
  cancel(): void;
}

export interface Timers {
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export function createThrottle(run: () => void, intervalMs: number, timers: Timers): Throttle {
  let timer: number | null = null;
  let trailing = false;

  const endOfInterval = () => {
    timer = null;
    if (!trailing) return;
    trailing = false;
    // Open a new interval before running, so requests made by `run` itself are throttled too.
    timer = timers.setTimeout(endOfInterval, intervalMs);
    run();
  };

  return {
    request() {
      if (timer !== null) {
        trailing = true;
        return;
      }
      timer = timers.setTimeout(endOfInterval, intervalMs);
      run();
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      trailing = false;
    },
  };
}
