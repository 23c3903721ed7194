// When to build: change notices are collected (a burst of watcher events, the mutation server's
// write and its own echo on disk) and handed over as one batch after a short delay; only one build
// runs at a time, and notices that arrive during a build make one more build right after it, so the
// newest source always ends up built.
import type { LiveTrigger } from '../../types/live';

/** The longest a steady stream of watcher notices can hold a build back. */
const MAX_HOLD_MS = 300;

export interface RebuildBatch {
  /** Project-relative paths named by the notices (deduplicated, in arrival order). */
  paths: string[];
  /** `edit` when any notice came from the mutation server. */
  trigger: LiveTrigger;
}

export class RebuildQueue {
  private pending: { paths: Set<string>; trigger: LiveTrigger } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dueAt = 0;
  private firstNoticeAt = 0;
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly build: (batch: RebuildBatch) => Promise<void>) {}

  /** Notes changed paths; the batch starts `delayMs` after the latest notice (or sooner if a shorter delay is asked). */
  request(paths: readonly string[], trigger: LiveTrigger, delayMs: number): void {
    if (this.closed) return;
    if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`delayMs must be a finite number ≥ 0, got ${delayMs}`);
    if (!this.pending) {
      this.pending = { paths: new Set(), trigger };
      this.firstNoticeAt = Date.now();
    }
    for (const path of paths) this.pending.paths.add(path);
    if (trigger === 'edit') this.pending.trigger = 'edit';
    const due = Date.now() + delayMs;
    // A burst of watcher notices pushes the start back (up to MAX_HOLD_MS); an edit is never held back.
    const holdBack = this.pending.trigger === 'watch' && due - this.firstNoticeAt <= MAX_HOLD_MS;
    if (this.timer && !holdBack && due >= this.dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.startNext();
    }, delayMs);
  }

  private startNext(): void {
    if (this.running || !this.pending || this.closed) {
      this.settleWaiters();
      return;
    }
    const batch: RebuildBatch = { paths: [...this.pending.paths], trigger: this.pending.trigger };
    this.pending = null;
    this.running = this.build(batch)
      .catch((error: unknown) => console.error('live build: a rebuild failed unexpectedly:', error))
      .finally(() => {
        this.running = null;
        // Notices that came during the build: their delay has passed unless a timer still runs.
        if (!this.timer) this.startNext();
      });
  }

  private isIdle(): boolean {
    return !this.running && !this.timer && !this.pending;
  }

  private settleWaiters(): void {
    if (!this.isIdle() && !this.closed) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** Resolves once nothing is pending, scheduled or building. */
  idle(): Promise<void> {
    if (this.isIdle() || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops what is pending, stops the timer, and waits for a running build. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.running;
    this.settleWaiters();
  }
}
