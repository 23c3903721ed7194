import { createApp, h, ref } from 'vue';

const PriceCard = {
  name: 'PriceCard',
  props: { title: String, price: Number },
  data: () => ({ open: false }),
  render() {
    return h('section', { class: 'card' }, [h('h2', this.title), h('p', { class: 'price' }, `$${this.price} a month`)]);
  },
};

const Counter = {
  name: 'Counter',
  props: { label: String },
  setup() {
    return { count: ref(3) };
  },
  render() {
    return h('p', { class: 'counter' }, `${this.label}: ${this.count}`);
  },
};

createApp({
  render: () => h('main', [h('h1', 'Vue pricing'), h(PriceCard, { title: 'Basic', price: 59 }), h(Counter, { label: 'Seats' })]),
}).mount('#app');
