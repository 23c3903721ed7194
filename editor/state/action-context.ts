// What every group of editor actions works with: the store, the preview's connection, the
// mutation server, and one way to report a failure (never silently).
import { FrameNotConnectedError, FrameReloadedError, type FrameClient } from 'visual-editing-runtime/host';
import { errorMessage } from '../../types';
import { detailsOf, type MutationApi } from '../lib/api';
import type { EditorState } from './model';
import type { EditorAction } from './reducer';

export interface ActionContext {
  dispatch(action: EditorAction): void;
  /** The latest state (actions run across awaits). */
  state(): EditorState;
  /** Calls `listener` after every change of the state; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  frame(): FrameClient | null;
  api: MutationApi | null;
  /** The page's address the preview would load (for the page path a save sends). */
  previewUrl(): string;
  /** Reloads the preview from scratch (a new connection), for Retry. */
  reconnect(): void;
}

/**
 * Lists a failure for the designer; `what` names what was being done. `background`: a call the editor
 * makes by itself (a hover, a zoom, a read of values), which waits quietly for a page that reloads.
 */
export type Report = (error: unknown, what?: string, background?: boolean) => void;

export function createReport(dispatch: ActionContext['dispatch']): Report {
  return (error, what, background = false) => {
    // A call to a page that has since reloaded: the new page is set up again on reconnecting, so this is no failure a designer can act on.
    if (error instanceof FrameReloadedError) return;
    // A background call made while the page reloads: the new page is set up and read again once it
    // connects. An action the designer started still says that it failed.
    if (error instanceof FrameNotConnectedError && background) return;
    const details = detailsOf(error);
    dispatch({ type: 'error', message: what ? `${what}: ${errorMessage(error)}` : errorMessage(error), ...(details ? { details } : {}) });
  };
}

export function requireFrame(ctx: ActionContext): FrameClient {
  const frame = ctx.frame();
  if (!frame) throw new Error('Not connected to the preview');
  return frame;
}
