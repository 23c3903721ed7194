// JSON data checks: change items travel as JSON, so `unknown`-typed fields must be JSON values,
// copied so that a rebuilt item never aliases (or is later changed through) its source.
import type { JsonObject, JsonValue } from '../../../types';

export type { JsonObject, JsonValue };

/**
 * A deep copy of `value`, or an error naming `name` when it is not JSON data (functions, symbols,
 * bigints, non-finite numbers, class instances, cycles). Object properties set to `undefined` are
 * left out, as JSON.stringify does.
 */
export function copyJson(value: unknown, name: string): JsonValue {
  return copy(value, name, new Set());
}

export function copyJsonArray(value: unknown, name: string): JsonValue[] {
  if (!Array.isArray(value)) throw new Error(`${name} must be an array`);
  return copy(value, name, new Set()) as JsonValue[];
}

export function copyJsonObject(value: unknown, name: string): JsonObject {
  if (!isPlainObject(value)) throw new Error(`${name} must be an object`);
  return copy(value, name, new Set()) as JsonObject;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copy(value: unknown, name: string, ancestors: Set<object>): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${name} must be JSON data (finite numbers only)`);
    return value;
  }
  if (Array.isArray(value) || isPlainObject(value)) {
    if (ancestors.has(value)) throw new Error(`${name} must be JSON data (it contains a cycle)`);
    ancestors.add(value);
    // Array.from visits holes too (as undefined), which then fail like any other undefined element.
    const result: JsonValue = Array.isArray(value)
      ? Array.from(value, (item: unknown, index) => copy(item, `${name}[${index}]`, ancestors))
      : // fromEntries defines own properties, so a `__proto__` key stays data and never sets a prototype.
        Object.fromEntries(
          Object.entries(value)
            .filter(([, item]) => item !== undefined)
            .map(([key, item]) => [key, copy(item, `${name}.${key}`, ancestors)]),
        );
    ancestors.delete(value);
    return result;
  }
  throw new Error(`${name} must be JSON data`);
}
