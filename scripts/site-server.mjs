// The production request handler for the built site: prerendered routes, hashed assets with long
// cache lifetimes, precompressed bodies, and a real 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * @param {string} distDir the build output folder (holds `site/` and `not-found.html`)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createSiteHandler(distDir) {
  const siteDir = join(distDir, 'site');
  const notFoundFile = join(distDir, 'not-found.html');
  if (!existsSync(join(siteDir, 'index.html')) || !existsSync(notFoundFile)) {
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  }
  const notFoundPage = readFileSync(notFoundFile);

  const assets = sirv(siteDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed file names change with their content, so they can be cached for good; pages must revalidate.
      const hashed = pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  function notFound(req, res) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', notFoundPage.length);
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    // One URL per page: `/privacy-policy/` redirects to `/privacy-policy`, so the router always matches.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('Location', url.pathname.replace(/\/+$/, '') + url.search);
      res.end();
      return;
    }
    assets(req, res, () => notFound(req, res));
  };
}
