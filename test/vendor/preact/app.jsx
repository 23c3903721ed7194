import { render, Component } from 'preact';
import { useState } from 'preact/hooks';

class PriceCard extends Component {
  state = { open: false };
  render({ title, price }) {
    return (
      <section class="card">
        <h2>{title}</h2>
        <p class="price">${price} a month</p>
      </section>
    );
  }
}

function Counter({ label }) {
  const [count] = useState(3);
  return <p class="counter">{label}: {count}</p>;
}

function App() {
  return (
    <main>
      <h1>Preact pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
    </main>
  );
}

render(<App />, document.getElementById('app'));
