// The mutation server (docs/protocol.md §8): turns the editor's mutation requests into edits of the
// site's source. The editing server (server/app/app.ts) mounts it at /api/ on the editor's host and
// hands it the guard every route shares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { EditingSession } from '../types';
import { EditServiceClient } from './edit-worker/edit-service-client';
import { EditQueue } from './http/edit-queue';
import type { Guard } from './http/guard';
import { createApiHandler } from './http/handler';
import type { ServiceListener } from './edit-service';
import { Publisher, type PublisherOptions } from './publish/publisher';
import { acquireLock, writeSessionFile } from './session';

export interface EditingApiOptions {
  /** The project: the folder holding site/ (and where .editing/ goes). */
  root: string;
  /** The session this server made (its token is the one the guard checks). */
  session: EditingSession;
  guard: Guard;
  /** false: every mutating endpoint answers 403 (EDITING=off), lookups still answer. */
  editing: boolean;
  /** Where the built workers are (dist/server): edit-worker.mjs and type-check-worker.mjs. */
  workerDir: string;
  /** Publish the production site (POST …/publish); only a server that may edit publishes. */
  publish?: Omit<PublisherOptions, 'root' | 'service' | 'listen'> | undefined;
}

export interface EditingApi {
  /** Answers a request whose path starts with /api/. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Why this server does not edit (EDITING=off, or another server holds the lock), or null. */
  readonly readOnlyReason: string | null;
  /** Files written by an edit, an undo or a redo, and later the type check of that write. */
  listen(listener: ServiceListener): () => void;
  /** Waits for the edit in progress, then releases the lock. */
  close(): Promise<void>;
}

export async function createEditingApi(options: EditingApiOptions): Promise<EditingApi> {
  let readOnlyReason: string | null = options.editing ? null : 'Editing is off on this server (EDITING=off): it serves the site read-only. GET …/lookups still answers.';
  let release = (): void => undefined;
  if (!readOnlyReason) {
    const lock = acquireLock(options.root);
    if ('heldBy' in lock) readOnlyReason = `Another server (process ${lock.heldBy}) edits this checkout, so this one is read-only; stop that server to edit here.`;
    else release = lock.release;
  }
  // Only the server that may edit publishes its token for local scripts.
  if (!readOnlyReason) writeSessionFile(options.root, options.session);
  let service: EditServiceClient;
  try {
    service = await EditServiceClient.start(options.root, { editWorker: join(options.workerDir, 'edit-worker.mjs'), typeCheckWorker: join(options.workerDir, 'type-check-worker.mjs'), writer: readOnlyReason === null });
  } catch (error) {
    release();
    throw error;
  }
  let publisher: Publisher | null = null;
  if (options.publish && !readOnlyReason) {
    try {
      publisher = new Publisher({ ...options.publish, root: options.root, service, listen: (listener) => service.listen(listener) });
    } catch (error) {
      await service.close();
      release();
      throw error;
    }
  }
  const handle = createApiHandler({ guard: options.guard, service, queue: new EditQueue(), readOnlyReason, publisher });
  return {
    handle,
    readOnlyReason,
    listen: (listener) => service.listen(listener),
    close: async () => {
      await publisher?.close();
      await service.close();
      release();
    },
  };
}
