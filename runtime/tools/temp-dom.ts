// Temporary page changes an editor makes while a designer drags (docs/protocol.md §4 tempMoveElement,
// tempAddDiv) and the codebase-id swap after the source changed (updateCodebaseIds). They last until
// the next refresh replaces the page; stop() removes the placeholder the runtime added.
import { RUNTIME_CLASS_PREFIX } from '../shared/injected';

const TEMP_DIV_CLASS = `${RUNTIME_CLASS_PREFIX}temp-div`;

export interface TempDom {
  /** Moves `element` to position `newIndex` among its parent's element children. */
  moveToIndex(element: Element, newIndex: number): void;
  /** Shows an empty box of the given size at `index` inside `parent` (one at a time). */
  addPlaceholder(parent: Element, index: number, width: number, height: number): void;
  /**
   * Replaces codebase-id classes (old → new, checked ids), all at once: a map that swaps two ids
   * swaps them. Returns how many elements changed.
   */
  renameCodebaseIds(doc: Document, prevIdToNewId: ReadonlyMap<string, string>): number;
  clear(): void;
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0) throw new Error('index must be a whole number of 0 or more');
}

export function createTempDom(doc: Document): TempDom {
  let placeholder: HTMLDivElement | null = null;

  return {
    moveToIndex(element, newIndex) {
      checkIndex(newIndex);
      const parent = element.parentElement;
      if (!parent) throw new Error('The element has no parent to move within');
      const siblings = [...parent.children].filter((child) => child !== element && child !== placeholder);
      parent.insertBefore(element, siblings[newIndex] ?? null);
    },
    addPlaceholder(parent, index, width, height) {
      checkIndex(index);
      for (const [name, value] of [['width', width], ['height', height]] as const) {
        if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more`);
      }
      placeholder ??= doc.createElement('div');
      placeholder.className = TEMP_DIV_CLASS;
      placeholder.style.cssText = `width:${width}px;height:${height}px;flex:none;box-sizing:border-box`;
      const siblings = [...parent.children].filter((child) => child !== placeholder);
      parent.insertBefore(placeholder, siblings[index] ?? null);
    },
    renameCodebaseIds(document, prevIdToNewId) {
      // Every element is found before any class changes, so one rename cannot feed the next.
      const found = [...prevIdToNewId].map(([from, to]) => [from, to, [...document.getElementsByClassName(from)]] as const);
      let changed = 0;
      for (const [from, to, elements] of found) {
        for (const element of elements) {
          element.classList.replace(from, to);
          changed++;
        }
      }
      return changed;
    },
    clear() {
      placeholder?.remove();
      placeholder = null;
    },
  };
}
