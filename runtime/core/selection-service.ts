// Hover and selection, owned: the elements the tree's keys name, every change through the reducer of
// frame/selection.ts, the events the editor hears, and the selection following its elements when a
// build gives their keys to others. It draws nothing: the editing surface (the tools) redraws when told.
import type { ElementIds } from '../shared/element-ids';
import type { OutlineTarget } from '../tools/overlay/layer';
import type { Messenger } from './messenger';
import { next, selectedKeys, type Selection, type SelectionAction, type SelectionEvent } from './frame/selection';
import type { FrameState } from './frame/state';

const OUTER_HTML_CAP = 1024 * 1024;

/** An element's markup for the editor, unless it is too large to post. */
export function ownOuterHTML(element: Element): string | undefined {
  const html = element.outerHTML;
  return html.length <= OUTER_HTML_CAP ? html : undefined;
}

/** The hovered and selected elements themselves, held across a build (keys name places, which a build may give to others). */
export interface HeldElements {
  hovered: Element | null;
  selected: Element | null;
  multiSelected: (Element | null)[];
}

export interface SelectionServiceOptions {
  doc: Document;
  state: FrameState;
  messenger: Pick<Messenger, 'post'>;
  ids: ElementIds;
  /** Hover or selection changed: the surface redraws. */
  changed(): void;
  /** The change ends the text being edited. */
  endTextEdit(): void;
}

export interface SelectionService {
  elementFor(key: string | null): Element | null;
  /** The key of the nearest node at or above `target`, across shadow roots; the page's body counts as nothing. */
  keyForNode(target: EventTarget | null): string | null;
  targetFor(key: string | null): OutlineTarget | null;
  /** The selected elements as the overlay outlines them. */
  selectedTargets(): OutlineTarget[];
  /** Every element rendering the source element of `key`'s node (a list's cards), itself included. */
  renderingsOf(key: string | null): Element[];
  areSiblings(a: string, b: string): boolean;
  change(action: SelectionAction): void;
  hold(): HeldElements;
  /** After a build: hover and selection move to the keys their elements have now. */
  follow(held: HeldElements): void;
  /** An instant update put `replacement` in `old`'s place (CHANGE_TAG): the selection moves with it. */
  replaced(old: Element, replacement: Element): void;
}

export function createSelectionService({ doc, state, messenger, ids, changed, endTextEdit }: SelectionServiceOptions): SelectionService {
  const replacedBy = new WeakMap<Element, Element>();
  let renderingsFound: { key: string; nav: unknown; elements: Element[] } | null = null;

  const elementFor = (key: string | null): Element | null => (key ? state.nav?.elementByKey.get(key) ?? null : null);

  function renderingsOf(key: string | null): Element[] {
    const nav = state.nav;
    const element = elementFor(key);
    const node = key ? nav?.nodeByKey.get(key) : undefined;
    if (!key || !nav || !element || !node) return [];
    // Looked up once per key and build: hovering redraws the selection often.
    if (renderingsFound?.key !== key || renderingsFound.nav !== nav) {
      const found = ids.elementsFor(node.tempoElement.codebaseId);
      renderingsFound = { key, nav, elements: found.includes(element) ? found : [element, ...found] };
    }
    return renderingsFound.elements;
  }

  /** The key `element` (or what replaced it) has in the tree now; null when it left the page or the tree. */
  function keyNow(element: Element | null): string | null {
    const nav = state.nav;
    const seen = new Set<Element>();
    while (element && nav && !nav.keyByElement.has(element) && !seen.has(element)) {
      seen.add(element);
      element = replacedBy.get(element) ?? null;
    }
    const key = element ? nav?.keyByElement.get(element) : undefined;
    return key === undefined || element === doc.body ? null : key;
  }

  function post(event: SelectionEvent, followed: Selection | null): void {
    const { hovered, selected, multiSelected } = state.selection;
    if (event === 'HOVERED_ELEMENT_KEY') return messenger.post(event, { elementKey: hovered, ...(followed ? { previousKey: followed.hovered } : {}) });
    if (event === 'MULTI_SELECTED_ELEMENT_KEYS') {
      return messenger.post(event, {
        elementKeys: [...multiSelected],
        outerHTMLs: multiSelected.map((key) => {
          const element = elementFor(key);
          return element ? ownOuterHTML(element) ?? '' : '';
        }),
        ...(followed ? { previousKeys: [...followed.multiSelected] } : {}),
      });
    }
    const element = elementFor(selected);
    messenger.post(event, {
      elementKey: selected,
      ...(element ? { outerHTML: ownOuterHTML(element), renderings: renderingsOf(selected).length } : {}),
      ...(followed ? { previousKey: followed.selected } : {}),
    });
  }

  function change(action: SelectionAction): void {
    const before = state.selection;
    const { state: selection, events, endTextEdit: ends } = next(before, action);
    if (selection === before) return;
    if (ends) endTextEdit();
    state.selection = selection;
    // A key that follows an element names the key it replaces: an editor that has moved on since ignores it.
    const followed = action.type === 'follow' ? before : null;
    for (const event of events) post(event, followed);
    changed();
  }

  function targetFor(key: string | null): OutlineTarget | null {
    const element = elementFor(key);
    const node = key ? state.nav?.nodeByKey.get(key) : undefined;
    if (!element || !node) return null;
    // The tree's root keeps its wire name (`Storyboard`, docs/protocol.md); a designer sees the page.
    return { element, name: node.parent === null ? 'Page' : node.name, isComponent: node.isComponent };
  }

  return {
    elementFor,
    renderingsOf,
    change,
    targetFor,
    selectedTargets: () => selectedKeys(state.selection).map(targetFor).filter((target): target is OutlineTarget => target !== null),
    keyForNode(target) {
      const nav = state.nav;
      if (!nav) return null;
      let element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
      while (element) {
        const key = nav.keyByElement.get(element);
        if (key !== undefined) return element === doc.body ? null : key;
        const parent: Node | null = element.parentNode;
        element = parent instanceof Element ? parent : parent instanceof ShadowRoot ? parent.host : null;
      }
      return null;
    },
    areSiblings(a, b) {
      const nodes = state.nav?.nodeByKey;
      const nodeA = nodes?.get(a);
      const nodeB = nodes?.get(b);
      return !!nodeA && !!nodeB && nodeA.parent === nodeB.parent;
    },
    hold() {
      const { hovered, selected, multiSelected } = state.selection;
      return { hovered: elementFor(hovered), selected: elementFor(selected), multiSelected: multiSelected.map(elementFor) };
    },
    follow(held) {
      change({ type: 'follow', hovered: keyNow(held.hovered), selected: keyNow(held.selected), multiSelected: held.multiSelected.map(keyNow) });
    },
    replaced(old, replacement) {
      replacedBy.set(old, replacement);
    },
  };
}
