// Reading a JSON request body with a size cap: over the cap answers 413 without buffering the rest;
// bytes that are no UTF-8, and values no request may hold (body-values.ts), answer 400.
import type { IncomingMessage } from 'node:http';
import { errorMessage } from '../../types';
import { bodyValueProblem } from './body-values';
import { HttpError, badRequest } from './errors';

export const BODY_LIMIT = 1024 * 1024;
/** After a refusal the rest of an oversized body is read and dropped up to this much, so the client can read the answer; then the connection is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

const tooLarge = (limit: number): HttpError => new HttpError(413, `The body is larger than ${limit / 1024 / 1024} MiB; send a smaller request.`, { Connection: 'close' });

function drain(req: IncomingMessage, already: number): void {
  let seen = already;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}

export function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? NaN);
  return new Promise((resolve, reject) => {
    if (type !== 'application/json') {
      drain(req, 0);
      reject(badRequest(`The body must be JSON with the header Content-Type: application/json (got ${type ? `"${type}"` : 'none'}).`));
      return;
    }
    if (Number.isFinite(declared) && declared > limit) {
      drain(req, 0);
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        req.removeAllListeners('data');
        drain(req, size);
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => reject(error));
    req.on('end', () => {
      if (refused) return;
      let text: string;
      try {
        // Fatal: bytes that are no UTF-8 would otherwise become U+FFFD in the source, silently.
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
      } catch {
        reject(badRequest('The body is not valid UTF-8; send JSON encoded as UTF-8.'));
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        reject(badRequest(`The body is not valid JSON (${errorMessage(error)}).`));
        return;
      }
      const problem = bodyValueProblem(body);
      if (problem) reject(badRequest(problem));
      else resolve(body);
    });
  });
}
