// Whether the open pages can take a new build in place (React Refresh) rather than reload, and which
// modules they re-import for it. A page keeps running the code it loaded first: its entry and what the
// entry imports statically are never replaced, so a build that changed any of them (or the document
// the page was made from) reloads. What changed only in lazily loaded chunks — a page, the sections
// only it uses — is re-imported; their components register again and React re-renders them.
import type { BuiltAsset } from './site-build';

export interface SwappableBuild {
  /** URL path → file. */
  assets: ReadonlyMap<string, BuiltAsset>;
  /** URLs a page runs first and keeps: the site's entry and the React Refresh entry. */
  entries: readonly string[];
  /** URL → URLs it imports statically. */
  staticImports: ReadonlyMap<string, readonly string[]>;
  /** URLs of the lazily loaded chunks (stable from build to build). */
  lazyChunks: ReadonlySet<string>;
  /** What the page's document was made from. */
  documentCode: string;
}

/** Every URL `roots` import statically, the roots included. */
function staticClosure(build: SwappableBuild, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string): void => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const imported of build.staticImports.get(url) ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

const isScript = (url: string): boolean => url.endsWith('.js');

/**
 * The lazily loaded chunks a page of `before` re-imports to show `after` (possibly none: only source
 * maps changed), or null when it must reload.
 */
export function moduleSwap(before: SwappableBuild, after: SwappableBuild): string[] | null {
  if (before.documentCode !== after.documentCode) return null;
  if (before.entries.join('\0') !== after.entries.join('\0')) return null;
  const changed = [...after.assets].filter(([url, asset]) => isScript(url) && !before.assets.get(url)?.body.equals(asset.body)).map(([url]) => url);
  const kept = staticClosure(after, after.entries);
  if (changed.some((url) => kept.has(url))) return null;
  // A chunk the entries imported before and no longer do (moved elsewhere): the page's graph is not this build's.
  for (const url of staticClosure(before, before.entries)) if (!kept.has(url)) return null;
  return changed.filter((url) => after.lazyChunks.has(url)).sort();
}
