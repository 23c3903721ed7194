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

const IDENT = /(?:[\w-]|[^\x00-\x7f]|\\(?:[0-9a-fA-F]{1,6}\s?|[^\n0-9a-fA-F]))+/y;
const PSEUDO = /::?[\w-]*/y;
const TAG = /[a-zA-Z][\w-]*/y;
// name, operator, value (quoted or not), case flag
const ATTRIBUTE = /^\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*("(?:[^"\\]|\\.)*"|[^\s\]]+)\s*([iIsS])?\s*)?\]$/;

function unescapeIdent(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => char ?? String.fromCodePoint(parseInt(hex!, 16)));
}

/** Index of the `close` matching the opener at `from`, skipping strings and escapes; -1 when unbalanced. */
function closing(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i = escapeEnd(text, i);
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return -1;
}

/**
 * What any element matching each complex selector of the list must carry, read from its subject
 * (rightmost) compound in the browser's serialisation: `#id`, `.class`, `[attr`, `[attr=value`
 * (exact, case-sensitive values only) and the lower-cased tag. A branch gets no keys when its
 * subject has none or anything in it cannot be read safely. One pass: it runs for every rule.
 */
export function subjectKeys(selector: string): string[][] {
  const out: string[][] = [];
  let keys: string[] = [];
  let trusted = true;
  let compoundStart = true;
  for (let i = 0; i < selector.length; ) {
    const c = selector[i]!;
    if (c === ',' || c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t') {
      if (c === ',') out.push(trusted ? keys : []);
      keys = [];
      trusted = compoundStart = true;
      i++;
      continue;
    }
    if (c === '.' || c === '#') {
      IDENT.lastIndex = i + 1;
      const name = IDENT.exec(selector)?.[0];
      if (name) keys.push(c + (name.includes('\\') ? unescapeIdent(name) : name));
      else trusted = false;
      i += 1 + (name?.length ?? 0);
    } else if (c === '[' || c === ':') {
      let end = i;
      if (c === ':') {
        PSEUDO.lastIndex = i;
        end += PSEUDO.exec(selector)![0].length - 1;
      }
      if (c === '[' || selector[end + 1] === '(') end = closing(selector, c === '[' ? i : end + 1, c === '[' ? '[' : '(', c === '[' ? ']' : ')');
      if (end < 0) return [[]];
      const attribute = c === '[' ? ATTRIBUTE.exec(selector.slice(i, end + 1)) : null;
      if (attribute) {
        const [, rawName, operator, value, flag] = attribute;
        const name = rawName!.toLowerCase();
        keys.push(`[${name}`);
        // Only an exact, case-sensitive value is a key.
        if (operator === '=' && (!flag || flag.toLowerCase() === 's')) keys.push(`[${name}=${unescapeIdent(value!.startsWith('"') ? value!.slice(1, -1) : value!)}`);
      }
      i = end + 1;
    } else if (compoundStart && (TAG.lastIndex = i) === i && TAG.test(selector)) {
      const next = selector[TAG.lastIndex];
      if (next === '|' || next === '\\') trusted = false;
      else keys.push(selector.slice(i, TAG.lastIndex).toLowerCase());
      i = TAG.lastIndex;
    } else {
      // `*` and `&` carry nothing; anything else (namespaces, ...) makes the compound's keys untrusted.
      if (c !== '*' && c !== '&') trusted = false;
      i++;
    }
    compoundStart = false;
  }
  out.push(trusted ? keys : []);
  return out;
}
