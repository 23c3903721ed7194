// Waiting for one frame event that matches, with a timeout.
import type { FrameClient } from '../../runtime/host';
import type { ChangeItemData } from '../../types';

export function waitForInstantUpdate(frame: FrameClient, itemId: string, timeoutMs = 8000): Promise<ChangeItemData> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('The frame did not finish the instant update'));
    }, timeoutMs);
    const off = frame.on('INSTANT_UPDATE_DONE', (event) => {
      if (event.changeItem.id !== itemId) return;
      clearTimeout(timer);
      off();
      if (event.instantUpdateSuccessful === false) reject(new Error(`The instant update failed${event.reason ? `: ${event.reason}` : ''}`));
      else resolve(event.changeItem);
    });
  });
}

export function waitForReconnect(frame: FrameClient, timeoutMs = 15000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('The frame did not reconnect after the reload'));
    }, timeoutMs);
    const off = frame.on('reconnected', () => {
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}
