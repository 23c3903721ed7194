// The production request handler: prerendered routes, hashed assets with long cache lifetimes,
// precompressed bodies, a real 404 page with status 404, and the editing runtime under /runtime/.
// Requests to a host on the dev domain get the dev-domain build (codebase ids + runtime loader): the
// prerendered one in dist/site-dev, or under `npm start` the live build (options.devSite).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { domainSettings, isDevHost } from './settings.mjs';

/** Cache policy: hashed files forever, everything else revalidated. */
function setHeaders(res, pathname) {
  const hashed = pathname.startsWith('/assets/');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function staticFiles(dir, extra = {}) {
  return sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], setHeaders, ...extra });
}

function hostnameOf(req) {
  const host = req.headers.host ?? '';
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();
}

/**
 * @param {string} distDir the build output folder
 * @param {{ editorOrigins?: string[], env?: Record<string, string | undefined>, devSite?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void }} [options]
 *   editorOrigins: origins the site's runtime accepts (served in /runtime/site-runtime.js)
 *   devSite: answers the dev-domain hosts' pages and assets instead of dist/site-dev (npm start's live build)
 */
export function createSiteHandler(distDir, options = {}) {
  const domains = domainSettings(options.env ?? process.env);
  const variants = {};
  for (const variant of ['site', 'site-dev']) {
    const notFoundFile = join(distDir, '404', `${variant}.html`);
    if (!existsSync(join(distDir, variant, 'index.html')) || !existsSync(notFoundFile)) {
      throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
    }
    variants[variant] = { files: staticFiles(join(distDir, variant)), notFoundPage: readFileSync(notFoundFile) };
  }

  const editorFiles = staticFiles(join(distDir, 'editor'));
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
    `${readFileSync(join(runtimeDir, 'runtime.umd.js'), 'utf8')}\n;EditingRuntime.start(${JSON.stringify({ allowedOrigins: options.editorOrigins ?? [] })});\n`,
  );

  function notFound(req, res, page) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', page.length);
    res.end(req.method === 'HEAD' ? undefined : page);
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const dev = isDevHost(hostnameOf(req), domains);
    const variant = variants[dev ? 'site-dev' : 'site'];
    if (url.pathname === '/runtime/site-runtime.js') {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Length', siteRuntime.length);
      res.end(req.method === 'HEAD' ? undefined : siteRuntime);
      return;
    }
    if (url.pathname === '/editor') {
      res.statusCode = 301;
      res.setHeader('Location', `/editor/${url.search}`);
      res.end();
      return;
    }
    if (url.pathname.startsWith('/editor/')) {
      req.url = url.pathname.slice('/editor'.length) + url.search;
      editorFiles(req, res, () => notFound(req, res, variant.notFoundPage));
      return;
    }
    if (url.pathname.startsWith('/runtime/')) {
      req.url = url.pathname.slice('/runtime'.length) + url.search;
      runtimeFiles(req, res, () => notFound(req, res, variant.notFoundPage));
      return;
    }
    // One URL per page: `/privacy-policy/` redirects to `/privacy-policy`, so the router always matches.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('Location', url.pathname.replace(/\/+$/, '') + url.search);
      res.end();
      return;
    }
    if (dev && options.devSite) return options.devSite(req, res);
    variant.files(req, res, () => notFound(req, res, variant.notFoundPage));
  };
}
