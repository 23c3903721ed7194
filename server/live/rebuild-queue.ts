// When to build: change notices are collected (a burst of watcher events, the mutation server's
// write and its own echo on disk) and handed over as one batch after a short delay; only one build
// runs at a time, and notices that arrive during a build make one more build right after it, so the
// newest source always ends up built. A write the mutation server announces holds builds back until
// it is done, so a build never reads half of a many-file write and the write's echo is part of it.
// After a write the build waits a moment for the next one (webpack's aggregateTimeout): edits sent
// one after another are then written without a build competing with each for the processor, and
// built together, at least every MAX_HOLD_MS while they keep coming.
import type { LiveTrigger } from '../../types/live';

/** The longest a steady stream of watcher notices, or of writes, can hold a build back. */
const MAX_HOLD_MS = 300;
/** The longest an announced write holds builds back, should its end never be told. */
const MAX_AWAIT_MS = 5_000;

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
  /** Paths of announced writes not yet done → how many announcements name them. */
  private readonly awaited = new Map<string, number>();
  private awaitTimer: NodeJS.Timeout | null = null;

  constructor(private readonly build: (batch: RebuildBatch) => Promise<void>) {}

  /** Notes changed paths; the batch starts `delayMs` after the latest notice (or sooner if a shorter delay is asked). */
  request(paths: readonly string[], trigger: LiveTrigger, delayMs: number): void {
    if (this.closed) return;
    if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`delayMs must be a finite number ≥ 0, got ${delayMs}`);
    if (trigger === 'edit') this.forget(paths);
    if (!this.pending) {
      this.pending = { paths: new Set(), trigger };
      this.firstNoticeAt = Date.now();
    }
    for (const path of paths) this.pending.paths.add(path);
    if (trigger === 'edit') this.pending.trigger = 'edit';
    const now = Date.now();
    // A batch holding an edit starts at most MAX_HOLD_MS after its first notice, however long the delay asked.
    const due = this.pending.trigger === 'edit' ? Math.min(now + delayMs, this.firstNoticeAt + MAX_HOLD_MS) : now + delayMs;
    // A burst of watcher notices pushes the start back (up to MAX_HOLD_MS); a later edit never does.
    const holdBack = this.pending.trigger === 'watch' && due - this.firstNoticeAt <= MAX_HOLD_MS;
    if (this.timer && !holdBack && due >= this.dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = due;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.startNext();
      },
      Math.max(0, due - now),
    );
  }

  /** A write of these paths is about to happen: no build starts until it is done (`request(…, 'edit')`) or `release`d. */
  expect(paths: readonly string[]): void {
    if (this.closed || !paths.length) return;
    for (const path of paths) this.awaited.set(path, (this.awaited.get(path) ?? 0) + 1);
    if (this.awaitTimer) clearTimeout(this.awaitTimer);
    // Should the end of the write never be told, builds go on after a while.
    this.awaitTimer = setTimeout(() => {
      this.awaitTimer = null;
      this.awaited.clear();
      if (!this.timer) this.startNext();
    }, MAX_AWAIT_MS);
  }

  /** The announced write of these paths did not happen: builds may start again. */
  release(paths: readonly string[]): void {
    this.forget(paths);
    if (!this.timer) this.startNext();
  }

  private forget(paths: readonly string[]): void {
    for (const path of paths) {
      const count = this.awaited.get(path);
      if (count === undefined) continue;
      if (count > 1) this.awaited.set(path, count - 1);
      else this.awaited.delete(path);
    }
    if (!this.awaited.size && this.awaitTimer) {
      clearTimeout(this.awaitTimer);
      this.awaitTimer = null;
    }
  }

  private startNext(): void {
    if (this.running || !this.pending || this.closed || this.awaited.size) {
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
    return !this.running && !this.timer && !this.pending && !this.awaited.size;
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
    if (this.awaitTimer) clearTimeout(this.awaitTimer);
    this.timer = null;
    this.awaitTimer = null;
    this.awaited.clear();
    this.pending = null;
    await this.running;
    this.settleWaiters();
  }
}
