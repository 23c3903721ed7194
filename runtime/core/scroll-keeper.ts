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
 * Writes the offset when the page goes away; after a reload, scrolls back to it as soon as the page
 * is tall enough, unless the visitor scrolls first. Everything it listens to ends with `signal`.
 */
export function keepScrollAcrossReloads(win: Window, storage: Storage | null, signal: AbortSignal): void {
  // A page that restores its scroll itself says so with `manual`: the runtime keeps out of it.
  if (!storage || win.history.scrollRestoration === 'manual') return;
  const doc = win.document;
  win.addEventListener(
    'pagehide',
    () => {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ href: win.location.href, x: win.scrollX, y: win.scrollY }));
      } catch {
        // see read()
      }
    },
    { signal },
  );
  const kept = read(storage);
  if (!kept || kept.href !== win.location.href || !isReload(win) || (kept.x === 0 && kept.y === 0)) return;

  const done = new AbortController();
  const stop = () => done.abort();
  signal.addEventListener('abort', stop, { once: true, signal: done.signal });
  const restore = () => {
    const root = doc.scrollingElement ?? doc.documentElement;
    const reachable = root.scrollHeight - win.innerHeight >= kept.y - 1 && root.scrollWidth - win.innerWidth >= kept.x - 1;
    if (win.scrollX !== kept.x || win.scrollY !== kept.y) win.scrollTo({ left: kept.x, top: kept.y, behavior: 'instant' });
    if (reachable) stop();
  };
  // The visitor's own scrolling wins over the restoration.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) win.addEventListener(type, stop, { capture: true, passive: true, signal: done.signal });
  const growth = new ResizeObserver(restore);
  growth.observe(doc.documentElement);
  done.signal.addEventListener('abort', () => growth.disconnect(), { once: true });
  const timer = win.setTimeout(stop, RESTORE_FOR_MS);
  done.signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  restore();
}
