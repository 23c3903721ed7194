// The API's paths (docs/protocol.md §8 "Where"), parsed into what a request asks for.
import { ACTIVITY_OPERATIONS, MUTATION_OPERATIONS, type ActivityOperation, type MutationOperation } from '../../types';
import { PUBLISH_PATH } from '../../types/publish';
import { CANVAS_ID } from '../site-layout';
import { HttpError, notFound } from './errors';

export type Route =
  | { kind: 'lookups' }
  | { kind: 'activities' }
  /** The edits being written and waiting (reads never wait). */
  | { kind: 'queue' }
  | { kind: 'mutate'; operation: MutationOperation }
  | { kind: 'activity'; operation: ActivityOperation }
  /** GET: how publishing goes; POST: publish (server/publish). */
  | { kind: 'publish'; method: 'GET' | 'POST' };

type Method = 'GET' | 'POST';

const PATTERNS: [RegExp, 'lookups' | 'activities' | 'queue' | 'mutate' | 'activity' | 'publish', readonly Method[]][] = [
  [/^\/api\/canvases\/([^/]+)\/lookups$/, 'lookups', ['GET']],
  [/^\/api\/canvases\/([^/]+)\/activities$/, 'activities', ['GET']],
  [/^\/api\/canvases\/([^/]+)\/queue$/, 'queue', ['GET']],
  [/^\/api\/canvases\/([^/]+)\/parseAndMutate\/mutate\/([^/]+)$/, 'mutate', ['POST']],
  [/^\/api\/canvases\/([^/]+)\/parseAndMutate\/activities\/([^/]+)$/, 'activity', ['POST']],
  [new RegExp(`^/api/canvases/([^/]+)/${PUBLISH_PATH}$`), 'publish', ['GET', 'POST']],
];

const isMutation = (name: string): name is MutationOperation => (MUTATION_OPERATIONS as readonly string[]).includes(name);
const isActivity = (name: string): name is ActivityOperation => (ACTIVITY_OPERATIONS as readonly string[]).includes(name);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseRoute(pathname: string, method: string): Route {
  for (const [pattern, kind, expected] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const canvas = decode(match[1]!);
    if (canvas !== CANVAS_ID) throw notFound(`Unknown canvas "${canvas}"; this server edits one canvas, "${CANVAS_ID}".`);
    if (!expected.includes(method as Method)) throw new HttpError(405, `${pathname} answers ${expected.join(' and ')} only.`, { Allow: expected.join(', ') });
    if (kind === 'lookups' || kind === 'activities' || kind === 'queue') return { kind };
    if (kind === 'publish') return { kind, method: method as Method };
    const operation = decode(match[2]!);
    if (kind === 'mutate') {
      if (!isMutation(operation)) throw notFound(`Unknown operation "${operation}"; the operations are ${MUTATION_OPERATIONS.join(', ')}.`);
      return { kind, operation };
    }
    if (!isActivity(operation)) throw notFound(`Unknown activity "${operation}"; the activities are ${ACTIVITY_OPERATIONS.join(', ')}.`);
    return { kind, operation };
  }
  throw notFound(
    `No API endpoint at ${pathname}. The endpoints are GET /api/canvases/${CANVAS_ID}/lookups, GET /api/canvases/${CANVAS_ID}/activities, GET /api/canvases/${CANVAS_ID}/queue, POST /api/canvases/${CANVAS_ID}/parseAndMutate/mutate/{operation}, POST /api/canvases/${CANVAS_ID}/parseAndMutate/activities/{undoChangeToFiles|redoChangeToFiles}, and GET or POST /api/canvases/${CANVAS_ID}/${PUBLISH_PATH}.`,
  );
}
