// Who may edit: a random token made at each start, written to `.editing/session.json` (owner-only)
// for local scripts, and a lock so that only one server at a time writes this checkout's files and
// history (a second one runs read-only and says why).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { EditingSession } from '../types';
import { ensurePrivateDir } from './activities/activity-log';
import { writeFileAtomic } from './project/file-transaction';

export const EDITING_DIR = '.editing';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison of a presented token with the session's. */
export function tokenMatches(presented: string, token: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function writeSessionFile(root: string, session: EditingSession): void {
  const dir = join(root, EDITING_DIR);
  ensurePrivateDir(dir);
  writeFileAtomic(join(dir, 'session.json'), Buffer.from(`${JSON.stringify(session, null, 2)}\n`), 0o600);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds (two servers in one process count as two writers too). */
const heldHere = new Set<string>();

/** Takes `.editing/server.lock` for this process; returns the pid of a live holder instead when there is one. */
export function acquireLock(root: string): { release: () => void } | { heldBy: number } {
  const dir = join(root, EDITING_DIR);
  ensurePrivateDir(dir);
  const file = join(dir, 'server.lock');
  if (heldHere.has(file)) return { heldBy: process.pid };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return {
        release: () => {
          heldHere.delete(file);
          if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) return { heldBy: holder };
      // A lock left by a server that is gone.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take ${file}`);
}
