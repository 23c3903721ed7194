// A live reload keeps the reader's place: the site sets `history.scrollRestoration = 'manual'` (it
// manages scrolling on navigation itself), so a plain location.reload() would start at the top. The
// position is kept in this tab's sessionStorage for the same address only, and put back once the
// reloaded page is tall enough to hold it (a page that renders on the client grows after `load`).
const KEY = 'live-reload-scroll';

interface Kept {
  address: string;
  x: number;
  y: number;
}

const addressOf = (loc: Location): string => `${loc.pathname}${loc.search}`;

function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  return typeof kept['address'] === 'string' && Number.isFinite(kept['x']) && Number.isFinite(kept['y']);
}

/** Remembers where the page is scrolled, just before a live reload. */
export function keepScroll(win: Window): void {
  try {
    win.sessionStorage.setItem(KEY, JSON.stringify({ address: addressOf(win.location), x: win.scrollX, y: win.scrollY }));
  } catch {
    // No storage for this frame (blocked third-party storage): the reload starts at the top.
  }
}

/** How long the reloaded page may take to grow tall enough before the position is given up. */
const GROW_LIMIT_MS = 5000;

/** Puts back the position kept before a live reload of this address, once; stops when the reader scrolls. */
export function restoreScroll(win: Window): void {
  let kept: unknown = null;
  try {
    const raw = win.sessionStorage.getItem(KEY);
    win.sessionStorage.removeItem(KEY);
    kept = raw === null ? null : JSON.parse(raw);
  } catch {
    return;
  }
  if (!isKept(kept) || kept.address !== addressOf(win.location)) return;
  const target = kept;
  const doc = win.document;
  const abort = new AbortController();
  const observer = new ResizeObserver(() => place());
  const stop = () => {
    abort.abort();
    observer.disconnect();
  };
  function place(): void {
    win.scrollTo({ left: target.x, top: target.y, behavior: 'instant' });
    if (Math.abs(win.scrollY - target.y) <= 1 && Math.abs(win.scrollX - target.x) <= 1) stop();
  }
  // The reader's own scrolling wins over the position being put back.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) win.addEventListener(type, stop, { once: true, passive: true, signal: abort.signal });
  win.setTimeout(stop, GROW_LIMIT_MS);
  const begin = () => {
    if (abort.signal.aborted) return;
    observer.observe(doc.documentElement);
    place();
  };
  if (doc.readyState === 'complete') begin();
  else win.addEventListener('load', begin, { once: true, signal: abort.signal });
}
