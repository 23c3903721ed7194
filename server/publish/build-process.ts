// Runs the production build of a publish (scripts/publish-site.mjs) in a child process at a lower CPU
// priority (nice 10), so the server keeps answering the site, the editor and its edits while it
// compiles: the build is background work, and on a machine with few cores it would otherwise take
// their turns. The process reports each step over its IPC channel (build-messages.ts); one that
// stops without saying it is done, or runs too long, is a failed build.
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { PublishProblem, PublishStage } from '../../types/publish';
import { type BuildStage, buildMessageOf } from './build-messages';

/** How much lower than the server the build runs (Unix niceness; 19 is the lowest priority). */
const NICENESS = 10;
/** What is kept of the process's own output, for a failure it did not explain. */
const OUTPUT_LIMIT = 16_384;

export type BuildOutcome =
  | { ok: true; pages: { path: string; bytes: number }[] }
  | { ok: false; stage: PublishStage; problem: PublishProblem | null; details: string };

export interface BuildOptions {
  /** The build script (scripts/publish-site.mjs). */
  script: string;
  /** The copy of the sources to build (the process's working directory). */
  sources: string;
  /** A folder that does not exist yet: the build's output. */
  out: string;
  /** A step began. */
  onStage: (stage: BuildStage) => void;
  /** After this long the build is stopped and fails (default 15 minutes). */
  timeoutMs?: number;
}

export interface BuildProcess {
  readonly outcome: Promise<BuildOutcome>;
  /** Stops the build (the server is closing); its outcome is a failure. */
  stop(): void;
}

/** The compiler's problem as a person reads it in a terminal: `file:line:column - error TS2322: message`, then its code frame. */
export function describeProblem(problem: PublishProblem): string {
  const place = problem.file ? `${problem.file}${problem.line ? `:${problem.line}${problem.column ? `:${problem.column}` : ''}` : ''} - ` : '';
  const frame = problem.frame?.trim() ? `\n${problem.frame.replace(/^\n+|\s+$/g, '')}` : '';
  return `${place}error${problem.code ? ` ${problem.code}` : ''}: ${problem.message}${frame}`;
}

export function startBuild(options: BuildOptions): BuildProcess {
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  let child: ChildProcess;
  let settle: (outcome: BuildOutcome) => void = () => undefined;
  const outcome = new Promise<BuildOutcome>((resolve) => {
    settle = resolve;
  });
  let stage: PublishStage = 'compile';
  let settled = false;
  const finish = (value: BuildOutcome): void => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    settle(value);
  };
  const stopped = (why: string): BuildOutcome => ({ ok: false, stage, problem: null, details: `${why}${output.trim() ? `\n\n${output.trim()}` : ''}` });

  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const timer = setTimeout(() => {
    finish(stopped(`The build did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped.`));
    child.kill('SIGKILL');
  }, timeoutMs);
  timer.unref();

  try {
    child = fork(options.script, [options.sources, options.out], { cwd: options.sources, execArgv: [], serialization: 'json', stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  } catch (error) {
    clearTimeout(timer);
    return { outcome: Promise.resolve({ ok: false, stage, problem: null, details: `The build process could not be started: ${String(error)}` }), stop: () => undefined };
  }
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, NICENESS);
    } catch {
      // A system that does not let a process lower another's priority builds at the same priority.
    }
  }
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('message', (raw: unknown) => {
    const message = buildMessageOf(raw);
    if (!message) {
      finish(stopped(`The build process sent a message the server does not understand: ${JSON.stringify(raw).slice(0, 200)}`));
      child.kill('SIGKILL');
      return;
    }
    if (message.type === 'stage') {
      stage = message.stage;
      options.onStage(message.stage);
    } else if (message.type === 'done') finish({ ok: true, pages: message.pages });
    else finish({ ok: false, stage: message.stage, problem: message.problem, details: describeProblem(message.problem) });
  });
  child.on('error', (error) => finish(stopped(`The build process failed: ${error.message}`)));
  // Its last messages come through the IPC channel, which closes after them: a process counts as gone
  // once it has exited and its channel has closed, so a `done` sent just before the exit is read first.
  let exited: string | null = null;
  let disconnected = false;
  const gone = (): void => {
    if (exited !== null && disconnected) finish(stopped(`The build process stopped (${exited}) before it finished.`));
  };
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
    gone();
  });
  child.on('disconnect', () => {
    disconnected = true;
    gone();
  });
  return {
    outcome,
    stop() {
      finish(stopped('The server stopped while the site was being built.'));
      child.kill('SIGKILL');
    },
  };
}
