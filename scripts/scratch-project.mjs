// A throw-away copy of this project for tests and benchmarks that run the real server and edit the
// site: site/ and the tsconfigs are copied (the server writes them), node_modules and dist/ are
// linked (read only). `startServer` runs scripts/serve.mjs in it, as `npm start` would.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');

/** A new copy under the system's temporary folder; `remove()` deletes it. */
export function createScratchProject(prefix = 'scratch-project-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  try {
    cpSync(join(repo, 'site'), join(root, 'site'), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) cpSync(join(repo, file), join(root, file));
    for (const dir of ['node_modules', 'dist']) symlinkSync(join(repo, dir), join(root, dir), 'dir');
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Starts scripts/serve.mjs (with --live unless `live: false`) in `root` on a free port and waits until
 * it serves. Resolves with its port, its origins (the site's `origin`, `editorOrigin`, `previewOrigin`),
 * the editor's URL, the API session (.editing/session.json), its output so far, and `stop()`
 * (SIGTERM, then waits for the exit).
 */
export async function startServer(root, { live = true, env = {}, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [join(repo, 'scripts/serve.mjs'), ...(live ? ['--live'] : [])], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk) => {
      output += chunk;
      // Printed once the site, the live build and the API all answer.
      const match = /Mutation server at http:\/\/[a-z0-9.-]+:(\d+)\/api\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before it served:\n${output}`));
    });
  });
  const port = await listening;
  // "Site:    http://localhost:4173/", "Editor:  http://editor.localhost:4173/editor/", … without the last slash.
  const printed = (label) => new RegExp(`^${label}:\\s+(http\\S+?)/?(?:\\s|$)`, 'm').exec(output)?.[1];
  let stopped = null;
  return {
    port,
    origin: printed('Site'),
    previewOrigin: printed('Preview'),
    editorUrl: `${printed('Editor')}/`,
    editorOrigin: new URL(printed('Editor')).origin,
    output: () => output,
    session: () => JSON.parse(readFileSync(join(root, '.editing/session.json'), 'utf8')),
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}
