// Hot updates: a dev server's page client changed the page's code or styles in place (no reload) and
// said so with HOT_UPDATE_EVENT. The page is the saved source now: instant updates the write held are
// dropped (or, for a hand edit, put back), the tree is measured again, and the editor hears
// HOT_UPDATED, after which what it reads of the page is the source's. Before a module swap
// (HOT_UPDATE_BEFORE_EVENT) the structural instant updates are taken back: the framework re-renders
// from its own record of the page, which they are not in.
import { HOT_UPDATE_BEFORE_EVENT, HOT_UPDATE_EVENT, type FrameEventFields } from '../../types';
import type { Messenger } from '../core/messenger';
import type { FrameState } from '../core/frame/state';

export interface HotUpdateContext {
  win: Window;
  state: FrameState;
  messenger: Pick<Messenger, 'post'>;
  /** The page was replaced by the source (`flushed`: a write of the editor's changes), as at a reload's end. */
  pageReplaced(flushed: boolean): void;
  /** Builds and posts the tree now. */
  measure(): void;
  /** Takes back the structural instant updates (InstantUpdater.unwind). */
  unwind(): void;
}

export function followHotUpdates({ win, state, messenger, pageReplaced, measure, unwind }: HotUpdateContext): () => void {
  const controller = new AbortController();
  win.addEventListener(HOT_UPDATE_BEFORE_EVENT, unwind, { signal: controller.signal });
  win.addEventListener(
    HOT_UPDATE_EVENT,
    (event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      const kind: FrameEventFields['HOT_UPDATED']['kind'] = typeof detail === 'object' && detail !== null && (detail as { kind?: unknown }).kind === 'module' ? 'module' : 'css';
      // The write the editor flushed is in the page now; the next write says so again.
      pageReplaced(state.isFlushing);
      state.isFlushing = false;
      measure();
      messenger.post('HOT_UPDATED', { kind });
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}
