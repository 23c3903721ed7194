// A failed assertion keeps its `expected` and `actual` values for the report, and web-test-runner sends
// the report as JSON. A DOM node a framework has touched carries cyclic properties (React's fibers), so
// a failed `expect(node).to.equal(other)` made that JSON throw and the file never reported — it hung
// until the runner's 15-minute limit with no word of which test failed. After each test, values that
// cannot become JSON are replaced by a description; the failure's message is left as chai wrote it.

/** A short, readable name for a DOM node: `<button#save.primary>` or `#text "Hello"`. */
function describeNode(node: Node): string {
  if (node instanceof Element) {
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`).join('');
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.localName}${id}${classes}>${text ? ` “${text}”` : ''}`;
  }
  return `${node.nodeName} ${JSON.stringify((node.nodeValue ?? '').slice(0, 40))}`;
}

/** The value as it is when JSON can carry it; else a description (nodes) or its string form. */
export function reportable(value: unknown): unknown {
  if (value instanceof Node) return describeNode(value);
  if (Array.isArray(value)) return value.map(reportable);
  try {
    JSON.stringify(value);
    return value;
  } catch {
    return String(value);
  }
}

// Mocha's root hook (this module is loaded before any describe runs): every test of every file that
// imports the browser helpers.
afterEach(function () {
  const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!error) return;
  if ('actual' in error) error.actual = reportable(error.actual);
  if ('expected' in error) error.expected = reportable(error.expected);
});
