// The messages of the production build's process (scripts/publish-site.mjs) to the server, over its
// IPC channel, and the check each one passes before the server believes it: the process runs code
// from the site's sources (its build plugins, its pages' render), so what it says is read as input.
import type { PublishProblem, PublishStage } from '../../types/publish';

/** The steps the build process runs and reports; the server does `sources` before and `swap` after it. */
export type BuildStage = Extract<PublishStage, 'compile' | 'prerender' | 'compress'>;

export type BuildMessage =
  | { type: 'stage'; stage: BuildStage }
  | { type: 'done'; pages: { path: string; bytes: number }[] }
  | { type: 'failed'; stage: PublishStage; problem: PublishProblem };

const BUILD_STAGES: readonly string[] = ['compile', 'prerender', 'compress'] satisfies BuildStage[];
const FAIL_STAGES: readonly string[] = ['sources', ...BUILD_STAGES];

const MAX_TEXT = 20_000;
const text = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;
const textOrNull = (value: unknown): value is string | null => value === null || text(value);
const lineOrNull = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) > 0);

function isProblem(value: unknown): value is PublishProblem {
  if (typeof value !== 'object' || value === null) return false;
  const problem = value as Record<string, unknown>;
  return text(problem.message) && textOrNull(problem.code) && textOrNull(problem.file) && lineOrNull(problem.line) && lineOrNull(problem.column) && textOrNull(problem.frame);
}

/** The message, when it is one the build process sends; null otherwise. */
export function buildMessageOf(value: unknown): BuildMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'stage' && typeof message.stage === 'string' && BUILD_STAGES.includes(message.stage)) return { type: 'stage', stage: message.stage as BuildStage };
  if (message.type === 'done' && Array.isArray(message.pages)) {
    const pages = message.pages as unknown[];
    if (pages.every((page) => typeof page === 'object' && page !== null && text((page as { path?: unknown }).path) && Number.isInteger((page as { bytes?: unknown }).bytes))) {
      return { type: 'done', pages: pages as { path: string; bytes: number }[] };
    }
    return null;
  }
  if (message.type === 'failed' && typeof message.stage === 'string' && FAIL_STAGES.includes(message.stage) && isProblem(message.problem)) {
    return { type: 'failed', stage: message.stage as PublishStage, problem: message.problem };
  }
  return null;
}
