// A structural edit asked for right after the preview reloaded (Delete, Duplicate, Alt+↑ on the
// element the editor has just selected again) needs the source's lookups of the new page, which the
// editor is reading at that moment. It waits for them, as a designer would expect the key to work,
// instead of refusing with "try again in a moment"; only lookups that do not come within the wait
// leave the refusal to the action itself.
import type { ActionContext } from './action-context';

/** How long an edit waits for the reloaded page's lookups (they take well under a second when idle). */
export const LOOKUPS_WAIT_MS = 15_000;

/** Resolves once the lookups match the page (or there is no server), or after `timeoutMs`. */
export function untilLookupsFresh(ctx: Pick<ActionContext, 'api' | 'state' | 'subscribe'>, timeoutMs = LOOKUPS_WAIT_MS): Promise<void> {
  const fresh = () => !ctx.api || !ctx.state().lookupsStale;
  if (fresh()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = ctx.subscribe(() => {
      if (fresh()) done();
    });
  });
}

/** `action`, run once the lookups are fresh (at once when they are). */
export function afterFreshLookups<A extends unknown[]>(ctx: Pick<ActionContext, 'api' | 'state' | 'subscribe'>, action: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    await untilLookupsFresh(ctx);
    return action(...args);
  };
}
