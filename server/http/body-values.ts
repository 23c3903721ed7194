// What any JSON body may hold, checked once for every request before a field is read: nesting no
// deeper than a request needs (deeper bodies used to overflow the stack of later readers and answer
// 500), and text that can be written into source as it is (types/attributes.ts, textProblem).
import { textProblem } from '../../types';

/** Deeper than any request of the API (a change's value inside a prop inside a body is a few levels). */
export const MAX_BODY_DEPTH = 32;

/** Where a value sits in the body, for the sentence: `newText`, `props.items[2]`. */
function place(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '') || 'the body';
}

/** Why the parsed body is refused, in a sentence, or null. Walks with its own stack: no depth can overflow it. */
export function bodyValueProblem(body: unknown): string | null {
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (path.length > MAX_BODY_DEPTH) return `The body nests deeper than ${MAX_BODY_DEPTH} levels (at ${place(path.slice(0, 4))}…); no request of this API needs that.`;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${place(path)}: ${problem}`;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return `A field name of ${place(path)}: ${problem}`;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
