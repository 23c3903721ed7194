// wrapInDiv: adjacent sibling elements (or one element) wrapped in a new <div>, their lines
// indented one level. An element rendered by a condition or a list among them is wrapped with its
// `{…}`, so the condition keeps working. Elements that are not next to each other in one JSX parent
// are refused.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { unitOf } from '../edit/branch';
import { describe, protectedLineStarts } from '../edit/jsx-nodes';
import { Named, named, startCase, writtenAt } from '../edit/element-names';
import { insertAt, type Edit } from '../edit/splice';
import { endsLine, lineIndent, startsLine } from '../edit/source-style';
import { unitRefusal, wrapAloneRefusal } from '../edit/unit-refusals';
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

/** One piece of source to wrap: an element, or the `{…}` of the condition or list rendering it. */
interface Piece {
  node: ts.Node;
  entries: IndexedElement[];
}

function piecesInOrder(entries: readonly IndexedElement[]): Piece[] {
  const [first] = entries;
  const files = new Set(entries.map((entry) => entry.file));
  if (files.size > 1) throw cannotEdit(`The elements to wrap are written in different files of the site, so one box cannot hold them; wrap elements of one parent only.`, writtenAt(...entries));
  if (entries.length === 1) {
    // One element is wrapped where it is, inside its condition's branch if it has one.
    const alone = wrapAloneRefusal(first!);
    if (alone) throw cannotEdit(alone, writtenAt(first!));
    return [{ node: first!.element, entries: [first!] }];
  }
  const units = new Map<ts.Node, Piece>();
  const parents = new Set<ts.Node>();
  for (const entry of entries) {
    const place = unitOf(entry.element, { throughLists: true });
    if (!place) throw cannotEdit(unitRefusal(entry, 'wrapped with its neighbours'), writtenAt(entry));
    parents.add(place.parent);
    units.set(place.unit, { node: place.unit, entries: [...(units.get(place.unit)?.entries ?? []), entry] });
  }
  const parent = [...parents][0];
  if (parents.size > 1 || !parent || !(ts.isJsxElement(parent) || ts.isJsxFragment(parent))) {
    throw cannotEdit(`${startCase(entries.map(named).join(' and '))} do not sit side by side in one element of the page's code, so one box cannot hold them; wrap elements that sit next to each other.`, writtenAt(...entries));
  }
  const children: readonly ts.Node[] = parent.children;
  const ordered = [...units.values()].sort((a, b) => children.indexOf(a.node) - children.indexOf(b.node));
  for (let i = 1; i < ordered.length; i++) {
    const gap = between(parent.children, children.indexOf(ordered[i - 1]!.node), children.indexOf(ordered[i]!.node));
    if (gap) {
      throw cannotEdit(`${Named(ordered[i - 1]!.entries[0]!)} and ${named(ordered[i]!.entries[0]!)} are not adjacent: \`${gap.getText().trim().slice(0, 60)}\` is between them. Wrap adjacent siblings only, or include what lies between.`, writtenAt(ordered[i - 1]!.entries[0]!, ordered[i]!.entries[0]!));
    }
  }
  return ordered;
}

export const wrapInDiv: Operation<MutationBodies['wrapInDiv']> = (body, context) => {
  // Two renderings of one element are one piece of source: wrapped once, as that element alone.
  const entries = [...new Map(body.reactElements.map((reference, i) => elementFor(context, reference, `reactElements[${i}]`)).map((entry) => [entry.id, entry])).values()];
  const ordered = piecesInOrder(entries);
  const first = entries[0]!;
  const text = first.sourceFile.text;
  const start = ordered[0]!.node.getStart();
  const end = ordered[ordered.length - 1]!.node.getEnd();
  const edits: Edit[] = [];
  if (startsLine(text, start) && endsLine(text, end)) {
    const indent = lineIndent(text, start);
    const unit = styleOf(first.sourceFile).indentUnit;
    const protectedStarts = new Set(ordered.flatMap((piece) => [...protectedLineStarts(piece.node, text)]));
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
    message: `Wrapped ${ordered.flatMap((piece) => piece.entries).map(describe).join(', ')} in a <div>`,
    renderings: countRenderings(context.snapshot.pages, first.id, context.hint),
  };
};
