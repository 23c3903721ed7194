// A build that changed only lazily loaded React modules, taken in place (types/live.ts LiveModuleSwap):
// the changed chunks are imported again (a query makes each a new module; what they import statically
// is the page's own, React included), their components register again with React Refresh, and the
// Refresh entry re-renders them keeping their state. The editing runtime hears of it before (to take
// back its structural instant updates); the live client tells it after (HOT_UPDATE_EVENT, kind `module`).
import { HOT_UPDATE_BEFORE_EVENT } from '../../../types/protocol';
import type { LiveModuleSwap } from '../../../types/live';

interface RefreshEntry {
  refresh(): { updated: number; failed: boolean };
}

function isRefreshEntry(value: unknown): value is RefreshEntry {
  return typeof value === 'object' && value !== null && typeof (value as { refresh?: unknown }).refresh === 'function';
}

/** Whether a `ready` payload's `modules` is one this client can follow (same-origin build files only). */
export function isModuleSwap(value: unknown): value is LiveModuleSwap {
  if (typeof value !== 'object' || value === null) return false;
  const { refresh, urls } = value as { refresh?: unknown; urls?: unknown };
  const asset = (url: unknown): boolean => typeof url === 'string' && /^\/assets\/[\w./-]+\.js$/.test(url) && !url.includes('..');
  return asset(refresh) && Array.isArray(urls) && urls.every(asset);
}

/**
 * Swaps the modules and the stylesheet (`swapCss`) in; false when the page must reload instead: a
 * module failed to load or run, or React could not re-render it (nothing registered, or an error it
 * cannot recover from).
 */
export async function swapModules(win: Window, { refresh, urls }: LiveModuleSwap, version: string, swapCss: () => boolean): Promise<boolean> {
  try {
    const entry: unknown = await import(refresh);
    if (!isRefreshEntry(entry)) return false;
    // Loaded and run before anything on screen changes: a module that throws leaves the page as it was.
    await Promise.all(urls.map((url) => import(`${url}?v=${encodeURIComponent(version)}`)));
    win.dispatchEvent(new CustomEvent(HOT_UPDATE_BEFORE_EVENT, { detail: { kind: 'module' } }));
    if (!swapCss()) return false;
    const { updated, failed } = entry.refresh();
    return !failed && (urls.length === 0 || updated > 0);
  } catch {
    return false;
  }
}
