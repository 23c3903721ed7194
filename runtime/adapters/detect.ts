// Which framework renders the page, for `data-adapter="auto"`: read from the markers each framework
// leaves on its root container, so it imports no adapter and ships in the size-budgeted core.
//
// Strategy: only the nodes where apps are usually mounted are checked, never the whole page: the
// document, <html>, <body>, the first children of <body>, and the first elements with an id (which is
// how mount points are usually found). An app mounted deeper, on an element without id, is missed
// (then `auto` finds no framework and the page should name its adapter). Container frameworks win over
// Lit: Lit components are often leaves inside another framework's app.

export type Framework = 'react' | 'preact' | 'vue' | 'lit';

const MAX_CHILDREN = 32;
const MAX_WITH_ID = 128;

function containerFramework(node: object): Framework | null {
  try {
    const record = node as Record<string, unknown>;
    // Vue 3: `app.mount()` marks the container; `render()` leaves the root vnode on it.
    if (record.__vue_app__ || (record._vnode as { __v_isVNode?: unknown } | null)?.__v_isVNode === true) return 'vue';
    // Preact 10/11: `render()` stores the root vnode as (mangled) `_children`, a vnode with `_dom`.
    const preact = record.__k;
    if (typeof preact === 'object' && preact !== null && '__e' in preact && 'props' in preact) return 'preact';
    // React 17–19 mark the container with a per-copy key; React 16 legacy roots use a fixed one.
    if ('_reactRootContainer' in record) return 'react';
    for (const key of Object.keys(record)) if (key.startsWith('__reactContainer$')) return 'react';
  } catch {
    // A hostile node (throwing getter or proxy) says nothing.
  }
  return null;
}

function isLitElement(element: Element): boolean {
  try {
    return 'renderRoot' in element && (element.constructor as { elementProperties?: unknown }).elementProperties !== undefined;
  } catch {
    return false;
  }
}

export function detectFramework(doc: Document): Framework | null {
  const body = doc.body;
  const candidates: object[] = [doc, doc.documentElement, body].filter((node) => node !== null);
  const children = body ? body.children : [];
  for (let i = 0; i < children.length && i < MAX_CHILDREN; i++) candidates.push(children[i]!);
  const withId = doc.querySelectorAll('[id]');
  for (let i = 0; i < withId.length && i < MAX_WITH_ID; i++) candidates.push(withId[i]!);

  for (const node of candidates) {
    const framework = containerFramework(node);
    if (framework) return framework;
  }
  // Lit's own version registry on the page's window, else an upgraded Lit element among the candidates.
  const versions = (doc.defaultView as { litElementVersions?: unknown } | null)?.litElementVersions;
  if (Array.isArray(versions) && versions.length > 0) return 'lit';
  // nodeType, not instanceof: the document may belong to another frame.
  return candidates.some((node) => (node as Node).nodeType === 1 && isLitElement(node as Element)) ? 'lit' : null;
}
