// The dev-domain pages of the live build: for each route, the document the prerenderer writes (same
// head: title, description, Open Graph, inlined CSS, module preloads, entry; the runtime first, not its loader) but
// with an empty #root, which site/entry-client.tsx renders into on the client; plus the React Refresh
// entry before the site's, and the live client that reloads the page or swaps what changed in place.
// And the page served while the build is broken: the error panel alone.
import { LIVE_CLIENT_PATH, LIVE_STYLESHEET_ATTRIBUTE } from '../../types/live';
import type { RouteMeta } from '../../types/document';
import type { DocumentModule } from './document-module';
import type { SiteBuildSuccess } from './site-build';

export interface ShellSettings {
  siteName: string;
  analyticsSrc?: string | undefined;
  siteUrl?: string | undefined;
  /** The inline loader's settings: which hosts load the runtime, and from where. */
  runtimeLoader: { devDomain: string; stagingDevDomain: string; src: string };
  /** Route id → project-relative source of its lazily loaded page (as scripts/prerender.mjs knows them). */
  pageSources: Readonly<Record<string, string>>;
  /** The route id whose page answers unknown paths, with status 404. */
  notFoundRoute: string;
}

export interface PageShells {
  /** The page for a URL path: the route's shell, or the not-found shell with status 404. */
  forPath(path: string): { status: number; html: Buffer };
}

/** The script tag of the live client; `version` is the build the page comes from (none for the error page). */
export function liveClientTag(version: string | null): string {
  const build = version === null ? '' : ` data-build="${version.replace(/[^A-Za-z0-9._-]/g, '')}"`;
  return `<script src="${LIVE_CLIENT_PATH}"${build} async></script>`;
}

/**
 * The runtime's script tag, parser-blocking and first in the head: these pages are only ever served on
 * the dev domain, so no loader has to decide, and a runtime that runs before every script of the page
 * listens for the editor's port before any of them can (docs/security.md).
 */
export function runtimeFirstTag(src: string): string {
  return `<script src="${src.replace(/[&<>"']/g, '')}"></script>`;
}

const CHARSET = '<head>\n<meta charset="utf-8">';

/**
 * The React Refresh entry's tag (refresh-entry.ts): a module script before the site's, so it runs first
 * (module scripts run in document order) and React's development build finds Refresh's hook.
 */
function refreshEntryTag(url: string): string {
  return `<script type="module" src="${url.replace(/[&<>"']/g, '')}"></script>`;
}

/** Puts the runtime's tag first in the head, after the charset's meta: nothing of the page runs before it; then `after`. */
function withRuntimeFirst(html: string, src: string, after: string): string {
  const at = html.indexOf(CHARSET);
  if (at < 0) throw new Error('renderDocument returned a page whose head does not start with its charset');
  const end = at + CHARSET.length;
  return `${html.slice(0, end)}\n${runtimeFirstTag(src)}\n${after}${html.slice(end)}`;
}

/**
 * Marks the site's stylesheet as the one a CSS-only build swaps in place: the first `<style>` of the
 * page, which renderDocument writes in the head before any script (the text before it is escaped).
 */
function withStylesheetMarked(html: string): string {
  const at = html.indexOf('<style>');
  if (at < 0) throw new Error('renderDocument returned a page without the site\'s <style>');
  return `${html.slice(0, at)}<style ${LIVE_STYLESHEET_ATTRIBUTE}>${html.slice(at + '<style>'.length)}`;
}

/** Inserts the live client at the end of the head (the shell's body is only the empty #root). */
function withLiveClient(html: string, version: string): string {
  const at = html.lastIndexOf('</head>');
  if (at < 0) throw new Error('renderDocument returned a page without </head>');
  return `${html.slice(0, at)}${liveClientTag(version)}\n${html.slice(at)}`;
}

/** A module and everything it imports statically (what a page preloads). */
function withImports(staticImports: ReadonlyMap<string, readonly string[]>, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const imported of staticImports.get(url) ?? []) withImports(staticImports, imported, seen);
  return seen;
}

export function renderShells(build: SiteBuildSuccess, documentModule: DocumentModule, settings: ShellSettings, version: string): PageShells {
  const shells = new Map<string, Buffer>();
  for (const id of documentModule.prerenderedRoutes) {
    const meta = documentModule.routeMeta[id];
    const source = settings.pageSources[id];
    if (!meta || !source) throw new Error(`no page source is known for the route "${id}" (scripts/document-settings.mjs)`);
    const chunk = build.chunkOfSource.get(source);
    if (!chunk) throw new Error(`no chunk was built for ${source}; is it still lazily imported in site/pages/index.ts?`);
    const files = withImports(build.staticImports, build.entry);
    withImports(build.staticImports, chunk, files);
    // Only files named by their content are preloaded: WebKit reuses a module it preloaded in an
    // earlier page for a stable name (a page's chunk) without asking again, despite `no-cache`, so the
    // reloaded page would run the page's old code.
    const preloads = [...files].filter((url) => build.assets.get(url)?.immutable === true);
    const html = documentModule.renderDocument({
      meta,
      appHtml: '',
      css: build.css,
      entry: build.entry,
      modulePreloads: preloads,
      analyticsSrc: settings.analyticsSrc,
      siteUrl: settings.siteUrl,
      siteName: settings.siteName,
      runtimeLoader: undefined,
    });
    shells.set(meta.path, Buffer.from(withLiveClient(withRuntimeFirst(withStylesheetMarked(html), settings.runtimeLoader.src, refreshEntryTag(build.refreshEntry)), version)));
  }
  const notFound = documentModule.routeMeta[settings.notFoundRoute];
  if (!notFound || !shells.has(notFound.path)) throw new Error(`the not-found route "${settings.notFoundRoute}" is not among the prerendered routes`);
  return {
    forPath(path) {
      const meta: RouteMeta = documentModule.metaForPath(path);
      const html = shells.get(meta.path);
      if (!html) throw new Error(`metaForPath(${JSON.stringify(path)}) named ${meta.path}, which has no page`);
      return { status: meta.path === notFound.path ? 404 : 200, html };
    },
  };
}

/** The page for a fresh load while the build is broken: nothing of the site, the live client shows the errors. */
export function errorShell(settings: Pick<ShellSettings, 'siteName' | 'runtimeLoader'>): Buffer {
  const name = settings.siteName.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  // The runtime loads too, so an editor stays connected to the preview and sees it reload once fixed.
  return Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${runtimeFirstTag(settings.runtimeLoader.src)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build failed — ${name}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${liveClientTag(null)}
</head>
<body>
</body>
</html>
`);
}
