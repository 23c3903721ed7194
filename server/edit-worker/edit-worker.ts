// The edit worker: the mutation service (reading and parsing the site, running operations, merging
// undos, writing files, keeping the history) in a thread of its own, so the server's request thread
// only routes. The site, the editor, the previews and /__live answer at once while an edit, a lookup
// or the page renders behind `renderings` run here; type checks run in a further worker.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage } from '../../types';
import { ActivityLog } from '../activities/activity-log';
import { ChangeJournal } from '../activities/change-journal';
import { TypeChecks } from '../checks/type-checks';
import { MutationService } from '../mutation-service';
import { FileWriteError } from '../project/file-transaction';
import { Refusal } from '../refusals';
import { EDITING_DIR } from '../session';
import type { EditCall, EditFailure, EditWorkerData, EditWorkerMessage } from './messages';

const port = parentPort;
if (!port) throw new Error('edit-worker.mjs runs as a worker thread of the editing server.');
const post = (message: EditWorkerMessage): void => port.postMessage(message);

function failureOf(error: unknown): EditFailure {
  if (error instanceof Refusal) return { type: 'refusal', kind: error.kind, message: error.message, ...(error.details ? { details: error.details } : {}) };
  if (error instanceof FileWriteError) return { type: 'write', message: error.message, unrestored: [...error.unrestored] };
  console.error('Mutation server error:', error);
  return { type: 'fault', message: errorMessage(error) };
}

/** The service, once what a stopped server left half written is settled (by the server that writes); what that did. */
function start(): { service: MutationService; recovered: string[] } | null {
  const { root, typeCheckWorker, writer } = workerData as EditWorkerData;
  try {
    const editingDir = join(root, EDITING_DIR);
    const service = new MutationService(root, new ActivityLog(editingDir), new TypeChecks(root, typeCheckWorker), new ChangeJournal(editingDir));
    return { service, recovered: writer ? service.recover() : [] };
  } catch (error) {
    post({ kind: 'failed', message: errorMessage(error) });
    return null;
  }
}

const started = start();
if (started) {
  const { service, recovered } = started;
  service.listen((event) => {
    // `writing` at once: it must reach the request thread before the watcher's echo of the write.
    if (event.type === 'writing') post({ kind: 'event', event });
    // The others after the reply of the call that caused them (a reply is posted from a microtask,
    // before this): the request thread answers first and only then starts the rebuild they trigger.
    else setImmediate(() => post({ kind: 'event', event }));
  });
  service.listenHistory((history) => post({ kind: 'history', history }));
  port.on('message', (call: EditCall) => {
    const answer = (() => {
      switch (call.method) {
        case 'mutate':
          return service.mutate(...call.args);
        case 'undo':
          return service.undo(...call.args);
        case 'redo':
          return service.redo(...call.args);
        case 'lookups':
          return service.lookups();
        case 'activities':
          return service.activities();
      }
    })();
    answer.then(
      (value) => post({ kind: 'reply', id: call.id, ok: true, value }),
      (error: unknown) => post({ kind: 'reply', id: call.id, ok: false, failure: failureOf(error) }),
    );
  });
  post({ kind: 'ready', recovered, history: service.history() });
  // What the first edit would wait for is done now, in this thread, while nobody waits.
  setImmediate(() => {
    service.warmTypes();
    service.warmLater();
    service.rehearseLater();
  });
}
