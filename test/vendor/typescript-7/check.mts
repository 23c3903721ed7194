// A vendor's build config under TypeScript 7 (no JavaScript compiler API): the codebase-id plugin's
// declarations typecheck with skipLibCheck off, and its lookup is typed.
import { codebaseIds, codebaseIdElements, codebaseLookup, type CodebaseLookup } from 'visual-editing-runtime/codebase-ids';
import { start } from 'visual-editing-runtime';
import { connectFrame } from 'visual-editing-runtime/host';

export const plugins = [codebaseIds({ root: '/project', lookupFile: 'ids.json' })];
const elements = codebaseIdElements('export const A = () => <p>x</p>;', 'src/A.tsx');
export const lookup: CodebaseLookup = codebaseLookup(elements);
export const where: string = `${elements[0]?.file}:${elements[0]?.line}:${elements[0]?.column}`;
export { connectFrame, start };
