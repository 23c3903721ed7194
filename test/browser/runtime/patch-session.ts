// A host connected to the cards fixture with nav-tree patches on, recording every tree and patch the
// SDK emits: what the patch tests and the patch fuzz both start from.
import { expect } from '@open-wc/testing';
import { connectFrame, type FrameClient } from '../../../runtime/host';
import type { FrameEvent } from '../../../types';
import { consoleProblems, waitFor } from '../helpers';
import { CARDS_SRC, STORYBOARD } from './cards';
import { createFrame, editorOrigin } from './host';

export interface PatchSession {
  frame: FrameClient;
  doc: Document;
  trees: FrameEvent<'NAV_TREE'>[];
  patches: FrameEvent<'NAV_TREE_PATCH'>[];
}

/** Opens the cards page, opts in to patches and waits for the first whole tree. */
export async function openPatchSession(): Promise<PatchSession> {
  const iframe = await createFrame(CARDS_SRC);
  const frame = await connectFrame(iframe, { origin: editorOrigin });
  const session: PatchSession = { frame, doc: iframe.contentDocument!, trees: [], patches: [] };
  frame.on('NAV_TREE', (event) => session.trees.push(event));
  frame.on('NAV_TREE_PATCH', (event) => session.patches.push(event));
  await frame.initProject(STORYBOARD, {}, {}, null, { navTreePatches: true });
  await waitFor(() => session.trees.length > 0, 'the first NAV_TREE');
  return session;
}

/** Closes the session's connection and frames; the page logged no problem meanwhile. */
export async function closePatchSession(session: PatchSession | null): Promise<void> {
  session?.frame.close();
  document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  expect(await consoleProblems()).to.equal('');
}
