// The type checker's process: a warm TypeScript language service (project/type-gate.ts) that checks
// each write after it happened. It is a child process of the edit worker, at a lower CPU priority,
// so that on a busy machine requests and edits come first and the check takes what is left.
import { errorMessage } from '../../types';
import { TypeGate } from '../project/type-gate';
import type { TypeCheckReply, TypeCheckRequest } from './messages';

if (!process.send) throw new Error('type-check-worker.mjs runs as a child process of the edit worker (with an IPC channel).');
/** Answers the edit worker; one that has gone (the server stopped meanwhile) is nobody to answer. */
const send = (reply: TypeCheckReply): void => {
  if (!process.connected) return;
  process.send?.(reply, undefined, undefined, (error: Error | null) => {
    if (error) process.exit(0);
  });
};
const root = process.argv[2];
if (!root) throw new Error('type-check-worker.mjs takes the project folder as its argument.');
let gate: TypeGate | null = null;

process.on('message', (request: TypeCheckRequest) => {
  let reply: TypeCheckReply | null = null;
  try {
    gate ??= new TypeGate(root);
    if (request.kind === 'warm') gate.warm();
    else reply = { id: request.id, problems: gate.newErrors(request.files, request.importers) };
  } catch (error) {
    if (request.kind === 'check') reply = { id: request.id, failure: errorMessage(error) };
    // The first check will say the same, as its outcome; one line is enough here.
    else console.error(`The type checker could not warm up: ${errorMessage(error)}`);
  }
  if (reply) send(reply);
});
// The edit worker is gone (the server stopped or crashed): nothing is left to check for.
process.on('disconnect', () => process.exit(0));
