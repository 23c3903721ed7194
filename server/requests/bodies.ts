// One reader per operation: untrusted JSON in, a checked MutationBodies[operation] out (or a 400).
// The structure of every body is its schema's (types/request-schemas.ts, one declaration per body,
// checked against the types of types/mutations.ts); what a reader adds here are the checks that
// need the server: CSS names and values, modifiers, selectors, tags, prop names and values, and
// the fields that go together.
import { ACTIVITY_BODY_SCHEMAS, ClassName, MUTATION_BODY_SCHEMAS, problemOf } from '../../types/request-schemas';
import { attributeValueProblem, type ActivityBodies, type ActivityOperation, type MutationBodies, type MutationOperation, type StylingFramework } from '../../types';
import { badRequest } from '../http/errors';
import { cssPropertyProblem, cssValueProblem } from '../edit/css-values';
import { readModifiers } from '../edit/modifiers';
import { expectContext, expectMedia, expectSelector } from './style-rule-fields';
import { type Fields, expectComponentName, expectDistinct, expectPropName, expectSafeTag, read } from './fields';

type Readers = { readonly [K in MutationOperation]: (raw: unknown) => MutationBodies[K] };

/**
 * CSS properties and values. The keys are the body's own (`raw`): the schema's copy leaves out
 * "__proto__" and its kind, which are refused here as no CSS property.
 */
function checkStyling(raw: Fields, styling: Record<string, string | null>): Record<string, string | null> {
  const properties = Object.keys(raw);
  if (!properties.length) throw badRequest('styling is empty; set or unset (null) at least one CSS property.');
  if (properties.length > 100) throw badRequest(`styling has ${properties.length} properties; at most 100 are accepted.`);
  for (const property of properties) {
    const problem = cssPropertyProblem(property);
    if (problem) throw badRequest(`styling: ${problem}.`);
    const value = styling[property] ?? null;
    const valueProblem = value === null ? null : cssValueProblem(value);
    if (valueProblem) throw badRequest(`styling["${property}"] ${valueProblem}; send a plain CSS value like "1rem" or "var(--accent)".`);
  }
  return styling;
}

/** scope and renderedIn, checked together: a chain with this-use only, and only for CSS; each id once. */
function checkScoping({ scope, renderedIn }: Pick<MutationBodies['styling'], 'scope' | 'renderedIn'>, framework: StylingFramework | null): void {
  if (scope !== null && framework !== 'CSS') throw badRequest(`scope applies to the CSS styling framework only; send null with ${framework ?? 'INLINE'}.`);
  if (scope === 'this-use' && renderedIn === null) throw badRequest('scope "this-use" needs renderedIn: the codebase ids of the elements the chosen rendering sits in, nearest first.');
  if (scope !== 'this-use' && renderedIn !== null) throw badRequest('renderedIn goes with scope "this-use" only; send null.');
  const repeated = renderedIn?.find((id, i) => renderedIn.indexOf(id) !== i);
  if (repeated) throw badRequest(`renderedIn names ${repeated} twice; an element sits inside each one once.`);
}

/** Props to set on a new element: names the server may set (the body's own keys, "__proto__" among them), values it may write; className and children as text. */
function checkProps(raw: Fields, props: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(raw);
  if (names.length > 50) throw badRequest('newElement.propsToSet has more than 50 props.');
  for (const name of names) {
    expectPropName(name, 'newElement.propsToSet key', ['className', 'children']);
    const value = props[name];
    const valueProblem = attributeValueProblem(name, value);
    if (valueProblem) throw badRequest(valueProblem);
    if (name !== 'className' && name !== 'children') continue;
    if (typeof value !== 'string') throw badRequest(`newElement.propsToSet.${name} must be a string, got ${JSON.stringify(value)}.`);
    if (name !== 'className') continue;
    for (const [i, token] of value.split(/\s+/).filter(Boolean).entries()) {
      const problem = problemOf(ClassName, token);
      if (problem) throw badRequest(`newElement.propsToSet.className[${i}] ${problem}`);
    }
  }
  return props;
}

export const BODY_READERS: Readers = {
  styling: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.styling, raw);
    const { context = null, ...rest } = body;
    checkStyling((raw as { styling: Fields }).styling, body.styling);
    readModifiers(body.modifiers, 'modifiers');
    checkScoping(body, body.stylingFramework);
    if (context === null) return rest;
    if (body.stylingFramework !== 'CSS') throw badRequest(`context applies to the CSS styling framework only; send null with ${body.stylingFramework ?? 'INLINE'}.`);
    return { ...rest, context: expectContext(context, 'context') };
  },
  addJsxElement: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.addJsxElement, raw);
    const { newElement } = body;
    let nativeTag = newElement.nativeTag === null ? null : expectSafeTag(newElement.nativeTag, 'newElement.nativeTag');
    // buildRequest names the element to add like (addCodebaseId) by its lookup name, which for a
    // DOM element is its tag: that is a native element.
    let componentName = newElement.componentName;
    if (componentName !== null) componentName = /^[a-z]/.test(componentName) ? expectSafeTag(componentName, 'newElement.componentName') : expectComponentName(componentName, 'newElement.componentName');
    if (componentName !== null && /^[a-z]/.test(componentName) && nativeTag === null) [nativeTag, componentName] = [componentName, null];
    if ((nativeTag === null) === (componentName === null)) {
      throw badRequest('newElement needs exactly one of nativeTag (a tag like "div") and componentName (a component like "CardGrid").');
    }
    const rawProps = (raw as { newElement: { propsToSet: Fields | null } }).newElement.propsToSet;
    const propsToSet = newElement.propsToSet === null || rawProps === null ? null : checkProps(rawProps, newElement.propsToSet);
    return { ...body, newElement: { ...newElement, nativeTag, componentName, propsToSet } };
  },
  moveJsxElement: (raw) => read(MUTATION_BODY_SCHEMAS.moveJsxElement, raw),
  removeJsxElement: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.removeJsxElement, raw);
    return { elementsToRemove: expectDistinct(body.elementsToRemove, 'elementsToRemove') };
  },
  changePropValue: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.changePropValue, raw);
    const problem = attributeValueProblem(expectPropName(body.propName, 'propName'), body.propValue);
    if (problem) throw badRequest(problem);
    return body;
  },
  wrapInDiv: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.wrapInDiv, raw);
    return { reactElements: expectDistinct(body.reactElements, 'reactElements') };
  },
  duplicate: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.duplicate, raw);
    return { reactElements: expectDistinct(body.reactElements, 'reactElements') };
  },
  changeElementTag: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.changeElementTag, raw);
    return { ...body, newTag: expectSafeTag(body.newTag, 'newTag') };
  },
  addClass: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.addClass, raw);
    readModifiers(body.modifiers, 'modifiers');
    return body;
  },
  removeClass: (raw) => read(MUTATION_BODY_SCHEMAS.removeClass, raw),
  styleRule: (raw) => {
    const body = read(MUTATION_BODY_SCHEMAS.styleRule, raw);
    const selector = expectSelector(body.selector, 'selector');
    const media = body.media === null ? null : expectMedia(body.media, 'media');
    return { selector, media, styling: checkStyling((raw as { styling: Fields }).styling, body.styling) };
  },
  editText: (raw) => read(MUTATION_BODY_SCHEMAS.editText, raw),
};

export const ACTIVITY_READERS: { readonly [K in ActivityOperation]: (raw: unknown) => ActivityBodies[K] } = {
  undoChangeToFiles: (raw) => read(ACTIVITY_BODY_SCHEMAS.undoChangeToFiles, raw),
  redoChangeToFiles: (raw) => read(ACTIVITY_BODY_SCHEMAS.redoChangeToFiles, raw),
};
