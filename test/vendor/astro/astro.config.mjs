// An Astro site with a React island, as an editor vendor's customer writes it: the package's
// codebaseIds() plugin in Vite's plugins gives the .astro templates and the island's JSX source ids.
// This build is the editor's preview, so it keeps them (`production: true`; a site's own production
// build leaves the plugin out, or keeps its default). Served from /vendor/astro/dist/ by the tests.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { codebaseIds } from 'visual-editing-runtime/codebase-ids';

export default defineConfig({
  base: '/vendor/astro/dist',
  integrations: [react()],
  vite: { plugins: [codebaseIds({ root: process.cwd(), production: true })] },
});
