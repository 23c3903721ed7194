import { mount } from 'svelte';
import { start } from 'visual-editing-runtime';
import { createApp } from 'vue';
import SvelteCard from './SvelteCard.svelte';
import VueCard from './VueCard.vue';

// A Svelte 5 and a Vue component in one Vite app, whose config puts the package's codebaseIds()
// before vite-plugin-svelte and plugin-vue.
mount(SvelteCard, { target: document.getElementById('svelte'), props: { title: 'Svelte card', price: 19 } });
createApp(VueCard, { title: 'Vue card', price: 29 }).mount('#vue');

// The runtime bundled with the app; the editor's origin is in the page.
start({ allowedOrigins: [document.documentElement.dataset.editorOrigin] });
