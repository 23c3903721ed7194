// Which framework renders the page, for `data-adapter="auto"`: read from the markers each framework
// leaves on its root container, so it imports no adapter. It ships in the editing tools, loaded when an
// editor connects, which keeps the core every preview page loads small.
//
// Strategy: only the nodes where apps are usually mounted are checked, never the whole page: the
// document, <html>, <body>, the first children of <body>, and the first elements with an id (which is
// how mount points are usually found). An app mounted deeper, on an element without id, is missed
// (then `auto` finds no framework and the page should name its adapter). Container frameworks win over
// Lit: Lit components are often leaves inside another framework's app.

export type FrameworkName = 'react' | 'preact' | 'vue' | 'lit';

const MAX_CHILDREN = 32;
const MAX_WITH_ID = 128;

/**
 * A marker holds a framework object. A document also lists its named elements as keys (`<form
 * name="__k">` makes `document.__k` that form, or an HTMLCollection): those are not markers.
 */
function isMarker(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !('nodeType' in value) && !('namedItem' in value);
}

function containerFramework(node: object): FrameworkName | null {
  try {
    for (const key of Object.keys(node)) {
      const react = key.startsWith('__reactContainer$') || key === '_reactRootContainer';
      if (!react && key !== '__vue_app__' && key !== '_vnode' && key !== '__k') continue;
      const value: unknown = (node as Record<string, unknown>)[key];
      if (!isMarker(value)) continue;
      // React 17–19 mark the container with a per-copy key; React 16 legacy roots use a fixed one.
      if (react) return 'react';
      // Vue 3: `app.mount()` marks the container; `render()` leaves the root vnode on it.
      if (key === '__vue_app__' || (key === '_vnode' && (value as { __v_isVNode?: unknown }).__v_isVNode === true)) return 'vue';
      // Preact 10/11: `render()` stores the root vnode as (mangled) `_children`, a vnode with `_dom`.
      if (key === '__k' && '__e' in value && 'props' in value) return 'preact';
    }
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

export function detectFramework(doc: Document): FrameworkName | null {
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
