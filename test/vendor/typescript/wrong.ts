// Calls a vendor gets wrong: each line must be a type error (package.test.mjs counts them), which
// only holds while the declarations resolve to real types and not to `any`.
import { start } from 'visual-editing-runtime';
import { connectFrame, createChangeItem } from 'visual-editing-runtime/host';

start({ allowedOrigins: 42 });
createChangeItem('STYLING', { codebaseId: 'tempo-x', colour: 'red' });
void connectFrame('not an iframe', { origin: 'https://preview.example' });
