import { mount } from 'svelte';
import App from './App.svelte';

// Svelte 5 components, compiled by Svelte's own compiler as a vendor's build would.
mount(App, { target: document.getElementById('app') });
