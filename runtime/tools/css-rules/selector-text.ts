// Textual selector surgery: enough to split a list and drop modifiers without re-serialising
// css-what's tokens (its stringify would double the parser's share of the tools bundle).

/** Where the escape starting at `i` (a backslash) ends: `\31 ` is one escape, space included. */
function escapeEnd(text: string, i: number): number {
  return i + (/^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8))?.[0].length ?? 1);
}

/** Calls `visit` with each index of `text` outside (), [], strings and escapes. */
function eachTopLevel(text: string, visit: (index: number) => void): void {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i = escapeEnd(text, i);
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) visit(i);
  }
}

/** The complex selectors of a list (`a, b:hover` → `a`, `b:hover`), split at top-level commas. */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let start = 0;
  eachTopLevel(selector, (i) => {
    if (selector[i] !== ',') return;
    parts.push(selector.slice(start, i).trim());
    start = i + 1;
  });
  parts.push(selector.slice(start).trim());
  return parts;
}

/**
 * `selector` (one complex selector) with the named pseudo-classes removed from its subject
 * (rightmost) compound; a compound left empty becomes `*`.
 */
export function withoutPseudoClasses(selector: string, names: Set<string>): string {
  let subject = 0;
  const colons: number[] = [];
  eachTopLevel(selector, (i) => {
    const c = selector[i]!;
    if (/[\s>+~]/.test(c)) {
      subject = i + 1;
      colons.length = 0;
    } else if (c === ':' && selector[i - 1] !== ':') colons.push(i);
  });
  let compound = selector.slice(subject);
  // Right to left, so earlier offsets stay valid; a pseudo-class ends where the next simple selector starts.
  for (const at of colons.reverse()) {
    const name = /^:([\w-]+)(?=$|[.#:[])/.exec(selector.slice(at))?.[1];
    if (name && names.has(name.toLowerCase())) {
      const from = at - subject;
      compound = compound.slice(0, from) + compound.slice(from + name.length + 1);
    }
  }
  return selector.slice(0, subject) + (compound || '*');
}
