// Svelte 5 adapter: reads the metadata the Svelte compiler's `dev: true` output leaves on each element
// it creates, so the runtime needs no Svelte import. Every field is `unknown` and narrowed before use:
// the page may run another version, or not be Svelte at all, and then the answer is null.
//
// What Svelte 5 leaves on the page (checked in svelte 5.57.3, src/internal/client/dev/elements.js,
// context.js, dom/blocks/svelte-element.js, and the compiler's client transform):
// - on each element a template creates, when compiled with `dev: true`: an own `__svelte_meta` =
//   `{ loc: { file, line, column }, parent }`, where `loc` is where the element is written and
//   `parent` the "dev stack" current when it was created: a chain of plain objects
//   `{ type: 'component' | 'if' | 'each' | 'await' | 'key' | 'render', file, line, column, parent }`,
//   a component's entry also holding `componentTag` (the tag as written: `PriceCard`, `ui.Card`).
//   An entry's `file` is the file in which that tag or block is written, so a component's own file is
//   the `file` of the entry just inside it (or the element's `loc.file`), and the root component (the
//   one `mount()` was given) has no entry: it is the `file` of the outermost one.
// - nothing else: Svelte 5 keeps a component's props, state and context in closures of its compiled
//   function and in module-private variables of its runtime (`component_context`), and no element,
//   entry or global points at them. Svelte 4's dev events (`SvelteRegisterComponent`) are gone and no
//   devtools hook replaced them (sveltejs/svelte#11389, open). So a component is found and named, but
//   its props cannot be read unless the build exposed them: the package's codebase-id plugin, with
//   `svelteProps` (on in Vite's dev server), gives each root element of a component an attachment that
//   leaves a reader of its current props (`__svelte_props`); without it the answer is `props: {}`.
//   State is always `null`, and elements have no props of their own here (`propsOfElement` is null:
//   their attributes stand in).
// Builds without `dev: true` leave no metadata at all; the framework detection says so (tools/detect.ts).
//
// Only these plain objects are read, never a Svelte signal or `$state` proxy: reading them cannot run
// or schedule anything in the app.
import { ancestorNodes, asObject, copyKeys, MAX_CHAIN, MAX_NODES, nonEmptyString, readKey, safely } from './internals';
import type { ComponentAdapter, ComponentInstance } from './types';

/** The `__svelte_meta` fields this adapter reads. */
interface Meta {
  readonly loc?: unknown;
  readonly parent?: unknown;
}

/** A dev stack entry's fields this adapter reads. */
interface Entry {
  readonly type?: unknown;
  readonly file?: unknown;
  readonly componentTag?: unknown;
  readonly parent?: unknown;
}

/** The element's own metadata; an inherited value (Svelte's dev runtime sets `null` on Element.prototype) is not. */
export function metaOf(node: Node): Meta | null {
  return safely(() => (Object.hasOwn(node, '__svelte_meta') ? asObject(readKey(node, '__svelte_meta')) : null));
}

/** `src/lib/PriceCard.svelte` → `PriceCard`. */
function baseName(file: unknown): string | null {
  const path = nonEmptyString(file);
  const name = path?.split(/[\\/]/).pop()?.replace(/\.[^.]*$/, '');
  return name ? name : null;
}

/** The names a component answers to: its tag as written, the last part of a dotted tag (`ui.Card`), its file's base name. */
function namesOf(tag: string | null, file: unknown): string[] {
  const names: string[] = [];
  if (tag) names.push(tag, tag.slice(tag.lastIndexOf('.') + 1));
  const base = baseName(file);
  if (base) names.push(base);
  return names;
}

/**
 * The components around an element, nearest first, as the names each answers to; `visit` returns true
 * to stop. Walks the element's dev stack; `seen` entries (walked for another element) end the walk, so a
 * scan of the page walks each entry once. The root component comes last, unless the walk was cut.
 */
function walkComponents(meta: Meta, visit: (names: string[]) => boolean, seen: Set<object> = new Set()): boolean {
  // The file in which the entry being looked at renders its content: where the previous link is written.
  let file: unknown = safely(() => readKey(asObject(meta.loc) ?? {}, 'file'));
  let entry: Entry | null = safely(() => asObject(meta.parent));
  for (let steps = 0; entry && steps < MAX_CHAIN; steps++) {
    if (seen.has(entry)) return false;
    seen.add(entry);
    const current: Entry = entry;
    const found = safely(() => (current.type === 'component' ? visit(namesOf(nonEmptyString(current.componentTag), file)) : false));
    if (found) return true;
    file = safely(() => current.file);
    entry = safely(() => asObject(current.parent));
  }
  // Past the outermost entry: the component mount() rendered, known by its file alone.
  return entry === null && visit(namesOf(null, file));
}

/**
 * The props a root element of a component instance exposes (`__svelte_props`, a reader the package's
 * codebase-id plugin adds with `svelteProps`, see runtime/README.md), when that instance answers to
 * `componentName`; null otherwise. The reader returns the props' current values; calling it outside any
 * effect subscribes to nothing.
 */
function exposedProps(node: Node, componentName: string): Record<string, unknown> | null {
  return safely(() => {
    if (!Object.hasOwn(node, '__svelte_props')) return null;
    const reader = readKey(node, '__svelte_props');
    const meta = metaOf(node);
    if (typeof reader !== 'function' || !meta) return null;
    // The instance this element is a root of: the nearest component entry on its dev stack (none: the mounted root).
    let names: string[] | null = null;
    walkComponents(meta, (found) => ((names = found), true));
    if (!names || !(names as string[]).includes(componentName)) return null;
    const props = asObject(reader.call(undefined));
    return props ? copyKeys({}, props, Object.keys(props)) : null;
  });
}

/** The component's props where the plugin exposed them (the instance's nearest root element at or above `element`, or any, by name). */
function describe(name: string, props: Record<string, unknown> | null): ComponentInstance {
  // Without the plugin's reader, props and state live in Svelte's closures (see the top of this file):
  // nothing to report, and no guess either; `state: null` rather than `{}`, which would claim the
  // component has none. Svelte 5 has no per-instance state object to read even with the reader.
  return { name, props: props ?? {}, state: null };
}

export const svelteAdapter: ComponentAdapter = {
  name: 'svelte',

  findComponentForElement(element, componentName) {
    try {
      // An element Svelte did not create (e.g. one added by an instant update) belongs to its nearest
      // ancestor that Svelte created.
      const ancestors = ancestorNodes(element);
      for (const node of ancestors) {
        const meta = metaOf(node);
        if (!meta) continue;
        if (!walkComponents(meta, (names) => names.includes(componentName))) return null;
        let props: Record<string, unknown> | null = null;
        for (const ancestor of ancestors) if ((props = exposedProps(ancestor, componentName))) break;
        return describe(componentName, props);
      }
      return null;
    } catch {
      return null;
    }
  },

  findComponentByName(doc, componentName) {
    try {
      // The document's elements in order, and open shadow roots' (a Svelte app may mount into one);
      // each dev stack entry is walked once.
      const seen = new Set<object>();
      const scopes: Array<Document | ShadowRoot> = [doc];
      let visited = 0;
      while (scopes.length > 0) {
        const elements = scopes.shift()!.querySelectorAll('*');
        for (let i = 0; i < elements.length; i++) {
          if (++visited > MAX_NODES) return null;
          const element = elements[i]!;
          const meta = metaOf(element);
          if (meta && walkComponents(meta, (names) => names.includes(componentName), seen)) {
            // The instance's props, from the first of its root elements that exposes them.
            let props: Record<string, unknown> | null = null;
            for (const candidate of ancestorNodes(element)) if ((props = exposedProps(candidate, componentName))) break;
            if (!props) for (let j = i; j < elements.length && !props; j++) props = exposedProps(elements[j]!, componentName);
            return describe(componentName, props);
          }
          const shadow = safely(() => element.shadowRoot);
          if (shadow) scopes.push(shadow);
        }
      }
      return null;
    } catch {
      return null;
    }
  },

  propsOfElement() {
    // Svelte keeps no per-element record of what its template bound (see the top of this file).
    return null;
  },
};
