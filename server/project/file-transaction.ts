// Writing files so that a failure loses nothing. One file: a temporary file beside it, flushed, renamed
// over it, and its folder flushed (so the rename itself survives a crash). Several files as one
// change: every new version and every current version is first written to a temporary file; only
// then are the new ones renamed into place. A rename that fails puts the replaced files back by
// renaming their saved copies, which needs no new disk space; a step after the renames (recording the
// change) that fails does the same. The caller learns what failed, with the original error kept as
// `cause`, and which files, if any, could not be put back.
import * as fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../../types';

/** The file-system calls a write makes: Node's, unless a test hands in calls that fail on purpose. */
export type FileCalls = Pick<typeof fs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync' | 'statSync'>;

export const NODE_FILE_CALLS: FileCalls = {
  openSync: fs.openSync,
  writeSync: fs.writeSync,
  fsyncSync: fs.fsyncSync,
  closeSync: fs.closeSync,
  renameSync: fs.renameSync,
  rmSync: fs.rmSync,
  statSync: fs.statSync,
};

export class FileWriteError extends Error {
  /** Project-relative paths that still hold the new bytes because putting them back failed too. */
  readonly unrestored: readonly string[];

  constructor(message: string, options: { cause: unknown; unrestored?: readonly string[] }) {
    super(message, { cause: options.cause });
    this.name = 'FileWriteError';
    this.unrestored = options.unrestored ?? [];
  }
}

/** The file's permission bits, kept by the new version; a file that does not exist yet gets 0644. */
function modeOf(absolute: string, calls: FileCalls): number {
  try {
    return calls.statSync(absolute).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0o644;
    throw error;
  }
}

/** Writes `bytes` to a new temporary file in `dir` (beside `absolute` unless given), flushed to disk; answers its path. */
export function stageFile(absolute: string, bytes: Buffer, mode: number, calls: FileCalls = NODE_FILE_CALLS, dir = dirname(absolute)): string {
  const temporary = join(dir, `.${basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = calls.openSync(temporary, 'wx', mode);
  let open = true;
  try {
    let offset = 0;
    while (offset < bytes.length) {
      const written = calls.writeSync(fd, bytes, offset, bytes.length - offset);
      if (written <= 0) throw new Error(`${temporary}: the disk took no more bytes`);
      offset += written;
    }
    calls.fsyncSync(fd);
    open = false;
    calls.closeSync(fd);
  } catch (error) {
    if (open) {
      try {
        calls.closeSync(fd);
      } catch {
        // The write already failed; that error is the one to report.
      }
    }
    removeQuietly(temporary, calls);
    throw error;
  }
  return temporary;
}

function removeQuietly(path: string, calls: FileCalls): void {
  try {
    calls.rmSync(path, { force: true });
  } catch {
    // A temporary file that cannot be removed is left over; the files themselves are what matters.
  }
}

/** Flushes a folder, so the renames in it are on disk; a platform that cannot open folders skips it. */
export function syncDirectory(dir: string, calls: FileCalls = NODE_FILE_CALLS): void {
  let fd: number;
  try {
    fd = calls.openSync(dir, 'r');
  } catch (error) {
    if (['EISDIR', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
    throw error;
  }
  try {
    calls.fsyncSync(fd);
  } catch (error) {
    if (!['EINVAL', 'ENOTSUP', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    calls.closeSync(fd);
  }
}

/**
 * Replaces one file's bytes atomically (its mode kept, or `mode`): a reader sees the old bytes or the
 * new ones, never a mix, and after a crash the file has one or the other. The temporary file is made
 * in `stagingDir` when given (and on the same file system), else beside the file.
 */
export function writeFileAtomic(absolute: string, bytes: Buffer, mode?: number, calls: FileCalls = NODE_FILE_CALLS, stagingDir: string | null = null): void {
  const temporary = stageFile(absolute, bytes, mode ?? modeOf(absolute, calls), calls, stagingDirFor(absolute, stagingDir, calls));
  try {
    calls.renameSync(temporary, absolute);
  } catch (error) {
    removeQuietly(temporary, calls);
    throw error;
  }
  syncDirectory(dirname(absolute), calls);
}

export interface FileReplacement {
  /** Project-relative, for messages. */
  path: string;
  absolute: string;
  /** The new bytes. */
  bytes: Buffer;
  /** The bytes the file has now (checked by the caller), put back if the change fails. */
  previous: Buffer;
}

export interface StagedReplacement {
  /**
   * Renames every new version into place and flushes the folders. If one fails, the files already
   * replaced get their previous bytes back and a FileWriteError says what failed.
   */
  commit(): void;
  /** After a commit: puts every file's previous bytes back, because `cause` (a later step) failed. */
  rollback(cause: unknown, what: string): FileWriteError;
  /** Removes the temporary files that are left. */
  dispose(): void;
}

interface Staged extends FileReplacement {
  next: string | null;
  saved: string | null;
}

const listed = (paths: readonly string[]): string => paths.join(', ');

/**
 * Where a file's temporaries go: `stagingDir` (the edit history's own folder, so a crash leaves nothing
 * among the site's files) when it is on the same file system as the file, since only a rename within
 * one file system is atomic; else beside the file.
 */
function stagingDirFor(absolute: string, stagingDir: string | null, calls: FileCalls): string {
  const dir = dirname(absolute);
  if (stagingDir === null) return dir;
  return calls.statSync(stagingDir).dev === calls.statSync(dir).dev ? stagingDir : dir;
}

/**
 * Writes the new and the current version of every file to temporary files (in `stagingDir`, or beside
 * them). Throws a FileWriteError if any cannot be written; then no file has changed.
 */
export function stageReplacement(files: readonly FileReplacement[], calls: FileCalls = NODE_FILE_CALLS, stagingDir: string | null = null): StagedReplacement {
  const staged: Staged[] = [];
  const dispose = (): void => {
    for (const file of staged) {
      for (const temporary of [file.next, file.saved]) if (temporary) removeQuietly(temporary, calls);
      file.next = null;
      file.saved = null;
    }
  };
  try {
    for (const file of files) {
      const entry: Staged = { ...file, next: null, saved: null };
      staged.push(entry);
      const mode = modeOf(file.absolute, calls);
      const dir = stagingDirFor(file.absolute, stagingDir, calls);
      entry.next = stageFile(file.absolute, file.bytes, mode, calls, dir);
      entry.saved = stageFile(file.absolute, file.previous, mode, calls, dir);
    }
  } catch (error) {
    dispose();
    const path = staged[staged.length - 1]?.path ?? '?';
    throw new FileWriteError(`Could not write ${path} (${errorMessage(error)}); nothing was changed: every file of the change still has its bytes from before.`, { cause: error });
  }

  // The folders the renames changed: the files' own (a rename out of the staging folder is flushed with its target's).
  const directories = (): string[] => [...new Set(staged.map((file) => dirname(file.absolute)))];
  const syncAll = (): void => {
    for (const dir of directories()) syncDirectory(dir, calls);
  };
  let replaced: Staged[] = [];

  /** Renames the saved copies back, newest first; answers the paths that could not be put back, and why. */
  function putBack(): { unrestored: string[]; reason: string | null } {
    const unrestored: string[] = [];
    let reason: string | null = null;
    for (const file of [...replaced].reverse()) {
      try {
        if (!file.saved) throw new Error('its saved copy is gone');
        calls.renameSync(file.saved, file.absolute);
        file.saved = null;
      } catch (error) {
        unrestored.push(file.path);
        reason ??= errorMessage(error);
      }
    }
    replaced = [];
    try {
      syncAll();
    } catch {
      // The files have their previous bytes; only their flush to disk is in doubt.
    }
    return { unrestored, reason };
  }

  function failure(cause: unknown, what: string): FileWriteError {
    const { unrestored, reason } = putBack();
    const outcome = unrestored.length
      ? `and ${listed(unrestored)} could not be put back (${reason}): ${unrestored.length > 1 ? 'they hold' : 'it holds'} the change's new bytes, the other files their bytes from before`
      : 'every file of the change has its bytes from before';
    return new FileWriteError(`${what} (${errorMessage(cause)}); ${outcome}.`, { cause, unrestored });
  }

  return {
    commit() {
      let current: Staged | null = null;
      try {
        for (const file of staged) {
          current = file;
          if (!file.next) throw new Error('its new version is gone');
          calls.renameSync(file.next, file.absolute);
          file.next = null;
          replaced.push(file);
        }
        current = null;
        syncAll();
      } catch (error) {
        throw failure(error, current ? `Could not write ${current.path}` : `Could not flush ${listed(staged.map((file) => file.path))} to disk`);
      }
    },
    rollback: (cause, what) => failure(cause, what),
    dispose,
  };
}
