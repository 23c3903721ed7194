// The site's stylesheet as blocks with offsets (rules, at-rules, declarations), enough to merge
// declarations into a rule or add one in the right place with text splices. PostCSS reads it
// (comments, strings, escapes and all); the edits stay text splices, so every byte outside them is
// kept. What the edits do not handle (CSS nesting) is refused.
import postcss, { type AtRule, type ChildNode, CssSyntaxError, type Declaration, type Root, type Rule } from 'postcss';

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

/** Where a node starts and ends in the text (`end` exclusive): PostCSS records both for what it parsed. */
function span(node: ChildNode): { start: number; end: number } {
  const start = node.source?.start?.offset;
  const end = node.source?.end?.offset;
  if (start === undefined || end === undefined) throw new StylesheetError(`PostCSS gave no position for a ${node.type}`);
  return { start, end };
}

/** The offset of the `{` that opens a block node, from the raw text PostCSS kept before it. */
function openOf(text: string, node: Rule | AtRule, start: number): number {
  const head = node.type === 'rule' ? (node.raws.selector?.raw ?? node.selector) : `@${node.name}${node.raws.afterName ?? ''}${node.raws.params?.raw ?? node.params}`;
  const open = start + head.length + (node.raws.between ?? '').length;
  if (text[open] !== '{') throw new StylesheetError(`no "{" where the block of ${JSON.stringify(head.trim())} should open (offset ${open})`);
  return open;
}

function declarationOf(text: string, node: Declaration): CssDeclaration {
  const { start, end } = span(node);
  const semicolon = text[end - 1] === ';';
  // The property as written starts the declaration (PostCSS moves IE hacks such as `*zoom` out of it: not edited).
  if (!text.startsWith(node.prop, start)) throw new StylesheetError(`the declaration at offset ${start} does not start with its property ${JSON.stringify(node.prop)}`);
  const valueStart = start + node.prop.length + (node.raws.between ?? '').length;
  let valueEnd = semicolon ? end - 1 : end;
  while (valueEnd > valueStart && /\s/.test(text[valueEnd - 1]!)) valueEnd--;
  return { property: node.prop, start, end, valueStart, valueEnd, semicolon };
}

function ruleOf(text: string, node: Rule, parent: CssAtRule | null): CssRule {
  const { start, end } = span(node);
  const open = openOf(text, node, start);
  const declarations: CssDeclaration[] = [];
  for (const child of node.nodes) {
    if (child.type === 'decl') declarations.push(declarationOf(text, child));
    else if (child.type !== 'comment') throw new StylesheetError(`nested block at offset ${span(child).start} (CSS nesting is not edited by this server)`);
  }
  return { kind: 'rule', selector: text.slice(start, open).trim().replace(/\s+/g, ' '), start, open, close: end - 1, declarations, parent };
}

function nodesOf(text: string, children: readonly ChildNode[], parent: CssAtRule | null): CssNode[] {
  const nodes: CssNode[] = [];
  for (const child of children) {
    if (child.type === 'rule') nodes.push(ruleOf(text, child, parent));
    else if (child.type === 'atrule' && child.nodes) {
      // A statement at-rule (`@import …;`) has no block: nothing to edit.
      const { start, end } = span(child);
      const open = openOf(text, child, start);
      const at: CssAtRule = { kind: 'at', prelude: text.slice(start, open).trim().replace(/\s+/g, ' '), start, open, close: end - 1, children: [], parent };
      // Blocks of rules are read; the declarations of @font-face, @page and the like are not edited.
      if (/^(?:media|supports|layer|container|document|keyframes|-webkit-keyframes)$/i.test(child.name)) at.children = nodesOf(text, child.nodes, at);
      nodes.push(at);
    } else if (child.type === 'decl') {
      throw new StylesheetError(`a declaration outside any rule at offset ${span(child).start}`);
    }
  }
  return nodes;
}

/**
 * The stylesheet's rules and block at-rules with their offsets, read by PostCSS (which keeps every
 * byte of what it parsed: the offsets index the text as it is). Text PostCSS cannot read, and CSS
 * nesting, which the edits do not handle, are refused with the place.
 */
export function parseStylesheet(text: string): CssNode[] {
  let root: Root;
  try {
    root = postcss.parse(text);
  } catch (error) {
    if (error instanceof CssSyntaxError) throw new StylesheetError(`${error.reason} at line ${error.line ?? '?'}, column ${error.column ?? '?'}`);
    throw error;
  }
  return nodesOf(text, root.nodes, null);
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

/**
 * The upper width bound of a media query that is only one, in px: `@media (max-width: 47.99875rem)`
 * → 767.98 (that width itself still matches), `@media (width < 48rem)` → 768 `below` (it does not);
 * null for any other query.
 */
export function maxWidthOf(prelude: string): { px: number; below: boolean } | null {
  const match = /^@media\s*\(\s*(max-width\s*:|width\s*<)\s*([\d.]+)(px|rem|em)\s*\)$/i.exec(prelude);
  if (!match) return null;
  const amount = Number(match[2]);
  return { px: match[3]!.toLowerCase() === 'px' ? amount : amount * 16, below: match[1]!.includes('<') };
}

/** `@media (min-width: 40rem)` → 640 (px), for a media query that is only a min-width; null otherwise. */
export function minWidthPx(prelude: string): number | null {
  const match = /^@media\s*\(\s*min-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/i.exec(prelude);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]!.toLowerCase() === 'px' ? amount : amount * 16;
}
