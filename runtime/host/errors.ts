// What the SDK's calls reject with, besides a plain Error for a bad argument or a closed connection.
import type { ErrorCode } from '../../types';

/** A function the frame refused: its sentence, and the code an editor can act on (`unknown-key`: the element is gone), or null. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'FrameError';
  }
}

/** A call made while no page is connected (between a reload and the new page's runtime answering, or a page without one). */
export class FrameNotConnectedError extends Error {
  constructor() {
    super('Not connected to the frame');
    this.name = 'FrameNotConnectedError';
  }
}

/**
 * A call the frame did not answer because its page was replaced (a reload or a navigation) first.
 * The new page never saw the call; the SDK sets it up again (`reconnected`), so an editor can let
 * such a call go rather than report it.
 */
export class FrameReloadedError extends Error {
  constructor() {
    super('The frame reloaded before answering');
    this.name = 'FrameReloadedError';
  }
}
