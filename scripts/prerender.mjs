// Writes a static HTML file for every route of both site builds (dist/site, and dist/site-dev for the
// dev domain), copies public files, and precompresses text assets so the server can send gzip/brotli
// without compressing per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_ROUTE, documentSettings } from './document-settings.mjs';

const root = process.cwd();
const css = readFileSync(join(root, 'site/styles/site.css'), 'utf8');

// The same settings the live dev-domain build of `npm start` makes its pages with.
const { siteName, analyticsSrc, siteUrl, runtimeLoader, pageSources } = documentSettings(process.env);

async function prerender(variant) {
  const siteDir = join(root, 'dist', variant);
  const { renderPath, renderDocument, routeMeta, prerenderedRoutes } = await import(
    pathToFileURL(join(root, `dist/ssr-${variant}/entry-server.mjs`)).href
  );
  const { chunks } = JSON.parse(readFileSync(join(root, `dist/${variant}-manifest.json`), 'utf8'));

  const chunkFor = (source) => {
    const found = Object.entries(chunks).find(([, chunk]) => chunk.source === source);
    if (!found) throw new Error(`prerender: no chunk was built for ${source}; is it still lazily imported in site/pages/index.ts?`);
    return found[0];
  };
  /** A chunk and everything it statically imports. */
  const withImports = (fileName, seen = new Set()) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) withImports(imported, seen);
    return seen;
  };
  const entry = Object.entries(chunks).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error(`prerender: the ${variant} client build has no entry chunk`);

  for (const id of prerenderedRoutes) {
    const meta = routeMeta[id];
    const files = withImports(entry);
    withImports(chunkFor(pageSources[id]), files);
    files.delete(entry);
    const html = renderDocument({
      meta,
      appHtml: await renderPath(meta.path),
      css,
      entry: `/assets/${entry}`,
      modulePreloads: [...files].map((file) => `/assets/${file}`),
      analyticsSrc,
      siteUrl,
      siteName,
      runtimeLoader: variant === 'site-dev' ? runtimeLoader : undefined,
    });
    // Unknown paths are answered by the server with this page and status 404; it lives outside the
    // served folder so that no URL returns it with status 200.
    const target =
      id === NOT_FOUND_ROUTE ? join(root, 'dist/404', `${variant}.html`) : join(siteDir, meta.path === '/' ? 'index.html' : `${meta.path.slice(1)}.html`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    console.log(`prerendered ${variant.padEnd(9)} ${meta.path.padEnd(16)} → ${target.slice(root.length + 1)} (${(html.length / 1024).toFixed(1)} KiB)`);
  }
  cpSync(join(root, 'site/public'), siteDir, { recursive: true });
  precompress(siteDir);
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.txt', '.json', '.map']);
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!compressible.has(extname(name))) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

for (const variant of ['site', 'site-dev']) await prerender(variant);
precompress(join(root, 'dist/runtime'));
