// What every group of editor actions works with: the store, the preview's connection, the
// mutation server, and one way to report a failure (never silently).
import { FrameReloadedError, type FrameClient } from 'visual-editing-runtime/host';
import { errorMessage } from '../../types';
import type { MutationApi } from '../lib/api';
import type { EditorState } from './model';
import type { EditorAction } from './reducer';

export interface ActionContext {
  dispatch(action: EditorAction): void;
  /** The latest state (actions run across awaits). */
  state(): EditorState;
  frame(): FrameClient | null;
  api: MutationApi | null;
  /** The page's address the preview would load (for the page path a save sends). */
  previewUrl(): string;
  /** Reloads the preview from scratch (a new connection), for Retry. */
  reconnect(): void;
}

/** Lists a failure for the designer; `what` names what was being done. */
export type Report = (error: unknown, what?: string) => void;

export function createReport(dispatch: ActionContext['dispatch']): Report {
  return (error, what) => {
    // A call to a page that has since reloaded: the new page is set up again on reconnecting, so this is no failure a designer can act on.
    if (error instanceof FrameReloadedError) return;
    dispatch({ type: 'error', message: what ? `${what}: ${errorMessage(error)}` : errorMessage(error) });
  };
}

export function requireFrame(ctx: ActionContext): FrameClient {
  const frame = ctx.frame();
  if (!frame) throw new Error('Not connected to the preview');
  return frame;
}
