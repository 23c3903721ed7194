// duplicate: each element copied right after itself, on its own line when it stands on one. An
// element that is a whole expression has no sibling list to join, so it is refused.
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { contains, describe, jsxParentOf } from '../edit/jsx-nodes';
import { insertAt } from '../edit/splice';
import { endsLine, lineIndent, startsLine } from '../edit/source-style';
import { countRenderings } from '../project/renderings';
import { byFile, elementFor, type Operation } from './context';

export const duplicate: Operation<MutationBodies['duplicate']> = (body, context) => {
  const entries = body.reactElements.map((reference, i) => elementFor(context, reference, `reactElements[${i}]`));
  for (const entry of entries) {
    const outer = entries.find((other) => other !== entry && other.file === entry.file && contains(other.element, entry.element));
    if (outer) throw cannotEdit(`${describe(entry)} is inside ${describe(outer)}, which is duplicated too; duplicate one of them.`);
    if (!jsxParentOf(entry.element)) {
      throw cannotEdit(`${describe(entry)} is the whole value of an expression (a return value or a list item), so a copy has no place beside it; wrap it in a div first, or duplicate its parent.`);
    }
  }
  const files = byFile(
    entries.map((entry) => {
      const text = entry.sourceFile.text;
      const start = entry.element.getStart();
      const end = entry.element.getEnd();
      const code = text.slice(start, end);
      const ownLine = startsLine(text, start) && endsLine(text, end);
      return [entry.file, [insertAt(end, ownLine ? `\n${lineIndent(text, start)}${code}` : code)]];
    }),
  );
  return {
    files,
    message: `Duplicated ${entries.map(describe).join(', ')}`,
    renderings: countRenderings(context.snapshot.pages, entries[0]!.id, context.hint),
  };
};
