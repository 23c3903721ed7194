// The page's pointer and keyboard input while editing: hover, click to select, shift-click, a press
// that may become a drag, and the events the editor follows (mouse moves, wheel, keys, context menu).
// Everything `listen` adds, its `stop` removes.
import type { FrameEventFields } from '../../types';
import { passedThreshold } from '../lib/drag';
import { elementAtPoint } from '../lib/hit-test';
import type { Messenger } from '../lib/messenger';
import type { OverlayLayer } from '../lib/overlay/layer';
import { createThrottle } from '../lib/throttle';
import type { Drag } from './drag';
import type { FrameState } from './state';

const MOUSE_MOVE_THROTTLE_MS = 16;

export interface PointerContext {
  win: Window;
  state: FrameState;
  messenger: Messenger;
  drag: Drag;
  overlay(): OverlayLayer | null;
  /** The overlay's own nodes: its button is not the page, as the text being edited is not. */
  isOwnNode(node: Node): boolean;
  keyForNode(target: EventTarget | null): string | null;
  elementFor(key: string | null): Element | null;
  hover(key: string | null): void;
  /** A click on the element of `key` (or on none), with Shift held or not. */
  click(key: string | null, shift: boolean): void;
  endTextEdit(): void;
}

export function listen({ win, state, messenger, drag, overlay, isOwnNode, keyForNode, elementFor, hover, click, endTextEdit }: PointerContext): { stop(): void } {
  const doc = win.document;
  const abort = new AbortController();
  const { signal } = abort;
  /** The pointer is over the page: it moved here and has not left since. */
  let pointerIn = false;
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
    const host = overlay()?.host;
    return !!host && event.composedPath().includes(host);
  };
  const isInTextEdit = (event: Event) => !!state.textEdit && event.composedPath().includes(state.textEdit.element);
  /** Editing mode owns pointer input; drive mode, the overlay's own button and the text being edited do not. */
  const editingOwns = (event: Event) => !state.driveMode && !isInOverlay(event) && !isInTextEdit(event);

  function onPointerMove(event: PointerEvent): void {
    if (drag.active && doc.pointerLockElement) {
      // Locked pointers keep their screen position; follow the movement instead. Movement is in
      // screen pixels (the difference of screenX), so a canvas drawn at a zoom moves the page's
      // pointer by movement / zoom (Firefox grants the lock inside a zoomed canvas; Chromium
      // grants it where the frame has focus).
      state.pointer = { clientX: state.pointer.clientX + event.movementX / state.zoom, clientY: state.pointer.clientY + event.movementY / state.zoom };
    } else {
      state.pointer = { clientX: event.clientX, clientY: event.clientY };
    }
    pointerIn = true;
    const { clientX, clientY } = state.pointer;
    latestMouse = { pageX: clientX + win.scrollX, pageY: clientY + win.scrollY, clientX, clientY };
    mouseMoves.request();
    if (drag.active) return;
    const candidate = drag.candidate;
    if (candidate && (event.buttons & 1) === 1 && passedThreshold(candidate, clientX, clientY, state.zoom)) {
      drag.start(candidate.key, candidate.element);
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
    if (state.driveMode || drag.active || !pointerIn) return;
    const hit = elementAtPoint(doc, state.pointer.clientX, state.pointer.clientY);
    // The overlay's own button and the text being edited keep the hover, as pointer moves over them do.
    if (hit && (isOwnNode(hit) || state.textEdit?.element.contains(hit))) return;
    hover(keyForNode(hit));
  }

  function onPointerDown(event: PointerEvent): void {
    // A drag that ended without a click (released elsewhere) must not swallow this new press's click.
    suppressNextClick = false;
    if (!editingOwns(event)) return;
    if (state.textEdit) endTextEdit();
    // No focus change, text selection or page handlers: the page is a canvas while editing. The frame
    // itself still takes focus, so the keys a designer presses next reach it (and are forwarded).
    event.preventDefault();
    if (!doc.hasFocus()) win.focus();
    if (event.button !== 0) return;
    const key = keyForEvent(event);
    const element = elementFor(key);
    drag.candidate = key && element ? { key, element, startX: event.clientX, startY: event.clientY } : null;
  }

  function onPointerUp(): void {
    if (drag.active) {
      drag.finish('DRAG_END_EVENT');
      suppressNextClick = true;
    }
    // Released before the threshold: no drag; the click that follows selects.
    drag.candidate = null;
  }

  function onClick(event: MouseEvent): void {
    if (!editingOwns(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (suppressNextClick) {
      suppressNextClick = false;
      return;
    }
    click(keyForEvent(event), event.shiftKey);
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
      activeElement: { tagName: active?.tagName ?? '', isContentEditable: active instanceof HTMLElement && active.isContentEditable },
    };
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && (drag.active || drag.candidate)) drag.finish('DRAG_CANCEL_EVENT');
    messenger.post('KEY_DOWN_EVENT', { event: keyEvent(event) });
  }

  function onKeyUp(event: KeyboardEvent): void {
    messenger.post('KEY_UP_EVENT', { event: keyEvent(event) });
  }

  const capture = { capture: true, signal };
  doc.addEventListener('pointermove', onPointerMove, capture);
  doc.addEventListener('pointerdown', onPointerDown, capture);
  doc.addEventListener('pointerup', onPointerUp, capture);
  doc.addEventListener('click', onClick, capture);
  doc.addEventListener('dblclick', swallow, capture);
  doc.addEventListener('auxclick', swallow, capture);
  doc.addEventListener('contextmenu', onContextMenu, capture);
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
  win.addEventListener('keydown', onKeyDown, capture);
  win.addEventListener('keyup', onKeyUp, capture);

  return {
    stop() {
      abort.abort();
      mouseMoves.cancel();
      win.cancelAnimationFrame(hitTestFrame);
    },
  };
}
