import { start } from 'visual-editing-runtime';
import { createApp, h } from 'vue';

// A Vue app in render functions (no compiler plugin needed by any of the three bundlers).
const PriceCard = {
  name: 'PriceCard',
  props: { title: String, price: Number },
  data: () => ({ open: false }),
  render() {
    return h('section', { class: 'card' }, [h('h2', this.title), h('p', { class: 'price' }, `$${this.price} a month`)]);
  },
};

createApp({ render: () => h('main', [h('h1', 'Bundled pricing'), h(PriceCard, { title: 'Basic', price: 59 })]) }).mount('#app');

// The runtime bundled into the app: its tools and the Vue adapter load when an editor connects,
// from what the bundler made of the package's imports of them. The editor's origin is in the page.
start({ allowedOrigins: [document.documentElement.dataset.editorOrigin] });
