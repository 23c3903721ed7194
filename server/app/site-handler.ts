// The site as visitors get it: prerendered routes, hashed assets with long cache lifetimes,
// precompressed bodies, a real 404 page with status 404, and the editing runtime under /runtime/.
// Preview hosts (the dev domain) get the dev-domain build (codebase ids + runtime loader): the
// prerendered one in dist/site-dev, or under `npm start` the live build (options.devSite). Other hosts
// get dist/site, or the build the editor's Publish made live last (options.production).
// Nothing of the editor is served here: it lives on its own origin (server/app/editor-page.ts).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv, { type Options as SirvOptions, type RequestHandler as SirvHandler } from 'sirv';
import { sendBody } from '../http/answers';
import { type DevDomains, hostnameOf, isDevHost } from '../http/hosts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteHandlerOptions {
  /** Which hosts get the dev-domain build. */
  domains: DevDomains;
  /** Origins the site's runtime accepts an editor from (served in /runtime/site-runtime.js). */
  editorOrigins: readonly string[];
  /** Answers the preview hosts' pages and assets instead of dist/site-dev (npm start's live build). */
  devSite?: Handler;
  /** Answers the other hosts' pages and assets instead of dist/site: the build published last (server/publish). */
  production?: ProductionSite;
}

/** The production site when it can change while the server runs (a Publish swaps its build). */
export interface ProductionSite {
  /** Answers a page, asset or public file of the build served now; anything else gets its not-found page (404). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The not-found page of the build served now. */
  notFoundPage(): Buffer;
}

/** Cache policy: hashed files forever, everything else revalidated. */
function setHeaders(res: ServerResponse, pathname: string): void {
  const hashed = pathname.startsWith('/assets/');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

export function staticFiles(dir: string, extra: SirvOptions = {}): SirvHandler {
  return sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], setHeaders, ...extra });
}

export interface SiteHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Answers the not-found page of the request's variant (status 404). */
  notFound(req: IncomingMessage, res: ServerResponse): void;
}

/** @param distDir the build output folder (dist/) */
export function createSiteHandler(distDir: string, options: SiteHandlerOptions): SiteHandler {
  const variants = Object.fromEntries(
    (['site', 'site-dev'] as const).map((variant) => {
      const notFoundFile = join(distDir, '404', `${variant}.html`);
      if (!existsSync(join(distDir, variant, 'index.html')) || !existsSync(notFoundFile)) {
        throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
      }
      return [variant, { files: staticFiles(join(distDir, variant)), notFoundPage: readFileSync(notFoundFile) }];
    }),
  ) as Record<'site' | 'site-dev', { files: SirvHandler; notFoundPage: Buffer }>;
  const { production } = options;

  const runtimeDir = join(distDir, 'runtime');
  const runtimeFiles = staticFiles(runtimeDir, {
    setHeaders(res, pathname) {
      setHeaders(res, pathname);
      // Vendors load the runtime from their own preview pages (module scripts need CORS).
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  // The site's own runtime: the UMD build, started with the editor origins this server was given, so
  // changing EDITOR_ORIGINS needs a restart, not a rebuild.
  const siteRuntime = Buffer.from(
    `${readFileSync(join(runtimeDir, 'runtime.umd.js'), 'utf8')}\n;EditingRuntime.start(${JSON.stringify({ allowedOrigins: options.editorOrigins })});\n`,
  );

  const isDev = (req: IncomingMessage): boolean => isDevHost(hostnameOf(req.headers.host), options.domains);

  const notFoundPage = (dev: boolean): Buffer => (!dev && production ? production.notFoundPage() : variants[dev ? 'site-dev' : 'site'].notFoundPage);
  const notFound = (req: IncomingMessage, res: ServerResponse, dev = isDev(req)): void =>
    sendBody(req, res, 404, notFoundPage(dev), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });

  const handle: Handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const dev = isDev(req);
    if (url.pathname === '/runtime/site-runtime.js') {
      sendBody(req, res, 200, siteRuntime, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      return;
    }
    if (url.pathname.startsWith('/runtime/')) {
      req.url = url.pathname.slice('/runtime'.length) + url.search;
      runtimeFiles(req, res, () => notFound(req, res, dev));
      return;
    }
    // One URL per page: `/privacy-policy/` redirects to `/privacy-policy`, so the router always matches.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
      res.end();
      return;
    }
    if (dev && options.devSite) return options.devSite(req, res);
    if (!dev && production) return production.handle(req, res);
    variants[dev ? 'site-dev' : 'site'].files(req, res, () => notFound(req, res, dev));
  };
  return Object.assign(handle, { notFound });
}
