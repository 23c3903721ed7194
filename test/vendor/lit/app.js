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

// The label and the number are parts of their own: Lit keeps their text nodes and updates them.
class SeatCounter extends LitElement {
  static properties = { label: {}, count: { state: true } };
  constructor() {
    super();
    this.count = 3;
  }
  render() {
    return html`<p class="counter">${this.label}: ${this.count}</p><button type="button" class="add" @click=${() => this.count++}>Add</button>`;
  }
}
customElements.define('seat-counter', SeatCounter);

const app = document.getElementById('app');
app.innerHTML = '<main><h1>Lit pricing</h1><price-card title="Basic" price="59"></price-card><seat-counter label="Seats"></seat-counter></main>';
