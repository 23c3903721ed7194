// The one place the runtime hears the page change: one MutationObserver (the document and the open
// shadow roots the tree walks), scrolls of the page and of any element, window resizes, and the end
// of transitions that move boxes. The nav tree's scheduler, its patcher (in the tools) and the
// overlay all listen here, so they see the same changes in the same order, and the runtime's own
// nodes (the overlay) never count as a change.

export type PageChange =
  /** DOM mutations of the page, the runtime's own left out; never empty. */
  | { type: 'mutations'; records: readonly MutationRecord[] }
  /** The page (`target` is the document) or one element scrolled. */
  | { type: 'scroll'; target: Document | Element }
  /** The window was resized: media queries can restyle anything. */
  | { type: 'resize' }
  /**
   * A transition of a property that moves or sizes boxes ended (a section sliding in as it is
   * revealed): the boxes read while it ran are not where things came to rest, and no mutation says so.
   */
  | { type: 'settled' };

export interface PageChangeSource {
  /** Calls `listener` with every change from now on; answers the function that stops it. */
  listen(listener: (change: PageChange) => void): () => void;
  /** Hands the mutations the observer holds but has not delivered yet to every listener now (before a build reads the page). */
  flush(): void;
  /** Also watches inside `root` (a document observer does not see into an open shadow root). */
  observe(root: ShadowRoot): void;
  stop(): void;
}

const INIT: MutationObserverInit = { subtree: true, childList: true, attributes: true, characterData: true };

/** Properties whose transition can move or size boxes; one of colour or opacity moves nothing. */
const GEOMETRY_PROPERTY = /^(?:transform|translate|scale|rotate|width|height|min-|max-|margin|padding|inset|top|right|bottom|left|font|line-height|letter-spacing|word-spacing|border|flex|grid|gap|zoom|aspect-ratio)/;

export function createPageChangeSource(doc: Document, isOwnNode: (node: Node) => boolean): PageChangeSource {
  const view = doc.defaultView;
  // The document's own realm: the page may be another frame's.
  const realm = view ?? globalThis;
  const listeners = new Set<(change: PageChange) => void>();
  const emit = (change: PageChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  /** A record of the runtime's own: inside its nodes, or adding or removing only them (the overlay's host). */
  const isOwn = (record: MutationRecord): boolean => {
    if (isOwnNode(record.target)) return true;
    if (record.type !== 'childList') return false;
    const nodes = [...record.addedNodes, ...record.removedNodes];
    return nodes.length > 0 && nodes.every(isOwnNode);
  };
  const deliver = (batch: MutationRecord[]) => {
    const records = batch.filter((record) => !isOwn(record));
    if (records.length) emit({ type: 'mutations', records });
  };
  const observer = new realm.MutationObserver(deliver);
  observer.observe(doc, INIT);
  const watched = new WeakSet<ShadowRoot>();

  const abort = new AbortController();
  const options = { capture: true, passive: true, signal: abort.signal };
  doc.addEventListener(
    'scroll',
    (event) => {
      const target = event.target as Node | null;
      if (target === doc) emit({ type: 'scroll', target: doc });
      else if (target !== null && target.nodeType === 1 && !isOwnNode(target)) emit({ type: 'scroll', target: target as Element });
    },
    options,
  );
  view?.addEventListener('resize', () => emit({ type: 'resize' }), options);
  doc.addEventListener(
    'transitionend',
    (event) => {
      const target = event.target as Node | null;
      if (target !== null && target.nodeType === 1 && !isOwnNode(target) && GEOMETRY_PROPERTY.test(event.propertyName)) emit({ type: 'settled' });
    },
    options,
  );

  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {
      deliver(observer.takeRecords());
    },
    observe(root) {
      if (watched.has(root)) return;
      watched.add(root);
      observer.observe(root, INIT);
    },
    stop() {
      observer.disconnect();
      abort.abort();
      listeners.clear();
    },
  };
}
