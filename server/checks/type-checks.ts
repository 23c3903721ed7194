// The edit worker's side of the type checker's process: one check per write, answered by a promise.
// The process runs at a lower CPU priority (nice 10): checks are background work, and it is paused
// (SIGSTOP … SIGCONT, where the system has them) while an edit runs, so a check of the previous write
// never slows the next one down on a machine with few cores. A process that
// dies (out of memory, a crash in TypeScript) fails the checks it held, and the next check starts
// a new one. It exits by itself when the edit worker is gone (its IPC channel closes).
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { TypeProblem } from '../../types';
import type { ProposedFile } from '../project/type-gate';
import type { TypeCheckReply, TypeCheckRequest } from './messages';

/** How much lower than the server the checker runs (Unix niceness; 19 is the lowest priority). */
const NICENESS = 10;

/** Sends `name` to the checker's process; one that has exited meanwhile is no longer there to pause. */
function signal(worker: ChildProcess, name: 'SIGSTOP' | 'SIGCONT'): void {
  if (worker.exitCode !== null || worker.signalCode !== null || worker.pid === undefined) return;
  try {
    // process.kill, not worker.kill: a pause must not mark the process as killed.
    process.kill(worker.pid, name);
  } catch {
    // Gone between the check and the signal: nothing to pause or resume.
  }
}

interface Pending {
  resolve: (problems: TypeProblem[]) => void;
  reject: (error: Error) => void;
}

export class TypeChecks {
  private worker: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Edits running now (`hold`): the process is stopped while there is one. */
  private holds = 0;

  /** `workerFile`: the built type-check-worker.mjs (run with Node as a child process). */
  constructor(
    private readonly root: string,
    private readonly workerFile: string,
  ) {}

  private started(): ChildProcess {
    if (this.worker) return this.worker;
    const worker = fork(this.workerFile, [this.root], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (worker.pid !== undefined) {
      try {
        setPriority(worker.pid, NICENESS);
      } catch {
        // A system that does not let a process lower another's priority checks at the same priority.
      }
    }
    // Waiting checks must not keep the server's process alive once it stops.
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (reply: TypeCheckReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('failure' in reply) waiting.reject(new Error(reply.failure));
      else waiting.resolve(reply.problems);
    });
    const lost = (why: string): void => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(new Error(why));
      this.pending.clear();
    };
    worker.on('error', (error) => lost(`the type checker failed: ${error.message}`));
    worker.on('exit', (code, signal) => lost(`the type checker stopped (${signal ?? `exit code ${code}`})`));
    this.worker = worker;
    return worker;
  }

  private send(request: TypeCheckRequest): void {
    this.started().send(request);
  }

  /**
   * Pauses the checker's process until the returned function is called (an edit is running). It
   * answers nothing meanwhile; messages wait in its channel. On Windows, which has no SIGSTOP, a
   * no-op.
   */
  hold(): () => void {
    const worker = this.worker;
    if (!worker?.pid || process.platform === 'win32') return () => undefined;
    if (this.holds++ === 0) signal(worker, 'SIGSTOP');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds === 0) signal(worker, 'SIGCONT');
    };
  }

  /** Loads TypeScript and the site's types in the background (the first check is then quick). */
  warm(): void {
    this.send({ kind: 'warm' });
  }

  /** The type errors that `files` (before → after) add in them and in `importers`. */
  check(files: ProposedFile[], importers: string[]): Promise<TypeProblem[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ kind: 'check', id, files, importers });
    });
  }
}
