// The first whole tree for a host that takes patches is built and posted by the core before the
// editing tools (the patcher, the adapter's detection) have loaded (core/first-tree.ts): these tests
// hold the tools back (or refuse them) on the test server, change the page meanwhile, and check that
// the host ends with the page as it is.
import { expect } from '@open-wc/testing';
import { connectFrame, type FrameClient } from '../../../runtime/host';
import type { FrameEvent, NavTreeNode } from '../../../types';
import { consoleMessages, consoleProblems, waitFor, waitForAsync, type ConsoleEntry } from '../helpers';
import { CARDS_SRC, IDS, STORYBOARD } from './cards';
import { createFrame, editorOrigin } from './host';
import { vendorOrigin } from '../vendor';

interface Session {
  frame: FrameClient;
  iframe: HTMLIFrameElement;
  trees: FrameEvent<'NAV_TREE'>[];
  patches: FrameEvent<'NAV_TREE_PATCH'>[];
}

async function open(src: string, origin: string): Promise<Session> {
  const iframe = await createFrame(src, { width: 1200, height: 800 });
  const frame = await connectFrame(iframe, { origin });
  const session: Session = { frame, iframe, trees: [], patches: [] };
  frame.on('NAV_TREE', (event) => session.trees.push(event));
  frame.on('NAV_TREE_PATCH', (event) => session.patches.push(event));
  return session;
}

/** Whether the frame has the editing tools' file: resource timing lists a file once its response has ended. */
function toolsArrived(iframe: HTMLIFrameElement): boolean {
  return iframe.contentWindow!.performance.getEntriesByType('resource').some((entry) => entry.name.includes('/runtime-tools.mjs'));
}

/** The SDK's patched tree equals a fresh whole build of the page. */
async function expectFresh(session: Session): Promise<void> {
  const patched = session.trees.at(-1)!;
  const before = session.trees.length;
  await session.frame.requestNavTree();
  const fresh = await waitFor(() => session.trees[before], 'the whole tree requestNavTree posts');
  expect(patched.navTree).to.deep.equal(fresh.navTree);
}

/** Sets a cookie the test server reads (web-test-runner.config.mjs) from a page on its origin: every page there sends it. */
function serverCookie(doc: Document, cookie: string): void {
  doc.cookie = `${cookie}; path=/`;
}

const nodes = (node: NavTreeNode): NavTreeNode[] => [node, ...node.children.flatMap(nodes)];

describe('the first whole tree comes before the editing tools', () => {
  let session: Session | null = null;
  afterEach(async () => {
    const doc = session?.iframe.contentDocument;
    if (doc) {
      serverCookie(doc, 'slow-tools=; max-age=0');
      serverCookie(doc, 'no-tools=; max-age=0');
    }
    session?.frame.close();
    session = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it('a host that takes patches gets it while the tools still load; a change made meanwhile comes as a patch from it', async () => {
    session = await open(CARDS_SRC, editorOrigin);
    const { frame, iframe } = session;
    // The frame fetches the tools once initProject arrives: held back from now on.
    serverCookie(iframe.contentDocument!, 'slow-tools=4000');
    let answered = false;
    const init = frame.initProject(STORYBOARD, {}, {}, null, { navTreePatches: true }).then((answer) => ((answered = true), answer));
    const first = await waitFor(() => session!.trees[0], 'the first NAV_TREE');
    expect(toolsArrived(iframe), 'the tools had arrived').to.equal(false);
    expect(answered).to.equal(false);
    expect(first.version).to.equal(1);
    expect(nodes(first.navTree!).some((node) => node.tempoElement.codebaseId === IDS.card)).to.equal(true);

    // The page changes while the tools load: the runtime keeps the change for the patcher.
    iframe.contentDocument!.getElementsByClassName(IDS.cardTitle)[2]!.classList.add('toggled');
    await init;
    expect(toolsArrived(iframe)).to.equal(true);
    const patch = await waitFor(() => session!.patches[0], 'the patch of the change made while the tools loaded');
    expect(patch.baseVersion).to.equal(1);
    expect(patch.changed.some((change) => change.fields.classList?.includes('toggled'))).to.equal(true);
    expect(session.trees.every((tree) => tree.navTree !== null)).to.equal(true);
    await expectFresh(session);
    expect(await consoleProblems()).to.equal('');
  });

  it('the tools refused: the first tree still comes, then whole trees without a version, as for a host without patches', async () => {
    session = await open(CARDS_SRC, editorOrigin);
    const { frame, iframe } = session;
    serverCookie(iframe.contentDocument!, 'no-tools=1');
    await frame.initProject(STORYBOARD, {}, {}, null, { navTreePatches: true });
    const first = await waitFor(() => session!.trees[0], 'the first NAV_TREE');
    expect(first.version).to.equal(1);
    iframe.contentDocument!.getElementsByClassName(IDS.h1)[0]!.classList.add('changed');
    const next = await waitFor(() => session!.trees[1], 'the whole tree after the change');
    expect(next.version).to.equal(undefined);
    expect(nodes(next.navTree!).find((node) => node.tempoElement.codebaseId === IDS.h1)!.classList).to.include('changed');
    expect(session.patches).to.deep.equal([]);
    // The refused file and the runtime's warnings about it, and nothing else. The last attempt (the
    // CSS rules' index, started after initProject) may still be on its way: its warning is waited for.
    const seen: ConsoleEntry[] = [];
    await waitForAsync(async () => {
      seen.push(...(await consoleMessages()));
      return seen.some((entry) => entry.type.startsWith('warn') && entry.text.startsWith('[editing-runtime] Could not load the editing tools'));
    }, 'the warning of the last attempt at the tools');
    const unexpected = seen.filter((entry) => ['error', 'warn', 'warning', 'pageerror', 'requestfailed'].includes(entry.type) && !/runtime-tools\.mjs|no editing tools/.test(`${entry.text} ${entry.url}`));
    expect(unexpected.map((entry) => `${entry.type}: ${entry.text}`).join('\n')).to.equal('');
  });

  it('a page whose adapter loads after the first tree (a React vendor page): the adapter’s props follow as a patch', async () => {
    session = await open(`${vendorOrigin}/vendor/react/index.html`, vendorOrigin);
    const { frame } = session;
    const answer = await frame.initProject('vendor', {}, {}, null, { navTreePatches: true });
    expect(answer.adapter).to.deep.include({ name: 'react', choice: 'named' });
    const first = await waitFor(() => session!.trees[0], 'the first NAV_TREE');
    expect(first.version).to.equal(1);
    // The first tree knew no adapter: the attributes stood in for props. A patch brings the adapter's.
    await waitFor(() => session!.patches.some((patch) => patch.changed.some((change) => change.fields.props !== undefined)), 'a patch with the adapter’s props');
    const button = (tree: NavTreeNode) => nodes(tree).find((node) => node.classList.includes('add'));
    const latest = await waitFor(() => [...session!.trees].reverse().find((tree) => button(tree.navTree!)), 'the app rendered');
    expect(button(latest.navTree!)!.props).to.not.deep.equal({ type: { type: 'LITERAL', value: 'button' } });
    await expectFresh(session);
    expect(await consoleProblems()).to.equal('');
  });
});
