// The DOM of one outline (a box exactly the target's size, its line drawn inside) and of one label
// (the name-and-size badge, optionally followed by a button). Nodes are created once and reused,
// so a button keeps its identity between re-measures (a click that straddles one still lands).
import type { Box } from './geometry';

export type OutlineKind = 'hover' | 'selection' | 'member' | 'move';

/** Class names the tests (and devtools users) can rely on: `outline hover|selection|member|move` (`member rendering` for another rendering of the selection), `label`, `badge`. */
export function createOutline(doc: Document, kind: OutlineKind): HTMLDivElement {
  const outline = doc.createElement('div');
  outline.className = `outline ${kind}`;
  return outline;
}

export function placeOutline(outline: HTMLElement, box: Box, isComponent: boolean): void {
  outline.classList.toggle('component', isComponent);
  const style = outline.style;
  style.left = `${box.left}px`;
  style.top = `${box.top}px`;
  style.width = `${box.width}px`;
  style.height = `${box.height}px`;
}

export interface Label {
  readonly root: HTMLDivElement;
  readonly badge: HTMLSpanElement;
  /** Sets the text and colour; `extra` (e.g. a button) follows the badge, null removes it. */
  fill(text: string, isComponent: boolean, extra: HTMLElement | null): void;
  place(left: number, top: number): void;
  /** The widest the label may be (the viewport's width): a longer badge text ends in an ellipsis. */
  limit(maxWidth: number): void;
}

export function createLabel(doc: Document, kind: 'hover' | 'selection'): Label {
  const root = doc.createElement('div');
  root.className = `label ${kind}`;
  const badge = doc.createElement('span');
  badge.className = 'badge';
  root.append(badge);
  return {
    root,
    badge,
    fill(text, isComponent, extra) {
      if (badge.textContent !== text) badge.textContent = text;
      root.classList.toggle('component', isComponent);
      const current = badge.nextElementSibling;
      if (current === extra) return;
      current?.remove();
      if (extra) root.append(extra);
    },
    place(left, top) {
      root.style.left = `${left}px`;
      root.style.top = `${top}px`;
    },
    limit(maxWidth) {
      root.style.maxWidth = `${Math.max(0, maxWidth)}px`;
    },
  };
}
