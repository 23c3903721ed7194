// One reader per operation: untrusted JSON in, a checked MutationBodies[operation] out (or a 400).
// The table is typed by types/mutations.ts, which the editor's request builder produces.
import { attributeValueProblem, type ActivityBodies, type ActivityOperation, type MutationBodies, type MutationOperation, type StylingFramework, type StylingScope } from '../../types';
import { badRequest } from '../http/errors';
import { cssPropertyProblem, cssValueProblem } from '../edit/css-values';
import { readModifiers } from '../edit/modifiers';
import { expectContext, expectMedia, expectSelector } from './style-rule-fields';
import {
  expectArray,
  expectBoolean,
  expectClassName,
  expectCodebaseId,
  expectComponentName,
  expectElement,
  expectElements,
  expectFields,
  expectObject,
  expectPropName,
  expectString,
  expectStringArray,
  expectTagName,
  expectUuid,
  nullable,
} from './fields';

type Readers = { readonly [K in MutationOperation]: (raw: unknown) => MutationBodies[K] };

function expectFramework(value: unknown, field: string): StylingFramework {
  if (value === 'INLINE' || value === 'CSS' || value === 'TAILWIND') return value;
  throw badRequest(`${field} must be "INLINE", "CSS", "TAILWIND" or null, got ${JSON.stringify(value)}.`);
}

function expectStyling(value: unknown, field: string): Record<string, string | null> {
  const object = expectObject(value, field);
  const entries = Object.entries(object);
  if (!entries.length) throw badRequest(`${field} is empty; set or unset (null) at least one CSS property.`);
  if (entries.length > 100) throw badRequest(`${field} has ${entries.length} properties; at most 100 are accepted.`);
  const checked: [string, string | null][] = [];
  for (const [property, propertyValue] of entries) {
    const propertyProblem = cssPropertyProblem(property);
    if (propertyProblem) throw badRequest(`${field}: ${propertyProblem}.`);
    if (propertyValue !== null && typeof propertyValue !== 'string') {
      throw badRequest(`${field}["${property}"] must be a string or null, got ${JSON.stringify(propertyValue)}.`);
    }
    const valueProblem = propertyValue === null ? null : cssValueProblem(propertyValue);
    if (valueProblem) throw badRequest(`${field}["${property}"] ${valueProblem}; send a plain CSS value like "1rem" or "var(--accent)".`);
    checked.push([property, propertyValue]);
  }
  // fromEntries: a "__proto__" key would be refused above, and stays an own property anyway.
  return Object.fromEntries(checked);
}

function expectScope(value: unknown, field: string): StylingScope {
  if (value === 'every-use' || value === 'this-use') return value;
  throw badRequest(`${field} must be "every-use", "this-use" or null, got ${JSON.stringify(value)}.`);
}

/** The ids of the elements a rendering sits in: codebase ids, each once, at most 500. */
function expectChain(value: unknown, field: string): string[] {
  const ids = expectArray(value, field, 500).map((item, i) => expectCodebaseId(item, `${field}[${i}]`));
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw badRequest(`${field} names ${repeated} twice; an element sits inside each one once.`);
  return ids;
}

/** scope and renderedIn, checked together: a chain with this-use only, and only for CSS. Absent (older clients) is null. */
function expectScoping(f: Record<string, unknown>, framework: StylingFramework | null): Pick<MutationBodies['styling'], 'scope' | 'renderedIn'> {
  const scope = f.scope === undefined ? null : nullable(f.scope, 'scope', expectScope);
  const renderedIn = f.renderedIn === undefined ? null : nullable(f.renderedIn, 'renderedIn', expectChain);
  if (scope !== null && framework !== 'CSS') throw badRequest(`scope applies to the CSS styling framework only; send null with ${framework ?? 'INLINE'}.`);
  if (scope === 'this-use' && renderedIn === null) throw badRequest('scope "this-use" needs renderedIn: the codebase ids of the elements the chosen rendering sits in, nearest first.');
  if (scope !== 'this-use' && renderedIn !== null) throw badRequest('renderedIn goes with scope "this-use" only; send null.');
  return { scope, renderedIn };
}

function expectModifiers(value: unknown, field: string): string[] {
  const modifiers = expectStringArray(value, field);
  readModifiers(modifiers, field);
  return modifiers;
}

function expectProps(value: unknown, field: string): Record<string, unknown> {
  const object = expectObject(value, field);
  if (Object.keys(object).length > 50) throw badRequest(`${field} has more than 50 props.`);
  for (const [name, propValue] of Object.entries(object)) {
    expectPropName(name, `${field} key`, ['className', 'children']);
    const valueProblem = attributeValueProblem(name, propValue);
    if (valueProblem) throw badRequest(valueProblem);
    if (name !== 'className' && name !== 'children') continue;
    if (typeof propValue !== 'string') throw badRequest(`${field}.${name} must be a string, got ${JSON.stringify(propValue)}.`);
    if (name === 'className') propValue.split(/\s+/).filter(Boolean).forEach((token, i) => expectClassName(token, `${field}.className[${i}]`));
  }
  return object;
}

export const BODY_READERS: Readers = {
  styling: (raw) => {
    const f = expectFields(raw, 'The body', ['reactElement', 'styling', 'stylingFramework', 'modifiers', 'customProperties', 'scope', 'renderedIn', 'context']);
    const stylingFramework = nullable(f.stylingFramework, 'stylingFramework', expectFramework);
    const context = f.context === undefined ? null : nullable(f.context, 'context', expectContext);
    if (context !== null && stylingFramework !== 'CSS') throw badRequest(`context applies to the CSS styling framework only; send null with ${stylingFramework ?? 'INLINE'}.`);
    return {
      reactElement: expectElement(f.reactElement, 'reactElement'),
      styling: expectStyling(f.styling, 'styling'),
      stylingFramework,
      modifiers: expectModifiers(f.modifiers, 'modifiers'),
      customProperties: expectArray(f.customProperties, 'customProperties', 100),
      ...expectScoping(f, stylingFramework),
      ...(context === null ? {} : { context }),
    };
  },
  addJsxElement: (raw) => {
    const f = expectFields(raw, 'The body', [
      'destinationElement',
      'beforeElement',
      'afterElement',
      'newElement',
      'canvasId',
      'deletedStoryboardId',
      'fileContentsToSourceFrom',
      'fileContentsSourceFilename',
      'hasInstantUpdate',
    ]);
    const n = expectFields(f.newElement, 'newElement', ['type', 'nativeTag', 'componentName', 'propsToSet']);
    if (n.type !== 'native' && n.type !== 'component') throw badRequest(`newElement.type must be "native" or "component", got ${JSON.stringify(n.type)}.`);
    let nativeTag = nullable(n.nativeTag, 'newElement.nativeTag', expectTagName);
    let componentName = nullable(n.componentName, 'newElement.componentName', (value, field) =>
      // buildRequest names the element to add like (addCodebaseId) by its lookup name, which for a
      // DOM element is its tag: that is a native element.
      typeof value === 'string' && /^[a-z]/.test(value) ? expectTagName(value, field) : expectComponentName(value, field),
    );
    if (componentName !== null && /^[a-z]/.test(componentName) && nativeTag === null) [nativeTag, componentName] = [componentName, null];
    if ((nativeTag === null) === (componentName === null)) {
      throw badRequest('newElement needs exactly one of nativeTag (a tag like "div") and componentName (a component like "CardGrid").');
    }
    return {
      destinationElement: expectElement(f.destinationElement, 'destinationElement'),
      beforeElement: nullable(f.beforeElement, 'beforeElement', expectElement),
      afterElement: nullable(f.afterElement, 'afterElement', expectElement),
      newElement: { type: n.type, nativeTag, componentName, propsToSet: nullable(n.propsToSet, 'newElement.propsToSet', expectProps) },
      canvasId: expectString(f.canvasId, 'canvasId', 200),
      deletedStoryboardId: nullable(f.deletedStoryboardId, 'deletedStoryboardId', expectCodebaseId),
      fileContentsToSourceFrom: nullable(f.fileContentsToSourceFrom, 'fileContentsToSourceFrom', (v, field) => expectString(v, field, 1_000_000)),
      fileContentsSourceFilename: nullable(f.fileContentsSourceFilename, 'fileContentsSourceFilename', (v, field) => expectString(v, field, 500)),
      hasInstantUpdate: expectBoolean(f.hasInstantUpdate, 'hasInstantUpdate'),
    };
  },
  moveJsxElement: (raw) => {
    const f = expectFields(raw, 'The body', ['elementToMove', 'newContainerElement', 'afterElement', 'beforeElement', 'expectedCurrentParent']);
    return {
      elementToMove: expectElement(f.elementToMove, 'elementToMove'),
      newContainerElement: expectElement(f.newContainerElement, 'newContainerElement'),
      afterElement: nullable(f.afterElement, 'afterElement', expectElement),
      beforeElement: nullable(f.beforeElement, 'beforeElement', expectElement),
      expectedCurrentParent: nullable(f.expectedCurrentParent, 'expectedCurrentParent', expectElement),
    };
  },
  removeJsxElement: (raw) => {
    const f = expectFields(raw, 'The body', ['elementsToRemove']);
    return { elementsToRemove: expectElements(f.elementsToRemove, 'elementsToRemove') };
  },
  changePropValue: (raw) => {
    const f = expectFields(raw, 'The body', ['elementToModify', 'propName', 'propValue']);
    if (!('propValue' in f)) throw badRequest('propValue is missing; send the new value (a string, number, boolean, JSON object/array, or null to remove the prop).');
    const propName = expectPropName(f.propName, 'propName');
    const problem = attributeValueProblem(propName, f.propValue);
    if (problem) throw badRequest(problem);
    return { elementToModify: expectElement(f.elementToModify, 'elementToModify'), propName, propValue: f.propValue };
  },
  wrapInDiv: (raw) => {
    const f = expectFields(raw, 'The body', ['reactElements']);
    return { reactElements: expectElements(f.reactElements, 'reactElements') };
  },
  duplicate: (raw) => {
    const f = expectFields(raw, 'The body', ['reactElements']);
    return { reactElements: expectElements(f.reactElements, 'reactElements') };
  },
  changeElementTag: (raw) => {
    const f = expectFields(raw, 'The body', ['elementToModify', 'newTag']);
    return { elementToModify: expectElement(f.elementToModify, 'elementToModify'), newTag: expectTagName(f.newTag, 'newTag') };
  },
  addClass: (raw) => {
    const f = expectFields(raw, 'The body', ['reactElement', 'className', 'stylingFramework', 'modifiers', 'customProperties']);
    const framework = nullable(f.stylingFramework, 'stylingFramework', (value, field): 'TAILWIND' => {
      if (value !== 'TAILWIND') throw badRequest(`${field} must be "TAILWIND" or null, got ${JSON.stringify(value)}.`);
      return value;
    });
    return {
      reactElement: expectElement(f.reactElement, 'reactElement'),
      className: expectClassName(f.className, 'className'),
      stylingFramework: framework,
      modifiers: expectModifiers(f.modifiers, 'modifiers'),
      customProperties: expectArray(f.customProperties, 'customProperties', 100),
    };
  },
  removeClass: (raw) => {
    const f = expectFields(raw, 'The body', ['reactElement', 'className']);
    return { reactElement: expectElement(f.reactElement, 'reactElement'), className: expectClassName(f.className, 'className') };
  },
  styleRule: (raw) => {
    const f = expectFields(raw, 'The body', ['selector', 'media', 'styling']);
    return { selector: expectSelector(f.selector, 'selector'), media: nullable(f.media, 'media', expectMedia), styling: expectStyling(f.styling, 'styling') };
  },
  editText: (raw) => {
    const f = expectFields(raw, 'The body', ['element', 'newText', 'oldText']);
    return {
      element: expectElement(f.element, 'element'),
      newText: expectString(f.newText, 'newText', 100_000),
      oldText: nullable(f.oldText, 'oldText', (value, field) => expectString(value, field, 100_000)),
    };
  },
};

export const ACTIVITY_READERS: { readonly [K in ActivityOperation]: (raw: unknown) => ActivityBodies[K] } = {
  undoChangeToFiles: (raw) => {
    const f = expectFields(raw, 'The body', ['latestUuid']);
    return { latestUuid: expectUuid(f.latestUuid, 'latestUuid') };
  },
  redoChangeToFiles: (raw) => {
    const f = expectFields(raw, 'The body', ['changeToRedoId']);
    return { changeToRedoId: expectUuid(f.changeToRedoId, 'changeToRedoId') };
  },
};
