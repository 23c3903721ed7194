// Keeps the page's scroll position across a reload, whoever reloads it: the editor after a save, the
// live client after an edit by hand, the Refresh button. The browser's own restoration gives up when
// the reloaded page is shorter at first than the offset (a page that renders on the client, a rebuild
// still loading its styles): the designer is then thrown back to the top. The offset is written when
// the page goes away and put back, once the page is tall enough, only by a reload of the same address.

const STORAGE_KEY = 'editing-runtime:scroll';
/** How long a reloaded page may take to grow tall enough for its old offset. */
const RESTORE_FOR_MS = 10_000;

interface Kept {
  href: string;
  x: number;
  y: number;
}

function read(storage: Storage): Kept | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    storage.removeItem(STORAGE_KEY);
    if (typeof value !== 'object' || value === null) return null;
    const { href, x, y } = value as Record<string, unknown>;
    return typeof href === 'string' && typeof x === 'number' && typeof y === 'number' ? { href, x, y } : null;
  } catch {
    return null; // storage can be blocked (sandboxed frames): the browser's own restoration is all there is
  }
}

/** Whether this page was loaded by a reload (not a link, a new address, or Back). */
function isReload(win: Window): boolean {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload';
}

/**
 * Writes the offset when the page goes away; after a reload, scrolls back to it whenever the page
 * grows, until someone else scrolls a page tall enough for it (the visitor, or an editor showing its
 * selection) or RESTORE_FOR_MS pass. A page that renders on the client may shrink while it replaces
 * its server-rendered HTML, and the browser then clamps the offset: growing again puts it back.
 * Everything it listens to ends with `signal`.
 */
export function keepScrollAcrossReloads(win: Window, storage: Storage | null, signal: AbortSignal): void {
  // A page that restores its scroll itself says so with `manual`: the runtime keeps out of it.
  if (!storage || win.history.scrollRestoration === 'manual') return;
  const doc = win.document;
  const kept = read(storage);
  /** The offset still to restore; a page reloaded again before it got there passes it on. */
  let pending = kept && kept.href === win.location.href && isReload(win) && (kept.x !== 0 || kept.y !== 0) ? kept : null;
  win.addEventListener(
    'pagehide',
    () => {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(pending ?? { href: win.location.href, x: win.scrollX, y: win.scrollY }));
      } catch {
        // see read()
      }
    },
    { signal },
  );
  if (!pending) return;
  const target = pending;

  const done = new AbortController();
  const stop = () => {
    pending = null;
    done.abort();
  };
  signal.addEventListener('abort', stop, { once: true, signal: done.signal });
  const root = () => doc.scrollingElement ?? doc.documentElement;
  const reachable = () => root().scrollHeight - win.innerHeight >= target.y - 1 && root().scrollWidth - win.innerWidth >= target.x - 1;
  const at = () => Math.abs(win.scrollX - target.x) <= 1 && Math.abs(win.scrollY - target.y) <= 1;
  /** The page's height when the offset was last put back: a scroll that comes with another height is the layout's. */
  let height = -1;
  const restore = () => {
    height = root().scrollHeight;
    if (!at()) win.scrollTo({ left: target.x, top: target.y, behavior: 'instant' });
  };
  // A scroll elsewhere in an unchanged page tall enough for the offset is someone's choice (an
  // editor showing its selection), not the browser clamping it.
  win.addEventListener(
    'scroll',
    () => {
      if (at()) return;
      if (root().scrollHeight !== height) restore();
      else if (reachable()) stop();
    },
    { passive: true, signal: done.signal },
  );
  // The visitor's own scrolling wins over the restoration.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) win.addEventListener(type, stop, { capture: true, passive: true, signal: done.signal });
  const growth = new ResizeObserver(restore);
  growth.observe(doc.documentElement);
  done.signal.addEventListener('abort', () => growth.disconnect(), { once: true });
  const timer = win.setTimeout(stop, RESTORE_FOR_MS);
  done.signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  restore();
}
