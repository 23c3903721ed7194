// Elements in a designer's words: what each tag is ("heading", "headings") and how an element's own
// text is quoted in a sentence. The editor names what the page shows with it, the server names what
// the source writes; both say the same words for the same element.

/** Each tag a designer has a word for: [one, many]. */
const WORDS: Readonly<Record<string, readonly [string, string]>> = {
  h1: ['heading', 'headings'],
  h2: ['heading', 'headings'],
  h3: ['heading', 'headings'],
  h4: ['heading', 'headings'],
  h5: ['heading', 'headings'],
  h6: ['heading', 'headings'],
  p: ['paragraph', 'paragraphs'],
  a: ['link', 'links'],
  button: ['button', 'buttons'],
  img: ['image', 'images'],
  svg: ['graphic', 'graphics'],
  li: ['list item', 'list items'],
  ul: ['list', 'lists'],
  ol: ['numbered list', 'numbered lists'],
  nav: ['navigation', 'navigations'],
  section: ['section', 'sections'],
  header: ['header', 'headers'],
  footer: ['footer', 'footers'],
  main: ['main content', 'main contents'],
  article: ['article', 'articles'],
  aside: ['aside', 'asides'],
  div: ['box', 'boxes'],
  form: ['form', 'forms'],
  input: ['field', 'fields'],
  label: ['label', 'labels'],
  span: ['text', 'texts'],
  strong: ['bold text', 'bold texts'],
  em: ['emphasis', 'emphases'],
  blockquote: ['quote', 'quotes'],
  dt: ['term', 'terms'],
  dd: ['description', 'descriptions'],
  body: ['page body', 'page bodies'],
};

/** The word for a tag (`heading`, or `headings` for a count other than 1); null for a tag without one. */
export function tagWord(tag: string, count = 1): string | null {
  const words = Object.hasOwn(WORDS, tag.toLowerCase()) ? WORDS[tag.toLowerCase()] : undefined;
  return words ? words[count === 1 ? 0 : 1] : null;
}

/** How long an element's text may be in a sentence before it is cut. */
const QUOTE_MAX = 40;

/** An element's text for a sentence, in quotes, cut at a word with "…" when long; '' for no text. */
export function quoteText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  if (clean.length <= QUOTE_MAX) return `“${clean}”`;
  const cut = clean.slice(0, QUOTE_MAX);
  return `“${cut.slice(0, Math.max(cut.lastIndexOf(' '), QUOTE_MAX / 2)).trimEnd()}…”`;
}
