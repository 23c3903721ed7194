// Qwik adapter: reads what a Qwik 1 page carries in its markup, so the runtime needs no Qwik import.
// A Qwik page is rendered on the server and resumes in the browser without rendering again, so most
// components never run there: what names them is in the page's text, not in live objects.
//
// What Qwik leaves on the page (checked in @builder.io/qwik 1.20, core.mjs and qwikloader.js):
// - each component's output between two comments, `<!--qv q:id=4 q:key=W3SG:2F_4-->` and `<!--/qv-->`
//   (virtual elements). A component's key starts with the first four characters of its render
//   function's hash and a colon (`componentQrl`); other virtual elements (fragments, projected slots)
//   have keys without a colon, or none;
// - symbol names of the page's lazily loaded functions, `<Name>_component_<hash>` for a component's
//   render function when the optimizer kept names (development builds; production builds call every
//   symbol `s_<hash>`): in the `qwik/json` script (components whose state the page serialized), in the
//   URLs of the chunks the browser loaded (`root.tsx_PriceCard_component_F6RjlLvaIkU.js`), and, once
//   a component ran in the browser, on its virtual element (`open.__virtual._qc_.$componentQrl$`).
// A component answers to its name when one of those names its hash, and always to its hash's four
// characters (what a production build leaves). Props and state stay serialized until the app resumes
// and are Qwik's to read: the adapter reports none.
import { asObject, MAX_CHAIN, MAX_NODES, nonEmptyString, readKey, safely } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** A component's render symbol in a development build: `PriceCard_component_F6RjlLvaIkU` (after `#`, a path or a file's `.tsx_`). */
const RENDER_SYMBOL = /(?:\.[a-z]+_|^|[^\w$])([A-Za-z$][\w$]*?)_component_([A-Za-z0-9]{11})(?![\w$])/g;
/** How much of the page's text is read for symbol names. */
const MAX_TEXT = 2_000_000;

/** The key hash of a virtual element's open comment (`qv q:id=4 q:key=W3SG:2F_4` → `W3SG`), or null when it is no component's. */
function componentHash(comment: Comment): string | null {
  const match = /(?:^| )q:key=([^: ]+):/.exec(comment.data);
  return match ? match[1]! : null;
}

const isOpen = (node: Node): node is Comment => node.nodeType === 8 && (node as Comment).data.startsWith('qv ');
const isClose = (node: Node): boolean => node.nodeType === 8 && (node as Comment).data === '/qv';

/** The open comments of the component virtual elements around `node`, innermost first. */
function componentsAround(node: Node): Comment[] {
  const found: Comment[] = [];
  let visited = 0;
  for (let current: Node | null = node; current && current.nodeType !== 9; current = current.parentNode) {
    // Siblings before `current`: a close seen first hides its open; an open not closed holds `current`.
    let closed = 0;
    for (let sibling = current.previousSibling; sibling && visited < MAX_NODES; sibling = sibling.previousSibling, visited++) {
      if (isClose(sibling)) closed++;
      else if (isOpen(sibling)) {
        if (closed > 0) closed--;
        else if (componentHash(sibling)) found.push(sibling);
      }
    }
  }
  return found;
}

/** The components the text names, as [hash prefix, name] pairs. */
function renderSymbols(text: string): Array<[string, string]> {
  // A component declared inside another's body: `App_component_Inner` is Inner.
  return [...text.slice(0, MAX_TEXT).matchAll(RENDER_SYMBOL)].map(([, path, hash]) => [hash!.slice(0, 4), path!.split('_component_').pop()!]);
}

function addSymbols(names: Map<string, Set<string>>, text: string): void {
  for (const [key, name] of renderSymbols(text)) {
    const set = names.get(key) ?? new Set<string>();
    set.add(name);
    names.set(key, set);
  }
}

/** The render symbol Qwik recorded on a virtual element that ran in the browser, or null. */
function resumedSymbol(open: Comment): string | null {
  return safely(() => {
    const virtual = asObject(readKey(open, '__virtual'));
    const context = virtual && asObject(readKey(virtual, '_qc_'));
    const qrl = context && asObject(readKey(context, '$componentQrl$'));
    return qrl && nonEmptyString(readKey(qrl, '$symbol$'));
  });
}

/** Every component name the document tells: its serialized state and the chunks its window loaded. */
function symbolNames(doc: Document): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const scripts = doc.querySelectorAll('script[type="qwik/json"]');
  for (let i = 0; i < scripts.length && i < MAX_CHAIN; i++) addSymbols(names, scripts[i]!.textContent ?? '');
  const resources = safely(() => doc.defaultView?.performance.getEntriesByType('resource') ?? null) ?? [];
  addSymbols(names, resources.map((entry) => entry.name).join('\n'));
  return names;
}

/** The names a component's virtual element answers to: the symbol names its hash has, and the hash itself. */
function namesOf(open: Comment, symbols: Map<string, Set<string>>): string[] {
  const hash = componentHash(open)!;
  const names = new Set(symbols.get(hash));
  const resumed = resumedSymbol(open);
  for (const [key, name] of resumed ? renderSymbols(`#${resumed}`) : []) if (key === hash) names.add(name);
  return [...names, hash];
}

const describe = (name: string): ComponentInstance => ({ name, props: {}, state: null });

/** The open comments of every component virtual element in the document, in document order. */
function* componentComments(doc: Document): Generator<Comment> {
  const walker = doc.createTreeWalker(doc, 128 /* NodeFilter.SHOW_COMMENT */);
  for (let node = walker.nextNode(), seen = 0; node && seen < MAX_NODES; node = walker.nextNode(), seen++) {
    if (isOpen(node) && componentHash(node)) yield node;
  }
}

export const qwikAdapter: ComponentAdapter = {
  name: 'qwik',

  findComponentForElement(element, componentName) {
    try {
      const around = componentsAround(element);
      if (around.length === 0) return null;
      const symbols = symbolNames(element.ownerDocument);
      for (const open of around) if (namesOf(open, symbols).includes(componentName)) return describe(componentName);
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      const symbols = symbolNames(doc);
      for (const open of componentComments(doc)) if (namesOf(open, symbols).includes(componentName)) return describe(componentName);
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement() {
    // Serialized until the app resumes, and then Qwik's own proxies: not read (see the top of this file).
    return null;
  },
};
