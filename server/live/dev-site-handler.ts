// Answers the dev-domain hosts under `npm start`: the live build's files from memory (`/assets/…`),
// the site's public files (site/public, as they are now), and every other path with its route's
// shell — or, while the build is broken, with the error page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { sendBody } from '../http/answers';
import { SITE_DIR } from '../site-layout';
import type { PageShells } from './shell';
import { ASSETS_PREFIX, type BuiltAsset } from './site-build';

/** What the handler serves now: the last good build (files of the build before it stay for pages still loading them), or the error page. */
export interface ServedSite {
  /** The last good build's pages and files; null before the first good build. */
  good: { shells: PageShells; assets: ReadonlyMap<string, BuiltAsset>; previousAssets: ReadonlyMap<string, BuiltAsset> } | null;
  /** Set while the latest build failed: fresh page loads get this page. */
  errorPage: Buffer | null;
}

const PUBLIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
};

const page = (req: IncomingMessage, res: ServerResponse, status: number, html: Buffer): void =>
  // Each build has its own page: never reuse one from the cache.
  sendBody(req, res, status, html, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });

/**
 * A file of site/public for this URL path, or null: never outside that folder, by its path and by
 * where it really is (a symbolic link, of the file or of a folder on the way, out of it is not served).
 */
async function publicFile(root: string, pathname: string): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const dir = join(root, SITE_DIR, 'public');
  const file = normalize(join(dir, decoded));
  if (!file.startsWith(dir + sep) || decoded.includes('\0')) return null;
  const dot = file.lastIndexOf('.');
  const type = PUBLIC_TYPES[dot < 0 ? '' : file.slice(dot)];
  if (!type) return null;
  try {
    const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]);
    if (!realFile.startsWith(realDir + sep) || !(await stat(realFile)).isFile()) return null;
    return { body: await readFile(realFile), type };
  } catch {
    return null;
  }
}

export function createDevSiteHandler(root: string, served: () => ServedSite): (req: IncomingMessage, res: ServerResponse) => void {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendBody(req, res, 405, Buffer.from('Only GET and HEAD are answered here.\n'), { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://dev.invalid');
    const site = served();
    if (pathname.startsWith(ASSETS_PREFIX)) {
      const asset = site.good?.assets.get(pathname) ?? site.good?.previousAssets.get(pathname);
      // Shared chunks' names carry a content hash; entries and pages keep theirs from build to build.
      if (asset) return sendBody(req, res, 200, asset.body, { 'Content-Type': asset.contentType, 'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    } else {
      const file = await publicFile(root, pathname);
      if (file) return sendBody(req, res, 200, file.body, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' });
    }
    if (site.errorPage || !site.good) return page(req, res, 500, site.errorPage ?? Buffer.from('The live build has not finished yet.\n'));
    const shell = site.good.shells.forPath(pathname);
    page(req, res, shell.status, shell.html);
  };
  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('live build: a dev-domain request failed:', error);
      if (!res.headersSent) sendBody(req, res, 500, Buffer.from('The dev-domain page could not be made; see the server log.\n'), { 'Content-Type': 'text/plain; charset=utf-8' });
      else res.destroy();
    });
  };
}
