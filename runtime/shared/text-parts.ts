// Which parts of an element's text the page fills in from its state (bound) and which are literal, so
// a text edit changes literal text only. `<p>Count: {count}</p>` edited to "Edited again" would empty
// the number's node, and the app's next update writes "2" into it: the page shows "Edited again2".
//
// Two sources of truth: the source's own parts when the codebase-id plugin saw them (the lookup's
// `textParts`: literal text and `{expressions}`), else the page's text nodes, each its own part (the
// frameworks that keep a bound value in a node of its own change only that node later). Without the
// source, which node is bound is unknown: an edit may then change one part only.
import type { TextPart } from '../../types';
import { changedRange, spreadText } from './text-nodes';

export interface TextSpan {
  /** Offsets in the element's text (end excluded). */
  start: number;
  end: number;
  /** The page fills it in: an expression in the source. */
  bound: boolean;
  /** How a refusal names it: `{count}` for an expression, the quoted text of a node. */
  label: string;
}

export interface TextLayout {
  /** `source`: the spans follow the source's parts; `nodes`: one span per text node. */
  from: 'source' | 'nodes';
  spans: TextSpan[];
}

const MAX_LABEL = 40;
const clip = (text: string): string => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);
const quoted = (text: string): string => JSON.stringify(clip(text));

/** `text` matched as it is in a regular expression. */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A literal as a pattern: whitespace inside it matches any run of whitespace, at its edges any or none
 * (compilers collapse whitespace, and JSX trims it at line ends).
 */
function literalPattern(text: string): string {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const inner = words.map(escapeRegExp).join('\\s+');
  const lead = /^\s/.test(text) ? '\\s*' : '';
  const trail = /\s$/.test(text) && words.length ? '\\s*' : '';
  return lead + inner + trail;
}

/**
 * The spans of `text` as the source's parts lay it out, or null when the text does not follow them
 * (the source changed since the lookup, or the element shows other text now).
 */
export function spansFromSource(text: string, parts: readonly TextPart[]): TextSpan[] | null {
  if (!parts.length || !parts.some((part) => 'bound' in part)) return null;
  const groups = parts.map((part) => ('bound' in part ? '([\\s\\S]*?)' : `(${literalPattern(part.literal)})`));
  let match: RegExpExecArray | null;
  try {
    match = new RegExp(`^\\s*${groups.join('')}\\s*$`, 'd').exec(text);
  } catch {
    return null;
  }
  const indices = match?.indices;
  if (!indices) return null;
  return parts.map((part, i) => {
    const [start, end] = indices[i + 1] ?? [0, 0];
    return 'bound' in part ? { start, end, bound: true, label: `{${clip(part.bound.trim())}}` } : { start, end, bound: false, label: quoted(part.literal) };
  });
}

/** One span per text node, in order. */
export function spansFromNodes(datas: readonly string[]): TextSpan[] {
  let offset = 0;
  return datas.map((data) => {
    const start = offset;
    offset += data.length;
    return { start, end: offset, bound: false, label: quoted(data) };
  });
}

/** The layout of the text held by `datas`: the source's parts when the text follows them, else the nodes. */
export function textLayout(datas: readonly string[], source: readonly TextPart[] | null | undefined): TextLayout {
  const spans = source ? spansFromSource(datas.join(''), source) : null;
  return spans ? { from: 'source', spans } : { from: 'nodes', spans: spansFromNodes(datas) };
}

/** The spans a change of [start, end) touches: those holding a changed character, or, for an insertion, the one it falls strictly inside. */
function touched(spans: readonly TextSpan[], start: number, end: number): TextSpan[] {
  return spans.filter((span) => (start < end ? span.start < end && span.end > start : span.start < start && start < span.end));
}

/**
 * Why the element's text `old` may not become `next` under `layout`, or null when it may: a change
 * of a bound part (from the source), or of more than one of the page's text nodes (without it).
 */
export function textEditRefusal(old: string, next: string, layout: TextLayout): string | null {
  if (old === next) return null;
  const { start, end } = changedRange(old, next);
  const hit = touched(layout.spans, start, end);
  if (layout.from === 'source') {
    const bound = hit.filter((span) => span.bound);
    if (!bound.length) return null;
    const names = bound.map((span) => `${span.label} (now ${quoted(old.slice(span.start, span.end))})`).join(' and ');
    return `The edit would change ${names}, which the page fills in from its state: only the text around ${bound.length > 1 ? 'them' : 'it'} can be edited`;
  }
  const parts = layout.spans.filter((span) => span.end > span.start);
  if (hit.length <= 1) return null;
  return `The page renders this text as ${parts.length} separate parts (${parts.map((span) => span.label).join(', ')}), any of which it may fill in from its state: the edit would change ${hit.length} of them; edit one part at a time`;
}

/**
 * Which of the nodes holding `datas` lie wholly in a bound part: an insertion at their edge goes into
 * the literal node beside them (text-nodes.ts spreadText), not into the value the app writes again.
 */
export function lockedNodes(datas: readonly string[], layout: TextLayout): boolean[] {
  const bound = layout.spans.filter((span) => span.bound);
  let offset = 0;
  return datas.map((data) => {
    const from = offset;
    offset += data.length;
    return data.length > 0 && bound.some((span) => span.start <= from && offset <= span.end);
  });
}

/**
 * How the text nodes holding `datas` come to read `next`: each node's new data, changing literal text
 * only (all of it is, for a `literal` source); or why not (a bound part would change, or only a bound node is there to hold an insertion).
 * Null datas (no text node) answer `{ spread: null }`: the caller adds a node.
 */
export function planTextEdit(datas: readonly string[], next: string, source: TextSource): { spread: string[] | null } | { refused: string } {
  if (source === 'literal') return { spread: spreadText(datas, next) };
  const layout = textLayout(datas, source);
  const old = datas.join('');
  const refused = textEditRefusal(old, next, layout);
  // Literal text changed on both sides of a bound part (`Hello {name}, welcome` → `Hi {name}, welcome!`)
  // is one change per gap between them, each taken alone.
  const steps = !refused ? [next] : layout.from === 'source' ? gapSteps(old, next, layout.spans.filter((span) => span.bound)) : null;
  if (!steps) return { refused: refused ?? '' };
  const locked = lockedNodes(datas, layout);
  let spread: string[] | null = [...datas];
  for (const step of steps) spread = spread && spreadText(spread, step, locked);
  const lockedChange = spread?.findIndex((data, i) => locked[i] && data !== datas[i]) ?? -1;
  if (spread && lockedChange >= 0) {
    const span = layout.spans.find((part) => part.bound && part.start <= offsetOf(datas, lockedChange) && offsetOf(datas, lockedChange + 1) <= part.end);
    return { refused: `Only ${span?.label ?? 'a value the page fills in'} is there to hold the new text, and the page writes it again from its state: add text next to literal text` };
  }
  return { spread };
}

/**
 * The texts from `old` to `next` changing one gap between the bound parts at a time, the last gap
 * first (the earlier ones keep their offsets); null when `next` does not hold the bound parts' texts
 * in their order.
 */
function gapSteps(old: string, next: string, bound: readonly TextSpan[]): string[] | null {
  if (!bound.length) return null;
  const values = bound.map((span) => old.slice(span.start, span.end));
  const pattern = values.map((value) => `(${escapeRegExp(value)})`).join('([\\s\\S]*?)');
  const indices = new RegExp(`^([\\s\\S]*?)${pattern}([\\s\\S]*)$`, 'd').exec(next)?.indices;
  if (!indices) return null;
  // Groups: the gap before the first part, then each part and the gap after it.
  const gapsInNext = values.map((_, i) => indices[1 + 2 * i]!).concat([indices[2 * values.length + 1]!]);
  const steps: string[] = [];
  let current = old;
  for (let k = bound.length; k >= 0; k--) {
    const from = k === 0 ? 0 : bound[k - 1]!.end;
    const to = k === bound.length ? old.length : bound[k]!.start;
    const [gapStart, gapEnd] = gapsInNext[k]!;
    current = current.slice(0, from) + next.slice(gapStart, gapEnd) + current.slice(to);
    steps.push(current);
  }
  return steps;
}

/** Where node `index` starts in the joined text. */
const offsetOf = (datas: readonly string[], index: number): number => datas.slice(0, index).reduce((sum, data) => sum + data.length, 0);

/**
 * What the source says of an element's text, from its lookup entry (the lookups come from the editor:
 * checked here): its parts; `literal` when it is written as text (`staticTextContents`); else null
 * (nothing known: each text node is a part).
 */
export type TextSource = TextPart[] | 'literal' | null;

export function textSourceOf(entry: unknown): TextSource {
  if (typeof entry !== 'object' || entry === null) return null;
  const { textParts, staticTextContents } = entry as { textParts?: unknown; staticTextContents?: unknown };
  return asTextParts(textParts) ?? (staticTextContents === true ? 'literal' : null);
}

/** A lookup's `textParts` when it is a list of parts, else null. */
export function asTextParts(value: unknown): TextPart[] | null {
  if (!Array.isArray(value) || !value.length) return null;
  const parts = value.filter(
    (part): part is TextPart =>
      typeof part === 'object' && part !== null && (typeof (part as { literal?: unknown }).literal === 'string' || typeof (part as { bound?: unknown }).bound === 'string'),
  );
  return parts.length === value.length ? parts : null;
}
