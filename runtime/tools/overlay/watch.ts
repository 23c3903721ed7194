// What makes drawn outlines go stale, turned into one callback: any change the runtime's change
// source hears (page mutations, scrolling of the page or of any scroll container, window resizes),
// images loading, transitions and animations ending, and target size changes. Everything is set up
// on the first `watch` with targets and torn down by `watch([])` or `stop()`, so an idle layer
// costs the page nothing.
import type { PageChangeSource } from '../../core/page-changes';

export interface RemeasureWatch {
  /** Starts watching (if needed) and observes the sizes of exactly these targets; [] stops. */
  watch(targets: readonly Element[]): void;
  stop(): void;
}

// Load (an image above the target changes its position without any mutation) and the end of
// transitions and animations do not bubble or need capture to be seen from the document.
const CAPTURED_EVENTS = ['load', 'transitionend', 'animationend'] as const;

export function createRemeasureWatch(doc: Document, changes: PageChangeSource, onChange: () => void): RemeasureWatch {
  // The document's own realm: a ResizeObserver reports with its own document's rendering steps.
  const realm = doc.defaultView ?? globalThis;
  let active = false;
  let stopListening: (() => void) | null = null;
  let sizes: ResizeObserver | null = null;
  let observed: readonly Element[] = [];

  const listener = () => onChange();

  const start = () => {
    active = true;
    stopListening = changes.listen(listener);
    for (const type of CAPTURED_EVENTS) doc.addEventListener(type, listener, { capture: true, passive: true });
    sizes = new realm.ResizeObserver(listener);
  };

  const stop = () => {
    if (!active) return;
    active = false;
    stopListening?.();
    stopListening = null;
    for (const type of CAPTURED_EVENTS) doc.removeEventListener(type, listener, { capture: true });
    sizes?.disconnect();
    sizes = null;
    observed = [];
  };
  return {
    watch(targets) {
      if (targets.length === 0) {
        stop();
        return;
      }
      if (!active) start();
      const same = targets.length === observed.length && targets.every((target, index) => target === observed[index]);
      if (same || !sizes) return;
      sizes.disconnect();
      for (const target of targets) sizes.observe(target);
      observed = [...targets];
    },
    stop,
  };
}
