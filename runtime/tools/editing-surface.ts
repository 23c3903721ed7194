// The editing surface, owned: the overlay that outlines hover and selection, the pointer (hover, click,
// drag), text edited in place, drive mode's effect on them, and the hot updates a dev server announces
// (hot-updates.ts). It comes with the editing tools, so a page no editor connects to loads none of it;
// `stop` removes all it added.
import type { TreeElementLookup } from '../../types';
import type { PageChangeSource } from '../core/page-changes';
import type { Messenger } from '../core/messenger';
import type { SelectionService } from '../core/selection-service';
import type { WindowInput } from '../core/window-input';
import type { FrameState } from '../core/frame/state';
import type { ElementIds } from '../shared/element-ids';
import { editableInPlace, showsDynamicText, startTextEdit, type TextPlace } from '../shared/text-editing';
import { followHotUpdates } from './hot-updates';
import { createOverlayLayer, type OverlayLayer } from './overlay/layer';
import { createPointer, type Pointer } from './pointer';

/** Two clicks on one element this close together are a double click (the usual desktop setting). */
const DOUBLE_CLICK_MS = 500;

export interface SurfaceContext {
  win: Window;
  windowInput: WindowInput;
  state: FrameState;
  messenger: Messenger;
  ids: ElementIds;
  changes: PageChangeSource;
  selection: SelectionService;
  outerHTML(element: Element): string | undefined;
  /** Measures the page again and posts the tree (before a drag is reported). */
  measure(): void;
  /** Builds the tree now if the page changed since the last build. */
  catchUp(): void;
  /** The source replaced the page (a hot update): the instant updates it holds go (tools-service.ts). */
  pageReplaced(flushed: boolean): void;
  /** A module swap is coming: the structural instant updates go (InstantUpdater.unwind). */
  unwind(): void;
}

export interface EditingSurface {
  readonly overlay: OverlayLayer;
  readonly pointer: Pointer;
  /** The overlay's own nodes (its host and what it holds) are not the page. */
  isOwnNode(node: Node): boolean;
  /** Draws hover and selection as the state has them now. */
  refresh(): void;
  /** Commits the text being edited, if any. */
  endTextEdit(): void;
  /** Drive mode was switched: in it, nothing is edited, dragged or outlined. */
  driveModeChanged(): void;
  stop(): void;
}

export function createEditingSurface(ctx: SurfaceContext): EditingSurface {
  const { win, state, messenger, ids, selection } = ctx;
  const { elementFor } = selection;
  let stopped = false;

  function lookupFor(key: string): TreeElementLookup[string] | undefined {
    const node = state.nav?.nodeByKey.get(key);
    return node ? state.treeElementLookup[node.tempoElement.codebaseId] : undefined;
  }

  /** What the text checks read of `element` (the rendering of `key`): its lookup entry, the page and which rendering it is. */
  function textPlace(key: string, element: Element): TextPlace {
    const node = state.nav?.nodeByKey.get(key);
    return { lookup: lookupFor(key), pagePath: win.location.pathname, index: node ? ids.elementsFor(node.tempoElement.codebaseId).indexOf(element) : -1 };
  }

  function refresh(): void {
    if (stopped) return;
    overlay.setVisible(!state.driveMode);
    if (state.driveMode) return;
    const { hovered, selected } = state.selection;
    overlay.setHover(selection.targetFor(hovered));
    const targets = selection.selectedTargets();
    const single = targets.length === 1 ? targets[0]! : null;
    const editDynamicText = !!single && !state.textEdit && showsDynamicText(single.element, textPlace(selected ?? '', single.element));
    const renderings = single ? selection.renderingsOf(selected).filter((element) => element !== single.element) : [];
    overlay.setSelection(targets, { editDynamicText, renderings });
  }

  function endTextEdit(): void {
    state.textEdit?.commit();
  }

  function beginTextEdit(key: string, element: HTMLElement): void {
    // After the click's own handling, as when the tools were fetched for it.
    void Promise.resolve().then(() => {
      // The designer may have moved on meanwhile; text the source does not write as text is not edited in place.
      if (state.selection.selected !== key || state.textEdit || state.stopped || stopped || !editableInPlace(element, textPlace(key, element))) return;
      state.textEdit = startTextEdit(element, key, {
        lookup: lookupFor(key),
        onStart: (k, oldText) => messenger.post('START_EDITING_TEXT', { data: { key: k, oldText } }),
        onEnd: (k, newText, oldText, refused) => {
          state.textEdit = null;
          messenger.post('EDITED_TEXT', { data: { key: k, newText, oldText, ...(refused ? { refused } : {}) } });
          refresh();
        },
      });
      refresh();
    });
  }

  /**
   * The element the designer's last click selected, and when. A double click's second click edits its
   * text even when the editor selected something else in between (its reselection after a reload,
   * sent before it heard of the first click): the designer's two clicks decide. A second click counts
   * when the browser says so (`detail` 2) or comes within the usual double-click time (a driver's or
   * an assistive tool's clicks report 1).
   */
  let lastClick: { element: Element; at: number } | null = null;

  function click(key: string | null, shift: boolean, detail: number): void {
    const element = elementFor(key);
    const now = win.performance.now();
    const previous = lastClick;
    lastClick = null;
    if (shift && key) return selection.change({ type: 'toggle', key, areSiblings: selection.areSiblings });
    const { selected, multiSelected } = state.selection;
    const alone = key === selected && multiSelected.length === 0;
    const doubled = element !== null && element === previous?.element && (detail >= 2 || now - previous.at < DOUBLE_CLICK_MS);
    if (key && (alone || doubled) && element instanceof HTMLElement) {
      if (!alone) selection.change({ type: 'select', key });
      beginTextEdit(key, element);
      return;
    }
    if (element) lastClick = { element, at: now };
    selection.change({ type: 'select', key });
  }

  const overlay = createOverlayLayer({
    doc: win.document,
    changes: ctx.changes,
    onEditDynamicText: () => {
      const { selected } = state.selection;
      if (selected) messenger.post('EDIT_DYNAMIC_TEXT', { elementKey: selected });
    },
  });
  overlay.setZoom(state.zoom);
  overlay.setAiContext(state.aiContext);
  const isOwnNode = (node: Node): boolean => overlay.host.contains(node);

  const pointer = createPointer({
    win,
    windowInput: ctx.windowInput,
    state,
    messenger,
    overlay: () => (stopped ? null : overlay),
    isOwnNode,
    keyForNode: selection.keyForNode,
    elementFor,
    hover: (key) => selection.change({ type: 'hover', key }),
    click,
    endTextEdit,
    select: (key) => selection.change({ type: 'select', key }),
    parentKeyOf: (key) => state.nav?.nodeByKey.get(key)?.parent ?? null,
    outerHTML: ctx.outerHTML,
    // The editor picks the drop target from the tree's boxes: measure them now, not up to 300 ms
    // after the last change (a new device width, a transition, late images).
    measure: ctx.measure,
    catchUp: ctx.catchUp,
  });
  pointer.listen();
  const stopHotUpdates = followHotUpdates({ win, state, messenger, pageReplaced: ctx.pageReplaced, measure: ctx.measure, unwind: ctx.unwind });
  refresh();

  return {
    overlay,
    pointer,
    isOwnNode,
    refresh,
    endTextEdit,
    driveModeChanged() {
      if (state.driveMode) {
        endTextEdit();
        pointer.finishDrag('DRAG_CANCEL_EVENT');
      }
      refresh();
    },
    stop() {
      if (stopped) return;
      endTextEdit();
      pointer.finishDrag('DRAG_CANCEL_EVENT');
      stopped = true;
      pointer.stop();
      overlay.destroy();
      stopHotUpdates();
    },
  };
}
