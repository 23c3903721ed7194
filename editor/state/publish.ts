// The Publish panel's state (types/publish.ts): whether it is open, the server's latest word on
// publishing, and whether a request is on its way. Answers come back out of order (a poll and a
// click), so each request gets a number and only the newest one's answer is kept.
import type { PublishStatus } from '../../types/publish';

export interface PublishState {
  open: boolean;
  /** What the server said last: what the site serves, what changed since, and the publish running or last run; null before the first answer. */
  status: PublishStatus | null;
  /** The number of the newest request; answers of older ones are dropped. */
  request: number;
  /** A request is on its way. */
  requesting: boolean;
  /** Why the newest request failed (the server did not answer, or refused), or null. */
  problem: string | null;
}

export const initialPublish: PublishState = { open: false, status: null, request: 0, requesting: false, problem: null };

export type PublishEvent =
  | { type: 'open' }
  | { type: 'close' }
  /** A request starts: it gets the number `request + 1`. */
  | { type: 'requesting' }
  | { type: 'status'; status: PublishStatus; request: number }
  | { type: 'problem'; message: string; request: number };

export function publishReducer(state: PublishState, event: PublishEvent): PublishState {
  switch (event.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'requesting':
      return { ...state, request: state.request + 1, requesting: true };
    case 'status':
      if (event.request !== state.request) return state;
      return { ...state, status: event.status, requesting: false, problem: null };
    case 'problem':
      if (event.request !== state.request) return state;
      return { ...state, requesting: false, problem: event.message };
  }
}

/** Whether a publish is running, as the server said last. */
export const isPublishing = (state: PublishState): boolean => state.status?.run?.state === 'running';

/** Whether the sources differ from what the site serves, as the server said last (null: not known yet). */
export function hasPending(state: PublishState): boolean | null {
  const pending = state.status?.pending;
  if (!pending) return null;
  return pending.changes.length + pending.undone.length + pending.files.length > 0;
}
