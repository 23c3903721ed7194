// The editing server's HTTP application: which request goes where (docs/protocol.md §8 "Who").
// One port, three kinds of origin, told apart by the Host header (server/http/hosts.ts):
// - the editor host (EDITOR_HOST, editor.localhost): the editor page, /api/ and /__live, and
//   nothing of the site;
// - preview hosts (under DEV_DOMAIN): the dev-domain site (live under `npm start`), /runtime/,
//   /__live and its page script;
// - any other host: the production site and /runtime/.
// Every editing surface goes through the one guard (server/http/guard.ts) before it answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { EditingSession } from '../../types';
import { LIVE_CLIENT_PATH, LIVE_EVENTS_PATH } from '../../types/live';
import { createEditingApi } from '../editing-api';
import { sendJson } from '../http/answers';
import { HttpError } from '../http/errors';
import { Guard } from '../http/guard';
import { type HostNames, hostnameOf, isLoopbackName } from '../http/hosts';
import type { LiveDevSite, ShellSettings } from '../live/index';
import type { FilesWrittenListener, TypesChecked } from '../edit-service';
import { describeTypeCheck } from '../checks/describe';
import { openProductionSite } from '../publish/production-site';
import { readRecord } from '../publish/publish-record';
import { newToken } from '../session';
import { CANVAS_ID } from '../site-layout';
import { createEditorPage } from './editor-page';
import { type ServerOrigins, checkEditorHost, checkEditorOrigins, serverOrigins } from './origins';
import { createSiteHandler } from './site-handler';

export interface EditingServerOptions {
  /** The project: the folder holding site/ (and where .editing/ goes). */
  root: string;
  /** The build output folder (dist/): the site, the editor, the runtime and the server's workers (dist/server) come from it. */
  distDir: string;
  /** The port the server is reached at: part of every origin it names. */
  port: number;
  /** The editor's host name and the dev domains. */
  names: HostNames;
  /** Editor origins besides the editor's own that may drive previews and call the API (EDITOR_ORIGINS). */
  editorOrigins?: readonly string[];
  /** false: read-only (EDITING=off). */
  editing: boolean;
  /** true: callers from other machines may use the editor, /api/ and /__live (REMOTE_EDITING=on). */
  remoteEditing: boolean;
  /** Rebuild the preview hosts' pages live after every edit (`npm start`), from these page settings. */
  live?: { shell: ShellSettings } | undefined;
  /** Where progress lines go (edits written, live builds, publishes). */
  log?: (line: string) => void;
  /** Publish the production site from the edited sources (`npm start`, `npm run serve`): the build script, scripts/publish-site.mjs. */
  publish?: { buildScript: string } | undefined;
}

export interface EditingServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  readonly origins: ServerOrigins;
  /** The editor's page: what a designer opens. */
  readonly editorUrl: string;
  readonly session: EditingSession;
  /** Why this server does not edit (EDITING=off, or another server holds the lock), or null. */
  readonly readOnlyReason: string | null;
  /** Whether the live build runs. */
  readonly live: boolean;
  onFilesWritten(listener: FilesWrittenListener): () => void;
  /** The type check of a write finished (what /__live sends as `checked`). */
  onTypesChecked(listener: (checked: TypesChecked) => void): () => void;
  /** Waits for the edit in progress and stops the live build. */
  close(): Promise<void>;
}

/** A refusal of the guard, as JSON (what /api/ and /__live answer). */
function answerRefusal(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (!(error instanceof HttpError)) throw error;
  sendJson(req, res, error.status, { error: error.message }, error.headers);
}

export async function createEditingServer(options: EditingServerOptions): Promise<EditingServer> {
  const { names, port } = options;
  const log = options.log ?? ((): void => undefined);
  checkEditorHost(names);
  const origins = serverOrigins(names, port);
  const editorOrigins = checkEditorOrigins(options.editorOrigins ?? [], names, port);
  const session: EditingSession = { token: newToken(), canvasId: CANVAS_ID, apiBase: `${origins.editor}/api/`, previewOrigin: origins.preview };
  const guard = new Guard({ token: session.token, names, editorOrigins, remoteEditing: options.remoteEditing });

  const editorPage = createEditorPage({ distDir: options.distDir, guard, session, live: options.live !== undefined });
  const editorUrl = `${origins.editor}/editor/`;
  let live: LiveDevSite | null = null;
  if (options.live) {
    // Only `npm start` loads the live build (and esbuild with it).
    const { createLiveDevSite } = await import('../live/index');
    live = await createLiveDevSite({ root: options.root, shell: options.live.shell, log });
  }
  let site: ReturnType<typeof createSiteHandler>;
  let api: Awaited<ReturnType<typeof createEditingApi>>;
  try {
    // The production site: dist/'s build, or the last publish's when that is newer (server/publish).
    const record = readRecord(options.root, log);
    const production = openProductionSite(options.root, options.distDir, record, log);
    site = createSiteHandler(options.distDir, { domains: names, editorOrigins, production: production.production, ...(live ? { devSite: live.handleDevSite } : {}) });
    const publish = options.publish && { site: production, record, buildScript: options.publish.buildScript, siteUrl: `${origins.site}/`, log };
    api = await createEditingApi({ root: options.root, session, guard, editing: options.editing, workerDir: join(options.distDir, 'server'), publish });
  } catch (error) {
    await live?.close();
    throw error;
  }

  const writtenListeners = new Set<FilesWrittenListener>();
  const checkedListeners = new Set<(checked: TypesChecked) => void>();
  api.listen((event) => {
    if (event.type === 'writing') live?.sourcesWriting(event.paths);
    else if (event.type === 'not-written') live?.sourcesNotWritten(event.paths);
    else if (event.type === 'written') {
      const { type: _type, ...written } = event;
      // Rebuild first: the log line must not delay the preview.
      live?.sourcesChanged(written.paths);
      for (const listener of writtenListeners) listener(written);
      log(`[edit] ${written.kind}: ${written.message} → wrote ${written.paths.join(', ')}`);
    } else {
      const { type: _type, ...checked } = event;
      live?.typesChecked(checked);
      for (const listener of checkedListeners) listener(checked);
      if (checked.typeCheck.state !== 'passed') log(`[types] ${checked.kind}: ${checked.message}: ${describeTypeCheck(checked.typeCheck)}`);
    }
  });

  function liveEvents(req: IncomingMessage, res: ServerResponse, stream: LiveDevSite): void {
    let corsOrigin: string | null;
    try {
      corsOrigin = guard.admit(req, 'live', { token: false });
    } catch (error) {
      answerRefusal(req, res, error);
      return;
    }
    stream.handleEvents(req, res, corsOrigin);
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const { pathname } = new URL(req.url ?? '/', 'http://app.invalid');
    // The API answers (or refuses, 403) on every host: the guard names where it lives.
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.handle(req, res);
    if (live && pathname === LIVE_EVENTS_PATH) return liveEvents(req, res, live);
    const kind = guard.hostKind(req);
    if (kind === 'editor') return editorPage(req, res);
    if (live && kind === 'preview' && pathname === LIVE_CLIENT_PATH) return live.handleClient(req, res);
    // Old links to the editor on the site's origin (`localhost:PORT/editor/`) lead to its own origin.
    if (kind === 'site' && (pathname === '/editor' || pathname.startsWith('/editor/'))) {
      if (isLoopbackName(hostnameOf(req.headers.host)) && guard.callerAllowed(req)) {
        res.writeHead(302, { Location: editorUrl, 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      return site.notFound(req, res);
    }
    site(req, res);
  };

  let closing: Promise<void> | null = null;
  return {
    handle,
    origins,
    editorUrl,
    session,
    readOnlyReason: api.readOnlyReason,
    live: live !== null,
    onFilesWritten(listener) {
      writtenListeners.add(listener);
      return () => writtenListeners.delete(listener);
    },
    onTypesChecked(listener) {
      checkedListeners.add(listener);
      return () => checkedListeners.delete(listener);
    },
    close() {
      closing ??= Promise.all([api.close(), live?.close()]).then(() => undefined);
      return closing;
    },
  };
}
