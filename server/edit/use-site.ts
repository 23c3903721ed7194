// "Only this one": the use of a component (`<SectionLink className="button button--large">` in
// HeroSection.tsx) that passes the classes of one rendering of an element the component writes.
// The editor names the rendering by the ids of the elements it sits in, nearest first, as the page
// shows them; the static render (render-walk.ts) gives each rendering the same chain, so a rendering
// is found by its chain alone. Renderings with the same chain (items of one list) must share their
// use site, else the request is ambiguous and refused.
import ts from 'typescript';
import { cannotEdit, conflict } from '../refusals';
import type { Evaluator } from '../project/evaluate';
import type { Rendering } from '../project/render-walk';
import type { ClassProp } from './class-prop';
import { classFormAt, type ClassHolder } from './class-names';

export interface UseSite {
  holder: ClassHolder;
  /** Project-relative file of the use site. */
  file: string;
  /** The component the use site is written in (`HeroSection`), or null at module level. */
  writtenIn: string | null;
  /** The renderings it passes classes to. */
  renderings: Rendering[];
}

/** The ids of the elements a rendering sits in, nearest first. */
export function chainOf(rendering: Rendering): string[] {
  const chain: string[] = [];
  for (let parent = rendering.parent; parent; parent = parent.parent) chain.push(parent.element.id);
  return chain;
}

/** The name of the function component `node` is written in. */
function enclosingComponent(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name && /^[A-Z]/.test(current.name.text)) return current.name.text;
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name) && /^[A-Z]/.test(current.parent.name.text)) {
      return current.parent.name.text;
    }
  }
  return null;
}

/** Where the rendering's component instance was written (its props' JSX attributes), or why it cannot be told. */
function propsOf(rendering: Rendering, classProp: ClassProp, evaluator: Evaluator): ts.JsxAttributes | null {
  const parameter = classProp.component.parameters[0];
  const bound = parameter ? rendering.env.lookup(parameter) : undefined;
  const props = bound ? evaluator.readBinding(bound) : null;
  return props?.kind === 'props' ? props.attributes : null;
}

const lookDescription = 'its look is set where it is used';

/**
 * The use site of the rendering named by `chain` (ids of the elements it sits in, nearest first),
 * among `renderings` of the element. 409 when no rendering sits there (the page changed), 422 when
 * the renderings there are given their look in different places, or the use passes on what it gets.
 */
export function findUseSite(renderings: readonly Rendering[], chain: readonly string[], classProp: ClassProp, componentName: string, evaluator: Evaluator): UseSite {
  const key = chain.join(' ');
  const matching = renderings.filter((rendering) => chainOf(rendering).join(' ') === key);
  if (!matching.length) {
    throw conflict(`The element chosen is no longer where the editor showed it (the page changed since). Reload the preview and choose it again.`);
  }
  const attributes = new Set(matching.map((rendering) => propsOf(rendering, classProp, evaluator)));
  const [found] = attributes;
  if (attributes.size > 1) {
    throw cannotEdit(`The ${componentName} chosen is one of several shown in the same place that each get their look elsewhere, so "only this one" cannot tell them apart. Style every use of ${componentName}, or style the place each one gets its look.`);
  }
  if (!found) throw cannotEdit(`This ${componentName} is shown by code the editor cannot follow to one place, so "only this one" has nowhere to write. Style every use of ${componentName} instead.`);
  const opening = found.parent;
  const sourceFile = opening.getSourceFile();
  const holder: ClassHolder = { opening, sourceFile, attribute: classProp.prop, label: `this ${componentName}`, place: `Written in ${sourceFile.fileName.slice(1)}.` };
  // A spread may pass the classes too: an attribute written after every spread is the only sure place.
  const properties = found.properties;
  const lastSpread = properties.reduce((last, property, i) => (ts.isJsxSpreadAttribute(property) ? i : last), -1);
  const written = properties.findIndex((property) => ts.isJsxAttribute(property) && property.name.getText() === classProp.prop);
  if (lastSpread >= 0 && written < lastSpread) {
    throw cannotEdit(`This ${componentName} gets all of its settings passed on from elsewhere, so ${lookDescription} further away than "only this one" can reach. Style every use of ${componentName} instead.`);
  }
  if (written >= 0 && classFormAt(holder) !== 'branches' && classFormAt(holder) !== 'call') {
    throw cannotEdit(`This ${componentName}'s look is passed on from elsewhere (it is worked out, not written out, where it is used), so "only this one" has nowhere to write. Style every use of ${componentName} instead.`);
  }
  const users = renderings.filter((rendering) => propsOf(rendering, classProp, evaluator) === found);
  return { holder, file: sourceFile.fileName.slice(1), writtenIn: enclosingComponent(opening), renderings: users };
}
