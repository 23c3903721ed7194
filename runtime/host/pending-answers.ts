// The calls waiting for the frame's answer, by message id: each settles once, with its answer, the
// frame's refusal (FrameError), a timeout, or the reason the connection gave up on it.
import { isErrorCode } from '../../types';
import { FrameError } from './errors';

export interface PendingAnswers {
  /** A promise for the message the frame will post with `id`; rejected after the timeout (`timeoutMs`, else the default), naming `label`. */
  expect(id: string, label: string, timeoutMs?: number): Promise<unknown>;
  /** Settles the call a message answers; false when it answers none (an event, or a late answer). */
  settle(data: { id: string }): boolean;
  /** Rejects every waiting call with its own `error()`. */
  failAll(error: () => Error): void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createPendingAnswers(defaultTimeoutMs: number): PendingAnswers {
  const pending = new Map<string, Pending>();
  return {
    expect(id, label, timeoutMs = defaultTimeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${label} got no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
      });
    },
    settle(data) {
      const entry = pending.get(data.id);
      if (!entry) return false;
      pending.delete(data.id);
      clearTimeout(entry.timer);
      const answer = data as { error?: unknown; code?: unknown };
      if (typeof answer.error === 'string') entry.reject(new FrameError(answer.error, isErrorCode(answer.code) ? answer.code : null));
      else entry.resolve(data);
      return true;
    },
    failAll(error) {
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer);
        entry.reject(error());
        pending.delete(id);
      }
    },
  };
}
