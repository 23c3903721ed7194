// Per-instance snapshots of class/style edits, the undo data the host keeps: each instance's `class`
// and `style` strings from before and after the edit. While the frame holds an update it undoes it
// from its own state (element-state.ts); these let it undo one it no longer holds (after a refresh):
// if nothing touched the element since, the old strings come back verbatim; otherwise only this
// edit's own class/properties are reverted.
import { isPropName } from './css';

export type AttrPair = [before: string | null, after: string | null];
/** One instance: class and style strings, and the inline properties an INLINE edit replaced. */
export interface Snap { c: AttrPair; s: AttrPair; p?: Record<string, [value: string, priority: string] | null> }

/** The element's inline style (HTML, SVG and MathML elements have one); duck-typed so other realms work. */
export function styleOf(el: Element): CSSStyleDeclaration | null {
  const style = (el as Partial<ElementCSSInlineStyle>).style;
  return style && typeof style.setProperty === 'function' ? style : null;
}

function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Runs `mutate` on `el` and returns what undo needs; `props` are inline properties it may change. */
export function track(el: Element, mutate: () => void, props?: string[]): Snap {
  const c = el.getAttribute('class');
  const s = el.getAttribute('style');
  const style = styleOf(el);
  const snap: Snap = { c: [c, null], s: [s, null] };
  if (props && style) {
    snap.p = {};
    for (const prop of props) {
      const value = style.getPropertyValue(prop);
      snap.p[prop] = value ? [value, style.getPropertyPriority(prop)] : null;
    }
  }
  mutate();
  snap.c[1] = el.getAttribute('class');
  snap.s[1] = el.getAttribute('style');
  return snap;
}

/** Undoes one tracked edit; `revertOwn` undoes just this edit when something else changed the element since. */
export function untrack(el: Element, snap: Snap | undefined, revertOwn: () => void): void {
  if (snap && el.getAttribute('class') === snap.c[1] && el.getAttribute('style') === snap.s[1]) {
    setAttr(el, 'class', snap.c[0]);
    setAttr(el, 'style', snap.s[0]);
    return;
  }
  revertOwn();
  const style = styleOf(el);
  if (snap?.p && style) {
    for (const [prop, old] of Object.entries(snap.p)) {
      if (old) style.setProperty(prop, old[0], old[1]);
      else style.removeProperty(prop);
    }
  }
  // Attributes that did not exist before and are empty now go away again.
  if ((snap?.c[0] ?? null) === null && el.getAttribute('class') === '') el.removeAttribute('class');
  if ((snap?.s[0] ?? null) === null && el.getAttribute('style') === '') el.removeAttribute('style');
}

export function isSnap(value: unknown): value is Snap {
  const pair = (v: unknown, nullable: boolean) =>
    Array.isArray(v) && v.length === 2 && v.every((x) => (nullable && x === null) || typeof x === 'string');
  if (typeof value !== 'object' || value === null) return false;
  const { c, s, p } = value as Partial<Record<keyof Snap, unknown>>;
  return pair(c, true) && pair(s, true) && (p === undefined ||
    (typeof p === 'object' && p !== null && Object.entries(p).every(([prop, v]) => isPropName(prop) && (v === null || pair(v, false)))));
}
