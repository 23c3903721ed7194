// Copies the runtime package's built files (runtime/dist) to dist/runtime, where the site serves
// them under /runtime/: what a vendor does with the package's files on their own static host.
import { cpSync, existsSync, rmSync } from 'node:fs';

if (!existsSync('runtime/dist/runtime.umd.js')) {
  console.error('runtime/dist has no build: run "npm run build".');
  process.exit(1);
}
rmSync('dist/runtime', { recursive: true, force: true });
cpSync('runtime/dist', 'dist/runtime', { recursive: true });
