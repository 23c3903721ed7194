// The class a CSS style goes to when an element's classes come from its component's props
// (SectionLink's `<a className={className}>`): "every use" gives the element a class of its own
// (its className extended so it keeps what the uses pass); "this one" adds a class where the chosen
// use passes its classes. Either rule is placed after the rules of the classes the element also
// has, so it wins over them (same specificity: the later rule wins); one use's rule also follows
// every use's (and the classes any use passes), so a use's own look keeps winning.
import { cannotEdit } from '../refusals';
import { addClassEdits, addClassEditsAt, anyClasses, classFormAt, classHolderOf, staticClassesAt } from '../edit/class-names';
import type { ClassProp } from '../edit/class-prop';
import { attributeNamed } from '../edit/jsx-nodes';
import { freeClassName, isUseClassOf, ownClassOf, perUseClassBase } from '../edit/own-class';
import type { Edit } from '../edit/splice';
import { findUseSite } from '../edit/use-site';
import type { Evaluator } from '../project/evaluate';
import type { IndexedElement } from '../project/id-index';
import type { Rendering } from '../project/render-walk';
import { renderingsOf } from '../project/renderings';
import type { StylingScope } from '../../types';
import { styleOf, type OperationContext } from './context';

export interface ClassUse {
  usage: ReadonlyMap<string, number>;
  stylesheetClasses: ReadonlySet<string>;
}

export interface StyleTarget {
  className: string;
  /** Edits that give the element (or the use) the class, when it does not have it yet. */
  classEdits: [string, Edit[]][];
  /** Classes whose rules the new rule must follow. */
  after: string[];
  /** The renderings the style reaches, when only some of the element's do. */
  renderings: Rendering[] | null;
  /** Where it applies, for the answer's message. */
  reach: string;
}

/** The classes a rendering's className has, where the source says so. */
function renderedClasses(entry: IndexedElement, rendering: Rendering, evaluator: Evaluator): string[] {
  const attribute = attributeNamed(entry.opening, 'className');
  const value = attribute ? evaluator.attributeValue(attribute, rendering.env) : null;
  return value?.kind === 'string' ? value.value.split(/\s+/).filter(Boolean) : [];
}

/** Every class the element has in any rendering: written in it, or passed by a use. */
function classesOfEveryRendering(entry: IndexedElement, context: OperationContext): string[] {
  const renderings = context.snapshot.pages.flatMap((page) => page.renderings.get(entry.id) ?? []);
  const passed = renderings.flatMap((rendering) => renderedClasses(entry, rendering, context.snapshot.evaluator));
  return [...new Set([...anyClasses(entry), ...passed])];
}

function everyUse(entry: IndexedElement, component: string, classes: ClassUse, context: OperationContext): StyleTarget {
  const own = ownClassOf(entry, classes.usage, classes.stylesheetClasses);
  if (own.created && classFormAt(classHolderOf(entry)) === 'unsupported') {
    throw cannotEdit(`This element's look is worked out by code inside ${component}, so a style for every use of ${component} has no place to go. Choose "Only this one" to style it where it is used.`);
  }
  // One use's own class must keep winning over this one: it is not followed.
  const after = classesOfEveryRendering(entry, context).filter((token) => token !== own.className && !isUseClassOf(token, component));
  return {
    className: own.className,
    classEdits: own.created ? [[entry.file, addClassEdits(entry, own.className, styleOf(entry.sourceFile))]] : [],
    after,
    renderings: null,
    reach: `every use of ${component}`,
  };
}

function thisUse(entry: IndexedElement, classProp: ClassProp, component: string, chain: readonly string[], classes: ClassUse, context: OperationContext): StyleTarget {
  const evaluator = context.snapshot.evaluator;
  const candidates = renderingsOf(context.snapshot.pages, entry.id, context.hint.pagePath);
  const use = findUseSite(candidates, chain, classProp, component, evaluator);
  const present = staticClassesAt(use.holder) ?? [];
  const reused = present.find((token) => isUseClassOf(token, component) && classes.usage.get(token) === 1);
  const writtenIn = use.writtenIn ?? use.file.split('/').pop()!.replace(/\.[jt]sx?$/, '');
  const className = reused ?? freeClassName(perUseClassBase(writtenIn, component), classes.usage, classes.stylesheetClasses);
  const own = ownClassOf(entry, classes.usage, classes.stylesheetClasses);
  // After every use's rule and the rules of what any use passes (which every use's rule follows), so
  // this use's style wins over every use's, whichever was written first.
  const after = [...classesOfEveryRendering(entry, context), ...(own.created ? [] : [own.className])].filter((token) => token !== className && !isUseClassOf(token, component));
  return {
    className,
    classEdits: reused ? [] : [[use.file, addClassEditsAt(use.holder, className, styleOf(use.holder.sourceFile))]],
    after,
    renderings: use.renderings,
    reach: `only the ${component} ${use.writtenIn ? `in ${use.writtenIn}` : `in ${use.file}`} (${use.file})`,
  };
}

/** The class to style for `entry`, whose classes come from `classProp`, in `scope` (null: every use). */
export function componentStyleTarget(entry: IndexedElement, classProp: ClassProp, scope: StylingScope | null, chain: readonly string[] | null, classes: ClassUse, context: OperationContext): StyleTarget {
  const component = entry.component ?? entry.file;
  if (scope === 'this-use') return thisUse(entry, classProp, component, chain ?? [], classes, context);
  return everyUse(entry, component, classes, context);
}
