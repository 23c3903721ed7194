// Detection follows hydration: a page with no framework when the editor connects, whose React parts
// hydrate (or mount) later, gets its adapter without a re-connect, and the editor is told.
import { expect } from '@open-wc/testing';
import type { FrameClient } from '../../../runtime/host';
import type { AdapterReport, NavTreeNode } from '../../../types';
import { failOnConsoleProblems, waitFor } from '../helpers';
import { connectToFixture, createFrame, fixturesOrigin } from './host';

const origin = fixturesOrigin;
const PAGE = `${origin}/test-fixtures/late-island.html`;

function nodesOf(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodesOf)];
}

describe('detection follows hydration', () => {
  failOnConsoleProblems();
  let frame: FrameClient | null = null;
  afterEach(() => {
    frame?.close();
    frame = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  async function open(): Promise<{ iframe: HTMLIFrameElement; client: FrameClient; found: AdapterReport[]; trees: NavTreeNode[] }> {
    const iframe = await createFrame(PAGE);
    const client = await connectToFixture(iframe);
    frame = client;
    const found: AdapterReport[] = [];
    const trees: NavTreeNode[] = [];
    client.on('ADAPTER_CHANGED', ({ adapter }) => found.push(adapter));
    client.on('NAV_TREE', ({ navTree }) => navTree && trees.push(navTree));
    // Nothing of React is on the page yet: `auto` says so.
    expect(await client.initProject('late')).to.deep.equal({ adapter: { name: null, choice: 'detected', reason: 'no framework detected' } });
    return { iframe, client, found, trees };
  }

  it('finds an island that hydrates after connect (no DOM change) and answers for its components', async () => {
    const { iframe, client, found, trees } = await open();
    await waitFor(() => trees.length > 0, 'the first tree');
    const before = trees.length;
    expect(await client.getStateAndProps('PriceCard').catch((error: Error) => error.message)).to.equal('No component found');

    iframe.contentWindow!.postMessage('hydrate', origin);
    await waitFor(() => found.length > 0, 'ADAPTER_CHANGED after the island hydrated', 20_000);
    expect(found).to.deep.equal([{ name: 'react', choice: 'detected' }]);
    // A whole tree follows, and the component answers with its props.
    await waitFor(() => trees.length > before, 'a tree after the adapter changed');
    const price = nodesOf(trees.at(-1)!).find((node) => node.name === 'p');
    expect(price, 'the price in the tree').to.not.equal(undefined);
    const state = await client.getStateAndProps('PriceCard');
    expect(state.props).to.deep.include({ title: 'Pro', price: '$29' });
    expect(found, 'told once').to.have.length(1);
  });

  it('finds an app mounted after connect (a DOM change)', async () => {
    const { iframe, client, found } = await open();
    iframe.contentWindow!.postMessage('mount', origin);
    await waitFor(() => found.length > 0, 'ADAPTER_CHANGED after the app mounted', 20_000);
    const state = await client.getStateAndProps('PriceCard');
    expect(state.props).to.deep.include({ title: 'Team', price: '$99' });
    expect(found).to.deep.equal([{ name: 'react', choice: 'detected' }]);
  });
});
