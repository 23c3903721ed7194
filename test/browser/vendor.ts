// The vendor projects (made by scripts/vendor-projects.mjs from test/vendor/ with the packed
// package) as the browser tests open them: in an iframe on another origin, driven through the host
// SDK from the project's own installed package, with functions evaluated inside the frame.
import { sendMouse } from '@web/test-runner-commands';
import type * as HostSdk from '../../runtime/host';
import type { AdapterReport, ChangeItemData, NavTreeNode, ScopeLookup, TreeElementLookup } from '../../types';
import { waitFor, waitForAsync } from './helpers';
import { inFrameAt } from './live-server';

type FrameClient = HostSdk.FrameClient;

export const vendorOrigin = `http://vendor.localhost:${location.port}`;

/** The tree's nodes, depth first. */
export function nodes(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

export const keyOf = (node: NavTreeNode) => `${node.tempoElement.codebaseId}_vendor_${node.tempoElement.uniquePath}`;

/** The text of a node's own text children. */
export const textOf = (node: NavTreeNode) => node.literalChildren.map((child) => child.value).join('');

/** An event the frame posted, as the SDK hands it over. */
export type PostedEvent = { id: string } & Record<string, unknown>;

export interface Vendor {
  iframe: HTMLIFrameElement;
  frame: FrameClient;
  /** The SDK the project installed (createChangeItem and the rest). */
  sdk: typeof HostSdk;
  /** The first tree, after initProject. */
  tree: NavTreeNode;
  /** initProject's answer: the component adapter the frame uses. */
  adapter: AdapterReport;
  /** The adapter in use now: initProject's, or the one a later ADAPTER_CHANGED reported (a framework that hydrated after it). */
  adapterNow(): AdapterReport;
  events: PostedEvent[];
  /** A point inside the node's box, in this page's coordinates. */
  point(node: NavTreeNode, fx?: number): [number, number];
  /** The first event named `id` after the previous one next() returned. */
  next(id: string): Promise<PostedEvent>;
  /** Waits until the latest event named `id` (posted after `since`, an index into `events`) passes `accept`. */
  until(id: string, accept: (event: PostedEvent) => boolean, what: string, since?: number): Promise<PostedEvent>;
  /** The latest tree the frame posted. */
  latestTree(): NavTreeNode;
  /** Applies a change item as an instant update: the answer, and the INSTANT_UPDATE_DONE it posted. */
  apply(item: ChangeItemData): Promise<{ answer: { instantUpdateSuccessful: boolean; reason?: string }; done: ChangeItemData }>;
  /** Clicks a point with the real mouse in drive mode, where the page gets its clicks, then edits again. */
  driveClick(position: [number, number]): Promise<void>;
  close(): void;
}

/**
 * `page`: the project's page, by its path in the project (a bundled app's is its build's).
 * `lookups`: the path in the project of the lookup its build wrote (the codebase-id plugin's
 * codebase-ids.json), passed to initProject as an editor would.
 */
export async function openVendor(project: string, size = { width: 1000, height: 700 }, page = 'index.html', { lookups = '' } = {}): Promise<Vendor> {
  // The SDK comes from the project's installed package, not from this repository's sources.
  const sdk = (await import(`/vendor/${project}/node_modules/visual-editing-runtime/dist/host.mjs`)) as typeof HostSdk;
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `position:fixed;left:0;top:0;width:${size.width}px;height:${size.height}px;border:0`;
  iframe.src = `${vendorOrigin}/vendor/${project}/${page}`;
  document.body.append(iframe);
  const frame = await sdk.connectFrame(iframe, { origin: vendorOrigin });
  const events: PostedEvent[] = [];
  for (const id of ['NAV_TREE', 'HOVERED_ELEMENT_KEY', 'SELECTED_ELEMENT_KEY', 'START_EDITING_TEXT', 'EDITED_TEXT', 'INSTANT_UPDATE_DONE', 'TEXT_OVERWRITTEN', 'ADAPTER_CHANGED', 'ERROR'] as const) {
    frame.on(id, (event) => events.push(event as unknown as PostedEvent));
  }
  const lookup = lookups ? ((await (await fetch(`/vendor/${project}/${lookups}`)).json()) as { treeElementLookup: TreeElementLookup; scopeLookup: ScopeLookup }) : null;
  const { adapter } = await frame.initProject('vendor', lookup?.treeElementLookup, lookup?.scopeLookup);
  const tree = (await waitFor(() => events.find((event) => event.id === 'NAV_TREE'), 'the navigation tree')).navTree as NavTreeNode;
  let cursor = events.length;
  const vendor: Vendor = {
    iframe,
    frame,
    sdk,
    tree,
    adapter,
    adapterNow() {
      const changed = events.filter((event) => event.id === 'ADAPTER_CHANGED').at(-1);
      return changed ? (changed.adapter as AdapterReport) : adapter;
    },
    events,
    point(node, fx = 0.5) {
      const box = node.pageBoundingBox;
      const frameBox = iframe.getBoundingClientRect();
      return [Math.round(frameBox.left + box.pageX + box.width * fx), Math.round(frameBox.top + box.pageY + box.height / 2)];
    },
    async next(id) {
      const found = await waitFor(() => events.slice(cursor).find((event) => event.id === id), `event ${id}`);
      cursor = events.indexOf(found) + 1;
      return found;
    },
    until(id, accept, what, since = 0) {
      return waitFor(() => {
        const latest = events.slice(since).filter((event) => event.id === id).at(-1);
        return latest && accept(latest) && latest;
      }, what);
    },
    latestTree() {
      return events.filter((event) => event.id === 'NAV_TREE').at(-1)!.navTree as NavTreeNode;
    },
    async apply(item) {
      const answer = await frame.applyChangeItemToDocument(item);
      const done = await waitFor(
        () => events.find((event) => event.id === 'INSTANT_UPDATE_DONE' && (event.changeItem as ChangeItemData).id === item.id),
        `INSTANT_UPDATE_DONE for ${item.type}`,
      );
      return { answer, done: done.changeItem as ChangeItemData };
    },
    async driveClick(position) {
      await frame.enableDriveMode();
      await sendMouse({ type: 'click', position });
      await frame.disableDriveMode();
    },
    close() {
      frame.close();
      iframe.remove();
    },
  };
  return vendor;
}

/**
 * Runs in the vendor frame (serialised, so it uses nothing from this module): what the in-frame
 * functions of `inVendor` get. Kept on the frame's window, so elements remembered by one call are
 * there for the next.
 */
function frameLibrary() {
  type Library = ReturnType<typeof make>;
  const holder = window as unknown as { __vendorTestLibrary?: Library };
  function make() {
    const kept = new Map<string, Element[]>();
    const skipped = ['script', 'style', 'template', 'noscript', 'link', 'meta'];
    /** An element's children as the navigation tree lists them: its open shadow root's first, then its own. */
    const childrenOf = (el: Element): Element[] =>
      el.localName === 'svg' ? [] : [...(el.shadowRoot?.children ?? []), ...el.children].filter((child) => !skipped.includes(child.localName));
    /** Every element inside `root` matching `selector`, across open shadow roots, in tree order. */
    const all = (selector: string, root: Element = document.body): Element[] => {
      const found: Element[] = [];
      const visit = (el: Element) => {
        for (const child of [...(el.shadowRoot?.children ?? []), ...el.children]) {
          if (child.matches(selector)) found.push(child);
          visit(child);
        }
      };
      visit(root);
      return found;
    };
    const box = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
    };
    interface Outline {
      tag: string;
      box: { x: number; y: number; width: number; height: number };
      children: Outline[];
    }
    const outline = (el: Element): Outline => ({ tag: el.localName, box: box(el), children: childrenOf(el).map(outline) });
    return {
      childrenOf,
      all,
      /** The element at a node's unique path (`0` is the body), found as the tree walk finds it. */
      byPath(path: string): Element | null {
        let el: Element | null = document.body;
        for (const index of path.split('-').slice(1)) el = el ? (childrenOf(el)[Number(index)] ?? null) : null;
        return el;
      },
      /** An element's path as the tree numbers it (byPath's inverse); null when the tree has no node for it. */
      pathOf(el: Element): string | null {
        const indexes: number[] = [];
        for (let current = el; current !== document.body; ) {
          const parent = current.parentNode instanceof ShadowRoot ? current.parentNode.host : current.parentElement;
          const index = parent ? childrenOf(parent).indexOf(current) : -1;
          if (!parent || index < 0) return null;
          indexes.unshift(index);
          current = parent;
        }
        return ['0', ...indexes].join('-');
      },
      /** What the browser hit-tests at a viewport point, into open shadow roots (as the runtime does). */
      elementAt(x: number, y: number): Element | null {
        let hit = document.elementFromPoint(x, y);
        for (let inner = hit?.shadowRoot?.elementFromPoint(x, y); hit && inner && inner !== hit; inner = hit.shadowRoot?.elementFromPoint(x, y)) hit = inner;
        return hit;
      },
      /** The body as the tree sees it: tags and page boxes, nested. */
      outline: () => outline(document.body),
      /** The body's markup, and each open shadow root's after it: what an undo must give back exactly. */
      html(): string {
        const parts = [document.body.innerHTML];
        for (const host of all('*')) if (host.shadowRoot) parts.push(`<${host.localName}> shadow root: ${host.shadowRoot.innerHTML}`);
        return parts.join('\n');
      },
      rendered: (el: Element | null): el is Element => !!el && el.isConnected && el.getClientRects().length > 0,
      /** The element's box in the frame's viewport, scrolled into view first when it is not. */
      inView(el: Element) {
        const before = el.getBoundingClientRect();
        if (before.top < 0 || before.bottom > innerHeight) el.scrollIntoView({ block: 'center', behavior: 'instant' });
        const rect = el.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      },
      keep(name: string, elements: Element[]) {
        kept.set(name, elements);
      },
      kept: (name: string): Element[] => kept.get(name) ?? [],
      /** Two rendering updates: what the page's observers and frameworks did by then has happened. */
      settle: () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      /** The selection outline the runtime draws, in page coordinates; null when none is drawn. */
      selectionOutline() {
        const outlineEl = document.querySelector('[data-visual-editing-overlay]')?.shadowRoot?.querySelector('.outline.selection');
        return outlineEl?.isConnected ? box(outlineEl) : null;
      },
    };
  }
  holder.__vendorTestLibrary ??= make();
  return holder.__vendorTestLibrary;
}

export type FrameLibrary = ReturnType<typeof frameLibrary>;

/**
 * Runs `fn` in the vendor frame (cross-origin: the test runner evaluates it there) with the frame
 * library and JSON arguments, and answers its (awaited) JSON result. `fn` must be self-contained.
 */
export async function inVendor<A extends unknown[], R>(fn: (lib: FrameLibrary, ...args: A) => R, ...args: A): Promise<Awaited<R>> {
  const expression = `(${fn})((${frameLibrary})(), ...${JSON.stringify(args)})`;
  // Puppeteer lists a frame on another site (Chromium runs it in a process of its own) a moment after
  // it loaded, and may list the previous test's frame, being removed, for a moment after that: an
  // evaluation there fails with "Execution context was destroyed", and is made again in the live one.
  const answer = await waitForAsync(async () => {
    const result = await inFrameAt<Awaited<R>>(vendorOrigin, expression);
    const notThere = result.error?.startsWith('no frame at') || result.error?.includes('Execution context was destroyed');
    return result.ok || !notThere ? result : null;
  }, `the vendor frame to be there for the test runner`);
  if (!answer.ok) throw new Error(`In the vendor frame: ${answer.error ?? 'no answer'}`);
  return answer.value as Awaited<R>;
}

/** The centre of the element at a node's path in this page's coordinates, scrolled into the frame's view first. */
export async function pointOfPath(v: Vendor, path: string): Promise<[number, number]> {
  const centre = await inVendor((lib, p) => {
    const el = lib.byPath(p);
    return el ? lib.inView(el) : null;
  }, path);
  if (!centre) throw new Error(`no element at ${path}`);
  const frameBox = v.iframe.getBoundingClientRect();
  return [Math.round(frameBox.left + centre.x), Math.round(frameBox.top + centre.y)];
}
