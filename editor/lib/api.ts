// The mutation server, as the editor calls it (docs/protocol.md §8): the session the server hands the
// page it serves, and one typed call per kind of request. Errors carry the server's own sentence.
import type { ActivitiesAnswer, EditQueueAnswer, EditingSession, LookupsAnswer, MutationAnswer } from '../../types';
import { MUTATION_HEADERS, errorMessage } from '../../types';
import { PUBLISH_PATH, type PublishAnswer, type PublishStatus } from '../../types/publish';

/** A request as buildRequest makes it. */
export interface BuiltRequest {
  urlPath: string;
  body: unknown;
}

/** What the server can use to count how many elements on the current page show an edit. */
export interface RenderingsHint {
  pagePath: string;
  renderings: number | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** What the server's sentence leaves out (file positions, grammar): for a folded "Details". */
    readonly details?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The details a failure carries beside its sentence (the server's `details`), if any. */
export function detailsOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.details ? error.details : undefined;
}

export interface MutationApi {
  readonly session: EditingSession;
  lookups(): Promise<LookupsAnswer>;
  /** The server's edit history, newest first. */
  activities(): Promise<ActivitiesAnswer>;
  /** The edits the server is writing and those waiting for their turn (from every tab and script). */
  queue(): Promise<EditQueueAnswer>;
  /** A mutation (with the change item's id, which names it for undo) or an undo/redo activity. */
  send(request: BuiltRequest, changeItemId: string | null, hint: RenderingsHint): Promise<MutationAnswer>;
  /** What the production site serves, what changed since, and the publish running or last run. */
  publishStatus(): Promise<PublishStatus>;
  /** Publishes the edited sources to the production site (or joins the publish running). */
  publish(): Promise<PublishAnswer>;
}

function isSession(value: unknown): value is EditingSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, canvasId, apiBase, previewOrigin } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof canvasId === 'string' && typeof apiBase === 'string' && apiBase.endsWith('/') && typeof previewOrigin === 'string';
}

/** The session in `<meta name="editing-session">`, or null when this page was not served by an editing server. */
export function readSession(doc: Document): EditingSession | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="editing-session"]')?.content;
  if (!content) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** `editorTab`: this tab's id, sent with each change so the history says who made it. */
export function createMutationApi(session: EditingSession, fetchImpl: typeof fetch = (input, init) => fetch(input, init), editorTab: string | null = null): MutationApi {
  async function call<T>(method: 'GET' | 'POST', urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(urlPath, session.apiBase), {
        method,
        headers: { Authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ApiError(`The editing server did not answer (${errorMessage(error)}); is npm start still running?`, 0);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A body that is not JSON: the status line says what went wrong.
    }
    if (!response.ok) {
      const answer = typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown; details?: unknown }) : {};
      const reason = typeof answer.error === 'string' ? answer.error : text || response.statusText;
      throw new ApiError(reason, response.status, typeof answer.details === 'string' && answer.details ? answer.details : undefined);
    }
    return parsed as T;
  }
  return {
    session,
    lookups: () => call<LookupsAnswer>('GET', `canvases/${session.canvasId}/lookups`),
    activities: () => call<ActivitiesAnswer>('GET', `canvases/${session.canvasId}/activities`),
    queue: () => call<EditQueueAnswer>('GET', `canvases/${session.canvasId}/queue`),
    send(request, changeItemId, hint) {
      const headers: Record<string, string> = { [MUTATION_HEADERS.pagePath]: hint.pagePath };
      if (changeItemId !== null) headers[MUTATION_HEADERS.changeItemId] = changeItemId;
      if (changeItemId !== null && editorTab !== null) headers[MUTATION_HEADERS.editorTab] = editorTab;
      if (hint.renderings !== null) headers[MUTATION_HEADERS.renderings] = String(hint.renderings);
      return call<MutationAnswer>('POST', request.urlPath, request.body, headers);
    },
    publishStatus: () => call<PublishStatus>('GET', `canvases/${session.canvasId}/${PUBLISH_PATH}`),
    publish: () => call<PublishAnswer>('POST', `canvases/${session.canvasId}/${PUBLISH_PATH}`, {}),
  };
}
