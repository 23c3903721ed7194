// Live reload end to end: a real `npm start` server (serve.mjs --live) on a copy of the site, its
// dev-domain preview in a cross-origin frame of this page, which plays the editor: connected with the
// host SDK, following /__live, calling /api/. An edit of a page's content through the API is swapped
// into the open preview keeping its state (React Refresh); one of a module the page keeps reloads it;
// a stylesheet is swapped in place; a syntax error written by hand shows the error panel (over the
// last good page, or alone on a fresh load) and its fix reloads into the working page.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { connectFrame, createChangeItem, type FrameClient } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { LIVE_EVENT_NAMES, type LiveEventName, type LiveEvents } from '../../types/live';
import { inPreview, restoreSite, startLiveServer, stopLiveServer, writeSite, type LiveServer } from './live-server';
import { patience, waitFor } from './helpers';
import { createFrame } from './runtime/host';

const HERO = 'site/sections/HeroSection.tsx';
const HEADER = 'site/components/Header.tsx';
const TITLE = 'Product Analytics';

/** The events of /__live as an editor on another origin receives them; `next(name)` takes them in order. */
function followEvents(origin: string) {
  const source = new EventSource(`${origin}/__live`);
  const received: { name: LiveEventName; data: unknown; taken: boolean }[] = [];
  const wake = new Set<() => void>();
  for (const name of LIVE_EVENT_NAMES) {
    source.addEventListener(name, (event) => {
      received.push({ name, data: JSON.parse(String((event as MessageEvent).data)), taken: false });
      wake.forEach((check) => check());
    });
  }
  return {
    next<K extends LiveEventName>(name: K, timeout = 20_000): Promise<LiveEvents[K]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find((event) => !event.taken && event.name === name);
          if (!found) return;
          found.taken = true;
          wake.delete(check);
          clearTimeout(timer);
          resolve(found.data as LiveEvents[K]);
        };
        const timer = setTimeout(() => {
          wake.delete(check);
          reject(new Error(`no "${name}" event within ${patience(timeout)} ms (got ${received.map((event) => event.name).join(', ')})`));
        }, patience(timeout));
        wake.add(check);
        check();
      });
    },
    close: () => source.close(),
  };
}


/** Polls the preview until `expression` yields something that passes `accept` (a frame that is reloading answers null). */
async function untilPreview<T>(server: LiveServer, expression: string, accept: (value: T) => boolean, what: string, timeout = 20_000): Promise<T> {
  const start = performance.now();
  let last: T | null = null;
  for (;;) {
    last = await inPreview<T>(server, expression);
    if (last !== null && accept(last)) return last;
    if (performance.now() - start > patience(timeout)) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function nextEvent<T>(subscribe: (handler: (event: T) => void) => () => void, what: string, timeout = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), patience(timeout));
    const off = subscribe((event) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

const nodes = (tree: NavTreeNode): NavTreeNode[] => [tree, ...tree.children.flatMap(nodes)];
const heading = (tree: NavTreeNode, text: string) => nodes(tree).find((node) => node.name === 'h1' && node.literalChildren.some((child) => child.value === text));

describe('live reload: npm start on a copy of the site', () => {
  let server: LiveServer;
  let events: ReturnType<typeof followEvents>;
  let frame: FrameClient | null = null;

  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    server = await startLiveServer();
    events = followEvents(server.editorOrigin);
    expect((await events.next('status')).state).to.equal('ready');
  });
  after(async () => {
    events?.close();
    await stopLiveServer();
  });
  afterEach(() => {
    frame?.close();
    frame = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it('an edit of the page\'s content through /api/ swaps its modules in place: no reload, React keeps the components\' state, the page shows the source', async () => {
    const iframe = await createFrame(`${server.devOrigin}/`, { width: 1200, height: 800 });
    // The SDK's limits (10 s to answer, to connect) as this run's slowdown stretches them: the first
    // initProject of a page rendered on the client from a live build is its slowest call.
    frame = await connectFrame(iframe, { origin: server.devOrigin, timeoutMs: patience(10_000), connectTimeoutMs: patience(10_000) });
    // The page renders on the client: the tree that has the heading (the runtime sends another after the page changes).
    const firstTree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', (event) => event.navTree && heading(event.navTree, TITLE) && handler(event)), 'the first tree');
    await frame.initProject('live');
    const tree = (await firstTree).navTree!;
    const h1 = heading(tree, TITLE);
    expect(h1, 'the hero heading, rendered on the client from the live build').to.exist;
    const codebaseId = h1!.tempoElement.codebaseId;

    // Every source id in the live page is one the mutation server's index knows.
    const lookups = await (await fetch(`${server.editorOrigin}/api/canvases/site/lookups`, { headers: { authorization: `Bearer ${server.token}` } })).json();
    const ids = nodes(tree).map((node) => node.tempoElement.codebaseId).filter((id) => id.startsWith('tempo-'));
    expect(ids.length).to.be.greaterThan(100);
    expect(ids.filter((id) => !(id in lookups.treeElementLookup))).to.deep.equal([]);

    // The page's own state: a marker on its window, and React state — the pricing section, scrolled
    // to, has revealed itself (its Section's hook state); one mounted anew while in view never does.
    await inPreview(server, "window.__beforeTheEdit = true, document.querySelector('#price').scrollIntoView()");
    await untilPreview<boolean>(server, "!!document.querySelector('#price > .container.reveal--shown')", (value) => value, 'the pricing section revealed');

    // The editor's instant update shows at once and stays while the source is written.
    const newText = 'Product Analytics, live';
    await frame.setIsFlushing(true);
    const item = createChangeItem('EDIT_TEXT', { codebaseIdToEditText: codebaseId, newText, oldText: TITLE });
    expect(await frame.applyChangeItemToDocument(item)).to.deep.equal({ instantUpdateSuccessful: true });
    expect(await inPreview(server, "[document.querySelector('#hero-title').textContent, window.__beforeTheEdit]")).to.deep.equal([newText, true]);

    const hot = nextEvent<{ kind: string }>((handler) => frame!.on('HOT_UPDATED', handler), 'HOT_UPDATED');
    const reconnects: unknown[] = [];
    frame.on('reconnected', (event) => reconnects.push(event));
    const newTree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', (event) => event.navTree && heading(event.navTree, newText) && handler(event)), 'the new tree');
    const response = await fetch(`${server.editorOrigin}/api/canvases/site/parseAndMutate/mutate/editText`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'x-change-item-id': item.id },
      body: JSON.stringify({ element: { codebaseId }, newText, oldText: TITLE }),
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    expect(await events.next('building')).to.deep.equal({ trigger: 'edit', paths: ['site/content/course.ts'] });
    const ready = await events.next('ready');
    // The content is the landing page's alone: its chunk is re-imported, nothing the page keeps changed.
    expect(ready.modules?.urls, 'a build the open page takes in place').to.deep.equal(['/assets/LandingPage.js']);
    expect(await hot).to.deep.equal({ id: 'HOT_UPDATED', kind: 'module' });

    // The same document on the new build: its marker, its navigation, the section still revealed; the text is the source's.
    const after = await inPreview(
      server,
      `({ kept: window.__beforeTheEdit, build: document.querySelector('script[src="/__live/client.js"]').dataset.build, navigation: performance.getEntriesByType('navigation').length,
          text: document.querySelector('#hero-title').textContent, revealed: !!document.querySelector('#price > .container.reveal--shown') })`,
    );
    expect(after).to.deep.equal({ kept: true, build: ready.version, navigation: 1, text: newText, revealed: true });
    expect(reconnects, 'no reload').to.deep.equal([]);
    // The runtime read the page again: the heading keeps its source id.
    expect(heading((await newTree).navTree!, newText)!.tempoElement.codebaseId).to.equal(codebaseId);
  });

  it('an edit of a module the page keeps (the header, in the entry) reloads the open preview: the SDK reconnects and the page shows the source', async () => {
    const iframe = await createFrame(`${server.devOrigin}/`, { width: 1200, height: 800 });
    frame = await connectFrame(iframe, { origin: server.devOrigin, timeoutMs: patience(10_000), connectTimeoutMs: patience(10_000) });
    const firstTree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', (event) => event.navTree && nodes(event.navTree).some((node) => node.name === 'h1') && handler(event)), 'the first tree');
    await frame.initProject('live');
    await firstTree;
    await inPreview(server, 'window.__beforeTheEdit = true');
    const reconnected = nextEvent<{ href: string }>((handler) => frame!.on('reconnected', handler), 'the SDK to reconnect');
    try {
      expect(await writeSite(HEADER, 'className="site-nav"', 'className="site-nav" data-edited-by-hand')).to.equal(true);
      const ready = await events.next('ready');
      expect(ready.modules, 'no swap: the entry changed').to.equal(undefined);
      // A real reload: a new document (the marker is gone), built from the new version, with the source's markup.
      expect((await reconnected).href).to.equal(`${server.devOrigin}/`);
      const page = await untilPreview<{ marker: string; build: string; edited: boolean; navigation: string }>(
        server,
        `({ marker: typeof window.__beforeTheEdit, build: document.querySelector('script[src="/__live/client.js"]').dataset.build,
            edited: !!document.querySelector('.site-nav[data-edited-by-hand]'), navigation: performance.getEntriesByType('navigation')[0].type })`,
        (value) => value.marker === 'undefined' && value.edited,
        'the reloaded page',
      );
      expect(page).to.deep.equal({ marker: 'undefined', build: ready.version, edited: true, navigation: 'reload' });
    } finally {
      await restoreSite(HEADER);
      await events.next('ready');
    }
  });

  it('a style rule saved through /api/ swaps the stylesheet in place: no reload, the page keeps its state and scroll, the editor hears HOT_UPDATED', async () => {
    const iframe = await createFrame(`${server.devOrigin}/`, { width: 1200, height: 800 });
    frame = await connectFrame(iframe, { origin: server.devOrigin, timeoutMs: patience(10_000), connectTimeoutMs: patience(10_000) });
    // The page renders on the client (with the heading the test before wrote): a tree that has it.
    const firstTree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', (event) => event.navTree && nodes(event.navTree).some((node) => node.name === 'h1') && handler(event)), 'the first tree');
    await frame.initProject('live');
    await firstTree;
    const before = await untilPreview<{ build: string; navigation: string }>(
      server,
      `(window.__kept = true, scrollTo(0, 600), { build: document.querySelector('script[src="/__live/client.js"]').dataset.build, navigation: performance.getEntriesByType('navigation')[0].type, y: scrollY })`,
      (value) => (value as unknown as { y: number }).y === 600,
      'the page scrolled, with a marker of its state',
    );
    const lead = "getComputedStyle(document.querySelector('.hero__lead')).color";
    // The editor shows the change at once and says the source is being written.
    await frame.setIsFlushing(true);
    const item = createChangeItem('STYLE_RULE', { selector: '.hero__lead', stylingChanges: { color: 'rgb(200, 0, 0)' } });
    expect(await frame.applyChangeItemToDocument(item)).to.deep.equal({ instantUpdateSuccessful: true });
    expect(await inPreview(server, lead)).to.equal('rgb(200, 0, 0)');

    const hot = nextEvent<{ kind: string }>((handler) => frame!.on('HOT_UPDATED', handler), 'HOT_UPDATED');
    const reconnects: unknown[] = [];
    frame.on('reconnected', (event) => reconnects.push(event));
    const response = await fetch(`${server.editorOrigin}/api/canvases/site/parseAndMutate/mutate/styleRule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'x-change-item-id': item.id },
      body: JSON.stringify({ selector: '.hero__lead', media: null, styling: { color: 'rgb(200, 0, 0)' } }),
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    const ready = await events.next('ready');
    expect([ready.from, typeof ready.css], 'a build of the stylesheet alone').to.deep.equal([before.build, 'string']);
    expect(await hot).to.deep.equal({ id: 'HOT_UPDATED', kind: 'css' });

    // The same document (its marker, its navigation entry, its scroll), now on the new build, styled by the source.
    const after = await inPreview(server, `({ kept: window.__kept, build: document.querySelector('script[src="/__live/client.js"]').dataset.build, navigation: performance.getEntriesByType('navigation')[0].type, y: scrollY, color: ${lead}, inSheet: document.querySelector('style[data-live-stylesheet]').textContent.includes('rgb(200, 0, 0)') })`);
    expect(after).to.deep.equal({ kept: true, build: ready.version, navigation: before.navigation, y: 600, color: 'rgb(200, 0, 0)', inSheet: true });
    expect(reconnects, 'no reload').to.deep.equal([]);
    // The instant update's rule went with the old sheet: its undo is refused with the reason, and the source's undo shows it.
    const undo = await frame.applyChangeItemToDocument(createChangeItem('UNDO', { changeToUndo: item }));
    expect(undo.instantUpdateSuccessful).to.equal(false);
    expect(await inPreview(server, lead)).to.equal('rgb(200, 0, 0)');
  });

  it('a syntax error by hand: the error panel over the last good page, alone on a fresh load; the fix reloads into the working page', async () => {
    const iframe = await createFrame(`${server.devOrigin}/privacy-policy`, { width: 1200, height: 800 });
    let loads = 0;
    iframe.addEventListener('load', () => loads++);
    await untilPreview<boolean>(server, "document.querySelector('h1')?.textContent === 'Privacy Policy'", (value) => value, 'the privacy policy');
    await inPreview(server, 'window.__beforeTheError = true');

    const from = '<h1 id="hero-title">{hero.title}</h1>';
    const to = '<h1 id="hero-title">{hero.title</h1>';
    await writeSite(HERO, from, to);
    const lineText = `          ${to}`;
    const failure = await events.next('failed');
    // What the editor's banner gets: the file as written, 1-based line and column.
    expect(failure.errors).to.deep.equal([{ message: 'Unterminated regular expression', file: HERO, line: 11, column: lineText.length + 1, lineText }]);

    const readPanel = `(() => {
      const host = document.querySelector('live-build-errors');
      const root = host && host.shadowRoot;
      const alert = root && root.querySelector('[role="alert"]');
      if (!alert) return null;
      return {
        parent: host.parentElement.tagName,
        title: root.getElementById(alert.getAttribute('aria-labelledby')).textContent,
        lead: root.querySelector('p').textContent,
        where: [...root.querySelectorAll('.where')].map((node) => node.textContent),
        messages: [...root.querySelectorAll('.message')].map((node) => node.textContent),
        frame: root.querySelector('pre').textContent,
        // The viewport without its scroll bars (Firefox's take room; Chromium's and WebKit's overlay the page).
        covers: host.getBoundingClientRect().width === document.documentElement.clientWidth && host.getBoundingClientRect().height === document.documentElement.clientHeight,
        page: document.querySelector('h1')?.textContent ?? null,
        marker: window.__beforeTheError === true,
        documentTitle: document.title,
      };
    })()`;
    const codeFrame = `11 | ${to}\n   | ${' '.repeat(to.length)}^`;
    const over = await untilPreview<Record<string, unknown>>(server, readPanel, () => true, 'the error panel');
    expect(over).to.deep.equal({
      parent: 'HTML',
      title: 'Build failed',
      lead: 'The page below is the last build that worked. Fix the source and save: this page reloads by itself.',
      where: [`${HERO}:11:${lineText.length + 1}`],
      messages: ['Unterminated regular expression'],
      frame: codeFrame,
      covers: true,
      page: 'Privacy Policy',
      marker: true,
      documentTitle: 'Privacy Policy — Product Analytics',
    });
    expect(loads, 'no reload for a failed build').to.equal(0);

    // A fresh load while the build is broken: not a blank page, the panel alone.
    const reloaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    await inPreview(server, 'location.reload()');
    await reloaded;
    const alone = await untilPreview<Record<string, unknown>>(server, readPanel, () => true, 'the error page');
    expect(alone).to.deep.equal({
      ...over,
      lead: 'There is no page to show until the build works again. Fix the source and save: this page reloads by itself.',
      page: null,
      marker: false,
      documentTitle: 'Build failed — Product Analytics',
    });
    expect(await inPreview(server, "document.getElementById('root')")).to.equal(null);

    // The fix: the page reloads by itself into the working page, without the panel.
    loads = 0;
    await restoreSite(HERO);
    const ready = await events.next('ready');
    const fixed = await untilPreview<{ h1: string | null; panel: boolean; build: string | null }>(
      server,
      `({ h1: document.querySelector('h1')?.textContent ?? null, panel: !!document.querySelector('live-build-errors'),
          build: document.querySelector('script[src="/__live/client.js"]')?.dataset.build ?? null })`,
      (value) => value.h1 !== null,
      'the working page',
    );
    expect(fixed).to.deep.equal({ h1: 'Privacy Policy', panel: false, build: ready.version });
    // The heading can be read before the frame's load event reaches this page (a busy machine).
    await waitFor(() => loads >= 1, 'the reloaded page\'s load event');
    expect(loads).to.equal(1);
  });
});
