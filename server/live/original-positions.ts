// esbuild reports problems in the text it compiled; for JSX files that is the text with codebase ids
// added. A person must see the file as written: a file that does not parse is parsed again as written
// (its syntax errors then come with exact positions and source lines); any other problem keeps its
// line (ids never add a line break) and gets the written line and the column in it.
import { isAbsolute, join } from 'node:path';
import { transform, type Loader } from 'esbuild';
import type { LiveBuildProblem } from '../../types/live';
import { problemsFromFailure } from './build-problems';

export type WrittenText = (absoluteFile: string) => { text: string; loader: Loader } | null;

/**
 * The column in `written` of the character at 0-based `column` of `compiled`, where `compiled` is
 * `written` with text inserted: characters are matched in order and inserted ones skipped.
 */
export function writtenColumn(compiled: string, written: string, column: number): number {
  let j = 0;
  for (let i = 0; i < column && i < compiled.length && j < written.length; i++) if (compiled[i] === written[j]) j++;
  return j;
}

export async function inWrittenPositions(root: string, problems: readonly LiveBuildProblem[], writtenText: WrittenText): Promise<LiveBuildProblem[]> {
  // Per file: its real syntax errors (replacing all its problems), its written lines, or nothing to map.
  const files = new Map<string, { syntaxErrors: LiveBuildProblem[] } | { lines: string[] } | null>();
  for (const { file } of problems) {
    if (!file || files.has(file)) continue;
    const written = writtenText(isAbsolute(file) ? file : join(root, file));
    if (!written) {
      files.set(file, null);
      continue;
    }
    try {
      await transform(written.text, { loader: written.loader, jsx: 'automatic', sourcefile: file, logLevel: 'silent' });
      files.set(file, { lines: written.text.split(/\r?\n/) });
    } catch (error) {
      files.set(file, { syntaxErrors: problemsFromFailure(root, error, `${file} does not compile`) });
    }
  }
  const result: LiveBuildProblem[] = [];
  const reported = new Set<string>();
  for (const problem of problems) {
    const mapping = problem.file ? files.get(problem.file) : null;
    if (!mapping || !problem.file) result.push(problem);
    else if ('syntaxErrors' in mapping) {
      if (!reported.has(problem.file)) result.push(...mapping.syntaxErrors);
      reported.add(problem.file);
    } else {
      const line = problem.line === null ? undefined : mapping.lines[problem.line - 1];
      if (line === undefined) result.push(problem);
      else {
        const column = problem.column !== null && problem.lineText !== null ? writtenColumn(problem.lineText, line, problem.column - 1) + 1 : problem.column;
        result.push({ ...problem, column, lineText: line });
      }
    }
  }
  return result;
}
