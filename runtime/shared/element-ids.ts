// The codebase id of every element the navigation tree lists (types/element-ids.ts): the source's
// `tempo-…` class, the author's `data-codebase-id`, or an id generated here. A generated id is
// derived from the element's place below its nearest named ancestor, so the same DOM gets the same
// ids after a reload; an element keeps its id for as long as it lives, so rebuilds never rename it.
import { CODEBASE_ID_ATTRIBUTE, GENERATED_ID_PREFIX } from '../../types';
import { isValidId } from './keys';

/** One hash state: two independent 32-bit FNV-1a lanes (the id holds both, so collisions are ~2^-64). */
export type PathHash = readonly [number, number];

const SEEDS: PathHash = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995];

function mix([a, b]: PathHash, text: string): PathHash {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a, b];
}

/** The hash children of an element named `id` start from (their place is relative to it). */
export const anchorHash = (id: string): PathHash => mix(SEEDS, id);
/** The hash of the `index`th child element `tag` under a parent hashed `parent`. */
export const childHash = (parent: PathHash, tag: string, index: number): PathHash => mix(parent, `/${tag}${index}`);
/** The hash a shadow root's children start from: the host's, marked. */
export const shadowHash = (host: PathHash): PathHash => mix(host, '#');

/** The author's id for `el` when it is a valid one (not shaped like a generated id), else null. */
export function annotatedId(el: Element): string | null {
  const id = el.getAttribute(CODEBASE_ID_ATTRIBUTE);
  return id !== null && isValidId(id) && !id.startsWith(GENERATED_ID_PREFIX) ? id : null;
}

export interface IdBuild {
  /** `el`'s generated id: kept from an earlier build, else derived from `hash`; unique in the page. */
  generated(el: Element, hash: PathHash): string;
  /** Open shadow roots met by the walk: source ids are looked up inside them too. */
  shadowRoot(root: ShadowRoot): void;
  /** The build is complete: its ids and roots replace the previous build's. */
  finish(): void;
}

export interface ElementIds {
  startBuild(): IdBuild;
  /** A build of part of the tree (a patch): its ids and roots are added to the last build's instead of replacing them. */
  extendBuild(): IdBuild;
  /** The elements named `id` now: source and author ids by a live lookup, generated ones by identity. */
  elementsFor(id: string): Element[];
  /** The open shadow roots the last build walked. */
  shadowRoots(): readonly ShadowRoot[];
  /**
   * `next` took `old`'s place (an instant tag change, or its undo): it carries `old`'s generated id
   * from now on, so a redo or any request naming that id finds it before the next build.
   */
  replaced(old: Element, next: Element): void;
}

/**
 * The elements of `scope` (not inside its shadow roots) named `id` by their class or their
 * `data-codebase-id`, in document order. Two queries, not one selector list: engines answer a single
 * class or attribute selector by a quick scan, and a list by matching every element against the
 * whole list — 14× slower in Chromium at 10,000 elements (0.70 against 0.05 ms; Firefox 23×,
 * WebKit 3×), and the instant updater asks this for each of its updates on every change
 * (bench/README.md, "The editing runtime").
 */
function namedIn(scope: Document | ShadowRoot, id: string): Element[] {
  // Ids hold only [A-Za-z0-9_-]; CSS.escape handles a leading digit.
  const byClass = [...scope.querySelectorAll(`.${CSS.escape(id)}`)];
  const byAttribute = scope.querySelectorAll(`[${CODEBASE_ID_ATTRIBUTE}="${id}"]`);
  if (byAttribute.length === 0) return byClass;
  if (byClass.length === 0) return [...byAttribute];
  // Both (rare): one list in document order, an element named both ways once.
  const all = [...new Set([...byClass, ...byAttribute])];
  return all.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

export function createElementIds(doc: Document): ElementIds {
  const kept = new WeakMap<Element, string>();
  let byId = new Map<string, Element>();
  let roots: ShadowRoot[] = [];

  function elementsFor(id: string): Element[] {
    if (!isValidId(id)) return [];
    if (id.startsWith(GENERATED_ID_PREFIX)) {
      const el = byId.get(id);
      return el?.isConnected ? [el] : [];
    }
    const found = namedIn(doc, id);
    for (const root of roots) if (root.host.isConnected) found.push(...namedIn(root, id));
    return found;
  }

  return {
    elementsFor,
    shadowRoots: () => roots,
    replaced(old, next) {
      const id = kept.get(old);
      if (id === undefined) return;
      kept.set(next, id);
      if (byId.get(id) === old) byId.set(id, next);
    },
    startBuild: () => build(false),
    extendBuild: () => build(true),
  };

  function build(extend: boolean): IdBuild {
    const current = new Map<string, Element>();
    const foundRoots: ShadowRoot[] = [];
    /** Taken: by another element of this build, or by a live element of the last one that this build has yet to reach. */
    const taken = (id: string, el: Element) => {
      const holder = current.get(id) ?? byId.get(id);
      return holder !== undefined && holder !== el && (current.has(id) || holder.isConnected);
    };
    return {
      generated(el, hash) {
        let id = kept.get(el);
        if (id === undefined || current.has(id)) {
          const base = `${GENERATED_ID_PREFIX}${(hash[0] >>> 0).toString(36)}${(hash[1] >>> 0).toString(36).padStart(7, '0')}`;
          id = base;
          for (let n = 2; taken(id, el); n++) id = `${base}-${n}`;
          kept.set(el, id);
        }
        current.set(id, el);
        return id;
      },
      shadowRoot(root) {
        foundRoots.push(root);
      },
      finish() {
        if (extend) {
          for (const [id, el] of current) byId.set(id, el);
          for (const root of foundRoots) if (!roots.includes(root)) roots.push(root);
        } else {
          byId = current;
          roots = foundRoots;
        }
      },
    };
  }
}
