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
  const [count, setCount] = useState(3);
  return (
    <div>
      <p class="counter">{label}: {count}</p>
      <button type="button" class="add" onClick={() => setCount(count + 1)}>Add</button>
    </div>
  );
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
