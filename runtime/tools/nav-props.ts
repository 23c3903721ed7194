// Component props as the nav tree shows them (docs/protocol.md §7, `props`): the adapter's values
// made JSON-safe (functions by name, objects copied to a depth and size, cycles and DOM nodes cut).
// Loaded with the editing tools: only pages with a component adapter need it, and a preview page's
// first load carries only the core.
import type { JsonValue, NavProp } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { setOwn } from '../shared/nav-tree';

/** Marker for values a JSON copy cannot hold (cycles, DOM nodes, too deep or too large). */
export const UNSERIALIZABLE = '[unserializable]';

/** Nesting levels kept in a JSON_OBJECT prop value (the value itself is level 1). */
const MAX_COPY_DEPTH = 4;
/** Values copied per prop at most: objects like React elements reach whole fiber trees within 4 levels. */
const MAX_COPY_VALUES = 10_000;

/** The adapter's props for `el` as nav props; null when the adapter does not know it (its attributes stand in). */
export function adapterNavProps(adapter: ComponentAdapter, el: Element): Record<string, NavProp> | null {
  const props = adapterProps(adapter, el);
  return props === null ? null : navProps(props);
}

function adapterProps(adapter: ComponentAdapter, el: Element): Record<string, unknown> | null {
  try {
    const props = adapter.propsOfElement(el);
    return typeof props === 'object' && props !== null ? props : null;
  } catch {
    // A broken adapter must not cost the editor its whole tree.
    return null;
  }
}

function navProps(props: Record<string, unknown>): Record<string, NavProp> {
  const result: Record<string, NavProp> = {};
  for (const name of Object.keys(props)) {
    // `children` is the subtree itself; `__` keys are framework internals.
    if (name === 'children' || name.startsWith('__')) continue;
    const prop = navProp(readProperty(props, name));
    if (prop !== null) setOwn(result, name, prop);
  }
  return result;
}

/** The prop as the editor sees it; null for undefined (an absent prop). */
function navProp(value: unknown): NavProp | null {
  if (value === undefined) return null;
  if (typeof value === 'function') return { type: 'FUNCTION', value: functionName(value) };
  if (typeof value === 'object' && value !== null) return { type: 'JSON_OBJECT', value: jsonCopy(value, 1, new Set(), { left: MAX_COPY_VALUES }) };
  return { type: 'LITERAL', value: jsonPrimitive(value) };
}

function functionName(fn: { name?: unknown }): string {
  const name = fn.name;
  return typeof name === 'string' && name !== '' ? name : 'anonymous';
}

/** Primitives as JSON holds them: bigint, symbol and non-finite numbers become strings. */
function jsonPrimitive(value: unknown): JsonValue {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  return String(value);
}

/**
 * A JSON-safe copy of `value`. `ancestors` holds the objects on the path from the prop value down,
 * so a cycle is cut while an object merely shared by two branches is copied twice.
 */
function jsonCopy(value: unknown, depth: number, ancestors: Set<object>, budget: { left: number }): JsonValue {
  if (--budget.left < 0) return UNSERIALIZABLE;
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' ? UNSERIALIZABLE : jsonPrimitive(value);
  }
  if (depth > MAX_COPY_DEPTH || ancestors.has(value) || isHostObject(value)) return UNSERIALIZABLE;
  const date = dateText(value);
  if (date !== null) return date;
  ancestors.add(value);
  const copy = Array.isArray(value) ? copyArray(value, depth, ancestors, budget) : copyObject(value, depth, ancestors, budget);
  ancestors.delete(value);
  return copy;
}

function copyArray(array: unknown[], depth: number, ancestors: Set<object>, budget: { left: number }): JsonValue[] {
  const copy = new Array<JsonValue>(array.length);
  for (let i = 0; i < array.length; i++) {
    const item = readProperty(array, i);
    // As JSON.stringify does: holes and undefined become null so indexes keep their meaning.
    copy[i] = item === undefined ? null : jsonCopy(item, depth + 1, ancestors, budget);
  }
  return copy;
}

function copyObject(object: object, depth: number, ancestors: Set<object>, budget: { left: number }): { [key: string]: JsonValue } {
  const copy: { [key: string]: JsonValue } = {};
  let keys: string[];
  try {
    keys = Object.keys(object);
  } catch {
    return copy; // e.g. a revoked proxy
  }
  for (const key of keys) {
    const item = readProperty(object, key);
    if (item !== undefined) setOwn(copy, key, jsonCopy(item, depth + 1, ancestors, budget));
  }
  return copy;
}

/** A Date (also one from another frame, unlike `instanceof`) as JSON.stringify writes it; null for other objects. */
function dateText(value: object): string | null {
  if (Object.prototype.toString.call(value) !== '[object Date]') return null;
  try {
    const time = Date.prototype.getTime.call(value);
    return Number.isNaN(time) ? UNSERIALIZABLE : new Date(time).toISOString();
  } catch {
    return null; // only tagged as a Date (Symbol.toStringTag)
  }
}

/** DOM nodes and windows: huge, cyclic, and meaningless to the editor. Works across frames. */
function isHostObject(value: object): boolean {
  try {
    const candidate = value as { nodeType?: unknown; nodeName?: unknown; window?: unknown };
    if (candidate.window === value) return true;
    return typeof candidate.nodeType === 'number' && typeof candidate.nodeName === 'string';
  } catch {
    return true; // e.g. a cross-origin window
  }
}

/** Reads a property whose getter may throw; a throwing getter reads as unserializable. */
function readProperty(object: object, key: string | number): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch {
    return UNSERIALIZABLE;
  }
}

