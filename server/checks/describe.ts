// A type check's outcome in one line, for the server's log.
import type { TypeCheck } from '../../types';

export function describeTypeCheck(check: TypeCheck): string {
  switch (check.state) {
    case 'checking':
      return 'checking types';
    case 'passed':
      return 'no new type errors';
    case 'not-checked':
      return `types not checked: ${check.reason}`;
    case 'problems':
      return `${check.problems.length} new type error${check.problems.length > 1 ? 's' : ''}: ${check.problems
        .slice(0, 3)
        .map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`)
        .join('; ')}`;
  }
}
