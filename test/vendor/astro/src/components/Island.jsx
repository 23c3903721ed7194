import { useEffect, useState } from 'react';

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

/** The page's interactive part: one React island (client:load). */
export default function Island({ label }) {
  return (
    <div>
      <Counter label={label} />
      <Plans />
    </div>
  );
}
