// The figures the benches print: the q-quantile of a list (nearest rank, as the tables' p95 is read)
// and a time in milliseconds for a table cell.

/** The value at rank ⌈q·n⌉ of the sorted list; NaN for an empty one. */
export function quantile(values, q) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** "12.3 ms" below 100 ms, "1234 ms" above; "—" for no value. */
export const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(value < 100 ? 1 : 0)} ms`);
