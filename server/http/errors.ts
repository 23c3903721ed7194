// Errors that become HTTP answers: a status and a sentence for a person (what is wrong, what would work).
// The edit's own refusals (server/refusals.ts) know no statuses: statusOfRefusal gives theirs.
import type { RefusalKind } from '../refusals';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 500 | 503;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    /** Extra response headers, e.g. `Allow` on 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
/** A valid request that the source cannot take: the message says why and what would work. */
export const unprocessable = (message: string): HttpError => new HttpError(422, message);

const REFUSAL_STATUS: Record<RefusalKind, ErrorStatus> = { 'invalid-input': 400, 'not-in-source': 404, conflict: 409, 'cannot-edit': 422 };

export const statusOfRefusal = (kind: RefusalKind): ErrorStatus => REFUSAL_STATUS[kind];
