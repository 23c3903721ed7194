// The class and style attributes of the elements that undoable updates touch. Each element keeps its
// base (its attributes without our updates) and is always written as base + the updates still applied
// to it, in the order applied; so undo and redo in any order give exactly the attributes a page that
// only ever had the remaining updates would have, and with none left the base comes back verbatim.
import { styleOf } from './attrs';
import { touch, type Entry } from './undoable';

type Attrs = [cls: string | null, style: string | null];

interface Base {
  attrs: Attrs;
  /** What we last wrote: anything else on the element means the page changed it since. */
  written: Attrs;
  /** Class tokens and inline properties our updates have touched on this element. */
  tokens: Set<string>;
  props: Set<string>;
}

export interface ElementState {
  /** Writes each element as its base plus `entries` (in order); an element with none gets its base back and is forgotten. */
  render(el: Element, entries: readonly Entry[]): void;
  /**
   * The forgotten entries' effects are now the page's own (its source holds them): they join the
   * base, except temporary classes (`isTemporary`), which leave the element; `remaining` stay ours.
   */
  absorb(el: Element, remaining: readonly Entry[], isTemporary: (token: string) => boolean): void;
  /** Every element back to its base (keeping what the page itself changed since). */
  restoreAll(): void;
  /** `next` took `old`'s place in the page (CHANGE_TAG), attributes and all: it inherits `old`'s base. */
  replace(old: Element, next: Element): void;
  /** Drops elements that left the page (a hot reload replaced them). */
  prune(): void;
}

const read = (el: Element): Attrs => [el.getAttribute('class'), el.getAttribute('style')];
const same = (a: Attrs, b: Attrs) => a[0] === b[0] && a[1] === b[1];

function write(el: Element, [cls, style]: Attrs): void {
  for (const [name, value] of [['class', cls], ['style', style]] as const) {
    if (el.getAttribute(name) === value) continue;
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
}

export function createElementState(doc: Document): ElementState {
  const bases = new Map<Element, Base>();
  // Attribute strings are computed on a detached element, so the page only ever sees the result.
  const scratch = doc.createElement('div');

  function fold(attrs: Attrs, entries: readonly Entry[]): Attrs {
    write(scratch, attrs);
    for (const entry of entries) touch(scratch, entry);
    return read(scratch);
  }

  /** `current` with every token and property in `base.tokens`/`base.props` set back to what the base has. */
  function strip(base: Base, current: Attrs): Attrs {
    write(scratch, base.attrs);
    const had = [...base.tokens].map((token) => [token, scratch.classList.contains(token)] as const);
    const style = styleOf(scratch)!;
    const values = [...base.props].map((prop) => [prop, style.getPropertyValue(prop), style.getPropertyPriority(prop)] as const);
    write(scratch, current);
    for (const [token, present] of had) if (scratch.classList.contains(token) !== present) scratch.classList.toggle(token, present);
    for (const [prop, value, priority] of values) {
      if (value) style.setProperty(prop, value, priority);
      else style.removeProperty(prop);
    }
    // An attribute the page did not have and that is empty now stays absent.
    const [cls, css] = read(scratch);
    return [cls === '' && (current[0] === null || base.attrs[0] === null) ? null : cls, css === '' && (current[1] === null || base.attrs[1] === null) ? null : css];
  }

  /** Our base for `el`, adopting whatever the page changed since we last wrote. */
  function baseOf(el: Element): Base | undefined {
    const base = bases.get(el);
    const current = read(el);
    if (base && !same(current, base.written)) base.attrs = strip(base, current);
    return base;
  }

  function note(base: Base, entries: readonly Entry[]): void {
    for (const entry of entries) {
      if (entry.cls) base.tokens.add(entry.cls);
      for (const [prop] of entry.inline ?? []) base.props.add(prop);
    }
  }

  function render(el: Element, entries: readonly Entry[]): void {
    let base = baseOf(el);
    if (!base) {
      if (!entries.length) return;
      const attrs = read(el);
      base = { attrs, written: attrs, tokens: new Set(), props: new Set() };
      bases.set(el, base);
    }
    note(base, entries);
    write(el, entries.length ? fold(base.attrs, entries) : base.attrs);
    if (entries.length) base.written = read(el);
    else bases.delete(el);
  }

  return {
    render,
    absorb(el, remaining, isTemporary) {
      const base = baseOf(el);
      if (!base) return;
      const temporary = [...base.tokens].filter(isTemporary);
      // Only the remaining entries' tokens and properties are still ours to strip; the rest is the page's now.
      base.tokens = new Set();
      base.props = new Set();
      note(base, remaining);
      const stripped = strip(base, read(el));
      write(scratch, stripped);
      for (const token of temporary) if (!remaining.some((entry) => entry.cls === token)) scratch.classList.remove(token);
      base.attrs = read(scratch);
      base.written = base.attrs;
      write(el, base.attrs);
      render(el, remaining);
    },
    restoreAll() {
      for (const el of [...bases.keys()]) render(el, []);
    },
    replace(old, next) {
      const base = bases.get(old);
      if (!base) return;
      bases.delete(old);
      bases.set(next, base);
    },
    prune() {
      for (const el of bases.keys()) if (!el.isConnected) bases.delete(el);
    },
  };
}
