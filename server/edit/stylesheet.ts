// The site's stylesheet as blocks with offsets (rules, at-rules, declarations), enough to merge
// declarations into a rule or add one in the right place with text splices. Comments and strings
// are skipped properly; anything this reader does not understand (CSS nesting) is refused.

export interface CssDeclaration {
  property: string;
  start: number;
  /** After the `;` when there is one, else after the value. */
  end: number;
  valueStart: number;
  valueEnd: number;
  semicolon: boolean;
}

export interface CssRule {
  kind: 'rule';
  selector: string;
  start: number;
  /** Offset of `{` and `}`. */
  open: number;
  close: number;
  declarations: CssDeclaration[];
  parent: CssAtRule | null;
}

export interface CssAtRule {
  kind: 'at';
  /** `@media (min-width: 40rem)` without the block. */
  prelude: string;
  start: number;
  open: number;
  close: number;
  children: CssNode[];
  parent: CssAtRule | null;
}

export type CssNode = CssRule | CssAtRule;

export class StylesheetError extends Error {}

/** Skips a comment or string starting at `i`; returns the offset after it, or `i` when there is none. */
function skipOpaque(text: string, i: number): number {
  if (text.startsWith('/*', i)) {
    const end = text.indexOf('*/', i + 2);
    if (end < 0) throw new StylesheetError(`unclosed comment at offset ${i}`);
    return end + 2;
  }
  const char = text[i];
  if (char === '"' || char === "'") {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === char) return j + 1;
      else if (text[j] === '\n') break;
    }
    throw new StylesheetError(`unclosed string at offset ${i}`);
  }
  return i;
}

/** The offset of the `}` that closes the block opened at `open`. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; ) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (text[i] === '{') depth++;
    else if (text[i] === '}') {
      depth--;
      if (depth === 0) return i;
    }
    i++;
  }
  throw new StylesheetError(`unclosed block opened at offset ${open}`);
}

function parseDeclarations(text: string, from: number, to: number): CssDeclaration[] {
  const declarations: CssDeclaration[] = [];
  let start = -1;
  let depth = 0;
  const finish = (end: number, semicolon: boolean): void => {
    if (start < 0) return;
    const raw = text.slice(start, end);
    const colon = raw.indexOf(':');
    if (colon < 0) throw new StylesheetError(`declaration without ":" at offset ${start}`);
    const property = raw.slice(0, colon).trim();
    const valueRaw = raw.slice(colon + 1);
    const valueStart = start + colon + 1 + (valueRaw.length - valueRaw.trimStart().length);
    const valueEnd = start + raw.trimEnd().length;
    declarations.push({ property, start, end: semicolon ? end + 1 : valueEnd, valueStart, valueEnd, semicolon });
    start = -1;
  };
  for (let i = from; i < to; ) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      if (start < 0 && !text.startsWith('/*', i)) start = i;
      i = skipped;
      continue;
    }
    const char = text[i]!;
    if (char === '{') throw new StylesheetError(`nested block at offset ${i} (CSS nesting is not edited by this server)`);
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ';' && depth === 0) {
      finish(i, true);
    } else if (start < 0 && !/\s/.test(char)) {
      start = i;
    }
    i++;
  }
  finish(to, false);
  return declarations;
}

function parseBlockList(text: string, from: number, to: number, parent: CssAtRule | null): CssNode[] {
  const nodes: CssNode[] = [];
  let start = -1;
  for (let i = from; i < to; ) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const char = text[i]!;
    if (start < 0 && /\s/.test(char)) {
      i++;
      continue;
    }
    if (start < 0) start = i;
    if (char === ';') {
      // A statement at-rule (`@import …;`) or a stray `;`: not a block, nothing to edit.
      start = -1;
      i++;
      continue;
    }
    if (char === '{') {
      const close = blockEnd(text, i);
      const head = text.slice(start, i).trim().replace(/\s+/g, ' ');
      if (head.startsWith('@')) {
        const at: CssAtRule = { kind: 'at', prelude: head, start, open: i, close, children: [], parent };
        const nested = /^@(?:media|supports|layer|container|document)\b/.test(head);
        at.children = nested ? parseBlockList(text, i + 1, close, at) : head.startsWith('@keyframes') ? parseBlockList(text, i + 1, close, at) : [];
        nodes.push(at);
      } else {
        nodes.push({ kind: 'rule', selector: head, start, open: i, close, declarations: parseDeclarations(text, i + 1, close), parent });
      }
      start = -1;
      i = close + 1;
      continue;
    }
    if (char === '}') throw new StylesheetError(`unexpected "}" at offset ${i}`);
    i++;
  }
  return nodes;
}

export function parseStylesheet(text: string): CssNode[] {
  return parseBlockList(text, 0, text.length, null);
}

/** Every rule, depth first, in source order. */
export function allRules(nodes: readonly CssNode[]): CssRule[] {
  return nodes.flatMap((node) => (node.kind === 'rule' ? [node] : allRules(node.children)));
}

/** True when `selector` mentions `.name` as a whole class. */
export function selectorMentionsClass(selector: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\.${escaped}(?![A-Za-z0-9_-])`).test(selector);
}

/** Every class name any selector of the stylesheet mentions. */
export function classesInStylesheet(nodes: readonly CssNode[]): Set<string> {
  const names = new Set<string>();
  for (const rule of allRules(nodes)) for (const match of rule.selector.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) names.add(match[1]!);
  return names;
}

/** `@media (min-width: 40rem)` → 640 (px), for a media query that is only a min-width; null otherwise. */
export function minWidthPx(prelude: string): number | null {
  const match = /^@media\s*\(\s*min-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/i.exec(prelude);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]!.toLowerCase() === 'px' ? amount : amount * 16;
}
