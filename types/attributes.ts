// The attributes an editor may set, and what is refused whichever side checks it: the editor at the
// field, the mutation server before it writes, and the frame's instant update. One home, so the three
// agree word for word.

/** Names that reach a JavaScript object's inner workings instead of an attribute. */
const PROTOTYPE_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Props whose value is an address the browser follows or loads (compared in lower case: React's `formAction`, HTML's `formaction`). */
const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'srcset', 'action', 'formaction', 'xlinkhref', 'poster', 'cite', 'data', 'ping', 'background', 'manifest'];

/** Of those, the ones that load an image, which may carry it inline as a `data:image/…` address. */
const IMAGE_ATTRIBUTES: readonly string[] = ['src', 'srcset', 'poster'];

/** What a designer calls the value of each address attribute. */
const ADDRESS_WORDS: Readonly<Record<string, string>> = { href: 'link destination', action: 'form destination', formaction: 'form destination', src: 'source', srcset: 'source', poster: 'poster image' };

export const isUrlAttribute = (name: string): boolean => URL_ATTRIBUTES.includes(name.toLowerCase());

/** True for `on…` props: event handlers run code (`onClick`, `onclick`, `onMouseOver`). */
export const isEventHandlerName = (name: string): boolean => /^on./i.test(name);

/**
 * Why a prop of this name is never set from an editor, in a sentence, or null when it may be:
 * event handlers are code, and `__proto__`, `constructor` and `prototype` are no attributes at all.
 */
export function propNameProblem(name: string): string | null {
  if (PROTOTYPE_NAMES.includes(name)) return `“${name}” is not an attribute: it names the inner workings of a JavaScript object, so the editor never sets it.`;
  if (isEventHandlerName(name)) return `“${name}” is an event handler: it runs code when something happens on the page, and the editor does not write code. Give the element its behaviour in the component's code.`;
  return null;
}

/**
 * The scheme of an address as a browser reads it (`javascript`, `https`), in lower case, or null for
 * a relative address. Browsers drop tabs and line breaks anywhere in it and spaces and control
 * characters around it; all whitespace and control characters are dropped here, which reads some
 * nonsense addresses as schemes too, never a scheme as nothing.
 */
export function urlScheme(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const compact = value.replace(/[\s\u0000-\u001f\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Why `value` may not be the prop's value, in a sentence, or null when it may: an address attribute
 * (href, src, action, formAction, …) takes text, never a `javascript:` or `vbscript:` address (they
 * run code), nor a `data:` one (a whole document inside the link), except an image's inline
 * `data:image/…` in an image source. null (removing the attribute) is always allowed.
 */
export function attributeValueProblem(name: string, value: unknown): string | null {
  const lower = name.toLowerCase();
  if (!URL_ATTRIBUTES.includes(lower) || value === null) return null;
  const what = ADDRESS_WORDS[lower] ?? `“${name}” address`;
  if (typeof value !== 'string') return `A ${what} is an address written as text; ${JSON.stringify(value)?.slice(0, 40) ?? typeof value} is not one.`;
  const scheme = urlScheme(value);
  const instead = lower === 'href' ? ' Use a page of the site (/privacy-policy), a section (#price) or a web address (https://…).' : ' Use a web address (https://…) or a file of the site (/images/…).';
  if (scheme === 'javascript' || scheme === 'vbscript') return `A ${what} cannot run code: addresses starting with “${scheme}:” are refused.${instead}`;
  if (scheme === 'data') {
    if (IMAGE_ATTRIBUTES.includes(lower) && /^data:image\//i.test(value.trim())) return null;
    return `A ${what} cannot hold a whole document: addresses starting with “data:” are refused${IMAGE_ATTRIBUTES.includes(lower) ? ' (an image source may hold an image, “data:image/…”)' : ''}.${instead}`;
  }
  return null;
}

/**
 * Elements an editor never writes or creates, whichever way a tag arrives (a new tag, an added or
 * wrapping element, markup for an instant update): they run script, load a document or a plugin,
 * restyle the whole page, change its base URL or navigate it, hold markup that becomes live later, or
 * (SVG animation) can set an href to javascript: after insertion.
 */
export const UNSAFE_TAGS: readonly string[] = [
  'script', 'style', 'link', 'meta', 'base',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe',
  'template', 'animate', 'set',
];

/** Why an element of this tag is never written from an editor, in a sentence, or null when it may be. */
export function tagProblem(tag: string): string | null {
  const lower = tag.toLowerCase();
  if (!UNSAFE_TAGS.includes(lower)) return null;
  return `<${lower}> is not written from the editor: it runs script, loads another document, or changes the whole page. Put it in the component's code.`;
}

/** Unicode's bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why this text is never written into source, in a sentence, or null when it may be: a bidirectional
 * control makes source read differently from what it does (Trojan Source, CVE-2021-42574), and a lone
 * surrogate is no character at all (it would be written as U+FFFD). The marks an RTL text needs
 * (U+200E, U+200F) are allowed.
 */
export function textProblem(text: string): string | null {
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) {
    const code = bidi[0].charCodeAt(0).toString(16).toUpperCase();
    return `The text holds the invisible direction control U+${code} (at character ${bidi.index + 1}), which can make source code read differently from what it does, so it is not written. Type the text without it.`;
  }
  if (LONE_SURROGATE.test(text)) return 'The text holds half of a character (a lone UTF-16 surrogate), which no file can store. Type the text again.';
  return null;
}

/** The `rel` of a link that opens in a new tab: the new page cannot reach back to this one, nor learn where it came from. */
export const NEW_TAB_REL = 'noopener noreferrer';

/**
 * What setting `target` does to `rel` (whose value is `rel` now, null when absent): opening in a new
 * tab (`_blank`) adds `noopener noreferrer`; anything else takes back exactly that rel. Undefined
 * when rel stays as it is; null removes it.
 */
export function relForTarget(target: unknown, rel: string | null): string | null | undefined {
  if (target === '_blank') {
    const tokens = (rel ?? '').split(/\s+/).filter(Boolean);
    const missing = NEW_TAB_REL.split(' ').filter((token) => !tokens.some((t) => t.toLowerCase() === token));
    return missing.length ? [...tokens, ...missing].join(' ') : undefined;
  }
  return rel === NEW_TAB_REL ? null : undefined;
}

/** Why an id cannot be given to an element the page shows `renderings` times from one place in the source. */
export const sharedIdProblem = (renderings: number): string =>
  `An id names one element of a page, and this element is shown ${renderings} times from one place in the source: they would all share it. Give the id where each one is written apart, or to the element around them.`;
