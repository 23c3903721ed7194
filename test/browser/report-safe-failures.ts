// A failed assertion keeps its `expected` and `actual` values for the report. When a test fails,
// mocha's reporter walks both to print a diff (before any hook runs), and web-test-runner later sends
// them as JSON. A DOM node a framework has touched leads into its whole component tree (React's
// fibers): the walk ran for a minute, then threw inside mocha's failure event, and the file hung until
// the runner's 15-minute limit with no word of which test failed. So every assertion gets, for values
// that cannot become JSON, a description instead (`<button#save.primary> “Save”`).
import { chai } from '@open-wc/testing';

/** A DOM node of any realm: the editor's elements come from its frame, where `instanceof Node` fails. */
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).nodeType === 'number' && typeof (value as Node).nodeName === 'string' && 'ownerDocument' in value;

/** A short, readable name for a DOM node: `<button#save.primary>` or `#text "Hello"`. */
function describeNode(node: Node): string {
  if (node.nodeType === Node.ELEMENT_NODE) {
    const element = node as Element;
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 3).map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.localName}${id}${classes}>${text ? ` “${text}”` : ''}`;
  }
  return `${node.nodeName} ${JSON.stringify((node.nodeValue ?? '').slice(0, 40))}`;
}

/** The value as it is when JSON can carry it; else a description (nodes) or its string form. */
export function reportable(value: unknown): unknown {
  if (isNode(value)) return describeNode(value);
  if (Array.isArray(value)) return value.map(reportable);
  try {
    JSON.stringify(value);
    return value;
  } catch {
    return String(value);
  }
}

type Assert = (this: object, expression: unknown, message: unknown, negatedMessage: unknown, expected?: unknown, actual?: unknown, showDiff?: boolean) => void;
const assertion = chai.Assertion.prototype as unknown as { assert: Assert };
const assert = assertion.assert;
// chai's one door for every assertion, its own and its plugins': the values go in described. An
// `actual` left out means "the asserted object", which chai then reads itself, so it stays left out.
assertion.assert = function (expression, message, negatedMessage, expected, ...rest) {
  if (rest.length === 0) return assert.call(this, expression, message, negatedMessage, reportable(expected));
  const [actual, showDiff] = rest;
  return assert.call(this, expression, message, negatedMessage, reportable(expected), actual === undefined ? actual : reportable(actual), showDiff);
};
