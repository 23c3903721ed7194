// What was published last, kept in `.editing/publish.json` (owner-only, written atomically), so that
// "changed since the last publish" and the site a restarted server serves survive a restart: when it
// became live, the newest change of the history it included, the hash of its sources and of each
// file, the changes applied in it, and which build folder holds it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage } from '../../types';
import type { Publication } from '../../types/publish';
import { ensurePrivateDir } from '../activities/activity-log';
import { writeFileAtomic } from '../project/file-transaction';
import { EDITING_DIR } from '../session';
import type { SourcesVersion } from './changes-between';

export interface PublishRecord extends Publication, SourcesVersion {
  /** The folder under `.editing/publish/builds/` that holds its build, or null: dist/ (`npm run build`'s). */
  build: string | null;
}

interface StoredRecord extends PublishRecord {
  version: 1;
}

export const RECORD_FILE = 'publish.json';
/** Build folders are named by the publish that made them: safe as a path segment. */
export const BUILD_ID = /^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}$/;

const isHashes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((hash) => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash));

function isRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredRecord>;
  return (
    record.version === 1 &&
    typeof record.publishedAt === 'string' &&
    !Number.isNaN(Date.parse(record.publishedAt)) &&
    (record.source === 'start' || record.source === 'publish') &&
    (record.activityId === null || typeof record.activityId === 'string') &&
    typeof record.sourcesHash === 'string' &&
    isHashes(record.files) &&
    Array.isArray(record.applied) &&
    record.applied.every((id) => typeof id === 'string') &&
    (record.build === null || (typeof record.build === 'string' && BUILD_ID.test(record.build)))
  );
}

/**
 * The last publish of the project at `root`, or null when none was recorded. A file this server
 * cannot read is reported through `warn` and treated as none: the build made at start becomes the
 * first publish again.
 */
export function readRecord(root: string, warn: (line: string) => void = () => undefined): PublishRecord | null {
  const file = join(root, EDITING_DIR, RECORD_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRecord(parsed)) {
      const { version: _version, ...record } = parsed;
      return record;
    }
    warn(`${file} is not a publish record this server wrote; the build made at start counts as the last publish.`);
  } catch (error) {
    warn(`${file} could not be read (${errorMessage(error)}); the build made at start counts as the last publish.`);
  }
  return null;
}

export function writeRecord(root: string, record: PublishRecord): void {
  const dir = join(root, EDITING_DIR);
  ensurePrivateDir(dir);
  const stored: StoredRecord = { version: 1, ...record };
  writeFileAtomic(join(dir, RECORD_FILE), Buffer.from(`${JSON.stringify(stored, null, 2)}\n`), 0o600);
}

/** The public part of a record: what the site serves. */
export const publicationOf = ({ publishedAt, source, activityId, sourcesHash }: PublishRecord): Publication => ({ publishedAt, source, activityId, sourcesHash });
