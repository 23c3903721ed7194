// styling: INLINE → the element's `style` prop, merged; CSS → a rule for the element's own class in
// the site's stylesheet (modifiers → pseudo-classes, sm…2xl → the site's min-width media queries,
// max-sm…max-2xl → max-width ones);
// TAILWIND → arbitrary-property classes in its className (`md:hover:[color:red]`).
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { addClassEdits, anyClasses, removeClassEdits } from '../edit/class-names';
import { declarationProblem } from '../edit/css-grammar';
import { ruleEdits, readStylesheet, type DeclarationChange } from '../edit/css-rules';
import { inlineStyleEdits } from '../edit/inline-style';
import { describe } from '../edit/jsx-nodes';
import { Named, named, writtenAt } from '../edit/element-names';
import { describeScreen, readModifiers, type Modifiers } from '../edit/modifiers';
import { classUsage, ownClassOf } from '../edit/own-class';
import type { Edit } from '../edit/splice';
import { classesInStylesheet } from '../edit/stylesheet';
import { countRenderings } from '../project/renderings';
import { STYLESHEET } from '../site-layout';
import { byFile, elementFor, styleOf, type Operation, type OperationContext, type OperationResult } from './context';
import { componentStyleTarget, type StyleTarget } from './component-style';
import { classPropOf } from '../edit/class-prop';
import type { IndexedElement } from '../project/id-index';
import type { Rendering } from '../project/render-walk';

const list = (changes: readonly DeclarationChange[]): string => changes.map(([property, value]) => (value === null ? `unset ${property}` : `${property}: ${value}`)).join('; ');

function inline(entry: IndexedElement, changes: DeclarationChange[], modifiers: Modifiers): [string, Edit[]][] {
  if (modifiers.pseudoClasses.length || modifiers.screen) {
    throw cannotEdit(`An inline style cannot hold pseudo-classes or screen sizes (${[...modifiers.pseudoClasses, modifiers.screen?.modifier].filter(Boolean).join(', ')}); use the CSS or TAILWIND styling framework for them.`);
  }
  return [[entry.file, inlineStyleEdits(entry, changes, styleOf(entry.sourceFile))]];
}

interface CssStyle {
  edits: [string, Edit[]][];
  selector: string;
  /** Where the style applies when the element's classes come from its component's uses. */
  reach: string | null;
  /** The renderings it reaches, when only some of the element's do. */
  renderings: Rendering[] | null;
}

function css(entry: IndexedElement, changes: DeclarationChange[], modifiers: Modifiers, body: MutationBodies['styling'], context: OperationContext): CssStyle {
  const stylesheet = context.snapshot.files.get(STYLESHEET);
  if (!stylesheet) throw cannotEdit(`The site has no stylesheet at ${STYLESHEET}, so the CSS styling framework has nowhere to write; use INLINE.`);
  const classes = { usage: classUsage(context.snapshot.sourceFiles.values()), stylesheetClasses: classesInStylesheet(readStylesheet(stylesheet.text, STYLESHEET)) };
  const classProp = classPropOf(entry, context.snapshot.evaluator);
  let target: StyleTarget;
  if (classProp) {
    target = componentStyleTarget(entry, classProp, body.scope, body.renderedIn, classes, context);
  } else {
    if (body.scope === 'this-use') {
      throw cannotEdit(`Only this one cannot be styled apart: this element's look is set inside ${entry.component ?? entry.file}, the same wherever it shows. Style every use instead.`);
    }
    const own = ownClassOf(entry, classes.usage, classes.stylesheetClasses);
    target = { className: own.className, classEdits: own.created ? [[entry.file, addClassEdits(entry, own.className, styleOf(entry.sourceFile))]] : [], after: [], renderings: null, reach: '' };
  }
  // Inside a context (`.policy__toc .policy-view__h2`): one class more than a rule like `.policy__toc h2`.
  const selector = `${body.context ? `${body.context} ` : ''}.${target.className}${modifiers.pseudoClasses.map((pseudo) => `:${pseudo}`).join('')}`;
  const cssEdits = ruleEdits(stylesheet.text, STYLESHEET, { selector, className: target.className, screen: modifiers.screen, after: target.after }, changes);
  return { edits: [...target.classEdits, [STYLESHEET, cssEdits]], selector, reach: classProp ? target.reach : null, renderings: target.renderings };
}

/** Tailwind's variant prefix: the screen size first, then pseudo-classes (`md:hover:`, `max-md:hover:`). */
export function tailwindPrefix(modifiers: Modifiers): string {
  return [modifiers.screen?.modifier, ...modifiers.pseudoClasses].filter(Boolean).map((modifier) => `${modifier}:`).join('');
}

/** `md:hover:[background-color:var(--accent)]`: Tailwind's arbitrary property, spaces as `_`. */
export function tailwindClass(property: string, value: string, modifiers: Modifiers): string {
  const prefix = tailwindPrefix(modifiers);
  // Tailwind reads "_" as a space, and a class is written inside a quoted string: such values cannot round-trip.
  const unfit = /[_[\]'"`]/.exec(value);
  if (unfit) throw cannotEdit(`The value "${value}" for ${property} contains "${unfit[0]}", which a Tailwind arbitrary-property class cannot carry; use the CSS or INLINE styling framework for it.`);
  return `${prefix}[${property}:${value.trim().replace(/\s+/g, '_')}]`;
}

function tailwind(entry: IndexedElement, changes: DeclarationChange[], modifiers: Modifiers): [string, Edit[]][] {
  const prefix = tailwindPrefix(modifiers);
  const present = anyClasses(entry);
  const edits: Edit[] = [];
  const adding: string[] = [];
  for (const [property, value] of changes) {
    const replaced = present.filter((token) => token.startsWith(`${prefix}[${property}:`));
    for (const token of replaced) edits.push(...removeClassEdits(entry, token));
    if (value !== null) adding.push(tailwindClass(property, value, modifiers));
    else if (!replaced.length) throw cannotEdit(`${Named(entry)} has no Tailwind class for ${prefix}${property} to unset.`, writtenAt(entry));
  }
  if (adding.length) edits.push(...addClassEdits(entry, adding.join(' '), styleOf(entry.sourceFile)));
  return [[entry.file, edits]];
}

/**
 * Refuses the whole change, writing nothing, when a value does not fit its property's grammar: the
 * sentence says which value and what to do; the grammar it missed goes into the details.
 */
function checkGrammar(changes: readonly DeclarationChange[], entry: IndexedElement): void {
  const problems = changes.flatMap(([property, value]) => (value === null ? [] : [declarationProblem(property, value)])).filter((problem) => problem !== null);
  if (!problems.length) return;
  const grammar = problems.flatMap((problem) => (problem.grammar ? [`${problem.grammar}.`] : []));
  throw cannotEdit(
    `${problems.map((problem) => problem.sentence).join(' ')} Check the spelling, or pick one of the values the field offers; ${named(entry)} was left as it was. Nothing was written.`,
    grammar.length ? grammar.join(' ') : undefined,
  );
}

export const styling: Operation<MutationBodies['styling']> = (body, context): OperationResult => {
  const entry = elementFor(context, body.reactElement, 'reactElement');
  const changes: DeclarationChange[] = Object.entries(body.styling);
  checkGrammar(changes, entry);
  const modifiers = readModifiers(body.modifiers, 'modifiers');
  const framework = body.stylingFramework ?? 'INLINE';
  // The request reader checks this too; a caller inside the server may not have used it.
  if (body.scope && framework !== 'CSS') throw cannotEdit(`Every use or only this one can be chosen with the CSS styling framework only.`);
  let renderings = countRenderings(context.snapshot.pages, entry.id, context.hint);
  if (framework === 'CSS') {
    const style = css(entry, changes, modifiers, body, context);
    const where = modifiers.screen ? ` ${describeScreen(modifiers.screen)}` : '';
    // The editor's count is of every rendering of the element: only this use's are counted here.
    const reached = style.renderings;
    if (reached) renderings = countRenderings(context.snapshot.pages, entry.id, { count: null, pagePath: context.hint.pagePath }, (rendering) => reached.includes(rendering));
    const reach = style.reach ? ` for ${style.reach},` : '';
    return { files: byFile(style.edits), message: `Styled ${describe(entry)}${reach} with the CSS rule ${style.selector}${where} in ${STYLESHEET}: ${list(changes)}`, renderings };
  }
  const edits = framework === 'INLINE' ? inline(entry, changes, modifiers) : tailwind(entry, changes, modifiers);
  const how = framework === 'INLINE' ? 'its inline style' : 'Tailwind classes (the site has no Tailwind build yet, so they take effect once it does)';
  return { files: edits.map(([path, fileEdits]) => ({ path, edits: fileEdits })), message: `Styled ${describe(entry)} with ${how}: ${list(changes)}`, renderings };
};
