// STYLING, ADD_CLASS, REMOVE_CLASS and REMOVE_JSX: class and style edits that undo exactly.
import { checkDecl, isPropName, parseDecls, type Decl } from './css';
import { sanitizeClassName } from './markup';
import { instances, isId, isRecord, isStrings, namedRenderings, placesWithin, type Env, type Fields, type Plan } from './plan';
import { isSnap, styleOf, type Snap } from './attrs';
import { RUNTIME_CLASS_PREFIX } from '../../shared/injected';

export const REMOVED_CLASS = `${RUNTIME_CLASS_PREFIX}removed`;
export const STYLING_PREFIX = `${RUNTIME_CLASS_PREFIX}styling-`;
export type UndoKind = 'STYLING' | 'ADD_CLASS' | 'REMOVE_CLASS' | 'REMOVE_JSX';
export const UNDO_KINDS: readonly string[] = ['STYLING', 'ADD_CLASS', 'REMOVE_CLASS', 'REMOVE_JSX'] satisfies UndoKind[];

/** The JSON-safe undo data: per codebase id, one snapshot per instance (in `elementsFor` order). */
export interface UndoData { kind: UndoKind; cls?: string; targets: Record<string, Snap[]> }

export interface RuleSpec { cls: string; codebaseId: string; decls: Decl[]; nulls: string[]; modifiers: string[]; important: boolean }

/** One applied update, kept by change id while it is in the page. */
export interface Entry {
  kind: UndoKind;
  /** Codebase ids still carrying the temporary state (forget() shrinks this). */
  ids: string[];
  cls?: string;
  removeCls?: boolean;
  inline?: Array<[string, Decl | null]>;
  rule?: RuleSpec;
  /** Per codebase id, the places (among its elements, in document order) it applies to; absent: every one. */
  only?: Record<string, number[]>;
}

/** The elements an entry applies to: every instance of its ids, or the renderings it names. */
export function entryTargets(entry: Entry, elementsFor: (id: string) => Element[]): Element[] {
  return entry.ids.flatMap((id) => {
    const all = elementsFor(id);
    const only = entry.only?.[id];
    return only ? only.flatMap((i) => (all[i] ? [all[i]] : [])) : all;
  });
}

/** Whether two entries apply to the same uses of `id`: every one, or the same places. */
export function sameUses(a: Entry, b: Entry, id: string): boolean {
  const x = a.only?.[id];
  const y = b.only?.[id];
  if (!x || !y) return !x && !y;
  return x.length === y.length && x.every((place) => y.includes(place));
}

/** Puts the entry's class/style on one element; idempotent and leaves attribute strings alone when already right. */
export function touch(el: Element, e: Entry): void {
  if (e.cls && el.classList.contains(e.cls) === !!e.removeCls) el.classList.toggle(e.cls, !e.removeCls);
  const style = styleOf(el);
  for (const [prop, d] of (style && e.inline) || []) {
    if (!d) { if (style!.getPropertyValue(prop)) style!.removeProperty(prop); continue; }
    const priority = d.important ? 'important' : '';
    if (style!.getPropertyValue(prop) !== d.value || style!.getPropertyPriority(prop) !== priority) style!.setProperty(prop, d.value, priority);
  }
}

const modifiersOf = (f: Fields): string[] | string =>
  f.modifiers == null ? [] : isStrings(f.modifiers) ? f.modifiers : 'modifiers must be a list of strings';

export function planUndoable(type: UndoKind, f: Fields, env: Env): Plan<Entry> {
  if (type === 'REMOVE_JSX') {
    const ids = f.codebaseIdsToRemove;
    if (!isStrings(ids) || !ids.length) return { fail: 'codebaseIdsToRemove must be a non-empty list of codebase ids' };
    if (!ids.every((id) => instances(env, id))) return { fail: 'Could not find component element for instant update' };
    const entry: Entry = { kind: type, ids: [...new Set(ids)], cls: REMOVED_CLASS };
    // A card of a list: only the renderings named go (the source change removes that one data item).
    if (f.renderings != null) {
      if (!isRecord(f.renderings)) return { fail: 'renderings must be an object of codebase id → renderings' };
      const only: Record<string, number[]> = {};
      for (const [id, refs] of Object.entries(f.renderings)) {
        if (!entry.ids.includes(id)) return { fail: `renderings names ${id}, which is not removed` };
        const named = namedRenderings(env, id, refs);
        if ('fail' in named) return named;
        only[id] = named.indexes;
      }
      entry.only = only;
    }
    return entry;
  }
  const id = type === 'STYLING' ? f.codebaseId : type === 'ADD_CLASS' ? f.codebaseIdToAddClass : f.codebaseIdToRemoveClass;
  if (!isId(id)) return { fail: `Invalid codebase id ${JSON.stringify(id)}` };
  if (!instances(env, id)) return { fail: `Could not find element ${id} for instant update` };
  const modifiers = modifiersOf(f);
  if (typeof modifiers === 'string') return { fail: modifiers };

  if (type === 'STYLING') {
    if (!isRecord(f.stylingChanges)) return { fail: 'stylingChanges must be an object' };
    const framework = f.stylingFramework ?? 'CSS';
    if (!['INLINE', 'CSS', 'TAILWIND'].includes(String(framework))) return { fail: `Unknown styling framework ${JSON.stringify(framework)}` };
    const inline: Array<[string, Decl | null]> = [];
    for (const [prop, value] of Object.entries(f.stylingChanges)) {
      const decl = value === null ? null : checkDecl(prop, value, env.supports);
      if (typeof decl === 'string') return { fail: decl };
      if (!decl && !isPropName(prop)) return { fail: `Invalid CSS property name ${JSON.stringify(prop)}` };
      inline.push([decl?.prop ?? (prop.startsWith('--') ? prop : prop.toLowerCase()), decl]);
    }
    // Only this use of a component: the elements of the id in the renderings it names, not every use.
    let only: Entry['only'];
    if (f.scope === 'this-use' && f.renderedIn != null) {
      const places = placesWithin(env, id, f.renderedIn);
      if ('fail' in places) return places;
      only = { [id]: places };
    }
    if (framework === 'INLINE') return { kind: type, ids: [id], inline, ...(only && { only }) };
    const cls = `${STYLING_PREFIX}${env.nextN()}`;
    const decls = inline.flatMap(([, d]) => (d ? [d] : []));
    const nulls = inline.flatMap(([prop, d]) => (d ? [] : [prop]));
    // !important: the preview must beat the page's own, possibly more specific, rules for the element.
    return { kind: type, ids: [id], cls, rule: { cls, codebaseId: id, decls, nulls, modifiers, important: true }, ...(only && { only }) };
  }

  if (typeof f.className !== 'string' || !sanitizeClassName(f.className)) return { fail: 'className must be a non-empty string' };
  const cls = sanitizeClassName(f.className);
  if (type === 'REMOVE_CLASS') return { kind: type, ids: [id], cls, removeCls: true };
  const entry: Entry = { kind: type, ids: [id], cls };
  if (f.cssEquivalent != null) {
    const decls = typeof f.cssEquivalent === 'string' ? parseDecls(f.cssEquivalent, env.supports) : 'cssEquivalent must be a string';
    if (typeof decls === 'string') return { fail: decls };
    entry.rule = { cls, codebaseId: id, decls, nulls: [], modifiers, important: false };
  }
  return entry;
}

/** Why `value` is not undo data this updater could have made, or null when it is. */
export function checkUndoData(value: unknown): string | null {
  if (!isRecord(value) || !UNDO_KINDS.includes(String(value.kind))) return 'no kind';
  const { cls, targets } = value;
  if (cls !== undefined && (typeof cls !== 'string' || sanitizeClassName(cls) !== cls || !cls)) return `bad class ${JSON.stringify(cls)}`;
  if (!isRecord(targets)) return 'no targets';
  for (const [id, snaps] of Object.entries(targets)) {
    if (!isId(id)) return `bad codebase id ${JSON.stringify(id)}`;
    if (!Array.isArray(snaps) || !snaps.every(isSnap)) return `bad snapshot for ${id}`;
  }
  return null;
}
