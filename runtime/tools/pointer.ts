// The page's pointer and keyboard input while editing: hover, click to select, shift-click, the
// events the editor follows (mouse moves, wheel, keys, context menu), and dragging an element: a
// press makes a candidate, moving past the threshold (or the editor's triggerDragStart) starts the
// drag, and the editor hears DRAG_START_EVENT, then DRAG_END_EVENT or DRAG_CANCEL_EVENT (geometry
// and pointer lock: lib/drag.ts). Everything `listen` adds, `stop` removes.
import type { FrameEventFields } from '../../types';
import { capturePointer, passedThreshold, releasePointer, type DragCandidate } from './drag';
import { elementAtPoint } from './hit-test';
import type { Messenger } from '../core/messenger';
import type { WindowInput } from '../core/window-input';
import type { OverlayLayer } from './overlay/layer';
import { createThrottle } from './throttle';
import type { FrameState } from '../core/frame/state';

const MOUSE_MOVE_THROTTLE_MS = 16;

export interface PointerContext {
  win: Window;
  /** The window's capture listeners the runtime added as it started (core/window-input.ts). */
  windowInput: WindowInput;
  state: FrameState;
  messenger: Messenger;
  overlay(): OverlayLayer | null;
  /** The overlay's own nodes: its button is not the page, as the text being edited is not. */
  isOwnNode(node: Node): boolean;
  keyForNode(target: EventTarget | null): string | null;
  elementFor(key: string | null): Element | null;
  hover(key: string | null): void;
  /** A click on the element of `key` (or on none), with Shift held or not; `detail`: the click's count (2 for a double click's second). */
  click(key: string | null, shift: boolean, detail: number): void;
  endTextEdit(): void;
  /** A drag selects its element alone first. */
  select(key: string): void;
  parentKeyOf(key: string): string | null;
  outerHTML(element: Element): string | undefined;
  /** Measures the page again and posts the tree, before the drag is reported. */
  measure(): void;
  /** Builds the tree now if the page changed since the last build (a click on what just rendered must find it). */
  catchUp(): void;
}

export interface Pointer {
  /** Adds the listeners, once the DOM is ready. */
  listen(): void;
  /** Removes everything `listen` added. */
  stop(): void;
  startDrag(key: string, element: Element): void;
  /** Ends the drag; the editor hears `kind` only if one was active. */
  finishDrag(kind: 'DRAG_END_EVENT' | 'DRAG_CANCEL_EVENT'): void;
}

export function createPointer(ctx: PointerContext): Pointer {
  const { win, state, messenger, isOwnNode, keyForNode, elementFor, hover } = ctx;
  const doc = win.document;
  const abort = new AbortController();
  const { signal } = abort;
  /** Where the pointer is, in the page's client coordinates. */
  let pointer = { clientX: 0, clientY: 0 };
  /** The pointer is over the page: it moved here and has not left since. */
  let pointerIn = false;
  /** Pressed on an element, not moved past the threshold yet. */
  let dragCandidate: DragCandidate | null = null;
  let dragging = false;
  /** The pointer a drag captured (none for a drag the editor started). */
  let capturedPointer: number | undefined;
  /** A drag just ended: the click its release makes is not a selection. */
  let suppressNextClick = false;

  let latestMouse: FrameEventFields['MOUSE_MOVE_EVENT']['event'] | null = null;
  const mouseMoves = createThrottle(
    () => {
      if (latestMouse) messenger.post('MOUSE_MOVE_EVENT', { event: latestMouse });
      latestMouse = null;
    },
    MOUSE_MOVE_THROTTLE_MS,
    win,
  );

  /**
   * The key of the nearest node at or above the event's innermost target (inside open shadow roots
   * too: the composed path's first entry, not the retargeted host).
   */
  const keyForEvent = (event: Event) => keyForNode(event.composedPath()[0] ?? event.target);
  const isInOverlay = (event: Event) => {
    const host = ctx.overlay()?.host;
    return !!host && event.composedPath().includes(host);
  };
  const isInTextEdit = (event: Event) => !!state.textEdit && event.composedPath().includes(state.textEdit.element);
  /** Editing mode owns pointer input; drive mode, the overlay's own button and the text being edited do not. */
  const editingOwns = (event: Event) => !state.driveMode && !isInOverlay(event) && !isInTextEdit(event);

  function startDrag(key: string, element: Element, pointerId?: number): void {
    dragCandidate = null;
    const { selected, multiSelected } = state.selection;
    if (selected !== key || multiSelected.length) ctx.select(key);
    const parentKey = ctx.parentKeyOf(key);
    const parentElement = elementFor(parentKey) ?? element.parentElement;
    const parentStyle = parentElement ? win.getComputedStyle(parentElement) : null;
    const rect = element.getBoundingClientRect();
    const { clientX, clientY } = pointer;
    dragging = true;
    ctx.measure();
    messenger.post('DRAG_START_EVENT', {
      event: {
        pageX: clientX + win.scrollX,
        pageY: clientY + win.scrollY,
        offsetX: clientX - rect.left,
        offsetY: clientY - rect.top,
        parentSelectedElementKey: parentKey,
        dragging: true,
        selectedParentDisplay: parentStyle?.display ?? null,
        selectedParentFlexDirection: parentStyle?.flexDirection ?? null,
      },
      outerHTML: ctx.outerHTML(element),
    });
    // Moves outside the frame (over the editor's panels) still reach the page while the button is held.
    capturedPointer = pointerId;
    capturePointer(doc.documentElement, pointerId);
  }

  function finishDrag(kind: 'DRAG_END_EVENT' | 'DRAG_CANCEL_EVENT'): void {
    const wasActive = dragging;
    dragging = false;
    dragCandidate = null;
    releasePointer(doc.documentElement, capturedPointer);
    capturedPointer = undefined;
    if (wasActive) messenger.post(kind, { event: {} });
  }

  function onPointerMove(event: PointerEvent): void {
    // The engine maps the pointer through the canvas's scale: clientX/Y are the page's own pixels at every zoom.
    pointer = { clientX: event.clientX, clientY: event.clientY };
    pointerIn = true;
    const { clientX, clientY } = pointer;
    latestMouse = { pageX: clientX + win.scrollX, pageY: clientY + win.scrollY, clientX, clientY };
    mouseMoves.request();
    if (dragging) return;
    const candidate = dragCandidate;
    if (candidate && (event.buttons & 1) === 1 && passedThreshold(candidate, clientX, clientY, state.zoom)) {
      startDrag(candidate.key, candidate.element, candidate.pointerId);
      return;
    }
    if (state.driveMode || isInOverlay(event) || isInTextEdit(event)) return;
    hover(keyForEvent(event));
  }

  // The page moving under a still pointer (wheel, keys, script, any scroll container) changes what
  // is under it, and no pointer event says so: one hit test per frame while anything scrolls.
  let hitTestFrame = 0;
  function onScroll(): void {
    if (pointerIn && !hitTestFrame) hitTestFrame = win.requestAnimationFrame(hoverUnderPointer);
  }

  function hoverUnderPointer(): void {
    hitTestFrame = 0;
    if (state.driveMode || dragging || !pointerIn) return;
    const hit = elementAtPoint(doc, pointer.clientX, pointer.clientY);
    // The overlay's own button and the text being edited keep the hover, as pointer moves over them do.
    if (hit && (isOwnNode(hit) || state.textEdit?.element.contains(hit))) return;
    hover(keyForNode(hit));
  }

  function onPointerDown(event: PointerEvent): void {
    // A drag that ended without a click (released elsewhere) must not swallow this new press's click.
    suppressNextClick = false;
    if (!editingOwns(event)) return;
    if (state.textEdit) ctx.endTextEdit();
    // No focus change, text selection or page handlers: the page is a canvas while editing. The frame
    // itself still takes focus, so the keys a designer presses next reach it (and are forwarded).
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!doc.hasFocus()) win.focus();
    if (event.button !== 0) return;
    // A page still rendering (just loaded) has elements the tree does not know yet: the press and the
    // click that follows would select their parent, and a double click would miss its text.
    ctx.catchUp();
    const key = keyForEvent(event);
    const element = elementFor(key);
    dragCandidate = key && element ? { key, element, startX: event.clientX, startY: event.clientY, pointerId: event.pointerId } : null;
  }

  function onPointerUp(event: PointerEvent): void {
    if (editingOwns(event)) event.stopImmediatePropagation();
    if (dragging) {
      finishDrag('DRAG_END_EVENT');
      suppressNextClick = true;
    }
    // Released before the threshold: no drag; the click that follows selects.
    dragCandidate = null;
  }

  function onClick(event: MouseEvent): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (suppressNextClick) {
      suppressNextClick = false;
      return;
    }
    ctx.click(keyForEvent(event), event.shiftKey, event.detail);
  }

  function swallow(event: Event): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function onContextMenu(event: MouseEvent): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    messenger.post('CONTEXT_REQUESTED', { event: { clientX: event.clientX, clientY: event.clientY } });
  }

  function onWheel(event: WheelEvent): void {
    const { deltaX, deltaY, altKey, ctrlKey, shiftKey, metaKey } = event;
    messenger.post('WHEEL_EVENT', { event: { deltaX, deltaY, x: event.clientX, y: event.clientY, altKey, ctrlKey, shiftKey, metaKey } });
  }

  function keyEvent(event: KeyboardEvent): FrameEventFields['KEY_DOWN_EVENT']['event'] {
    const active = doc.activeElement;
    return {
      key: event.key,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      code: event.code,
      activeElement: { tagName: active?.tagName ?? '', isContentEditable: active instanceof HTMLElement && active.isContentEditable },
    };
  }

  function onKeyDown(event: KeyboardEvent): void {
    // A key a page script dispatched is no designer's: it is not sent (the editor would act on it, Delete included).
    if (!event.isTrusted) return;
    if (event.key === 'Escape' && (dragging || dragCandidate)) {
      // Escape ends the drag, and only that (the editor keeps its selection).
      const wasDragging = dragging;
      finishDrag('DRAG_CANCEL_EVENT');
      if (wasDragging) return;
    }
    // While editing, the page is a canvas: select-all outside the text being edited would select the
    // whole page's words (the editor hears the key and decides what it does).
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'a' && !state.driveMode && !state.textEdit && !isEditable(doc.activeElement)) event.preventDefault();
    messenger.post('KEY_DOWN_EVENT', { event: keyEvent(event) });
    if (keysOwned(event) && isInTextEdit(event)) state.textEdit?.handleKey(event);
  }

  /**
   * In edit mode no page handler hears a key (a page's shortcut would act on the canvas): each stops
   * at the window, whose capture listeners run first, after the runtime has read it. What a key does
   * by default still happens (typing into the text being edited); drive mode and the overlay's own
   * nodes get their keys as usual.
   */
  const keysOwned = (event: Event) => !state.driveMode && !isInOverlay(event);
  function stopKey(event: Event): void {
    if (keysOwned(event)) event.stopImmediatePropagation();
  }

  function isEditable(element: Element | null): boolean {
    return element instanceof HTMLElement && (element.isContentEditable || element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  }

  function onKeyUp(event: KeyboardEvent): void {
    if (!event.isTrusted) return;
    messenger.post('KEY_UP_EVENT', { event: keyEvent(event) });
    stopKey(event);
  }

  return {
    listen() {
      const capture = { capture: true, signal };
      doc.addEventListener('pointermove', onPointerMove, capture);
      // Presses, clicks and keys at the window, whose capture listeners run before any at the
      // document, so a page's own document listeners (Qwik's and others' event delegation, added
      // before this script ran) never see a click that selects; through the listeners the runtime
      // added as it started, so one the page added at the window since does not come first either.
      const { windowInput } = ctx;
      windowInput.on('pointerdown', onPointerDown, signal);
      windowInput.on('pointerup', onPointerUp, signal);
      windowInput.on('click', onClick, signal);
      windowInput.on('dblclick', swallow, signal);
      windowInput.on('auxclick', swallow, signal);
      windowInput.on('contextmenu', onContextMenu, signal);
      doc.addEventListener('wheel', onWheel, { capture: true, passive: true, signal });
      doc.addEventListener('scroll', onScroll, { capture: true, passive: true, signal });
      doc.documentElement.addEventListener(
        'mouseleave',
        () => {
          pointerIn = false;
          if (!state.driveMode) hover(null);
        },
        { signal },
      );
      windowInput.on('keydown', onKeyDown, signal);
      windowInput.on('keydown', stopKey, signal);
      windowInput.on('keypress', stopKey, signal);
      windowInput.on('keyup', onKeyUp, signal);
    },
    stop() {
      abort.abort();
      mouseMoves.cancel();
      win.cancelAnimationFrame(hitTestFrame);
    },
    startDrag,
    finishDrag,
  };
}
