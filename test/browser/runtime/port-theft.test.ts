// A script of the previewed page that runs after the runtime cannot take the editor's port or read
// what flows through it: the runtime listens first at the window's capture phase, stops the editor's
// messages there, and uses the DOM methods it took when it started (runtime/core/messenger.ts).
import { expect } from '@open-wc/testing';
import type { FrameClient } from '../../../runtime/host';
import type { NavTreeNode } from '../../../types';
import { waitFor } from '../helpers';
import { connectToFixture, createFrame, fixturesOrigin } from './host';

const origin = fixturesOrigin;

describe('the editor port is the runtime alone', () => {
  let frame: FrameClient | null = null;
  afterEach(() => {
    frame?.close();
    frame = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it('a page script with listeners at the window and wrapped prototypes sees no init, no port and no message', async () => {
    const iframe = await createFrame(`${origin}/test-fixtures/port-thief.html`);
    frame = await connectToFixture(iframe);
    const trees: NavTreeNode[] = [];
    frame.on('NAV_TREE', ({ navTree }) => navTree && trees.push(navTree));
    await frame.initProject('thief');
    await waitFor(() => trees.length > 0, 'the tree');
    // Traffic both ways: a request, its answer and events.
    expect(await frame.getElementClassList(`tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d_thief_${trees[0]!.children[0]!.children[0]!.tempoElement.uniquePath}`)).to.deep.equal([]);

    let report: string[] | null = null;
    const onReport = (event: MessageEvent) => {
      if (event.source === iframe.contentWindow && Array.isArray(event.data?.thefts)) report = event.data.thefts;
    };
    window.addEventListener('message', onReport);
    try {
      iframe.contentWindow!.postMessage('report-thefts', origin);
      const thefts = await waitFor(() => report, 'the page to say what it took');
      expect(thefts).to.deep.equal([]);
    } finally {
      window.removeEventListener('message', onReport);
    }
  });
});
