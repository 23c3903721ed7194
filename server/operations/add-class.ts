// addClass: a class added to the element's className (string, template, condition or clsx call).
// With the TAILWIND framework the modifiers become variant prefixes (`md:hover:underline`).
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { addClassEdits } from '../edit/class-names';
import { describe } from '../edit/jsx-nodes';
import { readModifiers } from '../edit/modifiers';
import { countRenderings } from '../project/renderings';
import { elementFor, styleOf, type Operation } from './context';
import { tailwindPrefix } from './styling';

export const addClass: Operation<MutationBodies['addClass']> = (body, context) => {
  const entry = elementFor(context, body.reactElement, 'reactElement');
  const modifiers = readModifiers(body.modifiers, 'modifiers');
  const tailwind = body.stylingFramework === 'TAILWIND';
  if (!tailwind && (modifiers.pseudoClasses.length || modifiers.screen)) {
    throw cannotEdit(`Modifiers (${body.modifiers.join(', ')}) apply to Tailwind classes only; send stylingFramework "TAILWIND", or no modifiers for a plain class.`);
  }
  const className = tailwind ? `${tailwindPrefix(modifiers)}${body.className}` : body.className;
  const edits = addClassEdits(entry, className, styleOf(entry.sourceFile));
  const note = tailwind ? ' (a Tailwind class: the site has no Tailwind build yet, so it takes effect once it does)' : '';
  return {
    files: [{ path: entry.file, edits }],
    message: `Added the class "${className}" to ${describe(entry)}${note}`,
    renderings: countRenderings(context.snapshot.pages, entry.id, context.hint),
  };
};
