// Renders the page once with the server build and the client build's manifest, as a static Qwik site
// is generated. Qwik's client build writes under Vite's base (dist/vendor/qwik/dist/); the tests serve dist/
// at that base, so its files move up to dist/, with the page as dist/index.html.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/vendor/qwik/dist';
for (const name of readdirSync(built)) renameSync(join(built, name), join('dist', name));
rmSync('dist/vendor', { recursive: true });
const { default: render } = await import('./server/entry.ssr.js');
const manifest = JSON.parse(readFileSync('dist/q-manifest.json', 'utf8'));
const { html } = await render({ manifest, qwikLoader: { include: 'always' } });
writeFileSync('dist/index.html', html);
