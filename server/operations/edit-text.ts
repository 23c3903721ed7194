// editText: the text a rendering shows, changed where it is written. JSX text is edited in the
// element; text that comes from data (`{card.title}`) is edited in the string literal that this
// rendering shows (through props, `.map` items and imports, see project/evaluate.ts), so editing
// one card's title changes that card only. `oldText` picks the rendering; which piece of the
// text changed (JSX text, a literal, computed text) is found from the difference between oldText
// and newText. Ambiguous or computed text answers 422 naming the candidates.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { unprocessable } from '../http/errors';
import { jsxAttributeValue, quoteString, quoteTemplate } from '../edit/js-literals';
import { jsxTextContentSpan, jsxTextFor, jsxTextValue } from '../edit/jsx-text';
import { describe } from '../edit/jsx-nodes';
import { replaceSpan, type Edit } from '../edit/splice';
import type { SourceStyle } from '../edit/source-style';
import { Env } from '../project/evaluate';
import { countRenderings, renderingsOf } from '../project/renderings';
import { segmentsText, textSegments, type Segment } from '../project/text-segments';
import { elementFor, styleOf, type Operation } from './context';

type EditableSegment = Extract<Segment, { kind: 'jsxText' | 'literal' }>;

interface Target {
  segment: EditableSegment;
  newText: string;
}

function segmentLength(segment: Segment): number {
  if (segment.kind === 'element') return 0;
  return segment.text?.length ?? 0;
}

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

/** The piece of the text that the change from `oldText` to `newText` falls in, and its new text. */
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
      ? spans.filter((span) => span.start <= from && from <= span.end).sort((a, b) => Number(editable(b.segment)) - Number(editable(a.segment)))
      : spans.filter((span) => span.start < to && from < span.end);
  const span = covering[0];
  if (!span) return 'the change falls outside the text the source writes';
  if (from !== to && covering.length > 1) return `the change spans ${covering.map((s) => describeSegment(s.segment)).join(' and ')}; change one of them at a time`;
  const segment = span.segment;
  if (!editable(segment)) return `the changed text is ${describeSegment(segment)}, which the source computes; edit that code instead`;
  return { segment, newText: newText.slice(span.start, newText.length - (oldText.length - span.end)) };
}

function jsxTextEdit(node: ts.JsxText, text: string, style: SourceStyle): Edit {
  const raw = node.text;
  const span = jsxTextContentSpan(raw);
  const written = jsxTextFor(text, style.quote, { afterLineBreak: span.start > 0, beforeLineBreak: span.end < raw.length });
  // JsxText starts at `pos` (its leading whitespace is text, not trivia).
  return replaceSpan(node.pos + span.start, node.pos + span.end, written);
}

function literalEdit(node: Extract<Segment, { kind: 'literal' }>['node'], text: string, style: SourceStyle): Edit {
  if (ts.isJsxAttribute(node.parent)) return replaceSpan(node.getStart(), node.getEnd(), jsxAttributeValue(text, style));
  if (ts.isNoSubstitutionTemplateLiteral(node)) return replaceSpan(node.getStart(), node.getEnd(), quoteTemplate(text));
  const quote = node.getText()[0] === '"' ? '"' : "'";
  return replaceSpan(node.getStart(), node.getEnd(), quoteString(text, quote));
}

/** Checks that the written JSX text renders `expected` where it stands (layout whitespace included). */
function rendersAs(node: ts.JsxText, edit: Edit, expected: string): boolean {
  const raw = node.text;
  const replaced = raw.slice(0, edit.start - node.pos) + edit.text + raw.slice(edit.end - node.pos);
  const probe = ts.createSourceFile('/probe.tsx', `<x>${replaced}</x>;`, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
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

export const editText: Operation<MutationBodies['editText']> = (body, context) => {
  const entry = elementFor(context, body.element, 'element');
  if (!ts.isJsxElement(entry.element)) throw unprocessable(`${describe(entry)} is self-closing, so it has no text to edit.`);
  const { evaluator, pages } = context.snapshot;
  const renderings = renderingsOf(pages, entry.id, context.hint.pagePath);
  const candidates = (renderings.length ? renderings.map((r) => r.env) : [Env.root]).map((env) => {
    const segments = textSegments(entry, env, evaluator);
    return { segments, text: segmentsText(segments) };
  });
  const child = candidates[0]?.segments.find((segment) => segment.kind === 'element');
  if (child) throw unprocessable(`${describe(entry)} has child elements (${describeSegment(child)}); edit the text of the element that holds it.`);

  const oldText = body.oldText;
  let matching = oldText === null ? candidates : candidates.filter((candidate) => candidate.text === oldText);
  if (oldText !== null && !matching.length) matching = candidates.filter((candidate) => candidate.text !== null && normalise(candidate.text) === normalise(oldText));
  if (!matching.length) {
    const shown = [...new Set(candidates.map((candidate) => (candidate.text === null ? 'computed text' : quoted(candidate.text))))].slice(0, 5);
    throw unprocessable(`The source of ${describe(entry)} does not show ${quoted(oldText ?? '')}; it shows ${shown.join(', ')}. Reload the preview and edit again.`);
  }

  const targets = new Map<string, Target>();
  for (const candidate of matching) {
    const current = candidate.text;
    if (current === null) {
      const computed = candidate.segments.find((segment) => segment.kind === 'computed');
      throw unprocessable(`The text of ${describe(entry)} is computed (${computed ? describeSegment(computed) : 'by code'}); edit that code instead.`);
    }
    if (current === body.newText || (oldText !== null && current !== oldText && normalise(current) === normalise(body.newText))) {
      throw unprocessable(`${describe(entry)} already shows ${quoted(body.newText)}; nothing to change.`);
    }
    const target = locate(candidate.segments, oldText !== null && current !== oldText ? normalise(current) : current, oldText !== null && current !== oldText ? normalise(body.newText) : body.newText);
    if (typeof target === 'string') throw unprocessable(`Cannot edit the text of ${describe(entry)}: ${target}.`);
    const node = target.segment.node;
    targets.set(`${node.getSourceFile().fileName}:${node.getStart()}:${target.newText}`, target);
  }
  if (targets.size > 1) {
    const list = [...targets.values()].map((target) => describeSegment(target.segment));
    throw unprocessable(
      `${describe(entry)} shows ${quoted(oldText ?? '')} in ${targets.size} renderings whose text comes from different places: ${list.join('; ')}. Send X-Page-Path, or edit the data where it is written.`,
    );
  }
  const target = [...targets.values()][0]!;
  const segment = target.segment;
  const path = segment.node.getSourceFile().fileName.replace(/^\//, '');
  const style = styleOf(segment.node.getSourceFile());
  let edit: Edit;
  if (segment.kind === 'jsxText') {
    edit = jsxTextEdit(segment.node, target.newText, style);
    if (!rendersAs(segment.node, edit, target.newText)) throw unprocessable(`The text ${quoted(target.newText)} cannot be written as JSX text exactly; simplify its whitespace.`);
  } else {
    edit = literalEdit(segment.node, target.newText, style);
  }
  const shows = (rendering: { env: Env }): boolean => textSegments(entry, rendering.env, evaluator).some((s) => s.kind !== 'element' && s.node === segment.node);
  const from = segment.kind === 'literal' ? ` (the literal at ${where(segment.node)})` : '';
  return {
    files: [{ path, edits: [edit] }],
    message: `Edited the text of ${describe(entry)}: ${quoted(segment.text)} → ${quoted(target.newText)}${from}`,
    renderings: countRenderings(pages, entry.id, context.hint, shows),
  };
};
