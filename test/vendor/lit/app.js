import { LitElement, css, html } from 'lit';

// Components in shadow DOM: a card whose shadow root holds another component.
class PriceBadge extends LitElement {
  static properties = { label: {} };
  static styles = css`span { color: rgb(150, 0, 0); }`;
  render() {
    return html`<span class="badge">${this.label}</span>`;
  }
}
customElements.define('price-badge', PriceBadge);

class PriceCard extends LitElement {
  static properties = { title: {}, price: { type: Number }, open: { state: true } };
  static styles = css`section { border: 1px solid #ccc; padding: 12px; } .price { color: rgb(20, 20, 20); }`;
  constructor() {
    super();
    this.open = false;
  }
  render() {
    return html`<section><h2>${this.title}</h2><p class="price">$${this.price} a month</p><price-badge label="Popular"></price-badge></section>`;
  }
}
customElements.define('price-card', PriceCard);

const app = document.getElementById('app');
app.innerHTML = '<main><h1>Lit pricing</h1><price-card title="Basic" price="59"></price-card></main>';
