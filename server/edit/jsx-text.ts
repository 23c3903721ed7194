// JSX text as React renders it, and JSX text that renders a given string. JSX drops whitespace that
// touches a line break and joins lines with one space; `{ } < >` cannot appear raw.

const LINE_BREAK = /[\n\r\u2028\u2029]/;
const SINGLE_LINE_SPACE = /[ \t\v\f\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', middot: '·', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”' };

export function decodeEntities(text: string): string {
  return text.replace(/&((?:#x[0-9a-f]+)|(?:#\d+)|(?:[a-z]+\d*));/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body] ?? match;
  });
}

/** What a JsxText node renders (TypeScript's own rule), '' when only layout whitespace. */
export function jsxTextValue(raw: string): string {
  const lines: string[] = [];
  let first = 0;
  let last = -1;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (LINE_BREAK.test(char)) {
      if (first !== -1 && last !== -1) lines.push(raw.slice(first, last + 1));
      first = -1;
    } else if (!SINGLE_LINE_SPACE.test(char)) {
      last = i;
      if (first === -1) first = i;
    }
  }
  if (first !== -1) lines.push(raw.slice(first));
  return lines.map(decodeEntities).join(' ');
}

/**
 * The part of a JsxText's raw text that renders (start and end offsets within `raw`): layout
 * whitespace that touches a line break at either end is left out.
 */
export function jsxTextContentSpan(raw: string): { start: number; end: number } {
  let start = 0;
  const leading = /^[^\S]*/.exec(raw)?.[0] ?? '';
  if (LINE_BREAK.test(leading)) start = leading.length;
  let end = raw.length;
  const trailing = /[^\S]*$/.exec(raw.slice(start))?.[0] ?? '';
  if (LINE_BREAK.test(trailing)) end = raw.length - trailing.length;
  return { start, end: Math.max(start, end) };
}

const ESCAPES: Record<string, string> = { '{': '&#123;', '}': '&#125;', '<': '&lt;', '>': '&gt;' };

/**
 * Raw JSX text that renders `text`. `afterLineBreak`/`beforeLineBreak`: whether layout whitespace
 * with a line break sits right before/after it, where JSX would drop leading/trailing spaces.
 */
export function jsxTextFor(text: string, quote: "'" | '"', context: { afterLineBreak: boolean; beforeLineBreak: boolean }): string {
  const space = (whitespace: string): string => `{${quote}${whitespace.replace(/\n/g, '\\n').replace(/\t/g, '\\t')}${quote}}`;
  // `&` first: only where it would start an entity, so a plain "A & B" stays as written.
  let body = text.replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;').replace(/[{}<>]/g, (char) => ESCAPES[char]!);
  // A line break inside the text would render as one space: write it as an expression.
  body = body.replace(/\r?\n/g, () => space('\n'));
  const leading = /^[ \t\u00a0]+/.exec(body)?.[0];
  if (leading && context.afterLineBreak) body = space(leading) + body.slice(leading.length);
  const trailing = /[ \t\u00a0]+$/.exec(body)?.[0];
  if (trailing && context.beforeLineBreak) body = body.slice(0, body.length - trailing.length) + space(trailing);
  return body;
}
