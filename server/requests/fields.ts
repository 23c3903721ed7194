// Checks for request fields. Each failure is a 400 whose message names the field, says what is
// wrong and what would be accepted.
import { ELEMENT_ID_PATTERN, propNameProblem, tagProblem, type ElementReference, type RenderingReference } from '../../types';
import { badRequest } from '../http/errors';

export type Fields = Record<string, unknown>;

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, field: string): Fields {
  if (!isRecord(value)) throw badRequest(`${field} must be a JSON object, got ${show(value)}.`);
  return value;
}

/** Refuses fields the operation does not take, so a typo is not silently ignored. */
export function expectFields(value: unknown, field: string, allowed: readonly string[]): Fields {
  const object = expectObject(value, field);
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) throw badRequest(`${field} has an unknown field "${key}"; it takes ${allowed.join(', ')}.`);
  }
  return object;
}

export function expectString(value: unknown, field: string, maxLength = 10_000): string {
  if (typeof value !== 'string') throw badRequest(`${field} must be a string, got ${show(value)}.`);
  if (value.length > maxLength) throw badRequest(`${field} is ${value.length} characters long; at most ${maxLength} are accepted.`);
  return value;
}

export function expectBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false, got ${show(value)}.`);
  return value;
}

export function expectArray(value: unknown, field: string, maxLength = 1000): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array, got ${show(value)}.`);
  if (value.length > maxLength) throw badRequest(`${field} has ${value.length} entries; at most ${maxLength} are accepted.`);
  return value;
}

export function expectStringArray(value: unknown, field: string): string[] {
  return expectArray(value, field, 100).map((item, i) => expectString(item, `${field}[${i}]`, 100));
}

/** null, or what `check` accepts. */
export function nullable<T>(value: unknown, field: string, check: (value: unknown, field: string) => T): T | null {
  if (value === undefined) throw badRequest(`${field} is missing; send null for none.`);
  return value === null ? null : check(value, field);
}

export function expectCodebaseId(value: unknown, field: string): string {
  const id = expectString(value, field, 200);
  if (!ELEMENT_ID_PATTERN.test(id)) throw badRequest(`${field} must be a codebase id (letters, digits, "-" and "_", like "tempo-…"), got ${show(value)}.`);
  return id;
}

/** A page path as the preview's address has it: `/`, `/privacy-policy`. */
export const PAGE_PATH = /^\/[A-Za-z0-9._~%/-]{0,500}$/;

function expectWholeNumber(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 99_999) {
    throw badRequest(`${field} must be a whole number from ${min} to 99999, got ${show(value)}.`);
  }
  return value;
}

/** One rendering of an element: its page, its place among the page's renderings and how many the page shows. */
export function expectRendering(value: unknown, field: string): RenderingReference {
  const object = expectFields(value, field, ['pagePath', 'index', 'count']);
  const pagePath = expectString(object.pagePath, `${field}.pagePath`, 501);
  if (!PAGE_PATH.test(pagePath)) throw badRequest(`${field}.pagePath must be a page path like "/" or "/privacy-policy", got ${show(pagePath)}.`);
  const index = expectWholeNumber(object.index, `${field}.index`, 0);
  const count = expectWholeNumber(object.count, `${field}.count`, 1);
  if (index >= count) throw badRequest(`${field}.index is ${index}, but the page shows ${count} (count); the index counts from 0, so it must be below the count.`);
  return { pagePath, index, count };
}

/** An element reference: `codebaseId`, optionally one of its renderings, plus lookup data the server does not use. */
export function expectElement(value: unknown, field: string): ElementReference {
  const object = expectObject(value, field);
  const rendering = object.rendering === undefined || object.rendering === null ? null : expectRendering(object.rendering, `${field}.rendering`);
  return { ...object, codebaseId: expectCodebaseId(object.codebaseId, `${field}.codebaseId`), rendering };
}

export function expectElements(value: unknown, field: string): ElementReference[] {
  const list = expectArray(value, field, 100);
  if (!list.length) throw badRequest(`${field} is empty; name at least one element.`);
  const elements = list.map((item, i) => expectElement(item, `${field}[${i}]`));
  // Renderings of one element are different elements of the page; the element itself may be named once.
  const keys = elements.map((element) => (element.rendering ? `${element.codebaseId} ${element.rendering.pagePath} ${element.rendering.index}` : element.codebaseId));
  const repeated = elements.find((_, i) => keys.indexOf(keys[i]!) !== i);
  if (repeated) throw badRequest(`${field} names ${repeated.codebaseId}${repeated.rendering ? ` (rendering ${repeated.rendering.index})` : ''} twice; name each element once.`);
  const whole = new Set(elements.filter((element) => !element.rendering).map((element) => element.codebaseId));
  const both = elements.find((element) => element.rendering && whole.has(element.codebaseId));
  if (both) throw badRequest(`${field} names ${both.codebaseId} both as a whole and by one of its renderings; send one of them.`);
  return elements;
}

const TAG = /^[a-z][a-zA-Z0-9]*(?:-[a-z0-9]+)*$/;

export function expectTagName(value: unknown, field: string): string {
  const tag = expectString(value, field, 100);
  if (!TAG.test(tag)) throw badRequest(`${field} must be a lower-case HTML or SVG tag name like "section" or "my-widget", got ${show(value)}.`);
  const problem = tagProblem(tag);
  if (problem) throw badRequest(`${field}: ${problem}`);
  return tag;
}

const COMPONENT = /^[A-Z][A-Za-z0-9_]{0,99}$/;

export function expectComponentName(value: unknown, field: string): string {
  const name = expectString(value, field, 100);
  if (!COMPONENT.test(name)) throw badRequest(`${field} must be a component name like "CardGrid" (a capital letter, then letters and digits), got ${show(value)}.`);
  return name;
}

const CLASS = /^[^\s"'`\\{}<>$;]{1,200}$/;

export function expectClassName(value: unknown, field: string): string {
  const name = expectString(value, field, 200);
  if (!CLASS.test(name)) {
    throw badRequest(`${field} must be one class name without spaces, quotes, backticks, backslashes, "{ } < > $ ;", at most 200 characters; got ${show(value)}.`);
  }
  if (name.startsWith('tempo-')) throw badRequest(`${field} "${name}" starts with "tempo-", which is reserved for codebase ids.`);
  return name;
}

const PROP = /^[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/;
const REFUSED_PROPS = new Set(['key', 'ref', 'children', 'dangerouslySetInnerHTML', 'className', 'srcDoc']);

/** A prop name the server can set to data: not a handler, not markup, not React's own (key, ref, children). */
export function expectPropName(value: unknown, field: string, allow: readonly string[] = []): string {
  const name = expectString(value, field, 100);
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function expectUuid(value: unknown, field: string): string {
  if (!isUuid(value)) throw badRequest(`${field} must be a change item's id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed), got ${show(value)}.`);
  return value.toLowerCase();
}
