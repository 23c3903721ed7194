// The cards fixture (test/fixtures/cards.html) as a host sees it: a list whose 14 cards render one
// source element each (one codebase id), elements with colour transitions, a nested scroller, a web
// component with an open shadow root, and a page long enough to scroll. Same origin, so a test can
// also look inside: the overlay, the element boxes.
import type { NavTreeNode } from '../../../types';
import { connect, createFrame, editorOrigin, type HostFrame } from './host';

export const CARDS_SRC = `${editorOrigin}/test-fixtures/cards.html`;
export const STORYBOARD = 'cards';

const cid = (n: number) => `tempo-ca2d0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The codebase ids of the fixture, by role. */
export const IDS = {
  main: cid(1),
  h1: cid(2),
  fade: cid(3),
  slow: cid(4),
  card: cid(5),
  cardTitle: cid(6),
  grid: cid(7),
  scroller: cid(8),
  tall: cid(9),
  deep: cid(10),
  panel: cid(11),
  slotted: cid(12),
  footer: cid(13),
} as const;

export interface CardsPage {
  host: HostFrame;
  iframe: HTMLIFrameElement;
  win: Window;
  doc: Document;
  /** The latest tree the frame posted. */
  tree(): NavTreeNode;
  /** The keys of every rendering of a codebase id, in page order (from the latest tree). */
  keys(codebaseId: string): string[];
  key(codebaseId: string, n?: number): string;
  el(codebaseId: string, n?: number): HTMLElement;
  overlay(): ShadowRoot;
}

export function nodes(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

export async function openCards(size = { width: 1000, height: 700 }): Promise<CardsPage> {
  const iframe = await createFrame(CARDS_SRC, size);
  const host = await connect(iframe);
  host.mark();
  const init = await host.call('initProject', STORYBOARD, {}, {});
  if (init.error) throw new Error(init.error);
  await host.nextEvent('NAV_TREE');
  // The editing tools load after initProject; wait for them, so removing the frame aborts no request.
  await host.call('checkIfHydrationError');
  const win = iframe.contentWindow!;
  const doc = iframe.contentDocument!;
  const tree = () => host.events('NAV_TREE').at(-1)!.navTree!;
  const page: CardsPage = {
    host,
    iframe,
    win,
    doc,
    tree,
    keys: (codebaseId) =>
      nodes(tree())
        .filter((node) => node.tempoElement.codebaseId === codebaseId)
        .map((node) => `${codebaseId}_${STORYBOARD}_${node.tempoElement.uniquePath}`),
    key(codebaseId, n = 0) {
      const key = page.keys(codebaseId)[n];
      if (!key) throw new Error(`no key for ${codebaseId} #${n}`);
      return key;
    },
    el(codebaseId, n = 0) {
      // The frame's elements are of its own realm: `instanceof HTMLElement` of this page would say no.
      const found = doc.getElementsByClassName(codebaseId)[n];
      if (!found) throw new Error(`no element ${codebaseId} #${n}`);
      return found as HTMLElement;
    },
    overlay() {
      const overlayHost = [...doc.documentElement.children].find((child) => child.shadowRoot);
      if (!overlayHost?.shadowRoot) throw new Error('no overlay host');
      return overlayHost.shadowRoot;
    },
  };
  return page;
}
