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

function App() {
  return (
    <main>
      <h1>React pricing</h1>
      <PriceCard title="Basic" price={59} />
    </main>
  );
}

createRoot(document.getElementById('app')).render(<App />);
