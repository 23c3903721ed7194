// Names and markup from change items, made safe before they touch the page.
import { UNSAFE_TAGS, tagProblem } from '../../../types';
import { attributeNodes, localNameOf, removeAttributeNode, removeNode, valueOf } from './unclobbered';

const TAG = /^[a-z][a-z0-9-]*$/;

/** Elements whose `name` (an image's `id` too) becomes a property of the document. */
const DOCUMENT_NAMED = ['form', 'img'];
/** Elements whose `name` and `id` become properties of their form (its own, or the one `form=` names). */
const FORM_NAMED = ['input', 'button', 'select', 'textarea', 'fieldset', 'output', 'img'];

/** Class names: every character outside letters, digits, `_` and `-` becomes `-`. */
export const sanitizeClassName = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '-');

/** The tag name in lower case, or null when it is malformed or names an unsafe element. */
export function safeTagName(name: unknown): string | null {
  const tag = typeof name === 'string' ? name.toLowerCase() : '';
  return TAG.test(tag) && !UNSAFE_TAGS.includes(tag) ? tag : null;
}

/** Why safeTagName refused `name`: an unsafe element in the words the server and editor use, or a malformed name. */
export function tagRefusal(name: unknown): string {
  return (typeof name === 'string' && tagProblem(name)) || `Invalid tag name ${JSON.stringify(name)}`;
}

/** Whether an attribute value is a `javascript:` URL; browsers ignore whitespace and control characters inside a scheme, so do we. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
export const isScriptUrl = (value: string): boolean => /^javascript:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));

/**
 * The built-in that `value` would hide as a named property of the document, or of a form as a DOM
 * element (Element, Node, EventTarget: what every script and the runtime read). Form-specific names
 * (`name`, `title`, `action`, `submit`) are ordinary field names and hide only form properties, as
 * in any page's own forms.
 */
export function shadowedBuiltIn(tag: string, value: string): string | null {
  if (DOCUMENT_NAMED.includes(tag) && value in Document.prototype) return `document.${value}`;
  if (FORM_NAMED.includes(tag) && value in Element.prototype) return `form.${value}`;
  return null;
}

/**
 * The first element of `html`, parsed inertly (a template runs no script and loads nothing) and
 * cleaned: unsafe elements dropped, event-handler attributes and `javascript:` URLs removed. Every
 * read goes through the DOM prototypes, since the markup's own names could redirect a property
 * (`<form><input name="attributes">`). Refused (a string saying why) when a name or id would hide a
 * DOM built-in of a form or the document, or when no element is left.
 */
export function parseSafeHtml(doc: Document, html: string): Element | string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const el of content.querySelectorAll('*')) {
    const tag = localNameOf(el);
    if (UNSAFE_TAGS.includes(tag)) {
      // Dropped with its subtree; querySelectorAll's list is static, so the walk still visits (and cleans) the now detached descendants harmlessly.
      removeNode(el);
      continue;
    }
    for (const attr of attributeNodes(el)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || isScriptUrl(attr.value)) removeAttributeNode(el, attr);
    }
    for (const name of ['name', 'id']) {
      const value = valueOf(el, name);
      const hidden = value ? shadowedBuiltIn(tag, value) : null;
      if (hidden) return `htmlForInstantUpdate: <${tag} ${name}="${value}"> would hide ${hidden} from the page's scripts (DOM clobbering)`;
    }
  }
  const first = content.firstElementChild;
  if (!first) return 'htmlForInstantUpdate holds no element';
  // Imported only after cleaning: an <img> created in the live document starts loading at once.
  return Document.prototype.importNode.call(doc, first, true) as Element;
}
