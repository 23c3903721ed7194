// What a save that is still running says, in a designer's words: how long it has taken, what it
// waits for, and — when other tabs or scripts are saving too — its place in the server's queue.
import type { QueuedEdit } from '../../types';

/** After this long a save says why it may take a while. */
const SLOW_AFTER_S = 3;

/** `place`: the save in the server's queue (GET …/queue), or null when it is not listed (written, or not asked yet). */
export function savingWords(seconds: number, place: Pick<QueuedEdit, 'position'> | null): string {
  const elapsed = seconds > 0 ? `${seconds} s: ` : '';
  if (place && place.position > 0) {
    const ahead = place.position === 1 ? '1 change is' : `${place.position} changes are`;
    return `${elapsed}waiting for its turn: ${ahead} being saved before it (from another tab or a script). Changes are written one at a time, in the order they arrived.`;
  }
  const slow = seconds >= SLOW_AFTER_S ? ' This takes longer while the server is still reading the site after it started, or while the computer is busy.' : '';
  return `${elapsed}the server is writing the change into the site’s source files; the preview reloads when they are written.${slow}`;
}
