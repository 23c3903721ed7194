// Completes the runtime package's dist/ and copies it to dist/runtime, where the site
// serves it under /runtime/: what a vendor does with the package's files on their own static host.
import { cpSync, existsSync, rmSync } from 'node:fs';

if (!existsSync('runtime/dist/runtime.umd.js')) {
  console.error('runtime/dist has no build: run "npm run build".');
  process.exit(1);
}
// The guides stay in the repository (the README links them): an older build's copies leave.
rmSync('runtime/dist/docs', { recursive: true, force: true });
rmSync('dist/runtime', { recursive: true, force: true });
cpSync('runtime/dist', 'dist/runtime', { recursive: true });
