import { $, component$, useSignal, useVisibleTask$ } from '@builder.io/qwik';

// Qwik's JSX, compiled by its own optimizer (qwikVite) as a vendor's build runs it. The page is rendered
// on the server and resumes in the browser: each handler is a lazily loaded chunk, and Qwik's loader
// listens at the document for every event the page declares (on:click="…").
export const PriceCard = component$((props: { title: string; price: number }) => (
  <section class="card">
    <h2>{props.title}</h2>
    <p class="price">${props.price} a month</p>
  </section>
));

// The label and the number are text nodes of their own, which Qwik keeps and updates.
export const Counter = component$((props: { label: string }) => {
  const count = useSignal(3);
  return (
    <div>
      <p class="counter">{props.label}: {count.value}</p>
      <button type="button" class="add" onClick$={() => count.value++}>Add</button>
    </div>
  );
});

// A keyed list the app reorders and shortens by its own state: from its buttons, or from the page
// (the events `list-reverse` and `list-remove-first` on window, which a test dispatches). Qwik's own
// useOnWindow would route only camel-cased event names (its loader listens for `listReverse`), so the
// list listens itself once visible, which also resumes the app (q:container="resumed").
const PLANS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];

export const Plans = component$(() => {
  const plans = useSignal(PLANS);
  const reverse = $(() => {
    plans.value = [...plans.value].reverse();
  });
  const removeFirst = $(() => {
    plans.value = plans.value.slice(1);
  });
  useVisibleTask$(({ cleanup }) => {
    const onReverse = () => reverse();
    const onRemoveFirst = () => removeFirst();
    window.addEventListener('list-reverse', onReverse);
    window.addEventListener('list-remove-first', onRemoveFirst);
    cleanup(() => {
      window.removeEventListener('list-reverse', onReverse);
      window.removeEventListener('list-remove-first', onRemoveFirst);
    });
  });
  return (
    <div>
      <ul class="plans">
        {plans.value.map((plan) => (
          <li key={plan.id} class="plan">{plan.name}</li>
        ))}
      </ul>
      <button type="button" class="reverse" onClick$={reverse}>Reverse</button>
      <button type="button" class="remove-first" onClick$={removeFirst}>Remove first</button>
    </div>
  );
});

export const App = component$(() => (
  <main>
    <h1>Qwik pricing</h1>
    <PriceCard title="Basic" price={59} />
    <Counter label="Seats" />
    <Plans />
  </main>
));
