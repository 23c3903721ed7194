import { createSignal, For, onCleanup, onMount } from 'solid-js';
import { render } from 'solid-js/web';

// Solid's JSX, compiled by its own Babel preset as a vendor's build would: the label and the number
// are text nodes Solid keeps and updates without rendering again.
function PriceCard(props) {
  const [open] = createSignal(false);
  return (
    <section class="card">
      <h2>{props.title}</h2>
      <p class={open() ? 'price open' : 'price'}>${props.price} a month</p>
    </section>
  );
}

function Counter(props) {
  const [count, setCount] = createSignal(3);
  return (
    <div>
      <p class="counter">{props.label}: {count()}</p>
      <button type="button" class="add" onClick={() => setCount(count() + 1)}>Add</button>
    </div>
  );
}

// A keyed list (<For> keys by item) the app reorders and shortens by its own state: from its buttons,
// or from the page (the events `list-reverse` and `list-remove-first` on window, which a test dispatches).
const PLANS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];

function Plans() {
  const [plans, setPlans] = createSignal(PLANS);
  const reverse = () => setPlans((list) => [...list].reverse());
  const removeFirst = () => setPlans((list) => list.slice(1));
  onMount(() => {
    window.addEventListener('list-reverse', reverse);
    window.addEventListener('list-remove-first', removeFirst);
  });
  onCleanup(() => {
    window.removeEventListener('list-reverse', reverse);
    window.removeEventListener('list-remove-first', removeFirst);
  });
  return (
    <div>
      <ul class="plans">
        <For each={plans()}>{(plan) => <li class="plan">{plan.name}</li>}</For>
      </ul>
      <button type="button" class="reverse" onClick={reverse}>Reverse</button>
      <button type="button" class="remove-first" onClick={removeFirst}>Remove first</button>
    </div>
  );
}

function App() {
  return (
    <main>
      <h1>Solid pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
      <Plans />
    </main>
  );
}

render(() => <App />, document.getElementById('app'));
