// The mutation server's request bodies as schemas (valibot; why valibot: bench/README.md): the one
// declaration of each body's structure — its fields, their types, which may be null or left out,
// array and text limits, and the formats of ids, tags and class names. The server reads every body
// with these (server/requests/bodies.ts adds the checks that need the server: CSS, modifiers,
// selectors, prop names, fields that go together). The types of types/mutations.ts are checked
// against them at compile time (below), both ways, field for field.
//
// Only the server imports this module: it is not re-exported by types/index.ts, so neither the
// runtime's bundles nor the published contract's declarations carry valibot.
//
// Messages: each says what is wrong with a field without naming it ("must be a string, got 7."); the
// server puts the field's path in front (`reactElement.codebaseId`, `styling["color"]`,
// `elementsToRemove[1]`), or "The body" for the whole body (requestProblem below).
import * as v from 'valibot';
import type { StylingFramework, StylingScope } from './change-items';
import { ELEMENT_ID_PATTERN } from './element-ids';
import type { ActivityBodies, ActivityOperation, ElementReference, MutationBodies, MutationOperation } from './mutations';
import type { RenderingReference } from './renderings';

/** A value as a message quotes it: JSON, cut at 80 characters. */
export const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** A page path as the preview's address has it: `/`, `/privacy-policy`. */
export const PAGE_PATH = /^\/[A-Za-z0-9._~%/-]{0,500}$/;
export const TAG_NAME = /^[a-z][a-zA-Z0-9]*(?:-[a-z0-9]+)*$/;
export const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]{0,99}$/;
export const CLASS_NAME = /^[^\s"'`\\{}<>$;]{1,200}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const got = (what: string) => (issue: v.BaseIssue<unknown>) => `must be ${what}, got ${show(issue.input)}.`;
const isMissing = (schema: v.GenericSchema) => schema.type === 'nullable' || schema.type === 'nullish';

/**
 * The message of an object schema: not an object; a field it does not take (so a typo is not
 * silently ignored); a missing field, with its schema's own message for `undefined`, or "is missing;
 * send null for none." when it may be null (`missing` overrides that per field).
 */
const objectMessage =
  (entries: v.ObjectEntries, missing: Record<string, string> = {}) =>
  (issue: v.BaseIssue<unknown>): string => {
    const place = issue.path?.at(-1);
    if (!place || Array.isArray(place.input)) return got('a JSON object')({ ...issue, input: place ? place.input : issue.input });
    const key = String(place.key);
    if (issue.expected === 'never') return `has an unknown field "${key}"; it takes ${Object.keys(entries).join(', ')}.`;
    const schema = entries[key] as v.GenericSchema;
    return missing[key] ?? (isMissing(schema) ? 'is missing; send null for none.' : (v.safeParse(schema, undefined).issues?.[0].message ?? 'is missing.'));
  };

/** An object with exactly these fields. */
const fields = <const E extends v.ObjectEntries>(entries: E, missing: { [K in keyof E]?: string } = {}) => v.strictObject(entries, objectMessage(entries, missing as Record<string, string>));

/** A string of at most `max` characters. */
const text = (max: number) =>
  v.pipe(
    v.string(got('a string')),
    v.maxLength(max, (issue) => `is ${(issue.input as string).length} characters long; at most ${max} are accepted.`),
  );
/** A string of at most `max` characters matching `pattern`, described by `what` ("a codebase id (…)"). */
const formatted = (max: number, pattern: RegExp, what: string) => v.pipe(text(max), v.regex(pattern, got(what)));
/** An array of at most `max` items. */
const list = <S extends v.GenericSchema>(item: S, max: number) =>
  v.pipe(
    v.array(item, got('an array')),
    v.maxLength(max, (issue) => `has ${(issue.input as unknown[]).length} entries; at most ${max} are accepted.`),
  );
const wholeNumber = (min: number) => {
  const message = got(`a whole number from ${min} to 99999`);
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(99_999, message));
};

export const CodebaseId = formatted(200, ELEMENT_ID_PATTERN, 'a codebase id (letters, digits, "-" and "_", like "tempo-…")');
export const TagName = formatted(100, TAG_NAME, 'a lower-case HTML or SVG tag name like "section" or "my-widget"');
export const ClassName = v.pipe(
  text(200),
  v.regex(CLASS_NAME, (issue) => `must be one class name without spaces, quotes, backticks, backslashes, "{ } < > $ ;", at most 200 characters; got ${show(issue.input)}.`),
  v.check((name) => !name.startsWith('tempo-'), (issue) => `"${issue.input}" starts with "tempo-", which is reserved for codebase ids.`),
);
/** A change item's id, in lower case. */
export const ChangeItemId = v.pipe(v.string(got("a change item's id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed)")), v.regex(UUID, got("a change item's id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed)")), v.toLowerCase());

export const Rendering = v.pipe(
  fields({ pagePath: formatted(501, PAGE_PATH, 'a page path like "/" or "/privacy-policy"'), index: wholeNumber(0), count: wholeNumber(1) }),
  v.check(
    (rendering) => rendering.index < rendering.count,
    (issue) => {
      const { index, count } = issue.input as RenderingReference;
      return `.index is ${index}, but the page shows ${count} (count); the index counts from 0, so it must be below the count.`;
    },
  ),
);

/** An element: its codebase id, optionally one of its renderings (absent: null), and lookup data the server passes on unread. */
const elementEntries = { codebaseId: CodebaseId, rendering: v.optional(v.nullable(Rendering), null) };
export const Element = v.looseObject(elementEntries, objectMessage(elementEntries));
/** At least one element, at most 100. */
const Elements = v.pipe(list(Element, 100), v.minLength(1, 'is empty; name at least one element.'));
/** CSS property → value or null; the server checks the names (and that there are 1 to 100) and the values. */
const Styling = v.record(v.string(), v.nullable(v.string(got('a string or null'))), got('a JSON object'));
const Modifiers = list(text(100), 100);
const CustomProperties = list(v.unknown(), 100);
/** The ids of the elements a rendering sits in, nearest first: codebase ids, at most 500. */
const Chain = list(CodebaseId, 500);

const framework = v.picklist(['INLINE', 'CSS', 'TAILWIND'] satisfies StylingFramework[], got('"INLINE", "CSS", "TAILWIND" or null'));
const scope = v.picklist(['every-use', 'this-use'] satisfies StylingScope[], got('"every-use", "this-use" or null'));

/** Every operation's body (`POST …/parseAndMutate/mutate/{operation}`); what each does: types/mutations.ts. */
export const MUTATION_BODY_SCHEMAS = {
  styling: fields({
    reactElement: Element,
    styling: Styling,
    stylingFramework: v.nullable(framework),
    modifiers: Modifiers,
    customProperties: CustomProperties,
    // Older clients leave scope and renderedIn out: null.
    scope: v.optional(v.nullable(scope), null),
    renderedIn: v.optional(v.nullable(Chain), null),
    context: v.optional(v.nullable(text(500))),
  }),
  addJsxElement: fields({
    destinationElement: Element,
    beforeElement: v.nullable(Element),
    afterElement: v.nullable(Element),
    newElement: fields({
      type: v.picklist(['native', 'component'], got('"native" or "component"')),
      nativeTag: v.nullable(TagName),
      // A lower-case name is a native element's (buildRequest names what it adds by its lookup name): the server reads it as a tag.
      componentName: v.nullable(text(100)),
      propsToSet: v.nullable(v.record(v.string(), v.unknown(), got('a JSON object'))),
    }),
    canvasId: text(200),
    deletedStoryboardId: v.nullable(CodebaseId),
    fileContentsToSourceFrom: v.nullable(text(1_000_000)),
    fileContentsSourceFilename: v.nullable(text(500)),
    hasInstantUpdate: v.boolean(got('true or false')),
  }),
  moveJsxElement: fields({
    elementToMove: Element,
    newContainerElement: Element,
    afterElement: v.nullable(Element),
    beforeElement: v.nullable(Element),
    expectedCurrentParent: v.nullable(Element),
  }),
  removeJsxElement: fields({ elementsToRemove: Elements }),
  changePropValue: fields(
    { elementToModify: Element, propName: text(100), propValue: v.unknown() },
    { propValue: 'is missing; send the new value (a string, number, boolean, JSON object/array, or null to remove the prop).' },
  ),
  wrapInDiv: fields({ reactElements: Elements }),
  duplicate: fields({ reactElements: Elements }),
  changeElementTag: fields({ elementToModify: Element, newTag: TagName }),
  addClass: fields({
    reactElement: Element,
    className: ClassName,
    stylingFramework: v.nullable(v.picklist(['TAILWIND'], got('"TAILWIND" or null'))),
    modifiers: Modifiers,
    customProperties: CustomProperties,
  }),
  removeClass: fields({ reactElement: Element, className: ClassName }),
  styleRule: fields({ selector: text(500), media: v.nullable(text(500)), styling: Styling }),
  editText: fields({ element: Element, newText: text(100_000), oldText: v.nullable(text(100_000)) }),
} as const satisfies Record<MutationOperation, v.GenericSchema>;

/** Every activity's body (`POST …/parseAndMutate/activities/{activity}`). */
export const ACTIVITY_BODY_SCHEMAS = {
  undoChangeToFiles: fields({ latestUuid: ChangeItemId }),
  redoChangeToFiles: fields({ changeToRedoId: ChangeItemId }),
} as const satisfies Record<ActivityOperation, v.GenericSchema>;

/** Where an issue is, as a request names it: `reactElement.codebaseId`, `styling["color"]`, `elementsToRemove[1]`; "The body" for the body itself. */
function placeOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  // A field that is not taken, or fields of what is not an object: the object says it.
  const last = path.at(-1);
  const ofObject = last?.origin === 'key' && (issue.expected === 'never' || Array.isArray(last.input));
  let place = '';
  let at: v.GenericSchema | undefined = schema;
  for (const item of ofObject ? path.slice(0, -1) : path) {
    while (at && 'wrapped' in at) at = at.wrapped as v.GenericSchema; // nullable, optional
    const key = item.key as string | number;
    if (at?.type === 'array') {
      place += `[${key}]`;
      at = (at as unknown as { item: v.GenericSchema }).item;
    } else if (at?.type === 'record') {
      place += `[${JSON.stringify(key)}]`;
      at = (at as unknown as { value: v.GenericSchema }).value;
    } else {
      place += place ? `.${key}` : String(key);
      at = (at as unknown as { entries?: v.ObjectEntries } | undefined)?.entries?.[key as string];
    }
  }
  return place || 'The body';
}

/** What is wrong with a value, without naming it ("must be …, got …."), or null when the schema takes it. */
export function problemOf(schema: v.GenericSchema, value: unknown): string | null {
  return v.safeParse(schema, value, { abortEarly: true }).issues?.[0].message ?? null;
}

/** The first problem of a body, as the sentence a 400 answers ("newText must be a string, got 7."), or the body as read. */
export function readBody<S extends v.GenericSchema>(schema: S, raw: unknown): { ok: true; value: v.InferOutput<S> } | { ok: false; problem: string } {
  const result = v.safeParse(schema, raw, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const message = issue.message;
  return { ok: false, problem: `${placeOf(schema, issue)}${/^[.[:]/.test(message) ? '' : ' '}${message}` };
}

// The contract's types (types/mutations.ts) and the schemas describe the same bodies: what a schema
// reads is the contract's type, and a body of the contract's type reads, with the same field names.
// A field added to one and not the other is a type error here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<S extends v.GenericSchema, T> = [v.InferOutput<S> extends T ? (T extends v.InferInput<S> ? true : false) : false, Same<keyof T, keyof v.InferInput<S>>];
/** The operations whose schema and type disagree: never, or a type error below naming them. */
type Disagreeing<Schemas extends Record<string, v.GenericSchema>, Types extends Record<keyof Schemas, unknown>> = {
  [K in keyof Schemas]: Agrees<Schemas[K], Types[K]> extends [true, true] ? never : K;
}[keyof Schemas];
type NoneOf<K> = [K] extends [never] ? true : K;
const mutationBodiesAgree: NoneOf<Disagreeing<typeof MUTATION_BODY_SCHEMAS, MutationBodies>> = true;
const activityBodiesAgree: NoneOf<Disagreeing<typeof ACTIVITY_BODY_SCHEMAS, ActivityBodies>> = true;
const elementAgrees: Agrees<typeof Element, ElementReference> = [true, true];
const renderingAgrees: Agrees<typeof Rendering, RenderingReference> = [true, true];
void [mutationBodiesAgree, activityBodiesAgree, elementAgrees, renderingAgrees];
