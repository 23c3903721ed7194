// duplicate: each element copied right after itself, on its own line when it stands on one. An
// element rendered by a condition is copied with it: the `{…}` is, so the copy shows when the
// original does. An element that is a whole expression has no sibling list to join, so it is
// refused (the reason in a designer's words), except a named
// rendering of a card (what a `.map` callback returns over an array literal): its item is copied
// right after itself in the array.
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { duplicateItem } from '../edit/array-items';
import { unitCodeFor, unitOf } from '../edit/branch';
import { contains, describe } from '../edit/jsx-nodes';
import { insertAt, type Edit } from '../edit/splice';
import { endsLine, lineIndent, startsLine } from '../edit/source-style';
import { unitRefusal } from '../edit/unit-refusals';
import { itemFile, sameItem } from '../project/data-items';
import { countRenderings } from '../project/renderings';
import { choose, describeItem, itemRenderings } from './chosen-rendering';
import { byFile, elementFor, type Operation } from './context';

export const duplicate: Operation<MutationBodies['duplicate']> = (body, context) => {
  const chosen = body.reactElements.map((reference, i) => choose(context, elementFor(context, reference, `reactElements[${i}]`), reference, `reactElements[${i}]`));
  const withItems = chosen.filter((one, i) => one.item && chosen.findIndex((other) => other.item && sameItem(other.item, one.item!)) === i);
  // Two renderings of one element without an item are one piece of source: copied once.
  const entries = [...new Map(chosen.filter((one) => !one.item).map((one) => [one.entry.id, one.entry])).values()];
  for (const entry of entries) {
    const outer = entries.find((other) => other !== entry && other.file === entry.file && contains(other.element, entry.element));
    if (outer) throw cannotEdit(`${describe(entry)} is inside ${describe(outer)}, which is duplicated too; duplicate one of them.`);
    if (!unitOf(entry.element)) throw cannotEdit(unitRefusal(entry, 'duplicated'));
  }
  const files = byFile([
    ...entries.map((entry): [string, Edit[]] => {
      const text = entry.sourceFile.text;
      // The element, or the `{…}` of the condition that renders it, so the copy shows when it does.
      const unit = unitOf(entry.element)!.unit;
      const start = unit.getStart();
      const end = unit.getEnd();
      const code = unitCodeFor(entry.element, unit);
      const ownLine = startsLine(text, start) && endsLine(text, end);
      return [entry.file, [insertAt(end, ownLine ? `\n${lineIndent(text, start)}${code}` : code)]];
    }),
    ...withItems.map((one): [string, Edit[]] => [itemFile(one.item!), [duplicateItem(one.item!.array.getSourceFile().text, one.item!.array, one.item!.index)]]),
  ]);
  const described = [...entries.map(describe), ...withItems.map((one) => `${describeItem(one.item!)} (shown by ${describe(one.entry)})`)];
  const first = chosen[0]!;
  return {
    files,
    message: `Duplicated ${described.join(', ')}`,
    renderings: first.item ? itemRenderings(context, first) : countRenderings(context.snapshot.pages, first.entry.id, context.hint),
  };
};
