import { createApp, h } from 'vue';
import Counter from './Counter.vue';
import Plans from './Plans.vue';
import PriceCard from './PriceCard.vue';

// Single-file components, compiled by Vue's own compiler as a vendor's build would.
createApp({
  render: () => h('main', [h('h1', 'Vue pricing'), h(PriceCard, { title: 'Basic', price: 59 }), h(Counter, { label: 'Seats' }), h(Plans)]),
}).mount('#app');
