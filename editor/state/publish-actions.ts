// What the Publish panel does: read how publishing stands, start a publish, and follow it while it
// runs (the server answers `GET …/publish` with the step it is on; the panel asks twice a second).
// The state lives in the store (publish.ts); a failed request is shown in the panel.
import { errorMessage } from '../../types';
import type { PublishStatus } from '../../types/publish';
import type { ActionContext } from './action-context';
import { isPublishing } from './publish';

/** How often a running publish is asked about. */
const POLL_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPublishActions(ctx: ActionContext) {
  const { dispatch, api } = ctx;
  let following: Promise<void> | null = null;

  /** Runs one request; its answer is kept if no newer request started meanwhile. True when it answered. */
  async function ask(request: () => Promise<PublishStatus>): Promise<boolean> {
    dispatch({ type: 'publish', event: { type: 'requesting' } });
    const number = ctx.state().publish.request;
    try {
      const status = await request();
      dispatch({ type: 'publish', event: { type: 'status', status, request: number } });
      return true;
    } catch (error) {
      dispatch({ type: 'publish', event: { type: 'problem', message: errorMessage(error), request: number } });
      return false;
    }
  }

  /** Asks again and again while a publish runs; stops when it ends or the server stops answering. */
  function follow(): void {
    if (!api || following || !isPublishing(ctx.state().publish)) return;
    following = (async () => {
      try {
        while (isPublishing(ctx.state().publish)) {
          await sleep(POLL_MS);
          if (!(await ask(() => api.publishStatus()))) return;
        }
      } finally {
        following = null;
      }
    })();
  }

  /** Reads how publishing stands (and follows a publish that runs). */
  async function readPublishStatus(): Promise<void> {
    if (!api) return;
    if (await ask(() => api.publishStatus())) follow();
  }

  return {
    readPublishStatus,
    /** Opens the panel with what changed read afresh (an edit by hand does not pass through the editor). */
    openPublish(): void {
      dispatch({ type: 'publish', event: { type: 'open' } });
      void readPublishStatus();
    },
    closePublish(): void {
      dispatch({ type: 'publish', event: { type: 'close' } });
    },
    /** Publishes the sources as they are now, or joins the publish running, and follows it to its end. */
    async publishSite(): Promise<void> {
      if (!api) return;
      if (await ask(() => api.publish())) follow();
    },
  };
}
