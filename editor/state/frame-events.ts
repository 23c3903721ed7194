// Waiting for one frame event that matches, with a timeout.
import type { FrameClient } from 'visual-editing-runtime/host';
import type { ChangeItemData } from '../../types';

/**
 * The frame's INSTANT_UPDATE_DONE for `itemId`: resolves with the applied item, rejects when the
 * update failed or nothing came in time. Aborting `signal` stops waiting without settling (the
 * caller has its own error to report, e.g. the request itself was refused).
 */
export function waitForInstantUpdate(frame: FrameClient, itemId: string, { timeoutMs = 8000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<ChangeItemData> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      off();
      signal?.removeEventListener('abort', stop);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The frame did not finish the instant update'));
    }, timeoutMs);
    const off = frame.on('INSTANT_UPDATE_DONE', (event) => {
      if (event.changeItem.id !== itemId) return;
      stop();
      if (event.instantUpdateSuccessful === false) reject(new Error(`The instant update failed${event.reason ? `: ${event.reason}` : ''}`));
      else resolve(event.changeItem);
    });
    signal?.addEventListener('abort', stop);
  });
}

/** Resolves once the SDK connected to the reloaded page; rejects when it gave up on it (`lost`) or after `timeoutMs`. */
export function waitForReconnect(frame: Pick<FrameClient, 'on'>, timeoutMs = 15000): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      offReconnected();
      offState();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The frame did not reconnect after the reload'));
    }, timeoutMs);
    const offReconnected = frame.on('reconnected', () => {
      stop();
      resolve();
    });
    // The new page has no runtime that answers: no need to wait out the timeout to say so.
    const offState = frame.on('state', ({ state, reason }) => {
      if (state !== 'lost') return;
      stop();
      reject(new Error(`The preview did not come back after the reload${reason ? `: ${reason}` : ''}`));
    });
  });
}

/**
 * Resolves once the page shows the saved source: `reloaded` when the SDK connected to the reloaded
 * page, `hot` when the page swapped it in place (HOT_UPDATED: the instant updates the source holds
 * were dropped and the tree measured again). Rejects as waitForReconnect does.
 */
export function waitForSourceShown(frame: Pick<FrameClient, 'on'>, timeoutMs = 15000): Promise<'reloaded' | 'hot'> {
  let offHot = (): void => undefined;
  const hot = new Promise<'hot'>((resolve) => {
    offHot = frame.on('HOT_UPDATED', () => resolve('hot'));
  });
  const reloaded = waitForReconnect(frame, timeoutMs).then(() => 'reloaded' as const);
  return Promise.race([hot, reloaded]).finally(offHot);
}
