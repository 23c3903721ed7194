// The /api/ request pipeline: host → caller → origin (the guard) → (preflight) → token → read-only →
// route → body → fields → the edit. Every refusal is `{ error }` with its status, and nothing is
// written; a caller without the token learns nothing else (no reason, path or process).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDIT_ANSWER_HEADERS, MUTATION_HEADERS, errorMessage } from '../../types';
import type { PublishAnswer, PublishStatus } from '../../types/publish';
import type { EditService } from '../edit-service';
import { FileWriteError } from '../project/file-transaction';
import { ACTIVITY_READERS, BODY_READERS } from '../requests/bodies';
import { isRecord } from '../requests/fields';
import { changeItemIdOf, editorTabOf, renderingsHintOf } from '../requests/headers';
import { sendJson } from './answers';
import { readJsonBody } from './body';
import { EditAbandoned, type EditQueue, type EditTicket, timingHeaders } from './edit-queue';
import { Refusal } from '../refusals';
import { HttpError, badRequest, statusOfRefusal } from './errors';
import type { Guard } from './guard';
import { parseRoute } from './routes';

export interface HandlerOptions {
  guard: Guard;
  service: EditService;
  /** Where edits wait for their turn (reads never do). */
  queue: EditQueue;
  /** Why mutations are refused (read-only mode), or null when editing is on. */
  readOnlyReason: string | null;
  /** Publish (server/publish/publisher.ts); absent: this server does not publish (read-only, or started without it). */
  publisher?: PublishService | null;
}

/** What the publish endpoints ask of the publisher. */
export interface PublishService {
  status(): Promise<PublishStatus>;
  /** Starts a publish, or joins the one running. */
  publish(): Promise<PublishAnswer>;
}

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', ...Object.values(MUTATION_HEADERS)].join(', ');
const EXPOSED_HEADERS = [...Object.values(EDIT_ANSWER_HEADERS), 'Retry-After'].join(', ');

/**
 * Runs an edit in its turn and answers it with its place in the queue and its timing. A caller that
 * closes the request while the edit still waits takes it out of the queue (nothing is written).
 */
async function answerEdit(req: IncomingMessage, res: ServerResponse, queue: EditQueue, ticket: EditTicket, edit: () => Promise<unknown>): Promise<void> {
  const caller = new AbortController();
  const left = (): void => {
    if (!res.writableEnded) caller.abort();
  };
  res.once('close', left);
  try {
    const { value, timing } = await queue.run(ticket, edit, caller.signal);
    sendJson(req, res, 200, value, timingHeaders(timing));
  } finally {
    res.off('close', left);
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, options: HandlerOptions): Promise<void> {
  const { guard, service } = options;
  const url = new URL(req.url ?? '/', 'http://api.invalid');
  // The token is checked after the CORS headers are set, so a cross-origin editor can read a 401;
  // a preflight carries no credentials and learns only whether its origin may call.
  const origin = guard.admit(req, 'api', { token: false });
  guard.corsHeaders(res, origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.end();
    return;
  }
  guard.checkToken(req);
  // A read-only server refuses every edit the same way; lookups still answer.
  if (options.readOnlyReason && url.pathname.includes('/parseAndMutate/')) throw new HttpError(403, options.readOnlyReason);
  const route = parseRoute(url.pathname, req.method ?? 'GET');
  if (route.kind === 'publish') {
    const { publisher } = options;
    if (!publisher) throw new HttpError(403, `This server does not publish: ${options.readOnlyReason ?? 'it was started without Publish (npm start and npm run serve have it).'}`);
    if (route.method === 'GET') {
      sendJson(req, res, 200, await publisher.status());
      return;
    }
    // Nothing to ask for: a publish takes the sources as they are. Anything else is a mistake to say.
    const raw = await readJsonBody(req);
    if (!isRecord(raw) || Object.keys(raw).length) throw badRequest(`A publish takes an empty JSON object ({}) as its body: it publishes the sources as they are. Got ${JSON.stringify(raw).slice(0, 80)}.`);
    sendJson(req, res, 202, await publisher.publish());
    return;
  }
  if (route.kind === 'lookups') {
    sendJson(req, res, 200, await service.lookups());
    return;
  }
  if (route.kind === 'activities') {
    sendJson(req, res, 200, await service.activities());
    return;
  }
  if (route.kind === 'queue') {
    sendJson(req, res, 200, options.queue.state());
    return;
  }
  // An edit is read and checked whole before it queues: a malformed one never waits.
  if (route.kind === 'mutate') {
    const { operation } = route;
    const changeItemId = changeItemIdOf(req);
    const hint = renderingsHintOf(req);
    const editorTab = editorTabOf(req);
    const body = BODY_READERS[operation](await readJsonBody(req));
    await answerEdit(req, res, options.queue, { id: changeItemId, operation }, () => service.mutate(operation, body, changeItemId, hint, editorTab));
    return;
  }
  const raw = await readJsonBody(req);
  if (route.operation === 'undoChangeToFiles') {
    const id = ACTIVITY_READERS.undoChangeToFiles(raw).latestUuid;
    await answerEdit(req, res, options.queue, { id, operation: route.operation }, () => service.undo(id));
  } else {
    const id = ACTIVITY_READERS.redoChangeToFiles(raw).changeToRedoId;
    await answerEdit(req, res, options.queue, { id, operation: route.operation }, () => service.redo(id));
  }
}

export function createApiHandler(options: HandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(req, res, options).catch((error: unknown) => {
      // Nobody is left to answer (an abandoned edit, a caller gone mid-answer).
      if (error instanceof EditAbandoned || res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendJson(req, res, error.status, { error: error.message }, error.headers);
        return;
      }
      if (error instanceof Refusal) {
        sendJson(req, res, statusOfRefusal(error.kind), { error: error.message, ...(error.details ? { details: error.details } : {}) });
        return;
      }
      console.error('Mutation server error:', error);
      // A failed write says itself which files have which bytes; anything else failed before writing.
      const message = error instanceof FileWriteError ? error.message : `The server failed while handling this request, and wrote nothing: ${errorMessage(error)}`;
      sendJson(req, res, 500, { error: message });
    });
  };
}
