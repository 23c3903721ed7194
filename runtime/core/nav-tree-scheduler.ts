// Rebuilds the navigation tree 300 ms after the page changes (its mutations, a resized window or a
// transition that moved boxes, heard from the one change source), and tracks hot reloads: a burst of
// page mutations sets the flag, which clears 1000 ms after the last one.
import type { PageChangeSource } from './page-changes';

export const NAV_TREE_REBUILD_DELAY_MS = 300;
export const HOT_RELOAD_CHECK_DELAY_MS = 1000;

export interface PageChangeWatcherOptions {
  changes: PageChangeSource;
  rebuild: () => void;
  onHotReloadEnd: () => void;
}

export interface PageChangeWatcher {
  readonly hotReloading: boolean;
  /** Rebuild now instead of waiting (e.g. after new lookups); pending scheduled work is folded in. */
  rebuildNow(): void;
  /** Rebuild now only if a change is waiting for its rebuild (a click must find what the page shows now). */
  flush(): void;
  /** Rebuild after the usual delay for a change the DOM does not record (a scroll moves boxes). */
  schedule(): void;
  stop(): void;
}

export function watchPageChanges(options: PageChangeWatcherOptions): PageChangeWatcher {
  let rebuildTimer: ReturnType<typeof setTimeout> | null = null;
  let hotReloadTimer: ReturnType<typeof setTimeout> | null = null;

  const rebuildNow = () => {
    if (rebuildTimer !== null) clearTimeout(rebuildTimer);
    rebuildTimer = null;
    options.rebuild();
  };

  // Coalesce: the first change schedules one rebuild; changes before it runs ride along.
  const schedule = () => {
    if (rebuildTimer === null) rebuildTimer = setTimeout(rebuildNow, NAV_TREE_REBUILD_DELAY_MS);
  };

  const stopListening = options.changes.listen((change) => {
    // Scrolls move boxes only: the patcher asks for its update itself; a whole build needs none.
    if (change.type === 'scroll') return;
    schedule();
    if (change.type !== 'mutations') return;
    if (hotReloadTimer !== null) clearTimeout(hotReloadTimer);
    hotReloadTimer = setTimeout(() => {
      hotReloadTimer = null;
      options.onHotReloadEnd();
    }, HOT_RELOAD_CHECK_DELAY_MS);
  });

  return {
    get hotReloading() {
      return hotReloadTimer !== null;
    },
    rebuildNow,
    flush() {
      if (rebuildTimer !== null) rebuildNow();
    },
    schedule,
    stop() {
      stopListening();
      if (rebuildTimer !== null) clearTimeout(rebuildTimer);
      if (hotReloadTimer !== null) clearTimeout(hotReloadTimer);
      rebuildTimer = hotReloadTimer = null;
    },
  };
}
