// Reordering by dragging a row of the layers panel: press a row and move the pointer a few pixels to
// lift it; an insertion line between the rows shows where it lands (beside the neighbour whose block
// of rows is under the pointer, lib/layer-drop.ts), the canvas shows the bar in the page and says in
// words where it goes or why it cannot; Escape cancels, letting go drops. The line is drawn directly
// (not through React state), so a drag over a 10,000-row tree costs a division and a style change
// per pointer move, not a render of the panel.
import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { NavTreeNode } from '../../types';
import { findUsesIn } from '../lib/component-uses';
import type { DropVerdict } from '../lib/drop-check';
import { layerDropAt, measureRows, type LayerDrop, type LayerRows } from '../lib/layer-drop';
import { targetBeside, type DropTarget } from '../lib/tree';
import { feedbackFor } from '../state/drag';
import { pagePathOf } from '../state/selectors';
import type { Editor } from '../state/useEditor';

/** How far (px) the pointer moves before a press on a row becomes a drag (a click stays a click). */
const LIFT_PX = 5;
/** How close (px) to the panel's top or bottom edge the pointer scrolls it, and by how much per frame. */
const EDGE_PX = 28;
const SCROLL_STEP = 12;

interface RowLike {
  key: string;
  depth: number;
  node: NavTreeNode;
}

interface Drag {
  key: string;
  pointerId: number;
  startY: number;
  lifted: boolean;
  clientY: number;
  measured: LayerRows | null;
  drop: LayerDrop | null;
  target: DropTarget | null;
  verdict: DropVerdict | null;
  /** The place the canvas's bar shows now (sibling and side), so it is redrawn only when it changes. */
  shown: string;
  frame: number;
}

export interface LayerDrag {
  /** For each row's pointerdown. */
  onRowPointerDown(event: ReactPointerEvent, key: string): void;
  /** The insertion line, placed in the scrolling panel. */
  line: RefObject<HTMLDivElement>;
}

export function useLayerDrag(editor: Editor, rows: readonly RowLike[], rowHeight: number, list: RefObject<HTMLElement>, panel: RefObject<HTMLElement>): LayerDrag {
  const latest = useRef({ editor, rows });
  latest.current = { editor, rows };
  const line = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    const win = panel.current?.ownerDocument.defaultView ?? window;

    const hideLine = () => {
      if (line.current) line.current.hidden = true;
    };

    /** Where the pointer is over the rows now: the drop, its verdict, the line and the words. */
    const update = (d: Drag) => {
      const element = list.current;
      const { editor: current } = latest.current;
      const node = current.index.get(d.key);
      if (!element || !d.measured || !node) return;
      const drop = layerDropAt(d.measured, d.key, d.clientY - element.getBoundingClientRect().top, rowHeight);
      const parent = drop ? current.index.get(drop.parent) : undefined;
      const sibling = drop ? current.index.get(drop.sibling) : undefined;
      d.drop = drop;
      d.target = drop && parent && sibling ? targetBeside(parent, sibling, drop.position) : null;
      d.verdict = d.target ? current.actions.checkMove(d.key, d.target) : null;
      const { state } = current;
      const plain = !!state.lookups && findUsesIn(state.lookups, state.tree, pagePathOf(state, ''))(node) !== null;
      current.dispatch({ type: 'drag', drag: d.target ? feedbackFor(d.verdict, node, plain) : { allowed: false, message: 'Move the pointer over the layers to place it beside another row.' } });
      const lineElement = line.current;
      if (lineElement && drop && panel.current) {
        const top = element.getBoundingClientRect().top - panel.current.getBoundingClientRect().top + panel.current.scrollTop + drop.line.top;
        lineElement.hidden = false;
        lineElement.style.top = `${top - 1}px`;
        lineElement.style.left = `${10 + 4 + drop.line.depth * 12}px`;
        lineElement.dataset.allowed = String(d.verdict?.kind === 'move');
      } else hideLine();
      const shown = d.verdict?.kind === 'move' && d.target ? `${drop?.sibling} ${drop?.position}` : '';
      if (shown !== d.shown) {
        d.shown = shown;
        current.actions.showDropBar(d.verdict?.kind === 'move' ? d.verdict.target : null);
      }
    };

    /** Scrolls the panel while the pointer stays near its top or bottom edge. */
    const scrollNearEdges = () => {
      const d = drag.current;
      const element = panel.current;
      if (!d?.lifted || !element) return;
      const box = element.getBoundingClientRect();
      const step = d.clientY < box.top + EDGE_PX ? -SCROLL_STEP : d.clientY > box.bottom - EDGE_PX ? SCROLL_STEP : 0;
      if (step) {
        element.scrollTop += step;
        update(d);
      }
      d.frame = win.requestAnimationFrame(scrollNearEdges);
    };

    const end = () => {
      const d = drag.current;
      drag.current = null;
      if (!d) return;
      win.cancelAnimationFrame(d.frame);
      if (list.current?.hasPointerCapture(d.pointerId)) list.current.releasePointerCapture(d.pointerId);
      if (!d.lifted) return;
      hideLine();
      delete panel.current?.dataset.dragging;
      const { editor: current } = latest.current;
      current.dispatch({ type: 'drag', drag: null });
      if (d.shown) current.actions.showDropBar(null);
    };

    const lift = (d: Drag) => {
      const { editor: current, rows: shownRows } = latest.current;
      d.lifted = true;
      d.measured = measureRows(shownRows.map((row) => ({ key: row.key, depth: row.depth, parent: row.node.parent })));
      // Moves over the canvas (another document) still come here while the button is held.
      list.current?.setPointerCapture(d.pointerId);
      if (panel.current) panel.current.dataset.dragging = '';
      if (current.state.selected !== d.key || current.state.multi.length) current.actions.select(d.key);
      d.frame = win.requestAnimationFrame(scrollNearEdges);
    };

    const onMove = (event: PointerEvent) => {
      const d = drag.current;
      if (!d || event.pointerId !== d.pointerId) return;
      d.clientY = event.clientY;
      if (!d.lifted) {
        if (Math.abs(event.clientY - d.startY) < LIFT_PX) return;
        lift(d);
      }
      update(d);
    };
    const onUp = (event: PointerEvent) => {
      const d = drag.current;
      if (!d || event.pointerId !== d.pointerId) return;
      const { lifted, verdict, target, key } = d;
      end();
      if (lifted) swallowClick();
      // A refused place was said while dragging: nothing is sent for it.
      if (lifted && verdict?.kind === 'move' && target) void latest.current.editor.actions.moveTo(key, target);
    };
    /** The click a drop's release makes is no click on the row under the pointer (it would select that row). */
    const swallowClick = () => {
      const swallow = (event: MouseEvent) => {
        event.stopPropagation();
        event.preventDefault();
      };
      win.addEventListener('click', swallow, { capture: true, once: true });
      // A release outside the panel makes no click: the listener must not eat a later one.
      win.setTimeout(() => win.removeEventListener('click', swallow, { capture: true }), 0);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !drag.current?.lifted) return;
      // Escape ends the drag only: the selection stays.
      event.preventDefault();
      event.stopPropagation();
      end();
    };
    win.addEventListener('pointermove', onMove);
    win.addEventListener('pointerup', onUp);
    win.addEventListener('pointercancel', end);
    win.addEventListener('keydown', onKey, true);
    return () => {
      win.removeEventListener('pointermove', onMove);
      win.removeEventListener('pointerup', onUp);
      win.removeEventListener('pointercancel', end);
      win.removeEventListener('keydown', onKey, true);
      end();
    };
  }, [list, panel, rowHeight]);

  return {
    line,
    onRowPointerDown(event, key) {
      // The left button on the row itself (not its twisty); Shift-click adds to the selection instead.
      if (event.button !== 0 || event.shiftKey || (event.target as Element).closest('.twisty')) return;
      drag.current = { key, pointerId: event.pointerId, startY: event.clientY, clientY: event.clientY, lifted: false, measured: null, drop: null, target: null, verdict: null, shown: '', frame: 0 };
    },
  };
}
