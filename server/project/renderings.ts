// How many elements on the current page render a source element (the answer's `renderings`).
// The editor may say it (it counts them in the page); otherwise the static render of the site
// (render-walk.ts) counts them for the editor's page, or for every page when they all agree.
// Where neither can tell, the answer is null: a number is never invented.
import type { PageRender, Rendering } from './render-walk';

export interface RenderingsHint {
  /** Count sent by the editor (header X-Renderings). */
  count: number | null;
  /** The page the editor shows (header X-Page-Path). */
  pagePath: string | null;
}

/** The page the router shows for `path`: the route with that path, else the catch-all. */
export function pageFor(pages: readonly PageRender[], path: string): PageRender | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.find((page) => page.path === normalised) ?? pages.find((page) => page.path === null);
}

function certainCount(renderings: readonly Rendering[] | undefined, filter: (rendering: Rendering) => boolean): number | null {
  if (!renderings) return null;
  if (!renderings.every((rendering) => rendering.certain)) return null;
  return renderings.filter(filter).length;
}

/**
 * The number of renderings of `id` (those passing `filter`) on the editor's page; null when unknown.
 */
export function countRenderings(pages: readonly PageRender[], id: string, hint: RenderingsHint, filter: (rendering: Rendering) => boolean = () => true): number | null {
  if (hint.count !== null) return hint.count;
  if (hint.pagePath !== null) {
    const page = pageFor(pages, hint.pagePath);
    return page ? certainCount(page.renderings.get(id), filter) : null;
  }
  // Pages that do not show it do not count against the others.
  const counts = pages.filter((page) => page.renderings.has(id)).map((page) => certainCount(page.renderings.get(id), filter)).filter((count) => count !== 0);
  const [first, ...rest] = counts;
  if (first === undefined || first === null) return null;
  return rest.every((count) => count === first) ? first : null;
}

/** Every rendering of `id` on the hinted page, or on every page. */
export function renderingsOf(pages: readonly PageRender[], id: string, pagePath: string | null): Rendering[] {
  if (pagePath !== null) return pageFor(pages, pagePath)?.renderings.get(id) ?? [];
  return pages.flatMap((page) => page.renderings.get(id) ?? []);
}
