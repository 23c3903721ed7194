// Writing a built site's pages: one static HTML file per route from the variant's server bundle, the
// public files, and precompressed copies of text assets (so the server sends gzip/brotli without
// compressing per request). scripts/prerender.mjs runs it for `npm run build` (both variants, into
// dist/); scripts/publish-site.mjs for the editor's Publish (the production variant, into a fresh folder).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpSync, mkdirSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_ROUTE, documentSettings } from './document-settings.mjs';

/**
 * Writes the pages of `variant` built into `outDir` (as siteBuild of scripts/site-build.mjs laid it
 * out): `<outDir>/<variant>/<page>.html`, the not-found page at `<outDir>/404/<variant>.html` (outside
 * the served folder, so that no URL returns it with status 200), and `root`'s `site/public` files.
 * `root` holds the sources (`site/styles/site.css` is inlined into every page). Returns the pages written.
 */
export async function prerenderPages({ root, outDir, variant, env = process.env, log = console.log }) {
  // The same settings the live dev-domain build of `npm start` makes its pages with.
  const { siteName, analyticsSrc, siteUrl, runtimeLoader, pageSources } = documentSettings(env);
  const css = readFileSync(join(root, 'site/styles/site.css'), 'utf8');
  const siteDir = join(outDir, variant);
  const { renderPath, renderDocument, routeMeta, prerenderedRoutes } = await import(pathToFileURL(join(outDir, `ssr-${variant}/entry-server.mjs`)).href);
  const { chunks } = JSON.parse(readFileSync(join(outDir, `${variant}-manifest.json`), 'utf8'));

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

  const written = [];
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
    const target = id === NOT_FOUND_ROUTE ? join(outDir, '404', `${variant}.html`) : join(siteDir, meta.path === '/' ? 'index.html' : `${meta.path.slice(1)}.html`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    written.push({ path: meta.path, file: target, bytes: html.length });
    log(`prerendered ${variant.padEnd(9)} ${meta.path.padEnd(16)} → ${target.startsWith(`${root}/`) ? target.slice(root.length + 1) : target} (${(html.length / 1024).toFixed(1)} KiB)`);
  }
  copyPublicFiles(join(root, 'site/public'), siteDir);
  return written;
}

/**
 * Copies site/public into the served folder as files (symbolic links resolved): a link to a file or
 * folder outside site/public is left out and named, so a build never publishes what the site does not hold.
 */
function copyPublicFiles(from, to) {
  const inside = realpathSync(from);
  cpSync(from, to, {
    recursive: true,
    dereference: true,
    filter(source) {
      let real;
      try {
        real = realpathSync(source);
      } catch {
        console.warn(`site/public: ${source} is a broken link: left out`);
        return false;
      }
      if (real === inside || real.startsWith(inside + sep)) return true;
      console.warn(`site/public: ${source} leads outside site/public (${real}): left out`);
      return false;
    },
  });
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.txt', '.json', '.map']);

/** Writes `<file>.gz` and `<file>.br` beside every text file of `dir` (recursively) of 1 KiB or more. */
export function precompress(dir) {
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
