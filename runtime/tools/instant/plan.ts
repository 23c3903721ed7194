// Every update is planned first (validate, find every target) and only then run, so a failing
// update leaves the page untouched.
import { isValidId } from '../../shared/keys';

export type Plan<T> = { fail: string } | T;
export type Fields = Record<string, unknown>;

export interface Env {
  doc: Document;
  elementsFor(codebaseId: string): Element[];
  /** Unique, increasing number for generated class names (ms since the updater was created). */
  nextN(): number;
  supports(prop: string, value: string): boolean;
}

export { isValidId as isId };
export { isRecord } from '../../shared/validate';
export const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The instances of `id`, or null when the id is malformed or nothing carries it. */
export function instances(env: Env, id: unknown): Element[] | null {
  if (!isValidId(id)) return null;
  const found = env.elementsFor(id);
  return found.length ? found : null;
}
