// Names and markup from change items, made safe before they touch the page.

const TAG = /^[a-z][a-z0-9-]*$/;
const FORBIDDEN_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'link', 'meta', 'base'];
// Dropped from ADD_JSX HTML: the forbidden tags plus frames, nested (still inert) templates and SVG
// animation elements that can set an href to javascript: later.
const DROPPED = [...FORBIDDEN_TAGS, 'frame', 'frameset', 'template', 'animate', 'set'].join(',');
const URL_ATTRS = ['href', 'xlink:href', 'src', 'action', 'formaction'];

/** Class names: every character outside letters, digits, `_` and `-` becomes `-` (SPEC.md §5). */
export const sanitizeClassName = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '-');

/** The tag name in lower case, or null when it is malformed or could load or run something. */
export function safeTagName(name: unknown): string | null {
  const tag = typeof name === 'string' ? name.toLowerCase() : '';
  return TAG.test(tag) && !FORBIDDEN_TAGS.includes(tag) ? tag : null;
}

/** The first element of `html`, parsed inertly (a template runs no script and loads nothing) and cleaned. */
export function parseSafeHtml(doc: Document, html: string): Element | null {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  content.querySelectorAll(DROPPED).forEach((el) => el.remove());
  for (const el of content.querySelectorAll('*')) {
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme, so do we.
      const scriptUrl = URL_ATTRS.includes(lower) && /^javascript:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
      if (lower.startsWith('on') || lower === 'srcdoc' || scriptUrl) el.removeAttribute(name);
    }
  }
  const first = content.firstElementChild;
  // Imported only after cleaning: an <img> created in the live document starts loading at once.
  return first ? doc.importNode(first, true) : null;
}
