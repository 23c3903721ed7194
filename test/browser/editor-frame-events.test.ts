// The reference editor's wait for INSTANT_UPDATE_DONE, against a real frame through the host SDK.
import { expect } from '@open-wc/testing';
import { waitForInstantUpdate } from '../../editor/state/frame-events';
import { connectFrame, type FrameClient } from '../../runtime/host';
import type { ChangeItemData } from '../../types';
import { expectNothingFor } from './helpers';
import { createFrame, port } from './runtime/host';

const origin = `http://fixtures.localhost:${port}`;

describe('editor: waiting for an instant update', () => {
  let frame: FrameClient;
  const unhandled: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);

  beforeEach(async () => {
    unhandled.length = 0;
    window.addEventListener('unhandledrejection', onUnhandled);
    frame = await connectFrame(await createFrame(`${origin}/test-fixtures/plain.html`), { origin });
    await frame.initProject('waits');
  });
  afterEach(() => {
    window.removeEventListener('unhandledrejection', onUnhandled);
    frame.close();
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it('resolves with the item as the frame applied it, or rejects with the frame\'s reason', async () => {
    const fields = (codebaseId: string) => ({ codebaseIdToRemoveClass: codebaseId, className: 'intro' });
    const ok = { id: 'wait-ok', type: 'REMOVE_CLASS', changeName: 'Remove class', changeFields: fields('tempo-2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e') } as ChangeItemData;
    const done = waitForInstantUpdate(frame, ok.id);
    await frame.applyChangeItemToDocument(ok);
    expect((await done).instantUpdateSuccessful).to.equal(true);

    // As the editor uses it: the failure may arrive before the call's answer, so it is handled at once.
    const missing = { ...ok, id: 'wait-missing', changeFields: fields('tempo-00000000-0000-4000-8000-000000000000') } as ChangeItemData;
    const failed = waitForInstantUpdate(frame, missing.id);
    failed.catch(() => undefined);
    await frame.applyChangeItemToDocument(missing);
    let error: unknown;
    await failed.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('The instant update failed: Could not find element tempo-00000000-0000-4000-8000-000000000000 for instant update');
    expect(unhandled).to.deep.equal([]);
  });

  it('stops waiting, without an unhandled rejection, when the frame refuses the request', async () => {
    const bad = { id: 'wait-refused', type: 'STYLING', changeName: 'Styling', changeFields: 5 } as unknown as ChangeItemData;
    const refused = new AbortController();
    // Long enough for the refusal to come back on a loaded machine; the wait below outlasts it, so a
    // timer the abort failed to clear would settle the promise.
    const done = waitForInstantUpdate(frame, bad.id, { timeoutMs: 1000, signal: refused.signal });
    let error: unknown;
    await frame.applyChangeItemToDocument(bad).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('changeItem.changeFields must be an object');
    refused.abort();
    let settled = false;
    void done.then(() => (settled = true), () => (settled = true));
    await expectNothingFor(1200, 'the wait\'s own timeout is 1000 ms: a timer the abort failed to clear settles it by then', () => settled && 'the aborted wait settled');
    expect(unhandled).to.deep.equal([]);
  });

  it('rejects when nothing comes in time', async () => {
    let error: unknown;
    await waitForInstantUpdate(frame, 'never-sent', { timeoutMs: 100 }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('The frame did not finish the instant update');
  });
});
