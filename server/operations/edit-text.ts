// editText: the text a rendering shows, changed where it is written. JSX text is edited in the
// element; text that comes from data (`{card.title}`) is edited in the string literal that this
// rendering shows (through props, `.map` items and imports, see project/evaluate.ts), so editing
// one card's title changes that card only. `oldText` picks the rendering; which piece of the
// text changed (JSX text, a literal, computed text) is found from the difference between oldText
// and newText. Ambiguous or computed text answers 422 naming the candidates.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { literalEdit } from '../edit/literal-edit';
import { jsxTextContentSpan, jsxTextFor, jsxTextValue } from '../edit/jsx-text';
import { describe } from '../edit/jsx-nodes';
import { Named, named, writtenAt } from '../edit/element-names';
import { changedWords } from '../../types/text-change';
import { replaceSpan, type Edit } from '../edit/splice';
import type { SourceStyle } from '../edit/source-style';
import { Env, unwrapExpression } from '../project/evaluate';
import { countRenderings, renderingsOf } from '../project/renderings';
import { ownText, textPieces, textSegments, type Segment } from '../project/text-segments';
import { namedRendering } from './named-rendering';
import { elementFor, styleOf, type Operation } from './context';

type EditableSegment = Extract<Segment, { kind: 'jsxText' | 'literal' }>;

/**
 * What to write: one data literal (edited in its own quotes), or a run of the element's own text
 * pieces — JSX text and `{'…'}` literals written in the element — rewritten as one JSX text.
 */
type Target = { kind: 'literal'; segment: Extract<Segment, { kind: 'literal' }>; newText: string } | { kind: 'run'; segments: EditableSegment[]; newText: string };

function segmentLength(segment: Segment): number {
  if (segment.kind === 'element') return 0;
  return segment.text?.length ?? 0;
}

/** The changed words of a text edit, quoted: "…with weekly projects…" → "…with daily projects…". */
const changeText = (before: string, after: string): string => {
  const change = changedWords(before, after);
  return `${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`;
};
const quoted = (text: string): string => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

function where(node: ts.Node): string {
  const sourceFile = node.getSourceFile();
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return `${sourceFile.fileName.replace(/^\//, '')}:${line + 1}:${character + 1}`;
}

function describeSegment(segment: Segment): string {
  switch (segment.kind) {
    case 'jsxText':
      return `JSX text ${quoted(segment.text)} at ${where(segment.node)}`;
    case 'literal':
      return `${quoted(segment.text)} at ${where(segment.node)}`;
    case 'computed':
      return `\`${segment.node.getText()}\` at ${where(segment.node)} (computed)`;
    case 'element':
      return `an element at ${where(segment.node)}`;
  }
}

/** JSX text, or a `{'…'}` literal written in the element itself (not data from elsewhere). */
function isOwnText(segment: Segment): segment is EditableSegment {
  return segment.kind === 'jsxText' || (segment.kind === 'literal' && unwrapExpression(segment.expression) === segment.node);
}

/** The JSX element whose children list holds an own piece of text: a run is rewritten inside one only. */
function holderOf(segment: EditableSegment): ts.Node {
  return segment.kind === 'jsxText' ? segment.node.parent : segment.expression.parent.parent;
}

/** The piece(s) of the text that the change from `oldText` to `newText` falls in, and their new text. */
function locate(segments: readonly Segment[], oldText: string, newText: string): Target | string {
  let prefix = 0;
  const max = Math.min(oldText.length, newText.length);
  while (prefix < max && oldText[prefix] === newText[prefix]) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && oldText[oldText.length - 1 - suffix] === newText[newText.length - 1 - suffix]) suffix++;
  const from = prefix;
  const to = oldText.length - suffix;
  const spans: { segment: Segment; start: number; end: number }[] = [];
  let offset = 0;
  for (const segment of segments) {
    const length = segmentLength(segment);
    spans.push({ segment, start: offset, end: offset + length });
    offset += length;
  }
  const editable = (segment: Segment): segment is EditableSegment => segment.kind === 'jsxText' || segment.kind === 'literal';
  const covering =
    from === to
      ? spans.filter((span) => span.start <= from && from <= span.end).sort((a, b) => Number(editable(b.segment)) - Number(editable(a.segment))).slice(0, 1)
      : spans.filter((span) => span.start < to && from < span.end);
  const first = covering[0];
  const last = covering[covering.length - 1];
  if (!first || !last) return 'the change falls outside the text the source writes';
  const text = newText.slice(first.start, newText.length - (oldText.length - last.end));
  const pieces = covering.map((span) => span.segment);
  const own = pieces.filter(isOwnText);
  // Text written where the element is and text its component's use writes are two places.
  if (own.length === pieces.length && own.every((piece) => holderOf(piece) === holderOf(own[0]!))) return { kind: 'run', segments: own, newText: text };
  if (pieces.length > 1) return `the change spans ${pieces.map(describeSegment).join(' and ')}; change one of them at a time`;
  const segment = first.segment;
  if (segment.kind !== 'literal') return `the changed text is ${describeSegment(segment)}, which the source computes; edit that code instead`;
  return { kind: 'literal', segment, newText: text };
}

/** Where a piece of the element's own text starts and ends in the file (JSX text without its layout whitespace; a literal with its braces). */
function ownTextSpan(segment: EditableSegment): { start: number; end: number } {
  if (segment.kind === 'jsxText') {
    const span = jsxTextContentSpan(segment.node.text);
    // JsxText starts at `pos` (its leading whitespace is text, not trivia).
    return { start: segment.node.pos + span.start, end: segment.node.pos + span.end };
  }
  let node: ts.Node = segment.node;
  while (!ts.isJsxExpression(node)) node = node.parent;
  return { start: node.getStart(), end: node.getEnd() };
}

/** Whitespace with a line break right before/after `[start, end)`: JSX drops spaces there. */
function layoutAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = start;
  while (from > 0 && /\s/.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && /\s/.test(text[to]!)) to++;
  const before = text.slice(from, start);
  const after = text.slice(end, to);
  return { before: /\n/.test(before) ? before : '', after: /\n/.test(after) ? after : '' };
}

/** Checks that `written`, between its layout whitespace, renders exactly `expected` as JSX. */
function rendersAs(layout: { before: string; after: string }, written: string, expected: string): boolean {
  const probe = ts.createSourceFile('/probe.tsx', `<x>${layout.before}${written}${layout.after}</x>;`, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const statement = probe.statements[0];
  if (!statement || !ts.isExpressionStatement(statement) || !ts.isJsxElement(statement.expression)) return false;
  let text = '';
  for (const child of statement.expression.children) {
    if (ts.isJsxText(child)) text += jsxTextValue(child.text);
    else if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteral(child.expression)) text += child.expression.text;
    else return false;
  }
  return text === expected;
}

function runEdit(segments: readonly EditableSegment[], text: string, style: SourceStyle): Edit {
  const source = segments[0]!.node.getSourceFile().text;
  const start = ownTextSpan(segments[0]!).start;
  const end = ownTextSpan(segments[segments.length - 1]!).end;
  const layout = layoutAround(source, start, end);
  const written = jsxTextFor(text, style.quote, { afterLineBreak: layout.before !== '', beforeLineBreak: layout.after !== '' });
  if (!rendersAs(layout, written, text)) throw cannotEdit(`The text ${quoted(text)} cannot be written into the source exactly as typed: simplify its spaces and line breaks, then try again. Nothing was written.`);
  return replaceSpan(start, end, written);
}

/**
 * Computed pieces whose text the source cannot tell (`{years}` from the build's year), read off the
 * page's text between the pieces it can: then the written pieces around them can be edited. The
 * segments as they are when the page's text does not fit them.
 */
function readUnknown(segments: Segment[], shown: string): Segment[] {
  if (!segments.some((segment) => segment.kind === 'computed' && segment.text === null)) return segments;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = segments.map((segment) => (segment.kind === 'element' ? '' : segment.text === null ? '([\\s\\S]*?)' : escape(segment.text))).join('');
  const match = new RegExp(`^${pattern}$`).exec(shown);
  if (!match) return segments;
  let next = 1;
  return segments.map((segment) => (segment.kind === 'computed' && segment.text === null ? { ...segment, text: match[next++] ?? '' } : segment));
}

const targetKey = (target: Target): string => {
  const nodes = target.kind === 'literal' ? [target.segment.node] : target.segments.map((segment) => segment.node);
  return `${nodes.map((node) => `${node.getSourceFile().fileName}:${node.getStart()}`).join(',')}:${target.newText}`;
};

const describeTarget = (target: Target): string => (target.kind === 'literal' ? describeSegment(target.segment) : target.segments.map(describeSegment).join(' + '));

export const editText: Operation<MutationBodies['editText']> = (body, context) => {
  const entry = elementFor(context, body.element, 'element');
  if (!ts.isJsxElement(entry.element)) throw cannotEdit(`${Named(entry)} holds no text of its own to edit. Select the element that shows the text.`, writtenAt(entry));
  const { evaluator, pages } = context.snapshot;
  // The rendering the editor names (a copied card shows the same text as its original): that one's text.
  const chosen = namedRendering(context, entry, body.element, 'element');
  const renderings = chosen ? [chosen] : renderingsOf(pages, entry.id, context.hint.pagePath);
  const candidates = (renderings.length ? renderings.map((r) => r.env) : [Env.root]).map((env) => {
    const segments = body.oldText === null ? textSegments(entry, env, evaluator) : readUnknown(textSegments(entry, env, evaluator), body.oldText);
    // Beside child elements (an icon, a hidden label), the element's own text is what the page edits.
    return { segments, text: ownText(segments) };
  });
  const child = candidates[0]?.segments.find((segment) => segment.kind === 'element');
  if (child && candidates.every((candidate) => !textPieces(candidate.segments).length)) {
    throw cannotEdit(`${Named(entry)} holds other elements and no text of its own: select the element inside it that shows the words you want to change.`, `${writtenAt(entry)} Inside it: ${describeSegment(child)}.`);
  }

  const oldText = body.oldText;
  let matching = oldText === null ? candidates : candidates.filter((candidate) => candidate.text === oldText);
  const loose = oldText !== null && !matching.length;
  if (loose) matching = candidates.filter((candidate) => candidate.text !== null && normalise(candidate.text) === normalise(oldText));
  if (!matching.length) {
    const computed = candidates.every((candidate) => candidate.text === null) ? candidates[0]?.segments.find((segment) => segment.kind === 'computed') : undefined;
    if (computed) throw cannotEdit(`The words of ${named(entry)} are worked out by code, not written out, so they cannot be edited here; a developer can change that code.`, `${writtenAt(entry)} The text comes from ${describeSegment(computed)}.`);
    const shown = [...new Set(candidates.map((candidate) => (candidate.text === null ? 'computed text' : quoted(candidate.text))))].slice(0, 5);
    throw cannotEdit(`The preview showed ${quoted(oldText ?? '')} in ${named(entry)}, but the source now says ${shown.join(', ')}: the page changed since. Reload the preview and edit again.`, writtenAt(entry));
  }

  const targets = new Map<string, Target>();
  for (const candidate of matching) {
    const current = candidate.text;
    if (current === null) {
      const computed = candidate.segments.find((segment) => segment.kind === 'computed');
      throw cannotEdit(`The words of ${named(entry)} are worked out by code, not written out, so they cannot be edited here; a developer can change that code.`, `${writtenAt(entry)}${computed ? ` The text comes from ${describeSegment(computed)}.` : ''}`);
    }
    // With only whitespace differences from the page, compare and edit in normalised form.
    const [from, to] = loose ? [normalise(current), normalise(body.newText)] : [current, body.newText];
    if (from === to) throw cannotEdit(`${Named(entry)} already shows ${quoted(body.newText)}; nothing to change.`, writtenAt(entry));
    const target = locate(candidate.segments, from, to);
    if (typeof target === 'string') throw cannotEdit(`This part of the words of ${named(entry)} is worked out by code, not written out, so it cannot be edited here: change the words around it, or ask a developer to change that code.`, `${writtenAt(entry)} ${target.charAt(0).toUpperCase()}${target.slice(1)}.`);
    targets.set(targetKey(target), target);
  }
  if (targets.size > 1) {
    const list = [...targets.values()].map(describeTarget);
    throw cannotEdit(
      `${Named(entry)} shows ${quoted(oldText ?? '')} in ${targets.size} places whose words are written in different places of the source, so the editor cannot tell which one to change. Open the page that shows only the one you mean, or change each where it is written.`,
      `${writtenAt(entry)} Its text comes from: ${list.join('; ')}. A request can name the page with X-Page-Path.`,
    );
  }
  const target = [...targets.values()][0]!;
  const nodes = target.kind === 'literal' ? [target.segment.node] : target.segments.map((segment) => segment.node);
  const sourceFile = nodes[0]!.getSourceFile();
  const path = sourceFile.fileName.replace(/^\//, '');
  const style = styleOf(sourceFile);
  const edit = target.kind === 'literal' ? literalEdit(target.segment.node, target.newText, style) : runEdit(target.segments, target.newText, style);
  const previous = target.kind === 'literal' ? target.segment.text : target.segments.map((segment) => segment.text).join('');
  const shows = (rendering: { env: Env }): boolean => textSegments(entry, rendering.env, evaluator).some((s) => s.kind !== 'element' && nodes.some((node) => node === s.node));
  const data = target.kind === 'literal' ? target.segment : null;
  const from = data && unwrapExpression(data.expression) !== data.node ? ` (the literal at ${where(data.node)})` : '';
  return {
    files: [{ path, edits: [edit] }],
    message: `Edited the text of ${describe(entry)}: ${changeText(previous, target.newText)}${from}`,
    renderings: countRenderings(pages, entry.id, context.hint, shows),
  };
};
