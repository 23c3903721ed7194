// removeClass: a class taken out of the element's className; an emptied className attribute goes too.
import type { MutationBodies } from '../../types';
import { removeClassEdits } from '../edit/class-names';
import { describe } from '../edit/jsx-nodes';
import { countRenderings } from '../project/renderings';
import { elementFor, type Operation } from './context';

export const removeClass: Operation<MutationBodies['removeClass']> = (body, context) => {
  const entry = elementFor(context, body.reactElement, 'reactElement');
  return {
    files: [{ path: entry.file, edits: removeClassEdits(entry, body.className) }],
    message: `Removed the class "${body.className}" from ${describe(entry)}`,
    renderings: countRenderings(context.snapshot.pages, entry.id, context.hint),
  };
};
