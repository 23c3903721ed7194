import { render, Component } from 'preact';
import { useEffect, useState } from 'preact/hooks';

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

// A keyed list the app reorders and shortens by its own state: from its buttons, or from the page
// (the events `list-reverse` and `list-remove-first` on window, which a test dispatches).
const PLANS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];

function Plans() {
  const [plans, setPlans] = useState(PLANS);
  const reverse = () => setPlans((list) => [...list].reverse());
  const removeFirst = () => setPlans((list) => list.slice(1));
  useEffect(() => {
    window.addEventListener('list-reverse', reverse);
    window.addEventListener('list-remove-first', removeFirst);
    return () => {
      window.removeEventListener('list-reverse', reverse);
      window.removeEventListener('list-remove-first', removeFirst);
    };
  }, []);
  return (
    <div>
      <ul class="plans">
        {plans.map((plan) => (
          <li key={plan.id} class="plan">{plan.name}</li>
        ))}
      </ul>
      <button type="button" class="reverse" onClick={reverse}>Reverse</button>
      <button type="button" class="remove-first" onClick={removeFirst}>Remove first</button>
    </div>
  );
}

function App() {
  return (
    <main>
      <h1>Preact pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
      <Plans />
    </main>
  );
}

render(<App />, document.getElementById('app'));
