// The mutation server (docs/protocol.md §8): turns the editor's mutation requests into edits of the
// site's source. `npm start` mounts it at /api/ on the server that serves the site and the editor
// (scripts/serve.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { EditingSession } from '../types';
import { ActivityLog } from './activities/activity-log';
import { Guard } from './http/guard';
import { createApiHandler } from './http/handler';
import { MutationService, type FilesWrittenListener } from './mutation-service';
import { EDITING_DIR, acquireLock, newToken, writeSessionFile } from './session';
import { CANVAS_ID } from './site-layout';

export type { FilesWritten, FilesWrittenListener } from './mutation-service';
export { ProjectSnapshot } from './project/snapshot';
export { buildLookups } from './project/lookups';
export { countRenderings, pageFor } from './project/renderings';

export interface EditingApiOptions {
  /** The project: the folder holding site/ (and where .editing/ goes). */
  root: string;
  /** This server's own origin, e.g. http://localhost:4173 (for session.json's apiBase). */
  origin: string;
  /** Origins of editors allowed to call the API. */
  editorOrigins: readonly string[];
  /** Host names besides localhost, 127.0.0.1 and [::1] that name this server (API_HOSTS). */
  allowedHosts?: readonly string[];
  /** false: every mutating endpoint answers 403 (EDITING=off), lookups still answer. */
  editing: boolean;
}

export interface EditingApi {
  /** Answers a request whose path starts with /api/. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  readonly session: EditingSession;
  /** Why this server does not edit (EDITING=off, or another server holds the lock), or null. */
  readonly readOnlyReason: string | null;
  /** The session for a page this server hands it to (the editor it serves): only when the Host names this server. A read-only server's token reads lookups only. */
  sessionFor(req: IncomingMessage): EditingSession | null;
  onFilesWritten(listener: FilesWrittenListener): () => void;
  /** Waits for the edit in progress, then releases the lock. */
  close(): Promise<void>;
}

export function createEditingApi(options: EditingApiOptions): EditingApi {
  const session: EditingSession = { token: newToken(), canvasId: CANVAS_ID, apiBase: `${options.origin}/api/` };
  let readOnlyReason: string | null = options.editing ? null : 'Editing is off on this server (EDITING=off): it serves the site read-only. GET …/lookups still answers.';
  let release = (): void => undefined;
  if (!readOnlyReason) {
    const lock = acquireLock(options.root);
    if ('heldBy' in lock) readOnlyReason = `Another server (process ${lock.heldBy}) edits this checkout, so this one is read-only; stop that server to edit here.`;
    else release = lock.release;
  }
  // Only the server that may edit publishes its token for local scripts.
  if (!readOnlyReason) writeSessionFile(options.root, session);
  const service = new MutationService(options.root, new ActivityLog(join(options.root, EDITING_DIR)));
  const guard = new Guard({ token: session.token, editorOrigins: options.editorOrigins, allowedHosts: options.allowedHosts ?? [] });
  const handle = createApiHandler({ guard, service, readOnlyReason });
  return {
    handle,
    session,
    readOnlyReason,
    sessionFor: (req) => (guard.hostAllowed(req) ? session : null),
    onFilesWritten: (listener) => service.onFilesWritten(listener),
    close: async () => {
      await service.idle();
      release();
    },
  };
}
