// A Qwik app as an editor vendor's customer builds it for the preview: Qwik's optimizer (qwikVite) in
// development mode (symbol names kept, which the runtime's qwik adapter reads), the package's
// codebaseIds() before it. `vite build` makes the client chunks, `vite build --ssr` the renderer, and
// prerender.mjs writes the page to dist/index.html. Served from /vendor/qwik/dist/ by the tests.
import { qwikVite } from '@builder.io/qwik/optimizer';
import { defineConfig } from 'vite';
import { codebaseIds } from 'visual-editing-runtime/codebase-ids';

export default defineConfig({
  base: '/vendor/qwik/dist/',
  plugins: [codebaseIds({ root: process.cwd(), production: true }), qwikVite({ client: { input: ['./src/root.tsx'] }, ssr: { input: './src/entry.ssr.tsx' } })],
});
