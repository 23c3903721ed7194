// The checks of request fields that the schemas (types/request-schemas.ts) leave to the server:
// what a value means rather than its shape. Each failure is a 400 whose message names the field,
// says what is wrong and what would be accepted.
import type * as v from 'valibot';
import { COMPONENT_NAME, TAG_NAME, UUID, readBody, show } from '../../types/request-schemas';
import { propNameProblem, tagProblem, type ElementReference } from '../../types';
import { badRequest } from '../http/errors';

export type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as its schema reads it, or a 400 with the first problem, naming the field. */
export function read<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = readBody(schema, raw);
  if (!result.ok) throw badRequest(result.problem);
  return result.value;
}

/** The elements of a list (the schema read them), each named once: as a whole, or by its renderings. */
export function expectDistinct(elements: ElementReference[], field: string): ElementReference[] {
  // Renderings of one element are different elements of the page; the element itself may be named once.
  const keys = elements.map((element) => (element.rendering ? `${element.codebaseId} ${element.rendering.pagePath} ${element.rendering.index}` : element.codebaseId));
  const repeated = elements.find((_, i) => keys.indexOf(keys[i]!) !== i);
  if (repeated) throw badRequest(`${field} names ${repeated.codebaseId}${repeated.rendering ? ` (rendering ${repeated.rendering.index})` : ''} twice; name each element once.`);
  const whole = new Set(elements.filter((element) => !element.rendering).map((element) => element.codebaseId));
  const both = elements.find((element) => element.rendering && whole.has(element.codebaseId));
  if (both) throw badRequest(`${field} names ${both.codebaseId} both as a whole and by one of its renderings; send one of them.`);
  return elements;
}

/** A tag (its format read by the schema) that the editor may write: not script, iframe, style … */
export function expectSafeTag(tag: string, field: string): string {
  if (!TAG_NAME.test(tag)) throw badRequest(`${field} must be a lower-case HTML or SVG tag name like "section" or "my-widget", got ${show(tag)}.`);
  const problem = tagProblem(tag);
  if (problem) throw badRequest(`${field}: ${problem}`);
  return tag;
}

export function expectComponentName(name: string, field: string): string {
  if (!COMPONENT_NAME.test(name)) throw badRequest(`${field} must be a component name like "CardGrid" (a capital letter, then letters and digits), got ${show(name)}.`);
  return name;
}

const PROP = /^[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/;
const REFUSED_PROPS = new Set(['key', 'ref', 'children', 'dangerouslySetInnerHTML', 'className', 'srcDoc']);

/** A prop name the server can set to data: not a handler, not markup, not React's own (key, ref, children). */
export function expectPropName(value: unknown, field: string, allow: readonly string[] = []): string {
  if (typeof value !== 'string' || value.length > 100) throw badRequest(`${field} must be a string of at most 100 characters, got ${show(value)}.`);
  const name = value;
  if (!PROP.test(name)) throw badRequest(`${field} must be a JSX attribute name like "href" or "aria-label", got ${show(value)}.`);
  if (REFUSED_PROPS.has(name) && !allow.includes(name)) {
    const instead: Record<string, string> = {
      className: 'use addClass and removeClass',
      children: 'use editText or addJsxElement',
      dangerouslySetInnerHTML: 'markup is never written from a request',
      srcDoc: 'it is a whole document of markup, and markup is never written from a request',
      key: 'React keys are not edited',
      ref: 'refs are code, not data',
    };
    throw badRequest(`${field} "${name}" cannot be set this way: ${instead[name]}.`);
  }
  if (/^on[A-Z]/.test(name)) throw badRequest(`${field} "${name}" is an event handler; function props are code and are not set from the editor.`);
  // Handlers in any case (`onclick`) and names of a JavaScript object's inner workings (`__proto__`).
  const problem = propNameProblem(name);
  if (problem) throw badRequest(problem);
  return name;
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function expectUuid(value: unknown, field: string): string {
  if (!isUuid(value)) throw badRequest(`${field} must be a change item's id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed), got ${show(value)}.`);
  return value.toLowerCase();
}
