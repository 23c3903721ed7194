// Writes a static HTML file for every route of both site builds (dist/site, and dist/site-dev for the
// dev domain), copies public files, and precompresses text assets so the server can send gzip/brotli
// without compressing per request (scripts/site-pages.mjs does each; the editor's Publish runs the
// same for the production site alone).
import { join } from 'node:path';
import { precompress, prerenderPages } from './site-pages.mjs';

const root = process.cwd();
const outDir = join(root, 'dist');

for (const variant of ['site', 'site-dev']) {
  await prerenderPages({ root, outDir, variant });
  precompress(join(outDir, variant));
}
precompress(join(outDir, 'runtime'));
