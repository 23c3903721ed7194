// The window's capture listeners for the input edit mode owns, added as the runtime starts. A
// listener's turn among the window's capture listeners is fixed when it is added, and the pointer
// that handles them comes with the editing tools (at initProject): added then, a listener the page
// added meanwhile would hear a click first. Until the pointer fills them they do nothing, and the
// page has its input as usual.

export type WindowInputType = 'pointerdown' | 'pointerup' | 'click' | 'dblclick' | 'auxclick' | 'contextmenu' | 'keydown' | 'keypress' | 'keyup';

const TYPES: readonly WindowInputType[] = ['pointerdown', 'pointerup', 'click', 'dblclick', 'auxclick', 'contextmenu', 'keydown', 'keypress', 'keyup'];

export interface WindowInput {
  /** Runs `handler` from the runtime's listener for `type`, after those added before it, until `until` aborts. */
  on<K extends WindowInputType>(type: K, handler: (event: WindowEventMap[K]) => void, until: AbortSignal): void;
}

export function listenToWindowInput(win: Window, signal: AbortSignal): WindowInput {
  const handlers = new Map<WindowInputType, ((event: Event) => void)[]>();
  for (const type of TYPES) {
    win.addEventListener(
      type,
      (event) => {
        for (const handler of handlers.get(type) ?? []) handler(event);
      },
      { capture: true, signal },
    );
  }
  return {
    on(type, handler, until) {
      // The listener for `type` gets the event `type` names.
      const run = handler as (event: Event) => void;
      handlers.set(type, [...(handlers.get(type) ?? []), run]);
      until.addEventListener('abort', () => handlers.set(type, (handlers.get(type) ?? []).filter((other) => other !== run)), { once: true });
    },
  };
}
