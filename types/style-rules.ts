// Style rules named by their selector: the one way the frame's instant update, the mutation server
// and editors compare a selector or a media query as a stylesheet writes it with the same one as a
// browser serialises it (`h1,\nh2` and `h1, h2`; `[a='x']` and `[a="x"]`), and tell a rule for a bare
// element type (`h2`, `h1, h2, h3`) from any other.

/**
 * A selector list as one comparable string: whitespace collapsed, none around `,` `>` `+` `~` `=` and
 * inside brackets, strings in double quotes. Two texts with the same key name the same rule.
 */
export function selectorKey(selector: string): string {
  // One quote style: `'x'` → `"x"` (a string holding `"` keeps its quotes: the key stays unambiguous).
  const text = selector.trim().replace(/'([^'"\\]*)'/g, '"$1"');
  let out = '';
  let quote = '';
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      out += char;
      if (char === '\\' && i + 1 < text.length) out += text[++i]!;
      else if (char === quote) quote = '';
      continue;
    }
    if (/\s/.test(char)) {
      space = true;
      continue;
    }
    const tight = /[,>+~()[\]=]/.test(char);
    if (space && !tight && !/[,>+~([=]/.test(out[out.length - 1] ?? ',')) out += ' ';
    space = false;
    if (char === '"' || char === "'") quote = char;
    out += char;
  }
  return out;
}

/** A media query as one comparable string: without `@media`, lower case, no whitespace. */
export function mediaKey(media: string): string {
  return media
    .trim()
    .replace(/^@media\s+/i, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** `h2`, `body`, `my-widget`: an element type named alone. */
export const ELEMENT_TYPE_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/;

/** The element types a selector list names when it is nothing but bare types (`h1, h2, h3` → h1, h2, h3); null otherwise. */
export function elementTypesOf(selector: string): string[] | null {
  const parts = selector.split(',').map((part) => part.trim());
  if (!parts.length || !parts.every((part) => ELEMENT_TYPE_PATTERN.test(part))) return null;
  return parts.map((part) => part.toLowerCase());
}

/** True for one bare element type (`h2`): the only selector a new shared rule may have. */
export function isElementTypeSelector(selector: string): boolean {
  return ELEMENT_TYPE_PATTERN.test(selector.trim());
}
