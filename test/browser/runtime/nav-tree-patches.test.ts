// NAV_TREE_PATCH end to end: a host that opts in (`navTreePatches`) through the SDK, the cards
// fixture changed with real DOM edits (MutationObserver records), and after every change the SDK's
// patched tree must equal a fresh full build of the page (requestNavTree).
import { expect } from '@open-wc/testing';
import { connectFrame } from '../../../runtime/host';
import { testNode } from '../../../runtime/host/test-nodes';
import { PROTOCOL_VERSION, type CompactNavTree, type FrameEvent, type NavTreeNode } from '../../../types';
import { consoleProblems, waitFor } from '../helpers';
import { CARDS_SRC, IDS, STORYBOARD, nodes } from './cards';
import { connect, createFrame } from './host';
import { closePatchSession, openPatchSession, type PatchSession } from './patch-session';

/** Waits for the patch after `count` patches, then checks the SDK's tree against a fresh full build. */
async function expectPatchedTreeIsFresh(session: PatchSession, count: number): Promise<FrameEvent<'NAV_TREE_PATCH'>> {
  const patch = await waitFor(() => session.patches[count], `patch #${count + 1}`);
  const patched = session.trees.at(-1)!;
  expect(patched.version).to.equal(patch.version);
  const before = session.trees.length;
  await session.frame.requestNavTree();
  const fresh = await waitFor(() => session.trees[before], 'the full tree requestNavTree posts');
  expect(fresh.version).to.equal(patch.version + 1);
  expect(patched.navTree).to.deep.equal(fresh.navTree);
  return patch;
}

const keyOf = (node: NavTreeNode) => `${node.tempoElement.codebaseId}_${node.tempoElement.storyboardId}_${node.tempoElement.uniquePath}`;

describe('NAV_TREE_PATCH: a host that opts in gets the tree once, then what changed', () => {
  let session: PatchSession | null = null;
  afterEach(async () => {
    const closing = session;
    session = null;
    await closePatchSession(closing);
  });

  it('sends the whole tree once, versioned', async () => {
    session = await openPatchSession();
    expect(session.trees[0]!.version).to.be.a('number');
    expect(session.trees[0]!.navTree!.tempoElement.storyboardId).to.equal(STORYBOARD);
  });

  it('a class toggled: only that node changes, and the patched tree equals a fresh build', async () => {
    session = await openPatchSession();
    const card = session.doc.getElementsByClassName(IDS.cardTitle)[2]!;
    card.classList.add('toggled');
    const patch = await expectPatchedTreeIsFresh(session, 0);
    expect(patch.removed).to.deep.equal([]);
    expect(patch.added).to.deep.equal([]);
    const classChange = patch.changed.find((change) => change.fields.classList !== undefined)!;
    expect(classChange.fields.classList).to.include('toggled');
    expect(patch.baseVersion).to.equal(session.trees[0]!.version);
  });

  it('a source position (Astro dev server\'s attributes) set, moved and taken away: the patch carries it, and the patched tree equals a fresh build', async () => {
    session = await openPatchSession();
    const title = session.doc.getElementsByClassName(IDS.cardTitle)[1]!;
    const file = '/site/src/components/Card.astro';
    title.setAttribute('data-astro-source-loc', '3:5');
    title.setAttribute('data-astro-source-file', file);
    let patch = await expectPatchedTreeIsFresh(session, 0);
    expect(patch.changed.map((change) => change.fields.source)).to.deep.include({ file, line: 3, column: 5 });
    title.setAttribute('data-astro-source-loc', '4:5');
    patch = await expectPatchedTreeIsFresh(session, 1);
    expect(patch.changed.map((change) => change.fields.source)).to.deep.include({ file, line: 4, column: 5 });
    title.removeAttribute('data-astro-source-file');
    patch = await expectPatchedTreeIsFresh(session, 2);
    expect(patch.changed.some((change) => change.fields.source === null)).to.equal(true);
  });

  it('an Astro component named from the dev attributes follows a change above it: the patched tree equals a fresh build', async () => {
    session = await openPatchSession();
    const grid = session.doc.getElementsByClassName(IDS.grid)[0]!;
    const card = grid.children[0]!;
    const file = '/site/src/components/Card.astro';
    card.setAttribute('data-astro-source-loc', '2:1');
    card.setAttribute('data-astro-source-file', file);
    let patch = await expectPatchedTreeIsFresh(session, 0);
    expect(patch.changed.some((change) => change.fields.name === 'Card' && change.fields.isComponent === true), 'the card named Card').to.equal(true);
    // The grid written in the same file: the card is that file's markup now, not a component of its own.
    grid.setAttribute('data-astro-source-loc', '1:1');
    grid.setAttribute('data-astro-source-file', file);
    patch = await expectPatchedTreeIsFresh(session, 1);
    expect(patch.changed.some((change) => change.fields.name === card.localName && change.fields.isComponent === false), 'the card named by its tag again').to.equal(true);
  });

  it('a text edited, an element added, removed and moved, a box resized: each patched tree equals a fresh build', async () => {
    session = await openPatchSession();
    const { doc } = session;
    let count = 0;
    doc.getElementsByClassName(IDS.h1)[0]!.firstChild!.textContent = 'Cards, edited';
    let patch = await expectPatchedTreeIsFresh(session, count++);
    expect(patch.changed.some((change) => change.fields.literalChildren?.[0]?.value === 'Cards, edited')).to.equal(true);

    const grid = doc.getElementsByClassName(IDS.grid)[0]!;
    const added = doc.createElement('article');
    added.className = `card ${IDS.card}`;
    added.innerHTML = `<h2 class="card-title ${IDS.cardTitle}">Card 15</h2>`;
    grid.append(added);
    patch = await expectPatchedTreeIsFresh(session, count++);
    expect(patch.added.length).to.equal(1);
    expect(patch.added[0]!.children[0]!.literalChildren[0]!.value).to.equal('Card 15');

    grid.children[0]!.remove();
    patch = await expectPatchedTreeIsFresh(session, count++);
    expect(patch.removed.length).to.be.greaterThan(0);

    // Moved: the last card becomes the first (every card's place, so its key, changes).
    grid.prepend(grid.lastElementChild!);
    await expectPatchedTreeIsFresh(session, count++);

    // Resized: the cards below the heading move; their boxes come as changes.
    (doc.getElementsByClassName(IDS.h1)[0] as HTMLElement).style.height = '200px';
    patch = await expectPatchedTreeIsFresh(session, count++);
    expect(patch.changed.filter((change) => change.fields.pageBoundingBox !== undefined).length).to.be.greaterThan(10);

    // A change inside an open shadow root.
    const panel = doc.getElementsByClassName(IDS.panel)[0]!;
    panel.shadowRoot!.querySelector('.inner')!.textContent = 'Inside, edited';
    await expectPatchedTreeIsFresh(session, count++);
  });

  it('a card inserted first, then removed: the SDK re-keys the cards after it, listeners get them removed and added whole', async () => {
    session = await openPatchSession();
    const { doc } = session;
    const grid = doc.getElementsByClassName(IDS.grid)[0]!;
    const cards = grid.children.length;
    const card = doc.createElement('article');
    card.className = `card ${IDS.card}`;
    card.innerHTML = `<h2 class="card-title ${IDS.cardTitle}">Card 0</h2>`;
    grid.prepend(card);
    let patch = await expectPatchedTreeIsFresh(session, 0);
    // As listeners had it before protocol 3: every card's key changed, so each is removed and added.
    expect(patch).to.not.have.property('shifted');
    expect(patch.removed.length).to.equal(cards);
    expect(patch.added.length).to.equal(cards + 1);

    card.remove();
    patch = await expectPatchedTreeIsFresh(session, 1);
    expect(patch.removed.length).to.equal(cards + 1);
    expect(patch.added.length).to.equal(cards);

    // Moved among siblings: the third card becomes the first, then the first goes after the fifth.
    grid.prepend(grid.children[2]!);
    await expectPatchedTreeIsFresh(session, 2);
    grid.children[4]!.after(grid.children[0]!);
    await expectPatchedTreeIsFresh(session, 3);
  });

  it('the grid made one column and back: the SDK places the cards of a box run, and the patched tree equals a fresh build', async () => {
    session = await openPatchSession();
    const grid = session.doc.getElementsByClassName(IDS.grid)[0] as HTMLElement;
    grid.style.gridTemplateColumns = '1fr';
    const patch = await expectPatchedTreeIsFresh(session, 0);
    // Listeners get the new page box of every card that moved, as before runs: no `boxRuns`.
    expect(patch).to.not.have.property('boxRuns');
    expect(patch.changed.filter((change) => change.key.startsWith(`${IDS.card}_`) && change.fields.pageBoundingBox !== undefined).length).to.be.greaterThan(10);
    grid.style.gridTemplateColumns = '';
    await expectPatchedTreeIsFresh(session, 1);
  });

  it('a positioned element whose containing block grew moves, though nothing around it changed', async () => {
    session = await openPatchSession();
    const { doc } = session;
    // An absolutely placed badge at the bottom of <main>, inside a wrapper before the heading: a
    // taller heading makes <main> taller and moves the badge, while its wrapper stays where it was.
    const main = doc.getElementsByClassName(IDS.main)[0] as HTMLElement;
    main.style.position = 'relative';
    const wrapper = doc.createElement('div');
    wrapper.innerHTML = '<span class="badge" style="position:absolute;bottom:0;left:0">badge</span>';
    main.prepend(wrapper);
    await expectPatchedTreeIsFresh(session, 0);
    (doc.getElementsByClassName(IDS.h1)[0] as HTMLElement).style.height = '300px';
    const patch = await expectPatchedTreeIsFresh(session, 1);
    const badge = nodes(session.trees.at(-1)!.navTree!).find((node) => node.classList.includes('badge'))!;
    expect(patch.changed.some((change) => change.key === keyOf(badge) && change.fields.pageBoundingBox !== undefined)).to.equal(true);
  });

  it('a node that moves while the one after it stays: the one after is placed again from it', async () => {
    session = await openPatchSession();
    const { doc } = session;
    // space-between: when the top paragraph grows, the middle one moves down and the bottom one stays.
    const column = doc.createElement('div');
    column.style.cssText = 'display: flex; flex-direction: column; justify-content: space-between; height: 240px';
    column.innerHTML = '<p>top</p><p>middle</p><p>bottom</p>';
    doc.getElementsByClassName(IDS.h1)[0]!.after(column);
    await expectPatchedTreeIsFresh(session, 0);
    (column.firstElementChild as HTMLElement).style.height = '100px';
    await expectPatchedTreeIsFresh(session, 1);
  });

  it('a scroll moves boxes without a mutation: a scrolled element’s content, fixed elements when the page scrolls', async () => {
    session = await openPatchSession();
    const { doc } = session;
    const latestNode = (match: (node: NavTreeNode) => boolean) => nodes(session!.trees.at(-1)!.navTree!).find(match)!;
    doc.getElementsByClassName(IDS.scroller)[0]!.scrollTop = 200;
    const patch = await expectPatchedTreeIsFresh(session, 0);
    const deep = latestNode((node) => node.tempoElement.codebaseId === IDS.deep);
    expect(patch.changed.find((change) => change.key === keyOf(deep))?.fields.pageBoundingBox).to.not.equal(undefined);
    // Only boxes moved: nothing was built again.
    expect(patch.changed.every((change) => Object.keys(change.fields).join() === 'pageBoundingBox')).to.equal(true);
    expect(patch.added).to.deep.equal([]);

    const pinned = doc.createElement('div');
    pinned.className = 'pinned';
    pinned.style.cssText = 'position: fixed; top: 0; left: 0; width: 10px; height: 10px';
    doc.body.append(pinned);
    await expectPatchedTreeIsFresh(session, 1);
    doc.defaultView!.scrollTo(0, 300);
    const second = await expectPatchedTreeIsFresh(session, 2);
    const node = latestNode((candidate) => candidate.classList.includes('pinned'));
    expect(second.changed.find((change) => change.key === keyOf(node))?.fields.pageBoundingBox?.pageY).to.equal(300);
  });

  it('a new stylesheet restyles anything: the patch holds every change, and still equals a fresh build', async () => {
    session = await openPatchSession();
    const style = session.doc.createElement('style');
    style.textContent = '.card { display: flex; height: 50px }';
    session.doc.head.append(style);
    const patch = await expectPatchedTreeIsFresh(session, 0);
    expect(patch.changed.filter((change) => change.fields.displayType === 'flex').length).to.equal(14);
  });

  it('a change a patch cannot hold, in the same batch as one it can: the host still ends with the page as it is', async () => {
    session = await openPatchSession();
    const { doc } = session;
    doc.getElementsByClassName(IDS.h1)[0]!.firstChild!.textContent = 'Cards, edited';
    // A placeholder id with a character no key may hold: the card can no longer be a node, so its
    // subtree cannot be patched in place (the heading's, recorded first, already was).
    const card = doc.getElementsByClassName(IDS.cardTitle)[1]!;
    card.className = `tempo-duplicate-placeholder-a.b ${card.className}`;
    await waitFor(() => session!.trees.length > 1, 'the tree after the change');
    const latest = session.trees.at(-1)!;
    const before = session.trees.length;
    await session.frame.requestNavTree();
    const fresh = await waitFor(() => session!.trees[before], 'the full tree requestNavTree posts');
    expect(latest.navTree).to.deep.equal(fresh.navTree);
    expect(JSON.stringify(latest.navTree)).to.include('Cards, edited');
  });

  it('the SDK applies patches in order, and its trees share every untouched subtree', async () => {
    session = await openPatchSession();
    const first = session.trees[0]!.navTree!;
    session.doc.getElementsByClassName(IDS.footer)[0]!.classList.add('changed');
    await waitFor(() => session!.patches[0], 'the patch');
    const second = session.trees.at(-1)!.navTree!;
    const grid = (tree: NavTreeNode) => nodes(tree).find((node) => node.tempoElement.codebaseId === IDS.grid)!;
    expect(second).to.not.equal(first);
    expect(grid(second)).to.equal(grid(first));
  });
});

describe('NAV_TREE_PATCH on the wire: boxes relative to their reference (protocol 2)', () => {
  afterEach(async () => {
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
    expect(await consoleProblems()).to.equal('');
  });

  async function openRaw() {
    const iframe = await createFrame(CARDS_SRC);
    const host = await connect(iframe);
    host.mark();
    await host.call('initProject', STORYBOARD, {}, {}, null, { navTreePatches: true });
    const first = await host.nextEvent('NAV_TREE');
    return { host, doc: iframe.contentDocument!, first };
  }

  it('a resize at the top of the page sends a handful of boxes, not one per element below it', async () => {
    const { host, doc, first } = await openRaw();
    try {
      expect((JSON.parse(first.compactJson!) as CompactNavTree).root.b).to.have.length(4);
      host.mark();
      (doc.getElementsByClassName(IDS.h1)[0] as HTMLElement).style.height = '200px';
      const patch = await host.nextEvent('NAV_TREE_PATCH', undefined, 8000);
      // The heading, the paragraph after it, and their ancestors that grew; everything below moved with them.
      const keys = (patch.boxes ?? []).map(([key]) => key);
      expect(keys.some((key) => key.startsWith(IDS.h1))).to.equal(true);
      expect(keys.some((key) => key.startsWith(IDS.fade))).to.equal(true);
      expect(keys.length, keys.join('\n')).to.be.at.most(5);
      expect(patch.changed.every((change) => change.fields.pageBoundingBox === undefined)).to.equal(true);
    } finally {
      host.remove();
    }
  });

  it('a card inserted first, then removed: the cards after it come as one shifted entry, not again whole (protocol 3)', async () => {
    const { host, doc } = await openRaw();
    try {
      const grid = doc.getElementsByClassName(IDS.grid)[0]!;
      const card = doc.createElement('article');
      card.className = `card ${IDS.card}`;
      card.innerHTML = `<h2 class="card-title ${IDS.cardTitle}">Card 0</h2>`;
      host.mark();
      grid.prepend(card);
      let patch = await host.nextEvent('NAV_TREE_PATCH', undefined, 8000);
      expect(patch.shifted?.length).to.equal(1);
      const [gridKey, from, delta] = patch.shifted![0]!;
      expect([gridKey.startsWith(`${IDS.grid}_`), from, delta]).to.deep.equal([true, 0, 1]);
      expect(patch.removed).to.deep.equal([]);
      // Only the new card (and its title) is sent whole; no other card is named at all but by the boxes.
      expect(patch.added.map((node) => [node.tempoElement.codebaseId, node.parent, node.tempoElement.uniquePath.endsWith('-0'), node.children.length])).to.deep.equal([[IDS.card, gridKey, true, 1]]);
      expect(patch.changed.filter((change) => change.key.startsWith(IDS.card) || change.key.startsWith(IDS.cardTitle))).to.deep.equal([]);
      // In this two-column grid every card changes column, so each has a new relative box, but no card is sent again.
      expect(patch.boxes!.filter(([key]) => key.startsWith(IDS.card)).length).to.equal(14);

      host.mark();
      card.remove();
      patch = await host.nextEvent('NAV_TREE_PATCH', undefined, 8000);
      expect(patch.removed.map((key) => key.slice(0, key.indexOf('_')))).to.deep.equal([IDS.card]);
      expect(patch.shifted).to.deep.equal([[gridKey, 1, -1]]);
      expect(patch.added).to.deep.equal([]);
      expect(patch.changed).to.deep.equal([]);
    } finally {
      host.remove();
    }
  });

  it('the grid made one column: the cards, each placed alike below the one before, come as one box run, not a box each (protocol 6)', async () => {
    const { host, doc } = await openRaw();
    try {
      const grid = doc.getElementsByClassName(IDS.grid)[0] as HTMLElement;
      host.mark();
      grid.style.gridTemplateColumns = '1fr';
      const patch = await host.nextEvent('NAV_TREE_PATCH', undefined, 8000);
      const runs = (patch.boxRuns ?? []).filter(([parentKey]) => parentKey.startsWith(`${IDS.grid}_`));
      expect(runs.length, JSON.stringify(patch.boxRuns)).to.equal(1);
      const [, from, to, x, , width] = runs[0]!;
      // Every card but the first (placed from the grid's corner) sits at the left below the one before, as wide as the column.
      expect([from, to, x, width]).to.deep.equal([1, grid.children.length - 1, 0, Math.round(grid.children[1]!.getBoundingClientRect().width * 100) / 100]);
      const cardsAlone = (patch.boxes ?? []).filter(([key]) => key.startsWith(`${IDS.card}_`));
      expect(cardsAlone.length).to.be.at.most(1);
    } finally {
      host.remove();
    }
  });

  it('a page scroll sends nothing for what moves with the page (only box-less nodes, at the scroll offset); a scrolled container, its first moved node', async () => {
    const { host, doc } = await openRaw();
    try {
      host.mark();
      doc.defaultView!.scrollTo(0, 250);
      doc.getElementsByClassName(IDS.scroller)[0]!.scrollTop = 120;
      const patch = await host.nextEvent('NAV_TREE_PATCH', undefined, 8000);
      expect(patch.removed).to.deep.equal([]);
      expect(patch.added).to.deep.equal([]);
      expect(patch.changed).to.deep.equal([]);
      const boxes = patch.boxes ?? [];
      const withBox = boxes.filter(([, , , width, height]) => width !== 0 || height !== 0);
      expect(withBox.map(([key, , y]) => [key.slice(0, key.indexOf('_')), y])).to.deep.equal([[IDS.tall, -119]]);
      // The x-panel's <slot> (display: contents) has no box: its page box is the scroll offset.
      expect(boxes.filter((box) => !withBox.includes(box)).map(([, x, y]) => [x, y])).to.deep.equal([[0, 250]]);
    } finally {
      host.remove();
    }
  });
});

describe('NAV_TREE without navTreePatches: as before', () => {
  it('posts whole trees without a version, and no patches', async () => {
    const iframe = await createFrame(CARDS_SRC);
    const host = await connect(iframe);
    try {
      host.mark();
      await host.call('initProject', STORYBOARD, {}, {});
      const first = await host.nextEvent('NAV_TREE');
      expect(first.version).to.equal(undefined);
      host.mark();
      iframe.contentDocument!.getElementsByClassName(IDS.h1)[0]!.classList.add('changed');
      const next = await host.nextEvent('NAV_TREE');
      expect(next.version).to.equal(undefined);
      expect(keyOf(next.navTree!)).to.equal(keyOf(first.navTree!));
      expect(host.events('NAV_TREE_PATCH')).to.deep.equal([]);
    } finally {
      host.remove();
    }
  });
});

describe('NAV_TREE_PATCH in the SDK: a gap or another version asks for the whole tree', () => {
  const leaf = (codebaseId: string, uniquePath: string, parent: string | null): NavTreeNode => testNode(codebaseId, uniquePath, parent);
  const ROOT = 'STORYBOARD-TOP-CONSTANT_sb_0';
  const tree = (): NavTreeNode => ({ ...leaf('STORYBOARD-TOP-CONSTANT', '0', null), children: [leaf('a', '0-0', ROOT)] });
  const patch = (baseVersion: number, name: string) => ({ id: 'NAV_TREE_PATCH', version: baseVersion + 1, baseVersion, removed: [], added: [], changed: [{ key: 'a_sb_0-0', fields: { name } }] });

  it('applies patches in order, drops one that does not fit, asks once for the whole tree and carries on from it', async () => {
    // A stand-in for the frame on this origin: it answers the handshake and lets the test post events.
    const iframe = document.createElement('iframe');
    iframe.srcdoc = '<!doctype html><title>fake frame</title>';
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    document.body.append(iframe);
    await loaded;
    let port: MessagePort | null = null;
    const requests: { id: string; payload: { functionName: string } }[] = [];
    iframe.contentWindow!.addEventListener('message', (event) => {
      if (event.data !== 'init' || port !== null) return;
      port = event.ports[0]!;
      port.onmessage = (message: MessageEvent<{ id: string; payload: { functionName: string } }>) => {
        requests.push(message.data);
        port!.postMessage({ id: message.data.id });
      };
      port.postMessage({ id: 'RUNTIME_CONNECTED', runtimeId: 'fake', protocolVersion: PROTOCOL_VERSION });
    });
    const frame = await connectFrame(iframe, { origin: location.origin });
    try {
      const trees: FrameEvent<'NAV_TREE'>[] = [];
      const patches: FrameEvent<'NAV_TREE_PATCH'>[] = [];
      frame.on('NAV_TREE', (event) => trees.push(event));
      frame.on('NAV_TREE_PATCH', (event) => patches.push(event));
      port!.postMessage({ id: 'NAV_TREE', navTree: tree(), version: 1 });
      port!.postMessage(patch(1, 'first'));
      await waitFor(() => trees.length === 2, 'the patched tree');
      expect(trees[1]!.navTree!.children[0]!.name).to.equal('first');
      expect(trees[1]!.version).to.equal(2);

      // Version 3 never arrived: the patch on top of it cannot be applied, nor the one after.
      port!.postMessage(patch(3, 'lost'));
      port!.postMessage(patch(4, 'lost too'));
      await waitFor(() => requests.length > 0, 'the SDK asking for the whole tree');
      expect(requests.map((request) => request.payload.functionName)).to.deep.equal(['requestNavTree']);
      expect(patches.length).to.equal(1);

      port!.postMessage({ id: 'NAV_TREE', navTree: tree(), version: 6 });
      port!.postMessage(patch(6, 'after'));
      await waitFor(() => trees.length === 4, 'the whole tree, then the next patch on it');
      expect(trees[3]!.navTree!.children[0]!.name).to.equal('after');
      expect(requests.length).to.equal(1);
    } finally {
      frame.close();
      iframe.remove();
    }
  });
});
