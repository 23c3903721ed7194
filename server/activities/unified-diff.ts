// A unified diff (three lines of context) of one file's change, for the answer's `files[].diff`:
// jsdiff's, with git's `a/` and `b/` file headers.
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

export function unifiedDiff(path: string, before: string, after: string, context = 3): string {
  if (before === after) return '';
  return createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, undefined, undefined, { context, headerOptions: FILE_HEADERS_ONLY });
}
