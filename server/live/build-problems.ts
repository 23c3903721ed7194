// Build errors as previews and editors show them (types/live.ts): esbuild's messages with the file
// named relative to the project, 1-based line and column, and the source line for a code frame.
import { isAbsolute, relative, sep } from 'node:path';
import type { Message } from 'esbuild';
import { errorMessage } from '../../types';
import type { LiveBuildProblem } from '../../types/live';

/** Only so many are sent: the first few say what to fix; later ones usually follow from them. */
const MAX_PROBLEMS = 10;

function projectRelative(root: string, file: string): string {
  return (isAbsolute(file) ? relative(root, file) : file).split(sep).join('/');
}

export function problemsFromMessages(root: string, messages: readonly Message[]): LiveBuildProblem[] {
  return messages.slice(0, MAX_PROBLEMS).map((message) => {
    const location = message.location;
    // esbuild's column is 0-based; editors and people count from 1.
    return {
      message: message.pluginName ? `${message.text} (in ${message.pluginName})` : message.text,
      file: location?.file ? projectRelative(root, location.file) : null,
      line: location ? location.line : null,
      column: location ? location.column + 1 : null,
      lineText: location ? location.lineText : null,
    };
  });
}

/** A failure that is not an esbuild message (e.g. the document module threw): the message, no location. */
export function problemFromError(error: unknown, context: string): LiveBuildProblem {
  const text = errorMessage(error);
  return { message: `${context}: ${text}`, file: null, line: null, column: null, lineText: null };
}

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string' && 'location' in value;
}

/** esbuild's failure (a rejected build carries its messages in `errors`), or any other error. */
export function problemsFromFailure(root: string, error: unknown, context: string): LiveBuildProblem[] {
  const messages = error instanceof Error && 'errors' in error && Array.isArray(error.errors) ? error.errors.filter(isMessage) : [];
  return messages.length ? problemsFromMessages(root, messages) : [problemFromError(error, context)];
}
