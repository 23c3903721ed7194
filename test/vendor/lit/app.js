import { LitElement, css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

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
    return html`<section class="card"><h2>${this.title}</h2><p class="price">$${this.price} a month</p><price-badge label="Popular"></price-badge></section>`;
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

// A keyed list (the repeat directive keeps each item's nodes) the app reorders and shortens by its
// own state: from its buttons, or from the page (the events `list-reverse` and `list-remove-first`
// on window, which a test dispatches).
class PlanList extends LitElement {
  static properties = { plans: { state: true } };
  constructor() {
    super();
    this.plans = [
      { id: 'alpha', name: 'Alpha' },
      { id: 'beta', name: 'Beta' },
      { id: 'gamma', name: 'Gamma' },
    ];
    this.reverse = () => (this.plans = [...this.plans].reverse());
    this.removeFirst = () => (this.plans = this.plans.slice(1));
  }
  connectedCallback() {
    super.connectedCallback();
    window.addEventListener('list-reverse', this.reverse);
    window.addEventListener('list-remove-first', this.removeFirst);
  }
  disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener('list-reverse', this.reverse);
    window.removeEventListener('list-remove-first', this.removeFirst);
  }
  render() {
    return html`<ul class="plans">${repeat(this.plans, (plan) => plan.id, (plan) => html`<li class="plan">${plan.name}</li>`)}</ul><button type="button" class="reverse" @click=${this.reverse}>Reverse</button><button type="button" class="remove-first" @click=${this.removeFirst}>Remove first</button>`;
  }
}
customElements.define('plan-list', PlanList);

const app = document.getElementById('app');
app.innerHTML = '<main><h1>Lit pricing</h1><price-card title="Basic" price="59"></price-card><seat-counter label="Seats"></seat-counter><plan-list></plan-list></main>';
