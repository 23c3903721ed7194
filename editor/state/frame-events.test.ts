import { expect } from '@open-wc/testing';
import type { FrameClient } from 'visual-editing-runtime/host';
import { waitForReconnect } from './frame-events';

/** The part of a client waitForReconnect listens to, driven by the test. */
function fakeFrame() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const frame = {
    on(name: string, handler: (event: unknown) => void) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set.add(handler));
      return () => void set.delete(handler);
    },
  } as unknown as Pick<FrameClient, 'on'>;
  const emit = (name: 'reconnected' | 'state', event: unknown) => [...(listeners.get(name) ?? [])].forEach((handler) => handler(event));
  const count = (name: string) => listeners.get(name)?.size ?? 0;
  return { frame, emit, count };
}

describe('editor/state/frame-events: waitForReconnect', () => {
  it('resolves on reconnected, passing the reloading state by', async () => {
    const { frame, emit, count } = fakeFrame();
    const waiting = waitForReconnect(frame, 1000);
    emit('state', { state: 'reloading' });
    emit('reconnected', { href: 'http://preview.example/' });
    await waiting;
    expect(count('state'), 'stops listening').to.equal(0);
  });

  it('rejects at once, with the reason, when the reloaded page has no runtime that answers', async () => {
    const { frame, emit, count } = fakeFrame();
    const waiting = waitForReconnect(frame, 60_000);
    emit('state', { state: 'lost', reason: 'The frame did not answer' });
    let error: unknown;
    await waiting.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('The preview did not come back after the reload: The frame did not answer');
    expect(count('reconnected'), 'stops listening').to.equal(0);
  });
});
