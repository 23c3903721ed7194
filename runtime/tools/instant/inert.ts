// Copies an instant update puts into the page (DUPLICATE's clones, ADD_JSX's markup) are previews of
// a source change, not parts of the app: the page's scripts must not adopt them. Frameworks that
// render from JavaScript keep their state and listeners off the DOM (a clone has none of it), but the
// ones that read markup do: Alpine and petite-vue start components and bind handlers from attributes
// (Alpine as soon as they enter the page), htmx and Stimulus act on theirs, inline handlers are
// attributes too. Those attributes leave the copy; what they rendered (classes, styles, text) stays,
// so the copy looks like what it copies.
import { attributeNodes, localNameOf, removeAttributeNode } from './unclobbered';

/** Attribute names that make markup live in some library, whatever the value. */
const LIVE_ATTRIBUTE = new RegExp(
  [
    '^on', // inline event handlers
    '^x-', '^[@:]', // Alpine (x-data, x-on, @click, :class) and petite-vue's shorthands
    '^v-', // petite-vue (v-scope, v-on, …)
    '^(data-)?hx-', // htmx
    '^data-(controller|action|target)$', '^data-.+-(target|outlet)$', // Stimulus
  ].join('|'),
  'i',
);
/** Form controls whose name ties them to others (a copied checked radio would uncheck the original). */
const NAMED_CONTROLS = ['input', 'select', 'textarea', 'button', 'form', 'fieldset', 'output'];

/**
 * Takes the live attributes off `root` and its descendants, and every `id` the document (or `root`'s
 * future shadow root) already has, so no id is there twice. Runs before the copy enters the page.
 */
export function makeInert(root: Element, doc: Document): void {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const tag = localNameOf(el);
    for (const attr of attributeNodes(el)) {
      const name = attr.name;
      const taken = name === 'id' && (attr.value === '' || doc.getElementById(attr.value) !== null);
      if (taken || LIVE_ATTRIBUTE.test(name) || ((name === 'name' || name === 'form') && NAMED_CONTROLS.includes(tag))) removeAttributeNode(el, attr);
    }
  }
}
