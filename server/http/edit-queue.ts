// The edits waiting for their turn, kept in the request thread: one is written at a time, in order of
// arrival, so the edit worker only ever holds the edit being written and a read (lookups, history)
// sent to it waits for that one edit at most, never for a burst. Each edit knows its place; a caller
// that leaves before its edit's turn takes it out unwritten; a full queue refuses at once.
import { EDIT_ANSWER_HEADERS, EDIT_QUEUE_LIMIT, type EditQueueAnswer, type QueuedEdit } from '../../types';
import { HttpError } from './errors';

export interface EditTicket {
  id: string;
  operation: QueuedEdit['operation'];
}

/** What an edit's answer says about its wait (EDIT_ANSWER_HEADERS). */
export interface EditTiming {
  /** Edits being written or waiting when it arrived. */
  position: number;
  queuedMs: number;
  editMs: number;
}

interface Entry extends EditTicket {
  queuedAt: number;
  start: () => void;
}

/** The caller went away before the edit's turn: it was taken out, nothing written. */
export class EditAbandoned extends Error {
  constructor() {
    super('The caller closed the request before its edit’s turn; the edit was taken out of the queue and nothing was written.');
    this.name = 'EditAbandoned';
  }
}

export class EditQueue {
  private running: Entry | null = null;
  private readonly waiting: Entry[] = [];

  constructor(
    private readonly limit = EDIT_QUEUE_LIMIT,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`The queue limit must be a whole number ≥ 0, got ${limit}`);
  }

  /**
   * Runs `edit` once every edit that arrived before it has finished. Refuses (503, nothing queued)
   * when `limit` edits are waiting; `signal` aborting before its turn takes it out (EditAbandoned).
   */
  async run<T>(ticket: EditTicket, edit: () => Promise<T>, signal?: AbortSignal): Promise<{ value: T; timing: EditTiming }> {
    const position = this.size;
    if (this.waiting.length >= this.limit) {
      throw new HttpError(
        503,
        `The editing server has ${this.waiting.length} edits waiting to be written, as many as it keeps; this one was not queued and nothing was written. Send it again once some are answered (GET …/queue lists them).`,
        { 'Retry-After': String(Math.max(1, Math.ceil(this.waiting.length / 20))), [EDIT_ANSWER_HEADERS.queuePosition]: String(position) },
      );
    }
    if (signal?.aborted) throw new EditAbandoned();
    const queuedAt = this.now();
    await new Promise<void>((resolve, reject) => {
      const leave = (): void => {
        const index = this.waiting.indexOf(entry);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        reject(new EditAbandoned());
      };
      const entry: Entry = {
        ...ticket,
        queuedAt,
        start: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(entry);
      this.next();
    });
    const startedAt = this.now();
    try {
      const value = await edit();
      return { value, timing: { position, queuedMs: startedAt - queuedAt, editMs: this.now() - startedAt } };
    } finally {
      this.running = null;
      this.next();
    }
  }

  /** Edits being written or waiting. */
  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  private next(): void {
    if (this.running) return;
    const entry = this.waiting.shift();
    if (!entry) return;
    this.running = entry;
    entry.start();
  }

  /** The queue as `GET …/queue` answers it. */
  state(): EditQueueAnswer {
    const now = this.now();
    const entries = this.running ? [this.running, ...this.waiting] : this.waiting;
    return {
      edits: entries.map((entry, position) => ({ id: entry.id, operation: entry.operation, position, queuedMs: Math.round(now - entry.queuedAt) })),
      limit: this.limit,
    };
  }
}

/** The answer headers of an edit (EDIT_ANSWER_HEADERS). */
export function timingHeaders(timing: EditTiming): Record<string, string> {
  return {
    [EDIT_ANSWER_HEADERS.queuePosition]: String(timing.position),
    [EDIT_ANSWER_HEADERS.serverTiming]: `queue;dur=${timing.queuedMs.toFixed(1)};desc="waiting for its turn", edit;dur=${timing.editMs.toFixed(1)};desc="written"`,
  };
}
