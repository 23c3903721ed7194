import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function PriceCard({ title, price }) {
  const [open] = useState(false);
  return (
    <section className="card">
      <h2>{title}</h2>
      <p className={open ? 'price open' : 'price'}>${price} a month</p>
    </section>
  );
}

// The label and the number are text nodes of their own, which React keeps and updates.
function Counter({ label }) {
  const [count, setCount] = useState(3);
  return (
    <div>
      <p className="counter">{label}: {count}</p>
      <button type="button" className="add" onClick={() => setCount(count + 1)}>Add</button>
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
      <ul className="plans">
        {plans.map((plan) => (
          <li key={plan.id} className="plan">{plan.name}</li>
        ))}
      </ul>
      <button type="button" className="reverse" onClick={reverse}>Reverse</button>
      <button type="button" className="remove-first" onClick={removeFirst}>Remove first</button>
    </div>
  );
}

function App() {
  return (
    <main>
      <h1>React pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
      <Plans />
    </main>
  );
}

createRoot(document.getElementById('app')).render(<App />);
