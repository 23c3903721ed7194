// What makes drawn outlines go stale, turned into one callback: window resizes, scrolling of any
// scroll container (capture phase; window scroll alone needs nothing, but nested scrollers and
// fixed-position targets do), target size changes, and any page mutation. Everything is created
// on the first `watch` with targets and torn down by `watch([])` or `stop()`, so an idle layer
// costs the page nothing.

export interface RemeasureWatch {
  /** Starts watching (if needed) and observes the sizes of exactly these targets; [] stops. */
  watch(targets: readonly Element[]): void;
  stop(): void;
}

// Scroll, load (an image above the target changes its position without any mutation) and the end
// of transitions and animations do not bubble or need capture to be seen from the document.
const CAPTURED_EVENTS = ['scroll', 'load', 'transitionend', 'animationend'] as const;

export function createRemeasureWatch(doc: Document, host: Element, onChange: () => void): RemeasureWatch {
  const view = doc.defaultView;
  // The document's own realm: a ResizeObserver reports with its own document's rendering steps.
  const realm = view ?? globalThis;
  let active = false;
  let mutations: MutationObserver | null = null;
  let sizes: ResizeObserver | null = null;
  let observed: readonly Element[] = [];

  const listener = () => onChange();

  const isOwnMutation = (record: MutationRecord): boolean => {
    // Shadow-root contents are invisible to a document observer; only the host itself shows up.
    if (host.contains(record.target)) return true;
    if (record.type !== 'childList') return false;
    const nodes = [...record.addedNodes, ...record.removedNodes];
    return nodes.every((node) => node === host);
  };

  const start = () => {
    active = true;
    view?.addEventListener('resize', listener);
    for (const type of CAPTURED_EVENTS) doc.addEventListener(type, listener, { capture: true, passive: true });
    mutations = new realm.MutationObserver((records) => {
      if (records.some((record) => !isOwnMutation(record))) onChange();
    });
    mutations.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
    sizes = new realm.ResizeObserver(listener);
  };

  const stop = () => {
    if (!active) return;
    active = false;
    view?.removeEventListener('resize', listener);
    for (const type of CAPTURED_EVENTS) doc.removeEventListener(type, listener, { capture: true });
    mutations?.disconnect();
    sizes?.disconnect();
    mutations = null;
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
