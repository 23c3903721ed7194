import { createSignal } from 'solid-js';
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

function App() {
  return (
    <main>
      <h1>Solid pricing</h1>
      <PriceCard title="Basic" price={59} />
      <Counter label="Seats" />
    </main>
  );
}

render(() => <App />, document.getElementById('app'));
