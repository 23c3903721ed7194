// wrapInDiv: adjacent sibling elements (or one element) wrapped in a new <div>, their lines
// indented one level. Elements that are not next to each other in one JSX parent are refused.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { attributeNamed, describe, jsxParentOf, protectedLineStarts } from '../edit/jsx-nodes';
import { insertAt, type Edit } from '../edit/splice';
import { endsLine, lineIndent, startsLine } from '../edit/source-style';
import type { IndexedElement } from '../project/id-index';
import { countRenderings } from '../project/renderings';
import { elementFor, styleOf, type Operation } from './context';

/** What lies between two siblings, if it is more than whitespace or comments. */
function between(children: readonly ts.JsxChild[], from: number, to: number): ts.JsxChild | undefined {
  return children.slice(from + 1, to).find((child) => {
    if (ts.isJsxText(child)) return child.text.trim() !== '';
    if (ts.isJsxExpression(child)) return child.expression !== undefined;
    return true;
  });
}

function siblingsInOrder(entries: readonly IndexedElement[]): IndexedElement[] {
  const [first] = entries;
  const files = new Set(entries.map((entry) => entry.file));
  if (files.size > 1) throw cannotEdit(`The elements to wrap are in different files (${[...files].join(', ')}); wrap elements of one parent only.`);
  if (entries.length === 1) {
    const key = attributeNamed(first!.opening, 'key');
    if (!jsxParentOf(first!.element) && key) {
      throw cannotEdit(`${describe(first!)} is a list item (key=${key.initializer?.getText() ?? ''}); a wrapper would take its place in the list without the key. Wrap its children, or the list.`);
    }
    return [...entries];
  }
  const parents = new Set(entries.map((entry) => jsxParentOf(entry.element)));
  const parent = [...parents][0];
  if (parents.size > 1 || !parent) {
    throw cannotEdit(`${entries.map(describe).join(' and ')} are not children of one JSX parent; only adjacent siblings can be wrapped together.`);
  }
  const children = parent.children;
  const ordered = [...entries].sort((a, b) => children.indexOf(a.element) - children.indexOf(b.element));
  for (let i = 1; i < ordered.length; i++) {
    const gap = between(children, children.indexOf(ordered[i - 1]!.element), children.indexOf(ordered[i]!.element));
    if (gap) {
      throw cannotEdit(`${describe(ordered[i - 1]!)} and ${describe(ordered[i]!)} are not adjacent: \`${gap.getText().trim().slice(0, 60)}\` is between them. Wrap adjacent siblings only, or include what lies between.`);
    }
  }
  return ordered;
}

export const wrapInDiv: Operation<MutationBodies['wrapInDiv']> = (body, context) => {
  const entries = body.reactElements.map((reference, i) => elementFor(context, reference, `reactElements[${i}]`));
  const ordered = siblingsInOrder(entries);
  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;
  const text = first.sourceFile.text;
  const start = first.element.getStart();
  const end = last.element.getEnd();
  const edits: Edit[] = [];
  if (startsLine(text, start) && endsLine(text, end)) {
    const indent = lineIndent(text, start);
    const unit = styleOf(first.sourceFile).indentUnit;
    const protectedStarts = new Set(ordered.flatMap((entry) => [...protectedLineStarts(entry.element, text)]));
    edits.push(insertAt(start, `<div>\n${indent}${unit}`));
    for (let i = text.indexOf('\n', start); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) {
      const lineStartAt = i + 1;
      const lineEnd = text.indexOf('\n', lineStartAt);
      const blank = text.slice(lineStartAt, lineEnd < 0 ? text.length : lineEnd).trim() === '';
      if (!protectedStarts.has(lineStartAt) && !blank) edits.push(insertAt(lineStartAt, unit));
    }
    edits.push(insertAt(end, `\n${indent}</div>`));
  } else {
    edits.push(insertAt(start, '<div>'), insertAt(end, '</div>'));
  }
  return {
    files: [{ path: first.file, edits }],
    message: `Wrapped ${ordered.map(describe).join(', ')} in a <div>`,
    renderings: countRenderings(context.snapshot.pages, first.id, context.hint),
  };
};
