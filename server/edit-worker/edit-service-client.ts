// The request thread's side of the edit worker: an EditService whose calls are messages. Replies
// come back by id; failures become the errors the HTTP layer maps (a Refusal, a FileWriteError, or
// a fault); events reach the listeners. A worker that dies fails the calls it held with a sentence,
// and the next call starts a new one (the history is on disk, so nothing is lost).
import { Worker } from 'node:worker_threads';
import type { ActivitiesAnswer, MutationBodies, MutationOperation } from '../../types';
import { FileWriteError } from '../project/file-transaction';
import type { RenderingsHint } from '../project/renderings';
import { Refusal } from '../refusals';
import type { EditService, ServiceListener } from '../edit-service';
import type { EditCall, EditFailure, EditMethod, EditMethods, EditWorkerData, EditWorkerMessage } from './messages';

interface Pending {
  resolve: (value: EditMethods[EditMethod]['result']) => void;
  reject: (error: Error) => void;
}

function errorOf(failure: EditFailure): Error {
  switch (failure.type) {
    case 'refusal':
      return new Refusal(failure.kind, failure.message, failure.details);
    case 'write':
      return new FileWriteError(failure.message, { cause: null, unrestored: failure.unrestored });
    case 'fault':
      return new Error(failure.message);
  }
}

export interface EditWorkerFiles {
  /** The built edit-worker.mjs. */
  editWorker: string;
  /** The built type-check-worker.mjs. */
  typeCheckWorker: string;
  /** Whether this server writes the checkout (holds its lock): only then does its worker settle what a stopped server left half written. */
  writer: boolean;
}

export class EditServiceClient implements EditService {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  /** The answers not yet in: close() waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly listeners = new Set<ServiceListener>();
  /** The worker's latest history: `activities()` answers from it, so reading the history never waits for an edit. */
  private history: ActivitiesAnswer | null = null;
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly root: string,
    private readonly files: EditWorkerFiles,
  ) {}

  /** Starts the worker and waits until it has read the history (an unreadable one fails here, with the reason). */
  static async start(root: string, files: EditWorkerFiles): Promise<EditServiceClient> {
    const client = new EditServiceClient(root, files);
    await client.started();
    return client;
  }

  private started(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= new Promise<Worker>((resolve, reject) => {
      const data: EditWorkerData = { root: this.root, typeCheckWorker: this.files.typeCheckWorker, writer: this.files.writer };
      const worker = new Worker(this.files.editWorker, { workerData: data });
      let ready = false;
      const lost = (why: string): void => {
        if (!ready) {
          this.starting = null;
          reject(new Error(why));
          return;
        }
        if (this.worker !== worker) return;
        this.worker = null;
        this.starting = null;
        for (const waiting of this.pending.values()) waiting.reject(new Error(`${why}; the change may or may not have been written: reload the editor to see the history.`));
        this.pending.clear();
      };
      worker.on('message', (message: EditWorkerMessage) => {
        switch (message.kind) {
          case 'ready':
            for (const sentence of message.recovered) console.warn(sentence);
            this.history = message.history;
            ready = true;
            this.worker = worker;
            resolve(worker);
            return;
          case 'failed':
            lost(message.message);
            void worker.terminate();
            return;
          case 'history':
            this.history = message.history;
            return;
          case 'reply': {
            const waiting = this.pending.get(message.id);
            if (!waiting) return;
            this.pending.delete(message.id);
            if (message.ok) waiting.resolve(message.value);
            else waiting.reject(errorOf(message.failure));
            return;
          }
          case 'event':
            for (const listener of this.listeners) {
              try {
                listener(message.event);
              } catch (error) {
                console.error('A listener of the mutation service failed:', error);
              }
            }
        }
      });
      worker.on('error', (error) => lost(`The edit worker failed: ${error.message}`));
      worker.on('exit', (code) => lost(`The edit worker stopped (exit code ${code})`));
    });
    return this.starting;
  }

  private async call<K extends EditMethod>(method: K, args: EditMethods[K]['args']): Promise<EditMethods[K]['result']> {
    if (this.closed) throw new Error('The server is stopping; nothing was written.');
    const worker = await this.started();
    const id = this.nextId++;
    const answer = new Promise<EditMethods[K]['result']>((resolve, reject) => {
      // The reply to call `id` is the answer of `method`: the worker answers each call with its own method's result.
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      worker.postMessage({ id, method, args } as EditCall);
    });
    this.inFlight.add(answer);
    const settled = (): void => void this.inFlight.delete(answer);
    answer.then(settled, settled);
    return answer;
  }

  mutate<K extends MutationOperation>(operation: K, body: MutationBodies[K], changeItemId: string, hint: RenderingsHint, editorTab: string | null) {
    return this.call('mutate', [operation, body, changeItemId, hint, editorTab]);
  }

  undo(id: string) {
    return this.call('undo', [id]);
  }

  redo(id: string) {
    return this.call('redo', [id]);
  }

  lookups() {
    return this.call('lookups', []);
  }

  activities() {
    return this.history ? Promise.resolve(this.history) : this.call('activities', []);
  }

  listen(listener: ServiceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lets the calls in progress finish (an edit is never cut off mid-write), then stops the worker. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.inFlight);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
