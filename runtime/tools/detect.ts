// Which framework renders the page, for `data-adapter="auto"`: read from the markers each framework
// leaves on its root container, so it imports no adapter. It ships in the editing tools, loaded when an
// editor connects, which keeps the core every preview page loads small.
//
// Strategy: only the nodes where apps are usually mounted are checked, never the whole page: the
// document, <html>, <body>, the first children of <body>, the first elements with an id (which is
// how mount points are usually found) and Astro's islands (`<astro-island>`, each its framework's root). An app mounted deeper, on an element without id, is missed
// (then `auto` finds no framework and the page should name its adapter). Container frameworks win over
// Svelte and Lit: Lit components are often leaves inside another framework's app.
//
// Svelte 5 marks no container. Its dev-mode output (`dev: true`) leaves `__svelte_meta` on each element
// it creates, so the mount points' element children are checked too. Its runtime, in every mode, adds
// its major version to `window.__svelte.v` (a Set; svelte/internal/disclose-version, imported by every
// compiled component unless `discloseVersion: false`): a page with that and no metadata is a Svelte
// page built without `dev: true`. It gets no adapter (there is nothing for one to read) and a reason
// that says so, which initProject's adapter report passes on to the editor.
//
// Angular marks its root component's host with `ng-version` in every build; only its development mode
// puts the debugging functions the angular adapter reads (`ng.getComponent`, …) on the window. A page
// with the attribute and without them is a production build: no adapter, and a reason, as for Svelte.
//
// Qwik marks its container (`<html q:container>`, or the element it rendered into) in every build.

export type FrameworkName = 'react' | 'preact' | 'vue' | 'svelte' | 'lit' | 'angular' | 'qwik';

/** What `auto` found: a framework, or none and why (a sentence for the editor's designer). */
export type Detection = { name: FrameworkName } | { name: null; reason: string };

export const NO_FRAMEWORK = 'no framework detected';
export const SVELTE_WITHOUT_DEV = 'Svelte page built without dev: true: no component metadata';
export const ANGULAR_PRODUCTION = 'Angular production build: components are not exposed';

const MAX_CHILDREN = 32;
const MAX_WITH_ID = 128;
/** Elements looked at for Svelte's dev metadata on a page whose window says Svelte 5 runs there. */
const MAX_SCANNED = 2_000;

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

/**
 * Whether Svelte 5's dev-mode output created this element: an own `__svelte_meta` holding a `loc` and
 * a `parent` (its dev stack, maybe null). Svelte 4's has no `parent`: that page is told apart by its version.
 */
function hasSvelteMeta(node: object): boolean {
  try {
    if (!Object.hasOwn(node, '__svelte_meta')) return false;
    const meta: unknown = (node as { __svelte_meta?: unknown }).__svelte_meta;
    return isMarker(meta) && isMarker((meta as { loc?: unknown }).loc) && 'parent' in meta;
  } catch {
    return false;
  }
}

/** The major versions of Svelte that registered themselves on the page's window (`window.__svelte.v`). */
function svelteVersions(doc: Document): string[] {
  try {
    const registry: unknown = (doc.defaultView as { __svelte?: { v?: unknown } } | null)?.__svelte?.v;
    // Set.prototype.forEach only accepts a real Set (one from another frame too): a look-alike throws.
    const versions: string[] = [];
    Set.prototype.forEach.call(registry, (version: unknown) => {
      if (typeof version === 'string') versions.push(version);
    });
    return versions;
  } catch {
    return [];
  }
}

/** Angular's development-mode functions on the page's window (`window.ng`), or its root's `ng-version` alone, or neither (null). */
function angular(doc: Document): Detection | null {
  try {
    const ng: unknown = (doc.defaultView as { ng?: unknown } | null)?.ng;
    if (isMarker(ng) && typeof (ng as { getComponent?: unknown }).getComponent === 'function') return { name: 'angular' };
  } catch {
    // A hostile `ng` (throwing getter or proxy) says nothing.
  }
  return doc.querySelector('[ng-version]') ? { name: null, reason: ANGULAR_PRODUCTION } : null;
}

/** The framework of the page, or null: `detect(doc).name`. */
export function detectFramework(doc: Document): FrameworkName | null {
  return detect(doc).name;
}

/** Which framework renders the page, or why none was found. */
export function detect(doc: Document): Detection {
  const body = doc.body;
  const candidates: object[] = [doc, doc.documentElement, body].filter((node) => node !== null);
  const children = body ? body.children : [];
  for (let i = 0; i < children.length && i < MAX_CHILDREN; i++) candidates.push(children[i]!);
  const withId = doc.querySelectorAll('[id]');
  for (let i = 0; i < withId.length && i < MAX_WITH_ID; i++) candidates.push(withId[i]!);
  // Astro hydrates each island into its own <astro-island> element, wherever it sits in the page.
  const islands = doc.getElementsByTagName('astro-island');
  for (let i = 0; i < islands.length && i < MAX_WITH_ID; i++) candidates.push(islands[i]!);

  for (const node of candidates) {
    const framework = containerFramework(node);
    if (framework) return { name: framework };
  }
  // Svelte renders into its mount point: the candidates' first children are what it created.
  for (const node of candidates) {
    if (hasSvelteMeta(node)) return { name: 'svelte' };
    // nodeType, not instanceof: the document may belong to another frame.
    const children = (node as Node).nodeType === 1 ? (node as Element).children : null;
    for (let i = 0; children && i < children.length && i < MAX_CHILDREN; i++) if (hasSvelteMeta(children[i]!)) return { name: 'svelte' };
  }
  // Lit's own version registry on the page's window, else an upgraded Lit element among the candidates.
  const versions = (doc.defaultView as { litElementVersions?: unknown } | null)?.litElementVersions;
  if (Array.isArray(versions) && versions.length > 0) return { name: 'lit' };
  if (candidates.some((node) => (node as Node).nodeType === 1 && isLitElement(node as Element))) return { name: 'lit' };
  const ng = angular(doc);
  if (ng) return ng;
  if (doc.querySelector('[q\\:container]')) return { name: 'qwik' };
  const svelte = svelteVersions(doc);
  if (svelte.includes('5')) {
    // Svelte's runtime is on the page: before saying it was built without metadata, look further than
    // the mount points' children (a bounded scan, only on Svelte pages).
    const elements = body ? body.getElementsByTagName('*') : [];
    for (let i = 0; i < elements.length && i < MAX_SCANNED; i++) if (hasSvelteMeta(elements[i]!)) return { name: 'svelte' };
    return { name: null, reason: SVELTE_WITHOUT_DEV };
  }
  if (svelte.length > 0) return { name: null, reason: `Svelte ${svelte.join(', ')} page: the svelte adapter reads Svelte 5's dev-mode metadata` };
  return { name: null, reason: NO_FRAMEWORK };
}
