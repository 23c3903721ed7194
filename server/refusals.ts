// Why an edit, an undo or a redo is refused, said for a person: what failed and what would work.
// Operations, edits and the mutation service raise these; only the HTTP layer turns a kind into a
// status (server/http/refusal-status.ts), so the domain code knows nothing of HTTP and a refusal
// crosses the edit worker's message port as plain data.

export type RefusalKind =
  /** The request names something impossible (a value outside what the field takes). */
  | 'invalid-input'
  /** What the request names is not in the site's source (an unknown codebase id). */
  | 'not-in-source'
  /** The request collides with the history or with the files as they are now. */
  | 'conflict'
  /** A valid request that the source cannot take. */
  | 'cannot-edit';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** The sentence: the element as the designer sees it, what failed and what to do. */
    message: string,
    /** What the sentence leaves out for whoever opens the code: file positions, the grammar a value missed. */
    readonly details?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const invalidInput = (message: string, details?: string): Refusal => new Refusal('invalid-input', message, details);
export const notInSource = (message: string, details?: string): Refusal => new Refusal('not-in-source', message, details);
export const conflict = (message: string, details?: string): Refusal => new Refusal('conflict', message, details);
export const cannotEdit = (message: string, details?: string): Refusal => new Refusal('cannot-edit', message, details);
