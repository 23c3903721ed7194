// The SDK's `tree` event and `client.tree`: the page's tree with its node index, after every whole
// tree and every applied patch, for hosts with and without patches. What an editor stores as it is.
import { expect } from '@open-wc/testing';
import { connectFrame, indexTree, keyOf, type FrameClient, type NavTreeIndex } from '../../../runtime/host';
import type { FrameEvent, NavTreeNode } from '../../../types';
import { consoleProblems, waitFor } from '../helpers';
import { CARDS_SRC, IDS, STORYBOARD, nodes } from './cards';
import { createFrame, editorOrigin } from './host';

/** The index holds exactly the tree's nodes, the same objects, and each node's parent (by key) holds it. */
function expectIndexOf(index: NavTreeIndex): void {
  const fresh = indexTree(index.tree, index.version);
  expect([...index.nodes.keys()].sort()).to.deep.equal([...fresh.nodes.keys()].sort());
  for (const [key, node] of fresh.nodes) {
    expect(index.nodes.get(key), key).to.equal(node);
    const parent = node.parent === null ? null : index.nodes.get(node.parent);
    if (node.parent === null) expect(node, 'only the root has no parent').to.equal(index.tree);
    else expect(parent?.children, `the parent of ${key}`).to.include(node);
  }
  expect(Object.isFrozen(index), 'a tree is replaced, never changed').to.equal(true);
}

const byId = (tree: NavTreeNode, id: string) => nodes(tree).find((node) => node.tempoElement.codebaseId === id)!;

interface Recorded {
  frame: FrameClient;
  doc: Document;
  trees: (NavTreeIndex | null)[];
  navTrees: FrameEvent<'NAV_TREE'>[];
}

/**
 * initProject, with what the page had fetched of the runtime's modules when it fails: once in many
 * runs (Firefox, under load) it got no answer in 40 s, and the tools' import is the likely wait.
 */
async function initWithReport(frame: FrameClient, iframe: HTMLIFrameElement, options?: { navTreePatches: true }): Promise<void> {
  try {
    await frame.initProject(STORYBOARD, {}, {}, null, options);
  } catch (error) {
    const entries = (iframe.contentWindow?.performance.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[];
    const modules = entries.filter((entry) => /\.m?js(\?|$)/.test(entry.name)).map((entry) => `${entry.name.split('/').pop()} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms`);
    throw new Error(`${(error as Error).message}; the page's scripts fetched: ${modules.join(', ') || 'none'}`);
  }
}

async function open(navTreePatches: boolean): Promise<Recorded> {
  const iframe = await createFrame(CARDS_SRC);
  const frame = await connectFrame(iframe, { origin: editorOrigin });
  const recorded: Recorded = { frame, doc: iframe.contentDocument!, trees: [], navTrees: [] };
  frame.on('tree', (tree) => recorded.trees.push(tree));
  frame.on('NAV_TREE', (event) => recorded.navTrees.push(event));
  await initWithReport(frame, iframe, navTreePatches ? { navTreePatches: true } : undefined);
  await waitFor(() => recorded.trees.length > 0, 'the first tree event');
  return recorded;
}

describe('the SDK’s tree event: one tree with its node index', () => {
  let recorded: Recorded | null = null;
  afterEach(async () => {
    recorded?.frame.close();
    recorded = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
    expect(await consoleProblems()).to.equal('');
  });

  it('with patches: after the whole tree and after each patch, an index of that tree; untouched nodes keep their identity', async () => {
    recorded = await open(true);
    const first = recorded.trees[0]!;
    expect(first.version).to.be.a('number');
    expect(first.tree).to.equal(recorded.navTrees[0]!.navTree);
    expect(recorded.frame.tree, 'the accessor gives the last event’s tree').to.equal(first);
    expectIndexOf(first);

    recorded.doc.getElementsByClassName(IDS.footer)[0]!.classList.add('changed');
    const second = await waitFor(() => recorded!.trees[1], 'the tree event after the patch');
    expect(second).to.not.equal(first);
    expect(second!.version).to.equal(first.version! + 1);
    expect(second!.tree).to.equal(recorded.navTrees.at(-1)!.navTree);
    expect(recorded.frame.tree).to.equal(second);
    expectIndexOf(second!);
    // The footer changed (a new object); the grid was not touched: the same node, in both indexes.
    const footer = keyOf(byId(first.tree, IDS.footer));
    expect(second!.nodes.get(footer)).to.not.equal(first.nodes.get(footer));
    expect(second!.nodes.get(footer)!.classList).to.include('changed');
    const grid = keyOf(byId(first.tree, IDS.grid));
    expect(second!.nodes.get(grid)).to.equal(first.nodes.get(grid));
    for (const node of nodes(first.nodes.get(grid)!)) expect(second!.nodes.get(keyOf(node)), 'inside the grid').to.equal(node);
    expect(first.nodes.get(footer)!.classList, 'the tree before is as it was').to.not.include('changed');

    // A whole tree (what follows a gap) starts a new index.
    const before = recorded.trees.length;
    await recorded.frame.requestNavTree();
    const whole = await waitFor(() => recorded!.trees[before], 'the tree event after the whole tree');
    expect(whole!.version).to.equal(second!.version! + 1);
    expect(whole!.tree).to.deep.equal(second!.tree);
    expectIndexOf(whole!);
  });

  it('without patches: each whole tree comes with its index, no version', async () => {
    recorded = await open(false);
    const first = recorded.trees[0]!;
    expect(first.version).to.equal(null);
    expect(first.tree).to.equal(recorded.navTrees[0]!.navTree);
    expectIndexOf(first);
    recorded.doc.getElementsByClassName(IDS.h1)[0]!.classList.add('changed');
    const second = await waitFor(() => recorded!.trees.find((tree) => tree !== first && JSON.stringify(tree?.tree).includes('"changed"')), 'the next whole tree');
    expect(second!.version).to.equal(null);
    expect(recorded.frame.tree).to.equal(recorded.trees.at(-1));
    expectIndexOf(second!);
  });

  it('a host that never listens gets the index from the accessor', async () => {
    const iframe = await createFrame(CARDS_SRC);
    const frame = await connectFrame(iframe, { origin: editorOrigin });
    recorded = { frame, doc: iframe.contentDocument!, trees: [], navTrees: [] };
    frame.on('NAV_TREE', (event) => recorded!.navTrees.push(event));
    expect(frame.tree, 'no tree yet').to.equal(null);
    await initWithReport(frame, iframe);
    await waitFor(() => recorded!.navTrees.length > 0, 'the first NAV_TREE');
    const tree = frame.tree!;
    expect(tree.tree).to.equal(recorded.navTrees.at(-1)!.navTree);
    expect(frame.tree, 'built once per tree').to.equal(tree);
    expectIndexOf(tree);
  });
});
