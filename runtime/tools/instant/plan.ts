// Every update is planned first (validate, find every target) and only then run, so a failing
// update leaves the page untouched.
import { isValidId } from '../../shared/keys';
import type { TextSource } from '../../shared/text-parts';

export type Plan<T> = { fail: string } | T;
export type Fields = Record<string, unknown>;

export interface Env {
  doc: Document;
  elementsFor(codebaseId: string): Element[];
  /** Unique, increasing number for generated class names (ms since the updater was created). */
  nextN(): number;
  supports(prop: string, value: string): boolean;
  /** What the source says of the text of a codebase id's element (shared/text-parts.ts). */
  textSource(codebaseId: string): TextSource;
}

export { isValidId as isId };
import { isRecord } from '../../shared/validate';

export { isRecord };
export const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The instances of `id`, or null when the id is malformed or nothing carries it. */
export function instances(env: Env, id: unknown): Element[] | null {
  if (!isValidId(id)) return null;
  const found = env.elementsFor(id);
  return found.length ? found : null;
}

/** One rendering as a change item names it (types/mutations.ts RenderingReference): its place among the page's elements with the id, and their count. */
function renderingPlace(ref: unknown): { index: number; count: number } | null {
  if (!isRecord(ref)) return null;
  const { index, count } = ref;
  return Number.isInteger(index) && Number.isInteger(count) && (index as number) >= 0 && (index as number) < (count as number) ? { index: index as number, count: count as number } : null;
}

/**
 * The elements of `id` a change names by rendering (a card: one item of a list), or why not: the
 * page must show as many elements with the id as the editor counted, or they are not the ones it meant.
 */
export function namedRenderings(env: Env, id: string, refs: unknown): Plan<{ elements: Element[]; indexes: number[] }> {
  const all = instances(env, id);
  if (!all) return { fail: `Could not find element ${id} for instant update` };
  const list = Array.isArray(refs) ? refs : [refs];
  const indexes: number[] = [];
  for (const ref of list) {
    const place = renderingPlace(ref);
    if (!place) return { fail: `Malformed rendering of ${id}: ${JSON.stringify(ref)}` };
    if (place.count !== all.length) return { fail: `The page shows ${all.length} elements of ${id}, the change counted ${place.count}: no instant update` };
    if (!indexes.includes(place.index)) indexes.push(place.index);
  }
  if (!indexes.length) return { fail: `No rendering of ${id} named` };
  indexes.sort((a, b) => a - b);
  return { elements: indexes.map((i) => all[i]!), indexes };
}

/**
 * The places (among `id`'s elements, in document order) of those that sit in the elements `renderedIn`
 * names, nearest first (each further out than the one before): one use of a component, as STYLING's
 * `this-use` names it. Every place when the list is empty.
 */
export function placesWithin(env: Env, id: string, renderedIn: unknown): Plan<number[]> {
  if (!isStrings(renderedIn) || !renderedIn.every((rid) => isValidId(rid))) return { fail: 'renderedIn must be a list of codebase ids' };
  const containers = renderedIn.map((rid) => new Set(env.elementsFor(rid)));
  const places = env.elementsFor(id).flatMap((el, i) => {
    let k = 0;
    for (let node = el.parentElement; node && k < containers.length; node = node.parentElement) if (containers[k]!.has(node)) k++;
    return k === containers.length ? [i] : [];
  });
  return places.length ? places : { fail: `No element of ${id} sits in ${renderedIn.join(' › ')}: no instant update` };
}
