import { svelte } from '@sveltejs/vite-plugin-svelte';
import vue from '@vitejs/plugin-vue';
import { codebaseIds } from 'visual-editing-runtime/codebase-ids';

// The codebase-id plugin first: it reads the .svelte and .vue files as written.
export default { base: './', plugins: [codebaseIds(), svelte(), vue()], build: { outDir: 'dist' } };
