// The page document's parts: what the site's renderDocument (site/document.ts) takes, as the editing
// server's live build calls it (it loads that renderer from the sources). The site declares the same
// types itself, since site/ is a project of its own; test/types/document-parts.ts checks they agree.

/** A route's head: its path, title and description. */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
}

export interface DocumentParts {
  meta: RouteMeta;
  /** Server-rendered markup of the app, placed inside #root. */
  appHtml: string;
  /** The site's stylesheet, inlined so first paint needs no extra request. */
  css: string;
  /** URL of the client entry module. */
  entry: string;
  /** Modules the route needs at start (entry imports and the route's page chunk). */
  modulePreloads: readonly string[];
  /** Third-party analytics script URL; when absent nothing is requested. */
  analyticsSrc?: string | undefined;
  /** Public origin of the site (e.g. `https://course.example`); enables canonical and og:url. */
  siteUrl?: string | undefined;
  /** Product name for og:site_name. */
  siteName: string;
  /** Dev-domain build only: load the editing runtime when the page is opened on the dev domain. */
  runtimeLoader?: RuntimeLoader | undefined;
}

export interface RuntimeLoader {
  /** Host names ending with this domain load the runtime (e.g. `dev.localhost`)... */
  devDomain: string;
  /** ...unless they end with this one (e.g. `staging-dev.localhost`). */
  stagingDevDomain: string;
  /** Script that holds the runtime and starts it with the editor origins the server was given. */
  src: string;
}
