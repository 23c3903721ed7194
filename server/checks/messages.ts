// The messages between the edit worker and the type checker's process (one table for both sides).
import type { TypeProblem } from '../../types';
import type { ProposedFile } from '../project/type-gate';

/** To the type-check worker: warm up, or check one write. */
export type TypeCheckRequest = { kind: 'warm' } | { kind: 'check'; id: number; files: ProposedFile[]; importers: string[] };

/** From the type-check worker: the type errors a checked write added, or why it could not be checked. */
export type TypeCheckReply = { id: number; problems: TypeProblem[] } | { id: number; failure: string };
