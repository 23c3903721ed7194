import { useState } from 'react';
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

function App() {
  return (
    <main>
      <h1>React pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
    </main>
  );
}

createRoot(document.getElementById('app')).render(<App />);
