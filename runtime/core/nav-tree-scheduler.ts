// Rebuilds the navigation tree 300 ms after the page changes, and tracks hot reloads: a burst of page
// mutations sets the flag, which clears 1000 ms after the last one.

export const NAV_TREE_REBUILD_DELAY_MS = 300;
export const HOT_RELOAD_CHECK_DELAY_MS = 1000;

export interface PageChangeWatcherOptions {
  root: Node;
  /** Mutations inside these nodes (the runtime's own overlays) are not page changes. */
  isOwnNode: (node: Node) => boolean;
  rebuild: () => void;
  onHotReloadEnd: () => void;
}

export interface PageChangeWatcher {
  readonly hotReloading: boolean;
  /** Rebuild now instead of waiting (e.g. after new lookups); pending scheduled work is folded in. */
  rebuildNow(): void;
  /** Rebuild after the usual delay for a change the DOM does not record (a resized viewport moves every box). */
  schedule(): void;
  /** Also watches changes inside `root` (an open shadow root: a document observer does not see into it). */
  observe(root: ShadowRoot): void;
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

  const observer = new MutationObserver((records) => {
    if (records.every((record) => options.isOwnNode(record.target))) return;
    schedule();
    if (hotReloadTimer !== null) clearTimeout(hotReloadTimer);
    hotReloadTimer = setTimeout(() => {
      hotReloadTimer = null;
      options.onHotReloadEnd();
    }, HOT_RELOAD_CHECK_DELAY_MS);
  });
  const init: MutationObserverInit = { subtree: true, childList: true, attributes: true, characterData: true };
  observer.observe(options.root, init);
  const watched = new WeakSet<ShadowRoot>();

  return {
    get hotReloading() {
      return hotReloadTimer !== null;
    },
    rebuildNow,
    schedule,
    observe(root) {
      if (watched.has(root)) return;
      watched.add(root);
      observer.observe(root, init);
    },
    stop() {
      observer.disconnect();
      if (rebuildTimer !== null) clearTimeout(rebuildTimer);
      if (hotReloadTimer !== null) clearTimeout(hotReloadTimer);
      rebuildTimer = hotReloadTimer = null;
    },
  };
}
