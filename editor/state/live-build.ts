// Build errors of `npm start`'s live build (types/live.ts), followed from the editor's own origin: a
// failed build is shown in the editor until the next good one. The preview shows it too. The same
// stream says when the type check of a saved change is done (`checked`).
import type { TypeCheck } from '../../types';
import { LIVE_EVENTS_PATH, type LiveBuildProblem, type LiveEvents } from '../../types/live';

const isProblem = (value: unknown): value is LiveBuildProblem =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The problems an event carries, or null when its data is not what types/live.ts says. */
function problemsOf(data: string): LiveBuildProblem[] | null {
  try {
    const parsed = JSON.parse(data) as Partial<LiveEvents['status']>;
    return Array.isArray(parsed.errors) && parsed.errors.every(isProblem) ? parsed.errors : null;
  } catch {
    return null;
  }
}

const TYPE_CHECK_STATES = ['checking', 'passed', 'problems', 'not-checked'];

/** A `checked` event's payload, or null when it is not what types/live.ts says. */
export function checkedOf(data: string): LiveEvents['checked'] | null {
  try {
    const parsed = JSON.parse(data) as Partial<LiveEvents['checked']> | null;
    const check = parsed?.typeCheck as Partial<TypeCheck> | undefined;
    if (typeof parsed?.activityId !== 'string' || !check || !TYPE_CHECK_STATES.includes(String(check.state))) return null;
    if (check.state === 'problems' && !(Array.isArray(check.problems) && check.problems.every((problem) => typeof problem?.message === 'string' && typeof problem.file === 'string'))) return null;
    return parsed as LiveEvents['checked'];
  } catch {
    return null;
  }
}

/**
 * Follows the live build's events at `origin`; `onProblems` gets the failed build's problems, or []
 * once a build succeeds; `onChecked` each finished type check. Returns the function that stops following.
 */
export function followLiveBuild(
  origin: string,
  onProblems: (problems: LiveBuildProblem[]) => void,
  onInvalid: (what: string) => void,
  onChecked: (checked: LiveEvents['checked']) => void = () => undefined,
): () => void {
  const source = new EventSource(new URL(LIVE_EVENTS_PATH, origin));
  const failed = (event: MessageEvent<string>) => {
    const problems = problemsOf(event.data);
    if (problems) onProblems(problems);
    else onInvalid(`The live build sent an event the editor does not understand: ${event.data.slice(0, 120)}`);
  };
  source.addEventListener('status', failed);
  source.addEventListener('failed', failed);
  source.addEventListener('ready', () => onProblems([]));
  source.addEventListener('checked', (event: MessageEvent<string>) => {
    const checked = checkedOf(event.data);
    if (checked) onChecked(checked);
    else onInvalid(`The editing server sent a type check the editor does not understand: ${event.data.slice(0, 120)}`);
  });
  return () => source.close();
}

/** "site/sections/Hero.tsx:12:7 Expected "}" but found ")"". */
export const describeProblem = (problem: LiveBuildProblem): string =>
  `${problem.file ? `${problem.file}${problem.line ? `:${problem.line}${problem.column ? `:${problem.column}` : ''}` : ''} ` : ''}${problem.message}`;
