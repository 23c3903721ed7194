// changeFields per type (docs/protocol.md §6), checked and copied. UNDO and REDO nest whole items: item.ts.
import type { ChangeFieldsByType, ChangeType, RenderingReference, StylingFramework, StylingScope } from '../../../types';
import {
  compact,
  expectBoolean,
  expectId,
  expectIdArray,
  expectNonEmptyString,
  expectObject,
  expectString,
  expectStringArray,
  expectStringOrNullRecord,
  optional,
} from './checks';
import { copyJson, copyJsonArray, copyJsonObject } from './json';

/** Reads one type's changeFields from untrusted data; `name` is the path used in error messages. */
export type FieldsReader<T extends ChangeType> = (raw: unknown, name: string) => ChangeFieldsByType[T];
export type NestingType = 'UNDO' | 'REDO';

const STYLING_FRAMEWORKS: readonly StylingFramework[] = ['INLINE', 'CSS', 'TAILWIND'];

function expectStylingFramework(value: unknown, name: string): StylingFramework | null {
  if (value === null) return null;
  const framework = STYLING_FRAMEWORKS.find((candidate) => candidate === value);
  if (!framework) throw new Error(`${name} must be one of ${STYLING_FRAMEWORKS.join(', ')} or null`);
  return framework;
}

function expectStylingScope(value: unknown, name: string): StylingScope {
  if (value !== 'every-use' && value !== 'this-use') throw new Error(`${name} must be "every-use" or "this-use"`);
  return value;
}

/** A value that must be present; null is a legitimate value (JSON has no undefined). */
function expectPresentJson(value: unknown, name: string): unknown {
  if (value === undefined) throw new Error(`${name} is required`);
  return copyJson(value, name);
}

function expectWhole(value: unknown, name: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 99_999) throw new Error(`${name} must be a whole number from ${min} to 99999`);
  return value;
}

/** One rendering of an element on a page (types/renderings.ts RenderingReference). */
function expectRendering(value: unknown, name: string): RenderingReference {
  const f = expectObject(value, name);
  const pagePath = expectString(f.pagePath, `${name}.pagePath`);
  if (!pagePath.startsWith('/')) throw new Error(`${name}.pagePath must be a page path starting with "/"`);
  const index = expectWhole(f.index, `${name}.index`, 0);
  const count = expectWhole(f.count, `${name}.count`, 1);
  if (index >= count) throw new Error(`${name}.index must be below ${name}.count`);
  return { pagePath, index, count };
}

/** Places of renderings on a page, each a whole number. */
function expectPlaces(value: unknown, name: string): number[] {
  if (!Array.isArray(value)) throw new Error(`${name} must be an array of whole numbers`);
  return Array.from(value, (item: unknown, i) => expectWhole(item, `${name}[${i}]`, 0));
}

/** Renderings per codebase id; each id must be one of `ids`. */
function expectRenderings(value: unknown, name: string, ids: readonly string[]): Record<string, RenderingReference[]> {
  const f = expectObject(value, name);
  const result: Record<string, RenderingReference[]> = {};
  for (const id of Object.keys(f)) {
    if (!ids.includes(id)) throw new Error(`${name} names ${id}, which is not one of the elements changed`);
    const list = f[id];
    if (!Array.isArray(list) || !list.length) throw new Error(`${name}.${id} must be a non-empty array of renderings`);
    result[id] = list.map((item: unknown, i) => expectRendering(item, `${name}.${id}[${i}]`));
  }
  return result;
}

const optionalId = (fields: Record<string, unknown>, key: string, name: string): string | undefined =>
  optional(fields[key], `${name}.${key}`, expectId);

export const FLAT_FIELD_READERS: { readonly [K in Exclude<ChangeType, NestingType>]: FieldsReader<K> } = {
  STYLING: (raw, name) => {
    const f = expectObject(raw, name);
    const scoped = compact({
      codebaseId: expectId(f.codebaseId, `${name}.codebaseId`),
      stylingChanges: expectStringOrNullRecord(f.stylingChanges, `${name}.stylingChanges`),
      stylingFramework: expectStylingFramework(f.stylingFramework, `${name}.stylingFramework`),
      modifiers: expectStringArray(f.modifiers, `${name}.modifiers`),
      customProperties: copyJsonArray(f.customProperties, `${name}.customProperties`),
      scope: optional(f.scope, `${name}.scope`, expectStylingScope),
      renderedIn: optional(f.renderedIn, `${name}.renderedIn`, expectIdArray),
      context: optional(f.context, `${name}.context`, expectNonEmptyString),
    });
    if (scoped.context && scoped.stylingFramework !== 'CSS') throw new Error(`${name}.context applies to the CSS styling framework only`);
    if (scoped.scope === 'this-use' && !scoped.renderedIn) throw new Error(`${name}.renderedIn is required with scope "this-use"`);
    if (scoped.scope !== 'this-use' && scoped.renderedIn) throw new Error(`${name}.renderedIn goes with scope "this-use" only`);
    if (scoped.scope && scoped.stylingFramework !== 'CSS') throw new Error(`${name}.scope applies to the CSS styling framework only`);
    return scoped;
  },
  ADD_JSX: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      codebaseIdToAddTo: expectId(f.codebaseIdToAddTo, `${name}.codebaseIdToAddTo`),
      beforeCodebaseId: optionalId(f, 'beforeCodebaseId', name),
      afterCodebaseId: optionalId(f, 'afterCodebaseId', name),
      addCodebaseId: optionalId(f, 'addCodebaseId', name),
      addNativeTag: optional(f.addNativeTag, `${name}.addNativeTag`, expectNonEmptyString),
      fileContentsToSourceFrom: optional(f.fileContentsToSourceFrom, `${name}.fileContentsToSourceFrom`, expectString),
      fileContentsSourceFilename: optional(f.fileContentsSourceFilename, `${name}.fileContentsSourceFilename`, expectString),
      propsToSet: optional(f.propsToSet, `${name}.propsToSet`, copyJsonObject),
      deletedStoryboardId: optional(f.deletedStoryboardId, `${name}.deletedStoryboardId`, (value, field) => expectId(value, field, 'storyboard id')),
      htmlForInstantUpdate: optional(f.htmlForInstantUpdate, `${name}.htmlForInstantUpdate`, expectString),
    });
  },
  MOVE_JSX: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      codebaseIdToMoveTo: expectId(f.codebaseIdToMoveTo, `${name}.codebaseIdToMoveTo`),
      codebaseIdToMove: expectId(f.codebaseIdToMove, `${name}.codebaseIdToMove`),
      afterCodebaseId: optionalId(f, 'afterCodebaseId', name),
      beforeCodebaseId: optionalId(f, 'beforeCodebaseId', name),
      expectedCurrentParentCodebaseId: optionalId(f, 'expectedCurrentParentCodebaseId', name),
      renderingToMove: optional(f.renderingToMove, `${name}.renderingToMove`, expectRendering),
      afterRendering: optional(f.afterRendering, `${name}.afterRendering`, expectRendering),
      beforeRendering: optional(f.beforeRendering, `${name}.beforeRendering`, expectRendering),
    });
  },
  REMOVE_JSX: (raw, name) => {
    const f = expectObject(raw, name);
    const codebaseIdsToRemove = expectIdArray(f.codebaseIdsToRemove, `${name}.codebaseIdsToRemove`);
    return compact({ codebaseIdsToRemove, renderings: optional(f.renderings, `${name}.renderings`, (value, field) => expectRenderings(value, field, codebaseIdsToRemove)) });
  },
  CHANGE_PROP: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      codebaseIdToChange: expectId(f.codebaseIdToChange, `${name}.codebaseIdToChange`),
      propName: expectNonEmptyString(f.propName, `${name}.propName`),
      propValue: expectPresentJson(f.propValue, `${name}.propValue`),
      rendering: optional(f.rendering, `${name}.rendering`, expectRendering),
    });
  },
  ADD_CLASS: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      codebaseIdToAddClass: expectId(f.codebaseIdToAddClass, `${name}.codebaseIdToAddClass`),
      className: expectNonEmptyString(f.className, `${name}.className`),
      modifiers: expectStringArray(f.modifiers, `${name}.modifiers`),
      customProperties: copyJsonArray(f.customProperties, `${name}.customProperties`),
      addingTailwindClass: optional(f.addingTailwindClass, `${name}.addingTailwindClass`, expectBoolean),
      cssEquivalent: optional(f.cssEquivalent, `${name}.cssEquivalent`, expectString),
      temporaryOnly: optional(f.temporaryOnly, `${name}.temporaryOnly`, expectBoolean),
    });
  },
  REMOVE_CLASS: (raw, name) => {
    const f = expectObject(raw, name);
    return {
      codebaseIdToRemoveClass: expectId(f.codebaseIdToRemoveClass, `${name}.codebaseIdToRemoveClass`),
      className: expectNonEmptyString(f.className, `${name}.className`),
    };
  },
  EDIT_TEXT: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      codebaseIdToEditText: expectId(f.codebaseIdToEditText, `${name}.codebaseIdToEditText`),
      newText: expectString(f.newText, `${name}.newText`),
      oldText: optional(f.oldText, `${name}.oldText`, expectString),
      rendering: optional(f.rendering, `${name}.rendering`, expectRendering),
      sameTextIn: optional(f.sameTextIn, `${name}.sameTextIn`, expectPlaces),
    });
  },
  WRAP_DIV: (raw, name) => {
    const f = expectObject(raw, name);
    return { codebaseIdsToWrap: expectIdArray(f.codebaseIdsToWrap, `${name}.codebaseIdsToWrap`) };
  },
  CHANGE_TAG: (raw, name) => {
    const f = expectObject(raw, name);
    return {
      codebaseIdToChange: expectId(f.codebaseIdToChange, `${name}.codebaseIdToChange`),
      newTagName: expectNonEmptyString(f.newTagName, `${name}.newTagName`),
    };
  },
  DUPLICATE: (raw, name) => {
    const f = expectObject(raw, name);
    const codebaseIdsToDuplicate = expectIdArray(f.codebaseIdsToDuplicate, `${name}.codebaseIdsToDuplicate`);
    return compact({ codebaseIdsToDuplicate, renderings: optional(f.renderings, `${name}.renderings`, (value, field) => expectRenderings(value, field, codebaseIdsToDuplicate)) });
  },
  STYLE_RULE: (raw, name) => {
    const f = expectObject(raw, name);
    return compact({
      selector: expectNonEmptyString(f.selector, `${name}.selector`),
      media: optional(f.media, `${name}.media`, expectNonEmptyString),
      stylingChanges: expectStringOrNullRecord(f.stylingChanges, `${name}.stylingChanges`),
    });
  },
  // Whatever an unknown change carries is kept as is, as long as it is JSON.
  UNKNOWN: (raw, name) => copyJsonObject(raw, name),
};
