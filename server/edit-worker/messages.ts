// The edit worker's contract, one table for both sides: the methods the HTTP side calls (with their
// arguments and answers), the failures that come back, and the events the service sends.
import type { ActivitiesAnswer } from '../../types';
import type { EditService, ServiceEvent } from '../edit-service';
import type { RefusalKind } from '../refusals';

/** Method → its arguments and its answer, derived from EditService so the two cannot drift apart. */
export type EditMethods = {
  [K in keyof EditService]: { args: Parameters<EditService[K]>; result: Awaited<ReturnType<EditService[K]>> };
};

export type EditMethod = keyof EditMethods;

export type EditCall = { [K in EditMethod]: { id: number; method: K; args: EditMethods[K]['args'] } }[EditMethod];

/** Why a call failed, as plain data: a refusal for a person, a write that failed part-way, or a fault. */
export type EditFailure =
  | { type: 'refusal'; kind: RefusalKind; message: string; details?: string }
  | { type: 'write'; message: string; unrestored: string[] }
  | { type: 'fault'; message: string };

export type EditWorkerMessage =
  /** The history loaded (and an interrupted change settled: `recovered` says how); calls may come. */
  | { kind: 'ready'; recovered: string[]; history: ActivitiesAnswer }
  /** The history was saved (sent before the reply of the edit that saved it): reads are answered from it. */
  | { kind: 'history'; history: ActivitiesAnswer }
  /** The service could not start (an unreadable history, say): the sentence says what to do. */
  | { kind: 'failed'; message: string }
  | { kind: 'reply'; id: number; ok: true; value: EditMethods[EditMethod]['result'] }
  | { kind: 'reply'; id: number; ok: false; failure: EditFailure }
  | { kind: 'event'; event: ServiceEvent };

export interface EditWorkerData {
  /** The project: the folder holding site/ and .editing/. */
  root: string;
  /** The built type-check worker (dist/server/type-check-worker.mjs). */
  typeCheckWorker: string;
  /** This server holds the checkout's lock: it settles what a stopped server left half written. A read-only one must not. */
  writer: boolean;
}
