// Runs the codebase-id plugin in a project whose TypeScript is 7: the plugin must not need it.
import { codebaseIds } from 'visual-editing-runtime/codebase-ids';

const plugin = codebaseIds({ root: process.cwd() });
const out = plugin.transform('export const A = ({ c }: { c?: string }) => <p className={c}>x</p>;', `${process.cwd()}/src/A.tsx`);
console.log(JSON.stringify({ code: out.code, lookup: plugin.lookup() }));
